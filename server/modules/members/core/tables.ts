// The tables the members module's areas share: ranks, members, every change to a member, their
// sign-ins and consents, and the member centre's settings. Row types merged into core's Database.
import type { Generated } from 'kysely';

/** A site's member rank (会员等级). Name and level are unique per site (indexes). */
export interface MemberRanksTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  /** 1–99; larger is higher. */
  level: number;
  /** #rrggbb. */
  color: string;
  /** 1 on the one rank new members get unless registration names another. */
  is_default: number;
  /** 1 = members of this rank may download members-only files (允许下载). */
  allow_download: number;
  created_at: number;
  updated_at: number;
}

/** A member of a site (the visitors' accounts; never a console account). */
export interface MembersTable {
  id: Generated<number>;
  site_id: number;
  /** As entered (4–20 letters, digits or _, a letter first). */
  account: string;
  /** Lower-case account: unique per site (members_account_idx). */
  account_key: string;
  /** scrypt (core/services/passwords); never leaves the server. */
  password_hash: string;
  /** 11 digits or ''; unique per site when set (partial index). */
  phone: string;
  /** Lower-cased e-mail or ''; unique per site when set (partial index). */
  email: string;
  nickname: string;
  real_name: string;
  company: string;
  rank_id: number;
  /** MEMBER_STATUS: 0 禁用, 1 正常, 2 待审核. */
  status: number;
  /** MEMBER_SOURCE: 1 前台注册, 2 后台添加. */
  source: number;
  remark: string;
  /** Bumped by a password reset or a disable: the member's sessions of an older version are void. */
  session_version: number;
  registered_at: number;
  last_login_at: number | null;
  last_login_ip: string;
  created_at: number;
  updated_at: number;
}

/** One changed field of a member, by an operator or the member (变更记录; passwords as ******). */
export interface MemberChangesTable {
  id: Generated<number>;
  site_id: number;
  member_id: number;
  /** 'operator' | 'member' | 'system'. */
  actor_kind: string;
  /** accounts.id of the operator, or members.id. */
  actor_id: number;
  /** The operator's or member's account, as it was then. */
  actor_name: string;
  field: string;
  before_value: string;
  after_value: string;
  ip: string;
  created_at: number;
}

/** A member's sign-in on the site (the drawer shows the last 20). */
export interface MemberLoginsTable {
  id: Generated<number>;
  site_id: number;
  member_id: number;
  ip: string;
  /** From the offline IP library, or 未知地区. */
  region: string;
  created_at: number;
}

/** A member's agreement to a version of the site's 用户协议 and 隐私政策 (at registration). */
export interface MemberConsentsTable {
  id: Generated<number>;
  site_id: number;
  member_id: number;
  version: number;
  ip: string;
  created_at: number;
}

/** A member's signed-in session on its site (the cookie holds the token; only its SHA-256 is kept). */
export interface MemberSessionsTable {
  id: Generated<number>;
  site_id: number;
  member_id: number;
  token_hash: string;
  /** members.session_version when it began: a password reset or a disable voids older sessions. */
  session_version: number;
  expires_at: number;
  created_at: number;
}

/** The member centre's settings of a site: one JSON per section (shared/domain/members/settings.ts). */
export interface MemberSettingsTable {
  site_id: number;
  register_json: string;
  login_json: string;
  privacy_json: string;
  sms_json: string;
  updated_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    member_ranks: MemberRanksTable;
    members: MembersTable;
    member_changes: MemberChangesTable;
    member_logins: MemberLoginsTable;
    member_consents: MemberConsentsTable;
    member_sessions: MemberSessionsTable;
    member_settings: MemberSettingsTable;
  }
}

export const MEMBER_CORE_TABLES = ['member_ranks', 'members', 'member_changes', 'member_logins', 'member_consents', 'member_sessions', 'member_settings'] as const;
