// 导出 of the operation log as a background task (settings.oplogExport): the list's filters,
// newest first, streamed into an .xlsx 1,000 rows a batch (keyset on created_at and id), with
// progress and a cancel between batches. Every text cell is neutralised (DESIGN §4).
import { OPLOG_RESULT_TEXT, oplogValueText, type OplogChange, type OplogFilter, type OplogResult } from '../../../../shared/domain/settings/oplog';
import { route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { EMPTY, obj } from '../../../core/http/schemas';
import { dateKey, dateTimeText } from '../../../core/services/dates';
import { activeSite } from '../../../core/services/siteScope';
import { loadExcelJs, neutralise, settleSheet } from '../../../core/services/spreadsheet';
import { defineTaskKind } from '../../../core/tasks/kind';
import { checkedFilter, OPLOG_FILTER_FIELDS, OPLOG_KEY } from './filterSchema';
import { accountNames, filteredLogs, ROW_COLUMNS, toOplogRow } from './query';

const BATCH = 1_000;
/** At most this many rows in one file (the retention keeps 180 days; a busy site fits). */
export const OPLOG_EXPORT_MAX = 200_000;
export const OPLOG_EXPORT_HEADER = ['时间', '操作人', '操作', '结果', 'IP', '请求', '说明', '变更内容'];
export const OPLOG_EXPORT_STAGE = { counting: '正在统计日志', writing: '正在写入表格' } as const;

function changesText(text: string | null): string {
  if (!text) return '';
  try {
    const changes = JSON.parse(text) as OplogChange[];
    return changes.map((c) => `${c.field}：${oplogValueText(c.before) || '（空）'} → ${oplogValueText(c.after) || '（空）'}`).join('\n').slice(0, 30_000);
  } catch {
    return '';
  }
}

export const oplogExportKind = defineTaskKind<OplogFilter>({
  kind: 'settings.oplogExport',
  permission: OPLOG_KEY,
  title: () => '导出操作日志',
  input: obj(OPLOG_FILTER_FIELDS),
  async run(ctx) {
    const filter = ctx.input;
    ctx.progress(0, 0, OPLOG_EXPORT_STAGE.counting);
    const counted = await ctx.db.selectFrom(filteredLogs(ctx.db, ctx.siteId, filter).select('id').limit(OPLOG_EXPORT_MAX).as('m'))
      .select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const total = Number(counted.n);
    const ExcelJS = await loadExcelJs();
    const out = ctx.resultFile(`操作日志_${dateKey(ctx.deps.now()).replace(/-/g, '')}.xlsx`);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('操作日志');
    sheet.columns = [20, 22, 20, 8, 16, 40, 40, 60].map((width) => ({ width }));
    sheet.addRow(OPLOG_EXPORT_HEADER).commit();
    let written = 0;
    let after: { at: number; id: number } | null = null;
    ctx.progress(0, total, OPLOG_EXPORT_STAGE.writing);
    while (written < total) {
      let q = filteredLogs(ctx.db, ctx.siteId, filter).select([...ROW_COLUMNS]);
      if (after) {
        const { at, id } = after;
        q = q.where((eb) => eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', id)])]));
      }
      const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(Math.min(BATCH, total - written)).execute();
      const names = await accountNames(ctx.db, rows.map((r) => r.account_id));
      for (const r of rows) {
        const row = toOplogRow(r, names);
        sheet.addRow([
          dateTimeText(row.created_at), neutralise(row.account_name), neutralise(row.label), OPLOG_RESULT_TEXT[row.result as OplogResult] ?? row.result,
          neutralise(row.ip), neutralise(`${row.method} ${row.path}`), neutralise(row.count > 1 ? `${row.detail}（${row.count} 次）` : row.detail), neutralise(changesText(r.changes)),
        ]).commit();
      }
      written += rows.length;
      await settleSheet(out, sheet);
      ctx.signal.throwIfAborted();
      ctx.progress(written, total, OPLOG_EXPORT_STAGE.writing);
      if (rows.length === 0) break;
      const last = rows[rows.length - 1];
      after = { at: Number(last.created_at), id: last.id };
    }
    sheet.commit();
    await workbook.commit();
    return { rows: written };
  },
});

export const oplogExportRoutes: AnyRoute[] = [
  route<Record<string, never>, OplogFilter, { taskId: number }>('opLogExport', {
    access: { permission: OPLOG_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj(OPLOG_FILTER_FIELDS) },
    async handler(ctx) {
      const filter = checkedFilter(ctx.body);
      const site = await activeSite(ctx);
      const taskId = await ctx.deps.tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, oplogExportKind, filter);
      ctx.note({ detail: '导出操作日志' });
      return { taskId };
    },
  }),
];
