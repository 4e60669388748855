// 导出 of the member list as a background task (members.memberExport): the list's filters, newest
// first, streamed into an .xlsx (ExcelJS's WorkbookWriter) 500 rows a batch by id, with progress
// and a cancel between batches. Phones are masked (138****8000) unless 导出完整手机号; text cells
// are neutralised so a spreadsheet never runs them. Never a password hash.
import { maskPhone } from '../../../../shared/domain/members';
import { MEMBER_SOURCE_TEXT, MEMBER_STATUS_TEXT, type MemberExportRequest } from '../../../../shared/domain/members/memberApi';
import type { MemberSource, MemberStatus } from '../../../../shared/domain/members/settings';
import { route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { bool, EMPTY, obj } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { dateKey, dateTimeText } from '../../../core/services/dates';
import { loadExcelJs, neutralise, settleSheet } from '../../../core/services/spreadsheet';
import { defineTaskKind } from '../../../core/tasks/kind';
import { MEMBER_KEY } from '../core/keys';
import { filteredMembers } from './memberQuery';
import { FILTER_FIELDS, rankMap } from './memberRoutes';

const BATCH = 500;
export const MEMBER_EXPORT_HEADER = ['账号', '昵称', '真实姓名', '手机', '邮箱', '公司', '会员等级', '状态', '来源', '注册时间', '最近登录', '最近登录IP', '备注'];
export const MEMBER_EXPORT_STAGE = { counting: '正在统计会员', writing: '正在写入表格' } as const;

export const memberExportKind = defineTaskKind<MemberExportRequest>({
  kind: 'members.memberExport',
  permission: MEMBER_KEY,
  title: (input) => (input.fullPhone ? '导出会员（完整手机号）' : '导出会员'),
  input: obj({ ...FILTER_FIELDS, fullPhone: bool() }),
  async run(ctx) {
    const { fullPhone, ...filter } = ctx.input;
    ctx.progress(0, 0, MEMBER_EXPORT_STAGE.counting);
    const total = Number((await filteredMembers(ctx.db, ctx.siteId, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const ranks = await rankMap(ctx.db, ctx.siteId);
    const ExcelJS = await loadExcelJs();
    const out = ctx.resultFile(`会员导出_${dateKey(ctx.deps.now()).replace(/-/g, '')}.xlsx`);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('会员');
    sheet.columns = MEMBER_EXPORT_HEADER.map((h) => ({ width: h === '邮箱' || h.endsWith('时间') || h === '最近登录' ? 22 : 14 }));
    sheet.addRow(MEMBER_EXPORT_HEADER).commit();
    let written = 0;
    let before: number | null = null;
    ctx.progress(0, total, MEMBER_EXPORT_STAGE.writing);
    for (;;) {
      let q = filteredMembers(ctx.db, ctx.siteId, filter)
        .select(['id', 'account', 'nickname', 'real_name', 'phone', 'email', 'company', 'rank_id', 'status', 'source', 'registered_at', 'last_login_at', 'last_login_ip', 'remark']);
      if (before !== null) q = q.where('id', '<', before);
      const rows = await q.orderBy('id', 'desc').limit(BATCH).execute();
      for (const m of rows) {
        sheet.addRow([
          neutralise(m.account), neutralise(m.nickname), neutralise(m.real_name), fullPhone ? m.phone : maskPhone(m.phone), neutralise(m.email), neutralise(m.company),
          neutralise(ranks.get(m.rank_id)?.name ?? ''), MEMBER_STATUS_TEXT[m.status as MemberStatus] ?? '', MEMBER_SOURCE_TEXT[m.source as MemberSource] ?? '',
          dateTimeText(Number(m.registered_at)), m.last_login_at === null ? '' : dateTimeText(Number(m.last_login_at)), m.last_login_ip, neutralise(m.remark),
        ]).commit();
      }
      written += rows.length;
      await settleSheet(out, sheet);
      ctx.signal.throwIfAborted();
      ctx.progress(written, Math.max(total, written), MEMBER_EXPORT_STAGE.writing);
      if (rows.length < BATCH) break;
      before = rows[rows.length - 1].id;
    }
    sheet.commit();
    await workbook.commit();
    return { rows: written };
  },
});

export const exportRoutes: AnyRoute[] = [
  route<Record<string, never>, MemberExportRequest, { taskId: number }>('memberExportTask', {
    access: { permission: MEMBER_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ...FILTER_FIELDS, fullPhone: bool() }) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const caller = { siteId: site.id, accountId: signedIn(ctx).account.id };
      const taskId = await ctx.deps.tasks.start(caller, memberExportKind, ctx.body);
      ctx.note({ detail: `导出会员${ctx.body.fullPhone ? '（完整手机号）' : ''}` });
      return { taskId };
    },
  }),
];
