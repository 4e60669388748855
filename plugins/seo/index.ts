// SEO plugin: sitemap and robots.txt settings of the active site (§2 /seoSetting, §6
// seo_anchor_manage: sitemap_setting, robots_agree).
import { definePlugin } from '../../kernel';
import { menuStrings } from './i18n/menu';

export default definePlugin({
  id: 'seo',
  title: 'seo.plugin',
  siteTypes: ['zh', 'en', 'ydyl'],
  routes: [
    {
      path: '/seoSetting',
      title: 'seo.menu.group',
      icon: 'seo',
      permission: 'seo_anchor_manage',
      redirect: 'noredirect',
      order: 60,
      children: [
        { path: 'anchorText', title: 'seo.menu.anchorText', permission: 'app_anchor', page: () => import(/* webpackChunkName: "page-seo-anchorText" */ './pages/anchors/AnchorTextPage') },
        { path: 'optimize', title: 'seo.menu.optimize', permission: 'seo_jcbg', page: () => import(/* webpackChunkName: "page-seo-optimize" */ './pages/score/ScorePage') },
        { path: 'total', title: 'seo.menu.total', permission: 'seo_qztkd', page: () => import(/* webpackChunkName: "page-seo-total" */ './pages/tkd/TotalTkdPage') },
        { path: 'inside', title: 'seo.menu.inside', permission: 'seo_zntkd', page: () => import(/* webpackChunkName: "page-seo-inside" */ './pages/tkd/InsideTkdPage') },
        { path: 'variable', title: 'seo.menu.variable', permission: 'seo_params', page: () => import(/* webpackChunkName: "page-seo-variable" */ './pages/tkd/VariablePage') },
        { path: 'wordDetection', title: 'seo.menu.wordDetection', permission: 'seo_word', page: () => import(/* webpackChunkName: "page-seo-wordDetection" */ './pages/words/WordDetectionPage') },
        { path: 'sitemap', title: 'seo.menu.sitemap', permission: 'sitemap_setting', page: () => import(/* webpackChunkName: "page-seo-sitemap" */ './pages/SitemapPage') },
        { path: 'robotsTxtProtocol', title: 'seo.menu.robots', permission: 'robots_agree', page: () => import(/* webpackChunkName: "page-seo-robots" */ './pages/RobotsPage') },
        { path: 'library', title: 'seo.menu.library', permission: 'site_word', page: () => import(/* webpackChunkName: "page-seo-library" */ './pages/words/LibraryPage') },
        { path: 'anchorTextSetting', title: 'seo.menu.anchorTextSetting', permission: 'app_anchor', page: () => import(/* webpackChunkName: "page-seo-anchorTextSetting" */ './pages/anchors/AnchorSettingPage') },
        { path: 'baiduInclude', title: 'seo.menu.baiduInclude', permission: 'baidu_included', page: () => import(/* webpackChunkName: "page-seo-baiduInclude" */ './pages/baidu/BaiduIncludePage') },
      ],
    },
  ],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-seo-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-seo-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-seo-services" */ './services'),
});
