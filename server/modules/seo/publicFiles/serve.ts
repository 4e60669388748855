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

/** What a file's request answers: nothing (404), or the bytes with their validators. */
type Served = null | { body: Buffer; etag: string; lastModified: string };

/**
 * Answers are memoised per host and file for a moment (core's ReadCache: dropped as soon as a
 * domain, a setting or a file changes), so a crawler's burst costs no reads and no re-encoding.
 * Few entries: a part file is several MB.
 */
const MAX_CACHED = 8;

async function loadRobots(deps: AppDeps, host: string): Promise<Served> {
  const siteId = await siteOfHost(deps.db, host);
  if (siteId === null) return null;
  const row = await deps.db.selectFrom('site_seo').select(['robots_txt', 'updated_at']).where('site_id', '=', siteId).executeTakeFirst();
  const body = Buffer.from(servedRobots(row?.robots_txt || DEFAULT_ROBOTS_TXT, host));
  return { body, etag: `"r${siteId}-${Number(row?.updated_at ?? 0).toString(36)}-${host}"`, lastModified: new Date(Number(row?.updated_at ?? 0)).toUTCString() };
}

async function loadSitemapFile(deps: AppDeps, host: string, name: string): Promise<Served> {
  const siteId = await siteOfHost(deps.db, host);
  if (siteId === null) return null;
  const file = await deps.db.selectFrom('seo_sitemap_files').select(['body', 'created_at']).where('site_id', '=', siteId).where('name', '=', name).executeTakeFirst();
  if (!file) return null;
  return {
    body: Buffer.from(file.body.split(SITEMAP_ORIGIN).join(`https://${host}`)),
    etag: `"${siteId}-${Number(file.created_at).toString(36)}-${host}"`,
    lastModified: new Date(Number(file.created_at)).toUTCString(),
  };
}

async function send(request: FastifyRequest, reply: FastifyReply, served: Served, type: string) {
  if (!served) return notFound(reply);
  reply.header('Cache-Control', CACHE).header('ETag', served.etag).header('Last-Modified', served.lastModified);
  if (request.headers['if-none-match'] === served.etag) return reply.code(304).send();
  return reply.type(type).send(served.body);
}

async function robots(request: FastifyRequest, reply: FastifyReply, deps: AppDeps) {
  const host = hostOf(request.host);
  const cache = deps.caches.of<Served>('seo.robots', ['site_domains', 'site_seo'], MAX_CACHED);
  const served = await cache.get(host, async () => ({ value: await loadRobots(deps, host) }));
  return send(request, reply, served, 'text/plain; charset=utf-8');
}

async function sitemapFile(name: string, request: FastifyRequest, reply: FastifyReply, deps: AppDeps) {
  const host = hostOf(request.host);
  const cache = deps.caches.of<Served>('seo.sitemapFiles', ['site_domains', 'seo_sitemap_files'], MAX_CACHED);
  const served = await cache.get(`${host}\n${name}`, async () => ({ value: await loadSitemapFile(deps, host, name) }));
  return send(request, reply, served, 'application/xml; charset=utf-8');
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
