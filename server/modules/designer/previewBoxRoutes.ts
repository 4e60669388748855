// /previewBox's address check (issue 15 §7, admin decoration/previewBoxCheck; any signed-in user,
// as decoration, templates and home open the boxes): the console frames an address only after
// this answers it back. Allowed: http(s) addresses of the active site's hosts (its bound domains
// and its system addresses) and this server's preview pages carrying a live token of the active
// site; a picture only of the site's library; {sn} only the active site. Anything else is 400
// 预览地址无效, the same message whichever rule refused, so the answer tells nothing about other sites.
import type { Kysely } from 'kysely';
import { DESIGN_MSG } from '../../../shared/domain/design/style';
import { PREVIEW_BOX_LIMITS as L, type PreviewBoxCheckAnswer, type PreviewBoxCheckRequest } from '../../../shared/domain/design/previewBox';
import { API } from '../../../shared/domain/api/endpoints';
import type { Database } from '../../core/db/database';
import { ApiError } from '../../core/http/envelope';
import { urlOf } from '../../core/http/register';
import { route, type AnyRoute, type AppDeps } from '../../core/http/routeDef';
import { arr, EMPTY, obj, str } from '../../core/http/schemas';
import { activeSite, type SiteRow } from '../../core/services/siteScope';
import { frameAddress, hostsOf, sitePicturePath } from './previewBoxAddresses';
import { previewTokenSite } from './previewBoxToken';

const PREVIEW_PAGE_PATH = urlOf({ endpoint: API.decorationPreviewPage });

const invalid = () => new ApiError(400, DESIGN_MSG.previewInvalid);

/** The site's hosts: its bound domains and the system addresses of its PC and mobile versions. */
async function siteHosts(db: Kysely<Database>, site: SiteRow): Promise<Set<string>> {
  const rows = await db.selectFrom('site_domains').select('domain').where('site_id', '=', site.id).execute();
  return hostsOf([...rows.map((r) => r.domain), site.open_first_url, site.open_third_url]);
}

/** The picture is a filed image of the site (not just a well-formed name). */
async function isSiteImage(db: Kysely<Database>, siteId: number, path: string): Promise<boolean> {
  const row = await db.selectFrom('images').select('id').where('site_id', '=', siteId).where('url', '=', path).where('kind', '=', 'image').executeTakeFirst();
  return row !== undefined;
}

async function checkAddresses(deps: AppDeps, site: SiteRow, consoleHost: string, urls: readonly string[]): Promise<string[]> {
  const rules = { siteHosts: await siteHosts(deps.db, site), consoleHost, previewPagePath: PREVIEW_PAGE_PATH };
  const checked: string[] = [];
  for (const raw of urls) {
    const address = frameAddress(raw, rules);
    if (!address) throw invalid();
    if (address.kind === 'previewPage' && (await previewTokenSite(deps, address.token)) !== site.id) throw invalid();
    checked.push(address.url);
  }
  return checked;
}

export const previewBoxRoutes: AnyRoute[] = [
  route<Record<string, never>, PreviewBoxCheckRequest, PreviewBoxCheckAnswer>('previewBoxCheck', {
    access: { session: true },
    mutates: false,
    schema: {
      querystring: EMPTY,
      body: obj({ urls: arr(str(L.urlLength), 1, L.urls), qrcode: str(L.urlLength), sn: str(L.snLength) }, ['urls', 'sn']),
    },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { urls, qrcode, sn } = ctx.body;
      if (sn !== String(site.id)) throw invalid();
      const host = ctx.request.host;
      const checked = await checkAddresses(ctx.deps, site, host, urls);
      let picture: string | null = null;
      if (qrcode !== undefined) {
        picture = sitePicturePath(qrcode, site.id, host);
        if (!picture || !(await isSiteImage(ctx.deps.db, site.id, picture))) throw invalid();
      }
      return { urls: checked, qrcode: picture };
    },
  }),
];
