// 百度收录 (issue 12 §7, /seoSetting/baiduInclude, key baidu_included): a site's 准入密钥 for Baidu's
// URL push, its 自动推送 switch, the public address of each live record with its 推送状态, Baidu's
// last crawl (the spider statistics) and 收录状态 (the index check), the pushes and the push log.
// The page checks a key with these rules before sending it; the server checks it again.
import type { ListData } from '../api/envelope';

/**
 * A Baidu 准入密钥 (token) as 搜索资源平台 › 普通收录 › API提交 shows it: 16 letters and digits,
 * e.g. http://data.zz.baidu.com/urls?site=https://www.example.com&token=edk7yc4rEZP9pDQD.
 */
export const BAIDU_TOKEN = /^[A-Za-z0-9]{16}$/;

export const BAIDU_LIMITS = {
  /** URLs in one push (Baidu takes at most 2,000 a request). */
  pushBatch: 2_000,
  /** Records one 推送所选 or 查询收录 may name. */
  selection: 2_000,
  /** URLs asked of the index check in one call. */
  checkBatch: 100,
  keyword: 50,
} as const;

/** The records with an address of their own that the page lists (the sitemap's, less sections and tags). */
export const BAIDU_RECORD_KINDS = ['article', 'product', 'category', 'productCategory'] as const;
export type BaiduRecordKind = (typeof BAIDU_RECORD_KINDS)[number];

/** 推送状态: never pushed, taken by Baidu, or refused as not this site's / not valid. */
export const PUSH_STATES = ['unpushed', 'pushed', 'notSameSite', 'notValid'] as const;
export type PushState = (typeof PUSH_STATES)[number];

/** 收录状态: never checked, indexed, not indexed. */
export const INDEX_STATES = ['unchecked', 'indexed', 'notIndexed'] as const;
export type IndexState = (typeof INDEX_STATES)[number];

/** Who pushed: an operator (推送所选), the 推送全部未推送 task, or 自动推送 on publish. */
export const PUSH_SOURCES = ['manual', 'task', 'auto'] as const;
export type PushSource = (typeof PUSH_SOURCES)[number];

export type BaiduTokenProblem = 'tokenRequired' | 'tokenInvalid';

/** The server's Chinese messages (the page shows its own i18n strings for the same problems). */
export const BAIDU_MSG = {
  tokenRequired: '请输入百度推送准入密钥',
  tokenInvalid: '准入密钥应为 16 位字母或数字（在百度搜索资源平台 › 普通收录 › API提交 中查看）',
  noToken: '请先填写百度推送准入密钥',
  noDomain: '网站尚未绑定域名，无法推送',
  domainUnknown: '推送域名不是本网站绑定的域名',
  recordsGone: '所选网址不存在或已下线，请刷新后重试',
  quotaSpent: '今日推送配额已用完',
  nothingToPush: '没有未推送的网址',
  pushTitle: '推送全部未推送网址到百度',
  pushStage: '正在推送到百度',
  checkTitle: '查询百度收录',
  checkStage: '正在查询收录',
  auto: '自动',
} as const;

/** null when the key may be stored: 16 letters and digits (spaces around it are ignored). */
export function baiduTokenProblem(raw: string): BaiduTokenProblem | null {
  const token = raw.trim();
  if (!token) return 'tokenRequired';
  return BAIDU_TOKEN.test(token) ? null : 'tokenInvalid';
}

/** A stored key as the page shows it: its first and last four characters, e.g. edk7****pDQD. */
export function maskToken(token: string): string {
  if (!token) return '';
  if (token.length <= 8) return '*'.repeat(token.length);
  return `${token.slice(0, 4)}****${token.slice(-4)}`;
}

/** One service's state, as the providers' status call words it. */
export interface ServiceState {
  configured: boolean;
  /** Unconfigured: 搜索引擎推送服务未配置，请联系管理员 / 收录查询服务未配置，请联系管理员. */
  message?: string;
}

/** baiduSettingsGet: the settings, what the page needs to explain a disabled button, the tasks under way. */
export interface BaiduSettings {
  /** The stored key masked (maskToken), '' when none. Never the key itself. */
  token: string;
  autoPush: boolean;
  /** The bound domain pushed as Baidu's `site` ('' without one). */
  domain: string;
  /** The site's bound domains, first bound first. */
  domains: string[];
  push: ServiceState;
  indexCheck: ServiceState;
  /** A 推送全部未推送 / 查询收录 task queued or running (the page follows it after a reload). */
  pushTaskId: number | null;
  checkTaskId: number | null;
}

/** baiduSettingsSave: token left out keeps the stored key, '' removes it; domain one of the bound ones. */
export interface BaiduSettingsSave {
  token?: string;
  autoPush: boolean;
  domain?: string;
}

export interface BaiduUrlQuery {
  page?: number;
  rows?: number;
  kind?: BaiduRecordKind;
  push?: PushState;
  index?: IndexState;
  /** Part of the title (case folded). */
  keyword?: string;
}

export interface BaiduUrlRow {
  /** kind:id, unique in the list (ids repeat across kinds). */
  key: string;
  kind: BaiduRecordKind;
  id: number;
  title: string;
  url: string;
  pushState: PushState;
  pushedAt: number | null;
  indexState: IndexState;
  checkedAt: number | null;
  /** 百度蜘蛛最近抓取: Baiduspider's last visit to the path (the spider statistics keep 90 days). */
  lastCrawl: number | null;
}

export type BaiduUrlList = ListData<BaiduUrlRow>;

export interface BaiduRef {
  kind: BaiduRecordKind;
  id: number;
}

/** baiduPush (推送所选): Baidu's answer for the URLs sent. */
export interface BaiduPushResult {
  sent: number;
  success: number;
  /** Today's quota left as Baidu said it (null when it did not). */
  remain: number | null;
  notSameSite: string[];
  notValid: string[];
}

/** The 推送全部未推送 task's result. */
export interface BaiduPushAllResult {
  sent: number;
  success: number;
  batches: number;
  remain: number | null;
  /** Why it stopped before the end: Baidu's quota was spent (今日推送配额已用完). */
  stopped: string | null;
}

/** The 查询收录 task's result. */
export interface IndexCheckResult {
  checked: number;
  indexed: number;
  notIndexed: number;
  /** Asked but not known to the service yet (still 未查询). */
  unknown: number;
}

export interface BaiduLogRow {
  id: number;
  at: number;
  source: PushSource;
  /** The operator's name, or 自动. */
  who: string;
  sent: number;
  success: number;
  remain: number | null;
  notSameSite: string[];
  notValid: string[];
  /** Why the push failed ('' when Baidu answered). */
  error: string;
}

export type BaiduLogList = ListData<BaiduLogRow>;
