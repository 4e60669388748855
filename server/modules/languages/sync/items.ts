// The items of a type as the sync page sees them: each source item of the Chinese site left-joined
// to its sync row for the bound foreign site. State in SQL: no row 未同步; the row's source_version
// equal to the item's version 已同步; else 已修改. A page walks the type's (site_id, disabled,
// updated_at desc, id desc) index and looks each row up in language_syncs_item_idx (site, target,
// type, source); a deep one starts after the nearest checkpoint (checkpoints.ts), read by
// syncCheckpoints; counts are two passes (countStates). The routes keep counts and checkpoints.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { LANGUAGE_LIMITS, type SyncListQuery, type SyncListRow, type SyncState, type SyncType } from '../../../../shared/domain/sites/languages';
import type { Database } from '../../../core/db/database';
import { foldedContains } from '../../../core/db/fold';
import { isPostgres } from '../../../core/db/migrations/helpers';
import { DRIVE_LIMIT, keywordCandidates, type Candidates } from '../../../core/content/titleTerms';
import { passedOf, startOf, SYNC_CHECKPOINT_EVERY, type SyncCheckpoint } from './checkpoints';
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
export async function titleCandidates(db: Db, scope: Scope, keyword: string | undefined): Promise<Candidates | null | undefined> {
  if (!keyword || SOURCES[scope.type].table !== 'articles') return undefined;
  return keywordCandidates(db, scope.siteId, keyword);
}

/** The candidates as a test of the source rows: few lead (looked up by id), many only filter a walk. */
function withCandidates<Q extends { where: (...args: any[]) => Q }>(q: Q, candidates: Candidates | undefined): Q {
  if (!candidates) return q;
  return candidates.n <= DRIVE_LIMIT ? q.where('id', 'in', candidates.ids) : q.where(sql<number>`+${sql.ref('id')}`, 'in', candidates.ids);
}

/** An item's place in the list's order (updated_at desc, id desc): a checkpoint's key. */
export interface ItemKey {
  value: number;
  id: number;
}

/**
 * Many title candidates and the title's substring test as one test of a walked item (i): a look-up
 * of its id in the keyword's postings (article_terms' (site, term, article) index), kept per row on
 * PostgreSQL by OFFSET 0. As plain conditions PostgreSQL took the substring test for so selective
 * that it sorted every item instead of walking the order index, and JIT-compiled the plan: 100–300
 * ms for a page of a common word.
 */
function candidateTest(db: Db, candidates: Candidates, keyword: string) {
  if (Array.isArray(candidates.ids)) return sql<boolean>`i.id in (${sql.join(candidates.ids)}) and ${foldedContains('i.title', keyword)}`;
  const fence = isPostgres(db) ? sql` offset 0` : sql``;
  return sql<boolean>`exists (select 1 from (${candidates.ids}) c where c.article_id = i.id and ${foldedContains('i.title', keyword)}${fence})`;
}

/**
 * The live items of a type whose title holds the keyword (id, title, version, updated_at; after
 * `after` in the list's order when given), unordered; null when no title can match. `few`: a
 * handful of title candidates lead (read by id), rather than the list's order index. With `walk`,
 * many candidates and the title test are left out of `items` and returned as `tests` of its rows
 * (as `i`), for a walk in the list's order to apply while it walks.
 */
async function filteredItems(db: Db, scope: Scope, keyword: string | undefined, after?: ItemKey, walk = false, known?: KnownCandidates) {
  const src = SOURCES[scope.type];
  const candidates = known ? await known() : await titleCandidates(db, scope, keyword);
  if (candidates === null) return null;
  const few = candidates !== undefined && candidates.n <= DRIVE_LIMIT;
  const tests: RawBuilder<boolean>[] = [];
  let items = (db as Kysely<any>).selectFrom(src.table)
    .select(['id', `${src.title} as title`, `${src.version} as version`, 'updated_at']).where('site_id', '=', scope.siteId);
  if (src.liveOnly) items = items.where('disabled', '=', 0);
  if (walk && !few && candidates && keyword) tests.push(candidateTest(db, candidates, keyword));
  else {
    items = withCandidates(items, candidates);
    if (keyword) items = items.where(foldedContains(src.title, keyword));
  }
  // A row value, which both back ends seek to in the order's index (content's articles.ts `after`).
  if (after) items = items.where(sql<boolean>`(${sql.ref('updated_at')}, ${sql.ref('id')}) < (${after.value}, ${after.id})`);
  return { items, few, tests };
}

