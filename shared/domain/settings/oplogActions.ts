// 操作日志's action labels (issue 14 §9): every route's Chinese name, keyed by its API name (the
// `action` an op_logs row stores). The log shows and filters by these; a route missing here is
// shown by its API name. test/server/settings.oplog.labels.test.ts checks that every mutating route
// of the installed modules has one — a new mutating route adds its line here.
export const OPLOG_ACTION_LABELS: Readonly<Record<string, string>> = {
  // Sign-in, account, sites
  login: '登录', logout: '退出登录', checkUserToken: '校验登录状态', refreshToken: '刷新登录令牌', setLoginTime: '记录登录时间',
  platformInfo: '查看平台信息', permissions: '读取权限', accountInfo: '查看账号信息', accountInfoDcl: '查看账号信息',
  accountAuthInfo: '查看账号认证信息', accountAuthInfoDcl: '查看账号认证信息', agentType: '查看代理类型', companyInfo: '查看公司信息',
  siteList: '查看网站列表', enSiteList: '查看外文网站列表', pcAndWapList: '查看PC与手机网站', userDomain: '查看域名',
  availableServices: '查看可用服务', bindProductId: '开通网站', siteParams: '查看网站参数', setSiteParams: '修改网站参数',
  siteActive: '切换网站', siteInline: '网站上下线', siteBuild: '创建网站', siteLanguages: '查看网站语言',
  homeData: '查看首页', homeArticles: '查看首页文章统计', homeGuide: '查看首页引导', homeTasks: '查看首页任务', domainRemain: '查看域名到期',
  homeSummary: '查看首页概况', statCount: '查看访问统计', statByDate: '查看访问统计', statByHour: '查看访问统计', statTopPages: '查看热门页面',
  providerStatus: '查看外部服务状态', messageList: '查看消息', messageRead: '阅读消息',
  // Background tasks
  taskList: '查看后台任务', taskGet: '查看后台任务', taskCancel: '取消后台任务', taskDownload: '下载任务结果',
  // Forms and messages
  formList: '查看表单列表', formRow: '查看表单', formSave: '保存表单', formRemove: '删除表单', formPublish: '发布表单',
  formFieldsGet: '查看留言字段', formFieldsSet: '设置留言字段', messageListAll: '查看留言', messageListByForm: '查看留言',
  messageReadOne: '阅读留言', messageRemove: '删除留言', messageCount: '查看留言统计', messageExport: '导出留言', messageExportTask: '导出留言',
  dataFormList: '查看数据表单', dataFormRow: '查看数据表单', dataFormSave: '保存数据表单', dataFormRemove: '删除数据表单',
  dataFormPublish: '发布数据表单', dataRecordList: '查看表单数据', dataRecordInfo: '查看表单数据', dataRecordExport: '导出表单数据',
  publicFormDefinition: '访客查看表单', publicFormSubmit: '访客提交表单',
  // Images
  imageList: '查看图片', imageFolders: '查看图片目录', imageMkdir: '新建图片目录', imageRenameFolder: '重命名图片目录',
  imageRemoveFolder: '删除图片目录', imageUpload: '上传图片', imageMove: '移动图片', imageRename: '重命名图片', imageRemove: '删除图片',
  watermarkGet: '查看水印设置', watermarkSave: '保存水印设置',
  // Content
  articleList: '查看文章列表', articleRecycle: '查看回收站', articleDrafts: '查看草稿', articleEdit: '查看文章', articleSave: '保存文章',
  articleRemove: '删除文章', articleRestore: '还原文章', articleDestroy: '彻底删除文章', articleUpDown: '上下架文章',
  articleNoDownload: '设置下载权限', articleLastAuthor: '查看最近作者', articleHistory: '查看文章历史', articleHistoryRow: '查看文章历史',
  articleHistoryRestore: '恢复文章历史版本', articleCapture: '采集文章', articlePublicDownload: '访客下载文件',
  categoryList: '查看分类', categorySave: '保存分类', categoryRemove: '删除分类',
  tagList: '查看标签', tagSave: '保存标签', tagRemove: '删除标签', tagArticles: '查看标签文章',
  albumList: '查看相册', albumRow: '查看相册', albumSave: '保存相册', albumRemove: '删除相册', albumRestore: '还原相册', albumDestroy: '彻底删除相册',
  jobList: '查看招聘', jobRecycle: '查看招聘回收站', jobDefaults: '查看招聘默认值', jobSave: '保存招聘', jobRemove: '删除招聘',
  jobRestore: '还原招聘', jobDestroy: '彻底删除招聘', jobDetail: '查看招聘', jobEnable: '启用招聘',
  resumeColumns: '查看简历字段', resumeList: '查看简历', resumeRemove: '删除简历', resumeDetail: '查看简历', resumeDeal: '处理简历',
  keywordList: '查看推荐关键词', keywordSave: '保存推荐关键词', keywordRemove: '删除推荐关键词', keywordContent: '查看关键词关联',
  keywordCandidates: '查看可关联内容', keywordAssociate: '关联关键词', keywordDissociate: '取消关联关键词',
  // Products
  goodsList: '查看产品列表', goodsEdit: '查看产品', goodsSave: '保存产品', goodsCheckName: '检查产品名称', goodsRemove: '删除产品',
  goodsRestore: '还原产品', goodsDestroy: '彻底删除产品', goodsUpDown: '上下架产品', goodsSetSort: '产品排序', goodsMove: '移动产品',
  goodsSetTags: '设置产品标签', goodsTypeList: '查看产品分类', goodsTypeEdit: '查看产品分类', goodsTypeSave: '保存产品分类',
  goodsTypeSaveAll: '调整产品分类', goodsTypeRemove: '删除产品分类', goodsTagList: '查看产品标签', goodsTagSave: '保存产品标签',
  goodsTagSort: '产品标签排序', goodsTagRemove: '删除产品标签', goodsTagProducts: '查看标签产品', goodsFieldList: '查看产品字段',
  goodsFieldSave: '保存产品字段', goodsFieldRemove: '删除产品字段', articleImportFromGoods: '产品导入文章', goodsImportTemplate: '下载产品导入模板',
  goodsImport: '导入产品', goodsExport: '导出产品', goodsCapture: '采集产品', goodsCaptureResult: '查看采集结果', goodsHistory: '查看产品历史',
  goodsHistoryInfo: '查看产品历史', goodsHistoryRestore: '恢复产品历史版本',
  // Short videos
  smallVideoList: '查看短视频', smallVideoRow: '查看短视频', smallVideoSave: '保存短视频', smallVideoUpDown: '上下架短视频',
  smallVideoRemove: '删除短视频', smallVideoRestore: '还原短视频', smallVideoDestroy: '彻底删除短视频', smallVideoUpload: '上传短视频',
  smallVideoPlay: '播放短视频', smallVideoAccountList: '查看短视频账号', smallVideoAccountSave: '保存短视频账号',
  smallVideoAccountRemove: '删除短视频账号', smallVideoAccountShow: '显示短视频账号',
  // Spider
  spiderOverview: '查看蜘蛛概况', spiderCharts: '查看蜘蛛图表', spiderTopPages: '查看蜘蛛热门页面', spiderVisits: '查看蜘蛛访问',
  spiderImports: '查看日志导入', spiderUpload: '上传蜘蛛日志', spiderTokenReset: '重置接入令牌', spiderSettings: '保存蜘蛛设置',
  spiderIngest: '接收蜘蛛日志', spiderDomainsInsight: '查看域名分析', spiderDomainsAggregate: '查看域名分析', spiderKeywordWeek: '查看关键词周统计',
  // SEO
  sitemapGet: '查看网站地图设置', sitemapSave: '保存网站地图设置', sitemapGenerate: '生成网站地图', robotsGet: '查看robots.txt',
  robotsSave: '保存robots.txt', seoParamsGet: '查看SEO变量', seoParamsSave: '保存SEO变量', seoTkdGet: '查看全站TKD', seoTkdSave: '保存全站TKD',
  seoInsideList: '查看站内TKD', seoInsideSave: '保存站内TKD', seoExtract: '提取TKD', seoExtractAll: '批量提取TKD',
  wordList: '查看词库', wordStats: '查看词库统计', wordForbidden: '查看违禁词', wordSave: '保存关键词', wordRemove: '删除关键词',
  wordEnable: '启用关键词', wordImport: '导入关键词', wordExport: '导出关键词', wordDetect: '关键词检测', wordDetection: '查看检测结果',
  wordHits: '查看命中内容', wordReplace: '替换关键词', anchorList: '查看锚文本', anchorSave: '保存锚文本', anchorRemove: '删除锚文本',
  anchorImport: '导入锚文本', anchorSettingsGet: '查看锚文本设置', anchorSettingsSave: '保存锚文本设置', anchorApplyAll: '应用锚文本',
  anchorClearAll: '清除锚文本', scoreStatus: '查看检测报告', scoreClose: '关闭检测', scoreEvaluate: '开始检测', scoreRecords: '查看检测明细',
  scoreHistory: '查看检测历史', baiduSettingsGet: '查看百度收录设置', baiduSettingsSave: '保存百度收录设置', baiduUrls: '查看推送地址',
  baiduPush: '推送到百度', baiduPushAll: '推送全部未推送', baiduIndexCheck: '查询收录', baiduPushLog: '查看推送记录',
  // Members, lookups, radar
  memberList: '查看会员', memberDetail: '查看会员', memberAdd: '保存会员', memberRemove: '删除会员', memberSetStatus: '启用/禁用会员',
  memberUpdateRank: '修改会员等级', memberRankList: '查看会员等级', memberRankDetail: '查看会员等级', memberRankEdit: '保存会员等级',
  memberRankRemove: '删除会员等级', memberExportTask: '导出会员', memberRegisterConfigGet: '查看注册设置', memberRegisterConfigSave: '保存注册设置',
  memberLoginConfigGet: '查看登录设置', memberLoginConfigSave: '保存登录设置', memberPrivacyConfigGet: '查看协议设置',
  memberPrivacyConfigSave: '保存协议设置', memberSmsEquity: '保存短信权益', memberPublicConfig: '会员查看设置',
  memberPublicProfile: '会员查看资料', memberPublicProfileSave: '会员修改资料', memberPublicRegister: '会员注册',
  memberPublicSmsSend: '发送会员验证码', memberPublicLogin: '会员登录', memberPublicLogout: '会员退出', memberPublicRecover: '会员找回密码',
  infoList: '查看信息搜索', infoDetail: '查看信息搜索', infoUserRankLink: '查看等级关联', infoAdd: '新增查询', infoEdit: '修改查询',
  infoRemove: '删除查询', infoDegree: '设置匹配方式', infoPermission: '设置查询权限', infoWeight: '设置查询排序', infoIfOpen: '开关查询',
  infoRecordList: '查看查询记录', infoRecordAdd: '新增查询记录', infoRecordEdit: '修改查询记录', infoRecordRemove: '删除查询记录',
  infoImportTemplate: '下载导入模板', infoImport: '导入查询记录', infoImportHistory: '查看导入历史', infoPublicForm: '访客查看查询',
  infoPublicSearch: '访客查询', radarCheckServer: '查看商机雷达服务', radarState: '查看商机雷达', radarOpen: '开启商机雷达',
  radarClose: '关闭商机雷达', radarSyncSiteName: '同步网站名称', radarList: '查看商机', radarVisitor: '查看访客', radarBeacon: '访客访问记录',
  marketSummary: '查看营销中心',
  // Settings (issue 14)
  navList: '查看导航', navDetail: '查看导航', navCreate: '新增导航', navUpdate: '修改导航', navRemove: '删除导航', navSave: '保存导航',
  navSetLevel: '调整导航层级', navCopy: '复制顶部导航到手机导航', navSetShow: '显示/隐藏导航', navLinkOptions: '查看链接选项',
  siteBaseConfigGet: '查看网站信息', siteBaseConfigSave: '保存网站信息', siteFaviconUpload: '上传网站图标', siteFavicon: '访客读取网站图标',
  siteDomainList: '查看域名', siteDomainAdd: '添加域名', siteDomainRemove: '删除域名', siteDomainPrimary: '设置主域名',
  siteDomainVerify: '验证域名', siteCertUpload: '上传HTTPS证书', siteCertRemove: '删除HTTPS证书', siteCertDownload: '下载HTTPS证书',
  sitePagesGet: '查看异常页面', sitePageSave: '保存异常页面', sitePublicPages: '访客读取异常页面',
  siteToutiaoGet: '查看头条验证文件', siteToutiaoSave: '保存头条验证文件', siteToutiaoRemove: '删除头条验证文件',
  siteCacheList: '查看缓存', siteCacheClear: '清除缓存',
  mailConfigGet: '查看邮件设置', mailConfigSave: '保存邮件设置', mailTest: '发送测试邮件', mailTemplateList: '查看邮件模板',
  mailTemplateGet: '查看邮件模板', mailTemplateSave: '保存邮件模板', mailLogList: '查看邮件发送记录',
  smsConfigGet: '查看短信设置', smsConfigSave: '保存短信设置', smsTest: '发送测试短信', smsTemplateList: '查看短信模板',
  smsTemplateSave: '保存短信模板', smsLogList: '查看短信发送记录',
  widgetShareGet: '查看分享设置', widgetShareSave: '保存分享设置', widgetCustomerGet: '查看在线客服设置', widgetCustomerSave: '保存在线客服设置',
  widgetBottomBarGet: '查看底部浮动信息', widgetBottomBarSave: '保存底部浮动信息', widgetVideoGet: '查看浮动视频设置',
  widgetVideoSave: '保存浮动视频设置', widgetEnShareGet: '查看外文分享设置', widgetEnShareSave: '保存外文分享设置',
  widgetEnMessageGet: '查看外文客服设置', widgetEnMessageSave: '保存外文客服设置', widgetPublic: '访客读取网站插件',
  qrConfigGet: '查看二维码设置', qrConfigSave: '保存二维码设置', qrImage: '生成网站二维码图片',
  backupList: '查看网站备份', backupAdd: '备份网站', backupRemove: '删除网站备份', backupRestore: '恢复网站备份', backupDownload: '下载网站备份', backupUpload: '上传网站备份',
  opLogList: '查看操作日志', opLogDetail: '查看操作日志详情', opLogAccounts: '查看操作人', opLogExport: '导出操作日志',
  // Application centre
  appList: '查看应用中心', appSwitch: '启用/停用应用', bearspawGet: '查看熊掌号设置', bearspawSave: '保存熊掌号设置', bearspawPublic: '访客读取熊掌号',
  // Designer (网站装修)
  decorationGet: '查看网站装修', decorationSave: '保存网站装修', decorationLinkTargets: '查看装修链接目标', decorationPreview: '生成装修预览',
  decorationStylesheet: '访客读取装修样式表', decorationPreviewPage: '查看装修预览页', previewBoxCheck: '校验预览地址',
  // AI assistant
  aiProduct: '查看AI服务', aiQuota: '查看AI额度',
  aiGather: '采集公众号文章', aiGatherLast: '查看最近采集', aiGatherDetail: '查看采集记录', aiGatherList: '查看采集历史',
  aiTaskList: '查看AI写作任务', aiTaskDetail: '查看AI写作任务', aiTaskSave: '保存AI写作任务', aiTaskCancel: '取消AI写作任务', aiTaskRetry: '重试AI写作任务',
  aiDialogueAdd: '新建AI对话', aiDialogueTokens: '估算AI对话用量', aiDialogueAsk: 'AI对话提问', aiDialogueStop: '停止AI回答',
  aiDialogueList: '查看AI对话', aiDialogueMessages: '查看AI对话', aiDialogueRename: '重命名AI对话', aiDialogueRemove: '删除AI对话',
  aiDialogueToArticle: 'AI回答插入文章',
  // Templates, 我的服务 and changing the template (issue 17)
  templateList: '查看模板', templateIndustries: '查看模板行业', templateColors: '查看模板颜色', templateFuncTags: '查看模板功能',
  templatePlusRole: '查看高级模板权限', siteBuildFromTemplate: '使用模板建站', sitePreviewPic: '查看网站预览图', myServices: '查看我的服务',
  myServiceEditInfo: '查看服务详情', themeInfo: '查看当前模板', adminTheme: '查看当前模板', isChangeTheme: '检查能否更换模板',
  phoneThemeList: '查看手机模板', enThemeList: '查看外文站模板', enThemeChange: '更换外文站模板', desktopUrl: '打开网站编辑', themeChange: '更换模板',
  // Languages and synchronisation (issue 17)
  languageCount: '查看语言数量', languageOffer: '查看可开通语言', enSiteAddLanguage: '开通语言版本', enSiteBindPc: '绑定外文站',
  oldSiteBinding: '绑定外文站', oldSiteAddLanguage: '开通语言版本', syncLanguages: '查看同步语言', syncOpenStatus: '查看同步状态',
  syncTotal: '查看同步统计', syncList: '查看同步列表', syncBatchTranslate: '批量翻译同步',
  // Mini-programs (issue 17 §8)
  xcxInfo: '查看小程序', xcxBind: '绑定小程序', xcxUnbind: '解除绑定小程序', xcxSubmitAudit: '小程序提交审核',
  xcxAuditStatus: '刷新小程序审核状态', xcxRelease: '发布小程序', xcxQrCode: '生成小程序码', xcxPages: '查看小程序页面',
  xcxPageSave: '保存小程序页面', xcxPageDelete: '删除小程序页面', xcxPageOrder: '调整小程序页面顺序',
  translateSyncArticle: '同步翻译文章', translateSyncCategory: '同步翻译文章分类',
  translateSyncProduct: '同步翻译产品', translateSyncProductCategory: '同步翻译产品分类', translateSyncAlbum: '同步翻译相册',
  translateSyncJob: '同步翻译招聘', translateSyncForm: '同步翻译表单',
  cloneInfo: '查看翻译克隆字数', cloneStart: '翻译克隆站点', cloneStatus: '查看翻译克隆状态',
  // The upload host (issue 17 item 10)
  uploadAuth: '申请上传凭证', uploadPut: '上传文件', uploadFinish: '完成上传', uploadView: '访客读取上传文件',
};

/** The Chinese label of an action (its API name when it has none). */
export function oplogActionLabel(action: string): string {
  return OPLOG_ACTION_LABELS[action] ?? action;
}

/** The actions whose label contains the text (the action filter's search), in the table's order. */
export function oplogActionsMatching(text: string): string[] {
  const needle = text.trim();
  return Object.keys(OPLOG_ACTION_LABELS).filter((a) => !needle || OPLOG_ACTION_LABELS[a].includes(needle));
}
