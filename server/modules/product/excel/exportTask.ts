// The product export (kind product.export): the list's filters or a selection, written as .xlsx
// through ExcelJS's streaming writer into the task's result file, 500 products a batch (about one
// batch in memory, the zip paced by settleSheet), progress per batch, cancel checked between
// batches. Columns: sheetHeaders (the fixed ones, then the site's custom fields by name); every
// text cell neutralised (a leading ' before = + - @ tab or CR).
import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  sheetHeaders,
  sheetRowOf,
  type CustomFieldDef,
  type ProductExportRequest,
  type ProductExportResult,
  type ProductSort,
} from '../../../../shared/domain/product';
import type { Database } from '../../../core/db/database';
import { dateKey } from '../../../core/services/dates';
import { loadExcelJs, neutralise, settleSheet } from '../../../core/services/spreadsheet';
import { defineTaskKind } from '../../../core/tasks/kind';
import { customOf, fieldDefsOf, imagesOf, ofSite, ordered, PRODUCT_KEY, selectionOf, specsOf, tagIdsOf } from '../products';
import type { SlotColumn } from '../tables';
import { categoryPaths, tagNames } from './catalogue';
import { EXPORT_FIELDS, exportFilterOf, ORIGIN } from './exportFilter';

export interface ProductExportInput extends ProductExportRequest {
  /** The console's address (http://host:port): site image paths are written as absolute addresses on it. */
  origin?: string;
  /** What the title names: 已选 N 个, 筛选结果 or 全部. */
  scope: 'selection' | 'filtered' | 'all';
}

export const EXPORT_STAGE = {
  counting: '正在统计产品',
  writing: '正在写入表格',
} as const;

/** Products read per query. */
export const EXPORT_BATCH = 500;

/** The export's file name: 产品导出_20261123.xlsx. */
export const exportFileName = (now: number) => `产品导出_${dateKey(now).replace(/-/g, '')}.xlsx`;

const COLUMNS = [
  'id', 'name', 'type_id', 'price_sell', 'price_market', 'price_negotiable', 'brand', 'model', 'origin', 'unit', 'pack',
  'minimum', 'sort', 'recommend', 'status', 'summary', 'images', 'specs',
] as const;

const TITLES: Record<ProductExportInput['scope'], (input: ProductExportInput) => string> = {
  selection: (input) => `导出产品（已选 ${input.ids?.length ?? 0} 个）`,
  filtered: () => '导出产品（筛选结果）',
  all: () => '导出产品（全部）',
};

export const productExportKind = defineTaskKind<ProductExportInput>({
  kind: 'product.export',
  permission: PRODUCT_KEY,
  title: (input) => TITLES[input.scope](input),
  input: {
    type: 'object',
    properties: { ...EXPORT_FIELDS, origin: ORIGIN, scope: { type: 'string', enum: ['selection', 'filtered', 'all'] } },
    required: ['scope'],
    additionalProperties: false,
  },
  async run(ctx): Promise<ProductExportResult> {
    const { db, siteId, input, signal } = ctx;
    ctx.progress(0, 0, EXPORT_STAGE.counting);
    const ids = await idsToExport(db, siteId, input);
    signal.throwIfAborted();
    ctx.progress(0, ids.length, EXPORT_STAGE.writing);
    const [defs, paths, tags] = await Promise.all([fieldDefsOf(db, siteId), categoryPaths(db, siteId), tagNames(db, siteId)]);
    const rows = await writeProductsWorkbook(ctx.resultFile(exportFileName(ctx.deps.now())), { db, siteId, ids, defs, paths, tags, origin: input.origin }, {
      signal,
      onBatch: (written) => ctx.progress(written, ids.length, EXPORT_STAGE.writing),
    });
    return { rows };
  },
});

/** The products to export, in the list's order (its sort, ties to the newest): the selection's live products, or the filter's. */
async function idsToExport(db: Kysely<Database>, siteId: number, input: ProductExportInput): Promise<number[]> {
  const sort: ProductSort = input.sort ?? 'sort_asc';
  if (input.ids) {
    // At most 10,000 ids (the schema's bound): one statement on either back end.
    const chosen = db.selectFrom('products').select('products.id').where(ofSite(siteId)).where('products.disabled', '=', 0).where('products.id', 'in', input.ids);
    return (await ordered(chosen, sort).execute()).map((r) => r.id);
  }
  const base = await selectionOf(db, await exportFilterOf(db, siteId, input))();
  if (!base) return [];
  return (await ordered(base.select('products.id'), sort).execute()).map((r) => r.id);
}

export interface ProductsWorkbook {
  db: Kysely<Database>;
  siteId: number;
  ids: readonly number[];
  defs: readonly CustomFieldDef[];
  paths: ReadonlyMap<number, string[]>;
  tags: ReadonlyMap<number, string>;
  origin?: string;
}

const cell = (value: string | number) => (typeof value === 'string' ? neutralise(value) : value);

/** Writes the products' workbook into `out` and ends it; answers the rows written. Throws the signal's reason when aborted. */
export async function writeProductsWorkbook(
  out: Writable,
  req: ProductsWorkbook,
  watch: { signal?: AbortSignal; onBatch?(written: number): void } = {},
): Promise<number> {
  const ExcelJS = await loadExcelJs();
  watch.signal?.throwIfAborted();
  // No styles: registering a style per cell costs more than the rest of the export together.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('产品');
  const headers = sheetHeaders([...req.defs]);
  sheet.columns = headers.map((h) => ({ width: h === '产品名称' ? 36 : h === '图片' ? 48 : h === '参数' || h === '摘要' ? 32 : 14 }));
  sheet.addRow(headers.map(neutralise)).commit();
  const slots = req.defs.map((d) => d.slot as SlotColumn);
  let written = 0;
  for (let i = 0; i < req.ids.length; i += EXPORT_BATCH) {
    const batch = req.ids.slice(i, i + EXPORT_BATCH);
    const [found, links] = await Promise.all([
      req.db.selectFrom('products').select([...COLUMNS, ...slots]).where(ofSite(req.siteId)).where('id', 'in', batch).execute(),
      tagIdsOf(req.db, batch),
    ]);
    const byId = new Map(found.map((r) => [r.id, r]));
    for (const productId of batch) {
      const r = byId.get(productId);
      // Removed for good since the export started.
      if (!r) continue;
      const row = sheetRowOf({
        name: r.name, categoryPath: req.paths.get(r.type_id) ?? [], tagNames: (links.get(r.id) ?? []).flatMap((t) => req.tags.get(t) ?? []),
        price_sell: r.price_sell === null ? null : Number(r.price_sell), price_market: r.price_market === null ? null : Number(r.price_market),
        price_negotiable: r.price_negotiable === 1 ? 1 : 0, brand: r.brand, model: r.model, origin: r.origin, unit: r.unit, pack: r.pack,
        minimum: r.minimum, sort: r.sort, recommend: r.recommend === 1 ? 1 : 0, status: r.status === 1 ? 1 : 0, summary: r.summary,
        images: imagesOf(r.images), specs: specsOf(r.specs), custom: customOf(r as Partial<Record<SlotColumn, string>>),
      }, req.defs, req.origin);
      sheet.addRow(row.map(cell)).commit();
      written += 1;
    }
    if (out.destroyed) break;
    await settleSheet(out, sheet);
    watch.signal?.throwIfAborted();
    watch.onBatch?.(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
