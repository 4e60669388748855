// Articles on the server: reading (always scoped to a site: another site's article does not
// exist), the list query (one index range per filter and order, see migration 004), input checks,
// and the update itself (optimistic lock, revision, tags and search terms in one transaction). The
// type key check and the insert (with the title search index) are core's (core/content), shared
// with the product module's 导入到文章.
import { lockConflict } from '../../core/db/optimisticLock';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { ArticleDetail, ArticleRow, ArticleSaveRequest, ArticleSort, LockConflict } from '../../../shared/domain/api/content';
import type { ListData } from '../../../shared/domain/api/envelope';
import { ARTICLE_TYPE_INFO, CONTENT_LIMITS, CONTENT_MSG, grantedArticleTypes, type ArticleType } from '../../../shared/domain/content';
import { MSG } from '../../../shared/domain/messages';
import { DEFAULT_PAGE_SIZE } from '../../../shared/domain/constants';
import type { Database } from '../../core/db/database';
import type { ArticlesTable } from './tables';
import { ApiError } from '../../core/http/envelope';
import type { AuthState } from '../../core/http/routeDef';
import { foldedContains } from '../../core/db/fold';
import { DRIVE_LIMIT, keywordCandidates, type Candidates } from '../../core/content/titleTerms';
import { isMediaUrlOrEmpty, sanitizeRichText } from '../../core/services/sanitize';
import { paging } from '../../core/http/paging';
import { RECYCLE_MSG } from '../../core/recycle/recycleRoutes';
import { ARTICLE_REF_MSG, checkCategory, storedArticle, writeRevision, writeTags, writeTerms, type ArticleFields, type RevisionSnapshot } from '../../core/content/articleWrites';
import { requireTypeKey } from '../../core/content/articleTypeAccess';

export type ArticleDbRow = Selectable<ArticlesTable>;
type Db = Kysely<Database>;

/** §6: the content lists; any one admits a caller to the article routes (the type is checked per article). */
export const CONTENT_LIST_KEYS = ARTICLE_TYPE_INFO.map((t) => t.permission);

/** Refusals of ours (the shared CONTENT_MSG covers the spec's). */
export const CONTENT_ERR = {
  versionRequired: '修改内容时必须提供版本号 version',
  categoryInvalid: ARTICLE_REF_MSG.categoryInvalid,
  tagInvalid: '所选标签不存在',
  tooManyTags: `每篇内容最多选择${CONTENT_LIMITS.tagsPerArticle}个标签`,
  urlInvalid: (field: string) => `${field}必须是 http(s) 地址或站内路径（如 /uploads/…）`,
  notInRecycleBin: RECYCLE_MSG.notInBin,
  revisionNotFound: '历史版本不存在',
  contentTooLong: `正文不能超过${CONTENT_LIMITS.content}个字符`,
} as const;

/**
 * `site_id = ?` as a plain test, for article queries that name their ids: the primary key leads.
 * (Without table statistics SQLite would otherwise walk a site_id index over the whole site.)
 */
export function ofSite(siteId: number) {
  return sql<boolean>`+${sql.ref('site_id')} = ${siteId}`;
}

export function siteNotFound(): ApiError {
  return new ApiError(404, MSG.siteNotFound);
}

/** The article types whose list key the caller holds. */
export function visibleTypes(auth: AuthState): ArticleType[] {
  return grantedArticleTypes((key) => auth.grants.has(key));
}

/** Every article's type must be one the caller may see (403 otherwise), before anything changes. */
export function requireTypesOf(ctx: { auth: AuthState | null; request: { auditState: unknown } }, rows: readonly { type: number }[]): void {
  for (const type of new Set(rows.map((r) => r.type))) requireTypeKey(ctx, type);
}

export async function articleOf(db: Db, siteId: number, id: number): Promise<ArticleDbRow> {
  const row = await db.selectFrom('articles').selectAll().where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw siteNotFound();
  return row;
}

/** Every one of the ids must be an article of the site, or nothing happens (404). */
export async function articlesOf(db: Db, siteId: number, ids: number[]): Promise<Pick<ArticleDbRow, 'id' | 'type' | 'title' | 'disabled'>[]> {
  const rows = await db.selectFrom('articles').select(['id', 'type', 'title', 'disabled'])
    .where(ofSite(siteId)).where('id', 'in', ids).execute();
  if (rows.length !== new Set(ids).size) throw siteNotFound();
  return rows;
}

