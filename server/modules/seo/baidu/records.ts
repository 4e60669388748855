// The records 百度收录 lists — live articles and products, article and product categories, as the
// sitemap has them — each with its address (shared/domain/seo/recordPaths.ts) and what is known of
// it: its push and index state (seo_baidu_urls) and Baiduspider's last visit (the spider module's
// spider_baidu_last, which seo may read: it depends on spider).
import { sql, type Kysely } from 'kysely';
import {
  BAIDU_MSG, BAIDU_RECORD_KINDS,
  type BaiduRecordKind, type BaiduRef, type BaiduUrlList, type BaiduUrlQuery, type BaiduUrlRow, type IndexState, type PushState,
} from '../../../../shared/domain/seo/baidu';
import { publicPageUrl, recordPath } from '../../../../shared/domain/seo/recordPaths';
import type { Database } from '../../../core/db/database';
import { foldedContains } from '../../../core/db/fold';
import { ApiError } from '../../../core/http/envelope';
import { paging } from '../../../core/http/paging';
import './tables';

type Db = Kysely<Database>;

/** A live record with what its address needs. */
export interface LiveRecord {
  kind: BaiduRecordKind;
  id: number;
  /** An article's or article category's type (its folder). */
  type: number;
  title: string;
}

/** A record with its address on the push domain. */
export interface Addressed extends LiveRecord {
  url: string;
}

/** Each kind's live rows as (kind, ord, id, type, title); ord orders the kinds in the list. */
function source(db: Db, siteId: number, kind: BaiduRecordKind) {
  const ord = BAIDU_RECORD_KINDS.indexOf(kind);
  switch (kind) {
    case 'article':
      return db.selectFrom('articles').where('site_id', '=', siteId).where('disabled', '=', 0).where('status', '=', 1)
        .select([sql<string>`'article'`.as('kind'), sql<number>`${sql.lit(ord)}`.as('ord'), 'id', 'type', 'title']);
    case 'product':
      return db.selectFrom('products').where('site_id', '=', siteId).where('disabled', '=', 0).where('status', '=', 1)
        .select([sql<string>`'product'`.as('kind'), sql<number>`${sql.lit(ord)}`.as('ord'), 'id', sql<number>`0`.as('type'), 'name as title']);
    case 'category':
      return db.selectFrom('categories').where('site_id', '=', siteId)
        .select([sql<string>`'category'`.as('kind'), sql<number>`${sql.lit(ord)}`.as('ord'), 'id', 'type', 'name as title']);
    case 'productCategory':
      return db.selectFrom('product_categories').where('site_id', '=', siteId)
        .select([sql<string>`'productCategory'`.as('kind'), sql<number>`${sql.lit(ord)}`.as('ord'), 'id', sql<number>`0`.as('type'), 'name as title']);
  }
}

/** The live records of the kinds, as one derived table `r` left-joined with their states `b`. */
function withStates(db: Db, siteId: number, kinds: readonly BaiduRecordKind[]) {
  const [first, ...rest] = kinds.map((k) => source(db, siteId, k));
  const union = rest.reduce((all, part) => all.unionAll(part), first);
  return db.selectFrom(union.as('r'))
    .leftJoin('seo_baidu_urls as b', (join) => join.onRef('b.record_kind', '=', 'r.kind').onRef('b.record_id', '=', 'r.id').on('b.site_id', '=', siteId));
}

export function addressOf(record: LiveRecord, domain: string): string {
  return domain ? publicPageUrl(domain, recordPath(record.kind, record.id, record.type)) : '';
}

/** Baiduspider's last visit to each path (any of the site's domains), from the spider module's rollup. */
async function lastCrawls(db: Db, siteId: number, paths: string[]): Promise<Map<string, number>> {
  if (paths.length === 0) return new Map();
  const rows = await db.selectFrom('spider_baidu_last').select(['path', (eb) => eb.fn.max('last_at').as('at')])
    .where('site_id', '=', siteId).where('path', 'in', paths).groupBy('path').execute();
  return new Map(rows.map((r) => [r.path, Number(r.at)]));
}

const pushStateOf = (stored: string | null): PushState => (stored ? (stored as PushState) : 'unpushed');
const indexStateOf = (stored: string | null): IndexState => (stored ? (stored as IndexState) : 'unchecked');

/**
 * A page of the list. Kind by kind (articles, products, categories, product categories), each newest
 * first: every kind is counted with the filters, and the page is read from the kinds it falls in —
 * one table each, in its primary key's order, so no query sorts the union of a large site's records.
 */
