// The per-hour chart reads a rollup without the status: spider_hours (site, domain, day, hour,
// spider) replaces spider_hourly, which also split each hour by status — five times the rows for a
// chart that never shows them (92 days of a busy site: 17,664 rows to sum instead of 88,320). Filled
// from spider_hourly, which is then dropped.
import { sql, type Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('spider_hours')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('spider', 'text', (c) => c.notNull())
    .addColumn('visits', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spider_hours_key_idx').on('spider_hours').columns(['site_id', 'domain', 'day', 'hour', 'spider']).unique().execute();
  await sql`insert into spider_hours (site_id, domain, day, hour, spider, visits)
    select site_id, domain, day, hour, spider, sum(visits) from spider_hourly group by site_id, domain, day, hour, spider`.execute(db);
  await db.schema.dropTable('spider_hourly').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('spider_hourly')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('spider', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('visits', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spider_hourly_key_idx').on('spider_hourly').columns(['site_id', 'domain', 'day', 'hour', 'spider', 'status']).unique().execute();
  await sql`insert into spider_hourly (site_id, domain, day, hour, spider, status, visits)
    select site_id, domain, day, hour, spider, 200, visits from spider_hours`.execute(db);
  await db.schema.dropTable('spider_hours').execute();
}
