// The items of a type as the sync page sees them: each source item of the Chinese site left-joined
// to its sync row for the bound foreign site. State in SQL: no row 未同步; the row's source_version
// equal to the item's version 已同步; else 已修改. Indexes: the items' (site_id, …) and
// language_syncs_item_idx (site, target, type, source) make a page and its count one pass each.
import { sql, type Kysely } from 'kysely';
import { LANGUAGE_LIMITS, SYNC_STATES, type SyncListQuery, type SyncListRow, type SyncState, type SyncType } from '../../../../shared/domain/sites/languages';
import type { Database } from '../../../core/db/database';
import { foldedContains } from '../../../core/db/fold';

type Db = Kysely<Database>;

/** Where a type's source items live: the table, its title and version columns, and what counts. */
interface Source {
  table: 'articles' | 'categories';
  title: string;
  version: string;
  /** Articles in the recycle bin are not offered. */
  liveOnly: boolean;
}

export const SOURCES: Record<SyncType, Source> = {
  article: { table: 'articles', title: 'title', version: 'version', liveOnly: true },
  category: { table: 'categories', title: 'name', version: 'updated_at', liveOnly: false },
};

export interface Scope {
  siteId: number;
  targetSiteId: number;
  type: SyncType;
}

function base(db: Db, { siteId, targetSiteId, type }: Scope) {
  const src = SOURCES[type];
  // Kysely cannot type a table chosen at run time; the columns are the fixed ones above.
  let q = (db as Kysely<any>).selectFrom(`${src.table} as i`)
    .leftJoin('language_syncs as s', (j) => j.onRef('s.source_id', '=', 'i.id')
      .on('s.site_id', '=', siteId).on('s.target_site_id', '=', targetSiteId).on('s.item_type', '=', type))
    .where('i.site_id', '=', siteId);
  if (src.liveOnly) q = q.where('i.disabled', '=', 0);
  return q;
}

function withState(q: ReturnType<typeof base>, type: SyncType, state: SyncState | undefined) {
  const version = sql.ref(`i.${SOURCES[type].version}`);
  if (state === 'unsynced') return q.where('s.id', 'is', null);
  if (state === 'synced') return q.where(sql<boolean>`s.source_version = ${version}`);
  if (state === 'modified') return q.where('s.id', 'is not', null).where(sql<boolean>`s.source_version <> ${version}`);
  return q;
}

export async function listItems(db: Db, scope: Scope, query: Omit<SyncListQuery, 'type'>): Promise<{ rows: SyncListRow[]; total: number }> {
  const src = SOURCES[scope.type];
  let q = withState(base(db, scope), scope.type, query.state);
  const keyword = query.keyword?.trim();
  if (keyword) q = q.where(foldedContains(`i.${src.title}`, keyword));
  const rows = Math.min(query.rows ?? 20, LANGUAGE_LIMITS.pageRows);
  const page = query.page ?? 1;
  const [found, count] = await Promise.all([
    q.select([
      'i.id as id', `i.${src.title} as title`, `i.${src.version} as version`, 'i.updated_at as updated_at',
      's.id as sync_id', 's.target_id as target_id', 's.source_version as source_version', 's.synced_at as synced_at',
    ]).orderBy('i.id', 'desc').limit(rows).offset((page - 1) * rows).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: found.map((r: any): SyncListRow => ({
      id: Number(r.id),
      title: String(r.title),
      state: r.sync_id == null ? 'unsynced' : Number(r.source_version) === Number(r.version) ? 'synced' : 'modified',
      targetId: r.sync_id == null ? 0 : Number(r.target_id),
      syncedAt: r.synced_at == null ? null : Number(r.synced_at),
      updatedAt: Number(r.updated_at),
    })),
  };
}

/** 未同步 / 已同步 / 已修改 of one type. */
export async function countStates(db: Db, scope: Scope): Promise<Record<SyncState, number>> {
  const version = sql.ref(`i.${SOURCES[scope.type].version}`);
  const row = await base(db, scope).select([
    sql<number>`sum(case when s.id is null then 1 else 0 end)`.as('unsynced'),
    sql<number>`sum(case when s.source_version = ${version} then 1 else 0 end)`.as('synced'),
    sql<number>`sum(case when s.id is not null and s.source_version <> ${version} then 1 else 0 end)`.as('modified'),
  ]).executeTakeFirstOrThrow();
  return Object.fromEntries(SYNC_STATES.map((s) => [s, Number(row[s] ?? 0)])) as Record<SyncState, number>;
}

/** The next ids (above `after`) still to translate: 未同步 or 已修改, in id order (the batch task). */
export async function pendingIds(db: Db, scope: Scope, after: number, limit: number): Promise<number[]> {
  const version = sql.ref(`i.${SOURCES[scope.type].version}`);
  const rows = await base(db, scope).where('i.id', '>', after)
    .where(sql<boolean>`(s.id is null or s.source_version <> ${version})`)
    .select('i.id as id').orderBy('i.id').limit(limit).execute();
  return rows.map((r: any) => Number(r.id));
}

/** How many are still to translate. */
export async function pendingCount(db: Db, scope: Scope): Promise<number> {
  const c = await countStates(db, scope);
  return c.unsynced + c.modified;
}

/** The ids given that are the site's own items of the type (others: not found). */
export async function ownIds(db: Db, scope: Scope, ids: number[]): Promise<number[]> {
  const src = SOURCES[scope.type];
  let q = (db as Kysely<any>).selectFrom(src.table).select('id').where('site_id', '=', scope.siteId).where('id', 'in', ids);
  if (src.liveOnly) q = q.where('disabled', '=', 0);
  return (await q.execute()).map((r: any) => Number(r.id));
}
