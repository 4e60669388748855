// 熊掌号 (bearspaw): its settings (admin/appCenter/bearspaw GET and POST, app_center) and what an
// article page of a live site is served (site-admin-api/plugin/bearspaw/article, public): the
// appid, the article's JSON-LD and the follow bar — never the token, nothing while switched off.
// Pushing articles to Baidu stays with SEO's 百度收录.
import {
  BEARSPAW_FOLLOW_POSITIONS, BEARSPAW_LIMITS, BEARSPAW_MSG, checkBearspaw,
  type BearspawAnswer, type BearspawPublicAnswer, type BearspawSaveRequest,
} from '../../../shared/domain/apps';
import { recordPath } from '../../../shared/domain/seo/recordPaths';
import { deriveSiteStatus } from '../../../shared/domain/siteStatus';
import { diffChanges } from '../../core/http/auditChanges';
import { ApiError } from '../../core/http/envelope';
import { route, type AnyRoute } from '../../core/http/routeDef';
import { bool, EMPTY, id, obj, oneOf, str } from '../../core/http/schemas';
import { secretBoxOf } from '../../core/services/secretBox';
import { activeSite } from '../../core/services/siteScope';
import { bearspawAnswer, readBearspaw, writeBearspaw } from './bearspawStore';

const access = { permission: 'app_center' } as const;
const SITE_LIVE = 2;

const SAVE_BODY = obj({
  enabled: bool(), appid: str(40), token: str(BEARSPAW_LIMITS.token * 2), clearToken: bool(), jsonLd: bool(), followBar: bool(),
  followPosition: oneOf(BEARSPAW_FOLLOW_POSITIONS),
}, ['enabled', 'appid', 'token', 'clearToken', 'jsonLd', 'followBar', 'followPosition']);

/** Beijing wall-clock time, as Baidu's cambrian pubDate wants it (2026-11-28T10:00:00). */
function pubDate(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19);
}

export const bearspawRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, BearspawAnswer>('bearspawGet', {
    access, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return bearspawAnswer(await readBearspaw(ctx.deps.db, secretBoxOf(ctx.deps.config), site.id));
    },
  }),

  route<Record<string, never>, BearspawSaveRequest, BearspawAnswer>('bearspawSave', {
    access, mutates: true, schema: { querystring: EMPTY, body: SAVE_BODY },
    async handler(ctx) {
      const { deps, body } = ctx;
      const box = secretBoxOf(deps.config);
      const site = await activeSite(ctx);
      const before = await readBearspaw(deps.db, box, site.id);
      const refusal = checkBearspaw(body, before.token !== '');
      if (refusal) throw new ApiError(400, refusal.message, { field: refusal.field });
      const token = body.clearToken ? '' : body.token.trim() || before.token;
      const after = { enabled: body.enabled, appid: body.appid.trim(), jsonLd: body.jsonLd, followBar: body.followBar, followPosition: body.followPosition };
      await writeBearspaw(deps.db, box, site.id, { ...after, token }, deps.now());
      ctx.note({
        detail: '保存熊掌号设置',
        changes: diffChanges(before.updatedAt ? { ...before, updatedAt: undefined } : null, { ...after, token }, { secret: ['token'], ignore: ['updatedAt'] }),
      });
      return bearspawAnswer(await readBearspaw(deps.db, box, site.id));
    },
  }),

  route<{ siteId: number; articleId: number }, undefined, BearspawPublicAnswer | null>('bearspawPublic', {
    access: { public: true }, mutates: false,
    schema: { querystring: obj({ siteId: id(), articleId: id() }, ['siteId', 'articleId']) },
    async handler(ctx) {
      const { db, now, config } = ctx.deps;
      const site = await db.selectFrom('sites').select(['id', 'inline', 'sys_end_time']).where('id', '=', ctx.query.siteId).executeTakeFirst();
      if (!site || deriveSiteStatus(site, now()) !== SITE_LIVE) throw new ApiError(404, '站点不存在或未上线');
      const article = await db.selectFrom('articles').select(['id', 'type', 'title', 'summary', 'img', 'created_at'])
        .where('id', '=', ctx.query.articleId).where('site_id', '=', site.id).where('status', '=', 1).where('disabled', '=', 0).executeTakeFirst();
      if (!article) throw new ApiError(404, BEARSPAW_MSG.articleNotFound);
      const s = await readBearspaw(db, secretBoxOf(config), site.id);
      // Switched off (or its token lost to a changed key): the page shows nothing of it.
      if (!s.enabled || !s.appid || !s.token) return null;
      const domain = await db.selectFrom('site_domains').select('domain').where('site_id', '=', site.id).orderBy('id').executeTakeFirst();
      const path = recordPath('article', article.id, article.type);
      const images = article.img && /^(https:\/\/|\/uploads\/)/.test(article.img) ? [domain && article.img.startsWith('/') ? `https://${domain.domain}${article.img}` : article.img] : [];
      return {
        appid: s.appid,
        jsonLd: s.jsonLd ? {
          '@context': ['https://ziyuan.baidu.com/contexts/cambrian.jsonld'],
          '@id': domain ? `https://${domain.domain}${path}` : path,
          appid: s.appid,
          title: article.title,
          images,
          description: article.summary,
          pubDate: pubDate(Number(article.created_at)),
        } : null,
        followBar: s.followBar ? { position: s.followPosition } : null,
      };
    },
  }),
];
