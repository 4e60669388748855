// The first schema: accounts, sites and their satellites, sessions, the message centre,
// statistics, articles and the operation log. Kysely's schema builder only, so it runs unchanged on
// SQLite and PostgreSQL. Every scoped lookup (by site, by company, by account) has an index.
import type { Kysely } from 'kysely';
import { autoId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);

  await db.schema.createTable('companies')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('agent_type', 'integer')
    .addColumn('buy_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('sites')
    .addColumn('id', 'integer', id)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('site_name', 'text', (c) => c.notNull())
    .addColumn('site_type', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('all_type', 'text', (c) => c.notNull())
    .addColumn('product_record_id', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('inline', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sys_end_time', 'bigint', (c) => c.notNull())
    .addColumn('sys_version', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('theme_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_new_xys', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_dcl', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('road_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trans_role', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('open_first_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('open_third_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sites_company_idx').on('sites').columns(['company_id', 'id']).execute();

  await db.schema.createTable('accounts')
    .addColumn('id', 'integer', id)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('login_name', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('nick_name', 'text', (c) => c.notNull())
    .addColumn('avatar_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('login_biz_type', 'text', (c) => c.notNull())
    .addColumn('is_competition', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_dcl', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sequence', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('last_login_at', 'bigint')
    .addColumn('last_site_id', 'integer', (c) => c.references('sites.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_company_idx').on('accounts').column('company_id').execute();

  await db.schema.createTable('site_languages')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_languages_site_idx').on('site_languages').columns(['site_id', 'lang']).unique().execute();

  await db.schema.createTable('site_domains')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('expire_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_domains_site_idx').on('site_domains').columns(['site_id', 'id']).execute();
  await db.schema.createIndex('site_domains_domain_idx').on('site_domains').column('domain').unique().execute();

  await db.schema.createTable('entitlements')
    .addColumn('id', 'integer', id)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('service_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.references('sites.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('entitlements_company_idx').on('entitlements').columns(['company_id', 'service_code', 'site_id']).execute();

  await db.schema.createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.references('sites.id').onDelete('set null'))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_account_idx').on('sessions').column('account_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema.createTable('messages')
    .addColumn('id', 'integer', id)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('add_date', 'bigint', (c) => c.notNull())
    .addColumn('read_status', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('messages_account_idx').on('messages').columns(['account_id', 'read_status', 'add_date']).execute();

  await db.schema.createTable('stats_daily')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('pv', 'integer', (c) => c.notNull())
    .addColumn('uv', 'integer', (c) => c.notNull())
    .addColumn('ip', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stats_daily_site_date_idx').on('stats_daily').columns(['site_id', 'date']).unique().execute();

  await db.schema.createTable('stats_hourly')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('pv', 'integer', (c) => c.notNull())
    .addColumn('uv', 'integer', (c) => c.notNull())
    .addColumn('ip', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stats_hourly_site_date_idx').on('stats_hourly').columns(['site_id', 'date', 'hour']).unique().execute();

  await db.schema.createTable('stats_pages')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('pv', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stats_pages_site_pv_idx').on('stats_pages').columns(['site_id', 'pv']).execute();

  await db.schema.createTable('articles')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('img', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('seo_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seo_keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seo_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tag_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('articles_site_type_idx').on('articles').columns(['site_id', 'type', 'disabled', 'id']).execute();
  await db.schema.createIndex('articles_site_status_idx').on('articles').columns(['site_id', 'disabled', 'status']).execute();

  await db.schema.createTable('op_logs')
    .addColumn('id', 'integer', id)
    .addColumn('account_id', 'integer')
    .addColumn('site_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('code', 'integer', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('op_logs_site_idx').on('op_logs').columns(['site_id', 'created_at']).execute();
  await db.schema.createIndex('op_logs_account_idx').on('op_logs').columns(['account_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['op_logs', 'articles', 'stats_pages', 'stats_hourly', 'stats_daily', 'messages', 'sessions',
    'entitlements', 'site_domains', 'site_languages', 'accounts', 'sites', 'companies']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
