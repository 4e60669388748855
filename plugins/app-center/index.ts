// The application centre (§2 /applicationCenter, issue 14): a card per app of the site (分享, 在线客服,
// 熊掌号 …) from the catalogue in shared/domain/apps, with its state, a switch and 设置; the bearspaw
// (熊掌号) page. Other plugins add their apps' setting pages to this group with `parent` (settings
// adds jrttyzm, bottomflexsetting and flexvideosetting).
import { definePlugin } from '../../kernel';
import { menuStrings } from './i18n/menu';

export default definePlugin({
  id: 'app-center',
  title: 'app-center.plugin',
  siteTypes: ['zh', 'en', 'ydyl'],
  routes: [
    {
      path: '/applicationCenter',
      title: 'app-center.menu.group',
      icon: 'app',
      permission: 'app_center',
      redirect: '/applicationCenter/index',
      order: 85,
      children: [
        { path: 'index', title: 'app-center.menu.index', permission: 'app_center', page: () => import(/* webpackChunkName: "page-app-center" */ './pages/AppCenterPage') },
        { path: 'bearspaw', title: 'app-center.menu.bearspaw', permission: 'app_center', hidden: true, activeMenu: '/applicationCenter/index', page: () => import(/* webpackChunkName: "page-app-center-bearspaw" */ './pages/BearspawPage') },
      ],
    },
  ],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-app-center-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-app-center-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-app-center-services" */ './services'),
});
