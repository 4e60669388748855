// 百度收录: a site's push settings, each record's push and index state, the push log.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('seo_baidu_settings')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('auto_push', 'integer', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('seo_baidu_urls')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('record_kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('push_state', 'text', (c) => c.notNull())
    .addColumn('pushed_at', 'bigint')
    .addColumn('index_state', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'bigint')
    .execute();
  // One row per record: the list joins on it, and two pushes racing update one row.
  await db.schema.createIndex('seo_baidu_urls_record_idx').on('seo_baidu_urls').columns(['site_id', 'record_kind', 'record_id']).unique().execute();

  await db.schema.createTable('seo_baidu_push_log')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer')
    .addColumn('task_id', 'integer')
    .addColumn('sent', 'integer', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('remain', 'integer')
    .addColumn('not_same_site', 'text', (c) => c.notNull())
    .addColumn('not_valid', 'text', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seo_baidu_push_log_site_idx').on('seo_baidu_push_log').columns(['site_id', 'id desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seo_baidu_push_log').execute();
  await db.schema.dropTable('seo_baidu_urls').execute();
  await db.schema.dropTable('seo_baidu_settings').execute();
}
