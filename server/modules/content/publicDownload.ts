// A visitor's download of a download article's file (GET sitePlugin/article/download?siteId&id): a
// published, live type-4 article of the site whose downloads are on; its 下载权限 is judged by the
// shared canDownload against the member the request is signed in as — learnt from core's
// memberAccess (the members module's cookie), never from the members module's tables. Answers the
// file's address and name; refusals: 请登录会员后下载, 您的会员等级不足，无法下载.
import { canDownload, DOWNLOAD_POWERS, type DownloadPower } from '../../../shared/domain/members/centreRules';
import { ApiError } from '../../core/http/envelope';
import { route, type AnyRoute } from '../../core/http/routeDef';
import { id, obj } from '../../core/http/schemas';

export const DOWNLOAD_MSG = {
  missing: '该下载不存在或已下线',
  off: '该文件暂不提供下载',
} as const;

export const publicDownloadRoutes: AnyRoute[] = [
  route<{ siteId: number; id: number }, undefined, { url: string; name: string }>('articlePublicDownload', {
    access: { public: true },
    mutates: false,
    schema: { querystring: obj({ siteId: id(), id: id() }, ['siteId', 'id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const { siteId, id: articleId } = ctx.query;
      const row = await db.selectFrom('articles')
        .select(['attachment_url', 'attachment_name', 'nodownload', 'download_power', 'download_min_level', 'title'])
        .where('id', '=', articleId).where('site_id', '=', siteId).where('type', '=', 4).where('status', '=', 1).where('disabled', '=', 0)
        .executeTakeFirst();
      if (!row || row.attachment_url === '') throw new ApiError(404, DOWNLOAD_MSG.missing);
      if (row.nodownload === 1) throw new ApiError(400, DOWNLOAD_MSG.off);
      const power: DownloadPower = DOWNLOAD_POWERS.includes(row.download_power as DownloadPower) ? (row.download_power as DownloadPower) : 'member';
      const member = power === 'all' ? null : await ctx.deps.memberAccess(ctx.request, siteId);
      const refusal = canDownload(power, row.download_min_level, member);
      if (refusal) throw new ApiError(400, refusal);
      return { url: row.attachment_url, name: row.attachment_name || row.title };
    },
  }),
];
