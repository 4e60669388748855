// A site's spider settings row (created on first use with a fresh ingest token).
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../core/db/database';

export function newToken(): string {
  return randomBytes(24).toString('hex');
}

export async function siteSettings(db: Kysely<Database>, siteId: number, now: number): Promise<Selectable<Database['spider_sites']>> {
  const row = await db.selectFrom('spider_sites').selectAll().where('site_id', '=', siteId).executeTakeFirst();
  if (row) return row;
  await db.insertInto('spider_sites').values({ site_id: siteId, token: newToken(), reverse_dns: 0, updated_at: now })
    .onConflict((oc) => oc.column('site_id').doNothing()).execute();
  return db.selectFrom('spider_sites').selectAll().where('site_id', '=', siteId).executeTakeFirstOrThrow();
}

/** The site's bound domains, in binding order. */
export async function siteDomains(db: Kysely<Database>, siteId: number): Promise<string[]> {
  const rows = await db.selectFrom('site_domains').select('domain').where('site_id', '=', siteId).orderBy('id').execute();
  return rows.map((r) => r.domain);
}
