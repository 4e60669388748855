// 导入到文章 (issue 11 §8): where each imported draft came from — one row per site, product and
// article type. The unique index is what makes a product go into a type once, whoever races whom
// (the import claims the row with ON CONFLICT DO NOTHING before writing the article). The article
// destroyed for good takes its row with it (foreign-key cascade), so the product may be imported
// again; so does the product destroyed, or the site. Schema builder only, so it runs unchanged on
// SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('product_article_imports')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('article_type', 'integer', (c) => c.notNull())
    // Null only inside the importing transaction, between the claim and the article's insert.
    .addColumn('article_id', 'integer', (c) => c.references('articles.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_article_imports_claim_idx').on('product_article_imports').columns(['site_id', 'product_id', 'article_type']).unique().execute();
  // The cascade when an article is destroyed (and "which product made this article").
  await db.schema.createIndex('product_article_imports_article_idx').on('product_article_imports').column('article_id').execute();
  // The cascade when a product is destroyed is served by the claim index only per site: give it its own.
  await db.schema.createIndex('product_article_imports_product_idx').on('product_article_imports').column('product_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_article_imports').ifExists().execute();
}
