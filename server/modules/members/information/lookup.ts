// A visitor's lookup in SQL: 精确匹配 walks info_records_match_idx by the hash of the normalised
// condition values (and compares the key itself, so a hash collision cannot answer a wrong record);
// 模糊匹配 matches the stored key against a LIKE pattern of one segment per condition between the
// key's separators, within the lookup's own records, and stops at the first INFO_LIMITS.results + 1.
// Both agree with matchesLookup, the rule book's statement of the same match.
import { sql, type Kysely } from 'kysely';
import { INFO_LIMITS, MATCH_SEPARATOR, type InfoDegree, type InfoValues } from '../../../../shared/domain/members';
import type { MarketFeatureState } from '../../../../shared/domain/members/card';
import type { Database } from '../../../core/db/database';
import { hashKey, valuesOf } from './records';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The key has exactly one separator fewer than it has conditions, as has the pattern, so each of
 * the pattern's separators meets its own and each segment stays within its condition's value.
 */
export function fuzzyPattern(conditions: readonly string[]): string {
  return conditions.map((c) => (c === '' ? '%' : `%${escapeLike(c)}%`)).join(MATCH_SEPARATOR);
}

export interface Found {
  rows: InfoValues[];
  more: boolean;
}

export async function findRecords(db: Kysely<Database>, siteId: number, queryId: number, degree: InfoDegree, conditions: readonly string[]): Promise<Found> {
  let q = db.selectFrom('info_records').select('vals').where('site_id', '=', siteId).where('query_id', '=', queryId);
  if (degree === 'exact') {
    const key = conditions.join(MATCH_SEPARATOR);
    q = q.where('match_hash', '=', hashKey(key)).where('match_key', '=', key);
  } else {
    q = q.where(sql<boolean>`match_key like ${fuzzyPattern(conditions)} escape '\\'`);
  }
  const rows = await q.orderBy('id').limit(INFO_LIMITS.results + 1).execute();
  return { rows: rows.slice(0, INFO_LIMITS.results).map((r) => valuesOf(r.vals)), more: rows.length > INFO_LIMITS.results };
}

const MINUTE = 60_000;

/** Counts a visitor's lookup in its minute (the 营销中心's 查询次数). */
export async function countLookup(db: Kysely<Database>, siteId: number, queryId: number, at: number): Promise<void> {
  const minute = at - (at % MINUTE);
  await db.insertInto('info_lookup_counts').values({ site_id: siteId, query_id: queryId, minute, count: 1 })
    .onConflict((oc) => oc.columns(['site_id', 'query_id', 'minute']).doUpdateSet({ count: sql`info_lookup_counts.count + 1` }))
    .execute();
}

/** Visitors' lookups on the site since `since` (counted by the minute: since is rounded down to one). */
export async function lookupsSince(db: Kysely<Database>, siteId: number, since: number): Promise<number> {
  const row = await db.selectFrom('info_lookup_counts').select((eb) => eb.fn.sum<number>('count').as('n'))
    .where('site_id', '=', siteId).where('minute', '>=', since - (since % MINUTE)).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The 营销中心 card's state of information search: 在用 while a lookup is open to visitors. */
export async function informationState(db: Kysely<Database>, siteId: number): Promise<MarketFeatureState> {
  const row = await db.selectFrom('info_queries').select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.sum<number>('if_open').as('open')])
    .where('site_id', '=', siteId).executeTakeFirstOrThrow();
  const all = Number(row.all);
  const open = Number(row.open ?? 0);
  if (all === 0) return { status: 'off', detail: '尚未创建查询' };
  return open > 0 ? { status: 'on', detail: `${open} 个查询已开放，共 ${all} 个` } : { status: 'off', detail: `${all} 个查询均未开放` };
}
