// The operation log of one site, filtered (issue 14 §9): the one query the list, its count and the
// export share. Indexes (core migrations 001, 009): (site_id, created_at) for a date range,
// (site_id, action, created_at, id) for an action with or without dates.
import type { Kysely, Selectable } from 'kysely';
import { oplogActionLabel, type OplogFilter, type OplogResult, type OplogRow } from '../../../../shared/domain/settings/oplog';
import type { Database, OpLogsTable } from '../../../core/db/database';
import { addDays, startOfDay } from '../../../core/services/dates';

type Db = Kysely<Database>;
export type OpLogRecord = Selectable<OpLogsTable>;

export function filteredLogs(db: Db, siteId: number, f: OplogFilter) {
  let q = db.selectFrom('op_logs').where('site_id', '=', siteId);
  if (f.action) q = q.where('action', '=', f.action);
  if (f.date_start) q = q.where('created_at', '>=', startOfDay(f.date_start));
  if (f.date_end) q = q.where('created_at', '<', startOfDay(addDays(f.date_end, 1)));
  if (f.account_id) q = q.where('account_id', '=', f.account_id);
  if (f.result) q = q.where('result', '=', f.result);
  // Letters, digits, dots and colons only (checkOplogFilter), so nothing in it is a LIKE wildcard.
  if (f.ip) q = q.where('ip', 'like', `${f.ip}%`);
  return q;
}

/** How the log names an account: 登录名（昵称）, or the login name alone. */
export function accountName(login: string, nick: string): string {
  return nick && nick !== login ? `${login}（${nick}）` : login;
}

/** Names of the accounts of some rows: 登录名（昵称）. */
export async function accountNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('accounts').select(['id', 'login_name', 'nick_name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((a) => [a.id, accountName(a.login_name, a.nick_name)]));
}

export function toOplogRow(r: Omit<OpLogRecord, 'agg_key' | 'site_id'>, names: ReadonlyMap<number, string>): OplogRow {
  return {
    id: r.id,
    created_at: Number(r.created_at),
    account_id: r.account_id,
    account_name: r.account_id === null ? '' : names.get(r.account_id) ?? `#${r.account_id}`,
    action: r.action,
    label: oplogActionLabel(r.action),
    method: r.method,
    path: r.path,
    ip: r.ip,
    result: r.result as OplogResult,
    code: r.code,
    detail: r.detail,
    count: Number(r.count),
    has_changes: r.changes !== null,
  };
}

export const ROW_COLUMNS = ['id', 'created_at', 'account_id', 'action', 'method', 'path', 'ip', 'result', 'code', 'detail', 'count', 'changes'] as const;
