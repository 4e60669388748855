// The member centre's own tables (issue 13 §5–6), merged into core's Database: the privacy documents'
// versions, the site's SMS quota, the SMS codes sent (hashed), each phone's sending record, and the
// members' failed sign-ins (the lock).
import type { Generated } from 'kysely';

/** One saved version of a site's 用户协议 and 隐私政策 (sanitised); consents name the version. */
export interface MemberPrivacyVersionsTable {
  id: Generated<number>;
  site_id: number;
  /** 1, 2, … per site (unique). */
  version: number;
  agreement: string;
  privacy: string;
  /** accounts.id of the operator who saved it. */
  account_id: number;
  operator: string;
  created_at: number;
}

/** A site's SMS balance (短信权益): what is left and what was used this month. */
export interface MemberSmsQuotaTable {
  site_id: number;
  quota_left: number;
  /** YYYY-MM (Beijing time) that used_month counts. */
  month: string;
  used_month: number;
  updated_at: number;
}

/** A code sent to a phone: only a salted SHA-256 of it is kept. */
export interface MemberSmsCodesTable {
  id: Generated<number>;
  site_id: number;
  phone: string;
  /** 'register' | 'login' | 'recover'. */
  purpose: string;
  salt: string;
  code_hash: string;
  sent_at: number;
  /** Wrong tries (counted before each check); 5 voids it. */
  tries: number;
  used: number;
}

/** When a phone was last sent a code and how many on that Beijing day (the 60 s and 10-a-day rules). */
export interface MemberSmsPhonesTable {
  phone: string;
  last_sent_at: number;
  day: number;
  sent_today: number;
}

/** Failed sign-ins of one member (or one unknown name) on a site, and the lock they led to. */
export interface MemberLoginFailuresTable {
  site_id: number;
  /** 'm:<member id>' or 'n:<name as typed, lower-cased>'. */
  key: string;
  failures: number;
  locked_until: number;
  updated_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    member_privacy_versions: MemberPrivacyVersionsTable;
    member_sms_quota: MemberSmsQuotaTable;
    member_sms_codes: MemberSmsCodesTable;
    member_sms_phones: MemberSmsPhonesTable;
    member_login_failures: MemberLoginFailuresTable;
  }
}

export const CENTRE_TABLES = ['member_privacy_versions', 'member_sms_quota', 'member_sms_codes', 'member_sms_phones', 'member_login_failures'] as const;
