// The demo mini-program pages (issue 17 §8): the mini-program site (小程序商城) and the shop site
// (智慧商城旗舰店) each get a home, a product page, a news page and a lead-form page, their sources
// read from the site's own seeded records (a source the site has none of stays 'none'). No binding
// is seeded: the demo shows 未绑定 on every platform until the operator binds one.
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/database';
import { SITE } from '../../core/db/seedData';

export const MP_SEED_SITES = [SITE.miniProgram, SITE.shop] as const;

async function firstId(db: Kysely<Database>, siteId: number, table: 'categories' | 'product_categories' | 'forms'): Promise<number> {
  let q = db.selectFrom(table).select('id').where('site_id', '=', siteId);
  if (table === 'categories') q = q.where('type', '=', 1);
  const row = await q.orderBy('id').limit(1).executeTakeFirst();
  return row?.id ?? 0;
}

export async function seedPages(db: Kysely<Database>, now: number): Promise<void> {
  for (const siteId of MP_SEED_SITES) {
    const site = await db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
    if (!site) continue;
    const [article, product, form] = await Promise.all([firstId(db, siteId, 'categories'), firstId(db, siteId, 'product_categories'), firstId(db, siteId, 'forms')]);
    const page = (sort: number, title: string, path: string, kind: 'none' | 'article' | 'product' | 'form', id: number) => (
      { site_id: siteId, title, path, visible: 1, sort, source_kind: id ? kind : 'none', source_id: id, created_at: now, updated_at: now }
    );
    await db.insertInto('mp_pages').values([
      page(1, '首页', 'pages/index/index', 'none', 0),
      page(2, '全部商品', 'pages/goods/index', 'product', product),
      page(3, '资讯', 'pages/news/index', 'article', article),
      page(4, '在线留言', 'pages/message/index', 'form', form),
    ]).onConflict((oc) => oc.columns(['site_id', 'path']).doNothing()).execute();
  }
}
