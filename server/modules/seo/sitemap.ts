// The sitemap of a site: its state (options, when it was last generated, its files and public
// addresses) and its generation as a background task (kind seo.sitemap, publicFiles/generate.ts),
// recorded only when the whole site was read (a cancelled run leaves the previous one in place).
// No file to download: the console passes Excel, pem, zip and pdf only (§8); each bound domain
// serves sitemap.xml itself (publicFiles/serve.ts).
import type { Kysely, Selectable } from 'kysely';
import { DEFAULT_ROBOTS_TXT, DEFAULT_SITEMAP_CONFIG, publicFileUrl, SITEMAP_MAX_URLS, type SitemapState } from '../../../shared/domain/seo/sitemap';
import { defineTaskKind } from '../../core/tasks/kind';
import type { Database } from '../../core/db/database';
import type { SiteSeoTable } from './tables';
import { ApiError } from '../../core/http/envelope';
import { int, obj } from '../../core/http/schemas';
import { siteDomains } from './publicFiles/domains';
import { generateSitemap } from './publicFiles/generate';

export { SECTION_PATHS, ARTICLE_PATH_BY_TYPE } from './publicFiles/generate';

type SeoRow = Selectable<SiteSeoTable>;

export async function seoRow(db: Kysely<Database>, siteId: number): Promise<SeoRow | undefined> {
  return db.selectFrom('site_seo').selectAll().where('site_id', '=', siteId).executeTakeFirst();
}

/** One statement: the row is created with defaults or updated, so concurrent first saves cannot collide. */
export async function upsert(db: Kysely<Database>, siteId: number, patch: Partial<Omit<SeoRow, 'site_id'>>, now: number): Promise<void> {
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

export async function primaryDomain(db: Kysely<Database>, siteId: number): Promise<string> {
  const row = await db.selectFrom('site_domains').select('domain').where('site_id', '=', siteId).orderBy('id').executeTakeFirst();
  return row?.domain ?? '';
}

export async function stateOf(db: Kysely<Database>, siteId: number): Promise<SitemapState> {
  const row = await seoRow(db, siteId);
  const domains = await siteDomains(db, siteId);
  const urls: string[] = row ? JSON.parse(row.sitemap_urls) : [];
  // The files' sizes without their bodies: the index row counts every address.
  const files = await db.selectFrom('seo_sitemap_files').select(['name', 'url_count']).where('site_id', '=', siteId).execute();
  files.sort((a, b) => (a.name === 'sitemap.xml' ? -1 : b.name === 'sitemap.xml' ? 1 : a.name.localeCompare(b.name, 'en', { numeric: true })));
  return {
    auto: row ? row.sitemap_auto === 1 : DEFAULT_SITEMAP_CONFIG.auto,
    changefreq: (row?.sitemap_changefreq ?? DEFAULT_SITEMAP_CONFIG.changefreq) as SitemapState['changefreq'],
    priority: (row?.sitemap_priority ?? DEFAULT_SITEMAP_CONFIG.priority) as SitemapState['priority'],
    sitemapUrl: domains.length ? publicFileUrl(domains[0], 'sitemap.xml') : '',
    generatedAt: row?.sitemap_generated_at ?? null,
    urlCount: files.find((f) => f.name === 'sitemap.xml')?.url_count ?? 0,
    urls: urls.slice(0, 200),
    excludedCount: row?.sitemap_excluded ?? 0,
    files: files.map((f) => ({ name: f.name, urlCount: Number(f.url_count) })),
    addresses: domains.map((d) => publicFileUrl(d, 'sitemap.xml')),
  };
}

export const SITEMAP_MSG = {
  noDomain: '网站尚未绑定域名，无法生成网站地图',
  title: '生成网站地图',
  collecting: '正在收集页面地址',
} as const;

/** partSize: addresses per file, SITEMAP_MAX_URLS unless a test starts the task with fewer. */
export interface SitemapInput {
  partSize?: number;
}

export const sitemapKind = defineTaskKind<SitemapInput>({
  kind: 'seo.sitemap',
  permission: 'sitemap_setting',
  title: () => SITEMAP_MSG.title,
  input: obj({ partSize: int(1, SITEMAP_MAX_URLS) }),
  // One site's generations never overlap on one process: each rewrites every file of the site.
  concurrency: 1,
  async run(ctx) {
    const { db, siteId, signal } = ctx;
    // The domain may have been removed since the task was queued.
    const domain = await primaryDomain(db, siteId);
    if (!domain) throw new ApiError(409, SITEMAP_MSG.noDomain);
    const result = await generateSitemap(db, siteId, {
      partSize: ctx.input.partSize,
      signal,
      progress: (done, total) => ctx.progress(done, total, SITEMAP_MSG.collecting),
      now: ctx.deps.now(),
      shownDomain: domain,
    });
    ctx.committed();
    return { ...result };
  },
});
