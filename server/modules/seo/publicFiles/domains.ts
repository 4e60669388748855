// Which site a request's Host names: the bound domains (site_domains, unique across sites) are the
// only hosts that get a robots.txt or a sitemap; any other host — the console's own, an IP — gets 404.
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/database';

/** The host of a Host header, lower-cased, without its port ('' when there is none). */
export function hostOf(header: string | undefined): string {
  const host = (header ?? '').trim().toLowerCase();
  // [::1]:3000 → [::1]; www.a.cn:8080 → www.a.cn
  const end = host.startsWith('[') ? host.indexOf(']') + 1 : host.indexOf(':') >= 0 ? host.indexOf(':') : host.length;
  return host.slice(0, end).replace(/\.$/, '');
}

/** The site a bound domain belongs to, or null. */
export async function siteOfHost(db: Kysely<Database>, host: string): Promise<number | null> {
  if (!host || host.length > 253) return null;
  const row = await db.selectFrom('site_domains').select('site_id').where('domain', '=', host).executeTakeFirst();
  return row?.site_id ?? null;
}

/** Every domain bound to the site, first bound first. */
export async function siteDomains(db: Kysely<Database>, siteId: number): Promise<string[]> {
  const rows = await db.selectFrom('site_domains').select('domain').where('site_id', '=', siteId).orderBy('id').execute();
  return rows.map((r) => r.domain);
}
