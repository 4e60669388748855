// The application centre's catalogue (issue 14 §10): every app with its name, category, price, the
// console page 设置 opens and the §6 key it needs. The console draws the cards from it; the server
// lists for a site only the apps its type has and the caller may open (appVisibleTo), with each
// app's state from the module that registers its key in core (AppProvider).
import { formatMoney } from '../constants';
import type { SiteType } from '../siteTypes';

export type AppCategory = 'marketing' | 'service' | 'tools';

export const APP_CATEGORY_LABELS: Record<AppCategory, string> = {
  marketing: '营销推广',
  service: '客户服务',
  tools: '站点工具',
};

export interface AppEntry {
  /** Unique; the key a module's AppProvider registers (a widget's kind for the visitor widgets). */
  key: string;
  name: string;
  category: AppCategory;
  /** A short Chinese line on the card. */
  desc: string;
  /** Yuan per year; 0 is 免费. */
  price: number;
  /** The §6 key of its settings page. */
  permission: string;
  /** The page 设置 opens. */
  path: string;
  /**
   * The page is also offered in the application centre's own group (kernel `parent` routes), so
   * app_center alone opens it; otherwise the page's own key is needed.
   */
  inAppCentre: boolean;
  /** Site types that have it (all when absent). */
  siteTypes?: readonly SiteType[];
}

const FOREIGN: readonly SiteType[] = ['en', 'ydyl'];
export const APP_CENTER_KEY = 'app_center';

export const APP_CATALOGUE: readonly AppEntry[] = [
  { key: 'share', name: '分享', category: 'marketing', desc: '在网站页面显示微信、微博、QQ 分享按钮，方便访客转发。', price: 0, permission: 'app_fxyssz', path: '/zhSetting/share', inAppCentre: false },
  { key: 'customer', name: '在线客服', category: 'service', desc: '悬浮在页面一侧的客服入口：QQ、微信二维码、电话和工作时间。', price: 0, permission: 'app_qqkfyssz', path: '/zhSetting/customer', inAppCentre: false },
  { key: 'enMessage', name: '外文客服', category: 'service', desc: '外文网站的客服入口：WhatsApp、邮箱和留言表单按钮。', price: 199, permission: 'app_qqkfyssz_en', path: '/zhSetting/flexEnMessage', inAppCentre: false, siteTypes: FOREIGN },
  { key: 'enShare', name: '外文分享', category: 'marketing', desc: '外文网站的 Facebook、X、WhatsApp 分享按钮。', price: 0, permission: 'app_fxyssz_en', path: '/zhSetting/flexEnShare', inAppCentre: false, siteTypes: FOREIGN },
  { key: 'toutiao', name: '头条验证', category: 'tools', desc: '上传今日头条站长平台的验证文件，完成网站所有权验证。', price: 0, permission: 'app_ttyz', path: '/applicationCenter/jrttyzm', inAppCentre: true },
  { key: 'bottomBar', name: '底部浮动信息', category: 'service', desc: '手机端页面底部的浮动按钮：电话、短信、微信、地图导航、在线留言。', price: 0, permission: 'app_sjfdxx', path: '/applicationCenter/bottomflexsetting', inAppCentre: true },
  { key: 'video', name: '浮动视频', category: 'marketing', desc: '在页面一角播放企业宣传视频，可设置封面、位置和宽度。', price: 299, permission: 'app_fdspsz', path: '/applicationCenter/flexvideosetting', inAppCentre: true },
  { key: 'bearspaw', name: '熊掌号', category: 'tools', desc: '百度熊掌号：文章页的结构化数据（JSON-LD）和关注条。', price: 0, permission: APP_CENTER_KEY, path: '/applicationCenter/bearspaw', inAppCentre: true },
];

export function appEntry(key: string): AppEntry | undefined {
  return APP_CATALOGUE.find((a) => a.key === key);
}

