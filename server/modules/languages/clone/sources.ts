// What a clone sends (§4 step 1): 后台数据 is the site's content of every synchronisable type — live
// articles (every article type) and their categories, live products and product categories, live
// albums, live jobs and lead forms; 可视化界面 is the site's name, template, navigation and the
// decoration's button texts (clone/visual.ts; the template name is copied, the texts translated). wordNum counts the characters of exactly the texts the copiers
// translate, as stored (a body's markup included): summed in SQL where they are columns, read for
// the texts held in JSON (a product's specifications, an album's photo titles, a form's labels).
import type { Kysely } from 'kysely';
import { SYNC_TYPES, type SyncType } from '../../../../shared/domain/sites/languages';
import type { CloneContent } from '../../../../shared/domain/sites/clone';
import type { Database } from '../../../core/db/database';
import type { SiteRow } from '../../../core/services/siteScope';
import { COPIERS, COPY_ORDER } from '../sync/copiers';
import { SOURCES } from '../sync/itemSources';
import { visualCharCount } from './visual';

type Db = Kysely<Database>;

/** The characters the chosen content would send. */
export async function cloneCharCount(db: Db, site: Pick<SiteRow, 'id' | 'site_name'>, types: readonly CloneContent[]): Promise<number> {
  let total = 0;
  if (types.includes('admin')) {
    for (const type of SYNC_TYPES) total += await COPIERS[type].charCount(db, site.id);
  }
  if (types.includes('visual')) total += await visualCharCount(db, site);
  return total;
}

/** The ids a clone copies of each type (live items only), in the order copy.ts writes the types (categories first). */
export async function cloneIds(db: Db, siteId: number): Promise<[SyncType, number[]][]> {
  const out: [SyncType, number[]][] = [];
  for (const type of COPY_ORDER) {
    const src = SOURCES[type];
    let q = (db as Kysely<any>).selectFrom(src.table).select('id').where('site_id', '=', siteId);
    if (src.liveOnly) q = q.where('disabled', '=', 0);
    out.push([type, (await q.orderBy('id').execute()).map((r: { id: number }) => Number(r.id))]);
  }
  return out;
}

/**
 * equal: the foreign site already holds copies of this site's content (sync rows from this site to
 * it), so a clone overwrites them — the dialog's step 3 says so.
 */
export async function holdsCopies(db: Db, siteId: number, foreignSiteId: number): Promise<boolean> {
  const row = await db.selectFrom('language_syncs').select('id').where('site_id', '=', siteId).where('target_site_id', '=', foreignSiteId).limit(1).executeTakeFirst();
  return row !== undefined;
}
