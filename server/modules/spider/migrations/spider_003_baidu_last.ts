// Baiduspider's last visit to each path (百度收录's 百度蜘蛛最近抓取) as a small rollup, one row per
// site, domain and path, kept up by the import as it writes a batch. It replaces spider_002's index
// of Baidu's raw visits: that index grew with every visit and, past a few hundred thousand, its
// random-order inserts slowed a SQLite import about threefold; this table grows with the pages only.
// Filled here from the raw visits already stored.
import { sql, type Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists spider_visits_baidu_path_idx`.execute(db);
  await db.schema.createTable('spider_baidu_last')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spider_baidu_last_key_idx').on('spider_baidu_last').columns(['site_id', 'domain', 'path']).unique().execute();
  await sql`insert into spider_baidu_last (site_id, domain, path, last_at)
    select site_id, domain, path, max(at) from spider_visits where spider = 'baidu' group by site_id, domain, path`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('spider_baidu_last').ifExists().execute();
}
