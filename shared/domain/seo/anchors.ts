// Anchor text (锚文本, issue 12 §5): words of a site that become links wherever they appear in an
// article's or a product's body. One rule here for the console's forms and the server's writes:
// the checks of an anchor and of the settings, the import line format, and the rewrite itself.
//
// The rewrite is parser-agnostic: it works on a flat token list (open tag, close tag, text, other)
// that a real HTML parser produced (the server's tokenizer: server/modules/seo/anchors/tokenize.ts),
// so it never guesses where a tag ends. Every link it adds carries `data-anchor="<id>"`: clearing
// removes exactly those links (keeping their text), and applying is clear-then-insert, so running
// it twice changes nothing.

// --- limits and messages ------------------------------------------------------------------------

export const ANCHOR_LIMITS = {
  wordMax: 50,
  linkMax: 500,
  weightMin: 0,
  weightMax: 9999,
  perRecordMin: 1,
  perRecordMax: 20,
  perRecordDefault: 3,
  /** Ids in one batch removal. */
  batch: 500,
  /** Lines of one import. */
  importLines: 5000,
  /** Bytes of one import file. */
  importBytes: 2 * 1024 * 1024,
} as const;

export const ANCHOR_MSG = {
  wordRequired: '请输入锚文本',
  wordTooLong: `锚文本不能超过 ${ANCHOR_LIMITS.wordMax} 个字`,
  wordExists: '该锚文本已存在',
  linkRequired: '请输入链接地址',
  linkInvalid: '链接须为以 / 开头的站内路径或 http(s) 网址',
  weightInvalid: `权重须为 ${ANCHOR_LIMITS.weightMin}–${ANCHOR_LIMITS.weightMax} 的整数`,
  perRecordInvalid: `每篇链接数须为 ${ANCHOR_LIMITS.perRecordMin}–${ANCHOR_LIMITS.perRecordMax} 的整数`,
  notFound: '锚文本不存在或已被删除',
  importEmpty: '导入文件中没有内容',
  importFormat: '请上传 .txt 或 .xlsx 文件',
  importTooLarge: '导入文件不能超过 2MB',
  disabled: '锚文本功能未开启，请先在锚文本设置中开启',
} as const;

// --- the data -------------------------------------------------------------------------------------

export interface AnchorInput {
  word: string;
  link: string;
  weight: number;
}

/** A row of anchor/list. */
export interface Anchor extends AnchorInput {
  id: number;
  /** Links to it in the site's bodies (recounted by 全部更新 and 清除锚文本, kept up by saves). */
  use_count: number;
  created_at: number;
  updated_at: number;
}

export interface AnchorSettings {
  enabled: boolean;
  articles: boolean;
  products: boolean;
  /** At most this many anchor links in one record's body. */
  max_per_record: number;
  /** A word is linked at its first place only. */
  once_per_word: boolean;
  new_window: boolean;
  /** rel="nofollow" on links to other sites. */
  nofollow_external: boolean;
}

export const DEFAULT_ANCHOR_SETTINGS: AnchorSettings = {
  enabled: false, articles: true, products: true, max_per_record: ANCHOR_LIMITS.perRecordDefault, once_per_word: true, new_window: true, nofollow_external: true,
};

export interface AnchorListQuery {
  page?: number;
  rows?: number;
  keyword?: string;
}

export interface AnchorSaveRequest {
  id?: number;
  word: string;
  link: string;
  weight?: number;
}

export interface AnchorImportResult {
  /** 新增 */
  added: number;
  /** 重复: already stored, or twice in the file. */
  duplicate: number;
  /** 无效 */
  invalid: number;
}

// --- checks ---------------------------------------------------------------------------------------

