// Fetching a web page on a user's behalf (article capture) without becoming a way into the
// server's own network (DESIGN §4: URL fetching refuses private addresses, including after
// redirects). For each hop:
//   - only http and https, no user:password@;
//   - the host name is resolved here, every address it resolves to must be a public unicast one
//     (no loopback, private, link-local, unique-local, CGNAT, "this network", multicast, reserved or
//     documentation ranges, and no IPv6 form that embeds one: IPv4-mapped, IPv4-compatible, NAT64,
//     6to4, Teredo);
//   - the connection goes to the address that was checked (the socket's lookup answers with it), so
//     a second DNS answer cannot swap it (rebinding), and the connected peer is checked again;
//   - at most 3 redirects, each one checked like the first request;
//   - one deadline (8 s) for the whole fetch, 2 MB at most (after decompression), text/html only.
// The image mode (product capture's pictures) keeps every address rule and judges the type by the
// bytes alone (JPEG, PNG, GIF or WebP by their signature; the declared type never counts), up to
// 10 MB: a file that does not start like an image is dropped after its first bytes.
// The resolver is injectable, and exact addresses can be allowed (tests run a local server on
// 127.0.0.1); production passes neither.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { imageSignature, type DetectedType } from './uploads';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  /** Host name → addresses (default: the system resolver, every address). */
  resolve?: Resolver;
  /** Exact addresses allowed although not public. Tests only (a local server on 127.0.0.1). */
  allowAddresses?: readonly string[];
  timeoutMs?: number;
  /** Of a page (the image mode has its own, maxImageBytes). */
  maxBytes?: number;
  maxImageBytes?: number;
  maxRedirects?: number;
}

export interface FetchedPage {
  /** The address finally answered (after redirects). */
  url: string;
  html: string;
}

export type SafeFetch = (url: string) => Promise<FetchedPage>;

export interface FetchedImage {
  /** The address finally answered (after redirects). */
  url: string;
  data: Buffer;
  /** What the bytes are (by their signature; the server's Content-Type is ignored). */
  type: DetectedType;
}

/** Fetches a picture (image mode): same address rules as a page, type by content. */
export type SafeImageFetch = (url: string) => Promise<FetchedImage>;

/** The address is not one we may fetch (scheme, credentials, a non-public address, also after a redirect). */
export class FetchRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchRefused';
  }
}

/** The page could not be read (network, status, type, size, time). */
export class FetchFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchFailed';
  }
}

/** The page (or picture) is larger than its limit (declared, or found while reading). */
export class FetchTooLarge extends FetchFailed {
  constructor(message = '网页过大') {
    super(message);
    this.name = 'FetchTooLarge';
  }
}

export const SAFE_FETCH_DEFAULTS = { timeoutMs: 8_000, maxBytes: 2 * 1024 * 1024, maxImageBytes: 10 * 1024 * 1024, maxRedirects: 3 } as const;

/** What one kind of fetch accepts: its Accept header, size limit and type rule. */
interface FetchMode {
  accept: string;
  maxBytes: number;
  tooLarge: string;
  /** Refuses a response by its headers before reading it (a page's Content-Type); null: go on. */
  checkHeaders?(contentType: string): string | null;
  /** Refuses a body by its first bytes (at least 16, or all of a shorter one); null: go on. */
  checkStart?(head: Buffer): string | null;
}

/** The raw answer of a fetch: bytes after decompression, with the declared type (for a charset). */
interface FetchedBytes {
  url: string;
  bytes: Buffer;
  contentType: string;
}

const HEAD_BYTES = 16;

// --- address checks (pure) -------------------------------------------------------------------------

