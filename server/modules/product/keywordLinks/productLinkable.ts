// Products as a kind recommended keywords link to (issue 11 §10; core/links/linkableKinds.ts), in
// keyword_products (migration product_003). Seen and linked with product_list; the candidates are
// the site's live products found as the product list finds them (name, model, brand) in its order.
// Every id must be the site's, else 404 and nothing changes; a product in the recycle bin keeps its
// links (marked) but cannot gain one; destroyed, it loses them (foreign-key cascade).
import type { ListData } from '../../../../shared/domain/api/envelope';
import { KEYWORD_MSG, LINK_STATUS_TEXT, type KeywordLinkCandidate, type KeywordLinked } from '../../../../shared/domain/api/keywords';
import { ApiError } from '../../../core/http/envelope';
import type { LinkableKind } from '../../../core/links/linkableKinds';
import { filteredProducts, ordered, PRODUCT_KEY, productsOf } from '../products';
import { keywordTest } from '../search';

const statusOf = (status: number): 0 | 1 => (status === 1 ? 1 : 0);

export const productLinkable: LinkableKind = {
  id: 'product',
  label: '产品',
  permission: PRODUCT_KEY,

  async linked({ db, siteId }, keywordId, { limit, offset, keyword }): Promise<ListData<KeywordLinked>> {
    let links = db.selectFrom('keyword_products as kp').innerJoin('products', 'products.id', 'kp.product_id')
      .where('kp.keyword_id', '=', keywordId).where('kp.site_id', '=', siteId).where('products.site_id', '=', siteId);
    // A keyword's links are few: the search text is tested on them directly.
    if (keyword) links = links.where(keywordTest(keyword));
    const total = Number((await links.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    if (total === 0 || offset >= total) return { rows: [], total };
    const rows = await links.select(['kp.product_id', 'kp.created_at', 'products.name', 'products.status', 'products.disabled', 'products.updated_at'])
      .orderBy('kp.created_at', 'desc').orderBy('kp.id', 'desc').limit(limit).offset(offset).execute();
    return {
      rows: rows.map((r) => ({
        id: r.product_id, title: r.name, status: statusOf(r.status), status_text: LINK_STATUS_TEXT.product[statusOf(r.status)],
        in_recycle_bin: r.disabled === 1, associated_at: Number(r.created_at), updated_at: Number(r.updated_at),
      })),
      total,
    };
  },

  async candidates({ db, siteId }, keywordId, { limit, offset, keyword, type }): Promise<ListData<KeywordLinkCandidate>> {
    if (type !== undefined) throw new ApiError(400, KEYWORD_MSG.typeArticlesOnly);
    const base = await filteredProducts(db, { siteId, disabled: 0, keyword });
    if (!base) return { rows: [], total: 0 };
    const open = base.where('products.id', 'not in', db.selectFrom('keyword_products').select('product_id').where('keyword_id', '=', keywordId));
    const total = Number((await open.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    if (total === 0 || offset >= total) return { rows: [], total };
    const rows = await ordered(open.select(['products.id', 'products.name', 'products.status', 'products.updated_at'])).limit(limit).offset(offset).execute();
    return {
      rows: rows.map((r) => ({ id: r.id, title: r.name, status: statusOf(r.status), status_text: LINK_STATUS_TEXT.product[statusOf(r.status)], updated_at: Number(r.updated_at) })),
      total,
    };
  },

  async link({ db, siteId, now }, keywordId, ids) {
    const products = await productsOf(db, siteId, ids);
    if (products.some((p) => p.disabled !== 0)) throw new ApiError(400, KEYWORD_MSG.articleRecycled);
    const linked = new Set((await db.selectFrom('keyword_products').select('product_id')
      .where('keyword_id', '=', keywordId).where('product_id', 'in', ids).execute()).map((r) => r.product_id));
    // In the order asked for (the newest link comes last among equal times).
    const byId = new Map(products.map((p) => [p.id, p]));
    const added = ids.filter((p) => !linked.has(p)).map((p) => byId.get(p) as (typeof products)[number]);
    if (added.length) {
      await db.insertInto('keyword_products')
        .values(added.map((p) => ({ keyword_id: keywordId, product_id: p.id, site_id: siteId, created_at: now })))
        .onConflict((oc) => oc.columns(['keyword_id', 'product_id']).doNothing())
        .execute();
    }
    return { count: added.length, titles: added.map((p) => p.name) };
  },

  async unlink({ db, siteId }, keywordId, ids) {
    const products = await productsOf(db, siteId, ids);
    const result = await db.deleteFrom('keyword_products')
      .where('keyword_id', '=', keywordId).where('site_id', '=', siteId).where('product_id', 'in', ids).executeTakeFirst();
    return { count: Number(result.numDeletedRows), titles: products.map((p) => p.name) };
  },

  async counts({ db, siteId }, keywordIds) {
    if (!keywordIds.length) return new Map();
    const rows = await db.selectFrom('keyword_products').select(['keyword_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('site_id', '=', siteId).where('keyword_id', 'in', keywordIds).groupBy('keyword_id').execute();
    return new Map(rows.map((r) => [r.keyword_id, Number(r.n)]));
  },

  async dropKeywords(db, siteId, keywordIds) {
    const result = await db.deleteFrom('keyword_products').where('site_id', '=', siteId).where('keyword_id', 'in', keywordIds).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
