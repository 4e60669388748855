// The import's database side: the products read (live ones of the site, or nothing happens), and
// each draft written behind a claim on product_article_imports. The claim is an INSERT … ON
// CONFLICT DO NOTHING on the unique (site, product, type) index, so the database decides who
// imports a product: a second import, even one racing the first on another connection, finds the
// row (PostgreSQL makes it wait for the first to commit) and counts the product as skipped.
import type { Kysely } from 'kysely';
import type { ArticleType } from '../../../../shared/domain/content';
import { INTO_ARTICLES_MSG } from '../../../../shared/domain/product';
import type { Database } from '../../../core/db/database';
import { insertArticle, type ArticleFields } from '../../../core/content/articleWrites';
import { ApiError } from '../../../core/http/envelope';
import { ofSite, specsOf } from '../products';
import type { ProductSource } from './articleOfProduct';

type Db = Kysely<Database>;

/**
 * The products, in the order of `ids`; every one must be a live product of the site (not another
 * site's, not in the recycle bin), else 404 and nothing is imported.
 */
export async function productSources(db: Db, siteId: number, ids: readonly number[]): Promise<ProductSource[]> {
  const rows = await db.selectFrom('products').select(['id', 'name', 'summary', 'content', 'img', 'specs'])
    .where(ofSite(siteId)).where('id', 'in', [...ids]).where('disabled', '=', 0).execute();
  if (rows.length !== ids.length) throw new ApiError(404, INTO_ARTICLES_MSG.productsGone);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const r = byId.get(id)!;
    return { id: r.id, name: r.name, summary: r.summary, content: r.content, img: r.img, specs: specsOf(r.specs) };
  });
}

/** The claim's id, or null when the product is already imported into that type. */
async function claim(trx: Db, siteId: number, productId: number, type: ArticleType, at: number): Promise<number | null> {
  const row = await trx.insertInto('product_article_imports')
    .values({ site_id: siteId, product_id: productId, article_type: type, article_id: null, created_at: at })
    .onConflict((oc) => oc.columns(['site_id', 'product_id', 'article_type']).doNothing())
    .returning('id').executeTakeFirst();
  return row?.id ?? null;
}

export interface Draft {
  productId: number;
  fields: ArticleFields;
}

/**
 * Writes the drafts not yet imported into their type, inside the caller's transaction. The drafts
 * go in ascending product id, so two imports of overlapping selections take their claims in one
 * order and cannot deadlock.
 */
export async function writeDrafts(trx: Db, siteId: number, type: ArticleType, drafts: readonly Draft[], editorId: number, at: number) {
  const articles: { id: number; title: string; productId: number }[] = [];
  let skipped = 0;
  for (const draft of [...drafts].sort((a, b) => a.productId - b.productId)) {
    const claimId = await claim(trx, siteId, draft.productId, type, at);
    if (claimId === null) {
      skipped += 1;
      continue;
    }
    const saved = await insertArticle(trx, siteId, draft.fields, editorId, at);
    await trx.updateTable('product_article_imports').set({ article_id: saved.id }).where('id', '=', claimId).execute();
    articles.push({ id: saved.id, title: draft.fields.title, productId: draft.productId });
  }
  return { articles, skipped };
}
