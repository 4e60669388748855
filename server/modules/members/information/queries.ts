// A site's lookups as the routes read them: one by id within the caller's site (another site's is
// not found), its fields parsed, its ranks, and the rank ids a save names checked against the
// site's member ranks (a forged rank is refused, nothing stored).
import type { Kysely, Selectable } from 'kysely';
import {
  INFO_DEFAULT_NO_RESULT,
  INFO_MSG,
  type InfoDegree,
  type InfoField,
  type InfoPermission,
  type InfoQueryDetail,
} from '../../../../shared/domain/members';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import type { InfoQueriesTable } from './tables';

type Db = Kysely<Database>;
export type QueryRow = Selectable<InfoQueriesTable>;

export const queryNotFound = () => new ApiError(404, INFO_MSG.queryNotFound);

export async function queryOf(db: Db, siteId: number, queryId: number): Promise<QueryRow> {
  const row = await db.selectFrom('info_queries').selectAll().where('id', '=', queryId).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw queryNotFound();
  return row;
}

export function fieldsOf(row: Pick<QueryRow, 'fields'>): InfoField[] {
  try {
    const parsed = JSON.parse(row.fields) as InfoField[];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export async function rankIdsOf(db: Db, queryId: number): Promise<number[]> {
  const rows = await db.selectFrom('info_query_ranks').select('rank_id').where('query_id', '=', queryId).orderBy('rank_id').execute();
  return rows.map((r) => r.rank_id);
}

/** The ids, all of them ranks of this site; else 400 所选会员等级不存在. */
export async function checkRanks(db: Db, siteId: number, rankIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(rankIds)];
  if (ids.length === 0) return [];
  const found = await db.selectFrom('member_ranks').select('id').where('site_id', '=', siteId).where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw new ApiError(400, INFO_MSG.rankUnknown, { field: 'rank_ids' });
  return ids.sort((a, b) => a - b);
}

/** Replaces a lookup's ranks (none unless its permission is rank). */
export async function setRanks(db: Db, siteId: number, queryId: number, permission: InfoPermission, rankIds: readonly number[]): Promise<void> {
  await db.deleteFrom('info_query_ranks').where('query_id', '=', queryId).execute();
  if (permission !== 'rank' || rankIds.length === 0) return;
  await db.insertInto('info_query_ranks').values(rankIds.map((rank_id) => ({ query_id: queryId, rank_id, site_id: siteId }))).execute();
}

export async function recordCounts(db: Db, siteId: number, queryIds: readonly number[]): Promise<Map<number, number>> {
  if (queryIds.length === 0) return new Map();
  const rows = await db.selectFrom('info_records').select(['query_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('site_id', '=', siteId).where('query_id', 'in', [...queryIds]).groupBy('query_id').execute();
  return new Map(rows.map((r) => [r.query_id, Number(r.n)]));
}

export function detailOf(row: QueryRow, rankIds: number[], recordCount: number): InfoQueryDetail {
  return {
    id: row.id, title: row.title, fields: fieldsOf(row), degree: row.degree as InfoDegree, permission: row.permission as InfoPermission,
    rank_ids: rankIds, no_result: row.no_result || INFO_DEFAULT_NO_RESULT, weight: row.weight, if_open: row.if_open === 1 ? 1 : 0, record_count: recordCount,
  };
}
