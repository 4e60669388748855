// Spider analysis tables (issue 12 §8): settings, imports, raw visits and the rollups the charts
// read. Schema builder only, so it runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('spider_sites')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('reverse_dns', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spider_sites_site_idx').on('spider_sites').column('site_id').unique().execute();
  await db.schema.createIndex('spider_sites_token_idx').on('spider_sites').column('token').unique().execute();

  await db.schema.createTable('spider_imports')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('accepted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('spiders', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rejected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lines_done', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('task_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The same file twice is refused by the database too (two uploads racing import once).
  await db.schema.createIndex('spider_imports_hash_idx').on('spider_imports').columns(['site_id', 'sha256']).unique().execute();
  await db.schema.createIndex('spider_imports_site_idx').on('spider_imports').columns(['site_id', 'id desc']).execute();

  await db.schema.createTable('spider_visits')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('spider', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('agent', 'text', (c) => c.notNull())
    .addColumn('suspicious', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('import_id', 'integer')
    .execute();
  // The visit table, newest first, per site and domain; the daily cleanup by time.
  await db.schema.createIndex('spider_visits_site_idx').on('spider_visits').columns(['site_id', 'domain', 'at desc', 'id desc']).execute();
  await db.schema.createIndex('spider_visits_at_idx').on('spider_visits').column('at').execute();

  // A rollup row per key (a unique index, which the imports' upserts name), numbered like every table.
  const rollup = async (name: string, keys: string[], extra: (t: any) => any) => {
    await extra(db.schema.createTable(name)
      .addColumn('id', 'integer', autoId(db))
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull()))
      .addColumn('visits', 'bigint', (c: any) => c.notNull())
      .execute();
    await db.schema.createIndex(`${name}_key_idx`).on(name).columns(keys).unique().execute();
  };
  await rollup('spider_daily', ['site_id', 'domain', 'day', 'spider', 'status'], (t) => t
    .addColumn('spider', 'text', (c: any) => c.notNull()).addColumn('status', 'integer', (c: any) => c.notNull()));
  await rollup('spider_hourly', ['site_id', 'domain', 'day', 'hour', 'spider', 'status'], (t) => t
    .addColumn('hour', 'integer', (c: any) => c.notNull()).addColumn('spider', 'text', (c: any) => c.notNull())
    .addColumn('status', 'integer', (c: any) => c.notNull()));
  await rollup('spider_page_daily', ['site_id', 'domain', 'day', 'path'], (t) => t
    .addColumn('path', 'text', (c: any) => c.notNull()));
  await rollup('spider_referral_daily', ['site_id', 'domain', 'day', 'keyword'], (t) => t
    .addColumn('keyword', 'text', (c: any) => c.notNull()));
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['spider_referral_daily', 'spider_page_daily', 'spider_hourly', 'spider_daily', 'spider_visits', 'spider_imports', 'spider_sites']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
