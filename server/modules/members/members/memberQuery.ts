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

function keywordMatch(eb: Eb, pg: boolean, siteId: number, keyword: string): Expression<SqlBool> {
  const from = accountKey(keyword);
  const to = prefixEnd(from);
  const bytewise = (column: 'account_key' | 'phone' | 'email') => (pg ? sql<string>`${sql.ref(column)} collate "C"` : sql<string>`${sql.ref(column)}`);
  // site_id in each branch: each is then one index range (SQLite's OR-by-union, PostgreSQL's BitmapOr).
  const range = (column: 'account_key' | 'phone' | 'email') => eb.and([
    eb('site_id', '=', siteId),
    // Written out, not bound: SQLite uses a partial index (phone <> '') only for the same literal term.
    ...(column === 'account_key' ? [] : [sql<boolean>`${sql.ref(column)} <> ''`]),
    eb(bytewise(column), '>=', from),
    eb(bytewise(column), '<', to),
  ]);
  return eb.or([range('account_key'), range('phone'), range('email')]);
}

/** members of the site matching the filter (a select's base: add columns, order and paging). */
export function filteredMembers(db: Db, siteId: number, f: MemberFilter) {
  const pg = isPostgres(db);
  let q = db.selectFrom('members');
  const keyword = f.keyword?.trim();
  if (keyword) q = q.where((eb) => keywordMatch(eb, pg, siteId, keyword));
  else if (f.rank_id === undefined) q = q.where('site_id', '=', siteId);
  // A rank belongs to one site: checking that the rank is the site's keeps the list to the site
  // while its index (rank_id, id) alone answers the count and the page (no row read for site_id).
  if (f.rank_id !== undefined) {
    // With a keyword its ranges lead (a few hundred rows), the rank is checked on them (+rank_id
    // keeps SQLite from walking the rank's index over tens of thousands of members instead).
    q = (keyword ? q.where(sql<boolean>`+${sql.ref('members.rank_id')} = ${f.rank_id}`) : q.where('rank_id', '=', f.rank_id))
      .where('rank_id', 'in', (eb) => eb.selectFrom('member_ranks').select('member_ranks.id').where('member_ranks.site_id', '=', siteId));
  }
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  if (f.source !== undefined) q = q.where('source', '=', f.source);
  if (f.reg_start) q = q.where('registered_at', '>=', startOfDay(f.reg_start));
  if (f.reg_end) q = q.where('registered_at', '<', startOfDay(addDays(f.reg_end, 1)));
  if (f.login_start) q = q.where('last_login_at', '>=', startOfDay(f.login_start));
  if (f.login_end) q = q.where('last_login_at', '<', startOfDay(addDays(f.login_end, 1)));
  return q;
}
