// The sites plugin's calls (issue 17), spread into API (endpoints.ts): templates and building a site
// from one, the finish page, 我的服务 and changing the template (§7 site builder and site
// administration); languages and synchronisation (§7 multi-language, api-facts). Paths the spec
// does not name are ours, under the same prefixes, and say so.
import { endpoint } from './endpoint';

const TEMPLATE_CALLS = {
  templateList: endpoint('tweb', 'GET', 'pub/tplist'),
  templateIndustries: endpoint('tweb', 'GET', 'pub/industryList'),
  templateColors: endpoint('tweb', 'GET', 'pub/colorlist'),
  templateFuncTags: endpoint('tweb', 'POST', 'pub/funcTagList'),
  templatePlusRole: endpoint('tweb', 'GET', 'pub/getPlusRole'),
  /** Builds the active (new) site from a template: starts a task (POST site/build stays creation). */
  siteBuildFromTemplate: endpoint('tweb', 'GET', 'site/build'),
  sitePreviewPic: endpoint('cms', 'POST', 'pub/sitePreviewPic'),
  myServices: endpoint('tweb', 'POST', 'home/getService'),
  myServiceEditInfo: endpoint('tweb', 'POST', 'home/getServiceEditInfo'),
} as const;

const THEME_CALLS = {
  themeInfo: endpoint('tweb', 'GET', 'site/themeInfo'),
  adminTheme: endpoint('admin', 'GET', 'theme'),
  isChangeTheme: endpoint('admin', 'GET', 'theme/isChangeTheme'),
  phoneThemeList: endpoint('admin', 'POST', 'theme/PhoneThemeList'),
  enThemeList: endpoint('tweb', 'GET', 'enTheme/lists'),
  enThemeChange: endpoint('tweb', 'POST', 'EnTheme/changeTemplate'),
  desktopUrl: endpoint('tweb', 'GET', 'site/getDesktopUrl'),
  /** Ours: the spec names no Chinese template change (POST, ThemeChangeRequest → ThemeInfo). */
  themeChange: endpoint('admin', 'POST', 'theme/change'),
} as const;

const LANGUAGE_CALLS = {
  languageCount: endpoint('usersApi', 'GET', 'getLanguageCount'),
  languageOffer: endpoint('pcApi', 'GET', 'getLanglist'),
  enSiteAddLanguage: endpoint('tweb', 'POST', 'enSite/addLanguage'),
  enSiteBindPc: endpoint('tweb', 'POST', 'enSite/bindingPc'),
  oldSiteBinding: endpoint('pcApi', 'POST', 'binding'),
  oldSiteAddLanguage: endpoint('pcApi', 'POST', 'addLanuage'),
} as const;

const SYNC_CALLS = {
  syncLanguages: endpoint('admin', 'GET', 'SyncData/getLanguages'),
  syncOpenStatus: endpoint('admin', 'GET', 'SyncData/openStatus'),
  syncTotal: endpoint('admin', 'GET', 'SyncData/total'),
  syncList: endpoint('admin', 'GET', 'SyncData/list'),
  syncBatchTranslate: endpoint('admin', 'POST', 'SyncData/batchTranslate'),
  /** 同步翻译 of chosen items, one call per type (translateSync/{type}); ids comma-separated. */
  translateSyncArticle: endpoint('admin', 'POST', 'translateSync/article'),
  translateSyncCategory: endpoint('admin', 'POST', 'translateSync/category'),
  translateSyncProduct: endpoint('admin', 'POST', 'translateSync/product'),
  translateSyncProductCategory: endpoint('admin', 'POST', 'translateSync/productCategory'),
  translateSyncAlbum: endpoint('admin', 'POST', 'translateSync/album'),
  translateSyncJob: endpoint('admin', 'POST', 'translateSync/job'),
  translateSyncForm: endpoint('admin', 'POST', 'translateSync/form'),
} as const;

/** Translate-and-clone (§4): the count, the start (a task), and ours: whether a clone runs now. */
const CLONE_CALLS = {
  cloneInfo: endpoint('admin', 'POST', 'translateZh/ensiteInfo'),
  cloneStart: endpoint('admin', 'POST', 'translateZh/toTranslate'),
  /** Ours: the site's running (or last) clone task, so the home card follows it after a reload. */
  cloneStatus: endpoint('admin', 'GET', 'translateZh/status'),
} as const;

export const SITES_API = { ...TEMPLATE_CALLS, ...THEME_CALLS, ...LANGUAGE_CALLS, ...SYNC_CALLS, ...CLONE_CALLS } as const;