/** A keyword's title candidates as the route keeps them (reading a common word's costs a query or two). */
export type KnownCandidates = () => Candidates | null | undefined | Promise<Candidates | null | undefined>;

/** What the route knows of a list beyond one page (its caches). */
export interface PageKnown {
  /** The keyword's title candidates (titleCandidates). */
  candidates?: KnownCandidates;
  /** How many items match the page's filters: a page past them is empty, without a query. */
  total?: number;
  /** The list's checkpoints (checkpoints.ts), read only for a page that can start after one. */
  checkpoints?: () => SyncCheckpoint[] | Promise<SyncCheckpoint[]>;
}

/** One page of the items, the most recently updated first (content's updated order index serves it). */
export async function pageItems(db: Db, scope: Scope, query: Omit<SyncListQuery, 'type'>, known: PageKnown = {}): Promise<SyncListRow[]> {
  const rows = Math.min(query.rows ?? 20, LANGUAGE_LIMITS.pageRows);
  const offset = ((query.page ?? 1) - 1) * rows;
  if (known.total !== undefined && offset >= known.total) return [];
  const keyword = query.keyword?.trim();
  // A filtered page may start far down the list (a rare state or word: its first page too, after
  // the checkpoint before its first item); an unfiltered one only once it passed a checkpoint.
  const seek = known.checkpoints && (query.state || keyword ? true : offset >= SYNC_CHECKPOINT_EVERY);
  const start = seek ? startOf(await known.checkpoints!(), query.state, offset) : undefined;
  const filtered = await filteredItems(db, scope, keyword, start, true, known.candidates);
  if (!filtered) return [];
  let source = filtered.items;
  // PostgreSQL: the items in list order behind an OFFSET 0 fence, so the state test below is
  // applied while walking the index and the walk stops at the page (SQLite plans it so by itself).
  // Not when a few candidates lead: they are read by id and sorted.
  if (isPostgres(db) && !filtered.few) source = source.orderBy('updated_at', 'desc').orderBy('id', 'desc').offset(0);
  let items = (db as Kysely<any>).selectFrom(source.as('i')).select(['i.id as id', 'i.title as title', 'i.version as version', 'i.updated_at as updated_at']);
  for (const test of filtered.tests) items = items.where(test);
  if (query.state) items = items.where(stateTest(db, scope, query.state));
  // No more than the count leaves: the walk stops at the last matching item, not at the list's end.
  const wanted = known.total === undefined ? rows : Math.min(rows, known.total - offset);
  items = items.orderBy('i.updated_at', 'desc').orderBy('i.id', 'desc').limit(wanted).offset(start ? offset - passedOf(start, query.state) : offset);
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

/**
 * The checkpoints of a list: one pass over its items in order, each left-joined to its sync row,
 * numbered and summed per state by window functions; only every SYNC_CHECKPOINT_EVERY-th row and
 * the last (the list's counts: checkpoints.ts countsOf) leave the database.
 */
export async function syncCheckpoints(db: Db, scope: Scope, keyword: string | undefined): Promise<SyncCheckpoint[]> {
  const filtered = await filteredItems(db, scope, keyword);
  if (!filtered) return [];
  const order = sql`order by i.updated_at desc, i.id desc rows between unbounded preceding and current row`;
  const numbered = (db as Kysely<any>).selectFrom(filtered.items.as('i'))
    .leftJoin('language_syncs as s', (j) => j.onRef('s.source_id', '=', 'i.id')
      .on('s.site_id', '=', scope.siteId).on('s.target_site_id', '=', scope.targetSiteId).on('s.item_type', '=', scope.type))
    .select([
      'i.updated_at as value', 'i.id as id',
      sql<number>`row_number() over (${order})`.as('n'),
      sql<number>`sum(case when s.source_version = i.version then 1 else 0 end) over (${order})`.as('synced'),
      sql<number>`sum(case when s.source_version <> i.version then 1 else 0 end) over (${order})`.as('modified'),
      sql<number>`count(*) over ()`.as('total'),
    ]);
  const rows = await (db as Kysely<any>).selectFrom(numbered.as('c')).select(['c.value', 'c.id', 'c.n', 'c.synced', 'c.modified'])
    .where(sql<boolean>`(c.n % ${SYNC_CHECKPOINT_EVERY} = 0 or c.n = c.total)`).orderBy('c.n').execute();
  return rows.map((r: any) => ({ value: Number(r.value), id: Number(r.id), n: Number(r.n), synced: Number(r.synced), modified: Number(r.modified) }));
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
