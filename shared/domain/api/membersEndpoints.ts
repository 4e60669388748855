// The members plugin's calls (issue 13, §7 Members and information, /admin/businessRadar), spread
// into API (endpoints.ts). One section per area; each area adds its own calls to its section only.
import { endpoint } from './endpoint';

// Members and ranks (admin/ucenterMember).
const MEMBER_CALLS = {
  memberList: endpoint('admin', 'GET', 'ucenterMember/list'),
  memberAdd: endpoint('admin', 'POST', 'ucenterMember/add'),
  memberRemove: endpoint('admin', 'GET', 'ucenterMember/remove'),
  memberUpdateRank: endpoint('admin', 'GET', 'ucenterMember/updateUserRank'),
  memberRankList: endpoint('admin', 'GET', 'ucenterMember/rankList'),
  memberRankEdit: endpoint('admin', 'POST', 'ucenterMember/rankEdit'),
  memberSetStatus: endpoint('admin', 'POST', 'ucenterMember/setStatus'),
  memberDetail: endpoint('admin', 'GET', 'ucenterMember/detail'),
  memberExportTask: endpoint('admin', 'POST', 'ucenterMember/exportTask'),
  memberRankDetail: endpoint('admin', 'GET', 'ucenterMember/rankDetail'),
  memberRankRemove: endpoint('admin', 'POST', 'ucenterMember/rankRemove'),
} as const;

// The member centre's settings, SMS and the visitors' member pages (admin/ucenterConfig; public calls
// under sitePlugin/member/).
const CENTRE_CALLS = {
  memberRegisterConfigGet: endpoint('admin', 'GET', 'ucenterConfig/registerConfig'),
  memberRegisterConfigSave: endpoint('admin', 'POST', 'ucenterConfig/registerConfig'),
  memberLoginConfigGet: endpoint('admin', 'GET', 'ucenterConfig/loginConfig'),
  memberLoginConfigSave: endpoint('admin', 'POST', 'ucenterConfig/loginConfig'),
  memberPrivacyConfigGet: endpoint('admin', 'GET', 'ucenterConfig/privacyConfig'),
  memberPrivacyConfigSave: endpoint('admin', 'POST', 'ucenterConfig/privacyConfig'),
  memberSmsEquity: endpoint('admin', 'POST', 'ucenterConfig/smsEquity'),
  // The visitors' member pages (public; siteId in the query or body).
  memberPublicConfig: endpoint('sitePlugin', 'GET', 'member/config'),
  memberPublicRegister: endpoint('sitePlugin', 'POST', 'member/register'),
  memberPublicSmsSend: endpoint('sitePlugin', 'POST', 'member/smsSend'),
  memberPublicLogin: endpoint('sitePlugin', 'POST', 'member/login'),
  memberPublicLogout: endpoint('sitePlugin', 'POST', 'member/logout'),
  memberPublicProfile: endpoint('sitePlugin', 'GET', 'member/profile'),
  memberPublicProfileSave: endpoint('sitePlugin', 'POST', 'member/profile'),
  memberPublicRecover: endpoint('sitePlugin', 'POST', 'member/recover'),
  // A download article's file for a visitor, by its 下载权限 (served by the content module, asking core's memberAccess).
  articlePublicDownload: endpoint('sitePlugin', 'GET', 'article/download'),
} as const;

// Information search (admin/information; the public lookup under sitePlugin/information/).
const INFORMATION_CALLS = {
  infoList: endpoint('admin', 'GET', 'information/list'),
  infoDetail: endpoint('admin', 'GET', 'information/detail'),
  infoUserRankLink: endpoint('admin', 'GET', 'information/userRankLink'),
  infoAdd: endpoint('admin', 'POST', 'information/add'),
  infoEdit: endpoint('admin', 'POST', 'information/edit'),
  infoRemove: endpoint('admin', 'POST', 'information/remove'),
  infoDegree: endpoint('admin', 'POST', 'information/degree'),
  infoPermission: endpoint('admin', 'POST', 'information/permission'),
  infoWeight: endpoint('admin', 'POST', 'information/weight'),
  infoIfOpen: endpoint('admin', 'POST', 'information/ifOpen'),
  infoRecordList: endpoint('admin', 'GET', 'information/recordList'),
  infoRecordAdd: endpoint('admin', 'POST', 'information/recordAdd'),
  infoRecordEdit: endpoint('admin', 'POST', 'information/recordEdit'),
  infoRecordRemove: endpoint('admin', 'POST', 'information/recordRemove'),
  infoImport: endpoint('admin', 'POST', 'information/import'),
  infoImportTemplate: endpoint('admin', 'GET', 'information/importTemplate'),
  infoImportHistory: endpoint('admin', 'GET', 'information/importHistory'),
  // A visitor's lookup page: the lookup's public definition, and the lookup itself.
  infoPublicForm: endpoint('sitePlugin', 'GET', 'information/form'),
  infoPublicSearch: endpoint('sitePlugin', 'POST', 'information/search'),
} as const;

// The business radar (admin/businessRadar; the visitors' beacon under sitePlugin/radar/).
const RADAR_CALLS = {
  radarCheckServer: endpoint('admin', 'GET', 'businessRadar/checkServer'),
  radarState: endpoint('admin', 'GET', 'businessRadar/radarState'),
  radarList: endpoint('admin', 'GET', 'businessRadar/list'),
  radarSyncSiteName: endpoint('admin', 'GET', 'businessRadar/syncSiteName'),
  radarOpen: endpoint('admin', 'POST', 'businessRadar/open'),
  radarClose: endpoint('admin', 'POST', 'businessRadar/close'),
  radarVisitor: endpoint('admin', 'GET', 'businessRadar/visitor'),
  radarBeacon: endpoint('sitePlugin', 'POST', 'radar/beacon'),
} as const;

// The 营销中心 card: today's figures of each feature held.
const CARD_CALLS = {
  marketSummary: endpoint('admin', 'GET', 'marketInteract/summary'),
} as const;

export const MEMBERS_API = { ...MEMBER_CALLS, ...CENTRE_CALLS, ...INFORMATION_CALLS, ...RADAR_CALLS, ...CARD_CALLS } as const;
