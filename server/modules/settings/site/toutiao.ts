// 头条验证 (app_ttyz, or app_center from the application centre): the site's one verification file,
// saved here and served as text/plain at /<file> on each of the site's bound domains.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkSiteToutiaoFile, SITE_TOUTIAO_LIMITS, type SiteToutiaoAnswer } from '../../../../shared/domain/settings/site';
import { ApiError } from '../../../core/http/envelope';
import type { RootRoute } from '../../../core/http/rootRoutes';
import { route, type AnyRoute, type AppDeps } from '../../../core/http/routeDef';
import { EMPTY, obj, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { SITE_KEYS } from './keys';

const access = { permission: SITE_KEYS.toutiao } as const;

async function answerOf(deps: AppDeps, siteId: number): Promise<SiteToutiaoAnswer> {
  const row = await deps.db.selectFrom('settings_toutiao_files').select(['file_name', 'content']).where('site_id', '=', siteId).executeTakeFirst();
  const domains = await deps.db.selectFrom('site_domains').select('domain').where('site_id', '=', siteId).orderBy('id').execute();
  return {
    fileName: row?.file_name ?? '',
    content: row?.content ?? '',
    urls: row ? domains.map((d) => `http://${d.domain}/${row.file_name}`) : [],
  };
}

export const toutiaoRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, SiteToutiaoAnswer>('siteToutiaoGet', {
    access,
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      return answerOf(ctx.deps, (await activeSite(ctx)).id);
    },
  }),

  route<Record<string, never>, { fileName: string; content: string }, SiteToutiaoAnswer>('siteToutiaoSave', {
    access,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ fileName: str(SITE_TOUTIAO_LIMITS.fileName * 2), content: str(SITE_TOUTIAO_LIMITS.contentBytes * 2) }, ['fileName', 'content']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const fileName = ctx.body.fileName.trim();
      const content = ctx.body.content;
      const refusal = checkSiteToutiaoFile(fileName, content);
      if (refusal) throw new ApiError(400, refusal.message, { field: refusal.field });
      const before = await answerOf(ctx.deps, site.id);
      const now = ctx.deps.now();
      await ctx.deps.db.insertInto('settings_toutiao_files').values({ site_id: site.id, file_name: fileName, content, updated_at: now })
        .onConflict((oc) => oc.column('site_id').doUpdateSet({ file_name: fileName, content, updated_at: now })).execute();
      ctx.note({ changes: [
        ...(before.fileName !== fileName ? [{ field: 'fileName', before: before.fileName, after: fileName }] : []),
        ...(before.content !== content ? [{ field: 'content', before: before.content, after: content }] : []),
      ] });
      return answerOf(ctx.deps, site.id);
    },
  }),

  route<Record<string, never>, Record<string, never>, SiteToutiaoAnswer>('siteToutiaoRemove', {
    access,
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const removed = await ctx.deps.db.deleteFrom('settings_toutiao_files').where('site_id', '=', site.id).executeTakeFirst();
      if (!Number(removed.numDeletedRows)) throw new ApiError(404, '尚未设置头条验证文件');
      return answerOf(ctx.deps, site.id);
    },
  }),
];

/** The host of a Host header, lower-cased, without port or trailing dot. */
export function hostOf(header: string | undefined): string {
  const host = (header ?? '').trim().toLowerCase();
  const end = host.startsWith('[') ? host.indexOf(']') + 1 : host.indexOf(':') >= 0 ? host.indexOf(':') : host.length;
  return host.slice(0, end).replace(/\.$/, '');
}

async function serveToutiao(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): Promise<unknown> {
  const file = (request.params as { file: string }).file;
  const host = hostOf(request.host);
  const row = host && host.length <= 253 ? await deps.db.selectFrom('site_domains')
    .innerJoin('settings_toutiao_files', 'settings_toutiao_files.site_id', 'site_domains.site_id')
    .select(['settings_toutiao_files.content', 'settings_toutiao_files.file_name'])
    .where('site_domains.domain', '=', host)
    // Switched off in the application centre: kept, not served.
    .where('settings_toutiao_files.enabled', '=', 1).executeTakeFirst() : undefined;
  if (row && row.file_name === file) {
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff').send(row.content);
  }
  // Not this site's verification file: whatever the address would otherwise answer (the console's
  // own files on its host, e.g. a build's *.LICENSE.txt), else 404.
  const withStatic = reply as FastifyReply & { sendFile?: (name: string) => FastifyReply };
  if (typeof withStatic.sendFile === 'function') return withStatic.sendFile(file);
  return reply.code(404).type('text/plain; charset=utf-8').send('页面不存在');
}

export const toutiaoRootRoutes: RootRoute[] = [
  // A safe file name at the root (the shared rule's shape): /<name>.txt or .html.
  { url: '/:file(^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}\\.(?:txt|html?)$)', handler: serveToutiao },
];
