// Writing a product, shared by the features that make products: the product module's own save,
// import, capture and restore, and the languages module's 同步翻译 and 翻译克隆 (which may not import
// the product module). One write keeps everything the lists, the keyword search and the history
// rely on in step — the row with its search text, its tags, its keyword terms (product_terms: every
// suffix of every run of letters and digits of the folded name, model and brand) and a revision —
// inside the caller's transaction. The tables are the product module's (declaration-merged into
// core's Database); a module calling this must declare 'product' among its dependencies.
import type { Kysely, Selectable } from 'kysely';
import { MSG } from '../../../shared/domain/messages';
import { CUSTOM_FIELD_SLOTS, type ProductImage, type ProductSnapshot, type ProductSpec } from '../../../shared/domain/product';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/dbErrors';
import { foldCase } from '../db/fold';
import { lockConflict } from '../db/optimisticLock';
import { ApiError } from '../http/envelope';

type Db = Kysely<Database>;
type ProductDbRow = Selectable<Database['products']>;
/** The custom-field slots as columns (p_5 … p_40). */
export type SlotColumn = Extract<keyof Database['products'], `p_${number}`>;
export const CUSTOM_FIELD_COLUMNS = CUSTOM_FIELD_SLOTS as readonly SlotColumn[];

// --- reading -------------------------------------------------------------------------------------

/** A product of the site (another site's does not exist: 404). */
export async function productOf(db: Db, siteId: number, id: number): Promise<ProductDbRow> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw new ApiError(404, MSG.siteNotFound);
  return row;
}

/** Whether another live product of the site is called this (the route's check; the index decides). */
export async function nameTaken(db: Db, siteId: number, name: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('products').select('id').where('site_id', '=', siteId).where('name', '=', name).where('disabled', '=', 0);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return !!(await q.limit(1).executeTakeFirst());
}

/** A unique violation of the live products' name index (products_site_name_idx), on either back end. */
export function isNameClash(err: unknown): boolean {
  if (!isUniqueViolation(err)) return false;
  const e = err as { constraint?: unknown; message?: unknown };
  return e.constraint === 'products_site_name_idx' || (typeof e.message === 'string' && e.message.includes('products.site_id, products.name'));
}

// --- stored JSON ---------------------------------------------------------------------------------

export function jsonArray(text: string): unknown[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export const imagesOf = (text: string): Required<ProductImage>[] =>
  jsonArray(text).filter((i): i is ProductImage => !!i && typeof (i as ProductImage).url === 'string').map((i) => ({ url: i.url, alt: String(i.alt ?? '') }));
export const specsOf = (text: string): ProductSpec[] =>
  jsonArray(text).filter((s): s is ProductSpec => !!s && typeof (s as ProductSpec).name === 'string').map((s) => ({ name: s.name, value: String(s.value ?? '') }));

/** The values of the custom slots that hold one. */
export function customOf(row: Partial<Record<SlotColumn, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const slot of CUSTOM_FIELD_SLOTS) {
    const value = row[slot as SlotColumn];
    if (value) out[slot] = value;
  }
  return out;
}

/** What a save stores (besides site, lock and times): a revision's fields, with every slot present. */
export type ProductFields = Omit<ProductSnapshot, 'custom'> & {
  /** Every slot: the value of a defined field, '' for the others. */
  custom: Record<SlotColumn, string>;
};

// --- keyword terms -------------------------------------------------------------------------------

/** What a keyword is matched against. */
export const SEARCHED = ['name', 'model', 'brand'] as const;
export type Searched = Record<(typeof SEARCHED)[number], string>;

/** The longest suffix kept: a keyword run up to this long is answered by the index alone. */
export const TERM_CHARS = 12;

const RUN = /[\p{L}\p{N}]+/gu;

/** The runs of letters and digits of a folded text, each as code points. */
export function runsOf(text: string): string[][] {
  return (foldCase(text).match(RUN) ?? []).map((run) => Array.from(run));
}

/** The distinct terms of a product's searched text: every run's suffixes, cut to TERM_CHARS. */
export function termsOf(p: Searched | null): string[] {
  if (!p) return [];
  const out = new Set<string>();
  for (const field of SEARCHED) {
    for (const run of runsOf(p[field])) {
      for (let i = 0; i < run.length; i++) out.add(run.slice(i, i + TERM_CHARS).join(''));
    }
  }
  return [...out];
}

