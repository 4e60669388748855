// The demonstration data every fresh database starts with. The console's tests and the e2e suite
// rely on these exact accounts, passwords, ids and names, so they live here as exported constants.
import { ALL_PERMISSION_KEYS, groupOf } from '../../../shared/domain/permissions';

export interface SeedAccount {
  id: number;
  companyId: number;
  loginName: string;
  password: string;
  nickName: string;
  loginBizType: 'operation' | 'customer';
  isDemo: boolean;
  isCompetition: boolean;
  sequence: string;
  permissions: readonly string[];
}

/** Groups the restricted operator does not hold (with all their children). */
export const OPERATOR_DENIED_GROUPS = ['seo_anchor_manage', 'spider', 'sys_setting', 'ai_manage'] as const;

export const OPERATOR_PERMISSIONS: readonly string[] = ALL_PERMISSION_KEYS.filter(
  (k) => !(OPERATOR_DENIED_GROUPS as readonly string[]).includes(groupOf(k) ?? ''),
);

export const COMPANY = { demoTech: 1, demoExperience: 2, contest: 3 } as const;

export const SEED_COMPANIES = [
  { id: COMPANY.demoTech, name: '云建站示范科技有限公司', agentType: 1 as const, buyUrl: 'https://www.example.com/buy/foreign-site', logoUrl: '', realName: { state: 'verified', type: 'enterprise', subject: '云建站示范科技有限公司' } },
  { id: COMPANY.demoExperience, name: '演示体验公司', agentType: 0 as const, buyUrl: '', logoUrl: '', realName: { state: 'none', type: '', subject: '' } },
  { id: COMPANY.contest, name: '技能竞赛组', agentType: null, buyUrl: '', logoUrl: '', realName: { state: 'pending', type: 'personal', subject: '李明华' } },
] as const;

export const SEED_ACCOUNTS = {
  admin: {
    id: 1, companyId: COMPANY.demoTech, loginName: 'admin', password: 'Admin@2026', nickName: '系统管理员',
    loginBizType: 'operation', isDemo: false, isCompetition: false, sequence: 'YJZ-0001', permissions: ALL_PERMISSION_KEYS,
  },
  operator: {
    id: 2, companyId: COMPANY.demoTech, loginName: 'operator', password: 'Operator@2026', nickName: '运营专员',
    loginBizType: 'customer', isDemo: false, isCompetition: false, sequence: 'YJZ-0002', permissions: OPERATOR_PERMISSIONS,
  },
  demo: {
    id: 3, companyId: COMPANY.demoExperience, loginName: 'demo', password: 'Demo@2026', nickName: '演示账号',
    loginBizType: 'customer', isDemo: true, isCompetition: false, sequence: 'YJZ-0003', permissions: ALL_PERMISSION_KEYS,
  },
  contest: {
    id: 4, companyId: COMPANY.contest, loginName: 'contest', password: 'Contest@2026', nickName: '竞赛选手',
    loginBizType: 'customer', isDemo: false, isCompetition: true, sequence: 'YJZ-0004', permissions: ALL_PERMISSION_KEYS,
  },
} as const satisfies Record<string, SeedAccount>;

export type SeedAccountKey = keyof typeof SEED_ACCOUNTS;

/** Site ids (twebId) of the seed. */
export const SITE = {
  corporate: 1001,
  marketingFree: 1002,
  global: 1003,
  foreignTrade: 1004,
  miniProgram: 1005,
  shop: 1006,
  expired: 1007,
  demo: 1008,
  contest: 1009,
} as const;

export interface SeedSite {
  id: number;
  companyId: number;
  name: string;
  type: 'zh' | 'en' | 'ydyl' | 'xcx' | 'shop';
  lang: string;
  allType: 'xys' | 'yxx';
  productRecordId: number;
  inline: 0 | 1;
  /** Days from the seeding moment to sys_end_time (negative: already expired). */
  endInDays: number;
  sysVersion: number;
  themeName: string;
  isNewXys: boolean;
  roadType: 0 | 1;
  transRole: boolean;
  foreignLanguages?: { lang: string; name: string }[];
  domains?: { domain: string; expireInDays: number }[];
}

