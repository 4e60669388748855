// Seeds the catalogue (seedCatalogue.ts): categories, tags and custom fields, then the products with
// their tag links, search terms and first revisions — on a fresh database inside the seed's
// transaction, and once on a database seeded before this module arrived (its migration applied on
// that start). Ids are fixed (the tests rely on them); PostgreSQL's sequences are moved past them.
import type { Kysely } from 'kysely';
import { CUSTOM_FIELD_SLOTS } from '../../../shared/domain/product';
import type { DialectName } from '../../core/db/connect';
import type { Database } from '../../core/db/database';
import { SEED_ACCOUNTS, SITE } from '../../core/db/seedData';
import { advanceSequences } from '../../core/db/sequences';
import { DAY_MS } from '../../core/services/dates';
import { snapshotOf, storedColumns, type ProductFields } from './products';
import { writeTerms } from './search';
import {
  GLOBAL_PRODUCT,
  SEED_LINES,
  SEED_PRODUCT_CATEGORIES,
  SEED_PRODUCT_FIELDS,
  SEED_PRODUCT_STATES,
  SEED_PRODUCT_TAG,
  SEED_PRODUCT_TAGS,
  type PictureSet,
} from './seedCatalogue';
import { PRODUCT_TABLES, type SlotColumn } from './tables';

export interface SeedProduct {
  id: number;
  site: number;
  fields: ProductFields;
  pictures: PictureSet | null;
  disabled: 0 | 1;
}

const yuanToFen = (yuan: number | null) => (yuan === null ? null : Math.round(yuan * 100));
/** A market price a little above the selling price, rounded to hundreds of yuan. */
const marketOf = (yuan: number | null) => (yuan === null ? null : Math.round((yuan * 1.18) / 100) * 100);

function customValues(values: Partial<Record<SlotColumn, string>>): Record<SlotColumn, string> {
  return { ...(Object.fromEntries(CUSTOM_FIELD_SLOTS.map((slot) => [slot, ''])) as Record<SlotColumn, string>), ...values };
}

/** Every seeded product with its fields, in id order (site 1001's first, then site 1003's). */
export const SEED_PRODUCTS: readonly SeedProduct[] = (() => {
  const out: SeedProduct[] = [];
  SEED_LINES.forEach((line, lineIndex) => {
    const first = out.length + 1;
    const ids = line.variants.map((_, i) => first + i);
    line.variants.forEach((v, i) => {
      const id = first + i;
      const name = line.named ? v.name : `${v.model} ${line.noun}`;
      const tons = /^(\d+)吨$/.exec(v.name);
      const tags = [...line.tags, ...(tons && Number(tons[1]) >= 250 ? [SEED_PRODUCT_TAG.heavy] : [])];
      out.push({
        id,
        site: SITE.corporate,
        pictures: line.pictures,
        disabled: (SEED_PRODUCT_STATES.binned as readonly number[]).includes(id) ? 1 : 0,
        fields: {
          type_id: line.category, name,
          summary: line.summary,
          content: `<p>${line.summary}</p><h3>产品特点</h3><ul>${line.features.map((f) => `<li>${f}</li>`).join('')}</ul>`
            + `<p>型号：${v.model}。如需报价或选型建议，请联系我们的销售工程师。</p>`,
          images: [],
          specs: v.specs.map(([specName, value]) => ({ name: specName, value })),
          price_sell: yuanToFen(v.price), price_market: yuanToFen(marketOf(v.price)), price_negotiable: v.price === null ? 1 : 0,
          brand: line.brand, model: v.model, origin: line.origin, unit: line.unit, pack: line.pack,
          minimum: line.unit === '盒' ? 5 : 1,
          sort: (lineIndex + 1) * 10 + i,
          recommend: i === 0 && lineIndex < 8 ? 1 : 0,
          status: (SEED_PRODUCT_STATES.unpublished as readonly number[]).includes(id) ? 0 : 1,
          related_ids: ids.filter((other) => other !== id).slice(0, 3),
          tag_ids: [...new Set(tags)],
          seo_title: `${name} - ${line.brand}`,
          seo_keywords: [line.noun, line.brand, v.model].join(','),
          seo_description: line.summary.slice(0, 120),
          custom: customValues({ ...(v.power !== undefined ? { p_5: String(v.power) } : {}), p_6: line.warranty, p_7: line.industry }),
        },
      });
    });
  });
  const g = GLOBAL_PRODUCT;
  out.push({
    id: out.length + 1, site: SITE.global, pictures: null, disabled: 0,
    fields: {
      type_id: g.category, name: g.name, summary: 'Electro-hydraulic servo CNC press brake.', content: '<p>Electro-hydraulic servo CNC press brake.</p>',
      images: [], specs: g.specs.map(([specName, value]) => ({ name: specName, value })), price_sell: yuanToFen(g.price), price_market: null, price_negotiable: 0,
      brand: g.brand, model: g.model, origin: 'Nantong, China', unit: 'set', pack: 'wooden case', minimum: 1, sort: 10, recommend: 1, status: 1,
      related_ids: [], tag_ids: [g.tag], seo_title: g.name, seo_keywords: 'press brake', seo_description: 'Electro-hydraulic servo CNC press brake.',
      custom: customValues({ p_5: String(g.power) }),
    },
  });
  return out;
})();

