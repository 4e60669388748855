// Mini-programs and smart shops (issue 17 §8, module miniprogram): a console instead of a website
// dashboard — the platform binding (微信/百度/支付宝/抖音), 提交审核 and 发布, the mini-program's pages
// and its QR code. It is the home of mini-program (xcx) and shop sites, /zhXcx/index on a Chinese
// site, and /zhHome/zhXcx from the home page's 响应式小程序 card.
import { definePlugin, type RouteDescriptor } from '../../kernel';
import { HOME_PERMISSION, type SiteType } from '../../shared/domain';
import { menuStrings } from './i18n/menu';

const page = () => import(/* webpackChunkName: "page-miniprogram" */ './pages/MiniProgramPage');

/** The home of a mini-program or shop site (§2: the xcx home's child is named enHome; no breadcrumb). */
function homeRoutes(type: SiteType, childName: string): RouteDescriptor {
  return {
    path: `/${type}Home`,
    redirect: `/${type}Home/index`,
    permission: HOME_PERMISSION,
    siteTypes: [type],
    order: 0,
    children: [{ path: 'index', name: childName, title: 'miniprogram.menu.home', icon: 'home', permission: HOME_PERMISSION, breadcrumb: false, page }],
  };
}

export default definePlugin({
  id: 'miniprogram',
  title: 'miniprogram.plugin',
  routes: [
    homeRoutes('xcx', 'enHome'),
    homeRoutes('shop', 'shopHome'),
    { parent: '/zhHome', path: 'zhXcx', title: 'miniprogram.menu.zhXcx', permission: 'xys_xcx', hidden: true, activeMenu: '/zhHome/index', page },
    {
      path: '/zhXcx',
      title: 'miniprogram.menu.group',
      icon: 'qrcode',
      permission: 'xys_xcx',
      redirect: 'noredirect',
      siteTypes: ['zh'],
      order: 76,
      children: [{ path: 'index', title: 'miniprogram.menu.index', permission: 'xys_xcx', page }],
    },
  ],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-miniprogram-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-miniprogram-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-miniprogram-services" */ './services'),
});
