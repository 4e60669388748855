// Rules and wire shapes of 操作日志 (issue 14 §9), shared by the console and the server: the list's
// filters (user, action, date range, IP, result), its rows and a row's detail with the before and
// after of each changed field.
export { OPLOG_ACTION_LABELS, oplogActionLabel, oplogActionsMatching } from './oplogActions';

/** How a call ended: 成功, 失败 (refused by a rule or an error), 拒绝 (no permission or not signed in). */
export type OplogResult = 'ok' | 'failed' | 'refused';
export const OPLOG_RESULT_TEXT: Readonly<Record<OplogResult, string>> = { ok: '成功', failed: '失败', refused: '拒绝' };
export const OPLOG_RESULTS = Object.keys(OPLOG_RESULT_TEXT) as OplogResult[];

/** A count past this is answered as "more than" (the list stays fast over a million rows). */
export const OPLOG_COUNT_CAP = 5_000;
/** Longest IP filter (an IPv6 address, or its start). */
export const OPLOG_IP_MAX = 64;
/** Longest date range the list takes at once. */
export const OPLOG_RANGE_MAX_DAYS = 366;

export const OPLOG_MSG = {
  badDateRange: '开始日期不能晚于结束日期',
  rangeTooLong: `日期范围不能超过${OPLOG_RANGE_MAX_DAYS}天`,
  badIp: 'IP 只能包含数字、字母、点和冒号',
  notFound: '日志不存在或已被删除',
} as const;

/** The list's filters, as the list and the export take them (dates YYYY-MM-DD, inclusive). */
export interface OplogFilter {
  account_id?: number;
  action?: string;
  date_start?: string;
  date_end?: string;
  /** An address or its start (192.168.). */
  ip?: string;
  result?: OplogResult;
}

export interface OplogRow {
  id: number;
  created_at: number;
  account_id: number | null;
  /** Login name and nickname of who did it ('' for anonymous refusals). */
  account_name: string;
  action: string;
  /** The action's Chinese label (OPLOG_ACTION_LABELS). */
  label: string;
  method: string;
  path: string;
  ip: string;
  result: OplogResult;
  code: number;
  detail: string;
  /** Calls the row stands for (folded anonymous refusals). */
  count: number;
  /** Whether the detail has fields' before and after. */
  has_changes: boolean;
}

export interface OplogChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface OplogDetail extends OplogRow {
  changes: OplogChange[];
}

export interface OplogListData {
  rows: OplogRow[];
  total: number;
  /** True when there are more than OPLOG_COUNT_CAP matches (total is then the cap). */
  capped: boolean;
}

export interface OplogAccount {
  id: number;
  name: string;
}

const DAY_MS = 86_400_000;
const IP_TEXT = /^[0-9A-Za-z.:]*$/;

function dayNumber(key: string): number {
  const [y, m, d] = key.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** Why a filter is refused (a Chinese message), or null when it is fine. */
export function checkOplogFilter(filter: OplogFilter): string | null {
  if (filter.date_start && filter.date_end) {
    const days = dayNumber(filter.date_end) - dayNumber(filter.date_start);
    if (days < 0) return OPLOG_MSG.badDateRange;
    if (days >= OPLOG_RANGE_MAX_DAYS) return OPLOG_MSG.rangeTooLong;
  }
  if (filter.ip && !IP_TEXT.test(filter.ip)) return OPLOG_MSG.badIp;
  return null;
}

/** The filter without empty fields (what a form's blanks mean: no condition); the IP trimmed. */
export function cleanOplogFilter(filter: OplogFilter): OplogFilter {
  const out: OplogFilter = {};
  if (filter.account_id) out.account_id = filter.account_id;
  if (filter.action) out.action = filter.action;
  if (filter.date_start) out.date_start = filter.date_start;
  if (filter.date_end) out.date_end = filter.date_end;
  const ip = filter.ip?.trim();
  if (ip) out.ip = ip;
  if (filter.result) out.result = filter.result;
  return out;
}

/** How a change's value reads in the detail: '' for none, text as it is, anything else as JSON. */
export function oplogValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '是' : '否';
  return JSON.stringify(value);
}
