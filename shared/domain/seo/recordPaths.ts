// Where a record lives on the public site: one rule for the sitemap, the anchor text (a record is
// never linked to itself), the Baidu push (the address pushed), the spider statistics (which record
// a crawled path is) and the site score. An article lives under its type's folder, a product under
// /product/; their categories and tags beside them.

/** Section pages every site has. */
export const SECTION_PATHS = ['/', '/about/index.html', '/product/index.html', '/news/index.html', '/case/index.html', '/contact/index.html'];

/** The folder of each article type (api-facts: 1 news, 2 help, 3 case, 4 download, 5 album, 11 video). */
export const ARTICLE_PATH_BY_TYPE: Record<number, string> = { 1: 'news', 2: 'help', 3: 'case', 4: 'download', 5: 'album', 11: 'video' };

/** An unknown type's records live with the news. */
export function articleDir(type: number): string {
  return ARTICLE_PATH_BY_TYPE[type] ?? 'news';
}

/** The records that have a page of their own. */
export const ADDRESS_KINDS = ['article', 'product', 'category', 'productCategory', 'tag', 'productTag'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** A record's path on the site; `type` is an article's or article category's type (ignored otherwise). */
export function recordPath(kind: AddressKind, id: number, type = 1): string {
  switch (kind) {
    case 'article': return `/${articleDir(type)}/${id}.html`;
    case 'product': return `/product/${id}.html`;
    case 'category': return `/${articleDir(type)}/list_${id}.html`;
    case 'productCategory': return `/product/list_${id}.html`;
    case 'tag': return `/tag/${id}.html`;
    case 'productTag': return `/product/tag_${id}.html`;
  }
}

const ARTICLE_DIRS = [...new Set(Object.values(ARTICLE_PATH_BY_TYPE))].join('|');
const PATTERNS: readonly (readonly [AddressKind, RegExp])[] = [
  ['product', /^\/product\/(\d{1,10})\.html$/],
  ['productCategory', /^\/product\/list_(\d{1,10})\.html$/],
  ['productTag', /^\/product\/tag_(\d{1,10})\.html$/],
  ['article', new RegExp(`^\\/(?:${ARTICLE_DIRS})\\/(\\d{1,10})\\.html$`)],
  ['category', new RegExp(`^\\/(?:${ARTICLE_DIRS})\\/list_(\\d{1,10})\\.html$`)],
  ['tag', /^\/tag\/(\d{1,10})\.html$/],
];

/**
 * The record a site path names (a query string or fragment is ignored), or null. An article found
 * under another type's folder is still that article: the caller checks the record exists.
 */
export function parseRecordPath(path: string): { kind: AddressKind; id: number } | null {
  const clean = path.split(/[?#]/)[0];
  for (const [kind, pattern] of PATTERNS) {
    const m = pattern.exec(clean);
    if (m) {
      const id = Number(m[1]);
      return id > 0 && id <= 2_147_483_647 ? { kind, id } : null;
    }
  }
  return null;
}

/** The public address of a path on a bound domain (sites are served over https). */
export function publicPageUrl(domain: string, path: string): string {
  return `https://${domain}${path}`;
}
