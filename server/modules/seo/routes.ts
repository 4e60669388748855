// SEO settings of the active site: the sitemap (options, generation from the site's sections and
// published articles) and robots.txt, checked with the same rule the console uses.
import {
  DEFAULT_ROBOTS_TXT,
  ROBOTS_MAX_LENGTH,
  SITEMAP_CHANGEFREQS,
  SITEMAP_PRIORITIES,
  checkRobotsTxt,
  publicFileUrl,
  type RobotsState,
  type SitemapConfig,
  type SitemapState,
} from '../../../shared/domain/seo/sitemap';
import type { TaskStarted } from '../../../shared/domain/api/tasks';
import { ApiError } from '../../core/http/envelope';
import { route, signedIn, type AnyRoute } from '../../core/http/routeDef';
import { bool, EMPTY, obj, oneOf, str } from '../../core/http/schemas';
import { activeSite } from '../../core/services/siteScope';
import { siteDomains } from './publicFiles/domains';
import { primaryDomain, seoRow, sitemapKind, SITEMAP_MSG, stateOf, upsert } from './sitemap';

export const seoRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, SitemapState>('sitemapGet', {
    access: { permission: 'sitemap_setting' },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return stateOf(ctx.deps.db, site.id);
    },
  }),

  route<Record<string, never>, SitemapConfig, SitemapState>('sitemapSave', {
    access: { permission: 'sitemap_setting' },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({ auto: bool(), changefreq: oneOf(SITEMAP_CHANGEFREQS), priority: oneOf(SITEMAP_PRIORITIES) }, ['auto', 'changefreq', 'priority']),
    },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { auto, changefreq, priority } = ctx.body;
      await upsert(ctx.deps.db, site.id, { sitemap_auto: auto ? 1 : 0, sitemap_changefreq: changefreq, sitemap_priority: priority }, ctx.deps.now());
      ctx.note({ detail: `网站地图设置：自动更新${auto ? '开' : '关'}，${changefreq}，${priority}` });
      return stateOf(ctx.deps.db, site.id);
    },
  }),

  // Generation is a background task (services/sitemap.ts): a site of 100,000 articles is written
  // outside the request, with progress; the answer is the task's id.
  route<Record<string, never>, Record<string, never>, TaskStarted>('sitemapGenerate', {
    access: { permission: 'sitemap_setting' },
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      if (!(await primaryDomain(ctx.deps.db, site.id))) throw new ApiError(409, SITEMAP_MSG.noDomain);
      const taskId = await ctx.deps.tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, sitemapKind, {});
      ctx.note({ detail: `生成网站地图：任务 ${taskId}` });
      return { taskId };
    },
  }),

  route<Record<string, never>, undefined, RobotsState>('robotsGet', {
    access: { permission: 'robots_agree' },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const row = await seoRow(ctx.deps.db, site.id);
      const domains = await siteDomains(ctx.deps.db, site.id);
      return { content: row?.robots_txt || DEFAULT_ROBOTS_TXT, addresses: domains.map((d) => publicFileUrl(d, 'robots.txt')) };
    },
  }),

  route<Record<string, never>, { content: string }, { content: string }>('robotsSave', {
    access: { permission: 'robots_agree' },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ content: str(ROBOTS_MAX_LENGTH) }, ['content']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const problems = checkRobotsTxt(ctx.body.content);
      if (problems.length > 0) throw new ApiError(400, problems[0].message);
      await upsert(ctx.deps.db, site.id, { robots_txt: ctx.body.content }, ctx.deps.now());
      ctx.note({ detail: `保存 robots.txt（${ctx.body.content.length} 字符）` });
      return { content: ctx.body.content };
    },
  }),
];