// --- lists ---------------------------------------------------------------------------------------

export interface ArticleFilter {
  siteId: number;
  types: readonly number[];
  disabled: 0 | 1;
  status?: 0 | 1;
  categoryIds?: readonly number[];
  tagId?: number;
  keyword?: string;
}

type ArticleQuery = SelectQueryBuilder<Database, 'articles', object>;

/** Candidates and the keyword's postings: the title search index (core/content/titleTerms). */
export { DRIVE_LIMIT };

/**
 * A filter's query, resolved at most once (filteredArticles reads candidate sets): the count, the
 * checkpoints and the page of one request share it.
 */
export type Selection = () => Promise<ArticleQuery | null>;

export function selectionOf(db: Db, f: ArticleFilter): Selection {
  let resolved: Promise<ArticleQuery | null> | undefined;
  return () => (resolved ??= filteredArticles(db, f));
}

/**
 * The site's articles matching a filter (no order, no columns yet), or null when nothing can match
 * (a tag without articles, a keyword with a term no title of the site holds). Candidate sets are
 * read first: when one is small (≤ DRIVE_LIMIT) rows are looked up by id and the list's columns are
 * written `+column` so that no planner walks a list index instead; otherwise the list's index leads
 * and the candidates are only a test (`+id in (…)`).
 */
export async function filteredArticles(db: Db, f: ArticleFilter): Promise<ArticleQuery | null> {
  const sets: Candidates[] = [];
  if (f.tagId !== undefined) {
    const links = Number((await db.selectFrom('article_tags').select((eb) => eb.fn.countAll<number>().as('n')).where('tag_id', '=', f.tagId).executeTakeFirstOrThrow()).n);
    if (links === 0) return null;
    sets.push({ n: links, ids: db.selectFrom('article_tags').select('article_id').where('tag_id', '=', f.tagId) });
  }
  const keyword = f.keyword?.trim();
  if (keyword) {
    const found = await keywordCandidates(db, f.siteId, keyword);
    if (found === null) return null;
    if (found) sets.push(found);
  }
  const drive = sets.some((c) => c.n <= DRIVE_LIMIT);
  const col = (name: 'site_id' | 'type' | 'disabled' | 'status' | 'category_id') => (drive ? sql<number>`+${sql.ref(`articles.${name}`)}` : sql<number>`${sql.ref(`articles.${name}`)}`);
  let q = db.selectFrom('articles').where(col('site_id'), '=', f.siteId);
  q = f.types.length === 1 ? q.where(col('type'), '=', f.types[0]) : q.where(col('type'), 'in', [...f.types]);
  q = q.where(col('disabled'), '=', f.disabled);
  if (f.status !== undefined) q = q.where(col('status'), '=', f.status);
  if (f.categoryIds) q = f.categoryIds.length === 1 ? q.where(col('category_id'), '=', f.categoryIds[0]) : q.where(col('category_id'), 'in', [...f.categoryIds]);
  for (const c of sets) {
    q = c.n <= DRIVE_LIMIT ? q.where('id', 'in', c.ids) : q.where(sql<number>`+${sql.ref('articles.id')}`, 'in', c.ids);
  }
  return keyword ? q.where(foldedContains('title', keyword)) : q;
}

/** Each list order: its column, its direction, and the direction of the id that breaks ties. */
const ORDERS: Record<ArticleSort, { column: 'updated_at' | 'created_at' | 'sort' | 'title'; desc: boolean; idDesc: boolean }> = {
  updated_desc: { column: 'updated_at', desc: true, idDesc: true },
  created_desc: { column: 'created_at', desc: true, idDesc: true },
  sort_asc: { column: 'sort', desc: false, idDesc: true },
  title_asc: { column: 'title', desc: false, idDesc: false },
};

export function ordered<O>(q: SelectQueryBuilder<Database, 'articles', O>, sort: ArticleSort = 'updated_desc'): SelectQueryBuilder<Database, 'articles', O> {
  const o = ORDERS[sort];
  return q.orderBy(o.column, o.desc ? 'desc' : 'asc').orderBy('id', o.idDesc ? 'desc' : 'asc');
}