export const SEED_SITES: readonly SeedSite[] = [
  {
    id: SITE.corporate, companyId: COMPANY.demoTech, name: '示范企业官网', type: 'zh', lang: 'zh-cn', allType: 'xys',
    productRecordId: 5001, inline: 1, endInDays: 365, sysVersion: 3, themeName: 'xys_business_blue', isNewXys: true,
    roadType: 0, transRole: true, domains: [{ domain: 'www.demo-site.cn', expireInDays: 200 }],
  },
  {
    id: SITE.marketingFree, companyId: COMPANY.demoTech, name: '营销型体验站', type: 'zh', lang: 'zh-cn', allType: 'yxx',
    productRecordId: -1, inline: 0, endInDays: 30, sysVersion: 2, themeName: '', isNewXys: false, roadType: 1, transRole: false,
  },
  {
    id: SITE.global, companyId: COMPANY.demoTech, name: 'Demo Global Site', type: 'en', lang: 'en-us', allType: 'xys',
    productRecordId: 5003, inline: 1, endInDays: 365, sysVersion: 3, themeName: 'xys_global_white', isNewXys: true,
    roadType: 0, transRole: false,
    foreignLanguages: [{ lang: 'de-de', name: '德语' }, { lang: 'fr-fr', name: '法语' }],
    domains: [{ domain: 'www.demo-global.com', expireInDays: 20 }],
  },
  {
    id: SITE.foreignTrade, companyId: COMPANY.demoTech, name: '外贸推广站', type: 'ydyl', lang: 'en-us', allType: 'yxx',
    productRecordId: 5004, inline: 1, endInDays: 180, sysVersion: 3, themeName: 'yxx_trade_01', isNewXys: false, roadType: 0, transRole: false,
  },
  {
    id: SITE.miniProgram, companyId: COMPANY.demoTech, name: '小程序商城', type: 'xcx', lang: 'zh-cn', allType: 'yxx',
    productRecordId: 5005, inline: 1, endInDays: 300, sysVersion: 3, themeName: 'xcx_mall_01', isNewXys: false, roadType: 0, transRole: false,
  },
  {
    id: SITE.shop, companyId: COMPANY.demoTech, name: '智慧商城旗舰店', type: 'shop', lang: 'zh-cn', allType: 'xys',
    productRecordId: 5006, inline: 0, endInDays: 240, sysVersion: 3, themeName: 'shop_flagship', isNewXys: true, roadType: 0, transRole: false,
  },
  {
    id: SITE.expired, companyId: COMPANY.demoTech, name: '旧版官网（已过期）', type: 'zh', lang: 'zh-cn', allType: 'yxx',
    productRecordId: 5007, inline: 1, endInDays: -30, sysVersion: 2, themeName: 'yxx_classic_02', isNewXys: false, roadType: 0, transRole: false,
  },
  {
    id: SITE.demo, companyId: COMPANY.demoExperience, name: '演示站点', type: 'zh', lang: 'zh-cn', allType: 'xys',
    productRecordId: 5008, inline: 1, endInDays: 365, sysVersion: 3, themeName: 'xys_business_blue', isNewXys: true, roadType: 0, transRole: false,
  },
  {
    id: SITE.contest, companyId: COMPANY.contest, name: '竞赛站点', type: 'zh', lang: 'zh-cn', allType: 'xys',
    productRecordId: 5009, inline: 1, endInDays: 365, sysVersion: 3, themeName: 'xys_business_blue', isNewXys: true, roadType: 0, transRole: true,
  },
];

export interface SeedEntitlement {
  id: number;
  companyId: number;
  serviceCode: 'pc' | 'en';
  name: string;
  siteId: number | null;
}

