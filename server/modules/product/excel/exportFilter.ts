// The export's filters: the product list's (goods/getlist) — keyword, a category with its children,
// status, 推荐, a tag, a 销售价 range, the order — or a selection of ids. Checked when the export is
// asked for (another site's category, tag or product answers 404 there) and read again when the
// task runs (a category deleted meanwhile fails the task with the same words).
import type { Kysely } from 'kysely';
import { PRODUCT_LIMITS, PRODUCT_MSG, parsePrice, type ProductExportRequest } from '../../../../shared/domain/product';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import { arr, id, oneOf, str } from '../../../core/http/schemas';
import { categoriesOf, PRODUCT_ERR, siteNotFound, subtreeOf, type ProductFilter } from '../products';

const FLAG = oneOf([0, 1]);

/** The request's fields (the route's body and the task's input). */
export const EXPORT_FIELDS = {
  keyword: str(100), type_id: id(), status: FLAG, recommend: FLAG, tag_id: id(), price_min: str(30), price_max: str(30),
  sort: oneOf(['sort_asc', 'updated_desc', 'created_desc']),
  ids: { ...arr(id(), 1, PRODUCT_LIMITS.importRows), uniqueItems: true },
};

/** The console's address, http(s)://host[:port], as the request named it (tasks write image addresses on it). */
export const ORIGIN = { type: 'string', maxLength: 300, pattern: '^https?://[A-Za-z0-9.:\\[\\]-]+$' };
const ORIGIN_TEXT = new RegExp(ORIGIN.pattern);

/** The request's origin when it is a plain one (a forged Host is simply left out). */
export function originOf(request: { protocol: string; host?: string }): string | undefined {
  const origin = `${request.protocol}://${request.host ?? ''}`;
  return origin.length <= ORIGIN.maxLength && ORIGIN_TEXT.test(origin) ? origin : undefined;
}

/** A price bound in fen (undefined: none); text the rule book refuses is a 400. */
function priceBound(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const parsed = parsePrice(text);
  if (!parsed.ok) throw new ApiError(400, PRODUCT_MSG.priceFormat);
  return parsed.fen ?? undefined;
}

/** The list filter of a request (live products of the site); another site's category or tag is a 404. */
export async function exportFilterOf(db: Kysely<Database>, siteId: number, q: ProductExportRequest): Promise<ProductFilter> {
  const priceMin = priceBound(q.price_min);
  const priceMax = priceBound(q.price_max);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) throw new ApiError(400, PRODUCT_ERR.priceRange);
  const filter: ProductFilter = { siteId, disabled: 0, status: q.status, recommend: q.recommend, keyword: q.keyword?.trim() ?? '', priceMin, priceMax };
  if (q.type_id !== undefined) {
    const all = await categoriesOf(db, siteId);
    if (!all.some((c) => c.id === q.type_id)) throw siteNotFound();
    filter.typeIds = subtreeOf(all, q.type_id);
  }
  if (q.tag_id !== undefined) {
    const tag = await db.selectFrom('product_tags').select('id').where('id', '=', q.tag_id).where('site_id', '=', siteId).executeTakeFirst();
    if (!tag) throw siteNotFound();
    filter.tagId = q.tag_id;
  }
  return filter;
}

/** Whether the request narrows the list at all (the task's title says 筛选结果 or 全部). */
export function isNarrowed(q: ProductExportRequest): boolean {
  return !!q.keyword?.trim() || [q.type_id, q.status, q.recommend, q.tag_id].some((v) => v !== undefined) || !!q.price_min?.trim() || !!q.price_max?.trim();
}
