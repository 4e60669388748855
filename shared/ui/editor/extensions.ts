// Registers the console's extensions with wangEditor (once per page, it keeps global registries):
//  - four dialog menus replacing the built-in link, image, video and upload menus (plus an
//    image-properties menu for the image hover bar). A menu only asks the React wrapper that owns
//    its editor to open an antd dialog (see `setDialogOpener`); the wrapper applies the result.
//  - converters that keep an image's title and alignment, a video's autostart and a new-window
//    link's rel (nodes.ts), and an image renderer showing the alignment while editing.
import { Boot, DomEditor, SlateTransforms, type IButtonMenu, type IDomEditor, type SlateElement } from '@wangeditor/editor';
import { imageToHtml, linkToHtml, parseImage, parseVideo, videoToHtml, type ImageNode, type LinkNode, type VideoNode } from './nodes';

export type DialogKind = 'file' | 'image' | 'imageProps' | 'video' | 'link';

export const MENU_KEYS: Record<DialogKind, string> = {
  file: 'uiInsertFile',
  image: 'uiImage',
  imageProps: 'uiImageProps',
  video: 'uiVideo',
  link: 'uiLink',
};

// Icons: wangEditor's own (MIT) for link, image, video and edit; a paper clip for files.
const ICONS: Record<DialogKind, string> = {
  link: '<svg viewBox="0 0 1024 1024"><path d="M440.224 635.776a51.84 51.84 0 0 1-36.768-15.232c-95.136-95.136-95.136-249.92 0-345.056l192-192C641.536 37.408 702.816 12.032 768 12.032s126.432 25.376 172.544 71.456c95.136 95.136 95.136 249.92 0 345.056l-87.776 87.776a51.968 51.968 0 1 1-73.536-73.536l87.776-87.776a140.16 140.16 0 0 0 0-197.984c-26.432-26.432-61.6-40.992-99.008-40.992s-72.544 14.56-99.008 40.992l-192 192a140.16 140.16 0 0 0 0 197.984 51.968 51.968 0 0 1-36.768 88.768z"></path><path d="M256 1012a242.4 242.4 0 0 1-172.544-71.456c-95.136-95.136-95.136-249.92 0-345.056l87.776-87.776a51.968 51.968 0 1 1 73.536 73.536l-87.776 87.776a140.16 140.16 0 0 0 0 197.984c26.432 26.432 61.6 40.992 99.008 40.992s72.544-14.56 99.008-40.992l192-192a140.16 140.16 0 0 0 0-197.984 51.968 51.968 0 1 1 73.536-73.536c95.136 95.136 95.136 249.92 0 345.056l-192 192A242.4 242.4 0 0 1 256 1012z"></path></svg>',
  image:
    '<svg viewBox="0 0 1024 1024"><path d="M959.877 128l0.123 0.123v767.775l-0.123 0.122H64.102l-0.122-0.122V128.123l0.122-0.123h895.775zM960 64H64C28.795 64 0 92.795 0 128v768c0 35.205 28.795 64 64 64h896c35.205 0 64-28.795 64-64V128c0-35.205-28.795-64-64-64zM832 288.01c0 53.023-42.988 96.01-96.01 96.01s-96.01-42.987-96.01-96.01S682.967 192 735.99 192 832 234.988 832 288.01zM896 832H128V704l224.01-384 256 320h64l224.01-192z"></path></svg>',
  imageProps:
    '<svg viewBox="0 0 1024 1024"><path d="M864 0a160 160 0 0 1 128 256l-64 64-224-224 64-64c26.752-20.096 59.968-32 96-32zM64 736l-64 288 288-64 592-592-224-224L64 736z m651.584-372.416l-448 448-55.168-55.168 448-448 55.168 55.168z"></path></svg>',
  video:
    '<svg viewBox="0 0 1024 1024"><path d="M981.184 160.096C837.568 139.456 678.848 128 512 128S186.432 139.456 42.816 160.096C15.296 267.808 0 386.848 0 512s15.264 244.16 42.816 351.904C186.464 884.544 345.152 896 512 896s325.568-11.456 469.184-32.096C1008.704 756.192 1024 637.152 1024 512s-15.264-244.16-42.816-351.904zM384 704V320l320 192-320 192z"></path></svg>',
  file: '<svg viewBox="0 0 1024 1024"><path d="M779.3 196.6c-94.2-94.2-247.6-94.2-341.7 0L209.6 424.4c-4.1 4.1-4.1 10.8 0 14.9l34.4 34.4a10.6 10.6 0 0 0 14.9 0l228-227.8c52.9-52.9 141.4-58.5 199.3-0.6 57.9 57.9 52.3 146.4-0.6 199.3L422.4 707.8l-0.6 0.6c-34.6 34.6-90.8 34.6-125.4 0-16.8-16.8-26-39-26-62.7s9.2-46 26-62.7l240-240.1c5.8-5.8 15.4-5.8 21.2 0a15 15 0 0 1 0 21.2L332.3 589.4c-4.1 4.1-4.1 10.8 0 14.9l34.4 34.4a10.6 10.6 0 0 0 14.9 0l225.4-225.3c33.6-33.6 33.6-88.1 0-121.6-33.6-33.6-88.1-33.6-121.6 0L245.3 532.3c-30.1 30.1-46.7 70.2-46.7 112.8s16.6 82.7 46.7 112.8c31.2 31.2 72 46.7 112.8 46.7s81.6-15.6 112.8-46.7l261.6-261.6 46.8-46.8c94.2-94.3 94.2-247.7 0-341.9z"></path></svg>',
};

