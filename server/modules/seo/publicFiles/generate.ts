// One generation of a site's sitemap: every live address — the sections, the published articles
// and products not in the recycle bin, the article and product categories, the shown tags — each
// with its lastmod, minus what the site's robots.txt keeps from `*` or Baiduspider (counted). Read
// in batches by id (cancel checked between them); written in one transaction, so the files served
// change all at once and a cancelled run leaves the previous sitemap in place.
import type { Kysely } from 'kysely';
import { DEFAULT_ROBOTS_TXT, DEFAULT_SITEMAP_CONFIG, SITEMAP_MAX_URLS } from '../../../../shared/domain/seo/sitemap';
import { robotsBlocker } from '../../../../shared/domain/seo/robots';
import { recordPath, SECTION_PATHS } from '../../../../shared/domain/seo/recordPaths';
import type { Database } from '../../../core/db/database';
import { indexXml, partName, urlsetXml, type SitemapEntry } from './xml';

// Section pages and each record's address: the one rule in shared/domain/seo/recordPaths.ts.
export { SECTION_PATHS, ARTICLE_PATH_BY_TYPE } from '../../../../shared/domain/seo/recordPaths';

/** Rows read per batch (one indexed range by id). */
const BATCH = 2_000;
/** The addresses kept in site_seo.sitemap_urls for the console's list (never the serving path). */
const SHOWN_URLS = 200;

export interface GenerateOptions {
  /** Addresses per file; past it, sitemap.xml is an index. SITEMAP_MAX_URLS except in tests. */
  partSize?: number;
  signal: AbortSignal;
  progress(done: number, total: number): void;
  now: number;
  /** The domain the console's list of addresses is shown with. */
  shownDomain: string;
}

export interface GenerateResult {
  urlCount: number;
  excludedCount: number;
  files: number;
}

type Row = { id: number; at: number; type?: number };

/** Reads a table in id order, BATCH rows at a time, until a short batch. */
async function eachBatch(read: (after: number) => Promise<Row[]>, signal: AbortSignal, take: (rows: Row[]) => void): Promise<void> {
  let after = 0;
  for (;;) {
    signal.throwIfAborted();
    const rows = await read(after);
    take(rows);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].id;
  }
}

