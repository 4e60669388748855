// Strings the console needs before this plugin is active: its name and menu titles (eager, so keep
// them few). The rest load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { MenuStrings } from '../../../kernel';

export const menuStrings: MenuStrings = {
  'zh-CN': {
    plugin: '网站装修',
    menu: {
      zhDecoration: '网站装修',
      preview: '装修预览',
      previewBox: '预览',
      pcPreview: '电脑版预览',
      mobilePreview: '手机版预览',
      xcxPreview: '小程序预览',
    },
  },
  // Every plugin's English menu strings share one chunk, fetched only in English.
  'en-US': () => import(/* webpackChunkName: "i18n-menus-en" */ './menu.en-US'),
};
