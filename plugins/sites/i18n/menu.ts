// Strings the console needs before this plugin is active: its name and menu titles (eager, so keep
// them few). The rest load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { MenuStrings } from '../../../kernel';

export const menuStrings: MenuStrings = {
  'zh-CN': {
    plugin: '网站与语言',
    menu: { template: '更换模板', selectTemplate: '选择模板', finish: '建站完成', languages: '多语言', languageIndex: '语言版本', sync: '数据同步' },
  },
  // Every plugin's English menu strings share one chunk, fetched only in English.
  'en-US': () => import(/* webpackChunkName: "i18n-menus-en" */ './menu.en-US'),
};
