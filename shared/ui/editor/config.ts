// wangEditor configuration of the console's editor: the toolbar, the hover bars (the built-in
// link, image, video and upload menus replaced by the dialog menus of extensions.ts) and the
// editor config around the wrapper's callbacks.
import type { IDomEditor, IEditorConfig, IToolbarConfig } from '@wangeditor/editor';
import { MENU_KEYS } from './extensions';

// wangEditor's own group icons (MIT).
const JUSTIFY_SVG = '<svg viewBox="0 0 1024 1024"><path d="M768 793.6v102.4H51.2v-102.4h716.8z m204.8-230.4v102.4H51.2v-102.4h921.6z m-204.8-230.4v102.4H51.2v-102.4h716.8zM972.8 102.4v102.4H51.2V102.4h921.6z"></path></svg>';
const INDENT_SVG = '<svg viewBox="0 0 1024 1024"><path d="M0 64h1024v128H0z m384 192h640v128H384z m0 192h640v128H384z m0 192h640v128H384zM0 832h1024v128H0z m0-128V320l256 192z"></path></svg>';
const MORE_SVG = '<svg viewBox="0 0 1024 1024"><path d="M204.8 505.6m-76.8 0a76.8 76.8 0 1 0 153.6 0 76.8 76.8 0 1 0-153.6 0Z"></path><path d="M505.6 505.6m-76.8 0a76.8 76.8 0 1 0 153.6 0 76.8 76.8 0 1 0-153.6 0Z"></path><path d="M806.4 505.6m-76.8 0a76.8 76.8 0 1 0 153.6 0 76.8 76.8 0 1 0-153.6 0Z"></path></svg>';

export function toolbarConfig(label: (key: string) => string): Partial<IToolbarConfig> {
  return {
    toolbarKeys: [
      'headerSelect',
      'blockquote',
      '|',
      'bold',
      'italic',
      'underline',
      'through',
      { key: 'group-more-style', title: label('ui.editor.menu.more'), iconSvg: MORE_SVG, menuKeys: ['code', 'sup', 'sub', 'clearStyle'] },
      'color',
      'bgColor',
      '|',
      'fontSize',
      'lineHeight',
      '|',
      'bulletedList',
      'numberedList',
      { key: 'group-justify', title: label('ui.editor.menu.justify'), iconSvg: JUSTIFY_SVG, menuKeys: ['justifyLeft', 'justifyCenter', 'justifyRight', 'justifyJustify'] },
      { key: 'group-indent', title: label('ui.editor.menu.indent'), iconSvg: INDENT_SVG, menuKeys: ['indent', 'delIndent'] },
      '|',
      MENU_KEYS.link,
      MENU_KEYS.image,
      MENU_KEYS.video,
      MENU_KEYS.file,
      'insertTable',
      'codeBlock',
      'divider',
      '|',
      'undo',
      'redo',
      '|',
      'fullScreen',
    ],
  };
}

export interface EditorCallbacks {
  placeholder: string;
  readOnly: boolean;
  alert: (info: string, type: 'success' | 'info' | 'warning' | 'error') => void;
  onChange: (editor: IDomEditor) => void;
  onBlur: (editor: IDomEditor) => void;
  /** A pasted or dropped image file: the console inserts images from its gallery only. */
  onImageFile: () => void;
}

/** A fresh object per editor: wangEditor deletes MENU_CONF from the config it is given. */
export function editorConfig(callbacks: EditorCallbacks): Partial<IEditorConfig> {
  return {
    placeholder: callbacks.placeholder,
    readOnly: callbacks.readOnly,
    autoFocus: false,
    scroll: true,
    customAlert: callbacks.alert,
    onChange: callbacks.onChange,
    onBlur: callbacks.onBlur,
    hoverbarKeys: {
      link: { menuKeys: [MENU_KEYS.link, 'unLink', 'viewLink'] },
      image: { menuKeys: [MENU_KEYS.imageProps, 'deleteImage'] },
      video: { menuKeys: ['enter', MENU_KEYS.video] },
      text: { menuKeys: ['headerSelect', MENU_KEYS.link, 'bulletedList', '|', 'bold', 'through', 'color', 'bgColor', 'clearStyle'] },
    },
    MENU_CONF: {
      uploadImage: {
        customUpload: async () => callbacks.onImageFile(),
      },
    },
  };
}
