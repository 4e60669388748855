// Products (§7 admin_cms/goods: getlist, edit, save, checkName, remove, reduction, destroy,
// upDownBatch; and the list's inline sort, batch move and batch tags), scoped to the caller's active
// site: a product of another site answers 404 and a batch naming one changes nothing. Saves are
// checked by the shared rule book with the site's custom fields, sanitised, lock-checked (409) and
// keep a revision; a name is unique among the site's live products (the database decides).
import type { ListData } from '../../../shared/domain/api/envelope';
import {
  CUSTOM_FIELD_SLOTS,
  PRODUCT_LIMITS as L,
  PRODUCT_MSG,
  parsePrice,
  type ProductEditResult,
  type ProductListQuery,
  type ProductNameCheck,
  type ProductRow,
  type ProductSaveRequest,
  type ProductSaveResult,
  type ProductSort,
} from '../../../shared/domain/product';
import { ApiError, encodeJson, type EncodedJson } from '../../core/http/envelope';
import { PAGE_QUERY } from '../../core/http/paging';
import { route, signedIn, type AnyRoute, type RouteContext } from '../../core/http/routeDef';
import { arr, bool, EMPTY, id, int, MAX_ID, obj, oneOf, str } from '../../core/http/schemas';
import { ID_ARRAY, recycleRoutes } from '../../core/recycle/recycleRoutes';
import { activeSite } from '../../core/services/siteScope';
import { CHECKPOINT_MAX_AGE_MS } from '../../core/services/readCache';
import {
  categoriesOf,
  countProducts,
  destroyProducts,
  fieldDefsOf,
  names,
  nameTaken,
  ofSite,
  orderCheckpoints,
  prepareProduct,
  PRODUCT_ERR,
  PRODUCT_KEY,
  productDetail,
  productOf,
  productPage,
  productsOf,
  selectionOf,
  siteNotFound,
  subtreeOf,
  type CategoryNode,
  type OrderKey,
  type ProductFilter,
} from './products';
import { saveProductAnnounced } from './saveProduct';

const SORTS: readonly ProductSort[] = ['sort_asc', 'updated_desc', 'created_desc'];
const FLAG = oneOf([0, 1]);
/** 0 (none) or a database id. */
const OPTIONAL_ID = int(0, MAX_ID);
/** goods/save may carry the largest description (L.content characters, up to 3 bytes each). */
export const PRODUCT_SAVE_BODY_LIMIT = 4 * 1024 * 1024;
/** What the list caches read: a write to any of these drops the cached pages. */
const LIST_TABLES = ['sites', 'products', 'product_categories', 'product_tag_links', 'product_terms'] as const;
/** A price as typed; its rule (parsePrice) answers in the rule book's words. */
const PRICE_TEXT = str(30);

/**
 * The save's schema bounds each field loosely: the rule book (validateProduct) answers the real
 * limits in its own words; the schema refuses wrong types, unknown fields and absurd sizes.
 */
const SAVE_BODY = obj({
  id: id(), version: int(1, MAX_ID), name: str(1000), type_id: OPTIONAL_ID, tag_ids: arr(id(), 0, 100),
  images: arr(obj({ url: str(2000), alt: str(1000) }, ['url']), 0, 50), summary: str(5000), content: str(L.content * 2),
  specs: arr(obj({ name: str(1000), value: str(5000) }, ['name', 'value']), 0, 500),
  price_sell: PRICE_TEXT, price_market: PRICE_TEXT, price_negotiable: FLAG,
  brand: str(1000), model: str(1000), origin: str(1000), unit: str(1000), pack: str(1000),
  minimum: int(1, L.minimumMax), sort: int(0, L.sortMax), recommend: FLAG, status: FLAG,
  related_ids: arr(id(), 0, 100), seo_title: str(1000), seo_keywords: str(2000), seo_description: str(5000),
  custom: obj(Object.fromEntries(CUSTOM_FIELD_SLOTS.map((slot) => [slot, str(5000)]))),
}, ['name']);

