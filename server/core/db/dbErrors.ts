// What a database error means for the caller, the same on SQLite and PostgreSQL:
//  - a unique index refused a row: the rule it stands for, answered like the route's own check
//    (a check-then-insert races on PostgreSQL's READ COMMITTED; the index is what really holds);
//  - the database cannot be reached (PostgreSQL restarting, failing over, a connection killed):
//    系统繁忙，请稍后再试！ — the pool reconnects by itself on the next request.
import { CONTENT_MSG } from '../../../shared/domain/content';
import { KEYWORD_MSG } from '../../../shared/domain/api/keywords';
import { MSG } from '../../../shared/domain/messages';
import { MEMBER_MSG } from '../../../shared/domain/members/memberRules';
import { ANCHOR_MSG } from '../../../shared/domain/seo/anchors';
import { ApiError } from '../http/envelope';

export interface UniqueRule {
  /** The index (PostgreSQL reports it as the constraint). */
  index: string;
  table: string;
  /** The indexed columns, in order (SQLite reports "table.col, table.col"). */
  columns: readonly string[];
  code: number;
  message: string;
  /** The request field the rule is about, for the console to mark. */
  field?: string;
}

/** Every unique index a request can run into, with the answer its check gives. */
export const UNIQUE_RULES: readonly UniqueRule[] = [
  { index: 'tags_site_name_idx', table: 'tags', columns: ['site_id', 'name'], code: 400, message: CONTENT_MSG.tagExists, field: 'name' },
  { index: 'keywords_site_key_idx', table: 'keywords', columns: ['site_id', 'word_key'], code: 400, message: KEYWORD_MSG.wordExists, field: 'word' },
  { index: 'seo_anchors_site_key_idx', table: 'seo_anchors', columns: ['site_id', 'word_key'], code: 400, message: ANCHOR_MSG.wordExists, field: 'word' },
  { index: 'image_folders_site_parent_idx', table: 'image_folders', columns: ['site_id', 'parent_id', 'name'], code: 409, message: '同一位置已有同名文件夹', field: 'name' },
  { index: 'site_languages_site_idx', table: 'site_languages', columns: ['site_id', 'lang'], code: 400, message: '该语言版本已存在' },
  { index: 'site_domains_domain_idx', table: 'site_domains', columns: ['domain'], code: 400, message: '该域名已被绑定' },
  // Members and ranks (members module): an operator's add and a visitor's registration alike.
  { index: 'members_account_idx', table: 'members', columns: ['site_id', 'account_key'], code: 400, message: MEMBER_MSG.accountTaken, field: 'account' },
  { index: 'members_phone_idx', table: 'members', columns: ['site_id', 'phone'], code: 400, message: MEMBER_MSG.phoneTaken, field: 'phone' },
  { index: 'members_email_idx', table: 'members', columns: ['site_id', 'email'], code: 400, message: MEMBER_MSG.emailTaken, field: 'email' },
  { index: 'member_ranks_name_idx', table: 'member_ranks', columns: ['site_id', 'name'], code: 400, message: MEMBER_MSG.rankNameTaken, field: 'name' },
  { index: 'member_ranks_level_idx', table: 'member_ranks', columns: ['site_id', 'level'], code: 400, message: MEMBER_MSG.rankLevelTaken, field: 'level' },
  { index: 'member_ranks_default_idx', table: 'member_ranks', columns: ['site_id'], code: 409, message: MEMBER_MSG.rankDefaultChanged },
];

/** A unique violation nobody has a rule for: still a client's conflict, never a 500. */
export const UNIQUE_FALLBACK = { code: 409, message: '数据已存在或已被修改，请刷新后重试' } as const;

interface DbError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as DbError | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The rule a unique violation broke, or the fallback. */
export function uniqueRuleOf(error: unknown): Pick<UniqueRule, 'code' | 'message' | 'field'> {
  const e = error as DbError;
  if (typeof e.constraint === 'string') return UNIQUE_RULES.find((r) => r.index === e.constraint) ?? UNIQUE_FALLBACK;
  // SQLite: "UNIQUE constraint failed: tags.site_id, tags.name"
  const m = typeof e.message === 'string' ? /constraint failed: (.+)$/.exec(e.message) : null;
  if (m) {
    const parts = m[1].split(',').map((s) => s.trim());
    const table = parts[0]?.split('.')[0];
    const columns = parts.map((p) => p.slice(p.indexOf('.') + 1));
    const rule = UNIQUE_RULES.find((r) => r.table === table && r.columns.length === columns.length && r.columns.every((c, i) => c === columns[i]));
    if (rule) return rule;
  }
  return UNIQUE_FALLBACK;
}

/** PostgreSQL classes and codes that mean "not reachable now", and the socket errors of a dead pool. */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006', '08007', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'SQLITE_BUSY']);
const UNAVAILABLE_TEXT = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)|is not currently accepting connections/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as DbError | null;
  if (!e) return false;
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  return typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message);
}

export const DB_UNAVAILABLE = { code: 503, message: MSG.systemBusy } as const;

/** A unique violation as the ApiError its rule answers (what the route's own check would say), or null. */
export function uniqueViolationError(error: unknown): ApiError | null {
  if (!isUniqueViolation(error)) return null;
  const rule = uniqueRuleOf(error);
  return new ApiError(rule.code, rule.message, rule.field ? { field: rule.field } : null);
}
