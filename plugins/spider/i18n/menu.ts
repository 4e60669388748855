// Strings the console needs before this plugin is active: its name and menu titles (eager, so
// keep them few). The rest of the strings load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { MenuStrings } from '../../../kernel';

export const menuStrings: MenuStrings = {
  'zh-CN': { plugin: '蜘蛛分析', menu: { group: '蜘蛛分析', analysis: '蜘蛛分析' } },
  // Every plugin's English menu strings share one chunk, fetched only in English.
  'en-US': () => import(/* webpackChunkName: "i18n-menus-en" */ './menu.en-US'),
};
