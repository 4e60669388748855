// The wire of the product spreadsheet (issue 11 §9, admin_cms/goods export, import, importTemplate):
// what the console sends and what the two tasks answer. Types only.
import type { ImportMode } from './importRows';
import type { ProductListQuery } from './api';

/** goods/export: the list's filters, or a selection (ids, at most PRODUCT_LIMITS.importRows). */
export interface ProductExportRequest extends Pick<ProductListQuery, 'keyword' | 'type_id' | 'status' | 'recommend' | 'tag_id' | 'price_min' | 'price_max' | 'sort'> {
  ids?: number[];
}

/** The export task's result (a type, not an interface: a task's result is a plain JSON record). */
export type ProductExportResult = {
  rows: number;
};

/** One refused row of an import: its row number in the sheet (the header is row 1), name and reason. */
export interface ProductImportError {
  row: number;
  name: string;
  reason: string;
}

/** The import task's result (task.result). */
// A type (not an interface): a task's result is a plain JSON record.
export type ProductImportResult = {
  mode: ImportMode;
  skipErrors: boolean;
  /** Product rows in the file (blank rows not counted). */
  rows: number;
  added: number;
  updated: number;
  /** Rows left out because of their errors (跳过错误行). */
  skipped: number;
  /** Rows with an error. */
  failed: number;
  /** false: nothing was stored (errors without 跳过错误行). */
  stored: boolean;
  /** The first errors (the report file lists every one). */
  errors: ProductImportError[];
};

/** goods/import's multipart text fields beside the file. */
export interface ProductImportFields {
  mode: ImportMode;
  /** '1': 跳过错误行. */
  skip_errors: '0' | '1';
}
