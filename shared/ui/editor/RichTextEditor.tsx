// The rich-text editor (chunk "widget-editor", loaded through LazyRichTextEditor): wangEditor's
// toolbar and editing area, with the link, image, video and insert-file menus answered by antd
// dialogs rendered here, alerts through the console's notifier (antd message), and strings from
// the i18n service.
//
// Typing stays cheap on long articles: the document lives in wangEditor (uncontrolled after
// mount), a keystroke only restarts a timer, and the HTML is serialized after a pause (or on blur)
// — wangEditor's getHtml costs tens of ms on a 36,000-character article. That is also why the
// editing area is created here with createEditor rather than with editor-for-react's <Editor>,
// which calls getHtml() and sets React state on every change, selection moves included.
import '@wangeditor/editor/dist/css/style.css';
import './editor.css';
import { createEditor, createToolbar, DomEditor, i18nChangeLanguage, SlateEditor, type IDomEditor } from '@wangeditor/editor';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TOKENS, useService } from '../../../kernel';
import { GALLERY_PICKER_DIALOG, type GalleryPickerProps } from '../../domain/content';
import type { ImageRow } from '../../domain/api/content';
import { DEFAULT_URL_PREFIX, fileNameOf, MEDIA_DEFAULTS, pixelsOf, videoEmbedUrl } from '../../domain/editor';
import { applyLink, focusAt, insertImage, insertVideo, selectedNode, targetOf, updateImage, updateVideo, type DialogTarget, type LinkInput } from './actions';
import { editorConfig, toolbarConfig } from './config';
import type { DialogEnv, EditorMsgKey } from './dialogs/common';
import { FileDialog, type FileInput } from './dialogs/FileDialog';
import { ImageDialog, type NaturalSize } from './dialogs/ImageDialog';
import { LinkDialog } from './dialogs/LinkDialog';
import { VideoDialog } from './dialogs/VideoDialog';
import { registerEditorExtensions, setDialogOpener, setMenuLabels, type DialogKind } from './extensions';
import { iframeHtml, iframeSrcOf, imagePropsOf, videoNode, type ImageNode, type ImageProps, type LinkNode, type VideoNode, type VideoProps } from './nodes';
import { registerEditorStrings } from './strings';
import type { RichTextEditorApi, RichTextEditorProps } from './types';

export { registerEditorStrings } from './strings';
export type { RichTextEditorApi, RichTextEditorProps } from './types';

/** Pause after the last change before the HTML is serialized and reported. */
export const CHANGE_DEBOUNCE_MS = 300;

type OpenDialog =
  | { kind: 'link'; edit: boolean; initial: LinkInput }
  | { kind: 'file' }
  | { kind: 'image'; mode: 'insert' | 'edit'; initial: ImageProps; natural: NaturalSize | null }
  | { kind: 'video'; mode: 'insert' | 'edit'; initial: VideoProps; src: string };

interface DialogState {
  dialog: OpenDialog;
  target: DialogTarget;
  open: boolean;
  seq: number;
}

const EMPTY_IMAGE: ImageProps = { src: '', title: '', align: '', width: 0, height: 0 };

function naturalSizeOf(editor: IDomEditor, node: ImageNode): NaturalSize | null {
  try {
    const img = DomEditor.toDOMNode(editor, node as never).querySelector('img');
    if (img && img.naturalWidth > 0 && img.naturalHeight > 0) return { width: img.naturalWidth, height: img.naturalHeight };
  } catch {
    // not rendered yet
  }
  const width = pixelsOf(node.style?.width);
  const height = pixelsOf(node.style?.height);
  return width && height ? { width, height } : null;
}

/**
 * wangEditor's toolbar, hover bar and selection listener run debounced/throttled callbacks that
 * throw once the editor is destroyed ("Can not get editor instance"): cancel them first.
 */
function cancelPendingTimers(editor: IDomEditor): void {
  type Cancellable = { cancel?: () => void } | undefined;
  const parts = [
    [DomEditor.getToolbar(editor), 'changeToolbarState'],
    [DomEditor.getHoverbar(editor), 'changeHoverbarState'],
    [DomEditor.getTextarea(editor), 'onDOMSelectionChange'],
  ] as const;
  for (const [part, name] of parts) {
    try {
      ((part as unknown as Record<string, Cancellable> | null)?.[name])?.cancel?.();
    } catch {
      // not there in this version: nothing to cancel
    }
  }
}

