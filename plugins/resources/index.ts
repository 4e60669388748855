// Resources plugin (§2 /zhResource, §6 images_manage): the image library with folders, uploads
// and the site's watermark, and the global image-gallery picker dialog of §2 that any plugin opens
// through the DialogService (GALLERY_PICKER_DIALOG).
import { definePlugin } from '../../kernel';
import { GALLERY_PICKER_DIALOG } from '../../shared/domain';
import { menuStrings } from './i18n/menu';

export default definePlugin({
  id: 'resources',
  title: 'resources.plugin',
  siteTypes: ['zh', 'en', 'ydyl'],
  routes: [
    {
      path: '/zhResource',
      title: 'resources.menu.group',
      icon: 'images',
      permission: 'images_manage',
      redirect: 'noredirect',
      order: 35,
      children: [
        { path: 'index', title: 'resources.menu.index', permission: 'image_list', page: () => import(/* webpackChunkName: "page-resources-library" */ './pages/LibraryPage') },
        { path: 'watermarkManage', title: 'resources.menu.watermark', permission: 'watermark_list', page: () => import(/* webpackChunkName: "page-resources-watermark" */ './pages/WatermarkPage') },
      ],
    },
  ],
  dialogs: [{ id: GALLERY_PICKER_DIALOG, load: () => import(/* webpackChunkName: "dialog-resources-picker" */ './dialogs/GalleryPickerDialog') }],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-resources-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-resources-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-resources-services" */ './services'),
});
