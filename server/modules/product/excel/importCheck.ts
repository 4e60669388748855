// The check of an import (no writes): every row read by the shared rule book (readImportRow over a
// new product's defaults, or over the product of that name it updates) and then by the save's own
// server checks (prepareProduct: sanitising, safe image addresses), names checked against the file
// and against the site's live products. The result is what the write phase stores and, for every
// refused row, its number and reasons.
import type { Kysely } from 'kysely';
import {
  cellsOfRow,
  IMPORT_MSG,
  mapHeader,
  PRODUCT_MSG,
  priceText,
  readImportRow,
  type CustomFieldDef,
  type ImportMode,
  type ProductImportError,
  type ProductSaveRequest,
} from '../../../../shared/domain/product';
import type { Database } from '../../../core/db/database';
import { ApiError, isApiError } from '../../../core/http/envelope';
import { customOf, idsOf, imagesOf, prepareProduct, specsOf, tagIdsOf, type ProductDbRow, type ProductFields } from '../products';
import type { SlotColumn } from '../tables';
import type { SheetData } from './importFile';

type Db = Kysely<Database>;

/** A row that may be stored. */
export interface PlannedRow {
  row: number;
  name: string;
  fields: ProductFields;
  /** The product it updates and the version read (absent: a new product). */
  update?: { id: number; version: number };
  /** Given: the category (found or created by path); absent: a new product's none, an update's kept. */
  categoryPath?: string[];
  tagNames?: string[];
}

export interface ImportPlan {
  rows: PlannedRow[];
  errors: ProductImportError[];
  /** Product rows in the file. */
  total: number;
}

export interface CheckOptions {
  db: Db;
  siteId: number;
  mode: ImportMode;
  defs: readonly CustomFieldDef[];
  origin?: string;
  signal: AbortSignal;
  /** Rows checked so far; awaited, so a caller may pace the check (tests hold it there). */
  progress(done: number): void | Promise<void>;
}

/** What a save stores as the name (prepareProduct's): control characters as spaces, trimmed. */
const storedName = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
/** The longest name and reason a result carries (the report has them whole). */
const SHOWN_CHARS = 200;

/** A stored product as the save request that would store it again (the base an update's cells overwrite). */
export function requestOf(r: ProductDbRow, tagIds: number[]): ProductSaveRequest {
  const fen = (v: number | null) => (v === null ? null : Number(v));
  return {
    id: r.id, version: r.version, name: r.name, type_id: r.type_id, tag_ids: tagIds, images: imagesOf(r.images), summary: r.summary,
    content: r.content, specs: specsOf(r.specs), price_sell: priceText(fen(r.price_sell)), price_market: priceText(fen(r.price_market)),
    price_negotiable: r.price_negotiable === 1 ? 1 : 0, brand: r.brand, model: r.model, origin: r.origin, unit: r.unit, pack: r.pack,
    minimum: r.minimum, sort: r.sort, recommend: r.recommend === 1 ? 1 : 0, status: r.status === 1 ? 1 : 0, related_ids: idsOf(r.related_ids),
    seo_title: r.seo_title, seo_keywords: r.seo_keywords, seo_description: r.seo_description, custom: customOf(r as Partial<Record<SlotColumn, string>>),
  };
}

/** The site's live products with these names (what 产品名称已存在 and 按名称更新 look at). */
async function liveProductsNamed(db: Db, siteId: number, names: string[], full: boolean): Promise<Map<string, { row: ProductDbRow; tagIds: number[] }>> {
  const found = new Map<string, { row: ProductDbRow; tagIds: number[] }>();
  for (let i = 0; i < names.length; i += 500) {
    const chunk = names.slice(i, i + 500);
    const rows = full
      ? await db.selectFrom('products').selectAll().where('site_id', '=', siteId).where('disabled', '=', 0).where('name', 'in', chunk).execute()
      : ((await db.selectFrom('products').select(['id', 'name', 'version']).where('site_id', '=', siteId).where('disabled', '=', 0).where('name', 'in', chunk).execute()) as ProductDbRow[]);
    const tags = full ? await tagIdsOf(db, rows.map((r) => r.id)) : new Map<number, number[]>();
    for (const r of rows) found.set(r.name, { row: r, tagIds: tags.get(r.id) ?? [] });
  }
  return found;
}

const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Checks every row of the sheet; a header the site's columns cannot read refuses the whole file. */
export async function checkImport(sheet: SheetData, o: CheckOptions): Promise<ImportPlan> {
  const header = mapHeader(sheet.header, o.defs);
  if (!header.ok) throw new ApiError(400, header.message);
  const cells = sheet.rows.map((r) => cellsOfRow(header.columns, r.texts));
  const names = [...new Set(cells.map((c) => storedName(c.fixed.name ?? '')).filter(Boolean))];
  const existing = await liveProductsNamed(o.db, o.siteId, names, o.mode === 'update');
  const plan: ImportPlan = { rows: [], errors: [], total: sheet.rows.length };
  const firstRowOf = new Map<string, number>();
  for (let i = 0; i < sheet.rows.length; i++) {
    if (i % 200 === 0) {
      o.signal.throwIfAborted();
      await o.progress(i);
      // The check is CPU work: let requests (and the task's own progress) have their turn.
      await yieldTurn();
      o.signal.throwIfAborted();
    }
    const number = sheet.rows[i].number;
    const name = storedName(cells[i].fixed.name ?? '');
    const found = name ? existing.get(name) : undefined;
    const base = o.mode === 'update' && found ? requestOf(found.row, found.tagIds) : undefined;
    const read = readImportRow(cells[i], { defs: o.defs, base, origin: o.origin });
    const issues = [...read.issues];
    const earlier = name ? firstRowOf.get(name) : undefined;
    if (earlier !== undefined) issues.unshift(IMPORT_MSG.nameRepeated(earlier));
    else if (name) firstRowOf.set(name, number);
    if (o.mode === 'add' && found && earlier === undefined) issues.unshift(PRODUCT_MSG.nameExists);
    let fields: ProductFields | null = null;
    if (!issues.length) {
      try {
        fields = prepareProduct(read.product, o.defs);
      } catch (err) {
        if (!isApiError(err)) throw err;
        issues.push(err.message);
      }
    }
    if (!fields || issues.length) {
      plan.errors.push({ row: number, name: name.slice(0, SHOWN_CHARS), reason: issues.join('；').slice(0, 1000) });
      continue;
    }
    plan.rows.push({
      row: number, name, fields, categoryPath: read.categoryPath, tagNames: read.tagNames,
      ...(base && found ? { update: { id: found.row.id, version: found.row.version } } : {}),
    });
  }
  await o.progress(sheet.rows.length);
  return plan;
}
