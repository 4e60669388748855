// How much a fixed-size device (the 1200 px browser page, the 375 × 667 phone) must shrink to fit
// the room it is drawn in: never enlarged, re-measured when the window or the menu changes size.
// `fixedWidth`, `fixedHeight`: the parts of the device that keep their size (the browser's title bar, border).
import { useEffect, useRef, useState } from 'react';

export function useFitScale<T extends HTMLElement>(width: number, height: number, fixedWidth = 0, fixedHeight = 0): { ref: React.RefObject<T | null>; scale: number } {
  const ref = useRef<T | null>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      const byWidth = el.clientWidth > 0 ? (el.clientWidth - fixedWidth) / (width - fixedWidth) : 1;
      const byHeight = el.clientHeight > 0 ? (el.clientHeight - fixedHeight) / (height - fixedHeight) : 1;
      setScale(Math.max(0.2, Math.min(1, byWidth, byHeight)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width, height, fixedWidth, fixedHeight]);
  return { ref, scale };
}
