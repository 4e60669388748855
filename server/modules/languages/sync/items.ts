// The items of a type as the sync page sees them: each source item of the Chinese site left-joined
// to its sync row for the bound foreign site. State in SQL: no row 未同步; the row's source_version
// equal to the item's version 已同步; else 已修改. A page walks content's (site_id, disabled,
// updated_at desc, id desc) index of articles and looks each row up in language_syncs_item_idx
// (site, target, type, source); counts are two passes (items.ts countStates), kept by the routes.
import { sql, type Kysely } from 'kysely';
import { LANGUAGE_LIMITS, type SyncListQuery, type SyncListRow, type SyncState, type SyncType } from '../../../../shared/domain/sites/languages';
import type { Database } from '../../../core/db/database';
import { foldedContains } from '../../../core/db/fold';
import { isPostgres } from '../../../core/db/migrations/helpers';
import { DRIVE_LIMIT, keywordCandidates, type Candidates } from '../../../core/content/titleTerms';
import { SOURCES } from './itemSources';

type Db = Kysely<Database>;

export interface Scope {
  siteId: number;
  targetSiteId: number;
  type: SyncType;
}

/**
 * A state as a test of one item (i): a correlated look-up in language_syncs_item_idx, so a page is
 * one walk that stops once it has its rows. On PostgreSQL the OFFSET 0 keeps the sub-select a
 * per-row test (an EXISTS without it is planned as a join over every sync row of the site).
 */
function stateTest(db: Db, scope: Scope, state: SyncState) {
  const fence = isPostgres(db) ? sql` offset 0` : sql``;
  const row = sql`select 1 from language_syncs s2 where s2.site_id = ${scope.siteId} and s2.target_site_id = ${scope.targetSiteId}
    and s2.item_type = ${scope.type} and s2.source_id = i.id`;
  if (state === 'unsynced') return sql<boolean>`not exists (${row}${fence})`;
  if (state === 'synced') return sql<boolean>`exists (${row} and s2.source_version = i.version${fence})`;
  return sql<boolean>`exists (${row} and s2.source_version <> i.version${fence})`;
}

/**
 * Articles a title keyword may match, from content's title search index (core/content/titleTerms);
 * null when none can; undefined when the index cannot narrow it (a one-character keyword, or
 * categories, which are few): then the substring test alone decides.
 */
async function titleCandidates(db: Db, scope: Scope, keyword: string | undefined): Promise<Candidates | null | undefined> {
  if (!keyword || SOURCES[scope.type].table !== 'articles') return undefined;
  return keywordCandidates(db, scope.siteId, keyword);
}

/** The candidates as a test of the source rows: few lead (looked up by id), many only filter a walk. */
function withCandidates<Q extends { where: (...args: any[]) => Q }>(q: Q, candidates: Candidates | undefined): Q {
  if (!candidates) return q;
  return candidates.n <= DRIVE_LIMIT ? q.where('id', 'in', candidates.ids) : q.where(sql<number>`+${sql.ref('id')}`, 'in', candidates.ids);
}

/** One page of the items, the most recently updated first (content's updated order index serves it). */
export async function pageItems(db: Db, scope: Scope, query: Omit<SyncListQuery, 'type'>): Promise<SyncListRow[]> {
  const src = SOURCES[scope.type];
  const keyword = query.keyword?.trim();
  const candidates = await titleCandidates(db, scope, keyword);
  if (candidates === null) return [];
  let source = (db as Kysely<any>).selectFrom(src.table)
    .select(['id', `${src.title} as title`, `${src.version} as version`, 'updated_at']).where('site_id', '=', scope.siteId);
  if (src.liveOnly) source = source.where('disabled', '=', 0);
  source = withCandidates(source, candidates);
  // PostgreSQL: the items in list order behind an OFFSET 0 fence, so the filters below are applied
  // while walking the index and the walk stops at the page (SQLite plans it so by itself). Not when
  // a few candidates lead: they are read by id and sorted.
  const few = candidates !== undefined && candidates.n <= DRIVE_LIMIT;
  if (isPostgres(db) && !few) source = source.orderBy('updated_at', 'desc').orderBy('id', 'desc').offset(0);
  let items = (db as Kysely<any>).selectFrom(source.as('i')).select(['i.id as id', 'i.title as title', 'i.version as version', 'i.updated_at as updated_at']);
  if (query.state) items = items.where(stateTest(db, scope, query.state));
  if (keyword) items = items.where(foldedContains('i.title', keyword));
  const rows = Math.min(query.rows ?? 20, LANGUAGE_LIMITS.pageRows);
  const page = query.page ?? 1;
  items = items.orderBy('i.updated_at', 'desc').orderBy('i.id', 'desc').limit(rows).offset((page - 1) * rows);
  // The page's rows first, then their sync rows: the join is of one page, never of the whole site.
  const found = await (db as Kysely<any>).selectFrom(items.as('p'))
    .leftJoin('language_syncs as s', (j) => j.onRef('s.source_id', '=', 'p.id')
      .on('s.site_id', '=', scope.siteId).on('s.target_site_id', '=', scope.targetSiteId).on('s.item_type', '=', scope.type))
    .select(['p.id as id', 'p.title as title', 'p.version as version', 'p.updated_at as updated_at',
      's.id as sync_id', 's.target_id as target_id', 's.source_version as source_version', 's.synced_at as synced_at'])
    .orderBy('p.updated_at', 'desc').orderBy('p.id', 'desc').execute();
  return found.map((r: any): SyncListRow => ({
    id: Number(r.id),
    title: String(r.title),
    state: r.sync_id == null ? 'unsynced' : Number(r.source_version) === Number(r.version) ? 'synced' : 'modified',
    targetId: r.sync_id == null ? 0 : Number(r.target_id),
    syncedAt: r.synced_at == null ? null : Number(r.synced_at),
    updatedAt: Number(r.updated_at),
  }));
}

