// Baiduspider's last visit to a path (百度收录's 百度蜘蛛最近抓取) without scanning a site's visits: an
// index of Baidu's visits only (partial, so the other spiders' rows cost it nothing). SQLite and
// PostgreSQL both take this statement as written.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index spider_visits_baidu_path_idx on spider_visits (site_id, path, at) where spider = 'baidu'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists spider_visits_baidu_path_idx`.execute(db);
}