/** 免费, or the yearly price by the §9 money format (¥199.00/年). */
export function appPriceText(entry: Pick<AppEntry, 'price'>): string {
  return entry.price > 0 ? `¥${formatMoney(entry.price)}/年` : '免费';
}

export function appForSiteType(entry: AppEntry, siteType: SiteType): boolean {
  return !entry.siteTypes || entry.siteTypes.includes(siteType);
}

/** The operator may see and switch the app: it holds the page's key, or app_center for a page in the app centre. */
export function appVisibleTo(entry: AppEntry, grants: ReadonlySet<string>): boolean {
  return grants.has(entry.permission) || (entry.inAppCentre && grants.has(APP_CENTER_KEY));
}

/** An app as the app-centre list answers it. */
export interface AppState {
  key: string;
  enabled: boolean;
  /** false when no installed module provides the app (its state is unknown and its switch is off). */
  provided: boolean;
}

export interface AppListAnswer {
  apps: AppState[];
}

export interface AppSwitchRequest {
  key: string;
  enabled: boolean;
}

export const APP_MSG = {
  notFound: '应用不存在或当前网站不可用',
  notProvided: '该应用暂不可用',
} as const;

// --- 熊掌号 (bearspaw) ------------------------------------------------------------------------------

export const BEARSPAW_FOLLOW_POSITIONS = ['top', 'bottom'] as const;
export type BearspawFollowPosition = (typeof BEARSPAW_FOLLOW_POSITIONS)[number];

export interface BearspawSettings {
  enabled: boolean;
  appid: string;
  /** Article pages carry schema.org/Baidu JSON-LD of the article. */
  jsonLd: boolean;
  /** Article pages show the 关注熊掌号 bar. */
  followBar: boolean;
  followPosition: BearspawFollowPosition;
}

/** The GET and save answer: the token is never sent back, only whether one is kept and its mask. */
export interface BearspawAnswer extends BearspawSettings {
  tokenSet: boolean;
  /** ****** followed by the last 4 characters, or ''. */
  tokenMask: string;
  updatedAt: number;
}

/** The save: token '' keeps the one kept; clearToken removes it. */
export interface BearspawSaveRequest extends BearspawSettings {
  token: string;
  clearToken: boolean;
}

/** What an article page is served (nothing when 熊掌号 is off): never the token. */
export interface BearspawPublicAnswer {
  appid: string;
  jsonLd: Record<string, unknown> | null;
  followBar: { position: BearspawFollowPosition } | null;
}

export const BEARSPAW_LIMITS = { token: 64 } as const;
const APPID = /^\d{10,20}$/;
const TOKEN = /^[A-Za-z0-9]{8,64}$/;

export const BEARSPAW_MSG = {
  appidInvalid: '熊掌号 appid 格式不正确（10~20位数字）',
  tokenInvalid: 'token 格式不正确（8~64位字母或数字）',
  tokenRequired: '启用熊掌号前请填写 appid 和 token',
  articleNotFound: '文章不存在或未发布',
  off: '熊掌号未启用',
} as const;

export function maskToken(token: string): string {
  return token ? `******${token.slice(-4)}` : '';
}

/** The rule of a save (the token as typed; tokenKept: one is stored and stays). */
export function checkBearspaw(s: BearspawSaveRequest, tokenKept: boolean): { field: string; message: string } | null {
  const appid = s.appid.trim();
  const token = s.token.trim();
  if (appid && !APPID.test(appid)) return { field: 'appid', message: BEARSPAW_MSG.appidInvalid };
  if (token && !TOKEN.test(token)) return { field: 'token', message: BEARSPAW_MSG.tokenInvalid };
  const hasToken = token !== '' || (tokenKept && !s.clearToken);
  if (s.enabled && (!appid || !hasToken)) return { field: appid ? 'token' : 'appid', message: BEARSPAW_MSG.tokenRequired };
  return null;
}
