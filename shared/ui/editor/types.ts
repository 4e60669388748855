// Public props of the rich-text editor widget (no runtime code: safe to import from list pages).
import type { IDomEditor } from '@wangeditor/editor';
import type { DialogKind } from './extensions';

export interface RichTextEditorProps {
  /**
   * The HTML. Read when the editor is created; afterwards the editor keeps its own document and a
   * new value is applied only when it differs from what the editor last reported (a reload).
   */
  value: string;
  /**
   * The new HTML after the user paused typing (debounced), on blur and before unmount — never per
   * keystroke. Use `api.getHtml()` for the exact current HTML at any moment.
   */
  onChange: (html: string) => void;
  placeholder?: string;
  /** Height of the editing area in px (the toolbar comes on top). Default 500. */
  height?: number;
  disabled?: boolean;
  'aria-label'?: string;
  /** Called once the editor exists. */
  onReady?: (api: RichTextEditorApi) => void;
  className?: string;
}

export interface RichTextEditorApi {
  /** The wangEditor instance. */
  readonly editor: IDomEditor;
  /** The current HTML (serializes the document: avoid calling it per keystroke). */
  getHtml(): string;
  /** Reports pending changes through onChange now. */
  flush(): void;
  focus(): void;
  /** Opens one of the editor's dialogs, as its toolbar button does. */
  openDialog(kind: DialogKind): void;
}

export type { DialogKind };