// ------------------------------------------------------------------------------ dialog openers

type Opener = (kind: DialogKind, editor: IDomEditor) => void;
const openers = new WeakMap<IDomEditor, Opener>();

/** The React wrapper of an editor answers its menus' clicks by opening a dialog. */
export function setDialogOpener(editor: IDomEditor, opener: Opener | null): void {
  if (opener) openers.set(editor, opener);
  else openers.delete(editor);
}

/** Menu titles come from the console's i18n service (set by the wrapper before its toolbar exists). */
let label: (key: string) => string = (key) => key;
export function setMenuLabels(translate: (key: string) => string): void {
  label = translate;
}

export function selectedOfType<T>(editor: IDomEditor, type: string): T | null {
  if (!editor.selection) return null;
  return DomEditor.getSelectedNodeByType(editor, type) as T | null;
}

function inCode(editor: IDomEditor): boolean {
  return selectedOfType(editor, 'pre') !== null || selectedOfType(editor, 'code') !== null;
}

function voidSelected(editor: IDomEditor): boolean {
  return DomEditor.getSelectedElems(editor).some((elem) => editor.isVoid(elem));
}

class DialogMenu implements IButtonMenu {
  readonly tag = 'button';
  readonly iconSvg: string;

  constructor(private readonly kind: DialogKind) {
    this.iconSvg = ICONS[kind];
  }

  // Read when the toolbar builds the button (tooltip), after the wrapper set the labels.
  get title(): string {
    return label(`ui.editor.menu.${this.kind}`);
  }

  getValue(): string {
    return '';
  }

  isActive(editor: IDomEditor): boolean {
    if (this.kind === 'link') return selectedOfType(editor, 'link') !== null;
    if (this.kind === 'image') return selectedOfType(editor, 'image') !== null;
    if (this.kind === 'video') return selectedOfType(editor, 'video') !== null;
    return false;
  }

  isDisabled(editor: IDomEditor): boolean {
    if (!editor.selection || editor.isDisabled()) return true;
    switch (this.kind) {
      case 'imageProps':
        return selectedOfType(editor, 'image') === null;
      case 'image':
        return inCode(editor);
      case 'video':
        return selectedOfType(editor, 'video') === null && (inCode(editor) || selectedOfType(editor, 'table') !== null || voidSelected(editor));
      case 'link':
      case 'file':
        return inCode(editor) || voidSelected(editor);
    }
  }

  exec(editor: IDomEditor): void {
    if (this.isDisabled(editor)) return;
    openers.get(editor)?.(this.kind, editor);
  }
}

// ------------------------------------------------------------------------------ image renderer

type RenderElem = Parameters<typeof Boot.registerRenderElem>[0]['renderElem'];
type VNode = ReturnType<RenderElem>;

/** A snabbdom vnode (wangEditor bundles its own snabbdom; a vnode is plain data). */
function h(sel: string, data: Record<string, unknown>, children?: VNode[]): VNode {
  return { sel, data, children, text: undefined, elm: undefined, key: undefined } as unknown as VNode;
}

