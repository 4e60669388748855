// The designer's tables (../tables.ts). A decoration and its stylesheet are read by their site
// (the primary key); drafts are found by id with their site, and purged by expiry.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('site_decorations')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('sections', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute();

  await db.schema.createTable('decoration_stylesheets')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('css', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('decoration_drafts')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('sections', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('decoration_drafts_site_idx').on('decoration_drafts').columns(['site_id', 'id']).execute();
  await db.schema.createIndex('decoration_drafts_expiry_idx').on('decoration_drafts').column('expires_at').execute();
}
