// Product capture's rules (issue 11 §6), shared by the capture page and the server: the address
// lines (at most PRODUCT_LIMITS.captureUrls, each an http(s) address, none twice) and how a price a
// page wrote is read by the rule book (parsePrice): ¥12,800.00 → 12800.00; 面议 → 价格面议; anything
// the rule book refuses → no price (the list then shows 面议) — never an error.
import { PRODUCT_LIMITS as L } from './limits';
import { parsePrice, priceText } from './price';

export const CAPTURE_MSG = {
  urlsRequired: '请输入要采集的网址，每行一个',
  tooManyUrls: `一次最多采集${L.captureUrls}个网址`,
  lineInvalid: (line: number) => `第${line}行不是有效的网址（仅支持 http/https 地址）`,
  lineDuplicate: (line: number, first: number) => `第${line}行与第${first}行重复`,
  /** A URL's outcome when its product was saved. */
  succeeded: '成功',
  /** A URL the run never reached (the task was cancelled or stopped). */
  notReached: '未采集（任务已结束）',
  taskNotFound: '采集任务不存在或已被删除',
} as const;

/** The longest address a line may hold. */
export const CAPTURE_URL_MAX = 2000;

export interface CaptureLineIssue {
  /** 1-based, counting every line of the text (blank ones too), as the textarea shows them. */
  line: number;
  message: string;
}

export interface CaptureUrls {
  urls: string[];
  /** Each problem line, in order; empty when the addresses may be captured. */
  issues: CaptureLineIssue[];
  /** Set when there are none, or too many (the whole input's problem, not a line's). */
  problem: string | null;
}

function isHttpAddress(text: string): boolean {
  if (text.length > CAPTURE_URL_MAX || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

/** The addresses of a textarea (one a line, blank lines ignored) and what is wrong with them. */
export function parseCaptureUrls(text: string): CaptureUrls {
  const urls: string[] = [];
  const issues: CaptureLineIssue[] = [];
  const firstLine = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const url = raw.trim();
    if (!url) return;
    const line = index + 1;
    if (!isHttpAddress(url)) issues.push({ line, message: CAPTURE_MSG.lineInvalid(line) });
    else if (firstLine.has(url)) issues.push({ line, message: CAPTURE_MSG.lineDuplicate(line, firstLine.get(url)!) });
    else firstLine.set(url, line);
    urls.push(url);
  });
  const problem = urls.length === 0 ? CAPTURE_MSG.urlsRequired : urls.length > L.captureUrls ? CAPTURE_MSG.tooManyUrls : null;
  return { urls, issues, problem };
}

/** The server's check of a request's list: the first problem, or null. */
export function captureUrlsProblem(urls: readonly string[]): string | null {
  const parsed = parseCaptureUrls(urls.map((u) => u.replace(/[\r\n]/g, ' ')).join('\n'));
  return parsed.problem ?? parsed.issues[0]?.message ?? null;
}

/** Words a page writes instead of a price. */
const NEGOTIABLE = /面议|电议|询价|议价|价格另议|call for price|price on request|negotiable/i;
/** Currency signs and words around a number. */
const CURRENCY = /[¥￥$€£]|RMB|CNY|USD|EUR|人民币|元|起/gi;

export interface CapturedPrice {
  /** As the edit page would hold it ("12800.00"), or '' for none. */
  price: string;
  negotiable: 0 | 1;
}

/**
 * A price as a page wrote it, read by the rule book: the first amount (a range's lower end),
 * thousands separators and currency dropped. What the rule book refuses (three decimals, beyond
 * 99,999,999.99) becomes no price; 面议 and the like become 价格面议.
 */
export function readCapturedPrice(text: string): CapturedPrice {
  const raw = (text ?? '').trim();
  if (!raw) return { price: '', negotiable: 0 };
  if (NEGOTIABLE.test(raw)) return { price: '', negotiable: 1 };
  const cleaned = raw.replace(CURRENCY, ' ').replace(/(\d),(?=\d{3}(\D|$))/g, '$1');
  // An exponent (1e309) or a sign (-1) is no price a person writes.
  if (/\d[eE][+-]?\d/.test(cleaned) || /^\s*[-−]/.test(cleaned)) return { price: '', negotiable: 0 };
  const amount = /\d+(?:\.\d+)?/.exec(cleaned)?.[0];
  const parsed = parsePrice(amount ?? '');
  return parsed.ok && parsed.fen !== null ? { price: priceText(parsed.fen), negotiable: 0 } : { price: '', negotiable: 0 };
}

// --- wire shapes (goods/capture, goods/captureResult) ----------------------------------------------

/** POST goods/capture: the addresses (one product each) and the category they are filed in (0: none). */
export interface ProductCaptureRequest {
  urls: string[];
  type_id: number;
}

export type ProductCaptureState = 'waiting' | 'ok' | 'failed';

/** One address of a capture and what became of it. */
export interface ProductCaptureItem {
  url: string;
  state: ProductCaptureState;
  /** The product saved from it (state ok), else 0. */
  product_id: number;
  /** The product's name as saved, or as the page named it. */
  name: string;
  /** 成功, or why not (the refusal in content capture's words, 产品名称已存在 …). */
  message: string;
  /** Pictures filed into the image library, and pictures that could not be (skipped, counted). */
  images: number;
  images_skipped: number;
}

/** GET goods/captureResult?id=<taskId>: every address of the task in its order. */
export interface ProductCaptureResult {
  task_id: number;
  type_id: number;
  items: ProductCaptureItem[];
}
