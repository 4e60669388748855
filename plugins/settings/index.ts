// Settings (§2 /zhSetting, issue 14): navigation, site information and domains, mail and SMS, the
// visitor widgets, the site QR code, backups, exception pages, the Toutiao verification file, the
// caches and the operation log. One folder per area: navigation/, site/, messaging/, widgets/, qr/,
// backup/, oplog/ — each with its pages, store, API calls and strings. Three widget pages are also
// offered in the application centre's group (`parent`).
import { definePlugin, type RouteDescriptor } from '../../kernel';
import { menuStrings } from './i18n/menu';

const FOREIGN: RouteDescriptor['siteTypes'] = ['en', 'ydyl'];

// Pages shown both here and in the application centre: one loader each, so both routes share a chunk.
const toutiaoPage = () => import(/* webpackChunkName: "page-settings-toutiao" */ './site/pages/ToutiaoPage');
const bottomBarPage = () => import(/* webpackChunkName: "page-settings-bottom-bar" */ './widgets/pages/BottomBarPage');
const flexVideoPage = () => import(/* webpackChunkName: "page-settings-flex-video" */ './widgets/pages/FlexVideoPage');

const children: RouteDescriptor[] = [
  { path: 'navbar', title: 'settings.menu.navbar', permission: 'nav_setting', page: () => import(/* webpackChunkName: "page-settings-navbar" */ './navigation/pages/NavbarPage') },
  // §2: no breadcrumb on addNavbar (shared/domain/navigation lists it); it keeps 导航设置 highlighted.
  { path: 'addNavbar', title: 'settings.menu.addNavbar', permission: 'nav_setting', hidden: true, breadcrumb: false, activeMenu: '/zhSetting/navbar', page: () => import(/* webpackChunkName: "page-settings-add-navbar" */ './navigation/pages/AddNavbarPage') },
  { path: 'site', title: 'settings.menu.site', permission: 'site_setting', page: () => import(/* webpackChunkName: "page-settings-site" */ './site/pages/SiteInfoPage') },
  { path: 'site2', title: 'settings.menu.site2', permission: 'site_setting_2', page: () => import(/* webpackChunkName: "page-settings-domains" */ './site/pages/DomainsPage') },
  { path: 'email', title: 'settings.menu.email', permission: 'email_setting', page: () => import(/* webpackChunkName: "page-settings-email" */ './messaging/pages/EmailPage') },
  { path: 'shortMessage', title: 'settings.menu.shortMessage', permission: 'sms_setting', page: () => import(/* webpackChunkName: "page-settings-sms" */ './messaging/pages/ShortMessagePage') },
  { path: 'share', title: 'settings.menu.share', permission: 'app_fxyssz', page: () => import(/* webpackChunkName: "page-settings-share" */ './widgets/pages/SharePage') },
  { path: 'customer', title: 'settings.menu.customer', permission: 'app_qqkfyssz', page: () => import(/* webpackChunkName: "page-settings-customer" */ './widgets/pages/CustomerPage') },
  { path: 'flexEnMessage', title: 'settings.menu.flexEnMessage', permission: 'app_qqkfyssz_en', siteTypes: FOREIGN, page: () => import(/* webpackChunkName: "page-settings-en-message" */ './widgets/pages/EnMessagePage') },
  { path: 'flexEnShare', title: 'settings.menu.flexEnShare', permission: 'app_fxyssz_en', siteTypes: FOREIGN, page: () => import(/* webpackChunkName: "page-settings-en-share" */ './widgets/pages/EnSharePage') },
  { path: 'bottomflexsetting', title: 'settings.menu.bottomflexsetting', permission: 'app_sjfdxx', page: bottomBarPage },
  { path: 'flexvideosetting', title: 'settings.menu.flexvideosetting', permission: 'app_fdspsz', page: flexVideoPage },
  { path: 'jrttyzm', title: 'settings.menu.jrttyzm', permission: 'app_ttyz', page: toutiaoPage },
  { path: 'anomaly', title: 'settings.menu.anomaly', permission: 'exception_page', page: () => import(/* webpackChunkName: "page-settings-anomaly" */ './site/pages/AnomalyPage') },
  { path: 'qrCodeSetting', title: 'settings.menu.qrCodeSetting', permission: 'qrcode_setting', page: () => import(/* webpackChunkName: "page-settings-qr" */ './qr/pages/QrCodePage') },
  { path: 'websiteBackup', title: 'settings.menu.websiteBackup', permission: 'website_backup', page: () => import(/* webpackChunkName: "page-settings-backup" */ './backup/pages/BackupPage') },
  { path: 'clearCache', title: 'settings.menu.clearCache', permission: 'clear_cache', page: () => import(/* webpackChunkName: "page-settings-cache" */ './site/pages/ClearCachePage') },
  { path: 'zhOperationLog', title: 'settings.menu.zhOperationLog', permission: 'operation_log', page: () => import(/* webpackChunkName: "page-settings-oplog" */ './oplog/pages/OperationLogPage') },
];

// The same three pages in the application centre's group (the app-center plugin's), reached from
// its cards' 设置 button; the server accepts each page's own key or app_center.
const inAppCentre: RouteDescriptor[] = [
  { parent: '/applicationCenter', path: 'jrttyzm', title: 'settings.menu.jrttyzm', permission: 'app_center', hidden: true, activeMenu: '/applicationCenter/index', page: toutiaoPage },
  { parent: '/applicationCenter', path: 'bottomflexsetting', title: 'settings.menu.bottomflexsetting', permission: 'app_center', hidden: true, activeMenu: '/applicationCenter/index', page: bottomBarPage },
  { parent: '/applicationCenter', path: 'flexvideosetting', title: 'settings.menu.flexvideosetting', permission: 'app_center', hidden: true, activeMenu: '/applicationCenter/index', page: flexVideoPage },
];

export default definePlugin({
  id: 'settings',
  title: 'settings.plugin',
  siteTypes: ['zh', 'en', 'ydyl'],
  routes: [
    {
      path: '/zhSetting',
      title: 'settings.menu.group',
      icon: 'setting',
      permission: 'sys_setting',
      redirect: 'noredirect',
      order: 80,
      children,
    },
    ...inAppCentre,
  ],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-settings-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-settings-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-settings-services" */ './services'),
  // 网站二维码 in the header (§6: shown only when isQR_code, i.e. qrcode_setting is granted): the
  // saved code as the server draws it, loaded when clicked.
  dialogs: [{ id: 'settings.siteQr', load: () => import(/* webpackChunkName: "dialog-settings-site-qr" */ './qr/dialogs/SiteQrDialog') }],
  headerActions: [{ id: 'siteQr', title: 'settings.menu.qrCodeSetting', icon: 'qrcode', permission: 'qrcode_setting', dialog: 'settings.siteQr' }],
});
