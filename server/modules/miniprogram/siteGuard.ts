// The active site, when it has the mini-program console (zh, xcx, shop); 400 on a foreign site.
import { MP_MSG, mpSiteAllowed } from '../../../shared/domain/miniprogram';
import { ApiError } from '../../core/http/envelope';
import { activeSite, type SiteRow } from '../../core/services/siteScope';

export async function mpSite(ctx: Parameters<typeof activeSite>[0]): Promise<SiteRow> {
  const site = await activeSite(ctx);
  if (!mpSiteAllowed(site.site_type)) throw new ApiError(400, MP_MSG.siteType);
  return site;
}
