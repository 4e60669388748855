// Home plugin: the worked example of the plugin contract. The manifest is plain data; the page,
// the store and the English strings arrive lazily.
import { definePlugin, type RouteDescriptor } from '../../kernel';
import { HOME_PERMISSION, type SiteType } from '../../shared/domain';
import { menuStrings } from './i18n/menu';

const page = () => import(/* webpackChunkName: "page-home" */ './pages/HomePage');

/** /{type}Home/index for every site type (§2); home pages never show a breadcrumb. */
function homeRoutes(type: SiteType, childName: string): RouteDescriptor {
  return {
    path: `/${type}Home`,
    redirect: `/${type}Home/index`,
    permission: HOME_PERMISSION,
    siteTypes: [type],
    order: 0,
    children: [{ path: 'index', name: childName, title: 'home.menu.home', icon: 'home', permission: HOME_PERMISSION, breadcrumb: false, page }],
  };
}

export default definePlugin({
  id: 'home',
  title: 'home.plugin',
  routes: [
    homeRoutes('zh', 'zhHome'),
    homeRoutes('en', 'enHome'),
    homeRoutes('ydyl', 'ydylHome'),
    // The mini-program (xcx) and shop homes are the miniprogram plugin's console (issue 17 §8).
  ],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-home-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-home-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-home-services" */ './services'),
});
