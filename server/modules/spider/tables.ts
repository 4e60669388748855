// The spider module's tables: their Kysely row types, merged into core's Database.

/** Per-site settings: the ingest token (shown on the page, regenerable) and the reverse DNS check. */
export interface SpiderSiteTable {
  id: import('kysely').Generated<number>;
  site_id: number;
  token: string;
  reverse_dns: number;
  updated_at: number;
}

/** One imported log: an upload (parsed by a task) or an ingest call. Unique per site by content hash. */
export interface SpiderImportTable {
  id: import('kysely').Generated<number>;
  site_id: number;
  domain: string;
  source: string;
  file_name: string;
  sha256: string;
  bytes: number;
  state: string;
  accepted: number;
  spiders: number;
  rejected: number;
  /** Lines stored so far (a resumed task skips them). */
  lines_done: number;
  task_id: number | null;
  created_at: number;
}

/** A spider's request (kept SPIDER_KEEP_DAYS days). day = yyyymmdd, Beijing time. */
export interface SpiderVisitTable {
  id: import('kysely').Generated<number>;
  site_id: number;
  domain: string;
  at: number;
  day: number;
  spider: string;
  ip: string;
  method: string;
  path: string;
  status: number;
  bytes: number;
  agent: string;
  suspicious: number;
  import_id: number | null;
}

/** Visits per day of a site, domain, spider and status (the per-day and status charts, the cards). */
export interface SpiderDailyTable {
  id: import('kysely').Generated<number>;
  site_id: number;
  domain: string;
  day: number;
  spider: string;
  status: number;
  visits: number;
}

/** Visits per day, hour and spider (the per-hour chart; no status, which it never shows). */
export interface SpiderHoursTable {
  id: import('kysely').Generated<number>;
  site_id: number;
  domain: string;
  day: number;
  hour: number;
  spider: string;
  visits: number;
}

/** Spider visits per day and page (the top pages and the keyword statistics). */
export interface SpiderPageDailyTable {
  id: import('kysely').Generated<number>;
  site_id: number;
  domain: string;
  day: number;
  path: string;
  visits: number;
}

/**
 * Baiduspider's last visit to each path of a site's domain (百度收录's 百度蜘蛛最近抓取): one row per
 * path, kept past the raw visits' 90 days. Baidu only: it is the one engine the console pushes to.
 */
export interface SpiderBaiduLastTable {
  id: import('kysely').Generated<number>;
  site_id: number;
  domain: string;
  path: string;
  last_at: number;
}

/** Search referrals per day and searched words (wd= q= query= in a visitor's referer). */
export interface SpiderReferralDailyTable {
  id: import('kysely').Generated<number>;
  site_id: number;
  domain: string;
  day: number;
  keyword: string;
  visits: number;
}

declare module '../../core/db/database' {
  interface Database {
    spider_sites: SpiderSiteTable;
    spider_imports: SpiderImportTable;
    spider_visits: SpiderVisitTable;
    spider_daily: SpiderDailyTable;
    spider_hours: SpiderHoursTable;
    spider_page_daily: SpiderPageDailyTable;
    spider_referral_daily: SpiderReferralDailyTable;
    spider_baidu_last: SpiderBaiduLastTable;
  }
}

/** Parents before children (the order of seeding and snapshots). */
export const SPIDER_TABLES = [
  'spider_sites', 'spider_imports', 'spider_visits', 'spider_daily', 'spider_hours', 'spider_page_daily', 'spider_referral_daily', 'spider_baidu_last',
] as const;
