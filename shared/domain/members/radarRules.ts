// The business radar (issue 13 §9): where a visit came from (search engine and keyword, direct, an
// outside link), how keen a visitor is (高/中/低意向), what the beacon may send, and how long visits
// are kept. One rule book for the console and the server; pure functions, unit-tested.

export const RADAR_MSG = {
  notEntitled: '未开通商机雷达服务，请联系客服开通',
  closed: '商机雷达未开启，本次访问未记录',
  stored: '已记录',
  opened: '商机雷达已开启',
  closedNow: '商机雷达已关闭',
  synced: '网站名称已同步',
  visitorNotFound: '该访客不存在或已被清理',
  badDateRange: '开始日期不能晚于结束日期',
  badVisitor: '访客标识无效',
  badPage: '页面地址无效',
} as const;

/** 高/中/低意向, stored as 3/2/1 so "at least 中" is `intent >= 2`. */
export const INTENT = { low: 1, mid: 2, high: 3 } as const;
export type IntentLevel = (typeof INTENT)[keyof typeof INTENT];
export const INTENT_LABEL: Record<IntentLevel, string> = { 1: '低意向', 2: '中意向', 3: '高意向' };

/** Where the visitor's first visit came from. */
export const RADAR_SOURCES = ['engine', 'direct', 'external'] as const;
export type RadarSource = (typeof RADAR_SOURCES)[number];
export const SOURCE_LABEL: Record<RadarSource, string> = { engine: '搜索引擎', direct: '直接访问', external: '外部链接' };

/** The four search engines the radar names, with the query parameters that hold the keyword. */
export const RADAR_ENGINES = {
  baidu: { label: '百度', hosts: ['baidu.com'], params: ['wd', 'word'] },
  sogou: { label: '搜狗', hosts: ['sogou.com'], params: ['query', 'keyword'] },
  so360: { label: '360', hosts: ['so.com'], params: ['q'] },
  bing: { label: '必应', hosts: ['bing.com'], params: ['q'] },
} as const;
export type RadarEngine = keyof typeof RADAR_ENGINES;

export interface ReferrerFacts {
  source: RadarSource;
  /** '' unless source is 'engine'. */
  engine: RadarEngine | '';
  /** The searched words ('' when the engine hides them, as Baidu's https links often do). */
  keyword: string;
}

/** Longest keyword kept (a search box's words, not a document). */
export const KEYWORD_MAX = 100;

function hostMatches(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * What a referrer says about the visit. No referrer, or one from the visited site itself → direct;
 * one of the four engines → engine (and its keyword, from the engine's parameters in order);
 * anything else that parses as an http(s) address → external.
 */
export function parseReferrer(referrer: string, siteHost = ''): ReferrerFacts {
  const direct: ReferrerFacts = { source: 'direct', engine: '', keyword: '' };
  if (!referrer) return direct;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return direct;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return direct;
  const host = url.hostname.toLowerCase();
  if (siteHost && host === siteHost.toLowerCase()) return direct;
  for (const [engine, rule] of Object.entries(RADAR_ENGINES) as [RadarEngine, (typeof RADAR_ENGINES)[RadarEngine]][]) {
    if (!rule.hosts.some((d) => hostMatches(host, d))) continue;
    let keyword = '';
    for (const param of rule.params) {
      const value = url.searchParams.get(param);
      if (value && value.trim()) {
        keyword = value.trim().replace(/\s+/g, ' ').slice(0, KEYWORD_MAX);
        break;
      }
    }
    return { source: 'engine', engine, keyword };
  }
  return { source: 'external', engine: '', keyword: '' };
}

/** Pages that show a visitor means business: contact, quotes and prices, forms, member pages. */
const CONTACT_PAGE = /contact|lianxi|lxwm|about|quote|price|baojia|xunjia|inquiry|feedback|liuyan|\/form\/|\/member\/|联系|询价|报价|价格|留言|关于我们/i;

export function isContactPage(page: string): boolean {
  let path = page;
  try {
    const url = new URL(page);
    path = `${url.pathname}${url.search}`;
  } catch {
    // Already a path.
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // Keep it as it came.
  }
  return CONTACT_PAGE.test(path);
}

export interface IntentFacts {
  /** Page views in all. */
  pages: number;
  /** Time on the pages in all, ms. */
  dwellMs: number;
  /** Visits (a new one after VISIT_GAP_MS without a page). */
  visits: number;
  /** Views of contact, price, form or member pages. */
  contactPages: number;
  /** Came from a search with its words known. */
  keyword: boolean;
  /** A signed-in member of the site. */
  member: boolean;
  /** Sent one of the site's forms. */
  form: boolean;
}

/**
 * 高/中/低意向 by points: pages (3+ → 1, 6+ → 2), time (1 min+ → 1, 3 min+ → 2), coming back
 * (2 visits → 1, 3+ → 2), a contact page (2), a search keyword (1), a member (2); a form sent is
 * 高意向 outright. 5 points or more → 高, 2 or more → 中, else 低.
 */
export function scoreIntent(f: IntentFacts): IntentLevel {
  if (f.form) return INTENT.high;
  let points = 0;
  points += f.pages >= 6 ? 2 : f.pages >= 3 ? 1 : 0;
  points += f.dwellMs >= 180_000 ? 2 : f.dwellMs >= 60_000 ? 1 : 0;
  points += f.visits >= 3 ? 2 : f.visits >= 2 ? 1 : 0;
  points += f.contactPages > 0 ? 2 : 0;
  points += f.keyword ? 1 : 0;
  points += f.member ? 2 : 0;
  return points >= 5 ? INTENT.high : points >= 2 ? INTENT.mid : INTENT.low;
}

/** A visit ends after 30 minutes without a page (the beacon script counts visits by this). */
export const VISIT_GAP_MS = 30 * 60_000;

/** Visits are kept 90 days; older ones are purged by the daily cleanup. */
export const RADAR_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;

/** The earliest moment still kept at `now`: a visit at exactly this time stays, one before it goes. */
export function radarPurgeCutoff(now: number): number {
  return now - RADAR_RETENTION_DAYS * DAY_MS;
}

export function isPurged(visitAt: number, now: number): boolean {
  return visitAt < radarPurgeCutoff(now);
}

/** What a beacon may carry. The visitor id is the script's random first-party cookie. */
export const BEACON_LIMITS = {
  visitor: /^[A-Za-z0-9_-]{16,40}$/,
  view: /^[A-Za-z0-9_-]{8,40}$/,
  page: 500,
  referrer: 500,
  title: 120,
  /** A page's dwell is capped (a tab left open overnight is not 8 hours of interest). */
  dwellMaxMs: 30 * 60_000,
} as const;

/** An address shown in the radar: only http(s) pages (never javascript: or data: text). */
export function isBeaconPage(page: string): boolean {
  if (!page || page.length > BEACON_LIMITS.page) return false;
  try {
    const url = new URL(page);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Lines a site template adds before </body> to be on the radar. */
export function radarSnippet(consoleOrigin: string, siteId: number): string {
  return `<script src="${consoleOrigin}/radar.js" data-site="${siteId}" async></script>`;
}
