// The real records of a site the 全站TKD preview renders on: per page kind a few of the newest
// (live articles and products, categories, tags) with what each gives the variables.
import type { Kysely } from 'kysely';
import type { TkdPageKind, TkdSample } from '../../../../shared/domain/seo/tkd';
import type { Database } from '../../../core/db/database';

/** Records offered per page kind: enough to choose from, small enough for one answer. */
export const SAMPLES_PER_KIND = 10;

// Every site has these sections; their name is their {栏目名称}.
const SINGLE_PAGES = [{ id: 1, name: '关于我们' }, { id: 2, name: '联系我们' }];

const blank = { categoryName: '', articleTitle: '', productName: '', keywords: '' };

export async function samplesOf(db: Kysely<Database>, siteId: number, siteName: string): Promise<Record<TkdPageKind, TkdSample[]>> {
  const articleCats = await db.selectFrom('categories').select(['id', 'name'])
    .where('site_id', '=', siteId).orderBy('sort').orderBy('id').limit(SAMPLES_PER_KIND).execute();
  const productCats = await db.selectFrom('product_categories').select(['id', 'name'])
    .where('site_id', '=', siteId).orderBy('sort').orderBy('id').limit(SAMPLES_PER_KIND).execute();
  const tags = await db.selectFrom('tags').select(['id', 'name']).where('site_id', '=', siteId).orderBy('id').limit(SAMPLES_PER_KIND).execute();
  const articles = await db.selectFrom('articles').leftJoin('categories', 'categories.id', 'articles.category_id')
    .select(['articles.id', 'articles.title', 'articles.seo_keywords', 'categories.name as category'])
    .where('articles.site_id', '=', siteId).where('articles.disabled', '=', 0)
    .orderBy('articles.updated_at', 'desc').orderBy('articles.id', 'desc').limit(SAMPLES_PER_KIND).execute();
  const products = await db.selectFrom('products').leftJoin('product_categories', 'product_categories.id', 'products.type_id')
    .select(['products.id', 'products.name', 'products.seo_keywords', 'product_categories.name as category'])
    .where('products.site_id', '=', siteId).where('products.disabled', '=', 0)
    .orderBy('products.updated_at', 'desc').orderBy('products.id', 'desc').limit(SAMPLES_PER_KIND).execute();

  const list = (kind: TkdPageKind, rows: { id: number; name: string }[]): TkdSample[] =>
    rows.map((r) => ({ kind, id: r.id, label: r.name, ...blank, categoryName: r.name }));
  return {
    home: [{ kind: 'home', id: 0, label: siteName, ...blank }],
    articleList: list('articleList', articleCats),
    articleDetail: articles.map((a) => ({ kind: 'articleDetail', id: a.id, label: a.title, ...blank, categoryName: a.category ?? '', articleTitle: a.title, keywords: a.seo_keywords })),
    productList: list('productList', productCats),
    productDetail: products.map((p) => ({ kind: 'productDetail', id: p.id, label: p.name, ...blank, categoryName: p.category ?? '', productName: p.name, keywords: p.seo_keywords })),
    tag: list('tag', tags),
    page: list('page', SINGLE_PAGES),
  };
}