/** Replaces a product's terms (old text → new text) inside the caller's transaction. */
export async function writeTerms(trx: Db, siteId: number, productId: number, before: Searched | null, after: Searched | null): Promise<void> {
  const old = termsOf(before);
  const next = new Set(termsOf(after));
  const gone = old.filter((t) => !next.has(t));
  const kept = new Set(old);
  const added = [...next].filter((t) => !kept.has(t));
  for (let i = 0; i < gone.length; i += 200) {
    await trx.deleteFrom('product_terms').where('site_id', '=', siteId).where('term', 'in', gone.slice(i, i + 200)).where('product_id', '=', productId).execute();
  }
  for (let i = 0; i < added.length; i += 200) {
    await trx.insertInto('product_terms').values(added.slice(i, i + 200).map((term) => ({ site_id: siteId, term, product_id: productId }))).execute();
  }
}

/**
 * products.search_text: name, model and brand case-folded (as keywords are), one a line, so a test
 * is a plain LIKE (no folding per row) and a keyword — one line — never spans two of them.
 */
export function searchTextOf(p: Searched): string {
  return foldCase(SEARCHED.map((field) => p[field]).join('\n'));
}

// --- saving --------------------------------------------------------------------------------------

/** The product columns a save writes from its fields. */
export const storedColumns = (f: ProductFields) => ({
  type_id: f.type_id, name: f.name, summary: f.summary, content: f.content, images: JSON.stringify(f.images), img: f.images[0]?.url ?? '',
  specs: JSON.stringify(f.specs), price_sell: f.price_sell, price_market: f.price_market, price_negotiable: f.price_negotiable,
  brand: f.brand, model: f.model, origin: f.origin, unit: f.unit, pack: f.pack, minimum: f.minimum, sort: f.sort,
  recommend: f.recommend, status: f.status, related_ids: JSON.stringify(f.related_ids),
  seo_title: f.seo_title, seo_keywords: f.seo_keywords, seo_description: f.seo_description, ...f.custom,
  search_text: searchTextOf(f),
});

/** What a revision keeps: the saved fields, custom values only where given. */
export function snapshotOf(f: ProductFields): Record<string, unknown> {
  const { custom, ...rest } = f;
  return { ...rest, custom: customOf(custom) };
}

async function writeTags(trx: Db, productId: number, tagIds: number[]): Promise<void> {
  await trx.deleteFrom('product_tag_links').where('product_id', '=', productId).execute();
  if (tagIds.length) await trx.insertInto('product_tag_links').values(tagIds.map((tag_id) => ({ product_id: productId, tag_id }))).execute();
}

async function writeRevision(trx: Db, siteId: number, productId: number, version: number, f: ProductFields, editorId: number | null, at: number): Promise<void> {
  await trx.insertInto('product_revisions').values({
    product_id: productId, site_id: siteId, version, name: f.name, snapshot: JSON.stringify(snapshotOf(f)), editor_id: editorId, created_at: at,
  }).execute();
}

/** A new product at version 1, with its tags, search terms and first revision (inside the caller's transaction). */
export async function insertProduct(trx: Db, siteId: number, f: ProductFields, editorId: number | null, at: number): Promise<{ id: number; version: number }> {
  const { id } = await trx.insertInto('products').values({
    site_id: siteId, ...storedColumns(f), disabled: 0, version: 1, updated_by: editorId, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  await writeTags(trx, id, f.tag_ids);
  await writeTerms(trx, siteId, id, null, f);
  await writeRevision(trx, siteId, id, 1, f, editorId, at);
  return { id, version: 1 };
}

/**
 * Overwrites a product if it is still at `version` (else 409 and nothing written): version + 1,
 * tags, search terms and a revision, inside the caller's transaction.
 */
export async function updateProduct(trx: Db, siteId: number, id: number, version: number, f: ProductFields, editorId: number, at: number): Promise<{ id: number; version: number }> {
  const current = await productOf(trx, siteId, id);
  if (current.version !== version) throw await lockConflict(trx, current);
  const next = version + 1;
  const result = await trx.updateTable('products').set({ ...storedColumns(f), version: next, updated_by: editorId, updated_at: at })
    .where('id', '=', id).where('site_id', '=', siteId).where('version', '=', version).executeTakeFirst();
  // Another writer between the read and the update (PostgreSQL, concurrent transactions).
  if (Number(result.numUpdatedRows) !== 1) throw await lockConflict(trx, await productOf(trx, siteId, id));
  await writeTags(trx, id, f.tag_ids);
  await writeTerms(trx, siteId, id, current, f);
  await writeRevision(trx, siteId, id, next, f, editorId, at);
  return { id, version: next };
}
