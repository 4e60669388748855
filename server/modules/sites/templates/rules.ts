// Which templates a site may take (§4, siteMode): road type 1 (PC and mobile) takes a Chinese PC or
// responsive template and a mobile template; road type 0 a Chinese or a foreign (en) template by
// its language. Mini-programs and shops take none. The plus role: a company listed in
// template_plus_companies (granted by support; the seed grants 云建站示范科技) may use 高级 templates.
import type { Kysely } from 'kysely';
import { isForeignSiteType } from '../../../../shared/domain/siteTypes';
import { siteMode, type SiteMode } from '../../../../shared/domain/sites/siteMode';
import { TEMPLATE_MSG } from '../../../../shared/domain/sites/templates';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import type { ReadCaches } from '../../../core/services/readCache';
import type { SiteRow } from '../../../core/services/siteScope';
import type { TemplateRow } from './cards';

export async function plusAllowed(db: Kysely<Database>, companyId: number, caches?: ReadCaches): Promise<boolean> {
  const read = async () => ({ value: (await db.selectFrom('template_plus_companies').select('company_id').where('company_id', '=', companyId).executeTakeFirst()) !== undefined });
  // Asked by every list request: kept until the table is written.
  return caches ? caches.of<boolean>('templatePlusRole', ['template_plus_companies']).get(String(companyId), read) : (await read()).value;
}

export function isWebsite(site: Pick<SiteRow, 'site_type'>): boolean {
  return site.site_type !== 'xcx' && site.site_type !== 'shop';
}

/** The site's mode; a foreign site type is foreign whatever its road type says. */
export function modeOf(site: SiteRow): SiteMode {
  return isForeignSiteType(site.site_type) ? 'foreign' : siteMode(site);
}

/** Which catalogue a site's PC template comes from. */
export const kindOf = (site: SiteRow) => (modeOf(site) === 'foreign' ? 'en' : 'zh');

/** Refuses a PC template this site may not take (400, in Chinese). */
export function checkPcTemplate(site: SiteRow, t: TemplateRow, plus: boolean): void {
  if (!isWebsite(site)) throw new ApiError(400, TEMPLATE_MSG.notWebsite);
  if (t.plus === 1 && !plus) throw new ApiError(403, TEMPLATE_MSG.plusRequired);
  const kind = kindOf(site);
  if (t.site_kind !== kind) throw new ApiError(400, kind === 'en' ? TEMPLATE_MSG.enOnly : TEMPLATE_MSG.zhOnly);
  if (t.device === 'mobile') throw new ApiError(400, TEMPLATE_MSG.mobileNotForPc);
}

/** Refuses a mobile template this site may not take. */
export function checkMobileTemplate(site: SiteRow, t: TemplateRow, plus: boolean): void {
  if (!isWebsite(site)) throw new ApiError(400, TEMPLATE_MSG.notWebsite);
  if (modeOf(site) !== 'pcMobile') throw new ApiError(400, TEMPLATE_MSG.mobileNeedsPcMobile);
  if (t.plus === 1 && !plus) throw new ApiError(403, TEMPLATE_MSG.plusRequired);
  if (t.site_kind !== 'zh') throw new ApiError(400, TEMPLATE_MSG.zhOnly);
  if (t.device !== 'mobile') throw new ApiError(400, TEMPLATE_MSG.needMobileTemplate);
}