const CONTROLS = /[\u0000-\u001f\u007f]/g;
/** Characters no link may hold (they could end an attribute or hide a scheme). */
const UNSAFE_LINK = /[\s"'<>\\`\u0000-\u001f\u007f]/;

export function cleanAnchorWord(word: string): string {
  return word.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
}

/** What makes two anchors the same word: NFKC (full-width ＳＥＯ is SEO) and lower case. */
export function anchorKey(word: string): string {
  return cleanAnchorWord(word).normalize('NFKC').toLowerCase();
}

/** A site path (/news/1.html, not //host) or an absolute http(s) address with a host. */
export function isAnchorLink(link: string): boolean {
  const v = link.trim();
  if (v === '' || v.length > ANCHOR_LIMITS.linkMax || UNSAFE_LINK.test(v)) return false;
  if (v.startsWith('/')) return !v.startsWith('//');
  if (!/^https?:\/\/[^/?#@]+/i.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type AnchorCheck =
  | { ok: true; value: AnchorInput }
  | { ok: false; field: 'word' | 'link' | 'weight'; message: string };

export function checkAnchor(input: { word: string; link: string; weight?: number }): AnchorCheck {
  const word = cleanAnchorWord(input.word ?? '');
  const link = (input.link ?? '').trim();
  const weight = input.weight ?? 0;
  if (word === '') return { ok: false, field: 'word', message: ANCHOR_MSG.wordRequired };
  if ([...word].length > ANCHOR_LIMITS.wordMax) return { ok: false, field: 'word', message: ANCHOR_MSG.wordTooLong };
  if (link === '') return { ok: false, field: 'link', message: ANCHOR_MSG.linkRequired };
  if (!isAnchorLink(link)) return { ok: false, field: 'link', message: ANCHOR_MSG.linkInvalid };
  if (!Number.isInteger(weight) || weight < ANCHOR_LIMITS.weightMin || weight > ANCHOR_LIMITS.weightMax) return { ok: false, field: 'weight', message: ANCHOR_MSG.weightInvalid };
  return { ok: true, value: { word, link, weight } };
}

export function checkAnchorSettings(s: AnchorSettings): string | null {
  const n = s.max_per_record;
  if (!Number.isInteger(n) || n < ANCHOR_LIMITS.perRecordMin || n > ANCHOR_LIMITS.perRecordMax) return ANCHOR_MSG.perRecordInvalid;
  return null;
}

/**
 * One line of a .txt import, `词,链接,权重` (a Chinese comma or a tab also separates; the weight
 * may be left out: 0). null for a blank line; `{ ok: false }` for a line that is not an anchor.
 */
export function parseAnchorLine(line: string): AnchorCheck | null {
  const text = line.replace(/^\ufeff/, '').trim();
  if (text === '') return null;
  const parts = text.split(/[,，\t]/).map((p) => p.trim());
  if (parts.length < 2 || parts.length > 3) return { ok: false, field: 'word', message: ANCHOR_MSG.linkInvalid };
  const weightText = parts[2] ?? '';
  const weight = weightText === '' ? 0 : /^\d{1,4}$/.test(weightText) ? Number(weightText) : NaN;
  return checkAnchor({ word: parts[0], link: parts[1], weight });
}

// --- the rewrite ----------------------------------------------------------------------------------

/** A piece of parsed HTML: `raw` is its source text, written back unchanged unless rewritten. */
export type HtmlToken =
  | { kind: 'open'; name: string; attrs: Readonly<Record<string, string>>; raw: string }
  | { kind: 'close'; name: string; raw: string }
  /** `text` decoded (entities resolved), `raw` as in the source. */
  | { kind: 'text'; text: string; raw: string }
  /** Comments and whatever else is neither tag nor text. */
  | { kind: 'other'; raw: string };

/** The attribute that marks a link this rule added (its value: the anchor's id). */
export const ANCHOR_MARK = 'data-anchor';

/** Text inside these is never linked: links, headings, code, and what is not prose. */
const EXCLUDED = new Set(['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'code', 'script', 'style', 'textarea', 'button', 'select', 'option', 'title']);

export interface AnchorRuleOptions {
  settings: Pick<AnchorSettings, 'max_per_record' | 'once_per_word' | 'new_window' | 'nofollow_external'>;
  /** Host names of the site (its bound domains): links to them are not "outside". */
  siteHosts: readonly string[];
  /** The record's own paths (/news/5.html): never linked from itself. */
  selfPaths: readonly string[];
}

export interface AnchorRewrite {
  html: string;
  /** Links added per anchor id. */
  used: Map<number, number>;
}

export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeHtmlAttr(text: string): string {
  return escapeHtmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The link's path when it points into the site (a site path, or a URL on one of its hosts), else null. */
function sitePathOf(link: string, siteHosts: readonly string[]): string | null {
  if (link.startsWith('/')) return trimSlash(link.split(/[?#]/, 1)[0]);
  try {
    const url = new URL(link);
    return siteHosts.includes(url.hostname.toLowerCase()) ? trimSlash(url.pathname) : null;
  } catch {
    return null;
  }
}

function isExternal(link: string, siteHosts: readonly string[]): boolean {
  return !link.startsWith('/') && sitePathOf(link, siteHosts) === null;
}

/** Heavier first, then the longer word, then the older anchor (a stable order). */
export function anchorOrder(a: Pick<Anchor, 'id' | 'word' | 'weight'>, b: Pick<Anchor, 'id' | 'word' | 'weight'>): number {
  return b.weight - a.weight || [...b.word].length - [...a.word].length || a.id - b.id;
}

/** Lower case where that keeps the length, so offsets in the folded text are offsets in the text. */
function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const lower = ch.toLowerCase();
    out += lower.length === ch.length ? lower : ch;
  }
  return out;
}

/** The tokens without this rule's links (their text kept), adjacent text merged. */
export function clearAnchorTokens(tokens: readonly HtmlToken[]): { tokens: HtmlToken[]; removed: number } {
  const out: HtmlToken[] = [];
  let inMarked = false;
  let removed = 0;
  const push = (t: HtmlToken) => {
    const last = out[out.length - 1];
    if (t.kind === 'text' && last?.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + t.text, raw: last.raw + t.raw };
    else out.push(t);
  };
  for (const t of tokens) {
    if (t.kind === 'open' && t.name === 'a' && ANCHOR_MARK in t.attrs) {
      inMarked = true;
      removed += 1;
      continue;
    }
    if (t.kind === 'close' && t.name === 'a' && inMarked) {
      inMarked = false;
      continue;
    }
    push(t);
  }
  return { tokens: out, removed };
}

/** The HTML of the tokens. */
export function renderTokens(tokens: readonly HtmlToken[]): string {
  return tokens.map((t) => t.raw).join('');
}

interface Placed {
  start: number;
  end: number;
  anchor: Pick<Anchor, 'id' | 'word' | 'link'>;
}

function linkTag(anchor: Pick<Anchor, 'id' | 'link'>, opts: AnchorRuleOptions, text: string): string {
  const rel: string[] = [];
  let attrs = `href="${escapeHtmlAttr(anchor.link)}" ${ANCHOR_MARK}="${anchor.id}"`;
  if (opts.settings.new_window) {
    attrs += ' target="_blank"';
    rel.push('noopener', 'noreferrer');
  }
  if (opts.settings.nofollow_external && isExternal(anchor.link, opts.siteHosts)) rel.push('nofollow');
  if (rel.length) attrs += ` rel="${rel.join(' ')}"`;
  return `<a ${attrs}>${escapeHtmlText(text)}</a>`;
}

/**
 * Links the anchors' words in the tokens' text: first its own earlier links are cleared, then,
 * in anchorOrder, each anchor (not linking to the record itself) takes the first place of its word
 * not inside an excluded element nor taken by an anchor before it — every place when once_per_word
 * is off — until max_per_record links are placed. Matching ignores case.
 */
export function applyAnchorTokens(tokens: readonly HtmlToken[], anchors: readonly Pick<Anchor, 'id' | 'word' | 'link' | 'weight'>[], opts: AnchorRuleOptions): AnchorRewrite {
  const cleared = clearAnchorTokens(tokens).tokens;
  const used = new Map<number, number>();
  // The text tokens a link may go into.
  const eligible: number[] = [];
  const depth = new Map<string, number>();
  let excludedDepth = 0;
  for (let i = 0; i < cleared.length; i += 1) {
    const t = cleared[i];
    if (t.kind === 'open' && EXCLUDED.has(t.name)) {
      depth.set(t.name, (depth.get(t.name) ?? 0) + 1);
      excludedDepth += 1;
    } else if (t.kind === 'close' && EXCLUDED.has(t.name) && (depth.get(t.name) ?? 0) > 0) {
      depth.set(t.name, depth.get(t.name)! - 1);
      excludedDepth -= 1;
    } else if (t.kind === 'text' && excludedDepth === 0 && t.text.trim() !== '') {
      eligible.push(i);
    }
  }
  const placed = new Map<number, Placed[]>();
  const folded = new Map<number, string>(eligible.map((i) => [i, fold((cleared[i] as { text: string }).text)]));
  const selfPaths = new Set(opts.selfPaths.map(trimSlash));
  const hosts = opts.siteHosts.map((h) => h.toLowerCase());
  const limit = opts.settings.max_per_record;
  let count = 0;
  const seen = new Set<string>();
  for (const anchor of [...anchors].sort(anchorOrder)) {
    if (count >= limit) break;
    const key = anchorKey(anchor.word);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    const path = sitePathOf(anchor.link, hosts);
    if (path !== null && selfPaths.has(path)) continue;
    const needle = fold(cleanAnchorWord(anchor.word));
    outer: for (const i of eligible) {
      const hay = folded.get(i)!;
      const taken = placed.get(i) ?? [];
      let from = 0;
      for (;;) {
        const at = hay.indexOf(needle, from);
        if (at < 0) break;
        const end = at + needle.length;
        if (!taken.some((p) => at < p.end && end > p.start)) {
          taken.push({ start: at, end, anchor });
          placed.set(i, taken);
          used.set(anchor.id, (used.get(anchor.id) ?? 0) + 1);
          count += 1;
          if (count >= limit || opts.settings.once_per_word) break outer;
        }
        from = at + 1;
      }
    }
  }
  const out = cleared.map((t, i) => {
    const list = placed.get(i);
    if (!list || t.kind !== 'text') return t.raw;
    list.sort((a, b) => a.start - b.start);
    let html = '';
    let pos = 0;
    for (const p of list) {
      html += escapeHtmlText(t.text.slice(pos, p.start)) + linkTag(p.anchor, { ...opts, siteHosts: hosts }, t.text.slice(p.start, p.end));
      pos = p.end;
    }
    return html + escapeHtmlText(t.text.slice(pos));
  });
  return { html: out.join(''), used };
}

/** How many of this rule's links each anchor has in the tokens. */
export function countAnchorLinks(tokens: readonly HtmlToken[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const t of tokens) {
    if (t.kind !== 'open' || t.name !== 'a' || !(ANCHOR_MARK in t.attrs)) continue;
    const id = Number(t.attrs[ANCHOR_MARK]);
    if (Number.isInteger(id) && id > 0) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
