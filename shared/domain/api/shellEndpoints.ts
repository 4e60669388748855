// The calls of the first screens: sign-in, platform and account, the home page's figures, site
// switching, outside-service status, tasks and messages (the kernel's and the home plugin's).
// Kept apart from the features' calls (endpoints.ts) so the first load carries only these.
import { endpoint } from './endpoint';

export const SHELL_API = {
  // account and platform
  login: endpoint('admin', 'POST', 'login'),
  logout: endpoint('admin', 'GET', 'login/loginOut'),
  checkUserToken: endpoint('admin', 'GET', 'login/checkUserToken', { silent: true }),
  refreshToken: endpoint('admin', 'POST', 'login/refreshToken', { silent: true }),
  platformInfo: endpoint('admin', 'GET', 'platformInfo'),
  permissions: endpoint('admin', 'POST', 'menu/getlist'),
  accountInfo: endpoint('account', 'GET', 'account/getAccountInfo'),
  accountInfoDcl: endpoint('dclAccount', 'GET', 'accountSetting/getAccountInfoDcl'),
  accountAuthInfo: endpoint('account', 'POST', 'account/queryAccountAndAuthInfoById'),
  accountAuthInfoDcl: endpoint('dclAccount', 'POST', 'accountSetting/queryAccountAndAuthInfoById'),
  agentType: endpoint('account', 'GET', 'account/agentType'),
  companyInfo: endpoint('clientService', 'POST', 'company/getCompanyInfo'),

  // site administration home
  homeData: endpoint('admin', 'GET', 'home'),
  homeArticles: endpoint('admin', 'GET', 'home/statisticalArticles', { silent: true }),
  homeGuide: endpoint('admin', 'GET', 'home/guide', { silent: true }),
  homeTasks: endpoint('admin', 'GET', 'home/taskList', { silent: true }),
  domainRemain: endpoint('admin', 'POST', 'home/domainRemain', { silent: true }),
  /** The sections above and the traffic statistics in one call (api/homeSummary.ts; not in the original deployment). */
  homeSummary: endpoint('admin', 'GET', 'home/summary', { silent: true }),
  setLoginTime: endpoint('admin', 'POST', 'home/setLoginTime', { silent: true }),
  siteLanguages: endpoint('admin', 'GET', 'language/getLangs'),

  // site builder
  siteList: endpoint('tweb', 'GET', 'site/weblist'),
  enSiteList: endpoint('tweb', 'GET', 'enSite/lists'),
  pcAndWapList: endpoint('pcApi', 'GET', 'pcAndWapList'),
  userDomain: endpoint('pcApi', 'GET', 'getUserDomain', { silent: true }),
  availableServices: endpoint('tweb', 'GET', 'pub/getAvailableServices'),
  bindProductId: endpoint('tweb', 'GET', 'site/bindProductID'),
  siteParams: endpoint('tweb', 'GET', 'site/siteParams'),
  setSiteParams: endpoint('tweb', 'POST', 'site/setSiteParams'),
  /** Makes a site the session's active site (site switching, §4). */
  siteActive: endpoint('tweb', 'GET', 'site/active'),
  siteInline: endpoint('tweb', 'POST', 'site/inline'),
  siteBuild: endpoint('tweb', 'POST', 'site/build'),
  statCount: endpoint('tweb', 'POST', 'statistic/getCount', { silent: true }),
  statByDate: endpoint('tweb', 'GET', 'statistic/getDataBydate', { silent: true }),
  statByHour: endpoint('tweb', 'GET', 'statistic/getDataByHour', { silent: true }),
  statTopPages: endpoint('tweb', 'GET', 'statistic/pagetopn', { silent: true }),

  // outside services: which ones the operator configured (server/core/providers)
  providerStatus: endpoint('admin', 'GET', 'provider/status'),

  // background tasks of the active site (server/core/tasks); a download is a file, not an envelope
  taskList: endpoint('admin', 'GET', 'task/list'),
  taskGet: endpoint('admin', 'GET', 'task/get'),
  taskCancel: endpoint('admin', 'POST', 'task/cancel'),
  taskDownload: endpoint('admin', 'GET', 'task/download'),

  // message centre
  messageList: endpoint('aggregate', 'POST', 'message/listMessage'),
  messageRead: endpoint('aggregate', 'POST', 'message/readMessage'),
} as const;
