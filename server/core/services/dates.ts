// Calendar helpers. Statistics are bucketed by the server's local calendar day, the way the site
// owner reads "today"; everything else is epoch milliseconds.
const pad = (n: number) => String(n).padStart(2, '0');

export const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a moment, local time. */
export function dateKey(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** YYYY-MM-DD HH:mm:ss, local time (message AddDate). */
export function dateTimeText(ms: number): string {
  const d = new Date(ms);
  return `${dateKey(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Local midnight of a YYYY-MM-DD key. */
export function startOfDay(key: string): number {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d).getTime();
}

/** The key n calendar days after (or before) key; safe across daylight-saving changes. */
export function addDays(key: string, n: number): string {
  const [y, m, d] = key.split('-').map(Number);
  return dateKey(new Date(y, m - 1, d + n).getTime());
}

/** Whole calendar days from a to b (b ≥ a gives ≥ 0). */
export function daysBetween(a: string, b: string): number {
  const [ya, ma, da] = a.split('-').map(Number);
  const [yb, mb, db] = b.split('-').map(Number);
  return Math.round((Date.UTC(yb, mb - 1, db) - Date.UTC(ya, ma - 1, da)) / DAY_MS);
}