/** The catalogue's rows (inside the caller's transaction). */
async function insertCatalogue(trx: Kysely<Database>, now: number): Promise<void> {
  const at = now - 400 * DAY_MS;
  await trx.insertInto('product_categories').values(SEED_PRODUCT_CATEGORIES.map((c) => ({
    id: c.id, site_id: c.site, parent_id: c.parent, name: c.name, sort: c.sort, created_at: at, updated_at: at,
  }))).execute();
  await trx.insertInto('product_tags').values(SEED_PRODUCT_TAGS.map((t) => ({ id: t.id, site_id: t.site, name: t.name, sort: t.sort, created_at: at, updated_at: at }))).execute();
  await trx.insertInto('product_fields').values(SEED_PRODUCT_FIELDS.map((f, i) => ({
    id: f.id, site_id: f.site, slot: f.slot, name: f.name, kind: f.kind, required: f.required ? 1 : 0, options: JSON.stringify(f.options ?? []),
    sort: i + 1, created_at: at, updated_at: at,
  }))).execute();

  const editor = SEED_ACCOUNTS.admin.id;
  const count = SEED_PRODUCTS.length;
  // Spread over the past year, the newest last; each changed a few days after it was made.
  const times = (i: number) => {
    const created = now - (count - i) * 6 * DAY_MS;
    return { created_at: created, updated_at: Math.min(now - DAY_MS, created + (i % 5) * DAY_MS) };
  };
  for (let i = 0; i < count; i += 100) {
    await trx.insertInto('products').values(SEED_PRODUCTS.slice(i, i + 100).map((p, j) => ({
      id: p.id, site_id: p.site, ...storedColumns(p.fields), disabled: p.disabled, version: 1, updated_by: editor, ...times(i + j),
    }))).execute();
  }
  const links = SEED_PRODUCTS.flatMap((p) => p.fields.tag_ids.map((tag_id) => ({ product_id: p.id, tag_id })));
  for (let i = 0; i < links.length; i += 200) await trx.insertInto('product_tag_links').values(links.slice(i, i + 200)).execute();
  for (const p of SEED_PRODUCTS) await writeTerms(trx, p.site, p.id, null, p.fields);
  await trx.insertInto('product_revisions').values(SEED_PRODUCTS.map((p, i) => ({
    product_id: p.id, site_id: p.site, version: 1, name: p.fields.name, snapshot: JSON.stringify(snapshotOf(p.fields)), editor_id: editor, created_at: times(i).created_at,
  }))).execute();
}

/** A fresh database: the catalogue inside the seed's one transaction. */
export async function insertSeedProducts(trx: Kysely<Database>, now: number): Promise<void> {
  await insertCatalogue(trx, now);
}

/**
 * A database seeded before this module (migration product_001 applied on this start): the catalogue
 * when the seed's sites are there and the site has no catalogue yet. Returns whether it was added.
 */
export async function seedProductsOnUpgrade(db: Kysely<Database>, dialect: DialectName, now: number): Promise<boolean> {
  const sites = await db.selectFrom('sites').select('id').where('id', 'in', [SITE.corporate, SITE.global]).execute();
  if (sites.length !== 2) return false;
  const existing = await db.selectFrom('product_categories').select('id').limit(1).executeTakeFirst();
  const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (existing || product) return false;
  await db.transaction().execute((trx) => insertCatalogue(trx, now));
  await advanceSequences(db, dialect, PRODUCT_TABLES);
  return true;
}