export async function listUrls(db: Db, siteId: number, domain: string, query: BaiduUrlQuery): Promise<BaiduUrlList> {
  const keyword = query.keyword?.trim();
  const filtered = (kind: BaiduRecordKind) => {
    let q = withStates(db, siteId, [kind]);
    if (query.push === 'unpushed') q = q.where((eb) => eb.or([eb('b.push_state', 'is', null), eb('b.push_state', '=', '')]));
    else if (query.push) q = q.where('b.push_state', '=', query.push);
    if (query.index === 'unchecked') q = q.where((eb) => eb.or([eb('b.index_state', 'is', null), eb('b.index_state', '=', '')]));
    else if (query.index) q = q.where('b.index_state', '=', query.index);
    if (keyword) q = q.where(foldedContains('r.title', keyword));
    return q;
  };
  const kinds = query.kind ? [query.kind] : BAIDU_RECORD_KINDS;
  const counts = await Promise.all(kinds.map(async (kind) => Number((await filtered(kind).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)));
  const { limit, offset } = paging(query);
  let skip = offset;
  let need = limit;
  const rows = [];
  for (const [i, kind] of kinds.entries()) {
    if (need === 0) break;
    if (skip >= counts[i]) {
      skip -= counts[i];
      continue;
    }
    const part = await filtered(kind).select(['r.id', 'r.type', 'r.title', 'b.push_state', 'b.pushed_at', 'b.index_state', 'b.checked_at'])
      .orderBy('r.id', 'desc').limit(need).offset(skip).execute();
    rows.push(...part.map((r) => ({ ...r, kind, id: Number(r.id), type: Number(r.type) })));
    need -= part.length;
    skip = 0;
  }
  const crawls = await lastCrawls(db, siteId, [...new Set(rows.map((r) => recordPath(r.kind, r.id, r.type)))]);
  return {
    total: counts.reduce((n, c) => n + c, 0),
    rows: rows.map((r): BaiduUrlRow => ({
      key: `${r.kind}:${r.id}`, kind: r.kind, id: r.id, title: r.title, url: addressOf(r, domain),
      pushState: pushStateOf(r.push_state), pushedAt: r.pushed_at === null ? null : Number(r.pushed_at),
      indexState: indexStateOf(r.index_state), checkedAt: r.checked_at === null ? null : Number(r.checked_at),
      lastCrawl: crawls.get(recordPath(r.kind, r.id, r.type)) ?? null,
    })),
  };
}

/** Which of the records named are live records of the site, by kind:id. */
export async function findLive(db: Db, siteId: number, refs: readonly BaiduRef[]): Promise<Map<string, LiveRecord>> {
  const found = new Map<string, LiveRecord>();
  for (const kind of BAIDU_RECORD_KINDS) {
    const ids = refs.filter((r) => r.kind === kind).map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await withStates(db, siteId, [kind]).where('r.id', 'in', ids.slice(i, i + 500)).select(['r.id', 'r.type', 'r.title']).execute();
      for (const r of rows) found.set(`${kind}:${r.id}`, { kind, id: Number(r.id), type: Number(r.type), title: r.title });
    }
  }
  return found;
}

/** The live records named, in the order given; one missing (another site's, offline, unknown) refuses them all. */
export async function liveRecordsOf(db: Db, siteId: number, refs: readonly BaiduRef[]): Promise<LiveRecord[]> {
  const found = await findLive(db, siteId, refs);
  return refs.map((ref) => {
    const record = found.get(`${ref.kind}:${ref.id}`);
    if (!record) throw new ApiError(404, BAIDU_MSG.recordsGone);
    return record;
  });
}

/** The live records of these ids of one kind that were never pushed (自动推送 on publish). */
export async function unpushedAmong(db: Db, siteId: number, kind: BaiduRecordKind, ids: readonly number[]): Promise<LiveRecord[]> {
  const rows = await withStates(db, siteId, [kind]).where('r.id', 'in', [...ids])
    .where((eb) => eb.or([eb('b.push_state', 'is', null), eb('b.push_state', '=', '')]))
    .select(['r.id', 'r.type', 'r.title']).orderBy('r.id').execute();
  return rows.map((r) => ({ kind, id: Number(r.id), type: Number(r.type), title: r.title }));
}

export async function countUnpushed(db: Db, siteId: number): Promise<number> {
  const row = await withStates(db, siteId, BAIDU_RECORD_KINDS).where((eb) => eb.or([eb('b.push_state', 'is', null), eb('b.push_state', '=', '')]))
    .select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next never-pushed records of a kind after an id, in id order. */
export async function nextUnpushed(db: Db, siteId: number, kind: BaiduRecordKind, afterId: number, limit: number): Promise<LiveRecord[]> {
  const rows = await withStates(db, siteId, [kind]).where('r.id', '>', afterId)
    .where((eb) => eb.or([eb('b.push_state', 'is', null), eb('b.push_state', '=', '')]))
    .select(['r.id', 'r.type', 'r.title']).orderBy('r.id').limit(limit).execute();
  return rows.map((r) => ({ kind, id: Number(r.id), type: Number(r.type), title: r.title }));
}

/** The next live records of a kind after an id, in id order (查询收录 of everything). */
export async function nextLive(db: Db, siteId: number, kind: BaiduRecordKind, afterId: number, limit: number): Promise<LiveRecord[]> {
  const rows = await withStates(db, siteId, [kind]).where('r.id', '>', afterId).select(['r.id', 'r.type', 'r.title']).orderBy('r.id').limit(limit).execute();
  return rows.map((r) => ({ kind, id: Number(r.id), type: Number(r.type), title: r.title }));
}

export async function countLive(db: Db, siteId: number): Promise<number> {
  const row = await withStates(db, siteId, BAIDU_RECORD_KINDS).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
