// The product spreadsheet routes (issue 11 §9), each needing product_list: the import template
// (goods/importTemplate, an .xlsx answered at once), an import (goods/import: a multipart upload,
// ≤ 10 MB, that must be an .xlsx — judged by its bytes and its zip directory, never its name — then
// the task product.import, which refuses in the same words a workbook ExcelJS cannot read) and an export (goods/export: the list's filters or a selection, checked
// here, then the task product.export). Both answer { taskId }; the console follows the task.
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { TaskStarted } from '../../../../shared/domain/api/tasks';
import {
  IMPORT_MODE_LABELS,
  IMPORT_MODES,
  IMPORT_MSG,
  PRODUCT_LIMITS as L,
  type ImportMode,
  type ProductExportRequest,
  type ProductImportFields,
} from '../../../../shared/domain/product';
import { ApiError } from '../../../core/http/envelope';
import { FileAnswer, route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { EMPTY, obj, oneOf } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { XLSX_TYPE } from '../../../core/services/spreadsheet';
import { displayName, multipartRoute, receiveUpload, sweepIncoming } from '../../../core/services/uploads';
import { fieldDefsOf, PRODUCT_KEY, productsOf } from '../products';
import { EXPORT_FIELDS, exportFilterOf, isNarrowed, originOf } from './exportFilter';
import { productExportKind, type ProductExportInput } from './exportTask';
import { checkWorkbookZip } from './importFile';
import { importsRoot, productImportKind, type ProductImportInput } from './importTask';
import { importTemplate } from './template';

const IMPORT_FIELD_MSG = {
  mode: '导入方式 mode 须为 add（仅新增）或 update（按名称更新）',
  skipErrors: '参数 skip_errors 须为 0 或 1',
} as const;

/** The import form's text fields, read as they arrive beside the file. */
const IMPORT_FIELDS = {
  mode: (text: string): ImportMode => {
    if (!(IMPORT_MODES as readonly string[]).includes(text)) throw new ApiError(400, IMPORT_FIELD_MSG.mode);
    return text as ImportMode;
  },
  skip_errors: (text: string): boolean => {
    if (text !== '0' && text !== '1') throw new ApiError(400, IMPORT_FIELD_MSG.skipErrors);
    return text === '1';
  },
};

/** A multipart form's overhead beyond its file (boundaries, part headers, the two fields). */
const FORM_OVERHEAD = 64 * 1024;
/** Uploaded files whose task never ran (the server stopped first) are removed after this long. */
const STALE_MS = 24 * 3600_000;

/** Removes this site's import files (and spooled parts) left behind longer than STALE_MS. */
async function sweepImports(root: string, siteId: number, now: number): Promise<void> {
  await sweepIncoming(root, now);
  const folder = path.join(root, String(siteId));
  for (const name of await fsp.readdir(folder).catch(() => [] as string[])) {
    const file = path.join(folder, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs > STALE_MS) await fsp.rm(file, { force: true });
  }
}

export const excelRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, FileAnswer>('goodsImportTemplate', {
    access: { permission: PRODUCT_KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const file = await importTemplate(await fieldDefsOf(ctx.deps.db, site.id));
      return new FileAnswer(Readable.from(file), XLSX_TYPE, '产品导入模板.xlsx', 'product-import-template.xlsx');
    },
  }),

  multipartRoute(route<Record<string, never>, ProductImportFields, TaskStarted>('goodsImport', {
    access: { permission: PRODUCT_KEY },
    mutates: true,
    // multipart/form-data: the workbook in `file`, `mode` (add | update) and `skip_errors` (0 | 1).
    // The body schema names those text fields; a JSON body passes it and is then refused.
    schema: { querystring: EMPTY, body: obj({ mode: oneOf(IMPORT_MODES), skip_errors: oneOf(['0', '1']) }) },
    async handler(ctx) {
      const { config, now, tasks } = ctx.deps;
      const site = await activeSite(ctx);
      // A declared size past the limit is refused before a byte is stored.
      if (Number(ctx.request.headers['content-length'] ?? 0) > L.importBytes + FORM_OVERHEAD) throw new ApiError(413, IMPORT_MSG.fileTooLarge);
      const root = importsRoot(config.dataDir);
      await sweepImports(root, site.id, now());
      const upload = await receiveUpload(ctx.request, root, IMPORT_FIELDS);
      try {
        if (upload.content.sniffed.size > L.importBytes) throw new ApiError(413, IMPORT_MSG.fileTooLarge);
        // By its bytes: a ZIP with a workbook's parts (an .exe or a .docx named .xlsx is not).
        if (upload.content.sniffed.document?.ext !== 'xlsx') throw new ApiError(415, IMPORT_MSG.notXlsx);
        const stored = `${site.id}/${randomBytes(16).toString('hex')}.xlsx`;
        const full = path.join(root, stored);
        await upload.content.place(root, stored);
        try {
          // A workbook's zip by its own directory (reading the sheet is the task's work).
          await checkWorkbookZip(full);
          const origin = originOf(ctx.request);
          const input: ProductImportInput = {
            file: stored, fileName: displayName(upload.fileName, 'xlsx'), mode: upload.fields.mode ?? 'add', skipErrors: upload.fields.skip_errors ?? false,
            ...(origin ? { origin } : {}),
          };
          const taskId = await tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, productImportKind, input);
          ctx.note({ detail: `导入产品「${input.fileName}」（${IMPORT_MODE_LABELS[input.mode]}${input.skipErrors ? '，跳过错误行' : ''}）：任务 ${taskId}` });
          return { taskId };
        } catch (err) {
          await fsp.rm(full, { force: true });
          throw err;
        }
      } finally {
        // The spooled file, unless it was placed (then there is nothing left to remove).
        await upload.content.discard();
      }
    },
  })),

  route<Record<string, never>, ProductExportRequest, TaskStarted>('goodsExport', {
    access: { permission: PRODUCT_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj(EXPORT_FIELDS) },
    async handler(ctx) {
      const { db, tasks } = ctx.deps;
      const site = await activeSite(ctx);
      const body = ctx.body;
      // Checked now, so a bad request is refused here rather than as a failed task: another site's
      // product, category or tag answers 404.
      if (body.ids) await productsOf(db, site.id, body.ids);
      else await exportFilterOf(db, site.id, body);
      const origin = originOf(ctx.request);
      const input: ProductExportInput = { ...body, scope: body.ids ? 'selection' : isNarrowed(body) ? 'filtered' : 'all', ...(origin ? { origin } : {}) };
      // Absent fields stay absent (the input is stored as JSON and validated as such).
      for (const key of Object.keys(input) as (keyof ProductExportInput)[]) if (input[key] === undefined) delete input[key];
      const taskId = await tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, productExportKind, input);
      ctx.note({ detail: `${productExportKind.title(input)}：任务 ${taskId}` });
      return { taskId };
    },
  }),
];
