// 操作日志 (admin/System getLogList, getLogDetail, getLogUsers; key operation_log): the active
// site's rows only, newest first, with the shared filters; a row of another site answers 404.
import {
  OPLOG_COUNT_CAP, OPLOG_MSG,
  type OplogAccount, type OplogChange, type OplogDetail, type OplogFilter, type OplogListData,
} from '../../../../shared/domain/settings/oplog';
import { ApiError } from '../../../core/http/envelope';
import { PAGE_QUERY, paging } from '../../../core/http/paging';
import { route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { EMPTY, id, obj } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { checkedFilter, OPLOG_FILTER_FIELDS, OPLOG_KEY } from './filterSchema';
import { accountName, accountNames, filteredLogs, ROW_COLUMNS, toOplogRow } from './query';

const PAST_CAP = `仅可查看前 ${OPLOG_COUNT_CAP} 条记录，请缩小筛选范围`;

function parseChanges(text: string | null): OplogChange[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as OplogChange[]) : [];
  } catch {
    return [];
  }
}

export const oplogRoutes: AnyRoute[] = [
  route<OplogFilter & { page?: number; rows?: number }, undefined, OplogListData>('opLogList', {
    access: { permission: OPLOG_KEY },
    mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY, ...OPLOG_FILTER_FIELDS }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const { page: _page, rows: _rows, ...input } = ctx.query;
      const filter = checkedFilter(input);
      const site = await activeSite(ctx);
      const { limit, offset } = paging(ctx.query);
      if (offset >= OPLOG_COUNT_CAP) throw new ApiError(400, PAST_CAP);
      // Counted up to the cap only: a million matches cost what ten thousand do. Paging through one
      // filter reuses the count for a moment: op_logs is written on every call, so the tracker does
      // not watch it and the count may lag new entries by up to MAX_AGE_MS (2 s); the rows never do.
      const countQuery = db.selectFrom(filteredLogs(db, site.id, filter).select('id').limit(OPLOG_COUNT_CAP + 1).as('m'))
        .select((eb) => eb.fn.countAll<number>().as('n'));
      const counted = ctx.deps.caches.of<number>('settings.oplogCount', ['op_logs'], 1_000)
        .get(`${site.id}|${JSON.stringify(filter)}`, async () => ({ value: Number((await countQuery.executeTakeFirstOrThrow()).n) }));
      // The page's ids from an index alone (SQLite would otherwise walk the date index and filter
      // the action row by row), then those rows with their accounts' names: one statement, beside
      // the count.
      const page = filteredLogs(db, site.id, filter).select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset);
      const [n, rows] = await Promise.all([
        counted,
        db.selectFrom('op_logs as l').leftJoin('accounts as a', 'a.id', 'l.account_id')
          .select([...ROW_COLUMNS.map((c) => `l.${c}` as const), 'a.login_name', 'a.nick_name'])
          .where('l.id', 'in', page).orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').execute(),
      ]);
      const names = new Map(rows.filter((r) => r.account_id !== null && r.login_name !== null).map((r) => [r.account_id as number, accountName(r.login_name as string, r.nick_name ?? '')]));
      return { rows: rows.map((r) => toOplogRow(r, names)), total: Math.min(n, OPLOG_COUNT_CAP), capped: n > OPLOG_COUNT_CAP };
    },
  }),

  route<{ id: number }, undefined, OplogDetail>('opLogDetail', {
    access: { permission: OPLOG_KEY },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const row = await db.selectFrom('op_logs').select([...ROW_COLUMNS])
        .where('id', '=', ctx.query.id).where('site_id', '=', site.id).executeTakeFirst();
      if (!row) throw new ApiError(404, OPLOG_MSG.notFound);
      const names = await accountNames(db, [row.account_id]);
      return { ...toOplogRow(row, names), changes: parseChanges(row.changes) };
    },
  }),

  route<Record<string, never>, undefined, OplogAccount[]>('opLogAccounts', {
    access: { permission: OPLOG_KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const auth = signedIn(ctx);
      await activeSite(ctx);
      const accounts = await ctx.deps.db.selectFrom('accounts').select(['id', 'login_name', 'nick_name'])
        .where('company_id', '=', auth.account.company_id).orderBy('id').execute();
      return accounts.map((a) => ({ id: a.id, name: a.nick_name && a.nick_name !== a.login_name ? `${a.login_name}（${a.nick_name}）` : a.login_name }));
    },
  }),
];
