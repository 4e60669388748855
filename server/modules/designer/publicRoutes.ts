// The designer's public answers (issue 15 §6), outside the envelope:
// - decoration/style.css?siteId: a live site's stylesheet (text/css), written from its saved
//   decoration once per version and kept in decoration_stylesheets (the cache 清除缓存 empties),
//   served from memory while the tables are unchanged, with an ETag so a browser revalidates cheaply;
// - decoration/previewPage?token&device: a draft's page (HTML), only with a valid 30-minute token
//   whose draft is of the token's site; no script, framed only by the console's own pages.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { deriveSiteStatus } from '../../../shared/domain/siteStatus';
import { DESIGN_MSG } from '../../../shared/domain/design/style';
import { ApiError } from '../../core/http/envelope';
import { FileAnswer, route, type AnyRoute, type AppDeps, type RouteContext } from '../../core/http/routeDef';
import { id, obj, oneOf, str } from '../../core/http/schemas';
import { draftOf } from './drafts';
import { previewHtml, type PreviewDevice } from './previewPage';
import { verifyPreviewToken } from './previewToken';
import { sectionsOf, stylesheetOf } from './store';

const SITE_LIVE = 2;
export const STYLESHEET_MSG = { notFound: '网站不存在或未上线' } as const;
const PREVIEW_ARTICLES = 5;
const CSS_TYPE = 'text/css; charset=utf-8';

/** The preview page may be framed by the console's own pages only, and runs nothing. */
export const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

interface Stylesheet {
  body: Buffer;
  etag: string;
}

/** The live site's stylesheet, or null (unknown, offline, expired); rendered and kept on first use. */
async function loadStylesheet(deps: AppDeps, siteId: number, now: number): Promise<{ value: Stylesheet | null; validUntil?: number }> {
  const { db } = deps;
  const site = await db.selectFrom('sites').select(['id', 'inline', 'sys_end_time']).where('id', '=', siteId).executeTakeFirst();
  if (!site || deriveSiteStatus(site, now) !== SITE_LIVE) return { value: null };
  const row = await db.selectFrom('site_decorations')
    .leftJoin('decoration_stylesheets', 'decoration_stylesheets.site_id', 'site_decorations.site_id')
    .select(['site_decorations.sections', 'site_decorations.version', 'decoration_stylesheets.version as cssVersion', 'decoration_stylesheets.css'])
    .where('site_decorations.site_id', '=', siteId).executeTakeFirst();
  let css: string;
  if (!row) {
    css = stylesheetOf(sectionsOf(undefined));
  } else if (row.css !== null && row.cssVersion === row.version) {
    css = row.css;
  } else {
    // Written from this version and kept (listed by 清除缓存); a later version's is never replaced
    // by an earlier one, whichever request writes last.
    css = stylesheetOf(sectionsOf(row));
    await db.insertInto('decoration_stylesheets').values({ site_id: siteId, version: row.version, css })
      .onConflict((oc) => oc.column('site_id').doUpdateSet({ version: row.version, css }).where('decoration_stylesheets.version', '<', row.version))
      .execute();
  }
  const body = Buffer.from(css, 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  // A site whose subscription ends goes offline then: the value is correct until that moment.
  const end = Number(site.sys_end_time) * 1000;
  return { value: { body, etag }, ...(end > 0 ? { validUntil: end } : {}) };
}

/** The bytes as a stream already ended (cheaper than Readable.from: no async iteration per request). */
function fileOf(body: Buffer, type: string, name: string): FileAnswer {
  const stream = new Readable({ read() {} });
  if (body.length) stream.push(body);
  stream.push(null);
  return new FileAnswer(stream, type, name, name, 'inline');
}

function stylesheetAnswer(ctx: RouteContext<{ siteId: number }, undefined>, sheet: Stylesheet | null): FileAnswer {
  if (!sheet) throw new ApiError(404, STYLESHEET_MSG.notFound);
  const { request, reply } = ctx;
  // Any browser may use its copy after asking; a saved change is seen at the next page view.
  reply.header('Cache-Control', 'no-cache').header('ETag', sheet.etag);
  if (request.headers['if-none-match'] === sheet.etag) {
    reply.code(304);
    return fileOf(Buffer.alloc(0), CSS_TYPE, 'style.css');
  }
  return fileOf(sheet.body, CSS_TYPE, 'style.css');
}

export const publicRoutes: AnyRoute[] = [
  route<{ siteId: number }, undefined, FileAnswer>('decorationStylesheet', {
    access: { public: true },
    mutates: false,
    schema: { querystring: obj({ siteId: id() }, ['siteId']) },
    // Not async: a stylesheet in memory is answered in the same tick (core/http/register.ts).
    handler(ctx) {
      const { deps, query } = ctx;
      const cache = deps.caches.of<Stylesheet | null>('designer.stylesheet', ['sites', 'site_decorations', 'decoration_stylesheets'], 10_000);
      const sheet = cache.get(String(query.siteId), (now) => loadStylesheet(deps, query.siteId, now));
      return sheet instanceof Promise ? sheet.then((s) => stylesheetAnswer(ctx, s)) : stylesheetAnswer(ctx, sheet);
    },
  }),

  route<{ token: string; device: PreviewDevice }, undefined, FileAnswer>('decorationPreviewPage', {
    access: { public: true },
    mutates: false,
    schema: { querystring: obj({ token: str(200), device: oneOf(['pc', 'mobile']) }, ['token', 'device']) },
    async handler(ctx) {
      const { db, config, now } = ctx.deps;
      const at = now();
      const claim = verifyPreviewToken(config, ctx.query.token, at);
      const draft = claim ? await draftOf(db, claim.siteId, claim.draftId, at) : undefined;
      const site = draft && claim ? await db.selectFrom('sites').select(['site_name']).where('id', '=', claim.siteId).executeTakeFirst() : undefined;
      if (!claim || !draft || !site) throw new ApiError(404, DESIGN_MSG.previewInvalid);
      const articles = await db.selectFrom('articles').select('title').where('site_id', '=', claim.siteId).where('status', '=', 1).where('disabled', '=', 0)
        .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PREVIEW_ARTICLES).execute();
      const html = previewHtml(sectionsOf(draft), { siteName: site.site_name, articles: articles.map((a) => a.title) }, ctx.query.device);
      ctx.reply.header('Content-Security-Policy', PREVIEW_CSP).header('X-Frame-Options', 'SAMEORIGIN').header('Cache-Control', 'no-store');
      return fileOf(Buffer.from(html, 'utf8'), 'text/html; charset=utf-8', 'preview.html');
    },
  }),
];
