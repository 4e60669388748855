// Whether a company holds the radar service and what a site's radar is set to. Every console route
// of the radar goes through radarSiteOf (the caller's active site, refused without the service);
// the beacon asks beaconTarget, kept by the read cache until a switch or a grant changes.
import type { Kysely } from 'kysely';
import { RADAR_MSG } from '../../../../shared/domain/members/radarRules';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import type { AppDeps, AuthState } from '../../../core/http/routeDef';
import { activeSite, type SiteRow } from '../../../core/services/siteScope';

/** 402: the service is not bought (403 would send the console to its no-permission page). */
export const notEntitled = (): ApiError => new ApiError(402, RADAR_MSG.notEntitled);

export async function companyHoldsRadar(db: Kysely<Database>, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('radar_entitlements').select('company_id').where('company_id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}

export interface RadarSwitch {
  open: boolean;
  siteName: string;
  since: number | null;
}

export async function radarSwitchOf(db: Kysely<Database>, site: Pick<SiteRow, 'id' | 'site_name'>): Promise<RadarSwitch> {
  const row = await db.selectFrom('radar_sites').select(['open', 'site_name', 'since']).where('site_id', '=', site.id).executeTakeFirst();
  if (!row) return { open: false, siteName: site.site_name, since: null };
  return { open: row.open === 1, siteName: row.site_name, since: row.since === null ? null : Number(row.since) };
}

/** The caller's active site, when its company holds the radar service (else 402 未开通…). */
export async function radarSiteOf(ctx: { deps: { db: Kysely<Database> }; auth: AuthState | null }): Promise<SiteRow> {
  const site = await activeSite(ctx);
  if (!(await companyHoldsRadar(ctx.deps.db, site.company_id))) throw notEntitled();
  return site;
}

/** Sets the switch (a row is made on first use, with the site's name). */
export async function setRadarOpen(db: Kysely<Database>, site: SiteRow, open: boolean, now: number): Promise<void> {
  const current = await radarSwitchOf(db, site);
  const since = open ? (current.open ? current.since : now) : current.since;
  await db.insertInto('radar_sites')
    .values({ site_id: site.id, open: open ? 1 : 0, site_name: current.siteName, since, updated_at: now })
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ open: open ? 1 : 0, since, updated_at: now }))
    .execute();
}

/** Is the beacon of this site stored now? (entitled company and the switch on). */
export function beaconCollects(deps: AppDeps, siteId: number): boolean | Promise<boolean> {
  return deps.caches.of<boolean>('radarBeacon', ['radar_sites', 'radar_entitlements', 'sites'])
    .get(String(siteId), async () => {
      const row = await deps.db.selectFrom('radar_sites')
        .innerJoin('sites', 'sites.id', 'radar_sites.site_id')
        .innerJoin('radar_entitlements', 'radar_entitlements.company_id', 'sites.company_id')
        .select('radar_sites.open')
        .where('radar_sites.site_id', '=', siteId)
        .executeTakeFirst();
      return { value: row?.open === 1 };
    });
}
