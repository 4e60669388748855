// Native drag and drop to reorder a list (images, spec rows). The handle (a picture, a grip) is the
// drag source — not the whole item, so text in its inputs can still be selected with the mouse —
// and the whole item is the drop target; a drop moves the dragged item to the target's place.
// Arrow buttons beside each item do the same for keyboards and touch screens.
import { useState, type DragEvent } from 'react';

export interface DragSourceProps {
  draggable: true;
  onDragStart(e: DragEvent): void;
  onDragEnd(): void;
}

export interface DropTargetProps {
  onDragOver(e: DragEvent): void;
  onDragLeave(): void;
  onDrop(e: DragEvent): void;
}

/** `group` keeps two lists on one page apart (an image is never dropped into the specs). */
export function useDragOrder(group: string, onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const type = `application/x-product-${group}`;
  const end = () => {
    setDragging(null);
    setOver(null);
  };
  const sourceProps = (index: number): DragSourceProps => ({
    draggable: true,
    onDragStart(e) {
      setDragging(index);
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData(type, String(index));
    },
    onDragEnd: end,
  });
  const targetProps = (index: number): DropTargetProps => ({
    onDragOver(e) {
      if (!e.dataTransfer.types.includes(type)) return;
      e.preventDefault();
      setOver(index);
    },
    onDragLeave() {
      setOver((o) => (o === index ? null : o));
    },
    onDrop(e) {
      const text = e.dataTransfer.getData(type);
      e.preventDefault();
      if (/^\d+$/.test(text)) onMove(Number(text), index);
      end();
    },
  });
  /** The item a dragged one would land on (to mark it). */
  const isTarget = (index: number) => over === index && dragging !== null && dragging !== index;
  return { sourceProps, targetProps, isTarget };
}
