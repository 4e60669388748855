// Strings the console needs before this plugin is active: its name and menu titles (eager, so keep
// them few). The rest load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { MenuStrings } from '../../../kernel';

export const menuStrings: MenuStrings = {
  'zh-CN': {
    plugin: '小程序',
    menu: { home: '首页', zhXcx: '响应式小程序', group: '小程序', index: '小程序管理' },
  },
  // Every plugin's English menu strings share one chunk, fetched only in English.
  'en-US': () => import(/* webpackChunkName: "i18n-menus-en" */ './menu.en-US'),
};
