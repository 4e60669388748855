// The sitemap served per host (issue 12): its files, one row each, found by site and name, and how
// many addresses the last generation left out because robots.txt disallows them.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('seo_sitemap_files')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('url_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seo_sitemap_files_site_name_idx').on('seo_sitemap_files').columns(['site_id', 'name']).unique().execute();
  await db.schema.alterTable('site_seo').addColumn('sitemap_excluded', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_seo').dropColumn('sitemap_excluded').execute();
  await db.schema.dropTable('seo_sitemap_files').execute();
}