/** Dragging a corner of a selected image resizes it, keeping its proportions (as wangEditor does). */
function startResize(editor: IDomEditor, node: ImageNode, container: HTMLElement, startX: number, reverse: boolean) {
  const img = container.querySelector('img');
  if (!img) return;
  const startWidth = img.offsetWidth || img.width;
  const startHeight = img.offsetHeight || img.height;
  if (!startWidth || !startHeight) return;
  (DomEditor.getHoverbar(editor) as { hideAndClean?: () => void } | null)?.hideAndClean?.();
  const body = document.body;
  let frame = 0;
  const onMove = (event: MouseEvent) => {
    event.preventDefault();
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const gap = reverse ? startX - event.clientX : event.clientX - startX;
      const width = startWidth + gap;
      const height = startHeight * (width / startWidth);
      if (width <= 15 || height <= 15) return;
      container.style.width = `${width}px`;
      container.style.height = `${height}px`;
    });
  };
  const onUp = () => {
    cancelAnimationFrame(frame);
    body.removeEventListener('mousemove', onMove);
    body.removeEventListener('mouseup', onUp);
    const width = Math.min(Math.round(container.offsetWidth), 2000);
    const height = Math.min(Math.round(container.offsetHeight), 2000);
    if (!width || !height) return;
    SlateTransforms.setNodes(editor, { style: { ...node.style, width: `${width}px`, height: `${height}px` } } as Partial<SlateElement>, {
      at: DomEditor.findPath(editor, node as unknown as SlateElement),
    });
  };
  body.addEventListener('mousemove', onMove);
  body.addEventListener('mouseup', onUp);
}

const renderImage: RenderElem = (elemNode, _children, editor) => {
  const node = elemNode as unknown as ImageNode;
  const { src = '', alt = '', title = '', href = '', style = {} } = node;
  const { width = '', height = '', float = '' } = style;
  const imgStyle: Record<string, string> = {};
  if (width) imgStyle.width = '100%';
  if (height) imgStyle.height = '100%';
  const img = h('img', { style: imgStyle, attrs: { src, alt, title, 'data-href': href } });
  const boxStyle: Record<string, string> = {};
  if (width) boxStyle.width = width;
  if (height) boxStyle.height = height;
  if (float) boxStyle.float = float;
  const id = `w-e-image-container-${DomEditor.findKey(editor, elemNode).id}`;
  const selected = DomEditor.isNodeSelected(editor, elemNode);
  if (!selected || editor.isDisabled()) return h('div', { props: { id, className: 'w-e-image-container' }, style: boxStyle }, [img]);
  const corner = (name: string) => h('div', { props: { className: `w-e-image-dragger ${name}` } });
  return h(
    'div',
    {
      props: { id, className: 'w-e-image-container w-e-selected-image-container' },
      style: boxStyle,
      on: {
        mousedown: (event: MouseEvent) => {
          const target = event.target as HTMLElement;
          if (!target.classList.contains('w-e-image-dragger')) return;
          event.preventDefault();
          const reverse = target.classList.contains('left-top') || target.classList.contains('left-bottom');
          startResize(editor, node, target.parentElement as HTMLElement, event.clientX, reverse);
        },
      },
    },
    [img, corner('left-top'), corner('right-top'), corner('left-bottom'), corner('right-bottom')],
  );
};

// ------------------------------------------------------------------------------ registration

let registered = false;

export function registerEditorExtensions(): void {
  if (registered) return;
  registered = true;
  for (const kind of Object.keys(MENU_KEYS) as DialogKind[]) {
    Boot.registerMenu({ key: MENU_KEYS[kind], factory: () => new DialogMenu(kind) });
  }
  Boot.registerElemToHtml({ type: 'link', elemToHtml: (elem, childrenHtml) => linkToHtml(elem as unknown as LinkNode, childrenHtml) });
  Boot.registerElemToHtml({ type: 'image', elemToHtml: (elem) => imageToHtml(elem as unknown as ImageNode) });
  Boot.registerElemToHtml({ type: 'video', elemToHtml: (elem) => videoToHtml(elem as unknown as VideoNode) });
  // Same selectors as wangEditor's parsers, so these replace them.
  Boot.registerParseElemHtml({ selector: 'img:not([data-w-e-type])', parseElemHtml: (elem) => parseImage(elem) as unknown as SlateElement });
  Boot.registerParseElemHtml({ selector: 'div[data-w-e-type="video"]', parseElemHtml: (elem) => parseVideo(elem) as unknown as SlateElement });
  Boot.registerRenderElem({ type: 'image', renderElem: renderImage });
}
