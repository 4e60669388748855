// Sites and languages (issue 17): a new site goes on from /createZh to 选择模板 and 建站完成, and a
// site's template can be changed (templates/, under /zhHome); a Chinese site binds its foreign
// sites, a foreign site adds language versions, and content is translated into them (languages/,
// /siteLanguage). Areas: templates/, languages/.
import { definePlugin } from '../../kernel';
import { menuStrings } from './i18n/menu';

export default definePlugin({
  id: 'sites',
  title: 'sites.plugin',
  routes: [
    // §2 /zhHome: template, selectTemplate, finish (no breadcrumb on selectTemplate and template);
    // reached from the home page and /createZh, so hidden from the menu, which highlights 首页.
    {
      parent: '/zhHome',
      path: 'template',
      title: 'sites.menu.template',
      permission: 'site_decorate',
      hidden: true,
      breadcrumb: false,
      activeMenu: '/zhHome/index',
      page: () => import(/* webpackChunkName: "page-sites-template" */ './templates/pages/TemplatePage'),
    },
    {
      parent: '/zhHome',
      path: 'selectTemplate',
      title: 'sites.menu.selectTemplate',
      permission: 'site_decorate',
      hidden: true,
      breadcrumb: false,
      activeMenu: '/zhHome/index',
      page: () => import(/* webpackChunkName: "page-sites-select-template" */ './templates/pages/SelectTemplatePage'),
    },
    {
      parent: '/zhHome',
      path: 'finish',
      title: 'sites.menu.finish',
      permission: 'site_decorate',
      hidden: true,
      activeMenu: '/zhHome/index',
      page: () => import(/* webpackChunkName: "page-sites-finish" */ './templates/pages/FinishPage'),
    },
    // Foreign sites change their template too (the foreign catalogue, EnTheme/changeTemplate).
    ...(['en', 'ydyl'] as const).map((type) => ({
      parent: `/${type}Home`,
      path: 'template',
      title: 'sites.menu.template',
      permission: 'site_decorate',
      hidden: true,
      breadcrumb: false,
      activeMenu: `/${type}Home/index`,
      page: () => import(/* webpackChunkName: "page-sites-template" */ './templates/pages/TemplatePage'),
    })),
    {
      path: '/siteLanguage',
      title: 'sites.menu.languages',
      icon: 'global',
      permission: 'site_setting',
      redirect: 'noredirect',
      siteTypes: ['zh', 'en', 'ydyl'],
      order: 78,
      children: [
        { path: 'index', title: 'sites.menu.languageIndex', permission: 'site_setting', page: () => import(/* webpackChunkName: "page-sites-languages" */ './languages/pages/LanguagesPage') },
        { path: 'sync', title: 'sites.menu.sync', permission: 'site_setting', page: () => import(/* webpackChunkName: "page-sites-sync" */ './languages/pages/SyncPage') },
      ],
    },
  ],
  // 网站模板 on the home of website sites (mini-program and shop sites use no website template).
  homeCards: [
    { id: 'siteTemplate', permission: 'site_decorate', siteTypes: ['zh', 'en', 'ydyl'], order: 10, load: () => import(/* webpackChunkName: "home-card-site-template" */ './templates/home/TemplateHomeCard') },
    // 翻译克隆 (§4) on the Chinese home; the card itself applies §6 (cloneVisible) and renders nothing otherwise.
    { id: 'translateClone', permission: 'site_setting', siteTypes: ['zh'], order: 20, load: () => import(/* webpackChunkName: "home-card-translate-clone" */ './clone/CloneCard') },
  ],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-sites-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-sites-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-sites-services" */ './services'),
});
