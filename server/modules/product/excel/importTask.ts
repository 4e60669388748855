// The product import (kind product.import): the uploaded workbook read (importFile), every row
// checked (importCheck), then stored in one transaction (importWrite) — or not at all when a row
// has an error and 跳过错误行 was not chosen. The result counts what was added, updated and
// skipped and lists the first errors; every error is in the report, the task's result file. The
// uploaded file is removed when the run ends, however it ends. Between batches of rows the run
// awaits what ctx.progress answers (nothing, normally): a test wraps it to hold the run mid-way.
import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  IMPORT_MODE_LABELS,
  IMPORT_MODES,
  IMPORT_MSG,
  type ImportMode,
  type ProductImportError,
  type ProductImportResult,
} from '../../../../shared/domain/product';
import { ApiError } from '../../../core/http/envelope';
import { bool, obj, oneOf, str } from '../../../core/http/schemas';
import { defineTaskKind } from '../../../core/tasks/kind';
import { fieldDefsOf, isNameClash, nameClash, PRODUCT_KEY } from '../products';
import { ORIGIN } from './exportFilter';
import { checkImport } from './importCheck';
import { readSheet } from './importFile';
import { reportFileName, writeImportReport } from './importReport';
import { writeImport, type WriteOutcome } from './importWrite';

export interface ProductImportInput {
  /** The uploaded file under importsRoot: "<site>/<32 hex>.xlsx". */
  file: string;
  /** The client's file name (shown in the title only). */
  fileName: string;
  mode: ImportMode;
  skipErrors: boolean;
  origin?: string;
}

export const IMPORT_STAGE = {
  reading: '正在读取文件',
  checking: '正在检查数据',
  writing: '正在写入产品',
  report: '正在生成错误报告',
} as const;

/** Errors the task's result lists (the report has them all), each shortened. */
export const RESULT_ERRORS = 100;

export const IMPORT_FILE_PATTERN = '^[1-9][0-9]{0,9}/[0-9a-f]{32}\\.xlsx$';

/** Where uploaded import files wait for their task (shared by every server process, like tasks/). */
export function importsRoot(dataDir: string): string {
  return path.join(dataDir, 'imports');
}

export const productImportKind = defineTaskKind<ProductImportInput>({
  kind: 'product.import',
  permission: PRODUCT_KEY,
  title: (input) => `导入产品（${input.fileName}，${IMPORT_MODE_LABELS[input.mode]}${input.skipErrors ? '，跳过错误行' : ''}）`,
  input: obj({
    file: str(100, { pattern: IMPORT_FILE_PATTERN }), fileName: str(200), mode: oneOf(IMPORT_MODES), skipErrors: bool(), origin: ORIGIN,
  }, ['file', 'fileName', 'mode', 'skipErrors']),
  async run(ctx): Promise<ProductImportResult> {
    const { db, siteId, input, signal } = ctx;
    const file = path.join(importsRoot(ctx.deps.config.dataDir), input.file);
    try {
      // A file of another site's upload is never read for this one.
      if (!input.file.startsWith(`${siteId}/`)) throw new ApiError(400, IMPORT_MSG.notXlsx);
      ctx.progress(0, 0, IMPORT_STAGE.reading);
      const sheet = await readSheet(file, { signal, onRows: (n) => ctx.progress(n, 0, IMPORT_STAGE.reading) });
      if (!sheet.rows.length) throw new ApiError(400, IMPORT_MSG.noRows);
      const total = sheet.rows.length;
      const defs = await fieldDefsOf(db, siteId);
      ctx.progress(0, total, IMPORT_STAGE.checking);
      const plan = await checkImport(sheet, {
        db, siteId, mode: input.mode, defs, origin: input.origin, signal, progress: (done) => ctx.progress(done, total, IMPORT_STAGE.checking),
      });
      let outcome: WriteOutcome = { added: 0, updated: 0, errors: [], stored: plan.errors.length === 0 || input.skipErrors };
      if (outcome.stored && plan.rows.length) {
        const count = plan.rows.length;
        ctx.progress(0, count, IMPORT_STAGE.writing);
        try {
          outcome = await writeImport(plan, {
            db, siteId, accountId: ctx.accountId, now: ctx.deps.now(), skipErrors: input.skipErrors, signal,
            progress: (done) => ctx.progress(done, count, IMPORT_STAGE.writing),
          });
          // Stored (or rolled back for its errors): a cancel arriving now cannot undo it.
          ctx.committed();
        } catch (err) {
          // A name taken by a save that raced the import: the whole import is refused in the save's words.
          if (isNameClash(err)) throw nameClash();
          throw err;
        }
      }
      const errors = [...plan.errors, ...outcome.errors].sort((a, b) => a.row - b.row);
      const stored = outcome.stored;
      const result: ProductImportResult = {
        mode: input.mode, skipErrors: input.skipErrors, rows: total, added: outcome.added, updated: outcome.updated,
        skipped: stored ? errors.length : 0, failed: errors.length, stored,
        errors: errors.slice(0, RESULT_ERRORS).map(shortened),
      };
      if (errors.length) {
        ctx.progress(total, total, IMPORT_STAGE.report);
        await writeImportReport(ctx.resultFile(reportFileName(ctx.deps.now())), errors, summaryOf(result));
      }
      return result;
    } finally {
      await fsp.rm(file, { force: true });
    }
  },
});

const shortened = (e: ProductImportError): ProductImportError => ({ row: e.row, name: e.name.slice(0, 100), reason: e.reason.slice(0, 200) });

/** The report's last line: what became of the import. */
export function summaryOf(r: ProductImportResult): string {
  const head = `共 ${r.rows} 行，${r.failed} 行有错误`;
  return r.stored ? `${head}；已新增 ${r.added} 个、更新 ${r.updated} 个产品，跳过 ${r.skipped} 行` : `${head}；未导入任何产品（勾选“跳过错误行”可只导入正确的行）`;
}