export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, height = 500, disabled = false, className } = props;
  const i18n = useService(TOKENS.i18n);
  const notifier = useService(TOKENS.notifier);
  const dialogs = useService(TOKENS.dialogs);

  const hostRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const editorRef = useRef<IDomEditor | null>(null);
  const propsRef = useRef(props);
  useEffect(() => {
    propsRef.current = props;
  });
  // What the wrapper last reported (or was given): a new `value` equal to it is our own echo.
  const sync = useRef({ emitted: value, children: null as unknown, dirty: false, timer: null as ReturnType<typeof setTimeout> | null });
  const [state, setState] = useState<DialogState | null>(null);
  const seq = useRef(0);

  const t = useCallback((key: string) => i18n.t(`ui.editor.${key}`), [i18n]);

  const flush = useCallback(() => {
    const s = sync.current;
    if (s.timer) clearTimeout(s.timer);
    s.timer = null;
    const editor = editorRef.current;
    if (!s.dirty || !editor || editor.isDestroyed) return;
    s.dirty = false;
    const html = editor.getHtml();
    if (html === s.emitted) return;
    s.emitted = html;
    propsRef.current.onChange(html);
  }, []);

  const open = useCallback((dialog: OpenDialog, target: DialogTarget) => {
    seq.current += 1;
    setState({ dialog, target, open: true, seq: seq.current });
  }, []);

  /** What a menu click opens, from the selection (an image, video or link under it is edited). */
  const openDialog = useCallback(
    (kind: DialogKind, editor: IDomEditor) => {
      if (kind === 'file') return open({ kind: 'file' }, targetOf(editor));
      if (kind === 'link') {
        const found = selectedNode<LinkNode>(editor, 'link');
        if (found) {
          const initial = { url: found.node.url, text: SlateEditor.string(editor, found.path), newWindow: found.node.target === '_blank' };
          return open({ kind: 'link', edit: true, initial }, targetOf(editor, 'link'));
        }
        return open({ kind: 'link', edit: false, initial: { url: '', text: editor.getSelectionText(), newWindow: false } }, targetOf(editor));
      }
      if (kind === 'image' || kind === 'imageProps') {
        const found = selectedNode<ImageNode>(editor, 'image');
        if (found) {
          return open({ kind: 'image', mode: 'edit', initial: imagePropsOf(found.node), natural: naturalSizeOf(editor, found.node) }, targetOf(editor, 'image'));
        }
        if (kind === 'imageProps') return;
        return open({ kind: 'image', mode: 'insert', initial: EMPTY_IMAGE, natural: null }, targetOf(editor));
      }
      const found = selectedNode<VideoNode>(editor, 'video');
      if (found) {
        const { node } = found;
        const initial: VideoProps = { url: iframeSrcOf(node.src) ?? node.src, poster: node.poster ?? '', width: pixelsOf(node.width), height: pixelsOf(node.height), autoplay: node.autoplay === true };
        return open({ kind: 'video', mode: 'edit', initial, src: node.src }, targetOf(editor, 'video'));
      }
      const initial: VideoProps = { url: DEFAULT_URL_PREFIX, poster: '', width: MEDIA_DEFAULTS.width, height: MEDIA_DEFAULTS.height, autoplay: false };
      return open({ kind: 'video', mode: 'insert', initial, src: '' }, targetOf(editor));
    },
    [open],
  );

  // Create the editor and its toolbar once; inner boxes are made here so that a remount (StrictMode)
  // starts from clean DOM. Toolbar and editing area share a parent (wangEditor's full screen).
  useEffect(() => {
    const host = hostRef.current as HTMLDivElement;
    registerEditorStrings(i18n);
    registerEditorExtensions();
    setMenuLabels((key) => i18n.t(key));
    i18nChangeLanguage(i18n.locale === 'en-US' ? 'en' : 'zh-CN');

    const toolbarBox = document.createElement('div');
    toolbarBox.className = 'ui-rte-toolbar';
    const body = document.createElement('div');
    body.className = 'ui-rte-body';
    body.style.height = `${propsRef.current.height ?? 500}px`;
    host.append(toolbarBox, body);
    bodyRef.current = body;

    const s = sync.current;
    const editor = createEditor({
      selector: body,
      html: s.emitted,
      mode: 'default',
      config: editorConfig({
        placeholder: propsRef.current.placeholder ?? i18n.t('ui.editor.placeholder'),
        readOnly: propsRef.current.disabled === true,
        alert: (info, type) => notifier[type](info),
        onChange: (changed) => {
          // Selection moves change nothing: the document is a new array only after an edit.
          if (changed.children === s.children) return;
          s.children = changed.children;
          s.dirty = true;
          if (s.timer) clearTimeout(s.timer);
          s.timer = setTimeout(flush, CHANGE_DEBOUNCE_MS);
        },
        onBlur: () => flush(),
        onImageFile: () => notifier.warning(i18n.t('ui.editor.msg.pasteImage')),
      }),
    });
    s.children = editor.children;
    // Report at once when the focus leaves the text (e.g. mousedown on a save button, before its
    // click): wangEditor's own onBlur comes later, on a timer.
    body.addEventListener('focusout', flush);
    createToolbar({ editor, selector: toolbarBox, mode: 'default', config: toolbarConfig((key) => i18n.t(key)) });
    editorRef.current = editor;
    setDialogOpener(editor, openDialog);

    const editable = body.querySelector('[data-slate-editor]');
    const label = propsRef.current['aria-label'];
    if (editable && label) editable.setAttribute('aria-label', label);
    editable?.setAttribute('aria-multiline', 'true');
    // wangEditor writes role="textarea", which is no ARIA role.
    editable?.setAttribute('role', 'textbox');

    propsRef.current.onReady?.({
      editor,
      getHtml: () => editor.getHtml(),
      flush,
      focus: () => editor.focus(),
      openDialog: (kind) => openDialog(kind, editor),
    } satisfies RichTextEditorApi);

    return () => {
      flush();
      setDialogOpener(editor, null);
      editorRef.current = null;
      body.removeEventListener('focusout', flush);
      cancelPendingTimers(editor);
      editor.destroy();
      toolbarBox.remove();
      body.remove();
    };
    // Created once per mount; later prop changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new value from outside (not our own report): load it.
  useEffect(() => {
    const editor = editorRef.current;
    const s = sync.current;
    if (!editor || value === s.emitted) return;
    if (s.timer) clearTimeout(s.timer);
    s.timer = null;
    s.dirty = false;
    s.emitted = value;
    // wangEditor's setHtml puts a focused editor's old selection back, which may not exist in the
    // new document: load it unfocused.
    if (editor.isFocused()) editor.blur();
    editor.setHtml(value);
    s.children = editor.children;
  }, [value]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    if (disabled) editor.disable();
    else editor.enable();
  }, [disabled]);

  useEffect(() => {
    if (bodyRef.current) bodyRef.current.style.height = `${height}px`;
  }, [height]);

  useEffect(() => {
    const editable = hostRef.current?.querySelector('[data-slate-editor]');
    if (!editable) return;
    if (props['aria-label']) editable.setAttribute('aria-label', props['aria-label']);
    else editable.removeAttribute('aria-label');
  }, [props['aria-label']]);

  // ------------------------------------------------------------------ dialogs

  const env: DialogEnv = {
    t,
    alert: (key: EditorMsgKey) => {
      const message = i18n.t(`ui.editor.msg.${key}`);
      const editor = editorRef.current;
      if (editor) editor.alert(message, 'error');
      else notifier.error(message);
    },
    pick: async (fileType) => {
      const request: GalleryPickerProps = { limit: 1, fileType };
      try {
        const rows = await dialogs.show<ImageRow[]>(GALLERY_PICKER_DIALOG, { ...request });
        return rows?.[0] ?? null;
      } catch {
        env.alert('galleryUnavailable');
        return null;
      }
    },
  };

  const close = () => setState((current) => (current ? { ...current, open: false } : current));
  const afterClose = () => {
    setState((current) => (current && !current.open ? null : current));
    // Back to the editor, at the caret the dialog left (or the one it was opened on).
    const editor = editorRef.current;
    if (editor && !editor.isDestroyed && !editor.isDisabled()) focusAt(editor, editor.selection ?? state?.target.selection ?? null);
  };

  /** Runs an edit on the live editor. */
  const edit = (fn: (editor: IDomEditor) => void) => {
    const editor = editorRef.current;
    if (editor && !editor.isDestroyed) fn(editor);
  };

  let dialogView = null;
  if (state) {
    const { dialog, target } = state;
    const common = { env, open: state.open, onClose: close, afterClose };
    const key = state.seq;
    switch (dialog.kind) {
      case 'link':
        dialogView = <LinkDialog key={key} {...common} edit={dialog.edit} initial={dialog.initial} onSubmit={(input) => edit((editor) => applyLink(editor, target, input))} />;
        break;
      case 'file':
        dialogView = (
          <FileDialog
            key={key}
            {...common}
            onSubmit={(input: FileInput) => edit((editor) => applyLink(editor, target, { url: input.url, text: input.title || fileNameOf(input.url) || input.url, newWindow: true }))}
          />
        );
        break;
      case 'image':
        dialogView = (
          <ImageDialog
            key={key}
            {...common}
            mode={dialog.mode}
            initial={dialog.initial}
            natural={dialog.natural}
            onSubmit={(image) =>
              edit((editor) => {
                if (dialog.mode === 'edit' && updateImage(editor, target, image)) return;
                insertImage(editor, target, image);
              })
            }
          />
        );
        break;
      case 'video':
        dialogView = (
          <VideoDialog
            key={key}
            {...common}
            mode={dialog.mode}
            initial={dialog.initial}
            onSubmit={(video) =>
              edit((editor) => {
                // Unchanged address of an embedded player: keep its iframe.
                const keep = dialog.mode === 'edit' && video.url === dialog.initial.url && dialog.src;
                const embed = keep ? null : videoEmbedUrl(video.url, video.autoplay);
                const src = keep ? dialog.src : embed ? iframeHtml(embed) : video.url;
                const node = videoNode(src, video);
                if (dialog.mode === 'edit' && updateVideo(editor, target, node)) return;
                insertVideo(editor, target, node);
              })
            }
          />
        );
        break;
    }
  }

  return (
    <>
      <div ref={hostRef} className={`ui-rte${disabled ? ' ui-rte-disabled' : ''}${className ? ` ${className}` : ''}`} role="group" aria-label={props['aria-label']} data-testid="rich-text-editor" />
      {dialogView}
    </>
  );
}
