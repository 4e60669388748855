// Exports of form messages and data records as .xlsx, streamed: rows are read from the database in
// keyset-paginated batches and written through ExcelJS's streaming WorkbookWriter straight into the
// response (exportMessages) or a task's result file (writeMessagesWorkbook, the message export
// task), so an export of any size holds about one batch in memory. Before reading the next batch
// the writer lets the zip and its destination catch up (a slow client slows the export down, it
// does not fill the memory), and it stops when the client goes away or the task is cancelled.
//
// Spreadsheet safety (DESIGN §4): every text cell that starts with = + - @ tab or carriage return
// is written with a leading ' so a spreadsheet shows it as text and never evaluates it (a phone
// number with its area code excepted: valueCell). Neutralising and pacing are core's
// (services/spreadsheet.ts), shared with the product spreadsheets.
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AREA_PHONE_TEXT, type FormItem, type FormVariant, type SubmittedValue } from '../../../shared/domain/forms';
import type { Database } from '../../core/db/database';
import { FileAnswer } from '../../core/http/routeDef';
import { dateKey, dateTimeText } from '../../core/services/dates';
import { loadExcelJs, neutralise, settleSheet, XLSX_TYPE } from '../../core/services/spreadsheet';
import { applyFilter, itemsOfForm, newestFirst, olderThan, parseValues, valueItems, valueText, type FormKind, type MessageFilter } from './forms';

export { neutralise, XLSX_TYPE };
/** Rows read per query. */
export const EXPORT_BATCH = 500;

/**
 * A value's cell: neutralised, except a phone number with its area code, "+852 91234567" (phone.ts),
 * which stays readable — a string cell is never evaluated, and even retyped it could run nothing.
 */
export function valueCell(item: FormItem, value: SubmittedValue | undefined): string | null {
  const text = valueText(item, value);
  if (!text) return null;
  return item.type === 'phone' && AREA_PHONE_TEXT.test(text) ? text : neutralise(text);
}

export interface ExportForm {
  title: string;
  items: FormItem[];
}

interface Planned {
  header: string[];
  /** Per form: which column each of its value items fills. */
  cells: Map<number, { item: FormItem; column: number }[]>;
}

/**
 * Columns 表单, 提交时间, 状态, then one per item title: a form's items in order; across forms, the
 * union by title in the order the forms are first seen (newest message first). Two items of one
 * form with the same title keep separate columns (the second headed "title（2）").
 */
export function planColumns(formOrder: readonly number[], forms: ReadonlyMap<number, ExportForm>): Planned {
  const header = ['表单', '提交时间', '状态'];
  const columnOf = new Map<string, number>();
  const cells = new Map<number, { item: FormItem; column: number }[]>();
  for (const formId of formOrder) {
    const form = forms.get(formId);
    if (!form || cells.has(formId)) continue;
    const occurrences = new Map<string, number>();
    const list: { item: FormItem; column: number }[] = [];
    for (const item of valueItems(form.items)) {
      const nth = occurrences.get(item.title) ?? 0;
      occurrences.set(item.title, nth + 1);
      const key = `${item.title}\u0000${nth}`;
      let column = columnOf.get(key);
      if (column === undefined) {
        column = header.length;
        columnOf.set(key, column);
        header.push(nth === 0 ? item.title : `${item.title}（${nth + 1}）`);
      }
      list.push({ item, column });
    }
    cells.set(formId, list);
  }
  return { header, cells };
}

/** The site's forms of a kind, for exports: id → title and items. */
export async function exportForms(db: Kysely<Database>, siteId: number, kind: FormKind): Promise<Map<number, ExportForm>> {
  const rows = kind === 'lead'
    ? await db.selectFrom('forms').select(['id', 'title', 'fields', 'variant']).where('site_id', '=', siteId).execute()
    : await db.selectFrom('data_forms').select(['id', 'title', 'fields']).where('site_id', '=', siteId).execute();
  return new Map(rows.map((r) => [r.id, { title: r.title, items: itemsOfForm(kind, r.fields, 'variant' in r ? (r.variant as FormVariant) : 'zh') }]));
}

/** The forms that have matching messages, the one with the newest message first. */
export async function formsInOrder(db: Kysely<Database>, filter: MessageFilter): Promise<number[]> {
  const rows = await applyFilter(db, db.selectFrom('form_messages'), filter)
    .select((eb) => ['form_messages.form_id', eb.fn.max('form_messages.created_at').as('last')])
    .groupBy('form_messages.form_id')
    .orderBy('last', 'desc')
    .orderBy('form_messages.form_id')
    .execute();
  return rows.map((r) => r.form_id);
}

