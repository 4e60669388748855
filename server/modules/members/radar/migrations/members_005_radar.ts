// The business radar (issue 13 §9): entitlements, each site's switch, visitors and their page
// views. Schema builder only (SQLite and PostgreSQL). The list walks (site, last_at); the card's
// 新商机 counts (site, lead_at); the beacon upserts by (site, visitor_key) and (site, view_key);
// the timeline reads (visitor_id, at); the 90-day purge goes by (site, at) and (site, last_at).
import type { Kysely } from 'kysely';
import { autoId } from '../../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);

  await db.schema.createTable('radar_entitlements')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('granted_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('radar_sites')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('open', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('site_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('since', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('radar_visitors')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('visitor_key', 'text', (c) => c.notNull())
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('direct'))
    .addColumn('engine', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('keyword', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dwell_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('contact_pages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('member_id', 'integer')
    .addColumn('member_account', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('form_message_id', 'integer')
    .addColumn('intent', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('lead_at', 'bigint')
    .addColumn('last_page', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('radar_visitors_key_idx').on('radar_visitors').columns(['site_id', 'visitor_key']).unique().execute();
  await db.schema.createIndex('radar_visitors_last_idx').on('radar_visitors').columns(['site_id', 'last_at', 'id']).execute();
  await db.schema.createIndex('radar_visitors_lead_idx').on('radar_visitors').columns(['site_id', 'lead_at']).execute();

  await db.schema.createTable('radar_views')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('visitor_id', 'integer', (c) => c.notNull().references('radar_visitors.id').onDelete('cascade'))
    .addColumn('view_key', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('referrer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dwell_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('visit_start', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('radar_views_key_idx').on('radar_views').columns(['site_id', 'view_key']).unique().execute();
  await db.schema.createIndex('radar_views_visitor_idx').on('radar_views').columns(['visitor_id', 'at']).execute();
  await db.schema.createIndex('radar_views_site_at_idx').on('radar_views').columns(['site_id', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['radar_views', 'radar_visitors', 'radar_sites', 'radar_entitlements']) await db.schema.dropTable(table).ifExists().execute();
}
