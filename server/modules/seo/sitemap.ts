// The sitemap of a site: its state (options, when it was last generated, its addresses) and its
// generation as a background task (kind seo.sitemap): the sections and every published, live
// article, read in batches by id with progress and cancel, recorded as the site's sitemap only
// when the whole list was read (a cancelled run leaves the previous one in place). No file to
// download: the console passes Excel, pem, zip and pdf only (§8); the site serves sitemap.xml.
import type { Kysely, Selectable } from 'kysely';
import { DEFAULT_ROBOTS_TXT, DEFAULT_SITEMAP_CONFIG, type SitemapState } from '../../../shared/domain/seo/sitemap';
import { defineTaskKind } from '../../core/tasks/kind';
import type { Database } from '../../core/db/database';
import type { SiteSeoTable } from './tables';
import { ApiError } from '../../core/http/envelope';
import { obj } from '../../core/http/schemas';

/** Section pages every site has, and where each article type lives. */
export const SECTION_PATHS = ['/', '/about/index.html', '/product/index.html', '/news/index.html', '/case/index.html', '/contact/index.html'];
export const ARTICLE_PATH_BY_TYPE: Record<number, string> = { 1: 'news', 2: 'help', 3: 'case', 4: 'download', 5: 'album', 11: 'video' };
const SHOWN_URLS = 200;

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

export const SITEMAP_MSG = {
  noDomain: '网站尚未绑定域名，无法生成网站地图',
  title: '生成网站地图',
  collecting: '正在收集页面地址',
} as const;

/** Articles read per batch (one indexed range by id; the cancel is checked between batches). */
const BATCH = 2_000;

export const sitemapKind = defineTaskKind<Record<string, never>>({
  kind: 'seo.sitemap',
  permission: 'sitemap_setting',
  title: () => SITEMAP_MSG.title,
  input: obj({}),
  async run(ctx) {
    const { db, siteId, signal } = ctx;
    // The domain may have been removed since the task was queued.
    const domain = await primaryDomain(db, siteId);
    if (!domain) throw new ApiError(409, SITEMAP_MSG.noDomain);
    const live = () => db.selectFrom('articles').where('site_id', '=', siteId).where('disabled', '=', 0).where('status', '=', 1);
    const articles = Number((await live().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const origin = `http://${domain}`;
    const urls = SECTION_PATHS.map((p) => origin + p);
    let after = 0;
    for (;;) {
      signal.throwIfAborted();
      const batch = await live().select(['id', 'type']).where('id', '>', after).orderBy('id').limit(BATCH).execute();
      for (const a of batch) urls.push(`${origin}/${ARTICLE_PATH_BY_TYPE[a.type] ?? 'news'}/${a.id}.html`);
      const done = urls.length - SECTION_PATHS.length;
      ctx.progress(done, Math.max(articles, done), SITEMAP_MSG.collecting);
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1].id;
    }
    signal.throwIfAborted();
    const now = ctx.deps.now();
    await upsert(db, siteId, { sitemap_generated_at: now, sitemap_urls: JSON.stringify(urls) }, now);
    return { urlCount: urls.length };
  },
});
