// SEO settings per site: sitemap options and its last generation, and the robots.txt text.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('site_seo')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('sitemap_auto', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sitemap_changefreq', 'text', (c) => c.notNull().defaultTo('daily'))
    .addColumn('sitemap_priority', 'text', (c) => c.notNull().defaultTo('0.8'))
    .addColumn('sitemap_generated_at', 'bigint')
    .addColumn('sitemap_urls', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('robots_txt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_seo').execute();
}
