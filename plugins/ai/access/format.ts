// How the quota line writes its figures: thousands grouped (1,987,320), and the reset day as the
// calendar date in Asia/Shanghai, where the quota's month is counted (whatever the browser's zone).
const SHANGHAI_MS = 8 * 3600 * 1000;
const GROUPED = new Intl.NumberFormat('en-US');

export function tokensText(n: number): string {
  return GROUPED.format(n);
}

/** YYYY-MM-DD of the moment in Asia/Shanghai. */
export function shanghaiDate(at: number): string {
  return new Date(at + SHANGHAI_MS).toISOString().slice(0, 10);
}
