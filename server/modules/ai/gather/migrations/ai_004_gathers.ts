// The gather records (../tables.ts).
import type { Kysely } from 'kysely';
import { autoId } from '../../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('ai_gathers')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint')
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('article_type', 'integer', (c) => c.notNull())
    .addColumn('images_saved', 'integer', (c) => c.notNull())
    .addColumn('images_failed', 'integer', (c) => c.notNull())
    .addColumn('ai_summary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ai_rewrite', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_gathers_site_url_idx').on('ai_gathers').columns(['site_id', 'url']).unique().execute();
  await db.schema.createIndex('ai_gathers_site_created_idx').on('ai_gathers').columns(['site_id', 'created_at', 'id']).execute();
}
