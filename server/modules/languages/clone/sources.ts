// What a clone sends (§4 step 1): 后台数据 is the site's live articles (every article type: news,
// products, cases, albums, jobs …) and its categories; 可视化界面 is the site's name and template
// (the template name is copied, the name translated). wordNum counts the characters of exactly the
// fields the clone translates, as stored (an article body's markup included), summed in SQL.
import { sql, type Kysely } from 'kysely';
import type { CloneContent } from '../../../../shared/domain/sites/clone';
import type { Database } from '../../../core/db/database';
import type { SiteRow } from '../../../core/services/siteScope';

type Db = Kysely<Database>;

const len = (col: string) => sql<number>`coalesce(sum(length(${sql.ref(col)})), 0)`;

/** The characters the chosen content would send. */
export async function cloneCharCount(db: Db, site: Pick<SiteRow, 'id' | 'site_name'>, types: readonly CloneContent[]): Promise<number> {
  let total = 0;
  if (types.includes('admin')) {
    const a = await db.selectFrom('articles')
      .select([len('title').as('t'), len('summary').as('s'), len('seo_title').as('st'), len('seo_keywords').as('sk'), len('seo_description').as('sd'), len('content').as('c')])
      .where('site_id', '=', site.id).where('disabled', '=', 0).executeTakeFirstOrThrow();
    const c = await db.selectFrom('categories').select(len('name').as('n')).where('site_id', '=', site.id).executeTakeFirstOrThrow();
    total += Number(a.t) + Number(a.s) + Number(a.st) + Number(a.sk) + Number(a.sd) + Number(a.c) + Number(c.n);
  }
  if (types.includes('visual')) total += [...site.site_name].length;
  return total;
}

/** The ids a clone copies, in the order copy.ts wants them (categories before their articles). */
export async function cloneIds(db: Db, siteId: number): Promise<{ categories: number[]; articles: number[] }> {
  const categories = (await db.selectFrom('categories').select('id').where('site_id', '=', siteId).orderBy('id').execute()).map((r) => r.id);
  const articles = (await db.selectFrom('articles').select('id').where('site_id', '=', siteId).where('disabled', '=', 0).orderBy('id').execute()).map((r) => r.id);
  return { categories, articles };
}

/**
 * equal: the foreign site already holds copies of this site's content (sync rows from this site to
 * it), so a clone overwrites them — the dialog's step 3 says so.
 */
export async function holdsCopies(db: Db, siteId: number, foreignSiteId: number): Promise<boolean> {
  const row = await db.selectFrom('language_syncs').select('id').where('site_id', '=', siteId).where('target_site_id', '=', foreignSiteId).limit(1).executeTakeFirst();
  return row !== undefined;
}
