// Menu, palette and recycle-bin strings in English: loaded only when the console is in English,
// before the menu is drawn (zh-CN, the default, stays in menu.ts).
import type { Messages } from '../../../kernel';

const enUS: Messages = { plugin: 'SEO', menu: {
  group: 'SEO', anchorText: 'Anchor text', optimize: 'SEO report', total: 'Site-wide TDK', inside: 'Page TDK', variable: 'SEO variables', wordDetection: 'Word check',
  robots: 'robots.txt', sitemap: 'Sitemap', library: 'Keyword library', anchorTextSetting: 'Anchor text settings', baiduInclude: 'Baidu inclusion',
} };

export default enUS;
