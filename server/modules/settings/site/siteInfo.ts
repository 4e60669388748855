// Reading and writing 网站信息: the name is the site's own (sites.site_name, shown in the site
// switcher); the rest is settings_site_info, made on first save.
import type { Kysely } from 'kysely';
import type { SiteInfo } from '../../../../shared/domain/settings/site';
import type { Database } from '../../../core/db/database';

export async function readSiteInfo(db: Kysely<Database>, siteId: number): Promise<SiteInfo> {
  const site = await db.selectFrom('sites').select('site_name').where('id', '=', siteId).executeTakeFirstOrThrow();
  const row = await db.selectFrom('settings_site_info').selectAll().where('site_id', '=', siteId).executeTakeFirst();
  return {
    name: site.site_name,
    logo: row?.logo ?? '',
    favicon: row?.favicon ?? '',
    copyright: row?.copyright ?? '',
    icp: row?.icp ?? '',
    police: row?.police ?? '',
    statsCode: row?.stats_code ?? '',
    closed: Boolean(row?.closed),
  };
}

/** Makes the site's row if it has none (later writes update it). */
export async function ensureSiteInfoRow(db: Kysely<Database>, siteId: number, now: number): Promise<void> {
  await db.insertInto('settings_site_info').values({
    site_id: siteId, logo: '', favicon: '', copyright: '', icp: '', police: '', stats_code: '', closed: 0,
    primary_domain_id: null, favicon_data: null, favicon_type: null, updated_at: now,
  }).onConflict((oc) => oc.column('site_id').doNothing()).execute();
}

export async function writeSiteInfo(db: Kysely<Database>, siteId: number, info: SiteInfo, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('sites').set({ site_name: info.name }).where('id', '=', siteId).execute();
    await ensureSiteInfoRow(trx, siteId, now);
    await trx.updateTable('settings_site_info').set({
      logo: info.logo, favicon: info.favicon, copyright: info.copyright, icp: info.icp, police: info.police,
      stats_code: info.statsCode, closed: info.closed ? 1 : 0, updated_at: now,
    }).where('site_id', '=', siteId).execute();
  });
}
