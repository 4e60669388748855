// The mini-program bindings and pages (../tables.ts). The database holds the rules: one binding per
// site and platform, an AppID bound to one site per platform, a page path once per site.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('mp_bindings')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('audit_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('release_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', 'bigint')
    .addColumn('published_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mp_bindings_site_platform_idx').unique().on('mp_bindings').columns(['site_id', 'platform']).execute();
  await db.schema.createIndex('mp_bindings_app_idx').unique().on('mp_bindings').columns(['platform', 'app_id']).execute();

  await db.schema.createTable('mp_pages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('source_kind', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('source_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mp_pages_site_path_idx').unique().on('mp_pages').columns(['site_id', 'path']).execute();
  await db.schema.createIndex('mp_pages_site_sort_idx').on('mp_pages').columns(['site_id', 'sort']).execute();
}
