// Strings the console needs before this plugin is active: its name and menu titles (eager, so
// keep them few). The rest of the strings load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { Messages } from '../../../kernel';

export const menuStrings: Record<'zh-CN' | 'en-US', Messages> = {
  'zh-CN': { plugin: 'SEO设置', menu: { group: 'SEO设置', sitemap: '网站地图', robots: 'Robots协议' } },
  'en-US': { plugin: 'SEO', menu: { group: 'SEO', sitemap: 'Sitemap', robots: 'robots.txt' } },
};
