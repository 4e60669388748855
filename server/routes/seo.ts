// SEO settings of the active site: the sitemap (options, generation from the site's sections and
// published articles) and robots.txt, checked with the same rule the console uses.
import type { Kysely, Selectable } from 'kysely';
import {
  DEFAULT_ROBOTS_TXT,
  DEFAULT_SITEMAP_CONFIG,
  ROBOTS_MAX_LENGTH,
  SITEMAP_CHANGEFREQS,
  SITEMAP_PRIORITIES,
  checkRobotsTxt,
  type SitemapConfig,
  type SitemapState,
} from '../../shared/domain/seo';
import type { Database, SiteSeoTable } from '../db/database';
import { ApiError } from '../http/envelope';
import { route, type AnyRoute } from '../http/routeDef';
import { bool, EMPTY, obj, oneOf, str } from '../http/schemas';
import { activeSite } from '../services/siteScope';

/** Section pages every site has, and where each article type lives. */
const SECTION_PATHS = ['/', '/about/index.html', '/product/index.html', '/news/index.html', '/case/index.html', '/contact/index.html'];
const ARTICLE_PATH_BY_TYPE: Record<number, string> = { 1: 'news', 2: 'help', 3: 'case', 4: 'download', 5: 'album', 11: 'video' };
const SHOWN_URLS = 200;

type SeoRow = Selectable<SiteSeoTable>;

async function seoRow(db: Kysely<Database>, siteId: number): Promise<SeoRow | undefined> {
  return db.selectFrom('site_seo').selectAll().where('site_id', '=', siteId).executeTakeFirst();
}

/** One statement: the row is created with defaults or updated, so concurrent first saves cannot collide. */
async function upsert(db: Kysely<Database>, siteId: number, patch: Partial<Omit<SeoRow, 'site_id'>>, now: number): Promise<void> {
  await db.insertInto('site_seo').values({
    site_id: siteId,
    sitemap_auto: DEFAULT_SITEMAP_CONFIG.auto ? 1 : 0,
    sitemap_changefreq: DEFAULT_SITEMAP_CONFIG.changefreq,
    sitemap_priority: DEFAULT_SITEMAP_CONFIG.priority,
    sitemap_generated_at: null,
    sitemap_urls: '[]',
    robots_txt: DEFAULT_ROBOTS_TXT,
    ...patch,
    updated_at: now,
  }).onConflict((oc) => oc.column('site_id').doUpdateSet({ ...patch, updated_at: now })).execute();
}

async function primaryDomain(db: Kysely<Database>, siteId: number): Promise<string> {
  const row = await db.selectFrom('site_domains').select('domain').where('site_id', '=', siteId).orderBy('id').executeTakeFirst();
  return row?.domain ?? '';
}

async function stateOf(db: Kysely<Database>, siteId: number): Promise<SitemapState> {
  const row = await seoRow(db, siteId);
  const domain = await primaryDomain(db, siteId);
  const urls: string[] = row ? JSON.parse(row.sitemap_urls) : [];
  return {
    auto: row ? row.sitemap_auto === 1 : DEFAULT_SITEMAP_CONFIG.auto,
    changefreq: (row?.sitemap_changefreq ?? DEFAULT_SITEMAP_CONFIG.changefreq) as SitemapState['changefreq'],
    priority: (row?.sitemap_priority ?? DEFAULT_SITEMAP_CONFIG.priority) as SitemapState['priority'],
    sitemapUrl: domain ? `http://${domain}/sitemap.xml` : '',
    generatedAt: row?.sitemap_generated_at ?? null,
    urlCount: urls.length,
    urls: urls.slice(0, SHOWN_URLS),
  };
}

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

  route<Record<string, never>, Record<string, never>, SitemapState>('sitemapGenerate', {
    access: { permission: 'sitemap_setting' },
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const domain = await primaryDomain(db, site.id);
      if (!domain) throw new ApiError(409, '网站尚未绑定域名，无法生成网站地图');
      const articles = await db.selectFrom('articles').select(['id', 'type'])
        .where('site_id', '=', site.id).where('disabled', '=', 0).where('status', '=', 1)
        .orderBy('id').execute();
      const origin = `http://${domain}`;
      const urls = [
        ...SECTION_PATHS.map((p) => origin + p),
        ...articles.map((a) => `${origin}/${ARTICLE_PATH_BY_TYPE[a.type] ?? 'news'}/${a.id}.html`),
      ];
      await upsert(db, site.id, { sitemap_generated_at: ctx.deps.now(), sitemap_urls: JSON.stringify(urls) }, ctx.deps.now());
      ctx.note({ detail: `生成网站地图 ${urls.length} 个地址` });
      return stateOf(db, site.id);
    },
  }),

  route<Record<string, never>, undefined, { content: string }>('robotsGet', {
    access: { permission: 'robots_agree' },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const row = await seoRow(ctx.deps.db, site.id);
      return { content: row?.robots_txt || DEFAULT_ROBOTS_TXT };
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