/** The live items of a type (aliased id, title, version, updated_at), as `i`; only candidates when given. */
function itemsOf(db: Db, scope: Scope, candidates?: Candidates) {
  const src = SOURCES[scope.type];
  let items = (db as Kysely<any>).selectFrom(src.table)
    .select(['id', `${src.title} as title`, `${src.version} as version`, 'updated_at']).where('site_id', '=', scope.siteId);
  if (src.liveOnly) items = items.where('disabled', '=', 0);
  items = withCandidates(items, candidates);
  return (db as Kysely<any>).selectFrom(items.as('i'));
}

/**
 * How many items match a title keyword (in a state, or in any): the state a per-row look-up, never
 * a join (PostgreSQL, misjudging how few titles match, would nest a scan of the sync rows in it).
 */
export async function countKeyword(db: Db, scope: Scope, keyword: string, state: SyncState | undefined): Promise<number> {
  const candidates = await titleCandidates(db, scope, keyword.trim());
  if (candidates === null) return 0;
  let q = itemsOf(db, scope, candidates).where(foldedContains('i.title', keyword));
  if (state) q = q.where(stateTest(db, scope, state));
  const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * 未同步 / 已同步 / 已修改 of one type, in two cheap passes: the live items counted on their index,
 * and the sync rows (the smaller side) joined to their live sources; what has no row is 未同步.
 */
export async function countStates(db: Db, scope: Scope): Promise<Record<SyncState, number>> {
  const src = SOURCES[scope.type];
  let all = (db as Kysely<any>).selectFrom(`${src.table} as i`).where('i.site_id', '=', scope.siteId);
  if (src.liveOnly) all = all.where('i.disabled', '=', 0);
  // Each sync row looks its source up by primary key (a scalar sub-select: never planned as a join,
  // which PostgreSQL with stale statistics after a bulk load nested as a scan of every article).
  const live = src.liveOnly ? sql` and a.disabled = 0` : sql``;
  const current = sql`(select a.${sql.raw(src.version)} from ${sql.table(src.table)} a where a.id = s.source_id and a.site_id = ${scope.siteId}${live})`;
  const linked = (db as Kysely<any>).selectFrom('language_syncs as s')
    .where('s.site_id', '=', scope.siteId).where('s.target_site_id', '=', scope.targetSiteId).where('s.item_type', '=', scope.type)
    .select(sql`${current}`.as('version')).select('s.source_version as source_version');
  const [total, rows] = await Promise.all([
    all.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    (db as Kysely<any>).selectFrom(linked.as('v')).select([
      sql<number>`sum(case when v.version is not null then 1 else 0 end)`.as('linked'),
      sql<number>`sum(case when v.version = v.source_version then 1 else 0 end)`.as('synced'),
    ]).executeTakeFirstOrThrow(),
  ]);
  const synced = Number(rows.synced ?? 0);
  const linkedCount = Number(rows.linked ?? 0);
  return { unsynced: Number(total.n) - linkedCount, synced, modified: linkedCount - synced };
}

/** The next ids (above `after`) still to translate: 未同步 or 已修改, in id order (the batch task). */
export async function pendingIds(db: Db, scope: Scope, after: number, limit: number): Promise<number[]> {
  const fence = isPostgres(db) ? sql` offset 0` : sql``;
  // Pending: no sync row at the item's current version (none at all, or one of an older version).
  const rows = await itemsOf(db, scope).where('i.id', '>', after)
    .where(sql<boolean>`not exists (select 1 from language_syncs s2 where s2.site_id = ${scope.siteId} and s2.target_site_id = ${scope.targetSiteId}
      and s2.item_type = ${scope.type} and s2.source_id = i.id and s2.source_version = i.version${fence})`)
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
