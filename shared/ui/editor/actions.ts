// What the dialogs do to the document once their input is valid: insert or update link, image and
// video nodes at the selection the dialog was opened on (the dialog took the focus meanwhile).
import { DomEditor, SlateEditor, SlatePath, SlateRange, SlateTransforms, type IDomEditor, type SlateElement, type SlateNode } from '@wangeditor/editor';
import { imageNode, imageStyle, linkNode, type ImageNode, type ImageProps, type VideoNode } from './nodes';

type Range = NonNullable<IDomEditor['selection']>;
type Path = number[];

/** Where a dialog was opened: the selection, and the node it edits (a selected link, image, video). */
export interface DialogTarget {
  selection: Range | null;
  /** Path of the edited node; null when inserting. */
  path: Path | null;
}

function typeOf(node: unknown): string {
  return (node as { type?: string }).type ?? '';
}

/** The node of `type` around the selection and its path, if any. */
export function selectedNode<T>(editor: IDomEditor, type: string): { node: T; path: Path } | null {
  if (!editor.selection) return null;
  const node = DomEditor.getSelectedNodeByType(editor, type);
  if (!node) return null;
  return { node: node as unknown as T, path: DomEditor.findPath(editor, node) };
}

export function targetOf(editor: IDomEditor, editType?: string): DialogTarget {
  const found = editType ? selectedNode(editor, editType) : null;
  return { selection: editor.selection ? { ...editor.selection } : null, path: found?.path ?? null };
}

/** Puts the selection back where the dialog was opened (or at the end of the document). */
function restore(editor: IDomEditor, selection: Range | null): void {
  if (selection && isValidPoint(editor, selection.anchor) && isValidPoint(editor, selection.focus)) {
    SlateTransforms.select(editor, selection);
    return;
  }
  SlateTransforms.select(editor, SlateEditor.end(editor, []));
}

function isValidPoint(editor: IDomEditor, point: Range['anchor']): boolean {
  if (!SlateEditor.hasPath(editor, point.path)) return false;
  const [node] = SlateEditor.node(editor, point.path);
  const text = (node as { text?: unknown }).text;
  return typeof text === 'string' && point.offset <= text.length;
}

/**
 * Focuses the editing area with the given selection. (wangEditor's editor.focus() restores the
 * selection it saw last, which may predate the dialog's edit.)
 */
export function focusAt(editor: IDomEditor, selection: Range | null): void {
  DomEditor.toDOMNode(editor, editor).focus({ preventScroll: true });
  if (selection && isValidPoint(editor, selection.anchor) && isValidPoint(editor, selection.focus)) SlateTransforms.select(editor, selection);
}

function at(editor: IDomEditor, path: Path | null, type: string): Path | null {
  if (!path || !SlateEditor.hasPath(editor, path)) return null;
  return typeOf(SlateEditor.node(editor, path)[0]) === type ? path : null;
}

export interface LinkInput {
  url: string;
  text: string;
  newWindow: boolean;
}

/**
 * Inserts a link (or updates the link the dialog was opened on). An expanded selection whose text
 * equals the link text is wrapped; other text replaces it.
 */
export function applyLink(editor: IDomEditor, target: DialogTarget, input: LinkInput): void {
  const link = linkNode(input.url, input.text, input.newWindow);
  const existing = at(editor, target.path, 'link');
  if (existing) {
    SlateTransforms.setNodes(editor, { url: link.url, target: link.target } as Partial<SlateElement>, { at: existing });
    const current = SlateEditor.string(editor, existing);
    if (input.text && input.text !== current) SlateTransforms.insertText(editor, input.text, { at: existing });
    return;
  }
  restore(editor, target.selection);
  const selection = editor.selection as Range;
  if (SlateRange.isExpanded(selection)) {
    const selected = SlateEditor.string(editor, selection);
    if (!input.text || input.text === selected) {
      SlateTransforms.wrapNodes(editor, { ...link, children: [] } as unknown as SlateElement, { split: true });
      SlateTransforms.collapse(editor, { edge: 'end' });
      return;
    }
    SlateTransforms.delete(editor);
  }
  SlateTransforms.insertNodes(editor, link as unknown as SlateNode);
  // Leave the caret after the link, so typing goes on in plain text.
  const above = SlateEditor.above(editor, { match: (n) => typeOf(n) === 'link' });
  if (above) {
    const next = SlatePath.next(above[1]);
    if (SlateEditor.hasPath(editor, next)) SlateTransforms.select(editor, SlateEditor.start(editor, next));
  }
}

export function insertImage(editor: IDomEditor, target: DialogTarget, props: ImageProps): void {
  restore(editor, target.selection);
  // An image is selected (inserting after another one): step past it.
  if (DomEditor.getSelectedNodeByType(editor, 'image')) editor.move(1);
  SlateTransforms.insertNodes(editor, imageNode(props) as unknown as SlateNode);
}

export function updateImage(editor: IDomEditor, target: DialogTarget, props: ImageProps): boolean {
  const path = at(editor, target.path, 'image');
  if (!path) return false;
  const current = SlateEditor.node(editor, path)[0] as unknown as ImageNode;
  const title = props.title.trim();
  const update: Partial<ImageNode> = { src: props.src.trim(), alt: title, title, style: { ...current.style, ...imageStyle(props) } };
  SlateTransforms.setNodes(editor, update as Partial<SlateElement>, { at: path });
  return true;
}

export function insertVideo(editor: IDomEditor, target: DialogTarget, video: VideoNode): void {
  restore(editor, target.selection);
  if (DomEditor.getSelectedNodeByType(editor, 'image') || DomEditor.getSelectedNodeByType(editor, 'video')) editor.move(1);
  SlateTransforms.insertNodes(editor, video as unknown as SlateNode);
}

export function updateVideo(editor: IDomEditor, target: DialogTarget, video: VideoNode): boolean {
  const path = at(editor, target.path, 'video');
  if (!path) return false;
  const { src, poster, width, height, autoplay } = video;
  SlateTransforms.setNodes(editor, { src, poster, width, height, autoplay } as Partial<SlateElement>, { at: path });
  return true;
}

