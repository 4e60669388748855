// The raw visits lose their index by time alone: every import paid for it (a third of the insert
// work of a log whose lines are mostly spiders) and only the daily cleanup read it. The cleanup now
// goes site by site and domain by domain through spider_visits_site_idx (site, domain, time).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists spider_visits_at_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('spider_visits_at_idx').on('spider_visits').column('at').execute();
}
