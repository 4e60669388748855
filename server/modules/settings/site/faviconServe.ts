// GET /favicon.ico on a site's bound domain: its uploaded favicon (ICO, PNG or SVG, under a CSP that
// runs nothing), or a redirect to the gallery picture chosen as favicon. Any other host gets what the
// address would otherwise answer (the console's own files), else 404.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RootRoute } from '../../../core/http/rootRoutes';
import type { AppDeps } from '../../../core/http/routeDef';
import { hostOf } from './toutiao';

async function serveFavicon(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): Promise<unknown> {
  const host = hostOf(request.host);
  const row = host && host.length <= 253 ? await deps.db.selectFrom('site_domains')
    .innerJoin('settings_site_info', 'settings_site_info.site_id', 'site_domains.site_id')
    .select(['settings_site_info.favicon', 'settings_site_info.favicon_data', 'settings_site_info.favicon_type'])
    .where('site_domains.domain', '=', host).executeTakeFirst() : undefined;
  if (row?.favicon_data && row.favicon_type && row.favicon.includes('/site/favicon?')) {
    return reply.type(row.favicon_type).header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(Buffer.from(row.favicon_data, 'base64'));
  }
  if (row?.favicon && /^(https?:\/\/|\/uploads\/)/.test(row.favicon)) return reply.redirect(row.favicon, 302);
  const withStatic = reply as FastifyReply & { sendFile?: (name: string) => FastifyReply };
  if (typeof withStatic.sendFile === 'function') return withStatic.sendFile('favicon.ico');
  return reply.code(404).type('text/plain; charset=utf-8').send('页面不存在');
}

export const faviconRootRoutes: RootRoute[] = [{ url: '/favicon.ico', handler: serveFavicon }];