/** Dotted-quad IPv4 → 32-bit number, or null. */
export function parseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const v = Number(p);
    if (v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

/** IPv6 text (with ::, an IPv4 tail or a zone) → eight 16-bit groups, or null. */
export function parseIPv6(text: string): number[] | null {
  let t = text.trim();
  if (t.startsWith('[') && t.endsWith(']')) t = t.slice(1, -1);
  const zone = t.indexOf('%');
  if (zone >= 0) t = t.slice(0, zone);
  if (!net.isIPv6(t)) return null;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(t);
  if (dotted) {
    const v4 = parseIPv4(dotted[2]);
    if (v4 === null) return null;
    tail.push(Math.floor(v4 / 65536), v4 % 65536);
    t = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1);
  }
  let groups: string[];
  const gap = t.indexOf('::');
  if (gap >= 0) {
    const head = t.slice(0, gap) ? t.slice(0, gap).split(':') : [];
    const rest = t.slice(gap + 2) ? t.slice(gap + 2).split(':') : [];
    const fill = 8 - tail.length - head.length - rest.length;
    if (fill < 0) return null;
    groups = [...head, ...new Array<string>(fill).fill('0'), ...rest];
  } else {
    groups = t.split(':');
  }
  const out = [...groups.map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN)), ...tail];
  return out.length === 8 && out.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? out : null;
}

const V4_BLOCKED: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const V4_RANGES = V4_BLOCKED.map(([base, bits]) => ({ base: parseIPv4(base) as number, size: 2 ** (32 - bits) }));

function isForbiddenV4(n: number): boolean {
  return V4_RANGES.some((r) => n >= r.base && n < r.base + r.size);
}

function v4Of(hi: number, lo: number): number {
  return hi * 65536 + lo;
}

function isForbiddenV6(g: number[]): boolean {
  const zeroUntil = (k: number) => g.slice(0, k).every((x) => x === 0);
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, also :: and ::1): the IPv4 rules.
  if (zeroUntil(5) && g[5] === 0xffff) return isForbiddenV4(v4Of(g[6], g[7]));
  if (zeroUntil(6)) return isForbiddenV4(v4Of(g[6], g[7]));
  // ::ffff:0:a.b.c.d (IPv4-translated).
  if (zeroUntil(4) && g[4] === 0xffff && g[5] === 0) return isForbiddenV4(v4Of(g[6], g[7]));
  // 64:ff9b::/96 (NAT64): the embedded IPv4 address; 64:ff9b:1::/48 (local NAT64): never.
  if (g[0] === 0x64 && g[1] === 0xff9b) return g[2] === 1 ? true : g.slice(2, 6).every((x) => x === 0) ? isForbiddenV4(v4Of(g[6], g[7])) : true;
  // 2002::/16 (6to4): the embedded IPv4 address.
  if (g[0] === 0x2002) return isForbiddenV4(v4Of(g[1], g[2]));
  // Only global unicast (2000::/3) beyond this point; everything else (ULA fc00::/7, link-local
  // fe80::/10, site-local fec0::/10, multicast ff00::/8, discard 100::/64, ...) is refused.
  if ((g[0] & 0xe000) !== 0x2000) return true;
  // 2001::/23 (IETF protocol assignments: Teredo 2001::/32, benchmarking, ORCHID) and 2001:db8::/32 (documentation).
  if (g[0] === 0x2001 && g[1] < 0x200) return true;
  if (g[0] === 0x2001 && g[1] === 0xdb8) return true;
  // 3fff::/20 (documentation, 2024).
  if (g[0] === 0x3fff && g[1] < 0x1000) return true;
  return false;
}

/** Whether an address (IPv4 or IPv6 text) is one the server must never fetch from. Unparsable: forbidden. */
export function isForbiddenAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4 !== null) return isForbiddenV4(v4);
  const v6 = parseIPv6(address);
  if (v6 !== null) return isForbiddenV6(v6);
  return true;
}

// --- fetching ---------------------------------------------------------------------------------------

const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** The URL if its scheme and form may be fetched at all (before any address is looked at). */
export function checkFetchUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new FetchRefused('地址格式不正确');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused(`不支持的协议 ${url.protocol}`);
  if (url.username || url.password) throw new FetchRefused('地址不能包含用户名或密码');
  if (!url.hostname) throw new FetchRefused('地址缺少主机名');
  return url;
}

function hostOf(url: URL): string {
  const h = url.hostname;
  return h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
}

type Hop = { kind: 'body'; body: FetchedBytes } | { kind: 'redirect'; to: string };

