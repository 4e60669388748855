// The settings and app-centre plugins' calls (issue 14, §7 Site administration, api-facts Site
// settings), spread into API (endpoints.ts). One section per area; each area adds its calls to its
// own section only.
import { endpoint } from './endpoint';

// Navigation (admin/navigation): 顶部导航, 手机导航, 底部导航 trees.
const NAVIGATION_CALLS = {
  navList: endpoint('admin', 'GET', 'navigation/list'),
  navDetail: endpoint('admin', 'GET', 'navigation/detail'),
  navCreate: endpoint('admin', 'POST', 'navigation/create'),
  navUpdate: endpoint('admin', 'POST', 'navigation/update'),
  navRemove: endpoint('admin', 'POST', 'navigation/remove'),
  navSave: endpoint('admin', 'POST', 'navigation/saveNav'),
  navSetLevel: endpoint('admin', 'POST', 'navigation/setLevel'),
  navCopy: endpoint('admin', 'POST', 'navigation/copyNavigation'),
  // Show/hide one item (the tree's switch), and the site's records an inside link may point at.
  navSetShow: endpoint('admin', 'POST', 'navigation/setShow'),
  navLinkOptions: endpoint('admin', 'GET', 'navigation/linkOptions'),
} as const;

// Site information, domains and certificates, exception pages, the Toutiao file, caches.
const SITE_CALLS = {
  siteBaseConfigGet: endpoint('admin', 'GET', 'SysConfig/getBaseConfig'),
  siteBaseConfigSave: endpoint('admin', 'POST', 'SysConfig/setBaseConfig'),
  siteFaviconUpload: endpoint('admin', 'POST', 'SysConfig/uploadFavicon'),
  siteFavicon: endpoint('sitePlugin', 'GET', 'site/favicon'),
  siteDomainList: endpoint('admin', 'GET', 'SysConfig/domainList'),
  siteDomainAdd: endpoint('admin', 'POST', 'SysConfig/domainAdd'),
  siteDomainRemove: endpoint('admin', 'POST', 'SysConfig/domainRemove'),
  siteDomainPrimary: endpoint('admin', 'POST', 'SysConfig/domainPrimary'),
  siteDomainVerify: endpoint('admin', 'POST', 'SysConfig/domainVerify'),
  siteCertUpload: endpoint('admin', 'POST', 'SysConfig/certUpload'),
  siteCertRemove: endpoint('admin', 'POST', 'SysConfig/certRemove'),
  siteCertDownload: endpoint('admin', 'GET', 'SysConfig/certDownload'),
  sitePagesGet: endpoint('admin', 'GET', 'SysConfig/exceptionPages'),
  sitePageSave: endpoint('admin', 'POST', 'SysConfig/saveExceptionPage'),
  sitePublicPages: endpoint('sitePlugin', 'GET', 'site/pages'),
  siteToutiaoGet: endpoint('sitePlugin', 'GET', 'toutiao/file'),
  siteToutiaoSave: endpoint('sitePlugin', 'POST', 'toutiao/save'),
  siteToutiaoRemove: endpoint('sitePlugin', 'POST', 'toutiao/remove'),
  siteCacheList: endpoint('admin', 'GET', 'SysConfig/cacheList'),
  siteCacheClear: endpoint('admin', 'POST', 'SysConfig/clearCache'),
} as const;

// Mail (admin/SysConfig mail*) and SMS settings.
const MESSAGING_CALLS = {
  mailConfigGet: endpoint('admin', 'GET', 'SysConfig/mailConfig'),
  mailConfigSave: endpoint('admin', 'POST', 'SysConfig/mailConfig'),
  mailTest: endpoint('admin', 'POST', 'SysConfig/mailTest'),
  mailTemplateList: endpoint('admin', 'GET', 'SysConfig/mailTemplateList'),
  mailTemplateGet: endpoint('admin', 'GET', 'SysConfig/mailTemplate'),
  mailTemplateSave: endpoint('admin', 'POST', 'SysConfig/mailTemplate'),
  mailLogList: endpoint('admin', 'GET', 'SysConfig/mailLog'),
  smsConfigGet: endpoint('admin', 'GET', 'SysConfig/smsConfig'),
  smsConfigSave: endpoint('admin', 'POST', 'SysConfig/smsConfig'),
  smsTest: endpoint('admin', 'POST', 'SysConfig/smsTest'),
  smsTemplateList: endpoint('admin', 'GET', 'SysConfig/smsTemplateList'),
  smsTemplateSave: endpoint('admin', 'POST', 'SysConfig/smsTemplate'),
  smsLogList: endpoint('admin', 'GET', 'SysConfig/smsLog'),
} as const;

