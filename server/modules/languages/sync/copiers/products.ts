// Products: name, summary, the three SEO texts, origin, unit and pack, each specification's name and
// value and each picture's alt text plain, the description as HTML. Brand and model are kept as
// they are (names and codes), as are prices, pictures and custom-field values. The copy is written
// like any product save (core/content/productWrites: search text, keyword terms, a revision), its
// category mapped to the category's copy, with no tags or related products (those are per site).
// Names are unique among a site's live products: a translation that meets another product's name
// takes the source's id after it; if that is taken too the call is refused and nothing is written.
import type { Selectable } from 'kysely';
import { LANGUAGE_MSG } from '../../../../../shared/domain/sites/languages';
import { PRODUCT_LIMITS } from '../../../../../shared/domain/product';
import {
  CUSTOM_FIELD_COLUMNS, imagesOf, insertProduct, isNameClash, nameTaken, productOf, specsOf, updateProduct, type ProductFields,
} from '../../../../core/content/productWrites';
import type { Database } from '../../../../core/db/database';
import { ApiError } from '../../../../core/http/envelope';
import { clip, copyOf, lengthOf, orSource, reader, storedLength } from './common';
import type { Copier, Db } from './types';

type Product = Selectable<Database['products']>;

const PLAIN = ['name', 'summary', 'seo_title', 'seo_keywords', 'seo_description', 'origin', 'unit', 'pack'] as const;

/** The JSON-held texts: every specification's name and value, every picture's alt. */
const jsonTexts = (p: Pick<Product, 'specs' | 'images'>) => [...specsOf(p.specs).flatMap((s) => [s.name, s.value]), ...imagesOf(p.images).map((i) => i.alt)];

/** The translated name, or it with the source's id when another live product of the foreign site has it. */
async function freeName(trx: Db, foreignId: number, name: string, sourceId: number, copyId: number | undefined): Promise<string> {
  if (!(await nameTaken(trx, foreignId, name, copyId))) return name;
  const suffix = ` (${sourceId})`;
  const other = clip(name, PRODUCT_LIMITS.name - suffix.length) + suffix;
  if (!(await nameTaken(trx, foreignId, other, copyId))) return other;
  throw new ApiError(409, LANGUAGE_MSG.productNameTaken(name));
}

export const productCopier: Copier<Product> = {
  load: (db, siteId, ids) => db.selectFrom('products').selectAll().where('site_id', '=', siteId).where('id', 'in', [...ids]).orderBy('id').execute(),
  version: (p) => p.version,
  texts: (p) => ({ plain: [...PLAIN.map((k) => p[k]), ...jsonTexts(p)], html: [p.content] }),
  async write({ trx, ctx, row: p, texts, copyId, at }) {
    const foreignId = ctx.target.binding.foreignSiteId;
    const next = reader(texts.plain);
    const [name, summary, seoTitle, seoKeywords, seoDescription, origin, unit, pack] = PLAIN.map(() => next());
    const specs = specsOf(p.specs).map(() => ({ name: clip(next(), PRODUCT_LIMITS.specName), value: clip(next(), PRODUCT_LIMITS.specValue) }));
    const images = imagesOf(p.images).map((i) => ({ url: i.url, alt: clip(next(), PRODUCT_LIMITS.alt) }));
    const existing = copyId === undefined ? undefined
      : await trx.selectFrom('products').select(['id', 'version']).where('id', '=', copyId).where('site_id', '=', foreignId).executeTakeFirst();
    const typeId = await copyOf(trx, ctx, 'productCategory', 'product_categories', p.type_id);
    const fields: ProductFields = {
      type_id: typeId, name: await freeName(trx, foreignId, clip(orSource(name, p.name), PRODUCT_LIMITS.name), p.id, existing?.id),
      summary: clip(summary, PRODUCT_LIMITS.summary), content: clip(texts.html[0], PRODUCT_LIMITS.content), images, specs,
      price_sell: p.price_sell === null ? null : Number(p.price_sell), price_market: p.price_market === null ? null : Number(p.price_market),
      price_negotiable: p.price_negotiable === 1 ? 1 : 0, brand: p.brand, model: p.model,
      origin: clip(origin, PRODUCT_LIMITS.shortText), unit: clip(unit, PRODUCT_LIMITS.shortText), pack: clip(pack, PRODUCT_LIMITS.shortText),
      minimum: p.minimum, sort: p.sort, recommend: p.recommend === 1 ? 1 : 0, status: p.status === 1 ? 1 : 0, related_ids: [], tag_ids: [],
      seo_title: clip(seoTitle, PRODUCT_LIMITS.seoTitle), seo_keywords: clip(seoKeywords, PRODUCT_LIMITS.seoKeywords),
      seo_description: clip(seoDescription, PRODUCT_LIMITS.seoDescription),
      custom: Object.fromEntries(CUSTOM_FIELD_COLUMNS.map((slot) => [slot, p[slot]])) as ProductFields['custom'],
    };
    try {
      if (!existing) return (await insertProduct(trx, foreignId, fields, ctx.accountId, at)).id;
      const current = await productOf(trx, foreignId, existing.id);
      return (await updateProduct(trx, foreignId, existing.id, current.version, fields, ctx.accountId, at)).id;
    } catch (err) {
      // Another writer took the name between the check and the write: the index decided.
      if (isNameClash(err)) throw new ApiError(409, LANGUAGE_MSG.productNameTaken(fields.name));
      throw err;
    }
  },
  async charCount(db, siteId) {
    const json = await db.selectFrom('products').select(['specs', 'images']).where('site_id', '=', siteId).where('disabled', '=', 0).execute();
    return (await storedLength(db, 'products', [...PLAIN, 'content'], siteId, true)) + json.reduce((n, p) => n + lengthOf(jsonTexts(p)), 0);
  },
};
