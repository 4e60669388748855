// Rich-text HTML is cleaned here, on the server, with an allowlist, before it is stored (DESIGN §4
// content safety). Whatever the editor (or anything posing as it) sends, what is stored and later
// served holds only formatting: text styles, headings, lists, tables, links, images, and video and
// iframe embeds from http(s) addresses. Nothing that runs: no script/style/object/embed/form
// elements, no on* handlers, no javascript:/vbscript:/data: (or any other scheme) in any URL, no
// srcdoc/srcset/formaction, no CSS beyond a few plain properties with plain values.
//
// One more hole is closed on purpose: wangEditor builds <img src="${src}" alt="${alt}"> by string
// concatenation when it re-renders, so a stored attribute value holding a quote would become
// markup the next time the article is opened in the editor (`x" onerror="…`). URL attributes that
// hold quotes, angle brackets, backslashes, back-ticks, whitespace or control characters are
// therefore dropped (an image left without a source is dropped whole), and quotes and angle
// brackets are removed from text attributes (alt, title).
import sanitizeHtml from 'sanitize-html';
import { isValidUrl } from '../../../shared/domain/editor';

/** How a URL may be used: a link (http, https, mailto, relative) or a media source (http(s) or site-relative). */
export type UrlUse = 'link' | 'media';

