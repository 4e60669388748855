// Wire shapes of the members and ranks calls (admin/ucenterMember, issue 13 §3–4, §7): what the
// console sends and the server answers. Never a password or its hash in an answer.
import { MEMBER_SOURCE, MEMBER_STATUS, type MemberSource, type MemberStatus } from './settings';

/** One member of the list (with its rank's name and colour). */
export interface MemberRow {
  id: number;
  account: string;
  phone: string;
  email: string;
  nickname: string;
  real_name: string;
  company: string;
  rank_id: number;
  rank_name: string;
  rank_color: string;
  status: MemberStatus;
  source: MemberSource;
  remark: string;
  registered_at: number;
  last_login_at: number | null;
  last_login_ip: string;
}

/** The list's filters (GET ucenterMember/list); dates are YYYY-MM-DD, both ends included. */
export interface MemberListQuery {
  page?: number;
  rows?: number;
  /** Matches the start of 账号, 手机 or 邮箱 (case-insensitive). */
  keyword?: string;
  rank_id?: number;
  status?: MemberStatus;
  source?: MemberSource;
  reg_start?: string;
  reg_end?: string;
  login_start?: string;
  login_end?: string;
}

/** POST ucenterMember/add: without id adds (password required), with id edits (password optional: a reset). */
export interface MemberSaveRequest {
  id?: number;
  account: string;
  password?: string;
  phone?: string;
  email?: string;
  nickname?: string;
  real_name?: string;
  company?: string;
  rank_id: number;
  status: MemberStatus;
  remark?: string;
}

export interface MemberConsentRow {
  version: number;
  ip: string;
  created_at: number;
}

export interface MemberLoginRow {
  ip: string;
  region: string;
  created_at: number;
}

/** One changed field (变更记录): who, field, before → after, time and IP; passwords as ******. */
export interface MemberChangeRow {
  id: number;
  actor_kind: 'operator' | 'member' | 'system';
  actor_name: string;
  field: string;
  before_value: string;
  after_value: string;
  ip: string;
  created_at: number;
}

/** GET ucenterMember/detail?id=&page=&rows= (page and rows page the 变更记录). */
export interface MemberDetail {
  member: MemberRow;
  consents: MemberConsentRow[];
  /** The last 20 sign-ins, newest first. */
  logins: MemberLoginRow[];
  changes: { rows: MemberChangeRow[]; total: number };
}

/** POST ucenterMember/exportTask: the list's filters, and whether phones are written in full. */
export interface MemberExportRequest extends Omit<MemberListQuery, 'page' | 'rows'> {
  fullPhone?: boolean;
}

/** A rank (GET rankList rows, GET rankDetail). */
export interface RankRow {
  id: number;
  name: string;
  level: number;
  color: string;
  is_default: 0 | 1;
  allow_download: 0 | 1;
  member_count: number;
  created_at: number;
  updated_at: number;
}

/** POST rankEdit: without id adds, with id edits. */
export interface RankEditRequest {
  id?: number;
  name: string;
  level: number;
  color: string;
  is_default: 0 | 1;
  allow_download: 0 | 1;
}

/** Members a batch (启用, 禁用, 修改等级, 删除) takes at once: one page of the list at most. */
export const MEMBER_BATCH_MAX = 100;
/** How many 变更记录 the drawer shows a page, and how many sign-ins it lists. */
export const MEMBER_LOGINS_SHOWN = 20;

/** How the server writes a status and a source (exports, 变更记录); the console shows its own strings. */
export const MEMBER_STATUS_TEXT: Record<MemberStatus, string> = { [MEMBER_STATUS.disabled]: '禁用', [MEMBER_STATUS.active]: '正常', [MEMBER_STATUS.pending]: '待审核' };
export const MEMBER_SOURCE_TEXT: Record<MemberSource, string> = { [MEMBER_SOURCE.site]: '前台注册', [MEMBER_SOURCE.console]: '后台添加' };
