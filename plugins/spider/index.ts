// Spider analysis plugin (§2 /spider/spiderAnalysis, §6 spider): which search-engine spiders crawl
// the active site's domains — from uploaded access logs and a per-site ingest address — per day,
// per hour, by status; the most crawled pages; the visits; the imports; the §7 domain and keyword
// statistics. Talks to server/modules/spider through its own client.
import { definePlugin } from '../../kernel';
import { menuStrings } from './i18n/menu';

export default definePlugin({
  id: 'spider',
  title: 'spider.plugin',
  siteTypes: ['zh', 'en', 'ydyl'],
  routes: [
    {
      path: '/spider',
      title: 'spider.menu.group',
      icon: 'spider',
      permission: 'spider',
      redirect: 'noredirect',
      // §2 lists it after the SEO settings.
      order: 61,
      children: [
        { path: 'spiderAnalysis', title: 'spider.menu.analysis', permission: 'spider', page: () => import(/* webpackChunkName: "page-spider-analysis" */ './pages/SpiderAnalysisPage') },
      ],
    },
  ],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-spider-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-spider-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-spider-services" */ './services'),
});
