// Products on the server: reading (always scoped to a site: another site's product does not exist),
// the list query (one index range per filter and order, see migration product_001), the form's
// checks (the shared rule book first, then what only the server can know) and the save itself
// (name uniqueness by the database, optimistic lock, tags, search terms and a revision in one
// transaction).
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { LockConflict } from '../../../shared/domain/api/content';
import type { ListData } from '../../../shared/domain/api/envelope';
import { CONTENT_MSG } from '../../../shared/domain/content';
import { MSG } from '../../../shared/domain/messages';
import {
  CUSTOM_FIELD_SLOTS,
  PRODUCT_LIMITS,
  PRODUCT_MSG,
  parsePrice,
  validateProduct,
  type CustomFieldDef,
  type CustomFieldKind,
  type ProductDetail,
  type ProductRow,
  type ProductSaveRequest,
  type ProductSort,
} from '../../../shared/domain/product';
import type { Database } from '../../core/db/database';
import { ApiError } from '../../core/http/envelope';
import { paging } from '../../core/http/paging';
import { safeUrl, sanitizeRichText } from '../../core/services/sanitize';
import { DRIVE_LIMIT, insertTermRows, keywordPlan, keywordTest, type Candidates } from './search';
import type { ProductsTable } from './tables';
import {
  customOf, imagesOf, jsonArray, snapshotOf, specsOf, storedColumns, termsOf, type ProductFields, type SlotColumn,
} from '../../core/content/productWrites';

// The writes are core's (core/content/productWrites.ts: languages writes translated copies through them too).
export {
  customOf, imagesOf, insertProduct, isNameClash, nameTaken, productOf, snapshotOf, specsOf, storedColumns, updateProduct, type ProductFields,
} from '../../core/content/productWrites';

type Db = Kysely<Database>;
export type ProductDbRow = Selectable<ProductsTable>;

/** §6 keys: the catalogue (products, categories, custom fields) and its tags. */
export const PRODUCT_KEY = 'product_list';
export const TAG_KEY = 'product_tags';

/** Refusals of ours (the shared PRODUCT_MSG holds the issue's). */
export const PRODUCT_ERR = {
  versionRequired: '修改产品时必须提供版本号 version',
  categoryInvalid: '所选产品分类不存在',
  tagInvalid: '所选产品标签不存在',
  relatedInvalid: '所选相关产品不存在',
  contentTooLong: `产品详情不能超过${PRODUCT_LIMITS.content}个字符`,
  priceRange: '最低价不能高于最高价',
} as const;

export function siteNotFound(): ApiError {
  return new ApiError(404, MSG.siteNotFound);
}

/** `site_id = ?` as a plain test for queries that name their ids: the primary key leads. */
export function ofSite(siteId: number) {
  return sql<boolean>`+${sql.ref('products.site_id')} = ${siteId}`;
}


/** Every one of the ids must be a product of the site (live or in the bin), or nothing happens (404). */
export async function productsOf(db: Db, siteId: number, ids: number[]): Promise<Pick<ProductDbRow, 'id' | 'name' | 'disabled'>[]> {
  const rows = await db.selectFrom('products').select(['id', 'name', 'disabled']).where(ofSite(siteId)).where('id', 'in', ids).execute();
  if (rows.length !== new Set(ids).size) throw siteNotFound();
  return rows;
}

/** 「a」、「b」… for an op-log line, at most 120 characters. */
export const names = (rows: { name: string }[]) => rows.map((r) => `「${r.name}」`).join('、').slice(0, 120);


/** The name clash answered as the route's own check answers it (400 产品名称已存在). */
export function nameClash(): ApiError {
  return new ApiError(400, PRODUCT_MSG.nameExists, { field: 'name' });
}

// --- categories ----------------------------------------------------------------------------------

export { subtreeOf, type CategoryNode } from '../../../shared/domain/categoryTree';

