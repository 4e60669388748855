// 网站信息 (site_setting): SysConfig/getBaseConfig and setBaseConfig, checked by the shared rules
// the page runs first; every save notes its before/after for the operation log. The favicon may be
// uploaded (≤ 200 KB, ICO/PNG/SVG by its bytes) and is then served by plugin/site/favicon.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  checkSiteInfo,
  normaliseSiteInfo,
  siteFaviconType,
  SITE_INFO_LIMITS,
  SITE_INFO_MSG,
  type SiteBaseConfigAnswer,
  type SiteFaviconUpload,
  type SiteInfo,
} from '../../../../shared/domain/settings/site';
import { API } from '../../../../shared/domain/api/endpoints';
import { endpointPath } from '../../../../shared/domain/api/endpoint';
import { API_BASE, SERVICE_PREFIXES } from '../../../../shared/domain/api/services';
import { diffChanges } from '../../../core/http/auditChanges';
import { ApiError } from '../../../core/http/envelope';
import { FileAnswer, route, type AnyRoute } from '../../../core/http/routeDef';
import { bool, EMPTY, id, obj, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { SITE_KEYS } from './keys';
import { ensureSiteInfoRow, readSiteInfo, writeSiteInfo } from './siteInfo';

const INFO_BODY = obj({
  name: str(SITE_INFO_LIMITS.name * 2),
  logo: str(SITE_INFO_LIMITS.url),
  favicon: str(SITE_INFO_LIMITS.url),
  copyright: str(SITE_INFO_LIMITS.copyright * 2),
  icp: str(SITE_INFO_LIMITS.icp),
  police: str(SITE_INFO_LIMITS.police),
  statsCode: str(SITE_INFO_LIMITS.statsCode),
  closed: bool(),
}, ['name', 'logo', 'favicon', 'copyright', 'icp', 'police', 'statsCode', 'closed']);

/** base64 of 200 KB, with room for the JSON around it; a larger body is refused before it is read. */
const FAVICON_BODY_LIMIT = 4 * 1024 * 1024;

/** The address an uploaded favicon is served at (any host: the console previews it too). */
function faviconUrl(siteId: number, hash: string): string {
  return `${API_BASE}${endpointPath(API.siteFavicon, SERVICE_PREFIXES)}?site_id=${siteId}&v=${hash}`;
}

export const infoRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, SiteBaseConfigAnswer>('siteBaseConfigGet', {
    access: { permission: SITE_KEYS.info },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return readSiteInfo(ctx.deps.db, site.id);
    },
  }),

  route<Record<string, never>, SiteInfo, SiteInfo>('siteBaseConfigSave', {
    access: { permission: SITE_KEYS.info },
    mutates: true,
    schema: { querystring: EMPTY, body: INFO_BODY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const info = normaliseSiteInfo(ctx.body);
      const refusal = checkSiteInfo(info);
      if (refusal) throw new ApiError(400, refusal.message, { field: refusal.field });
      const before = await readSiteInfo(ctx.deps.db, site.id);
      await writeSiteInfo(ctx.deps.db, site.id, info, ctx.deps.now());
      ctx.note({ changes: diffChanges({ ...before }, { ...info }) });
      return info;
    },
  }),

  route<Record<string, never>, SiteFaviconUpload, { url: string }>('siteFaviconUpload', {
    access: { permission: SITE_KEYS.info },
    mutates: true,
    bodyLimit: FAVICON_BODY_LIMIT,
    schema: { querystring: EMPTY, body: obj({ fileName: str(200), data: str(FAVICON_BODY_LIMIT, { pattern: '^[A-Za-z0-9+/]*={0,2}$' }) }, ['fileName', 'data']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const bytes = Buffer.from(ctx.body.data, 'base64');
      if (bytes.length === 0) throw new ApiError(400, SITE_INFO_MSG.faviconType, { field: 'favicon' });
      const judged = siteFaviconType(bytes);
      if ('message' in judged) throw new ApiError(400, judged.message, { field: 'favicon' });
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      const now = ctx.deps.now();
      await ensureSiteInfoRow(ctx.deps.db, site.id, now);
      await ctx.deps.db.updateTable('settings_site_info')
        .set({ favicon_data: bytes.toString('base64'), favicon_type: judged.type, updated_at: now })
        .where('site_id', '=', site.id).execute();
      ctx.note({ detail: `上传网站图标 ${ctx.body.fileName.slice(0, 100)}（${bytes.length} 字节）` });
      // The page puts this address in the favicon field; 保存 makes it the site's.
      return { url: faviconUrl(site.id, hash) };
    },
  }),

  route<{ site_id: number; v?: string }, undefined, unknown>('siteFavicon', {
    access: { public: true },
    mutates: false,
    schema: { querystring: obj({ site_id: id(), v: str(32) }, ['site_id']) },
    async handler(ctx) {
      const row = await ctx.deps.db.selectFrom('settings_site_info').select(['favicon_data', 'favicon_type'])
        .where('site_id', '=', ctx.query.site_id).executeTakeFirst();
      if (!row?.favicon_data || !row.favicon_type) throw new ApiError(404, '网站图标不存在');
      // An SVG can hold script: never run anything it holds, wherever it is opened.
      ctx.reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      ctx.reply.header('X-Content-Type-Options', 'nosniff');
      const ext = row.favicon_type === 'image/png' ? 'png' : row.favicon_type === 'image/svg+xml' ? 'svg' : 'ico';
      return new FileAnswer(Readable.from([Buffer.from(row.favicon_data, 'base64')]), row.favicon_type, `favicon.${ext}`, `favicon.${ext}`, 'inline');
    },
  }),
];
