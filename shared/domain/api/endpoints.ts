// Every call of the HTTP contract (§7) the console makes and the reference server answers: the
// shell's (shellEndpoints.ts, in the first load) and the features' (here, loaded with their pages).
// Paths are relative to their service prefix; methods follow §7 where it names them.
import { endpoint } from './endpoint';
import { SHELL_API } from './shellEndpoints';
import { MEMBERS_API } from './membersEndpoints';
import { SETTINGS_API } from './settingsEndpoints';
import { DESIGNER_API } from './designerEndpoints';
import { AI_API } from './aiEndpoints';
import { SITES_API } from './sitesEndpoints';
import { MINIPROGRAM_API } from './miniprogramEndpoints';
import { UPLOADS_API } from './uploadsEndpoints';

export { endpoint, endpointPath, type ClientKind, type Endpoint, type HttpMethod } from './endpoint';
export { SHELL_API } from './shellEndpoints';

export const API = {
  ...SHELL_API,
  // SEO settings
  sitemapGet: endpoint('admin', 'GET', 'Sitemap/getConfig'),
  sitemapSave: endpoint('admin', 'POST', 'Sitemap/saveConfig'),
  sitemapGenerate: endpoint('admin', 'POST', 'Sitemap/generate'),
  robotsGet: endpoint('admin', 'GET', 'Robots/getContent'),
  robotsSave: endpoint('admin', 'POST', 'Robots/saveContent'),

  // forms (§7): lead forms, data forms (xys), messages, the public submission
  formList: endpoint('admin', 'GET', 'form/getlist'),
  formRow: endpoint('admin', 'GET', 'form/getRow'),
  formSave: endpoint('admin', 'POST', 'form/save'),
  formRemove: endpoint('admin', 'GET', 'form/removeForm'),
  formPublish: endpoint('admin', 'POST', 'form/publish'),
  formFieldsGet: endpoint('admin', 'GET', 'form/setField'),
  formFieldsSet: endpoint('admin', 'POST', 'form/setField'),
  messageListAll: endpoint('admin', 'POST', 'form/msglist'),
  messageListByForm: endpoint('admin', 'POST', 'form/msglist2'),
  messageReadOne: endpoint('admin', 'GET', 'form/readMsg'),
  messageRemove: endpoint('admin', 'GET', 'form/removeMsg'),
  messageCount: endpoint('admin', 'POST', 'form/msgCount'),
  messageExport: endpoint('admin', 'GET', 'form/msgExport'),
  // the same export as a background task: answers { taskId } (api/tasks.ts)
  messageExportTask: endpoint('admin', 'POST', 'form/msgExportTask'),
  dataFormList: endpoint('admin', 'GET', 'form/xyslist'),
  dataFormRow: endpoint('admin', 'GET', 'form/xysRow'),
  dataFormSave: endpoint('admin', 'POST', 'form/xysSave'),
  dataFormRemove: endpoint('admin', 'GET', 'form/xysRemove'),
  dataFormPublish: endpoint('admin', 'POST', 'form/xysPublish'),
  dataRecordList: endpoint('admin', 'GET', 'form/xysMsglist'),
  dataRecordInfo: endpoint('admin', 'GET', 'form/xysMsgInfo'),
  dataRecordExport: endpoint('admin', 'GET', 'form/xysExportFile'),
  publicFormDefinition: endpoint('sitePlugin', 'GET', 'form/definition'),
  publicFormSubmit: endpoint('sitePlugin', 'POST', 'form/submit'),

  // content (§7 Content, api-facts): articles, categories, tags, albums, revisions, capture
  articleList: endpoint('cms', 'GET', 'article/getlist'),
  articleRecycle: endpoint('cms', 'GET', 'article/recycle'),
  articleDrafts: endpoint('cms', 'GET', 'article/drafts'),
  articleEdit: endpoint('cms', 'GET', 'article/edit'),
  articleSave: endpoint('cms', 'POST', 'article/save'),
  articleRemove: endpoint('cms', 'GET', 'article/remove'),
  articleRestore: endpoint('cms', 'GET', 'article/reduction'),
  articleDestroy: endpoint('cms', 'GET', 'article/destroy'),
  articleUpDown: endpoint('cms', 'POST', 'article/upDownBatch'),
  articleNoDownload: endpoint('cms', 'POST', 'article/setNodownload'),
  articleLastAuthor: endpoint('cms', 'GET', 'article/getLastAuthor'),
  articleHistory: endpoint('cms', 'GET', 'article/historyList'),
  articleHistoryRow: endpoint('cms', 'GET', 'article/historyRow'),
  articleHistoryRestore: endpoint('cms', 'POST', 'article/historyRestore'),
  articleCapture: endpoint('cms', 'POST', 'article/capture'),
  categoryList: endpoint('cms', 'GET', 'Category/getlist'),
  categorySave: endpoint('cms', 'POST', 'category/save'),
  categoryRemove: endpoint('cms', 'GET', 'category/remove'),
  tagList: endpoint('cms', 'GET', 'Tag/getList'),
  tagSave: endpoint('cms', 'POST', 'Tag/save'),
  tagRemove: endpoint('cms', 'GET', 'Tag/remove'),
  tagArticles: endpoint('cms', 'GET', 'Tag/tagView'),
  albumList: endpoint('cms', 'GET', 'album/getlist'),
  albumRow: endpoint('cms', 'POST', 'album/getRow'),
  albumSave: endpoint('cms', 'POST', 'album/save'),
  albumRemove: endpoint('cms', 'GET', 'album/remove'),
  albumRestore: endpoint('cms', 'POST', 'album/reduction'),
  albumDestroy: endpoint('cms', 'GET', 'album/destroy'),

  // products (§7 goods, api-facts Products; issue 11): the catalogue, its categories, tags and custom
  // fields (wire shapes in shared/domain/product/api.ts)
  goodsList: endpoint('cms', 'POST', 'goods/getlist'),
  goodsEdit: endpoint('cms', 'GET', 'goods/edit'),
  goodsSave: endpoint('cms', 'POST', 'goods/save'),
  goodsCheckName: endpoint('cms', 'GET', 'goods/checkName'),
  goodsRemove: endpoint('cms', 'POST', 'goods/remove'),
  goodsRestore: endpoint('cms', 'POST', 'goods/reduction'),
  goodsDestroy: endpoint('cms', 'POST', 'goods/destroy'),
  goodsUpDown: endpoint('cms', 'POST', 'goods/upDownBatch'),
  goodsSetSort: endpoint('cms', 'POST', 'goods/setSort'),
  goodsMove: endpoint('cms', 'POST', 'goods/moveBatch'),
  goodsSetTags: endpoint('cms', 'POST', 'goods/setTags'),
  goodsTypeList: endpoint('cms', 'GET', 'goodsType/getlist'),
  goodsTypeEdit: endpoint('cms', 'GET', 'goodsType/edit'),
  goodsTypeSave: endpoint('cms', 'POST', 'goodsType/save'),
  goodsTypeSaveAll: endpoint('cms', 'POST', 'goodsType/saveAll'),
  goodsTypeRemove: endpoint('cms', 'GET', 'goodsType/remove'),
  goodsTagList: endpoint('cms', 'GET', 'goodsTag/getList'),
  goodsTagSave: endpoint('cms', 'POST', 'goodsTag/save'),
  goodsTagSort: endpoint('cms', 'POST', 'goodsTag/sort'),
  goodsTagRemove: endpoint('cms', 'GET', 'goodsTag/remove'),
  goodsTagProducts: endpoint('cms', 'GET', 'goodsTag/goodsList'),
  goodsFieldList: endpoint('cms', 'GET', 'goodsField/getlist'),
  goodsFieldSave: endpoint('cms', 'POST', 'goodsField/save'),
  goodsFieldRemove: endpoint('cms', 'GET', 'goodsField/remove'),

  // products into draft articles (issue 11 §8; shared/domain/product/intoArticles.ts): { ids, type,
  // category_id? } → { imported, skipped, articles }; product_list and the article type's key
  articleImportFromGoods: endpoint('cms', 'POST', 'article/importFromGoods'),

  // product capture and revision history (issue 11 §6–7; wire shapes in shared/domain/product/capture.ts
  // and history.ts). capture: { urls, type_id } → { taskId } (task product.capture, product_capture);
  // captureResult?id=<taskId>: each URL and what became of it so far (product_capture).
  // historyList?id=&page=&rows= (product_history_list); historyInfo?id=&rid=: a revision beside the
  // current product (product_history_list or product_history_edit: the compare page reads it too);
  // historyRestore { id, rid, version }: a new save of the revision, lock-checked (product_history_edit)
  goodsCapture: endpoint('cms', 'POST', 'goods/capture'),
  goodsCaptureResult: endpoint('cms', 'GET', 'goods/captureResult'),
  goodsHistory: endpoint('cms', 'GET', 'goods/historyList'),
  goodsHistoryInfo: endpoint('cms', 'GET', 'goods/historyInfo'),
  goodsHistoryRestore: endpoint('cms', 'POST', 'goods/historyRestore'),

  // products as spreadsheets (issue 11 §9): the import template, an import (multipart: file, mode,
  // skip_errors) and an export, each import and export a background task (answers { taskId })
  goodsImportTemplate: endpoint('cms', 'GET', 'goods/importTemplate'),
  goodsImport: endpoint('cms', 'POST', 'goods/import'),
  goodsExport: endpoint('cms', 'POST', 'goods/export'),

  // recruitment (§7): jobs and resumes
  jobList: endpoint('admin', 'GET', 'job'),
  jobRecycle: endpoint('admin', 'POST', 'job/index'),
  jobDefaults: endpoint('admin', 'GET', 'job/create'),
  jobSave: endpoint('admin', 'POST', 'job/create'),
  jobRemove: endpoint('admin', 'POST', 'job/remove'),
  jobRestore: endpoint('admin', 'POST', 'job/reduction'),
  jobDestroy: endpoint('admin', 'POST', 'job/destroy'),
  jobDetail: endpoint('admin', 'POST', 'job/detail'),
  jobEnable: endpoint('admin', 'GET', 'job/enable'),
  resumeColumns: endpoint('admin', 'GET', 'resume/resumeColumn'),
  resumeList: endpoint('admin', 'GET', 'resume/list'),
  resumeRemove: endpoint('admin', 'GET', 'resume/remove'),
  resumeDetail: endpoint('admin', 'GET', 'resume/detail'),
  resumeDeal: endpoint('admin', 'GET', 'resume/deal'),

  // image library (api-facts admin/image) and its watermark
  imageList: endpoint('admin', 'GET', 'image/list'),
  imageFolders: endpoint('admin', 'GET', 'image/dirTree'),
  imageMkdir: endpoint('admin', 'POST', 'image/mkdir'),
  imageRenameFolder: endpoint('admin', 'POST', 'image/renameDir'),
  imageRemoveFolder: endpoint('admin', 'POST', 'image/removeDir'),
  imageUpload: endpoint('admin', 'POST', 'image/imageUpload'),
  imageMove: endpoint('admin', 'POST', 'image/move'),
  imageRename: endpoint('admin', 'POST', 'image/rename'),
  imageRemove: endpoint('admin', 'POST', 'image/remove'),
  watermarkGet: endpoint('admin', 'GET', 'image/getWatermark'),
  watermarkSave: endpoint('admin', 'POST', 'image/setWatermark'),

  // recommended keywords (§7 Content: admin/keyword) and their associated articles
  keywordList: endpoint('admin', 'POST', 'keyword/list'),
  keywordSave: endpoint('admin', 'POST', 'keyword/save'),
  keywordRemove: endpoint('admin', 'POST', 'keyword/remove'),
  keywordContent: endpoint('admin', 'GET', 'keyword/content'),
  keywordCandidates: endpoint('admin', 'GET', 'keyword/candidates'),
  keywordAssociate: endpoint('admin', 'POST', 'keyword/associate'),
  keywordDissociate: endpoint('admin', 'POST', 'keyword/dissociate'),

  // short videos and their accounts (issue 11, server/modules/short-video); play is public: a
  // <video> cannot send the token, the file's 128-bit name is the secret (as /uploads)
  smallVideoList: endpoint('cms', 'GET', 'smallVideo/getlist'),
  smallVideoRow: endpoint('cms', 'GET', 'smallVideo/getRow'),
  smallVideoSave: endpoint('cms', 'POST', 'smallVideo/save'),
  smallVideoUpDown: endpoint('cms', 'POST', 'smallVideo/upDownBatch'),
  smallVideoRemove: endpoint('cms', 'POST', 'smallVideo/remove'),
  smallVideoRestore: endpoint('cms', 'POST', 'smallVideo/reduction'),
  smallVideoDestroy: endpoint('cms', 'POST', 'smallVideo/destroy'),
  smallVideoUpload: endpoint('cms', 'POST', 'smallVideo/upload'),
  smallVideoPlay: endpoint('cms', 'GET', 'smallVideo/play'),
  smallVideoAccountList: endpoint('cms', 'GET', 'smallVideo/accountList'),
  smallVideoAccountSave: endpoint('cms', 'POST', 'smallVideo/accountSave'),
  smallVideoAccountRemove: endpoint('cms', 'POST', 'smallVideo/accountRemove'),
  smallVideoAccountShow: endpoint('cms', 'POST', 'smallVideo/accountShow'),

  // spider analysis (issue 12 §8, server/modules/spider): the page's reads, the log upload (a task),
  // the public ingest (per-site token) and the three §7 aggregate calls
  spiderOverview: endpoint('admin', 'GET', 'Spider/overview'),
  spiderCharts: endpoint('admin', 'GET', 'Spider/charts'),
  spiderTopPages: endpoint('admin', 'GET', 'Spider/topPages'),
  spiderVisits: endpoint('admin', 'GET', 'Spider/visits'),
  spiderImports: endpoint('admin', 'GET', 'Spider/imports'),
  spiderUpload: endpoint('admin', 'POST', 'Spider/upload'),
  spiderTokenReset: endpoint('admin', 'POST', 'Spider/resetToken'),
  spiderSettings: endpoint('admin', 'POST', 'Spider/settings'),
  spiderIngest: endpoint('sitePlugin', 'POST', 'spider/ingest'),
  spiderDomainsInsight: endpoint('insight', 'POST', 'User_Domain/GetAnalysisDomainListNew'),
  spiderDomainsAggregate: endpoint('aggregate', 'POST', 'User_Domain/GetAnalysisDomainListNew'),
  spiderKeywordWeek: endpoint('aggregate', 'POST', 'Keyword_Week_Statistics/GetKeywordForUser'),
  // SEO variables and TKD (issue 12 §3, server/modules/seo/tkd; shapes in shared/domain/seo/tkd.ts):
  // the SEO parameters and 全站TKD read (GET) and saved whole (POST) on §7's SysConfig paths;
  // 站内TKD's lists and inline edit; 一键提取 for one record or, as a task, all with empty fields
  seoParamsGet: endpoint('admin', 'GET', 'SysConfig/seoParams'),
  seoParamsSave: endpoint('admin', 'POST', 'SysConfig/seoParams'),
  seoTkdGet: endpoint('admin', 'GET', 'SysConfig/seoTkd'),
  seoTkdSave: endpoint('admin', 'POST', 'SysConfig/seoTkd'),
  seoInsideList: endpoint('admin', 'GET', 'seoTkd/inside'),
  seoInsideSave: endpoint('admin', 'POST', 'seoTkd/insideSave'),
  seoExtract: endpoint('admin', 'POST', 'seoExtract'),
  seoExtractAll: endpoint('admin', 'POST', 'seoExtract/all'),
  // anchor text (issue 12 §5, server/modules/seo/anchors; shapes in shared/domain/seo/anchors.ts):
  // the list, add/edit, batch removal, import (.txt/.xlsx, multipart), the settings, and the two
  // bulk tasks 全部更新 / 清除锚文本
  anchorList: endpoint('admin', 'POST', 'anchor/list'),
  anchorSave: endpoint('admin', 'POST', 'anchor/save'),
  anchorRemove: endpoint('admin', 'POST', 'anchor/remove'),
  anchorImport: endpoint('admin', 'POST', 'anchor/import'),
  anchorSettingsGet: endpoint('admin', 'GET', 'anchor/settings'),
  anchorSettingsSave: endpoint('admin', 'POST', 'anchor/settings'),
  anchorApplyAll: endpoint('admin', 'POST', 'anchor/applyAll'),
  anchorClearAll: endpoint('admin', 'POST', 'anchor/clearAll'),

  // keyword library and detection (issue 12 §4, admin/Words): site_word / seo_word
  wordList: endpoint('admin', 'GET', 'Words/list'),
  wordStats: endpoint('admin', 'GET', 'Words/stats'),
  wordForbidden: endpoint('admin', 'GET', 'Words/forbidden'),
  wordSave: endpoint('admin', 'POST', 'Words/save'),
  wordRemove: endpoint('admin', 'POST', 'Words/remove'),
  wordEnable: endpoint('admin', 'POST', 'Words/enable'),
  wordImport: endpoint('admin', 'POST', 'Words/import'),
  wordExport: endpoint('admin', 'GET', 'Words/export'),
  wordDetect: endpoint('admin', 'POST', 'Words/detect'),
  wordDetection: endpoint('admin', 'GET', 'Words/detection'),
  wordHits: endpoint('admin', 'GET', 'Words/hits'),
  wordReplace: endpoint('admin', 'POST', 'Words/replace'),

  // 百度收录 (issue 12 §7, server/modules/seo/baidu; shapes in shared/domain/seo/baidu.ts): the
  // settings (准入密钥 masked, 自动推送, push domain), the addresses with their states, 推送所选,
  // 推送全部未推送 and 查询收录 (tasks), the push log — all baidu_included
  baiduSettingsGet: endpoint('admin', 'GET', 'BaiduInclude/settings'),
  baiduSettingsSave: endpoint('admin', 'POST', 'BaiduInclude/settings'),
  baiduUrls: endpoint('admin', 'GET', 'BaiduInclude/urls'),
  baiduPush: endpoint('admin', 'POST', 'BaiduInclude/push'),
  baiduPushAll: endpoint('admin', 'POST', 'BaiduInclude/pushAll'),
  baiduIndexCheck: endpoint('admin', 'POST', 'BaiduInclude/indexCheck'),
  baiduPushLog: endpoint('admin', 'GET', 'BaiduInclude/pushLog'),
  // the site score (issue 12 §6, admin/SiteScore, server/modules/seo/score; shapes in shared/domain/seo/score.ts):
  // §7's status, close (a GET) and evaluate (a task), and the report's records and history
  scoreStatus: endpoint('admin', 'GET', 'SiteScore/status'),
  scoreClose: endpoint('admin', 'GET', 'SiteScore/close'),
  scoreEvaluate: endpoint('admin', 'POST', 'SiteScore/evaluate'),
  scoreRecords: endpoint('admin', 'GET', 'SiteScore/records'),
  scoreHistory: endpoint('admin', 'GET', 'SiteScore/history'),
  // members, ranks, the member centre, information search and the business radar (issue 13)
  ...MEMBERS_API,
  // settings (/zhSetting) and the application centre (issue 14)
  ...SETTINGS_API,
  ...DESIGNER_API,
  ...AI_API,
  ...SITES_API,
  ...MINIPROGRAM_API,
  ...UPLOADS_API,
} as const;

export type ApiName = keyof typeof API;