/**
 * Deep pages seek instead of skipping: the key of every CHECKPOINT_EVERY-th row of a filter's list
 * (read once, by the caller's cache), so page N starts from the nearest checkpoint before it and
 * skips fewer than CHECKPOINT_EVERY index entries, however deep it is.
 */
export const CHECKPOINT_EVERY = 250;

/** One row's place in an order: its value of the order's column, and its id. */
export interface OrderKey {
  value: number | string;
  id: number;
}

/** The keys of rows CHECKPOINT_EVERY, 2 × CHECKPOINT_EVERY, … (1-based) of the filter's list. */
export async function orderCheckpoints(db: Db, f: ArticleFilter, sort: ArticleSort = 'updated_desc', selection?: Selection): Promise<OrderKey[]> {
  const base = await (selection ? selection() : filteredArticles(db, f));
  if (!base) return [];
  const o = ORDERS[sort];
  const numbered = base.select([
    sql<number | string>`${sql.ref(o.column)}`.as('value'),
    'id',
    sql<number>`row_number() over (order by ${sql.ref(o.column)} ${sql.raw(o.desc ? 'desc' : 'asc')}, ${sql.ref('id')} ${sql.raw(o.idDesc ? 'desc' : 'asc')})`.as('n'),
  ]);
  const rows = await db.selectFrom(numbered.as('numbered')).select(['value', 'id']).where(sql<number>`n % ${CHECKPOINT_EVERY}`, '=', 0).orderBy('n').execute();
  return rows.map((r) => ({ value: r.value, id: r.id }));
}

/** Rows strictly after `key` in the order (a range the order's index seeks to). */
function after(sort: ArticleSort, key: OrderKey) {
  const o = ORDERS[sort];
  const column = sql.ref(o.column);
  const beyond = sql.raw(o.desc ? '<' : '>');
  // Both the same way: a row value, which both back ends seek to in the index (the OR form below
  // scans every entry sharing the checkpoint's value — all of them when a batch was saved at once).
  if (o.desc === o.idDesc) return sql<boolean>`(${column}, ${sql.ref('id')}) ${beyond} (${key.value}, ${key.id})`;
  const from = sql.raw(o.desc ? '<=' : '>=');
  return sql<boolean>`(${column} ${from} ${key.value} and (${column} ${beyond} ${key.value} or ${sql.ref('id')} ${sql.raw(o.idDesc ? '<' : '>')} ${key.id}))`;
}


const ROW_COLUMNS = ['id', 'type', 'title', 'category_id', 'status', 'sort', 'author', 'img', 'nodownload', 'version', 'created_at', 'updated_at'] as const;
type RowColumns = Pick<ArticleDbRow, (typeof ROW_COLUMNS)[number]>;

/** How many articles match (a walk of the filter's index range, the table untouched). */
export async function countArticles(db: Db, f: ArticleFilter, selection?: Selection): Promise<number> {
  const base = await (selection ? selection() : filteredArticles(db, f));
  return base ? Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) : 0;
}

/**
 * Count and one page: the count walks the filter's index range (or is given: the caller's cache);
 * the page reads its ids from the order's index (skipping over index entries, not rows; from the
 * nearest checkpoint when the caller keeps them), then only its own rows.
 */
export async function articlePage(
  db: Db,
  f: ArticleFilter,
  page: { page?: number; rows?: number; sort?: ArticleSort },
  known: { total?: number; checkpoints?: () => OrderKey[] | Promise<OrderKey[]>; selection?: Selection } = {},
): Promise<ListData<ArticleRow>> {
  const { total: knownTotal, checkpoints } = known;
  const base = await (known.selection ? known.selection() : filteredArticles(db, f));
  if (!base) return { rows: [], total: 0 };
  const total = knownTotal ?? Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const { limit, offset } = paging(page);
  if (total === 0 || offset >= total) return { rows: [], total };
  const sort = page.sort ?? 'updated_desc';
  let q = ordered(base.select('id'), sort);
  let skip = offset;
  const passed = Math.floor(offset / CHECKPOINT_EVERY);
  if (checkpoints && passed >= 1) {
    const key = (await checkpoints())[passed - 1];
    if (key) {
      q = q.where(after(sort, key));
      skip = offset - passed * CHECKPOINT_EVERY;
    }
  }
  const ids = (await q.limit(limit).offset(skip).execute()).map((r) => r.id);
  return { rows: await articleRows(db, f.siteId, ids), total };
}

