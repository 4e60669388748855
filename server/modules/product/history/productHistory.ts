// A product's revisions read for the history pages, and a revision turned back into a save: the
// snapshot as the edit page would send it (prices as text), with what was deleted since let go
// (tags, related products) — except the category, which the operator must decide about.
import type { Kysely } from 'kysely';
import {
  priceText,
  snapshotFrom,
  type ProductDetail,
  type ProductSaveRequest,
  type ProductSnapshot,
} from '../../../../shared/domain/product';
import type { Database } from '../../../core/db/database';
import type { RevisionSource } from '../../../core/revisions/revisionPage';
import { categoryNames, ofSite } from '../products';

type Db = Kysely<Database>;

export const PRODUCT_REVISIONS: RevisionSource = { table: 'product_revisions', owner: 'product_id', title: 'name' };

/** A stored snapshot's JSON, made whole (a damaged one reads as empty fields). */
export function parseSnapshot(text: string): ProductSnapshot {
  try {
    return snapshotFrom(JSON.parse(text));
  } catch {
    return snapshotFrom({});
  }
}

/** The product as it is now, in a snapshot's shape. */
export function snapshotOfDetail(d: ProductDetail): ProductSnapshot {
  return {
    type_id: d.type_id, name: d.name, summary: d.summary, content: d.content, images: d.images, specs: d.specs,
    price_sell: d.price_sell, price_market: d.price_market, price_negotiable: d.price_negotiable,
    brand: d.brand, model: d.model, origin: d.origin, unit: d.unit, pack: d.pack, minimum: d.minimum, sort: d.sort,
    recommend: d.recommend, status: d.status, related_ids: d.related_ids, tag_ids: d.tag_ids,
    seo_title: d.seo_title, seo_keywords: d.seo_keywords, seo_description: d.seo_description, custom: d.custom,
  };
}

/** Names of the categories, tags and products two snapshots refer to, as far as they still exist. */
export async function namesOf(db: Db, siteId: number, snapshots: ProductSnapshot[]) {
  const unique = (pick: (s: ProductSnapshot) => number[]) => [...new Set(snapshots.flatMap(pick))].filter((n) => n > 0);
  const categoryIds = unique((s) => [s.type_id]);
  const tagIds = unique((s) => s.tag_ids);
  const productIds = unique((s) => s.related_ids);
  const [categories, tags, products] = await Promise.all([
    categoryNames(db, siteId, categoryIds),
    tagIds.length ? db.selectFrom('product_tags').select(['id', 'name']).where('site_id', '=', siteId).where('id', 'in', tagIds).execute() : Promise.resolve([]),
    productIds.length ? db.selectFrom('products').select(['id', 'name']).where(ofSite(siteId)).where('id', 'in', productIds).execute() : Promise.resolve([]),
  ]);
  return {
    categories: Object.fromEntries(categories),
    tags: Object.fromEntries(tags.map((t) => [t.id, t.name])),
    products: Object.fromEntries(products.map((p) => [p.id, p.name])),
  };
}

/** The save request a snapshot means, keeping only the tags and related products that still exist. */
export async function restoreRequest(db: Db, siteId: number, productId: number, s: ProductSnapshot): Promise<ProductSaveRequest> {
  const [tags, related] = await Promise.all([
    s.tag_ids.length ? db.selectFrom('product_tags').select('id').where('site_id', '=', siteId).where('id', 'in', s.tag_ids).execute() : Promise.resolve([]),
    s.related_ids.length ? db.selectFrom('products').select('id').where(ofSite(siteId)).where('id', 'in', s.related_ids).execute() : Promise.resolve([]),
  ]);
  const liveTags = new Set(tags.map((t) => t.id));
  const liveRelated = new Set(related.map((r) => r.id));
  return {
    name: s.name, type_id: s.type_id, summary: s.summary, content: s.content, images: s.images, specs: s.specs,
    price_sell: priceText(s.price_sell), price_market: priceText(s.price_market), price_negotiable: s.price_negotiable,
    brand: s.brand, model: s.model, origin: s.origin, unit: s.unit, pack: s.pack, minimum: s.minimum, sort: s.sort,
    recommend: s.recommend, status: s.status,
    tag_ids: s.tag_ids.filter((t) => liveTags.has(t)),
    related_ids: s.related_ids.filter((r) => r !== productId && liveRelated.has(r)),
    seo_title: s.seo_title, seo_keywords: s.seo_keywords, seo_description: s.seo_description, custom: s.custom,
  };
}