export async function categoriesOf(db: Db, siteId: number) {
  return db.selectFrom('product_categories').selectAll().where('site_id', '=', siteId).orderBy('parent_id').orderBy('sort').orderBy('id').execute();
}

// --- lists ---------------------------------------------------------------------------------------

export interface ProductFilter {
  siteId: number;
  disabled: 0 | 1;
  status?: 0 | 1;
  recommend?: 0 | 1;
  typeIds?: readonly number[];
  tagId?: number;
  keyword?: string;
  /** 销售价 range in fen (negotiable and unpriced products are outside any range). */
  priceMin?: number;
  priceMax?: number;
}

type ProductQuery = SelectQueryBuilder<Database, 'products', object>;

/**
 * The site's products matching a filter (no order, no columns yet), or null when nothing can match.
 * Candidate sets (a tag's links, a keyword's terms) are read first: when one is small the rows
 * are looked up by id and the list's columns are written `+column` so no planner walks a list index
 * instead; otherwise the list's index leads and a tag's links are a test (`+id in (…)`), a
 * keyword's the search text (held by the default order's and the category's indexes).
 */
export async function filteredProducts(db: Db, f: ProductFilter): Promise<ProductQuery | null> {
  const sets: Candidates[] = [];
  if (f.tagId !== undefined) {
    const links = Number((await db.selectFrom('product_tag_links').select((eb) => eb.fn.countAll<number>().as('n')).where('tag_id', '=', f.tagId).executeTakeFirstOrThrow()).n);
    if (links === 0) return null;
    sets.push({ n: links, ids: db.selectFrom('product_tag_links').select('product_id').where('tag_id', '=', f.tagId) });
  }
  const keyword = f.keyword?.trim();
  let textTest = !!keyword;
  if (keyword) {
    // A keyword's products, when few, lead (looked up by id); when many, the list's index leads
    // and each row's search text is tested as it is walked (no candidate set to build).
    const plan = await keywordPlan(db, f.siteId, keyword);
    if (plan === null) return null;
    if (plan && plan.candidates.n <= DRIVE_LIMIT) {
      sets.push(plan.candidates);
      textTest = !plan.exact;
    }
  }
  const drive = sets.some((c) => c.n <= DRIVE_LIMIT);
  const col = (name: 'site_id' | 'disabled' | 'status' | 'recommend' | 'type_id') =>
    (drive ? sql<number>`+${sql.ref(`products.${name}`)}` : sql<number>`${sql.ref(`products.${name}`)}`);
  let q = db.selectFrom('products').where(col('site_id'), '=', f.siteId).where(col('disabled'), '=', f.disabled);
  if (f.status !== undefined) q = q.where(col('status'), '=', f.status);
  if (f.recommend !== undefined) q = q.where(col('recommend'), '=', f.recommend);
  if (f.typeIds) q = f.typeIds.length === 1 ? q.where(col('type_id'), '=', f.typeIds[0]) : q.where(col('type_id'), 'in', [...f.typeIds]);
  if (f.priceMin !== undefined || f.priceMax !== undefined) {
    q = q.where('products.price_negotiable', '=', 0).where('products.price_sell', 'is not', null);
    if (f.priceMin !== undefined) q = q.where('products.price_sell', '>=', f.priceMin);
    if (f.priceMax !== undefined) q = q.where('products.price_sell', '<=', f.priceMax);
  }
  for (const c of sets) {
    q = c.n <= DRIVE_LIMIT ? q.where('products.id', 'in', c.ids) : q.where(sql<number>`+${sql.ref('products.id')}`, 'in', c.ids);
  }
  return keyword && textTest ? q.where(keywordTest(keyword)) : q;
}

/** Each list order: its column and direction; ties go to the newest id. */
const ORDERS: Record<ProductSort, { column: 'sort' | 'updated_at' | 'created_at'; desc: boolean }> = {
  sort_asc: { column: 'sort', desc: false },
  updated_desc: { column: 'updated_at', desc: true },
  created_desc: { column: 'created_at', desc: true },
};