/** ArticleRows for ids, in the order given. */
export async function articleRows(db: Db, siteId: number, ids: number[]): Promise<ArticleRow[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('articles').select([...ROW_COLUMNS]).where(ofSite(siteId)).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const [names, tags] = await Promise.all([
    categoryNames(db, siteId, [...new Set(rows.map((r) => r.category_id).filter((c) => c > 0))]),
    tagIdsOf(db, ids),
  ]);
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toRow(r, names.get(r.category_id) ?? '', tags.get(id) ?? [])] : [];
  });
}

function toRow(r: RowColumns, categoryName: string, tagIds: number[]): ArticleRow {
  return {
    id: r.id,
    type: r.type as ArticleType,
    title: r.title,
    category_id: r.category_id,
    category_name: categoryName,
    status: r.status === 1 ? 1 : 0,
    sort: r.sort,
    author: r.author,
    img: r.img,
    nodownload: r.nodownload === 1,
    tag_ids: tagIds,
    version: r.version,
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
  };
}

export async function categoryNames(db: Db, siteId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('categories').select(['id', 'name']).where('site_id', '=', siteId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function tagIdsOf(db: Db, articleIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (!articleIds.length) return map;
  const rows = await db.selectFrom('article_tags').select(['article_id', 'tag_id']).where('article_id', 'in', articleIds).orderBy('id').execute();
  for (const r of rows) map.set(r.article_id, [...(map.get(r.article_id) ?? []), r.tag_id]);
  return map;
}

export async function articleDetail(db: Db, row: ArticleDbRow): Promise<ArticleDetail> {
  const [names, tags] = await Promise.all([categoryNames(db, row.site_id, row.category_id > 0 ? [row.category_id] : []), tagIdsOf(db, [row.id])]);
  return {
    ...toRow(row, names.get(row.category_id) ?? '', tags.get(row.id) ?? []),
    summary: row.summary,
    content: row.content,
    seo_title: row.seo_title,
    seo_keywords: row.seo_keywords,
    seo_description: row.seo_description,
    attachment_url: row.attachment_url,
    attachment_name: row.attachment_name,
    video_url: row.video_url,
    download_power: row.download_power === 'member' ? 'member' : 'all',
    download_min_level: row.download_min_level,
  };
}

// --- categories ----------------------------------------------------------------------------------

export { subtreeOf, type CategoryNode } from '../../../shared/domain/categoryTree';

export async function categoriesOfType(db: Db, siteId: number, type: number) {
  return db.selectFrom('categories').selectAll().where('site_id', '=', siteId).where('type', '=', type)
    .orderBy('parent_id').orderBy('sort').orderBy('id').execute();
}

// --- input ---------------------------------------------------------------------------------------

export function checkTitle(raw: string): string {
  const title = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (!title) throw new ApiError(400, CONTENT_MSG.titleRequired);
  if ([...title].length > CONTENT_LIMITS.title) throw new ApiError(400, CONTENT_MSG.titleTooLong);
  return title;
}

function checkMediaUrl(value: string, label: string): string {
  const v = value.trim();
  if (!isMediaUrlOrEmpty(v)) throw new ApiError(400, CONTENT_ERR.urlInvalid(label));
  return v;
}

const oneLine = (s: string | undefined) => (s ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();

/**
 * A save request made safe (no database): title, lengths (the schema bounds them too), URLs, and
 * the content sanitised with the allowlist. The references are checkArticleRefs's.
 */
export function prepareArticleFields(body: Partial<ArticleSaveRequest> & { type: ArticleType; title: string }): ArticleFields {
  const title = checkTitle(body.title);
  const content = sanitizeRichText(body.content ?? '');
  if (content.length > CONTENT_LIMITS.content) throw new ApiError(400, CONTENT_ERR.contentTooLong);
  const tagIds = [...new Set(body.tag_ids ?? [])];
  if (tagIds.length > CONTENT_LIMITS.tagsPerArticle) throw new ApiError(400, CONTENT_ERR.tooManyTags);
  return {
    type: body.type,
    category_id: body.category_id ?? 0,
    title,
    summary: (body.summary ?? '').trim(),
    content,
    img: checkMediaUrl(body.img ?? '', '封面图片地址'),
    author: oneLine(body.author),
    sort: body.sort ?? 0,
    status: body.status === 0 ? 0 : 1,
    seo_title: oneLine(body.seo_title),
    seo_keywords: oneLine(body.seo_keywords),
    seo_description: (body.seo_description ?? '').trim(),
    tag_ids: tagIds,
    attachment_url: checkMediaUrl(body.attachment_url ?? '', '附件地址'),
    attachment_name: oneLine(body.attachment_name),
    video_url: checkMediaUrl(body.video_url ?? '', '视频地址'),
  };
}

/** The category (the site's, of the article's type, or 0) and the tags (the site's) of checked fields. */
export async function checkArticleRefs(db: Db, siteId: number, f: ArticleFields): Promise<void> {
  await checkCategory(db, siteId, f.type, f.category_id);
  if (f.tag_ids.length) {
    const found = await db.selectFrom('tags').select('id').where('site_id', '=', siteId).where('id', 'in', f.tag_ids).execute();
    if (found.length !== f.tag_ids.length) throw new ApiError(400, CONTENT_ERR.tagInvalid);
  }
}

// --- saving --------------------------------------------------------------------------------------

export { lockConflict, nickNameOf } from '../../core/db/optimisticLock';

/**
 * Overwrites an article if it is still at `version` (else 409 LockConflict and nothing written):
 * version + 1, tags, search terms and a revision, inside the caller's transaction. `allowed` sees
 * the stored row first (the caller's type-key check).
 */
export async function updateArticle(
  trx: Db,
  siteId: number,
  id: number,
  version: number,
  f: ArticleFields,
  editorId: number,
  at: number,
  allowed: (current: ArticleDbRow) => void,
): Promise<{ id: number; version: number; previous: ArticleDbRow }> {
  const current = await articleOf(trx, siteId, id);
  allowed(current);
  if (current.version !== version) throw await lockConflict(trx, current);
  const next = version + 1;
  const result = await trx.updateTable('articles')
    .set({ ...storedArticle(f), version: next, updated_by: editorId, updated_at: at })
    .where('id', '=', id).where('site_id', '=', siteId).where('version', '=', version)
    .executeTakeFirst();
  // Another writer between the read and the update (PostgreSQL, concurrent transactions).
  if (Number(result.numUpdatedRows) !== 1) throw await lockConflict(trx, await articleOf(trx, siteId, id));
  await writeTags(trx, id, f.tag_ids);
  await writeTerms(trx, siteId, id, current.title, f.title);
  await writeRevision(trx, siteId, id, next, f, editorId, at);
  return { id, version: next, previous: current };
}

/** Removes articles for good with everything hanging off them (inside the caller's transaction). */
export async function destroyArticles(trx: Db, siteId: number, rows: Pick<ArticleDbRow, 'id' | 'title'>[]): Promise<void> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return;
  for (const r of rows) await writeTerms(trx, siteId, r.id, r.title, null);
  await trx.deleteFrom('article_tags').where('article_id', 'in', ids).execute();
  await trx.deleteFrom('keyword_articles').where('article_id', 'in', ids).execute();
  await trx.deleteFrom('article_revisions').where('article_id', 'in', ids).execute();
  await trx.deleteFrom('articles').where(ofSite(siteId)).where('id', 'in', ids).execute();
}

/** A stored snapshot read back (fields missing from an old snapshot get their defaults). */
export function parseSnapshot(text: string): RevisionSnapshot | null {
  try {
    const s = JSON.parse(text) as Partial<RevisionSnapshot>;
    if (!s || typeof s !== 'object' || typeof s.title !== 'string') return null;
    return {
      type: (s.type ?? 1) as ArticleType, title: s.title, category_id: Number(s.category_id ?? 0), status: s.status === 0 ? 0 : 1,
      sort: Number(s.sort ?? 0), author: String(s.author ?? ''), img: String(s.img ?? ''), tag_ids: Array.isArray(s.tag_ids) ? s.tag_ids.map(Number) : [],
      summary: String(s.summary ?? ''), content: String(s.content ?? ''), seo_title: String(s.seo_title ?? ''),
      seo_keywords: String(s.seo_keywords ?? ''), seo_description: String(s.seo_description ?? ''),
      attachment_url: String(s.attachment_url ?? ''), attachment_name: String(s.attachment_name ?? ''), video_url: String(s.video_url ?? ''),
    };
  } catch {
    return null;
  }
}
