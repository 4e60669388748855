// The member list's filters as one query, shared by the list and its export: keyword (the start
// of 账号, 手机 or 邮箱), rank, status, source, registration and last-login dates, newest first.
//
// The keyword is a prefix match over indexes, not a contains scan: over 100,000 members a contains
// reads every row (three LIKEs each) on every keystroke, where a prefix is a range in (site_id,
// column) — what an operator types is how an account, a number or an address begins. Stored
// accounts (account_key) and e-mails are lower case and phones digits, so the folded keyword
// compares bytewise: SQLite's default, PostgreSQL's "C" collation (members_002's indexes).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { accountKey } from '../../../../shared/domain/members';
import type { MemberListQuery } from '../../../../shared/domain/members/memberApi';
import type { Database } from '../../../core/db/database';
import { isPostgres } from '../../../core/db/migrations/helpers';
import { addDays, startOfDay } from '../../../core/services/dates';
import type { Db } from './records';

export type MemberFilter = Omit<MemberListQuery, 'page' | 'rows'>;

/** The smallest text above every text starting with `prefix` (bytewise): its last character plus one. */
export function prefixEnd(prefix: string): string {
  const chars = Array.from(prefix);
  const last = chars.pop()!.codePointAt(0)!;
  return chars.join('') + String.fromCodePoint(last + 1);
}

type Eb = ExpressionBuilder<Database, 'members'>;

/** The column a keyword range leads with: the site's, or a rank's (members_002's (rank_id, column) indexes). */
type RangeLead = { column: 'site_id' | 'rank_id'; value: number } | null;

function keywordMatch(eb: Eb, pg: boolean, lead: RangeLead, keyword: string): Expression<SqlBool> {
  const indexed = lead !== null;
  const from = accountKey(keyword);
  const to = prefixEnd(from);
  // Not indexed (SQLite's unary +): the rank's index leads and the keyword is checked on its rows.
  const bytewise = (column: 'account_key' | 'phone' | 'email') => (pg ? sql<string>`${sql.ref(column)} collate "C"` : indexed ? sql<string>`${sql.ref(column)}` : sql<string>`+${sql.ref(column)}`);
  // The site or the rank in each branch: each is then one index range (SQLite's OR-by-union,
  // PostgreSQL's BitmapOr). (Not indexed, the site or the rank is the query's own condition.)
  const range = (column: 'account_key' | 'phone' | 'email') => eb.and([
    ...(lead ? [eb(lead.column, '=', lead.value)] : []),
    // Written out, not bound: SQLite uses a partial index (phone <> '') only for the same literal term.
    ...(column === 'account_key' ? [] : [sql<boolean>`${sql.ref(column)} <> ''`]),
    eb(bytewise(column), '>=', from),
    eb(bytewise(column), '<', to),
  ]);
  return eb.or([range('account_key'), range('phone'), range('email')]);
}

/**
 * Which index leads a keyword query on SQLite (PostgreSQL's planner weighs them itself): the
 * keyword's ranges when few members match it; when many do, the list's own order — (site_id, id),
 * or the rank's (rank_id, id) — read newest first with the keyword checked on each row, which
 * fills a page after a few dozen rows instead of sorting every match.
 */
export type Lead = 'keyword' | 'order';

/** members of the site matching the filter (a select's base: add columns, order and paging). */
export function filteredMembers(db: Db, siteId: number, f: MemberFilter, lead: Lead = 'keyword') {
  const pg = isPostgres(db);
  let q = db.selectFrom('members');
  const keyword = f.keyword?.trim();
  const byOrder = !pg && lead === 'order';
  const rankId = f.rank_id;
  if (keyword) {
    // A rank and a keyword: the keyword's ranges within the rank ((rank_id, column) indexes), so a
    // broad keyword in one rank is counted and paged from the index, not from every site match.
    const lead: RangeLead = byOrder ? null : rankId !== undefined ? { column: 'rank_id', value: rankId } : { column: 'site_id', value: siteId };
    q = q.where((eb) => keywordMatch(eb, pg, lead, keyword));
  }
  if (rankId === undefined) {
    if (!keyword || byOrder) q = q.where('site_id', '=', siteId);
  } else {
    // A rank belongs to one site: checking that the rank is the site's keeps the list to the site
    // while the rank's indexes alone answer the count and the page (no row read for site_id). Led
    // by the keyword's ranges, the rank is already in each; walked in the list's order, its index
    // (rank_id, id) leads.
    if (!keyword || byOrder) q = q.where('rank_id', '=', rankId);
    q = q.where((eb) => eb(pg || !keyword || byOrder ? sql.ref('members.rank_id') : sql`+${sql.ref('members.rank_id')}`, 'in',
      eb.selectFrom('member_ranks').select('member_ranks.id').where('member_ranks.site_id', '=', siteId)));
  }
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  if (f.source !== undefined) q = q.where('source', '=', f.source);
  if (f.reg_start) q = q.where('registered_at', '>=', startOfDay(f.reg_start));
  if (f.reg_end) q = q.where('registered_at', '<', startOfDay(addDays(f.reg_end, 1)));
  if (f.login_start) q = q.where('last_login_at', '>=', startOfDay(f.login_start));
  if (f.login_end) q = q.where('last_login_at', '<', startOfDay(addDays(f.login_end, 1)));
  return q;
}
