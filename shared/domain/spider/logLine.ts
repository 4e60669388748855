// One line of an nginx/apache "combined" access log, read by hand (no regex over the whole line: a
// 1 GB file is read at tens of MB/s, and a hostile line cannot make a pattern backtrack):
//   1.2.3.4 - user [10/Oct/2025:13:55:36 +0800] "GET /a.html HTTP/1.1" 200 2326 "referer" "agent"
// Anything else — garbage, binary, a truncated line — answers null and is counted as rejected.

export interface LogVisit {
  ip: string;
  /** Epoch milliseconds. */
  at: number;
  method: string;
  /** The request target, at most PATH_MAX characters. */
  path: string;
  status: number;
  bytes: number;
  referer: string;
  agent: string;
}

/** A line longer than this is rejected unread (the reader cuts lines at this length too). */
export const LINE_MAX = 16 * 1024;
export const PATH_MAX = 500;
const FIELD_MAX = 512;

const MONTHS: Record<string, number> = { Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11 };
const IP = /^[0-9a-fA-F:.]{2,45}$/;
const METHOD = /^[A-Z]{3,10}$/;

/** The last time read: a log's neighbouring lines mostly share their second. */
let lastTimeText = '';
let lastTime = NaN;

/** `10/Oct/2025:13:55:36 +0800` → epoch ms, or NaN. */
export function parseLogTime(text: string): number {
  if (text === lastTimeText) return lastTime;
  lastTime = readLogTime(text);
  lastTimeText = text;
  return lastTime;
}

/** The number the digits at text[from, from + count) spell, or -1 when one is not a digit. */
function digits(text: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

/** dd/Mon/yyyy:hh:mm:ss ±hhmm, read by position (a regex per line cost a tenth of an import). */
function readLogTime(text: string): number {
  if (text.length !== 26 || text[2] !== '/' || text[6] !== '/' || text[11] !== ':' || text[14] !== ':' || text[17] !== ':' || text[20] !== ' ') return NaN;
  const month = MONTHS[text.slice(3, 6)];
  const sign = text[21] === '+' ? 1 : text[21] === '-' ? -1 : 0;
  const [day, year, hour, minute, second, offH, offM] = [digits(text, 0, 2), digits(text, 7, 4), digits(text, 12, 2), digits(text, 15, 2), digits(text, 18, 2), digits(text, 22, 2), digits(text, 24, 2)];
  if (month === undefined || sign === 0 || Math.min(day, year, hour, minute, second, offH, offM) < 0) return NaN;
  const utc = Date.UTC(year, month, day, hour, minute, second);
  if (new Date(utc).getUTCDate() !== day || hour > 23 || minute > 59 || second > 60) return NaN;
  return utc - (offH * 60 + offM) * 60_000 * sign;
}

/** A quoted field starting at `from` (which holds the opening quote): its text and the index after it. */
function quoted(line: string, from: number): [string, number] | null {
  if (line.charCodeAt(from) !== 34) return null;
  let out = '';
  let i = from + 1;
  let start = i;
  for (;;) {
    const q = line.indexOf('"', i);
    if (q < 0) return null;
    // nginx escapes a quote inside a field as \x22, apache as \"
    if (line.charCodeAt(q - 1) === 92 && q - 1 >= start) {
      out += line.slice(start, q - 1) + '"';
      i = start = q + 1;
      continue;
    }
    out += line.slice(start, q);
    return [out, q + 1];
  }
}

/** The visit a combined-format line records, or null when the line is not one. */
export function parseLogLine(line: string): LogVisit | null {
  if (line.length === 0 || line.length > LINE_MAX) return null;
  const sp1 = line.indexOf(' ');
  if (sp1 < 2) return null;
  const ip = line.slice(0, sp1);
  if (!IP.test(ip)) return null;
  const open = line.indexOf(' [', sp1);
  if (open < 0 || open - sp1 > FIELD_MAX) return null;
  const close = line.indexOf('] ', open);
  if (close < 0 || close - open > 40) return null;
  const at = parseLogTime(line.slice(open + 2, close));
  if (!Number.isFinite(at)) return null;
  const req = quoted(line, close + 2);
  if (!req) return null;
  const [request, afterReq] = req;
  const parts = request.split(' ');
  if (parts.length < 2 || parts.length > 3 || !METHOD.test(parts[0])) return null;
  const path = parts[1];
  if (path.length === 0 || /[\u0000-\u001f\u007f]/.test(path)) return null;
  // status and bytes
  if (line.charCodeAt(afterReq) !== 32) return null;
  const sp2 = line.indexOf(' ', afterReq + 1);
  const statusText = line.slice(afterReq + 1, sp2 < 0 ? undefined : sp2);
  if (!/^[1-5]\d\d$/.test(statusText)) return null;
  let bytes = 0;
  let referer = '';
  let agent = '';
  if (sp2 >= 0) {
    const sp3 = line.indexOf(' ', sp2 + 1);
    const bytesText = line.slice(sp2 + 1, sp3 < 0 ? undefined : sp3);
    if (bytesText !== '-' && !/^\d{1,15}$/.test(bytesText)) return null;
    bytes = bytesText === '-' ? 0 : Number(bytesText);
    // "common" format ends here; "combined" adds the referer and the agent.
    if (sp3 >= 0) {
      const ref = quoted(line, sp3 + 1);
      if (!ref || line.charCodeAt(ref[1]) !== 32) return null;
      const ua = quoted(line, ref[1] + 1);
      if (!ua) return null;
      referer = ref[0] === '-' ? '' : ref[0].slice(0, FIELD_MAX);
      agent = ua[0] === '-' ? '' : ua[0].slice(0, FIELD_MAX);
    }
  }
  return { ip, at, method: parts[0], path: path.slice(0, PATH_MAX), status: Number(statusText), bytes, referer, agent };
}

/** Query parameters search engines put the searched words in (百度 wd/word, 360/必应/谷歌 q, 搜狗 query). */
const KEYWORD_PARAMS = ['wd', 'word', 'q', 'query'] as const;

/** The searched words a search referral carries (wd= q= query=), or null. */
export function searchKeywordOf(referer: string): string | null {
  if (!referer || referer.length > 2048) return null;
  const qm = referer.indexOf('?');
  if (qm < 0) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(referer.slice(qm + 1).split('#')[0]);
  } catch {
    return null;
  }
  for (const name of KEYWORD_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) return value.slice(0, 100);
  }
  return null;
}
