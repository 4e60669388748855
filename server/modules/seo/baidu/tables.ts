// 百度收录's tables (issue 12 §7): a site's push settings, what happened to each record's address
// (pushed, index checked) and the push log, merged into core's Database so every query is typed.
import type { Generated } from 'kysely';

/** A site's Baidu settings (a row once saved). */
export interface SeoBaiduSettingsTable {
  site_id: number;
  /** The 准入密钥 ('' none): answered masked only. */
  token: string;
  auto_push: number;
  /** The bound domain pushed as Baidu's site ('' : the first bound). */
  domain: string;
  updated_at: number;
}

/**
 * What is known of one record's address: a row once it was pushed or index-checked (a live record
 * without one is 未推送 and 未查询). Unique per site, kind and record.
 */
export interface SeoBaiduUrlsTable {
  id: Generated<number>;
  site_id: number;
  record_kind: string;
  record_id: number;
  /** The address last pushed or checked (recordPaths.ts on the push domain). */
  url: string;
  /** PushState other than unpushed, or '' never pushed. */
  push_state: string;
  pushed_at: number | null;
  /** 'indexed' | 'notIndexed', or '' never checked. */
  index_state: string;
  checked_at: number | null;
}

/** One push: what was sent and what Baidu answered, or why it failed. */
export interface SeoBaiduPushLogTable {
  id: Generated<number>;
  site_id: number;
  at: number;
  source: string;
  /** The operator (null: 自动推送). */
  account_id: number | null;
  task_id: number | null;
  sent: number;
  success: number;
  remain: number | null;
  /** JSON arrays of the URLs Baidu refused. */
  not_same_site: string;
  not_valid: string;
  error: string;
}

declare module '../../../core/db/database' {
  interface Database {
    seo_baidu_settings: SeoBaiduSettingsTable;
    seo_baidu_urls: SeoBaiduUrlsTable;
    seo_baidu_push_log: SeoBaiduPushLogTable;
  }
}

export const BAIDU_TABLES = ['seo_baidu_settings', 'seo_baidu_urls', 'seo_baidu_push_log'] as const;