function cacheKey(ctx: RouteContext<unknown, unknown>, parts: unknown[]): string {
  const { account, session } = signedIn(ctx);
  return [account.company_id, session.site_id, ...parts].join('|');
}

/** A price bound of the list's filter in fen (undefined: none); text the rule book refuses is a 400. */
function priceBound(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const parsed = parsePrice(text);
  if (!parsed.ok) throw new ApiError(400, PRODUCT_MSG.priceFormat);
  return parsed.fen ?? undefined;
}

export const goodsRoutes: AnyRoute[] = [
  route<Record<string, never>, ProductListQuery, ListData<ProductRow>>('goodsList', {
    access: { permission: PRODUCT_KEY },
    mutates: false,
    schema: {
      querystring: EMPTY,
      body: obj({
        ...PAGE_QUERY, disabled: bool(), keyword: str(100), type_id: id(), status: FLAG, recommend: FLAG, tag_id: id(),
        price_min: PRICE_TEXT, price_max: PRICE_TEXT, sort: oneOf(SORTS),
      }),
    },
    handler(ctx) {
      const q = ctx.body;
      const { db, caches } = ctx.deps;
      const keyword = q.keyword?.trim() ?? '';
      const priceMin = priceBound(q.price_min);
      const priceMax = priceBound(q.price_max);
      if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) throw new ApiError(400, PRODUCT_ERR.priceRange);
      // A page is kept serialised until a product, category, tag link or the site changes.
      const filterKey = cacheKey(ctx, [q.disabled ? 1 : 0, q.type_id ?? 0, q.status ?? '', q.recommend ?? '', q.tag_id ?? 0, priceMin ?? '', priceMax ?? '', keyword]);
      const key = `${filterKey}|${q.sort ?? ''}|${q.page ?? 1}|${q.rows ?? 10}`;
      return caches.of<EncodedJson<ListData<ProductRow>>>('productList', LIST_TABLES, 1_000).get(key, async () => {
        const site = await activeSite(ctx);
        const filter: ProductFilter = { siteId: site.id, disabled: q.disabled ? 1 : 0, status: q.status, recommend: q.recommend, keyword, priceMin, priceMax };
        if (q.type_id !== undefined) {
          // A category lists its subcategories' products too; another site's answers 404.
          const all = await caches.of<CategoryNode[]>('productCategories', ['product_categories'], 1_000)
            .get(String(site.id), async () => ({ value: (await categoriesOf(db, site.id)).map((c) => ({ id: c.id, parent_id: c.parent_id })) }));
          if (!all.some((c) => c.id === q.type_id)) throw siteNotFound();
          filter.typeIds = subtreeOf(all, q.type_id);
        }
        if (q.tag_id !== undefined) {
          const tag = await db.selectFrom('product_tags').select('id').where('id', '=', q.tag_id).where('site_id', '=', site.id).executeTakeFirst();
          if (!tag) throw siteNotFound();
          filter.tagId = q.tag_id;
        }
        // The count is shared by every page and order of the same filter.
        const selection = selectionOf(db, filter);
        const total = await caches.of<number>('productCount', LIST_TABLES).get(filterKey, async () => ({ value: await countProducts(selection) }));
        // Deep pages seek from checkpoints kept beside the count (only where values are kept at all:
        // reading them for one request would cost more than the skip they save).
        const sort = q.sort ?? 'sort_asc';
        const checkpoints = caches.tracker.cacheable
          ? () => caches.of<OrderKey[]>('productCheckpoints', LIST_TABLES, 200, CHECKPOINT_MAX_AGE_MS).get(`${filterKey}|${sort}`, async () => ({ value: await orderCheckpoints(db, selection, sort) }))
          : undefined;
        return { value: encodeJson(await productPage(db, filter, q, { total, selection, checkpoints })) };
      });
    },
  }),

  route<{ id: number }, undefined, ProductEditResult>('goodsEdit', {
    access: { permission: PRODUCT_KEY },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return { info: await productDetail(ctx.deps.db, await productOf(ctx.deps.db, site.id, ctx.query.id)) };
    },
  }),

  route<Record<string, never>, ProductSaveRequest, ProductSaveResult>('goodsSave', {
    access: { permission: PRODUCT_KEY },
    mutates: true,
    bodyLimit: PRODUCT_SAVE_BODY_LIMIT,
    schema: { querystring: EMPTY, body: SAVE_BODY },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const body = ctx.body;
      if (body.id !== undefined && body.version === undefined) throw new ApiError(400, PRODUCT_ERR.versionRequired);
      // The rule book with the site's own fields, and sanitising, before the transaction.
      const fields = prepareProduct(body, await fieldDefsOf(db, site.id));
      const productId = body.id;
      const target = productId === undefined ? undefined : { id: productId, version: body.version as number };
      const saved = await saveProductAnnounced(ctx.deps, site.id, fields, target, signedIn(ctx).account.id);
      ctx.note({ detail: `${productId === undefined ? '新增' : '修改'}产品「${fields.name}」（${saved.id}，版本 ${saved.version}）` });
      return saved;
    },
  }),

  route<{ name: string; id?: number }, undefined, ProductNameCheck>('goodsCheckName', {
    access: { permission: PRODUCT_KEY },
    mutates: false,
    schema: { querystring: obj({ name: str(1000), id: id() }, ['name']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const name = ctx.query.name.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
      return { exists: name !== '' && (await nameTaken(ctx.deps.db, site.id, name, ctx.query.id)) };
    },
  }),

  ...recycleRoutes({
    table: 'products',
    titleColumn: 'name',
    contentKind: 'product',
    access: { permission: PRODUCT_KEY },
    noun: '产品',
    unit: '个',
    routes: { remove: { name: 'goodsRemove', ids: 'body' }, restore: { name: 'goodsRestore', ids: 'body' }, destroy: { name: 'goodsDestroy', ids: 'body' } },
    // Restoring a product whose name a live one took meanwhile: refused, nothing restored.
    restoreClash: PRODUCT_MSG.nameExists,
    async onDestroy(trx, siteId, ids) {
      await destroyProducts(trx, siteId, ids);
      return { answer: {}, note: '' };
    },
  }),

  route<Record<string, never>, { ids: number[]; status: 0 | 1 }, { updated: number }>('goodsUpDown', {
    access: { permission: PRODUCT_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: ID_ARRAY, status: FLAG }, ['ids', 'status']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { ids, status } = ctx.body;
      const me = signedIn(ctx).account.id;
      return db.transaction().execute(async (trx) => {
        const rows = await productsOf(trx, site.id, ids);
        // The status is part of what an editor saves: changing it moves the version (an open
        // editor then gets the lock conflict instead of silently undoing it).
        const result = await trx.updateTable('products').set((eb) => ({ status, version: eb('version', '+', 1), updated_by: me, updated_at: now() }))
          .where(ofSite(site.id)).where('id', 'in', ids).where('status', '!=', status).executeTakeFirst();
        const updated = Number(result.numUpdatedRows);
        ctx.note({ detail: `${status === 1 ? '上架' : '下架'} ${updated} 个产品：${names(rows)}` });
        return { updated };
      }).then((answer) => {
        ctx.deps.contentHooks.changed({ siteId: site.id, kind: 'product', ids, change: status === 1 ? 'published' : 'unpublished', at: now() });
        return answer;
      });
    },
  }),

  route<Record<string, never>, { id: number; sort: number }, { id: number; version: number }>('goodsSetSort', {
    access: { permission: PRODUCT_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), sort: int(0, L.sortMax) }, ['id', 'sort']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { id: productId, sort } = ctx.body;
      return db.transaction().execute(async (trx) => {
        const current = await productOf(trx, site.id, productId);
        await trx.updateTable('products').set({ sort, version: current.version + 1, updated_by: signedIn(ctx).account.id, updated_at: now() })
          .where('id', '=', productId).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `产品「${current.name}」（${productId}）排序 ${current.sort} → ${sort}` });
        return { id: productId, version: current.version + 1 };
      });
    },
  }),

  route<Record<string, never>, { ids: number[]; type_id: number }, { updated: number }>('goodsMove', {
    access: { permission: PRODUCT_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: ID_ARRAY, type_id: OPTIONAL_ID }, ['ids', 'type_id']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { ids, type_id: typeId } = ctx.body;
      return db.transaction().execute(async (trx) => {
        const rows = await productsOf(trx, site.id, ids);
        let target = '未分类';
        if (typeId !== 0) {
          const category = await trx.selectFrom('product_categories').select('name').where('id', '=', typeId).where('site_id', '=', site.id).executeTakeFirst();
          if (!category) throw siteNotFound();
          target = category.name;
        }
        const result = await trx.updateTable('products').set((eb) => ({ type_id: typeId, version: eb('version', '+', 1), updated_by: signedIn(ctx).account.id, updated_at: now() }))
          .where(ofSite(site.id)).where('id', 'in', ids).where('type_id', '!=', typeId).executeTakeFirst();
        const updated = Number(result.numUpdatedRows);
        ctx.note({ detail: `移动 ${updated} 个产品到「${target}」：${names(rows)}` });
        return { updated };
      });
    },
  }),

  route<Record<string, never>, { ids: number[]; tag_ids: number[]; mode: 'add' | 'replace' }, { updated: number }>('goodsSetTags', {
    access: { permission: PRODUCT_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: ID_ARRAY, tag_ids: arr(id(), 0, L.tags), mode: oneOf(['add', 'replace']) }, ['ids', 'tag_ids', 'mode']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const ids = [...new Set(ctx.body.ids)];
      const tagIds = [...new Set(ctx.body.tag_ids)];
      const { mode } = ctx.body;
      return db.transaction().execute(async (trx) => {
        const rows = await productsOf(trx, site.id, ids);
        if (tagIds.length) {
          const found = await trx.selectFrom('product_tags').select('id').where('site_id', '=', site.id).where('id', 'in', tagIds).execute();
          if (found.length !== tagIds.length) throw siteNotFound();
        }
        const links = await trx.selectFrom('product_tag_links').select(['product_id', 'tag_id']).where('product_id', 'in', ids).execute();
        const had = new Map<number, Set<number>>(ids.map((p) => [p, new Set()]));
        for (const l of links) had.get(l.product_id)?.add(l.tag_id);
        const changed: number[] = [];
        for (const productId of ids) {
          const before = had.get(productId) as Set<number>;
          const after = new Set(mode === 'replace' ? tagIds : [...before, ...tagIds]);
          if (after.size > L.tags) throw new ApiError(400, PRODUCT_MSG.tooManyTags);
          const same = after.size === before.size && [...after].every((t) => before.has(t));
          if (same) continue;
          changed.push(productId);
          if (mode === 'replace') await trx.deleteFrom('product_tag_links').where('product_id', '=', productId).execute();
          const added = [...after].filter((t) => mode === 'replace' || !before.has(t));
          if (added.length) await trx.insertInto('product_tag_links').values(added.map((tag_id) => ({ product_id: productId, tag_id }))).execute();
        }
        // Tags are part of what an editor saves: their change moves the version too.
        if (changed.length) {
          await trx.updateTable('products').set((eb) => ({ version: eb('version', '+', 1), updated_by: signedIn(ctx).account.id, updated_at: now() }))
            .where(ofSite(site.id)).where('id', 'in', changed).execute();
        }
        ctx.note({ detail: `${mode === 'replace' ? '设置' : '添加'}标签（${tagIds.join(',') || '无'}）于 ${changed.length} 个产品：${names(rows)}` });
        return { updated: changed.length };
      });
    },
  }),
];
