// Direct uploads (issue 17 item 10): one row per ticket issued, 'pending' until finished.
// Schema builder only, so it runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('uploads')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    // Unique: a key is issued once, so a ticket can be finished once (the database decides).
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('storage', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  // The cleanup: pending rows older than a ticket's life, oldest first.
  await db.schema.createIndex('uploads_status_created_idx').on('uploads').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('uploads_site_created_idx').on('uploads').columns(['site_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').ifExists().execute();
}
