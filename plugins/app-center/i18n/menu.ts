// Strings the console needs before this plugin is active: its name and menu titles.
import type { MenuStrings } from '../../../kernel';

export const menuStrings: MenuStrings = {
  'zh-CN': {
    plugin: '应用中心',
    menu: { group: '应用中心', index: '应用中心', bearspaw: '熊掌号' },
  },
  'en-US': () => import(/* webpackChunkName: "i18n-menus-en" */ './menu.en-US'),
};
