// Site scoping (DESIGN §4): every site-bound query goes through here, so a record of another site
// or another company is indistinguishable from one that does not exist (MSG.siteNotFound).
import type { Kysely, Selectable } from 'kysely';
import { languageInfo } from '../../../shared/domain/languages';
import { MSG } from '../../../shared/domain/messages';
import { deriveSiteStatus } from '../../../shared/domain/siteStatus';
import { isFreeSite, type SiteType } from '../../../shared/domain/siteTypes';
import type { ForeignLanguageSite, SiteEntry } from '../../../shared/domain/api/types';
import type { Database, SiteLanguagesTable, SitesTable } from '../db/database';
import { ApiError } from '../http/envelope';
import { signedIn, type AuthState } from '../http/routeDef';
import type { ReadCaches } from './readCache';

export type SiteRow = Selectable<SitesTable>;
export type SiteLanguageRow = Selectable<SiteLanguagesTable>;

export function siteNotFound(): ApiError {
  return new ApiError(404, MSG.siteNotFound);
}

const siteOfCompany = (db: Kysely<Database>, companyId: number, siteId: number) =>
  db.selectFrom('sites').selectAll().where('id', '=', siteId).where('company_id', '=', companyId).executeTakeFirst();

/** A site of the caller's company, or siteNotFound. */
export async function companySite(db: Kysely<Database>, auth: AuthState, siteId: number | null | undefined): Promise<SiteRow> {
  if (!siteId) throw siteNotFound();
  const site = await siteOfCompany(db, auth.account.company_id, siteId);
  if (!site) throw siteNotFound();
  return site;
}

/**
 * The session's active site (still checked against the company: a site can change hands). Nearly
 * every call asks for it first, so it is read through a cache of the sites table (any write to it
 * drops the entry); the row is frozen, as every request shares it.
 */
export async function activeSite(ctx: { deps: { db: Kysely<Database>; caches?: ReadCaches }; auth: AuthState | null }): Promise<SiteRow> {
  const auth = signedIn(ctx);
  const siteId = auth.session.site_id;
  const cache = ctx.deps.caches?.of<SiteRow | null>('activeSite', ['sites'], 10_000);
  if (!cache || !siteId) return companySite(ctx.deps.db, auth, siteId);
  const companyId = auth.account.company_id;
  const site = await cache.get(`${companyId}|${siteId}`, async () => {
    const row = await siteOfCompany(ctx.deps.db, companyId, siteId);
    return { value: row ? Object.freeze(row) : null };
  });
  if (!site) throw siteNotFound();
  return site;
}

export async function companySites(db: Kysely<Database>, companyId: number, types?: readonly SiteType[]): Promise<SiteRow[]> {
  let q = db.selectFrom('sites').selectAll().where('company_id', '=', companyId);
  if (types) q = q.where('site_type', 'in', [...types]);
  return q.orderBy('id').execute();
}

export async function languagesOf(db: Kysely<Database>, siteIds: number[]): Promise<Map<number, SiteLanguageRow[]>> {
  const map = new Map<number, SiteLanguageRow[]>();
  if (!siteIds.length) return map;
  const rows = await db.selectFrom('site_languages').selectAll().where('site_id', 'in', siteIds).orderBy('id').execute();
  for (const row of rows) map.set(row.site_id, [...(map.get(row.site_id) ?? []), row]);
  return map;
}

/** Site entry of §3 (status derived, never stored; product_record_id -1 is free). */
export function toSiteEntry(site: SiteRow, foreign: SiteLanguageRow[], now: number = Date.now()): SiteEntry {
  const info = languageInfo(site.lang);
  const fore_lang: ForeignLanguageSite[] = foreign.map((l) => ({ id: l.id, lang: l.lang, name: l.name }));
  return {
    id: site.id,
    info: { site_name: site.site_name },
    site_name: site.site_name,
    name: site.site_name,
    lang_str: info?.name ?? site.lang,
    language: site.language_type,
    lang: site.lang,
    lang_easy: info?.short ?? site.lang,
    fore_lang,
    open_first_url: site.open_first_url,
    open_third_url: site.open_third_url,
    inline: site.inline === 1 ? 1 : 0,
    sys_end_time: site.sys_end_time,
    product_record_id: site.product_record_id,
    all_type: site.all_type,
    siteType: site.site_type,
    status: deriveSiteStatus({ inline: site.inline, sys_end_time: site.sys_end_time }, now),
    isFree: isFreeSite(site.product_record_id),
  };
}

/**
 * The last moment (ms) at which the derived status of every one of these sites is still what it is
 * at `now`: a site turns expired (3) once now passes sys_end_time; nothing else depends on time.
 */
export function statusStableUntil(sites: readonly Pick<SiteRow, 'sys_end_time'>[], now: number): number {
  let until = Infinity;
  for (const site of sites) {
    const end = site.sys_end_time * 1000;
    if (site.sys_end_time > 0 && end >= now && end < until) until = end;
  }
  return until;
}

export async function siteEntries(db: Kysely<Database>, sites: SiteRow[], now: number): Promise<SiteEntry[]> {
  const langs = await languagesOf(db, sites.map((s) => s.id));
  return sites.map((s) => toSiteEntry(s, langs.get(s.id) ?? [], now));
}

export async function siteEntry(db: Kysely<Database>, site: SiteRow, now: number): Promise<SiteEntry> {
  return (await siteEntries(db, [site], now))[0];
}

/** The site's main language first, then its foreign-language sub-sites. */
export function siteLanguageList(site: SiteRow, foreign: { lang: string; name: string }[]): { code: string; name: string }[] {
  return [{ code: site.lang, name: languageInfo(site.lang)?.name ?? site.lang }, ...foreign.map((l) => ({ code: l.lang, name: l.name }))];
}
