// GET /robots.txt, /sitemap.xml and /sitemap-N.xml on a bound domain: what search engines fetch.
// The request's Host picks the site (any other host: a plain 404, never the console's page); the
// files are stored whole at generation, so serving is two indexed reads and the origin filled in.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_ROBOTS_TXT, publicFileUrl } from '../../../../shared/domain/seo/sitemap';
import { robotsHasSitemap } from '../../../../shared/domain/seo/robots';
import type { RootRoute } from '../../../core/http/rootRoutes';
import type { AppDeps } from '../../../core/http/routeDef';
import { hostOf, siteOfHost } from './domains';
import { SITEMAP_ORIGIN } from './xml';

const NOT_FOUND = '页面不存在';
/** Crawlers may keep a copy but ask again each time (an auto update must show at once); the ETag makes that cheap. */
const CACHE = 'no-cache';

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(NOT_FOUND);
}

/** robots.txt as the operator wrote it, with a Sitemap line for this host unless it names one. */
export function servedRobots(text: string, host: string): string {
  if (robotsHasSitemap(text)) return text;
  const body = text.endsWith('\n') || text === '' ? text : `${text}\n`;
  return `${body}Sitemap: ${publicFileUrl(host, 'sitemap.xml')}\n`;
}

async function robots(request: FastifyRequest, reply: FastifyReply, deps: AppDeps) {
  const host = hostOf(request.host);
  const siteId = await siteOfHost(deps.db, host);
  if (siteId === null) return notFound(reply);
  const row = await deps.db.selectFrom('site_seo').select('robots_txt').where('site_id', '=', siteId).executeTakeFirst();
  return reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE).send(servedRobots(row?.robots_txt || DEFAULT_ROBOTS_TXT, host));
}

async function sitemapFile(name: string, request: FastifyRequest, reply: FastifyReply, deps: AppDeps) {
  const host = hostOf(request.host);
  const siteId = await siteOfHost(deps.db, host);
  if (siteId === null) return notFound(reply);
  const file = await deps.db.selectFrom('seo_sitemap_files').select(['body', 'created_at']).where('site_id', '=', siteId).where('name', '=', name).executeTakeFirst();
  if (!file) return notFound(reply);
  const etag = `"${siteId}-${Number(file.created_at).toString(36)}-${host}"`;
  reply.header('Cache-Control', CACHE).header('ETag', etag).header('Last-Modified', new Date(Number(file.created_at)).toUTCString());
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/xml; charset=utf-8').send(file.body.split(SITEMAP_ORIGIN).join(`https://${host}`));
}

export const publicFileRoutes: RootRoute[] = [
  { url: '/robots.txt', handler: robots },
  { url: '/sitemap.xml', handler: (request, reply, deps) => sitemapFile('sitemap.xml', request, reply, deps) },
  {
    // The index's parts: sitemap-1.xml … (a number without leading zeros).
    url: '/sitemap-:part(^[1-9][0-9]{0,5}).xml',
    handler: (request, reply, deps) => sitemapFile(`sitemap-${(request.params as { part: string }).part}.xml`, request, reply, deps),
  },
];
