// The visitors' stylesheet as one of the site's caches (清除缓存, issue 14 §8): the CSS rendered
// from the saved decoration and kept in site_decorations.css. Clearing empties it; the next request
// for the stylesheet writes it again from the decoration (nothing the operator saved is lost).
import { sql } from 'kysely';
import type { SiteCache } from '../../core/modules/defineServerModule';

export const stylesheetCache: SiteCache = {
  id: 'designer.stylesheet',
  label: '网站装修样式表',
  async stat({ db }, siteId) {
    const row = await db.selectFrom('site_decorations').select(sql<number>`length(css)`.as('bytes'))
      .where('site_id', '=', siteId).where('css', '!=', '').executeTakeFirst();
    return row ? { entries: 1, bytes: Number(row.bytes) } : { entries: 0, bytes: 0 };
  },
  async clear({ db }, siteId) {
    await db.updateTable('site_decorations').set({ css: '' }).where('site_id', '=', siteId).execute();
  },
};
