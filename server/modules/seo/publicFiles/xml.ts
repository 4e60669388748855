// The sitemap protocol's XML (sitemaps.org 0.9): a urlset of at most SITEMAP_MAX_URLS addresses, or
// an index of part files. Written with SITEMAP_ORIGIN in place of https://host, which the serving
// route fills in per request (one stored copy serves every domain bound to the site).

/** Stands for the request's origin in a stored file; never part of a generated path. */
export const SITEMAP_ORIGIN = '{{origin}}';

export interface SitemapEntry {
  /** Site-relative, starting with "/". */
  path: string;
  /** ms since the epoch. */
  lastmod: number;
}

export interface SitemapOptions {
  changefreq: string;
  priority: string;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** W3C datetime in UTC to the second, as the protocol's lastmod takes it. */
export function w3cDate(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function urlsetXml(entries: readonly SitemapEntry[], options: SitemapOptions): string {
  const tail = `<changefreq>${options.changefreq}</changefreq><priority>${options.priority}</priority></url>\n`;
  const parts = entries.map((e) => `<url><loc>${SITEMAP_ORIGIN}${escapeXml(e.path)}</loc><lastmod>${w3cDate(e.lastmod)}</lastmod>${tail}`);
  return `${HEAD}<urlset xmlns="${NS}">\n${parts.join('')}</urlset>\n`;
}

export function indexXml(parts: readonly { name: string; lastmod: number }[]): string {
  const items = parts.map((p) => `<sitemap><loc>${SITEMAP_ORIGIN}/${p.name}</loc><lastmod>${w3cDate(p.lastmod)}</lastmod></sitemap>\n`);
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${items.join('')}</sitemapindex>\n`;
}

/** The name of part n (1-based). */
export function partName(n: number): string {
  return `sitemap-${n}.xml`;
}
