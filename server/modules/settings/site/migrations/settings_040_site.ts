// The site area's tables (tables.ts): one row per site for 网站信息 and 头条验证, one per site and
// kind for the exception pages, one per bound domain (removed with it) for verification and HTTPS.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('settings_site_info')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('favicon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('copyright', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icp', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('police', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('stats_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('primary_domain_id', 'integer', (c) => c.references('site_domains.id').onDelete('set null'))
    .addColumn('favicon_data', 'text')
    .addColumn('favicon_type', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('settings_site_domains')
    .addColumn('domain_id', 'integer', (c) => c.primaryKey().references('site_domains.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('verify_token', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'bigint')
    .addColumn('cert_pem', 'text')
    .addColumn('cert_key_sealed', 'text')
    .addColumn('cert_subject', 'text')
    .addColumn('cert_issuer', 'text')
    .addColumn('cert_valid_from', 'bigint')
    .addColumn('cert_valid_to', 'bigint')
    .addColumn('cert_names', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('settings_site_domains_site_idx').on('settings_site_domains').columns(['site_id', 'domain_id']).execute();

  await db.schema.createTable('settings_site_pages')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('show_home_button', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('button_text', 'text', (c) => c.notNull())
    .addColumn('auto_return_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('settings_site_pages_pk', ['site_id', 'kind'])
    .execute();

  await db.schema.createTable('settings_toutiao_files')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
