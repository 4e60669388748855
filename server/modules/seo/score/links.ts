// Which links of a body lead nowhere (the score's 站内死链): a link into the site — site-relative,
// or absolute on one of its bound domains — to a record's address (shared/domain/seo/recordPaths.ts)
// whose record is gone, in the recycle bin, unpublished, or lives at another address (an article
// under another type's folder). Section pages are always there. Paths of no shape the site builder
// serves (an upload, a search page) are not judged: nothing says they are missing.
import { ARTICLE_PATH_BY_TYPE, parseRecordPath, recordPath, SECTION_PATHS } from '../../../../shared/domain/seo/recordPaths';

/** The site's live records by kind: what a link may lead to. */
export interface LiveIndex {
  /** Published articles not in the recycle bin: id → type. */
  articles: Map<number, number>;
  /** Published products not in the recycle bin. */
  products: Set<number>;
  /** Article categories: id → type. */
  categories: Map<number, number>;
  productCategories: Set<number>;
  /** Tags shown on the site. */
  tags: Set<number>;
  productTags: Set<number>;
}

const SECTION_DIRS = [...new Set([...Object.values(ARTICLE_PATH_BY_TYPE), 'product', 'tag', 'about', 'contact'])];
const SECTIONS = new Set<string>([...SECTION_PATHS, '/index.html', ...SECTION_DIRS.flatMap((d) => [`/${d}`, `/${d}/`, `/${d}/index.html`])]);

const BASE = 'http://site.invalid';

/** The path an href names inside the site (hosts: the site's bound domains, lower-cased), else null. */
export function sitePathOf(href: string, hosts: ReadonlySet<string>): string | null {
  const h = href.trim();
  let url: URL;
  try {
    if (h.startsWith('/') && !h.startsWith('//')) url = new URL(h, BASE);
    else if (/^(https?:)?\/\//i.test(h)) {
      url = new URL(h.startsWith('//') ? `http:${h}` : h);
      if (!hosts.has(url.hostname.toLowerCase().replace(/\.$/, ''))) return null;
    } else return null;
  } catch {
    return null;
  }
  return url.pathname;
}

/** Whether a site path leads nowhere (see the file's comment); a path of no known shape is not judged. */
export function isDeadPath(path: string, live: LiveIndex): boolean {
  if (SECTIONS.has(path)) return false;
  const rec = parseRecordPath(path);
  if (!rec) return false;
  switch (rec.kind) {
    case 'article': {
      const type = live.articles.get(rec.id);
      return type === undefined || recordPath('article', rec.id, type) !== path;
    }
    case 'category': {
      const type = live.categories.get(rec.id);
      return type === undefined || recordPath('category', rec.id, type) !== path;
    }
    case 'product': return !live.products.has(rec.id);
    case 'productCategory': return !live.productCategories.has(rec.id);
    case 'tag': return !live.tags.has(rec.id);
    case 'productTag': return !live.productTags.has(rec.id);
  }
}

/** The dead ones among a body's hrefs, each once, in order. */
export function deadLinksOf(hrefs: readonly string[], hosts: ReadonlySet<string>, live: LiveIndex): string[] {
  const dead: string[] = [];
  for (const href of hrefs) {
    const path = sitePathOf(href, hosts);
    if (path !== null && isDeadPath(path, live) && !dead.includes(href)) dead.push(href);
  }
  return dead;
}
