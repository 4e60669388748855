// The binding and sync-row tables (../tables.ts).
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('site_bindings')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('foreign_site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One foreign site per Chinese site, and a foreign site bound to one Chinese site only.
  await db.schema.createIndex('site_bindings_site_idx').on('site_bindings').column('site_id').unique().execute();
  await db.schema.createIndex('site_bindings_foreign_idx').on('site_bindings').column('foreign_site_id').unique().execute();
  await db.schema.createTable('language_syncs')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('target_site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('source_version', 'bigint', (c) => c.notNull())
    .addColumn('source_hash', 'text', (c) => c.notNull())
    .addColumn('synced_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list joins its items to this by (site, target, type, source): one row each.
  await db.schema.createIndex('language_syncs_item_idx').on('language_syncs').columns(['site_id', 'target_site_id', 'item_type', 'source_id']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('language_syncs').ifExists().execute();
  await db.schema.dropTable('site_bindings').ifExists().execute();
}
