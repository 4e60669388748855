// Product categories in the order of their last save (issue 17 §5: the sync page lists a site's
// product categories most recently updated first, a page at a time); the tree's own index orders by
// parent and sort. Schema builder only (SQLite and PostgreSQL).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('product_categories_updated_idx').on('product_categories').columns(['site_id', 'updated_at desc', 'id desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_categories_updated_idx').ifExists().execute();
}
