// The generated sitemap as one of the site's caches (清除缓存, issue 14): its stored files are
// derived from the site's content. Clearing removes them and marks the sitemap as never generated,
// so 网站地图 offers 立即生成 again (and /sitemap.xml answers 404 until then).
import { sql } from 'kysely';
import type { SiteCache } from '../../../core/modules/defineServerModule';

export const sitemapCache: SiteCache = {
  id: 'seo.sitemap',
  label: '网站地图（sitemap.xml，清除后需在“网站地图”重新生成）',
  async stat({ db }, siteId) {
    const row = await db.selectFrom('seo_sitemap_files')
      .select([(eb) => eb.fn.countAll<number>().as('n'), sql<number>`coalesce(sum(length(body)), 0)`.as('bytes')])
      .where('site_id', '=', siteId).executeTakeFirst();
    return { entries: Number(row?.n ?? 0), bytes: Number(row?.bytes ?? 0) };
  },
  async clear({ db }, siteId) {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('seo_sitemap_files').where('site_id', '=', siteId).execute();
      await trx.updateTable('site_seo').set({ sitemap_generated_at: null, sitemap_urls: '[]' }).where('site_id', '=', siteId).execute();
    });
  },
};
