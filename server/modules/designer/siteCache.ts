// The visitors' stylesheet as one of the site's caches (清除缓存, issue 14 §8): the CSS written from
// the saved decoration (decoration_stylesheets). Clearing removes it; the next request for the
// stylesheet writes it again from the decoration (nothing the operator saved is lost).
import { sql } from 'kysely';
import type { SiteCache } from '../../core/modules/defineServerModule';

export const stylesheetCache: SiteCache = {
  id: 'designer.stylesheet',
  label: '网站装修样式表',
  async stat({ db }, siteId) {
    const row = await db.selectFrom('decoration_stylesheets').select(sql<number>`length(css)`.as('bytes')).where('site_id', '=', siteId).executeTakeFirst();
    return row ? { entries: 1, bytes: Number(row.bytes) } : { entries: 0, bytes: 0 };
  },
  async clear({ db }, siteId) {
    await db.deleteFrom('decoration_stylesheets').where('site_id', '=', siteId).execute();
  },
};
