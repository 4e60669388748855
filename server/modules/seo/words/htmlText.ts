// The text of a stored body (sanitised HTML) with, for every character, where it sits in the HTML,
// so a detection's offsets are offsets in the text a reader sees and a replacement rewrites those
// characters only — never a tag, an attribute or a URL. Why not the DOM parser (linkedom) the
// capture uses: a DOM keeps no source positions, and writing it back would re-serialise (and so
// change) every tag of the body. The bodies read here went through the sanitiser (a tag's
// attributes are quoted and escaped, no script or comment survives), so a linear scan suffices;
// it still skips comments and script/style/textarea content should an older row hold them.

/** Tags after which the text starts a new block: a word never runs across them. */
const BLOCKS = new Set([
  'p', 'div', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th', 'table', 'thead', 'tbody',
  'blockquote', 'pre', 'hr', 'section', 'article', 'header', 'footer', 'figure', 'figcaption', 'img', 'video', 'iframe', 'dd', 'dt', 'dl',
]);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isNameChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 45;
/** After '<': a letter, '/', '!' or '?' starts markup; anything else is text. */
const startsMarkup = (c: number) => isLetter(c) || c === 47 || c === 33 || c === 63;

export interface HtmlText {
  /** The visible text; a block boundary is a '\n' of no source. */
  text: string;
  /** Per text unit: [start, end) of its source in the HTML (-1 for a block boundary). */
  from: Int32Array;
  to: Int32Array;
}

function decodeEntity(name: string): string | null {
  if (name[0] === '#') {
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
    return String.fromCodePoint(code);
  }
  return NAMED[name] ?? null;
}

/** The body's text; withMap false skips the source positions (a detection needs the text only). */
export function htmlText(html: string, withMap = true): HtmlText {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  const push = (s: string, a: number, b: number) => {
    text += s;
    atBoundary = false;
    if (!withMap) return;
    for (let k = 0; k < s.length; k++) {
      from.push(a);
      to.push(b);
    }
  };
  // Whether the text so far ends a block (or is empty): read from a flag, since indexing the
  // string being built would flatten it each time.
  let atBoundary = true;
  const boundary = () => {
    if (!atBoundary) push('\n', -1, -1);
    atBoundary = true;
  };
  let i = 0;
  const n = html.length;
  while (i < n) {
    const c = html.charCodeAt(i);
    if (c === 60 /* < */ && i + 1 < n && startsMarkup(html.charCodeAt(i + 1))) {
      if (html.startsWith('<!--', i)) {
        const end = html.indexOf('-->', i + 4);
        i = end < 0 ? n : end + 3;
        continue;
      }
      // A tag: its name, then up to its '>' outside quotes.
      const closing = html.charCodeAt(i + 1) === 47; /* / */
      let j = closing ? i + 2 : i + 1;
      const nameStart = j;
      while (j < n && isNameChar(html.charCodeAt(j))) j++;
      const name = isLetter(html.charCodeAt(nameStart)) ? html.slice(nameStart, j).toLowerCase() : '';
      let quote = 0;
      for (; j < n; j++) {
        const d = html.charCodeAt(j);
        if (quote) {
          if (d === quote) quote = 0;
        } else if (d === 34 || d === 39) quote = d;
        else if (d === 62 /* > */) break;
      }
      if (BLOCKS.has(name)) boundary();
      i = j + 1;
      if (!closing && RAW_TEXT.has(name)) {
        const close = html.toLowerCase().indexOf(`</${name}`, i);
        i = close < 0 ? n : close;
      }
      continue;
    }
    if (c === 38 /* & */) {
      const semi = html.indexOf(';', i + 1);
      if (semi > i && semi - i <= 12) {
        const decoded = decodeEntity(html.slice(i + 1, semi));
        if (decoded !== null) {
          push(decoded, i, semi + 1);
          i = semi + 1;
          continue;
        }
      }
    }
    // A run of plain text at once (the common case), each unit its own source position.
    let j = i + 1;
    while (j < n) {
      const d = html.charCodeAt(j);
      if (d === 60 || d === 38) break;
      j++;
    }
    if (withMap) {
      for (let k = i; k < j; k++) push(html[k], k, k + 1);
    } else {
      text += html.slice(i, j);
      atBoundary = false;
    }
    i = j;
  }
  return { text, from: Int32Array.from(from), to: Int32Array.from(to) };
}

/** Text escaped for HTML text content. */
export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The HTML with text ranges [start, end) (offsets in htmlText's text, not overlapping) replaced:
 * the replacement goes where the range's first character was, its other characters are removed;
 * every tag stays as it was.
 */
export function replaceInHtml(html: string, map: HtmlText, ranges: readonly { start: number; end: number; replacement: string }[]): string {
  const edits: { a: number; b: number; s: string }[] = [];
  for (const r of ranges) {
    let first = true;
    for (let k = r.start; k < r.end; k++) {
      if (map.from[k] < 0) continue;
      const prev = edits[edits.length - 1];
      // A character decoded from an entity spans its source; neighbours in one text run merge.
      if (!first && prev && prev.b === map.from[k]) prev.b = map.to[k];
      else edits.push({ a: map.from[k], b: map.to[k], s: first ? escapeText(r.replacement) : '' });
      first = false;
    }
  }
  edits.sort((x, y) => x.a - y.a);
  let out = '';
  let at = 0;
  for (const e of edits) {
    if (e.a < at) continue;
    out += html.slice(at, e.a) + e.s;
    at = e.b;
  }
  return out + html.slice(at);
}