export function ordered<O>(q: SelectQueryBuilder<Database, 'products', O>, sort: ProductSort = 'sort_asc'): SelectQueryBuilder<Database, 'products', O> {
  const o = ORDERS[sort];
  return q.orderBy(`products.${o.column}`, o.desc ? 'desc' : 'asc').orderBy('products.id', 'desc');
}

/** A filter's query, resolved at most once: the count and the page of one request share it. */
export type Selection = () => Promise<ProductQuery | null>;

export function selectionOf(db: Db, f: ProductFilter): Selection {
  let resolved: Promise<ProductQuery | null> | undefined;
  return () => (resolved ??= filteredProducts(db, f));
}

/** How many products match (a walk of the filter's index range, the table untouched where it can be). */
export async function countProducts(selection: Selection): Promise<number> {
  const base = await selection();
  return base ? Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) : 0;
}

/**
 * Deep pages seek instead of skipping (as the article lists do): the key of every
 * CHECKPOINT_EVERY-th row of a filter's list, read once and kept by the caller's cache, so page N
 * starts from the nearest checkpoint before it and skips fewer than CHECKPOINT_EVERY index entries.
 */
export const CHECKPOINT_EVERY = 250;

/** One row's place in an order: its value of the order's column, and its id. */
export interface OrderKey {
  value: number;
  id: number;
}

/** The keys of rows CHECKPOINT_EVERY, 2 × CHECKPOINT_EVERY, … (1-based) of the filter's list. */
export async function orderCheckpoints(db: Db, selection: Selection, sort: ProductSort = 'sort_asc'): Promise<OrderKey[]> {
  const base = await selection();
  if (!base) return [];
  const o = ORDERS[sort];
  const numbered = base.select([
    sql<number>`${sql.ref(`products.${o.column}`)}`.as('value'),
    'products.id',
    sql<number>`row_number() over (order by ${sql.ref(`products.${o.column}`)} ${sql.raw(o.desc ? 'desc' : 'asc')}, ${sql.ref('products.id')} desc)`.as('n'),
  ]);
  const rows = await db.selectFrom(numbered.as('numbered')).select(['value', 'id']).where(sql<number>`n % ${CHECKPOINT_EVERY}`, '=', 0).orderBy('n').execute();
  return rows.map((r) => ({ value: Number(r.value), id: r.id }));
}

/** Rows strictly after `key` in the order (a range the order's index seeks to). */
function after(sort: ProductSort, key: OrderKey) {
  const o = ORDERS[sort];
  const column = sql.ref(`products.${o.column}`);
  const beyond = sql.raw(o.desc ? '<' : '>');
  // Descending like the id: a row value, which both back ends seek to in the index (the OR form
  // below scans every entry sharing the checkpoint's value).
  if (o.desc) return sql<boolean>`(${column}, ${sql.ref('products.id')}) < (${key.value}, ${key.id})`;
  const from = sql.raw(o.desc ? '<=' : '>=');
  return sql<boolean>`(${column} ${from} ${key.value} and (${column} ${beyond} ${key.value} or ${sql.ref('products.id')} < ${key.id}))`;
}

/**
 * One page: its ids from the order's index (skipping index entries, not rows; from the nearest
 * checkpoint when the caller keeps them), then only its own rows.
 */
