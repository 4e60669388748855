// Mini-programs and smart shops (issue 17 §8, module miniprogram): a console instead of a website
// dashboard — the platform binding (微信/百度/支付宝/抖音), 提交审核 and 发布, the mini-program's pages
// and its QR code. It is the home of mini-program (xcx) and shop sites, /zhXcx/index on a Chinese
// site, and /zhHome/zhXcx (hidden: reached from the Chinese home's 响应式小程序 card).
import { definePlugin, siteHomeRoute } from '../../kernel';
import { menuStrings } from './i18n/menu';

const page = () => import(/* webpackChunkName: "page-miniprogram" */ './pages/MiniProgramPage');

export default definePlugin({
  id: 'miniprogram',
  title: 'miniprogram.plugin',
  routes: [
    // §2: the mini-program home's child is named enHome.
    siteHomeRoute('xcx', 'enHome', 'miniprogram.menu.home', page),
    siteHomeRoute('shop', 'shopHome', 'miniprogram.menu.home', page),
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
  // 响应式小程序 on the Chinese home (xcx and shop homes are the console itself).
  homeCards: [
    { id: 'miniprogram', permission: 'xys_xcx', siteTypes: ['zh'], order: 30, load: () => import(/* webpackChunkName: "home-card-miniprogram" */ './home/MiniProgramHomeCard') },
  ],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-miniprogram-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-miniprogram-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-miniprogram-services" */ './services'),
});