/** The fetch itself, shared by the page and image modes: every hop checked, one deadline. */
function createFetcher(options: SafeFetchOptions): (text: string, mode: FetchMode) => Promise<FetchedBytes> {
  const resolve = options.resolve ?? systemResolver;
  const allowed = new Set(options.allowAddresses ?? []);
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const permitted = (address: string) => allowed.has(address) || !isForbiddenAddress(address);

  /** The checked address to connect to for this URL. */
  async function vetted(url: URL, deadline: number): Promise<ResolvedAddress> {
    const host = hostOf(url);
    const family = net.isIP(host);
    let addresses: ResolvedAddress[];
    if (family) {
      addresses = [{ address: host, family: family as 4 | 6 }];
    } else {
      let timer: NodeJS.Timeout | undefined;
      try {
        addresses = await Promise.race([
          resolve(host),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new FetchFailed('域名解析超时')), Math.max(0, deadline - Date.now()));
          }),
        ]);
      } catch (err) {
        if (err instanceof FetchRefused || err instanceof FetchFailed) throw err;
        throw new FetchFailed(`域名解析失败：${host}`);
      } finally {
        clearTimeout(timer);
      }
    }
    if (!addresses.length) throw new FetchFailed(`域名解析失败：${host}`);
    // Every address must pass, not just the first: a name that also points inside is refused.
    const bad = addresses.find((a) => !permitted(a.address));
    if (bad) throw new FetchRefused(`不允许访问的地址 ${bad.address}`);
    return addresses[0];
  }

  function hop(url: URL, target: ResolvedAddress, deadline: number, mode: FetchMode): Promise<Hop> {
    const { maxBytes } = mode;
    return new Promise<Hop>((resolvePromise, rejectPromise) => {
      let settled = false;
      const done = (err: Error | null, value?: Hop) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (err) rejectPromise(err);
        else resolvePromise(value as Hop);
      };
      const client = url.protocol === 'https:' ? https : http;
      const host = hostOf(url);
      const request = client.request({
        protocol: url.protocol,
        host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        agent: false,
        // The socket connects to the address checked above, whatever DNS would answer now.
        lookup: ((_hostname: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
          if (opts && opts.all) cb(null, [{ address: target.address, family: target.family }]);
          else cb(null, target.address, target.family);
        }) as never,
        ...(url.protocol === 'https:' && !net.isIP(host) ? { servername: host } : {}),
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; SiteConsoleCapture/1.0)',
          accept: mode.accept,
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5',
        },
      });
      const timer = setTimeout(() => {
        done(new FetchFailed('读取网页超时'));
        request.destroy();
      }, Math.max(0, deadline - Date.now()));
      request.on('socket', (socket) => {
        socket.once('connect', () => {
          // Defence in depth: the peer actually reached must be the checked address.
          const peer = socket.remoteAddress ?? '';
          if (!permitted(peer.replace(/^::ffff:(?=\d+\.)/, '')) && !permitted(peer)) {
            done(new FetchRefused(`不允许访问的地址 ${peer}`));
            request.destroy();
          }
        });
      });
      request.on('error', (err) => done(err instanceof FetchRefused || err instanceof FetchFailed ? err : new FetchFailed(`无法连接：${err.message}`)));
      request.on('response', (response) => {
        const status = response.statusCode ?? 0;
        if ([301, 302, 303, 307, 308].includes(status)) {
          const location = response.headers.location;
          response.resume();
          request.destroy();
          if (!location) return done(new FetchFailed('重定向缺少目标地址'));
          let next: string;
          try {
            next = new URL(location, url).toString();
          } catch {
            return done(new FetchFailed('重定向地址不合法'));
          }
          return done(null, { kind: 'redirect', to: next });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          request.destroy();
          return done(new FetchFailed(`网页返回 HTTP ${status}`));
        }
        const type = String(response.headers['content-type'] ?? '').toLowerCase();
        const refused = mode.checkHeaders?.(type);
        if (refused) {
          response.resume();
          request.destroy();
          return done(new FetchFailed(refused));
        }
        const declared = Number(response.headers['content-length'] ?? NaN);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.resume();
          request.destroy();
          return done(new FetchTooLarge(mode.tooLarge));
        }
        let body: Readable = response;
        const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase();
        if (encoding === 'gzip' || encoding === 'x-gzip') body = response.pipe(zlib.createGunzip());
        else if (encoding === 'deflate') body = response.pipe(zlib.createInflate());
        else if (encoding === 'br') body = response.pipe(zlib.createBrotliDecompress());
        else if (encoding !== '' && encoding !== 'identity') {
          response.resume();
          request.destroy();
          return done(new FetchFailed(`不支持的内容编码 ${encoding}`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let started = !mode.checkStart;
        const stop = (err: Error) => {
          done(err);
          request.destroy();
          body.destroy();
        };
        /** The first bytes judged once (an .exe is dropped before the rest of it is read). */
        const judgeStart = () => {
          started = true;
          const problem = mode.checkStart?.(Buffer.concat(chunks).subarray(0, HEAD_BYTES));
          if (problem) stop(new FetchFailed(problem));
          return !problem;
        };
        body.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return stop(new FetchTooLarge(mode.tooLarge));
          chunks.push(chunk);
          if (!started && size >= HEAD_BYTES) judgeStart();
        });
        body.on('error', (err) => done(new FetchFailed(`读取网页失败：${err.message}`)));
        response.on('aborted', () => done(new FetchFailed('网页读取中断')));
        body.on('end', () => {
          if (!started && !judgeStart()) return;
          done(null, { kind: 'body', body: { url: url.toString(), bytes: Buffer.concat(chunks), contentType: type } });
        });
      });
      request.end();
    });
  }

  return async function fetchBytes(text: string, mode: FetchMode): Promise<FetchedBytes> {
    const deadline = Date.now() + timeoutMs;
    let url = checkFetchUrl(text);
    for (let redirects = 0; ; redirects++) {
      const target = await vetted(url, deadline);
      const result = await hop(url, target, deadline, mode);
      if (result.kind === 'body') return result.body;
      if (redirects >= maxRedirects) throw new FetchFailed(`重定向次数过多（最多 ${maxRedirects} 次）`);
      // The next hop is checked exactly like the first: scheme, credentials, every address.
      url = checkFetchUrl(result.to);
    }
  };
}

