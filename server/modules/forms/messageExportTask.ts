// The lead-message export as a background task (kind forms.messageExport): the same filter and the
// same workbook as the list's synchronous export (services/xlsxExport.ts), written to the task's
// result file instead of the response, with progress per batch of rows and a cancel checked
// between batches.
import { defineTaskKind } from '../../core/tasks/kind';
import { bool, date, id, obj, str } from '../../core/http/schemas';
import { countMessages, leadFormOf, MESSAGE_KEYS, type MessageFilter } from './forms';
import { exportFileNames, exportPlan, LEAD_EXPORT, writeMessagesWorkbook } from './xlsxExport';

export interface MessageExportInput {
  formId?: number;
  /** The form's title when the export is of one form (the task's title shows it). */
  formTitle?: string;
  readStatus?: boolean;
  startDate?: string;
  endDate?: string;
  keyword?: string;
}

export const MESSAGE_EXPORT_STAGE = {
  counting: '正在统计留言',
  writing: '正在写入表格',
} as const;

export const messageExportKind = defineTaskKind<MessageExportInput>({
  kind: 'forms.messageExport',
  permission: MESSAGE_KEYS,
  title: (input) => `导出留言（${input.formTitle ?? '全部表单'}）`,
  input: obj({ formId: id(), formTitle: str(200), readStatus: bool(), startDate: date(), endDate: date(), keyword: str(100) }),
  async run(ctx) {
    const { formTitle: _title, ...filterFields } = ctx.input;
    const filter: MessageFilter = { siteId: ctx.siteId, kind: 'lead', ...filterFields };
    ctx.progress(0, 0, MESSAGE_EXPORT_STAGE.counting);
    // The form may have been deleted since the task was queued: its own 404 message.
    if (filter.formId !== undefined) await leadFormOf(ctx.db, ctx.siteId, filter.formId);
    const total = await countMessages(ctx.db, filter);
    ctx.progress(0, total, MESSAGE_EXPORT_STAGE.writing);
    const plan = await exportPlan(ctx.db, filter);
    const { fileName } = exportFileNames(LEAD_EXPORT, ctx.deps.now());
    let rows = 0;
    await writeMessagesWorkbook(ctx.resultFile(fileName), { db: ctx.db, filter, ...plan, sheetName: LEAD_EXPORT.sheetName }, {
      signal: ctx.signal,
      onBatch: (written) => {
        rows = written;
        // Messages arriving during the export are in it too.
        ctx.progress(written, Math.max(total, written), MESSAGE_EXPORT_STAGE.writing);
      },
    });
    return { rows };
  },
});
