// Spider analysis rules shared by the console and the server: date ranges, messages, wire shapes.

/** The widest range a chart or list may ask for (checked on both sides). */
export const SPIDER_MAX_RANGE_DAYS = 92;
/** Raw visits are kept this long; the rollups stay. */
export const SPIDER_KEEP_DAYS = 90;
/** Largest log file an upload may carry. */
export const SPIDER_UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** Largest body one ingest call may carry (a shipper posts in batches). */
export const SPIDER_INGEST_MAX_BYTES = 20 * 1024 * 1024;
/** The days are Beijing time (the sites' audience). */
export const SPIDER_TZ_OFFSET_MS = 8 * 3600_000;

export const SPIDER_MSG = {
  duplicate: '该日志文件已导入过',
  rangeTooWide: `查询时间范围不能超过 ${SPIDER_MAX_RANGE_DAYS} 天`,
  rangeReversed: '开始日期不能晚于结束日期',
  badToken: '接入令牌无效',
  domainUnknown: '该域名未绑定到当前网站',
  noDomain: '网站尚未绑定域名',
  tooLarge: '日志文件过大',
  notLog: '请上传 .log 或 .gz 格式的访问日志',
  badGzip: '日志文件不是有效的 gzip 压缩文件',
} as const;

/** A day as the number yyyymmdd (Beijing time). */
export function dayOf(at: number): number {
  const d = new Date(at + SPIDER_TZ_OFFSET_MS);
  return d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
}

/** The hour 0–23 (Beijing time). */
export function hourOf(at: number): number {
  return new Date(at + SPIDER_TZ_OFFSET_MS).getUTCHours();
}

/** yyyymmdd → 'YYYY-MM-DD'. */
export function dayText(day: number): string {
  const s = String(day);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}

/** 'YYYY-MM-DD' → yyyymmdd. */
export function dayNumber(text: string): number {
  return Number(text.replace(/-/g, ''));
}

/** Days from a to b inclusive ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Adds n days to 'YYYY-MM-DD'. */
export function addDays(text: string, n: number): string {
  return new Date(Date.parse(`${text}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** null, or the Chinese reason a range is refused. */
export function checkRange(from: string, to: string): string | null {
  const days = daysBetween(from, to);
  if (!(days >= 1)) return SPIDER_MSG.rangeReversed;
  if (days > SPIDER_MAX_RANGE_DAYS) return SPIDER_MSG.rangeTooWide;
  return null;
}

/** Whether a file name is a log the upload accepts (the bytes decide gz or text). */
export function isLogFileName(name: string): boolean {
  return /\.(log|gz|txt)$/i.test(name) || /\.log\.\d+$/i.test(name);
}