export async function productPage(
  db: Db,
  f: ProductFilter,
  page: { page?: number; rows?: number; sort?: ProductSort },
  known: { total?: number; selection?: Selection; checkpoints?: () => OrderKey[] | Promise<OrderKey[]> } = {},
): Promise<ListData<ProductRow>> {
  const selection = known.selection ?? selectionOf(db, f);
  const base = await selection();
  if (!base) return { rows: [], total: 0 };
  const total = known.total ?? (await countProducts(selection));
  const { limit, offset } = paging(page);
  if (total === 0 || offset >= total) return { rows: [], total };
  const sort = page.sort ?? 'sort_asc';
  let q = ordered(base.select('products.id'), sort);
  let skip = offset;
  const passed = Math.floor(offset / CHECKPOINT_EVERY);
  if (known.checkpoints && passed >= 1) {
    const key = (await known.checkpoints())[passed - 1];
    if (key) {
      q = q.where(after(sort, key));
      skip = offset - passed * CHECKPOINT_EVERY;
    }
  }
  const ids = (await q.limit(limit).offset(skip).execute()).map((r) => r.id);
  return { rows: await productRows(db, f.siteId, ids), total };
}

const ROW_COLUMNS = ['id', 'name', 'type_id', 'img', 'price_sell', 'price_market', 'price_negotiable', 'brand', 'model', 'status', 'recommend', 'sort', 'version', 'created_at', 'updated_at'] as const;
type RowColumns = Pick<ProductDbRow, (typeof ROW_COLUMNS)[number]>;

/** ProductRows for ids, in the order given. */
export async function productRows(db: Db, siteId: number, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('products').select([...ROW_COLUMNS]).where(ofSite(siteId)).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const [typeNames, tags] = await Promise.all([
    categoryNames(db, siteId, [...new Set(rows.map((r) => r.type_id).filter((t) => t > 0))]),
    tagIdsOf(db, ids),
  ]);
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toRow(r, typeNames.get(r.type_id) ?? '', tags.get(id) ?? [])] : [];
  });
}

const fen = (value: number | null) => (value === null ? null : Number(value));

function toRow(r: RowColumns, typeName: string, tagIds: number[]): ProductRow {
  return {
    id: r.id, name: r.name, type_id: r.type_id, type_name: typeName, img: r.img,
    price_sell: fen(r.price_sell), price_market: fen(r.price_market), price_negotiable: r.price_negotiable === 1 ? 1 : 0,
    brand: r.brand, model: r.model, status: r.status === 1 ? 1 : 0, recommend: r.recommend === 1 ? 1 : 0, sort: r.sort,
    tag_ids: tagIds, version: r.version, created_at: Number(r.created_at), updated_at: Number(r.updated_at),
  };
}

export async function categoryNames(db: Db, siteId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('product_categories').select(['id', 'name']).where('site_id', '=', siteId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function tagIdsOf(db: Db, productIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (!productIds.length) return map;
  const rows = await db.selectFrom('product_tag_links').select(['product_id', 'tag_id']).where('product_id', 'in', productIds).orderBy('id').execute();
  for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), r.tag_id]);
  return map;
}

// --- stored JSON ---------------------------------------------------------------------------------

export const idsOf = (text: string): number[] => jsonArray(text).filter((n): n is number => Number.isSafeInteger(n) && (n as number) > 0);


export async function productDetail(db: Db, row: ProductDbRow): Promise<ProductDetail> {
  const related = idsOf(row.related_ids);
  const [typeNames, tags, existing] = await Promise.all([
    categoryNames(db, row.site_id, row.type_id > 0 ? [row.type_id] : []),
    tagIdsOf(db, [row.id]),
    related.length ? db.selectFrom('products').select('id').where(ofSite(row.site_id)).where('id', 'in', related).execute() : Promise.resolve([]),
  ]);
  const live = new Set(existing.map((r) => r.id));
  return {
    ...toRow(row, typeNames.get(row.type_id) ?? '', tags.get(row.id) ?? []),
    summary: row.summary, content: row.content, images: imagesOf(row.images), specs: specsOf(row.specs),
    origin: row.origin, unit: row.unit, pack: row.pack, minimum: row.minimum,
    related_ids: related.filter((id) => live.has(id)),
    seo_title: row.seo_title, seo_keywords: row.seo_keywords, seo_description: row.seo_description,
    custom: customOf(row), disabled: row.disabled === 1 ? 1 : 0,
  };
}