export async function generateSitemap(db: Kysely<Database>, siteId: number, options: GenerateOptions): Promise<GenerateResult> {
  const partSize = options.partSize ?? SITEMAP_MAX_URLS;
  const seo = await db.selectFrom('site_seo').select(['robots_txt', 'sitemap_changefreq', 'sitemap_priority']).where('site_id', '=', siteId).executeTakeFirst();
  const blocked = robotsBlocker(seo?.robots_txt || DEFAULT_ROBOTS_TXT);
  const xmlOptions = { changefreq: seo?.sitemap_changefreq ?? DEFAULT_SITEMAP_CONFIG.changefreq, priority: seo?.sitemap_priority ?? DEFAULT_SITEMAP_CONFIG.priority };

  const liveArticles = () => db.selectFrom('articles').where('site_id', '=', siteId).where('disabled', '=', 0).where('status', '=', 1);
  const liveProducts = () => db.selectFrom('products').where('site_id', '=', siteId).where('disabled', '=', 0).where('status', '=', 1);
  const articleCount = await liveArticles().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const productCount = await liveProducts().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(articleCount.n) + Number(productCount.n);

  const entries: SitemapEntry[] = [];
  let excludedCount = 0;
  let read = 0;
  const add = (path: string, lastmod: number) => {
    if (blocked(path)) excludedCount++;
    else entries.push({ path, lastmod });
  };
  const sourced = (toPath: (row: Row) => string, counts: boolean) => (rows: Row[]) => {
    for (const row of rows) add(toPath(row), Number(row.at));
    if (counts) {
      read += rows.length;
      options.progress(read, Math.max(total, read));
    }
  };

  // The sections come first; their lastmod is the newest of the site's content (filled in below).
  for (const path of SECTION_PATHS) add(path, 0);
  const sections = entries.length;
  await eachBatch((after) => liveArticles().select(['id', 'type', 'updated_at as at']).where('id', '>', after).orderBy('id').limit(BATCH).execute(), options.signal,
    sourced((r) => recordPath('article', r.id, r.type), true));
  await eachBatch((after) => liveProducts().select(['id', 'updated_at as at']).where('id', '>', after).orderBy('id').limit(BATCH).execute(), options.signal,
    sourced((r) => recordPath('product', r.id), true));
  await eachBatch((after) => db.selectFrom('categories').select(['id', 'type', 'updated_at as at']).where('site_id', '=', siteId).where('id', '>', after).orderBy('id').limit(BATCH).execute(), options.signal,
    sourced((r) => recordPath('category', r.id, r.type), false));
  await eachBatch((after) => db.selectFrom('product_categories').select(['id', 'updated_at as at']).where('site_id', '=', siteId).where('id', '>', after).orderBy('id').limit(BATCH).execute(), options.signal,
    sourced((r) => recordPath('productCategory', r.id), false));
  await eachBatch((after) => db.selectFrom('tags').select(['id', 'created_at as at']).where('site_id', '=', siteId).where('show', '=', 1).where('id', '>', after).orderBy('id').limit(BATCH).execute(), options.signal,
    sourced((r) => recordPath('tag', r.id), false));
  await eachBatch((after) => db.selectFrom('product_tags').select(['id', 'updated_at as at']).where('site_id', '=', siteId).where('id', '>', after).orderBy('id').limit(BATCH).execute(), options.signal,
    sourced((r) => recordPath('productTag', r.id), false));
  let newest = 0;
  for (const e of entries) if (e.lastmod > newest) newest = e.lastmod;
  for (let i = 0; i < sections; i++) entries[i].lastmod = newest || options.now;
  options.signal.throwIfAborted();

  const files = filesOf(entries, partSize, xmlOptions);
  const shown = entries.slice(0, SHOWN_URLS).map((e) => `https://${options.shownDomain}${e.path}`);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('seo_sitemap_files').where('site_id', '=', siteId).execute();
    for (const f of files) await trx.insertInto('seo_sitemap_files').values({ site_id: siteId, name: f.name, body: f.body, url_count: f.urlCount, created_at: options.now }).execute();
    await trx.insertInto('site_seo').values({
      site_id: siteId,
      sitemap_auto: DEFAULT_SITEMAP_CONFIG.auto ? 1 : 0,
      sitemap_changefreq: xmlOptions.changefreq,
      sitemap_priority: xmlOptions.priority,
      sitemap_generated_at: options.now,
      sitemap_urls: JSON.stringify(shown),
      sitemap_excluded: excludedCount,
      robots_txt: DEFAULT_ROBOTS_TXT,
      updated_at: options.now,
    }).onConflict((oc) => oc.column('site_id').doUpdateSet({ sitemap_generated_at: options.now, sitemap_urls: JSON.stringify(shown), sitemap_excluded: excludedCount, updated_at: options.now })).execute();
  });
  return { urlCount: entries.length, excludedCount, files: files.length };
}

interface SitemapFileRow {
  name: string;
  body: string;
  urlCount: number;
}

/** One urlset named sitemap.xml; past partSize, sitemap.xml is the index of sitemap-1.xml … */
export function filesOf(entries: readonly SitemapEntry[], partSize: number, xmlOptions: { changefreq: string; priority: string }): SitemapFileRow[] {
  if (entries.length <= partSize) return [{ name: 'sitemap.xml', body: urlsetXml(entries, xmlOptions), urlCount: entries.length }];
  const parts: SitemapFileRow[] = [];
  const index: { name: string; lastmod: number }[] = [];
  for (let start = 0, n = 1; start < entries.length; start += partSize, n++) {
    const slice = entries.slice(start, start + partSize);
    const name = partName(n);
    parts.push({ name, body: urlsetXml(slice, xmlOptions), urlCount: slice.length });
    index.push({ name, lastmod: slice.reduce((max, e) => Math.max(max, e.lastmod), 0) });
  }
  return [{ name: 'sitemap.xml', body: indexXml(index), urlCount: entries.length }, ...parts];
}
