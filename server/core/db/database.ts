// Typed shape of every table, for Kysely. Times are integers (milliseconds since the epoch, except
// sys_end_time and domain expiry, which the site-builder contract gives in seconds); flags are 0/1
// integers so the same schema works on SQLite and PostgreSQL.
import type { Generated } from 'kysely';
import type { TaskState } from '../../../shared/domain/api/tasks';

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  logo_url: string;
  /** 0 or null: contact support for foreign sites; 1: show a buy link (§6). */
  agent_type: number | null;
  buy_url: string;
  created_at: number;
  // --- 010_real_name ---
  /** none | pending | verified | rejected (shared/domain/realName.ts). */
  real_name_state: Generated<string>;
  /** enterprise | personal | '' */
  real_name_type: Generated<string>;
  real_name_subject: Generated<string>;
  real_name_at: number | null;
}

export interface AccountsTable {
  id: Generated<number>;
  company_id: number;
  login_name: string;
  password_hash: string;
  nick_name: string;
  avatar_url: string;
  login_biz_type: 'operation' | 'customer';
  is_competition: number;
  /** demonstrationTag: demonstration accounts cannot create sites. */
  is_demo: number;
  is_dcl: number;
  sequence: string;
  /** JSON array of granted §6 keys (normalised with expandGrants when read). */
  permissions: string;
  last_login_at: number | null;
  /** The site the account last switched to; a new session starts there. */
  last_site_id: number | null;
  created_at: number;
}

export interface SitesTable {
  /** twebId. */
  id: Generated<number>;
  company_id: number;
  site_name: string;
  site_type: 'zh' | 'en' | 'ydyl' | 'xcx' | 'shop';
  lang: string;
  /** 'xys' responsive, 'yxx' marketing. */
  all_type: string;
  /** -1 marks a free site. */
  product_record_id: number;
  inline: number;
  /** Seconds since the epoch. */
  sys_end_time: number;
  sys_version: number;
  theme_name: string;
  is_new_xys: number;
  is_dcl: number;
  road_type: number;
  trans_role: number;
  open_first_url: string;
  open_third_url: string;
  /** The language the console currently edits (setSiteParams). */
  language_type: string;
  created_at: number;
}

export interface SiteLanguagesTable {
  id: Generated<number>;
  site_id: number;
  lang: string;
  name: string;
}

export interface SiteDomainsTable {
  id: Generated<number>;
  site_id: number;
  domain: string;
  /** Seconds since the epoch, like sys_end_time. */
  expire_at: number;
}

export interface EntitlementsTable {
  /** ProductRecordID. */
  id: Generated<number>;
  company_id: number;
  service_code: 'pc' | 'en';
  name: string;
  /** The site that consumed it; null while unused. */
  site_id: number | null;
  created_at: number;
}

export interface SessionsTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  account_id: number;
  site_id: number | null;
  ip: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export type OpResult = 'ok' | 'failed' | 'refused';

export interface OpLogsTable {
  id: Generated<number>;
  account_id: number | null;
  site_id: number | null;
  action: string;
  method: string;
  path: string;
  ip: string;
  result: OpResult;
  code: number;
  detail: string;
  created_at: number;
  // --- 007_hardening ---
  /** Calls this row stands for (refused anonymous calls are folded per address and minute). */
  count: Generated<number>;
  /** Set on folded rows only: what identifies their address and minute (unique). */
  agg_key: string | null;
  // --- 009_oplog_changes ---
  /** JSON of FieldChange[] (http/auditChanges.ts): each changed field's before and after; null when none. */
  changes: string | null;
}

/** Login attempts per throttled key (services/loginThrottle.ts). */
export interface LoginThrottleTable {
  key: string;
  attempts: number;
  window_start: number;
  blocked_until: number;
  lockouts: number;
  updated_at: number;
}

/** A background task of a site (server/core/tasks); TaskView is what the console sees of it. */
export interface TasksTable {
  id: Generated<number>;
  site_id: number;
  account_id: number;
  kind: string;
  title: string;
  /** JSON of the kind's input. */
  input: string;
  state: TaskState;
  done: number;
  total: number;
  stage: string;
  error: string | null;
  /** JSON object, or null. */
  result: string | null;
  result_name: string | null;
  /** Relative to DATA_DIR. */
  result_path: string | null;
  cancel_requested: number;
  attempts: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  updated_at: number;
}

/**
 * Every table. Core declares its own here; each module adds its tables to this interface from its
 * tables.ts (TypeScript declaration merging), so no file lists them all and core imports no module.
 */
export interface Database {
  companies: CompaniesTable;
  accounts: AccountsTable;
  sites: SitesTable;
  site_languages: SiteLanguagesTable;
  site_domains: SiteDomainsTable;
  entitlements: EntitlementsTable;
  sessions: SessionsTable;
  op_logs: OpLogsTable;
  login_throttle: LoginThrottleTable;
  tasks: TasksTable;
}

export type TableName = keyof Database;

/** Core's tables, parents before children. */
export const CORE_TABLES = ['companies', 'accounts', 'sites', 'site_languages', 'site_domains', 'entitlements', 'sessions', 'op_logs', 'login_throttle', 'tasks'] as const;