// --- custom field definitions -----------------------------------------------------------------------

export async function fieldDefsOf(db: Db, siteId: number): Promise<(CustomFieldDef & { id: number; sort: number })[]> {
  const rows = await db.selectFrom('product_fields').selectAll().where('site_id', '=', siteId).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id, slot: r.slot, name: r.name, kind: r.kind as CustomFieldKind, required: r.required === 1, sort: r.sort,
    ...(r.kind === 'select' ? { options: jsonArray(r.options).map(String) } : {}),
  }));
}

// --- input ---------------------------------------------------------------------------------------


const CONTROLS = /[\u0000-\u001f\u007f]/g;
const oneLine = (s: string | undefined) => (s ?? '').replace(CONTROLS, ' ').trim();
/** Quotes and angle brackets never reach an attribute a page writes (an image's alt). */
const attributeText = (s: string | undefined) => oneLine(s).replace(/["'<>`]/g, '');

/**
 * A save request made safe (no database): the shared rule book with the site's custom fields first
 * (its first problem is the answer, naming the field), then the server's own: sanitised rich text,
 * addresses that are safe in a src, prices as fen.
 */
export function prepareProduct(body: ProductSaveRequest, defs: readonly CustomFieldDef[]): ProductFields {
  const issues = validateProduct(body, defs);
  if (issues.length) throw new ApiError(400, issues[0].message, { field: issues[0].field });
  const content = sanitizeRichText(body.content ?? '');
  if ([...content].length > PRODUCT_LIMITS.content) throw new ApiError(400, PRODUCT_ERR.contentTooLong, { field: 'content' });
  const images = (body.images ?? []).map((i) => ({ url: i.url.trim(), alt: attributeText(i.alt) }));
  if (images.some((i) => safeUrl(i.url, 'media') === null)) throw new ApiError(400, PRODUCT_MSG.imageInvalid, { field: 'images' });
  const custom = Object.fromEntries(CUSTOM_FIELD_SLOTS.map((slot) => [slot, ''])) as Record<SlotColumn, string>;
  for (const def of defs) {
    const value = (body.custom?.[def.slot] ?? '').trim();
    if (def.kind === 'image' && value && safeUrl(value, 'media') === null) throw new ApiError(400, PRODUCT_MSG.customFieldInvalid(def.name), { field: def.slot });
    custom[def.slot as SlotColumn] = def.kind === 'textarea' ? value.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ') : oneLine(value);
  }
  const price = (text: string | undefined) => {
    const parsed = parsePrice(text);
    return parsed.ok ? parsed.fen : null;
  };
  return {
    type_id: body.type_id ?? 0,
    name: oneLine(body.name),
    summary: (body.summary ?? '').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ').trim(),
    content,
    images,
    specs: (body.specs ?? []).map((s) => ({ name: oneLine(s.name), value: oneLine(s.value) })),
    price_sell: price(body.price_sell),
    price_market: price(body.price_market),
    price_negotiable: body.price_negotiable === 1 ? 1 : 0,
    brand: oneLine(body.brand), model: oneLine(body.model), origin: oneLine(body.origin), unit: oneLine(body.unit), pack: oneLine(body.pack),
    minimum: body.minimum ?? 1,
    sort: body.sort ?? 0,
    recommend: body.recommend === 1 ? 1 : 0,
    status: body.status === 0 ? 0 : 1,
    related_ids: [...new Set(body.related_ids ?? [])],
    tag_ids: [...new Set(body.tag_ids ?? [])],
    seo_title: oneLine(body.seo_title), seo_keywords: oneLine(body.seo_keywords), seo_description: (body.seo_description ?? '').replace(CONTROLS, ' ').trim(),
    custom,
  };
}

/** The category, tags and related products of checked fields must be the site's (400 otherwise). */
export async function checkRefs(db: Db, siteId: number, f: ProductFields, selfId?: number): Promise<void> {
  if (f.type_id !== 0) {
    const found = await db.selectFrom('product_categories').select('id').where('id', '=', f.type_id).where('site_id', '=', siteId).executeTakeFirst();
    if (!found) throw new ApiError(400, PRODUCT_ERR.categoryInvalid, { field: 'type_id' });
  }
  if (f.tag_ids.length) {
    const found = await db.selectFrom('product_tags').select('id').where('site_id', '=', siteId).where('id', 'in', f.tag_ids).execute();
    if (found.length !== f.tag_ids.length) throw new ApiError(400, PRODUCT_ERR.tagInvalid, { field: 'tag_ids' });
  }
  if (f.related_ids.length) {
    if (selfId !== undefined && f.related_ids.includes(selfId)) throw new ApiError(400, PRODUCT_MSG.relatedSelf, { field: 'related_ids' });
    const found = await db.selectFrom('products').select('id').where(ofSite(siteId)).where('id', 'in', f.related_ids).execute();
    if (found.length !== f.related_ids.length) throw new ApiError(400, PRODUCT_ERR.relatedInvalid, { field: 'related_ids' });
  }
}


// --- saving --------------------------------------------------------------------------------------

export { lockConflict, nickNameOf } from '../../core/db/optimisticLock';


/** Products a statement of insertProducts writes (about 70 parameters each: far below both back ends' limits). */
const INSERT_CHUNK = 100;

/**
 * Many new products at once (an import): each exactly as insertProduct writes it — version 1, its
 * tags, search terms and first revision — but a few statements per INSERT_CHUNK products instead of
 * five per product (inside the caller's transaction). Their names must differ from each other and
 * from the site's live products (the import checked; the index refuses otherwise). Answers their
 * ids in the order given.
 */
export async function insertProducts(trx: Db, siteId: number, list: readonly ProductFields[], editorId: number | null, at: number): Promise<{ id: number; version: number }[]> {
  const out: { id: number; version: number }[] = [];
  for (let i = 0; i < list.length; i += INSERT_CHUNK) {
    const chunk = list.slice(i, i + INSERT_CHUNK);
    const inserted = await trx.insertInto('products')
      .values(chunk.map((f) => ({ site_id: siteId, ...storedColumns(f), disabled: 0, version: 1, updated_by: editorId, created_at: at, updated_at: at })))
      .returning(['id', 'name']).execute();
    // A multi-row insert's RETURNING order is not promised: the names (unique among live products) tell the rows apart.
    const byName = new Map(inserted.map((r) => [r.name, r.id]));
    const ids = chunk.map((f) => {
      const id = byName.get(f.name);
      if (id === undefined) throw new Error(`批量新增产品后找不到「${f.name}」`);
      return id;
    });
    const links = chunk.flatMap((f, k) => f.tag_ids.map((tag_id) => ({ product_id: ids[k], tag_id })));
    if (links.length) await trx.insertInto('product_tag_links').values(links).execute();
    await insertTermRows(trx, siteId, chunk.flatMap((f, k) => termsOf(f).map((term) => ({ term, product_id: ids[k] }))));
    await trx.insertInto('product_revisions').values(chunk.map((f, k) => ({
      product_id: ids[k], site_id: siteId, version: 1, name: f.name, snapshot: JSON.stringify(snapshotOf(f)), editor_id: editorId, created_at: at,
    }))).execute();
    out.push(...ids.map((id) => ({ id, version: 1 })));
  }
  return out;
}


/** Removes products for good with what hangs off them (inside the caller's transaction). */
export async function destroyProducts(trx: Db, siteId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await trx.deleteFrom('product_terms').where('site_id', '=', siteId).where('product_id', 'in', ids).execute();
  await trx.deleteFrom('product_tag_links').where('product_id', 'in', ids).execute();
  await trx.deleteFrom('product_revisions').where('site_id', '=', siteId).where('product_id', 'in', ids).execute();
}