/** A web page (article and product capture): text/html only, up to maxBytes, decoded by its charset. */
export function createSafeFetch(options: SafeFetchOptions = {}): SafeFetch {
  const fetchBytes = createFetcher(options);
  const mode: FetchMode = {
    accept: 'text/html,application/xhtml+xml;q=0.9',
    maxBytes: options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes,
    tooLarge: '网页过大',
    checkHeaders: (type) => (/^\s*(text\/html|application\/xhtml\+xml)\b/.test(type) ? null : `不是 HTML 网页（${type.split(';')[0] || '未知类型'}）`),
  };
  return async function safeFetch(text: string): Promise<FetchedPage> {
    const { url, bytes, contentType } = await fetchBytes(text, mode);
    return { url, html: decodeBody(bytes, contentType) };
  };
}

/**
 * A picture (image mode): the same address rules, the type by the bytes only (JPEG, PNG, GIF or
 * WebP by signature, whatever the server declares), up to maxImageBytes (10 MB). The caller decodes
 * it before keeping it (a signature is only where the format starts).
 */
export function createSafeImageFetch(options: SafeFetchOptions = {}): SafeImageFetch {
  const fetchBytes = createFetcher(options);
  const mode: FetchMode = {
    accept: 'image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.5',
    maxBytes: options.maxImageBytes ?? SAFE_FETCH_DEFAULTS.maxImageBytes,
    tooLarge: '图片过大',
    checkStart: (head) => (imageSignature(head) ? null : '不是 JPEG、PNG、GIF 或 WebP 图片'),
  };
  return async function safeImageFetch(text: string): Promise<FetchedImage> {
    const { url, bytes } = await fetchBytes(text, mode);
    const type = imageSignature(bytes);
    if (!type) throw new FetchFailed('不是 JPEG、PNG、GIF 或 WebP 图片');
    return { url, data: bytes, type };
  };
}

/** Text of the page: the charset of the header, else of a <meta> near the top, else UTF-8. */
export function decodeBody(bytes: Buffer, contentType: string): string {
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
  const head = bytes.subarray(0, 4096).toString('latin1');
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  const label = (fromHeader ?? fromMeta ?? 'utf-8').toLowerCase();
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