/** ProductRecordIDs: the ones bound to the paid sites above, plus the unused 5101 and 5102. */
export const SEED_ENTITLEMENTS: readonly SeedEntitlement[] = [
  { id: 5001, companyId: COMPANY.demoTech, serviceCode: 'pc', name: '中文站旗舰版', siteId: SITE.corporate },
  { id: 5003, companyId: COMPANY.demoTech, serviceCode: 'en', name: '外文站标准版', siteId: SITE.global },
  { id: 5004, companyId: COMPANY.demoTech, serviceCode: 'en', name: '外贸推广版', siteId: SITE.foreignTrade },
  { id: 5005, companyId: COMPANY.demoTech, serviceCode: 'pc', name: '小程序商城版', siteId: SITE.miniProgram },
  { id: 5006, companyId: COMPANY.demoTech, serviceCode: 'pc', name: '智慧商城版', siteId: SITE.shop },
  { id: 5007, companyId: COMPANY.demoTech, serviceCode: 'pc', name: '中文站标准版', siteId: SITE.expired },
  { id: 5008, companyId: COMPANY.demoExperience, serviceCode: 'pc', name: '中文站标准版', siteId: SITE.demo },
  { id: 5009, companyId: COMPANY.contest, serviceCode: 'pc', name: '中文站标准版', siteId: SITE.contest },
  { id: 5101, companyId: COMPANY.demoTech, serviceCode: 'pc', name: '中文站标准版', siteId: null },
  { id: 5102, companyId: COMPANY.contest, serviceCode: 'pc', name: '中文站标准版', siteId: null },
];

export const UNUSED_ENTITLEMENT = { demoTech: 5101, contest: 5102 } as const;

/** Message-centre items: each account gets all eight; the first five (newest) are unread. */
export const SEED_MESSAGES: readonly { title: string; content: string; daysAgo: number }[] = [
  { title: '站点即将到期提醒', content: '您的站点「营销型体验站」将在 30 天后到期，请及时续费，以免影响网站访问。', daysAgo: 1 },
  { title: '您有 3 条新的表单留言', content: '访客通过「在线咨询」表单提交了 3 条新留言，请前往表单留言页面查看并及时回复。', daysAgo: 2 },
  { title: '新功能上线：AI 智能写作', content: 'AI 智能写作已上线，可根据关键词自动生成文章初稿，欢迎在内容管理中体验。', daysAgo: 4 },
  { title: '域名即将到期', content: '域名 www.demo-global.com 将在 20 天后到期，请尽快前往域名服务商续费。', daysAgo: 6 },
  { title: '安全提醒：检测到新的登录设备', content: '您的账号于近日在新的设备上登录，如非本人操作，请立即修改密码。', daysAgo: 9 },
  { title: '系统升级通知', content: '平台将于本周六凌晨 2:00–4:00 进行系统升级，期间后台可能无法访问，网站前台不受影响。', daysAgo: 13 },
  { title: '模板中心上新', content: '模板中心新增 24 套响应式行业模板，涵盖制造、教育、餐饮等行业。', daysAgo: 18 },
  { title: '电子发票已开具', content: '您申请的电子发票已开具，可在费用中心下载。', daysAgo: 25 },
];
export const SEED_UNREAD_MESSAGES = 5;

/** Lead-form ids of the seed (forms.id). */
export const LEAD_FORM = {
  /** Site 1001: 在线留言 — the zh default items plus a 留言内容 textarea; published. */
  onlineMessage: 1,
  /** Site 1001: 产品询价 — the zh default items plus a radio, a select and a textarea; published. */
  inquiry: 2,
  /** Site 1003: Contact Us — the en default items; published. */
  contactUs: 3,
} as const;

/** Data-form ids of the seed (data_forms.id). */
export const DATA_FORM = {
  /** Site 1001: 客户档案 — defaultDataFormFields(). */
  customers: 1,
} as const;

/** How many messages (records) each seeded form starts with, and how many of them (the newest) are unread. */
export const SEED_FORM_MESSAGES = {
  onlineMessage: { total: 25, unread: 7 },
  inquiry: { total: 5, unread: 2 },
  contactUs: { total: 4, unread: 1 },
  customers: { total: 10, unread: 3 },
} as const;
