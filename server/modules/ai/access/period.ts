// The quota's month: China has one offset and no daylight saving, so a month in Asia/Shanghai is
// the UTC month of the moment shifted by eight hours.
const SHANGHAI_MS = 8 * 3600 * 1000;

/** YYYY-MM of the moment in Asia/Shanghai. */
export function quotaPeriod(at: number): string {
  const d = new Date(at + SHANGHAI_MS);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** When the month after the moment's begins, 00:00 Asia/Shanghai (ms since the epoch). */
export function nextPeriodStart(at: number): number {
  const d = new Date(at + SHANGHAI_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - SHANGHAI_MS;
}