/** The matching messages, newest first, EXPORT_BATCH at a time (keyset pagination: no OFFSET scans). */
async function* batchesOf(db: Kysely<Database>, filter: MessageFilter) {
  let cursor: { created_at: number; id: number } | null = null;
  for (;;) {
    let q = applyFilter(db, db.selectFrom('form_messages'), filter)
      .select(['form_messages.id', 'form_messages.form_id', 'form_messages.values', 'form_messages.read_status', 'form_messages.created_at']);
    if (cursor) q = q.where(olderThan(cursor));
    const rows = await newestFirst(q).limit(EXPORT_BATCH).execute();
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    cursor = { created_at: Number(last.created_at), id: last.id };
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** What one workbook holds. */
export interface WorkbookRequest {
  db: Kysely<Database>;
  filter: MessageFilter;
  /** The forms whose messages may appear (the site's forms of the filter's kind). */
  forms: ReadonlyMap<number, ExportForm>;
  /** A single form's export (its items in order) or all forms (union by title). */
  formOrder: readonly number[];
  sheetName: string;
}

export interface ExportRequest extends WorkbookRequest {
  /** File name prefix, e.g. 留言导出 → 留言导出_20261123.xlsx. */
  fileLabel: string;
  asciiLabel: string;
  now: number;
  log: FastifyBaseLogger;
}

/** The lead-message export's labels (the list's export and the export task). */
export const LEAD_EXPORT = { sheetName: '留言', fileLabel: '留言导出', asciiLabel: 'messages' } as const;

/** A single form's export, or every form of the site with matching messages (newest first). */
export async function exportPlan(db: Kysely<Database>, filter: MessageFilter): Promise<Pick<WorkbookRequest, 'forms' | 'formOrder'>> {
  const forms = await exportForms(db, filter.siteId, filter.kind);
  const formOrder = filter.formId !== undefined ? [filter.formId] : await formsInOrder(db, filter);
  return { forms, formOrder };
}

/** The download's file names: 留言导出_20261123.xlsx and messages_20261123.xlsx. */
export function exportFileNames(label: { fileLabel: string; asciiLabel: string }, now: number): { fileName: string; asciiFileName: string } {
  const day = dateKey(now).replace(/-/g, '');
  return { fileName: `${label.fileLabel}_${day}.xlsx`, asciiFileName: `${label.asciiLabel}_${day}.xlsx` };
}

export interface WorkbookWatch {
  /** Checked between batches: an aborted signal stops the export with its reason. */
  signal?: AbortSignal;
  /** After each batch: data rows written so far. */
  onBatch?(written: number): void;
}

/**
 * Writes the workbook into `out` and ends it. Returns early (leaving `out` unfinished) when `out`
 * is destroyed (the client went away); throws the signal's reason when it is aborted.
 */
export async function writeMessagesWorkbook(out: Writable, req: WorkbookRequest, watch: WorkbookWatch = {}): Promise<void> {
  const { header, cells } = planColumns(req.formOrder, req.forms);
  const ExcelJS = await loadExcelJs();
  watch.signal?.throwIfAborted();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(req.sheetName);
  sheet.columns = header.map((_, i) => ({ width: i === 1 ? 20 : 16 }));
  sheet.addRow(header.map(neutralise)).commit();
  let written = 0;
  for await (const rows of batchesOf(req.db, req.filter)) {
    if (out.destroyed) return;
    for (const row of rows) {
      const form = req.forms.get(row.form_id);
      const values = parseValues(row.values);
      // Items left empty stay empty cells.
      const line: (string | null)[] = new Array(header.length).fill(null);
      line[0] = form?.title ?? '';
      line[1] = dateTimeText(Number(row.created_at));
      line[2] = row.read_status === 1 ? '已读' : '未读';
      line[0] = neutralise(line[0]);
      for (const { item, column } of cells.get(row.form_id) ?? []) line[column] = valueCell(item, values[item.name]);
      sheet.addRow(line).commit();
    }
    written += rows.length;
    await settleSheet(out, sheet);
    watch.signal?.throwIfAborted();
    watch.onBatch?.(written);
  }
  if (out.destroyed) return;
  sheet.commit();
  await workbook.commit();
}

/** Starts the export and answers it as a file; rows are produced while the client downloads. */
export function exportMessages(req: ExportRequest): FileAnswer {
  const out = new PassThrough();
  writeMessagesWorkbook(out, req).catch((err: unknown) => {
    // After the first byte the only honest answer is a cut-off response (never half a file that
    // looks complete, never an envelope appended to it).
    req.log.error({ err }, '导出失败');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  const { fileName, asciiFileName } = exportFileNames(req, req.now);
  return new FileAnswer(out, XLSX_TYPE, fileName, asciiFileName);
}