const URL_MAX = 2000;
/** Characters no stored URL may hold: whitespace, quotes, angle brackets, backslash, back-tick, controls. */
const UNSAFE_URL_CHARS = /[\u0000-\u0020"'<>\\`\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/**
 * The URL if it is safe to store for that use, else null. Media: an absolute http(s) address with a
 * host, or a site-relative path ("/uploads/…", not "//host"). Links also: mailto:, "#anchor" and
 * scheme-less relative paths.
 */
export function safeUrl(value: string | undefined | null, use: UrlUse): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (v === '' || v.length > URL_MAX || UNSAFE_URL_CHARS.test(v)) return null;
  if (/^https?:\/\/[^/?#@]+/i.test(v)) {
    try {
      const url = new URL(v);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return v;
    } catch {
      return null;
    }
    return null;
  }
  if (v.startsWith('/')) return v.startsWith('//') ? null : v;
  if (use === 'media') return null;
  if (/^mailto:[^/]/i.test(v)) return v;
  if (v.startsWith('#')) return v;
  // Scheme-less relative ("news/1.html", "?page=2"): nothing before the first / ? # may hold a colon.
  const head = v.split(/[/?#]/, 1)[0];
  return head.includes(':') ? null : v;
}

/**
 * A field that must be empty or a media URL (img, cover, attachment, video): the edit pages' own
 * rule (shared/domain isValidUrl, site paths allowed), and safe to put in a src.
 */
export function isMediaUrlOrEmpty(value: string): boolean {
  return value.trim() === '' || (isValidUrl(value, { allowRelative: true }) && safeUrl(value, 'media') !== null);
}

/** Plain CSS values only: no url(), expression(), escapes, comments or quotes. */
const CSS_LENGTH = /^(?:0|\d{1,4}(?:\.\d{1,3})?(?:px|em|rem|pt|%|vw|vh)?|auto)$/i;
const CSS_COLOR = /^(?:#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i;
const TEXT_STYLES: Record<string, RegExp[]> = {
  color: [CSS_COLOR],
  'background-color': [CSS_COLOR],
  'font-size': [CSS_LENGTH, /^(?:x{0,2}-small|small|medium|large|x{1,3}-large)$/i],
  'font-weight': [/^(?:normal|bold|bolder|lighter|[1-9]00)$/i],
  'font-style': [/^(?:normal|italic|oblique)$/i],
  'font-family': [/^[\w\s,'\-\u4e00-\u9fff]{1,100}$/],
  'text-align': [/^(?:left|right|center|justify)$/i],
  'text-indent': [CSS_LENGTH],
  'text-decoration': [/^(?:none|underline|line-through|overline)(?:\s+(?:underline|line-through|overline))*$/i],
  'line-height': [CSS_LENGTH, /^\d(?:\.\d{1,2})?$/],
  'letter-spacing': [CSS_LENGTH],
  'vertical-align': [/^(?:baseline|top|middle|bottom|sub|super)$/i],
};
const BOX_STYLES: Record<string, RegExp[]> = {
  width: [CSS_LENGTH],
  height: [CSS_LENGTH],
  float: [/^(?:left|right|none)$/i],
  'text-align': [/^(?:left|right|center|justify)$/i],
};
const CELL_STYLES: Record<string, RegExp[]> = { ...TEXT_STYLES, width: [CSS_LENGTH], height: [CSS_LENGTH], border: [/^\d{1,2}px\s+(?:solid|dashed|dotted)\s+#[0-9a-f]{3,8}$/i] };

const TEXT_TAGS = ['p', 'span', 'div', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'mark', 'small',
  'blockquote', 'pre', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'figure', 'figcaption'];
const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const MEDIA_TAGS = ['a', 'img', 'video', 'source', 'iframe'];

/** Attributes whose value is a URL, and how each may be used (data-href: the link of an editor image). */
const URL_ATTRS: Record<string, UrlUse> = { href: 'link', src: 'media', poster: 'media', 'data-href': 'link' };
/** Size attributes: a number, optionally px or %, or auto (the editor's default video size). */
const SIZE = /^(?:\d{1,4}(?:px|%)?|auto)$/;
/** The editor's own markers (data-w-e-type="video" and the void/inline flags it re-reads its HTML by). */
const EDITOR_MARKERS: Record<string, RegExp> = { 'data-w-e-type': /^[a-z][a-z-]{0,29}$/, 'data-w-e-is-void': /^(?:|true)$/, 'data-w-e-is-inline': /^(?:|true)$/ };
/** An iframe's permissions: only these features. */
const IFRAME_ALLOW = /^(?:\s*(?:autoplay|fullscreen|picture-in-picture|encrypted-media)\s*(?:;|$))+$/;
const SIZE_ATTRS = new Set(['width', 'height']);
/** Attributes that take a short number (tables). */
const NUMBER_ATTRS = new Set(['colspan', 'rowspan', 'border', 'cellpadding', 'cellspacing', 'span']);

/** Checks and normalises the attributes of one element before sanitize-html filters them. */
function cleanAttributes(tag: string, attribs: Record<string, string>, base: URL | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(attribs)) {
    const value = String(raw);
    const use = URL_ATTRS[name];
    if (use) {
      const resolved = base ? absolutise(value, base) : value;
      const safe = safeUrl(resolved, tag === 'a' ? 'link' : use);
      if (safe !== null) out[name] = safe;
    } else if (SIZE_ATTRS.has(name)) {
      if (SIZE.test(value.trim())) out[name] = value.trim();
    } else if (NUMBER_ATTRS.has(name)) {
      if (/^\d{1,3}$/.test(value.trim())) out[name] = value.trim();
    } else if (name in EDITOR_MARKERS) {
      if (EDITOR_MARKERS[name].test(value)) out[name] = value;
    } else if (name === 'data-anchor') {
      // Anchor text's mark (shared/domain/seo/anchors.ts): the anchor's id, so 清除锚文本 finds its links.
      if (/^\d{1,10}$/.test(value)) out[name] = value;
    } else if (name === 'allow') {
      if (IFRAME_ALLOW.test(value)) out[name] = value;
    } else if (name === 'alt' || name === 'title') {
      out[name] = value.replace(/["'<>`\\]/g, '').slice(0, 200);
    } else {
      out[name] = value;
    }
  }
  if (tag === 'a') {
    // Only _blank opens elsewhere, and then never with access back to this page; nofollow (anchor
    // text's links to other sites) is the one other rel kept.
    const nofollow = /(?:^|\s)nofollow(?:\s|$)/i.test(out.rel ?? '');
    if (out.target === '_blank') out.rel = nofollow ? 'noopener noreferrer nofollow' : 'noopener noreferrer';
    else {
      delete out.target;
      if (nofollow) out.rel = 'nofollow';
      else delete out.rel;
    }
  }
  return out;
}

/** Captured pages: their relative addresses point at the captured site, not ours. */
function absolutise(value: string, base: URL): string {
  const v = value.trim();
  if (v === '' || v.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(v)) return v;
  try {
    return new URL(v, base).toString();
  } catch {
    return '';
  }
}

function options(base: URL | null): sanitizeHtml.IOptions {
  return {
    allowedTags: [...TEXT_TAGS, ...TABLE_TAGS, ...MEDIA_TAGS],
    allowedAttributes: {
      '*': ['style', 'title'],
      div: ['data-w-e-type', 'data-w-e-is-void', 'data-w-e-is-inline'],
      span: ['data-w-e-type', 'data-w-e-is-void', 'data-w-e-is-inline'],
      p: ['data-w-e-type'],
      a: ['href', 'target', 'rel', 'title', 'data-anchor'],
      img: ['src', 'alt', 'title', 'width', 'height', 'style', 'data-href'],
      video: ['src', 'poster', 'controls', 'autoplay', 'loop', 'muted', 'playsinline', 'width', 'height', 'style'],
      source: ['src', 'type'],
      iframe: ['src', 'width', 'height', 'frameborder', 'allowfullscreen', 'allow', 'style'],
      table: ['border', 'cellpadding', 'cellspacing', 'width', 'style'],
      col: ['span', 'width', 'style'],
      colgroup: ['span', 'width', 'style'],
      td: ['colspan', 'rowspan', 'width', 'height', 'style'],
      th: ['colspan', 'rowspan', 'width', 'height', 'style'],
      ol: ['start', 'type'],
      code: ['class'],
    },
    allowedClasses: { code: ['language-*'] },
    // Per element (sanitize-html merges a '*' entry into every element, images included).
    allowedStyles: {
      ...Object.fromEntries([...TEXT_TAGS, 'a', 'caption', 'thead', 'tbody', 'tfoot', 'tr'].map((t) => [t, TEXT_STYLES])),
      img: BOX_STYLES,
      video: BOX_STYLES,
      iframe: BOX_STYLES,
      table: { ...TEXT_STYLES, width: [CSS_LENGTH] },
      td: CELL_STYLES,
      th: CELL_STYLES,
      col: { width: [CSS_LENGTH] },
      colgroup: { width: [CSS_LENGTH] },
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'], video: ['http', 'https'], source: ['http', 'https'], iframe: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster', 'data-href'],
    allowProtocolRelative: false,
    allowIframeRelativeUrls: false,
    allowVulnerableTags: false,
    // Void elements written as <x /> (source and col too, which the default list lacks).
    selfClosing: ['img', 'br', 'hr', 'source', 'col', 'wbr'],
    // Elements whose text is code or metadata: dropped with their content, never shown as text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp', 'noembed', 'noframes', 'object', 'svg', 'math', 'select', 'head'],
    disallowedTagsMode: 'discard',
    enforceHtmlBoundary: false,
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
    transformTags: {
      '*': (tagName: string, attribs: sanitizeHtml.Attributes) => ({ tagName, attribs: cleanAttributes(tagName, attribs, base) }),
    },
    // An image or media source left without an address is nothing; drop it whole.
    exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'source' || frame.tag === 'iframe') && !frame.attribs.src,
  };
}

const ARTICLE_OPTIONS = options(null);

/** Rich text as stored: the allowlist applied. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS).trim();
}

/** Rich text from another site (capture): the allowlist, with its relative addresses made absolute against the page. */
export function sanitizeCapturedHtml(html: string, pageUrl: string): string {
  return sanitizeHtml(html, options(new URL(pageUrl))).trim();
}

/** Text only: every tag removed, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'svg', 'math', 'head'] });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The entities sanitize-html leaves in text (and the common named ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8}|#39);/gi, (match, body: string) => {
    const lower = body.toLowerCase();
    if (lower.startsWith('#x') || /^#\d/.test(lower)) {
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED[lower] ?? match;
  });
}