// The visitor widgets (site-admin plugins, api-facts: site-admin-api/plugin/) and their public route.
// Each widget: its settings (GET) and their save (POST); widgetPublic serves visitors the enabled ones.
const WIDGET_CALLS = {
  widgetShareGet: endpoint('sitePlugin', 'GET', 'share/config'),
  widgetShareSave: endpoint('sitePlugin', 'POST', 'share/save'),
  widgetCustomerGet: endpoint('sitePlugin', 'GET', 'customer/config'),
  widgetCustomerSave: endpoint('sitePlugin', 'POST', 'customer/save'),
  widgetBottomBarGet: endpoint('sitePlugin', 'GET', 'bottomFlex/config'),
  widgetBottomBarSave: endpoint('sitePlugin', 'POST', 'bottomFlex/save'),
  widgetVideoGet: endpoint('sitePlugin', 'GET', 'flexVideo/config'),
  widgetVideoSave: endpoint('sitePlugin', 'POST', 'flexVideo/save'),
  widgetEnShareGet: endpoint('sitePlugin', 'GET', 'enShare/config'),
  widgetEnShareSave: endpoint('sitePlugin', 'POST', 'enShare/save'),
  widgetEnMessageGet: endpoint('sitePlugin', 'GET', 'enMessage/config'),
  widgetEnMessageSave: endpoint('sitePlugin', 'POST', 'enMessage/save'),
  widgetPublic: endpoint('sitePlugin', 'GET', 'widgets/public'),
} as const;

// The site QR code (§7 GET /admin/sysconfig/qrCodeConfig).
const QR_CALLS = {
  qrConfigGet: endpoint('admin', 'GET', 'sysconfig/qrCodeConfig'),
  qrConfigSave: endpoint('admin', 'POST', 'sysconfig/qrCodeConfig'),
  // The saved code as the server draws it (image/png), cached per site (清除缓存: 网站二维码图片).
  qrImage: endpoint('admin', 'GET', 'sysconfig/qrCodeImage'),
} as const;

// Website backups (admin/System).
const BACKUP_CALLS = {
  backupList: endpoint('admin', 'GET', 'System/backupList'),
  backupAdd: endpoint('admin', 'POST', 'System/addBackup'),
  backupRemove: endpoint('admin', 'POST', 'System/removeBackup'),
  backupRestore: endpoint('admin', 'POST', 'System/restore'),
  // The archive of a finished backup (.zip with its signed manifest).
  backupDownload: endpoint('admin', 'GET', 'System/downloadBackup'),
  // An archive to restore from (multipart, field file): listed once its signature and site hold.
  backupUpload: endpoint('admin', 'POST', 'System/uploadBackup'),
} as const;

// The operation log (admin/System).
const OPLOG_CALLS = {
  opLogList: endpoint('admin', 'GET', 'System/getLogList'),
  // One row with each changed field's before and after.
  opLogDetail: endpoint('admin', 'GET', 'System/getLogDetail'),
  // The company's accounts, for the 操作人 filter.
  opLogAccounts: endpoint('admin', 'GET', 'System/getLogUsers'),
  // Answers { taskId } of an .xlsx export task.
  opLogExport: endpoint('admin', 'POST', 'System/exportLog'),
} as const;

// The application centre and bearspaw (熊掌号).
const APP_CENTER_CALLS = {
  appList: endpoint('admin', 'GET', 'appCenter/list'),
  appSwitch: endpoint('admin', 'POST', 'appCenter/setEnabled'),
  bearspawGet: endpoint('admin', 'GET', 'appCenter/bearspaw'),
  bearspawSave: endpoint('admin', 'POST', 'appCenter/bearspaw'),
  bearspawPublic: endpoint('sitePlugin', 'GET', 'bearspaw/article'),
} as const;

export const SETTINGS_API = {
  ...NAVIGATION_CALLS,
  ...SITE_CALLS,
  ...MESSAGING_CALLS,
  ...WIDGET_CALLS,
  ...QR_CALLS,
  ...BACKUP_CALLS,
  ...OPLOG_CALLS,
  ...APP_CENTER_CALLS,
} as const;
