// The editor's strings, namespace `ui` (keys ui.editor.*), registered when the editor chunk loads.
// The zh-CN alert texts are the rules' EDITOR_MSG, so dialogs and tests share one wording.
import type { I18nService, Messages } from '../../../kernel';
import { EDITOR_MSG } from '../../domain/editor';

export const editorZhCN: Messages = {
  editor: {
    placeholder: '请输入正文…',
    menu: {
      file: '插入文件',
      image: '图片',
      imageProps: '图片属性',
      video: '视频',
      link: '链接',
      justify: '对齐',
      indent: '缩进',
      more: '更多样式',
    },
    dialog: {
      file: '插入文件',
      image: '插入图片',
      imageProps: '图片属性',
      video: '插入视频',
      videoEdit: '视频属性',
      link: '插入链接',
      linkEdit: '编辑链接',
      ok: '确定',
      cancel: '取消',
    },
    field: {
      url: '地址',
      fileUrl: '文件地址',
      title: '标题',
      text: '文字',
      upload: '上传',
      fromGallery: '从图库选择',
      align: '对齐',
      alignDefault: '默认',
      alignLeft: '左浮动',
      alignRight: '右浮动',
      width: '宽度',
      height: '高度',
      keepRatio: '锁定宽高比',
      sizeHint: '像素，留空为自动',
      autoplay: '自动播放',
      poster: '封面',
      newWindow: '在新窗口打开',
      videoHint: '支持 mp4 地址及优酷、腾讯视频、哔哩哔哩、YouTube 的播放页地址',
    },
    msg: {
      ...EDITOR_MSG,
      galleryUnavailable: '图库暂不可用，请稍后重试',
      pasteImage: '请使用工具栏的“图片”按钮从图库插入图片',
    },
  },
};

export const editorEnUS: Messages = {
  editor: {
    placeholder: 'Type the content…',
    menu: {
      file: 'Insert file',
      image: 'Image',
      imageProps: 'Image properties',
      video: 'Video',
      link: 'Link',
      justify: 'Align',
      indent: 'Indent',
      more: 'More styles',
    },
    dialog: {
      file: 'Insert file',
      image: 'Insert image',
      imageProps: 'Image properties',
      video: 'Insert video',
      videoEdit: 'Video properties',
      link: 'Insert link',
      linkEdit: 'Edit link',
      ok: 'OK',
      cancel: 'Cancel',
    },
    field: {
      url: 'URL',
      fileUrl: 'File URL',
      title: 'Title',
      text: 'Text',
      upload: 'Upload',
      fromGallery: 'From gallery',
      align: 'Align',
      alignDefault: 'Default',
      alignLeft: 'Float left',
      alignRight: 'Float right',
      width: 'Width',
      height: 'Height',
      keepRatio: 'Keep aspect ratio',
      sizeHint: 'pixels, empty for automatic',
      autoplay: 'Autoplay',
      poster: 'Poster',
      newWindow: 'Open in a new window',
      videoHint: 'An mp4 address, or a Youku, Tencent Video, bilibili or YouTube page address',
    },
    msg: {
      invalidUrl: 'Please enter a valid address',
      invalidVideoUrl: 'Please enter a valid video address',
      invalidWidth: 'The width may contain digits only',
      invalidHeight: 'The height may contain digits only',
      titleTooLong: 'The title may not exceed 100 characters',
      galleryUnavailable: 'The gallery is unavailable, please try again later',
      pasteImage: 'Please insert images from the gallery with the toolbar’s Image button',
    },
  },
};

const registered = new WeakSet<I18nService>();

/** Adds the `ui` editor bundles to an i18n service (once per service). */
export function registerEditorStrings(i18n: I18nService): void {
  if (registered.has(i18n)) return;
  registered.add(i18n);
  i18n.addBundle('ui', 'zh-CN', editorZhCN);
  i18n.addBundle('ui', 'en-US', editorEnUS);
}
