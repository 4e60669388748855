// Recommended keywords link to products (issue 11 §10): one row per keyword and product, of the
// keyword's site. The pair is unique by the database (two pickers racing link once); a product
// destroyed for good, or a keyword deleted, takes its links with it (foreign-key cascades). Schema
// builder only, so it runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('keyword_products')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('keyword_id', 'integer', (c) => c.notNull().references('keywords.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // A product is linked to a keyword once; also "already linked" for the candidates.
  await db.schema.createIndex('keyword_products_pair_idx').on('keyword_products').columns(['keyword_id', 'product_id']).unique().execute();
  // A keyword's products, newest link first.
  await db.schema.createIndex('keyword_products_keyword_idx').on('keyword_products').columns(['keyword_id', 'created_at desc', 'id desc']).execute();
  // A product's links (the cascade when it is destroyed).
  await db.schema.createIndex('keyword_products_product_idx').on('keyword_products').column('product_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('keyword_products').ifExists().execute();
}
