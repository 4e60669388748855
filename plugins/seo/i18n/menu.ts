// Strings the console needs before this plugin is active: its name and menu titles (eager, so
// keep them few). The rest of the strings load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { MenuStrings } from '../../../kernel';

export const menuStrings: MenuStrings = {
  'zh-CN': { plugin: 'SEO设置', menu: {
    group: 'SEO设置', anchorText: '锚文本', optimize: '检测报告', total: '全站TKD', inside: '站内TKD', variable: 'SEO参数', wordDetection: '关键词检测',
    robots: 'Robots协议', sitemap: '网站地图', library: '词库', anchorTextSetting: '锚文本设置', baiduInclude: '百度收录',
  } },
  // Every plugin's English menu strings share one chunk, fetched only in English.
  'en-US': () => import(/* webpackChunkName: "i18n-menus-en" */ './menu.en-US'),
};
