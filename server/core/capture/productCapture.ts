// Product capture: what a supplier's product page says about its product. Each field is read from
// the richest source the page has, in this order:
//   1. schema.org Product as JSON-LD (also inside @graph, arrays and other entities): name, offers'
//      price, brand, model (or mpn), description, image, additionalProperty (the specs);
//   2. Open Graph: og:title, og:image, product:price:amount, og:description, product:brand;
//   3. the page itself: its <h1> (else <title>), <meta name="description">, a 价格：… line, and the main block found
//      by the article extractor (contentCapture.ts), which is also the description whenever there is
//      one (a page's own block holds the detail a structured description leaves out).
// Text is plain (tags and entities read as a browser would), the description is sanitised HTML,
// pictures are absolute http(s) addresses (at most PRODUCT_LIMITS.images, best first). The price is
// kept as the page writes it: the rule book reads it (shared/domain/product/capture.ts).
// Like extractArticle it is CPU work on someone else's page: the server runs it in the capture
// pool's worker threads with a time limit (capturePool.ts). Tests may call it directly.
import { parseHTML } from 'linkedom';
import { PRODUCT_LIMITS as L } from '../../../shared/domain/product/limits';
import { extractArticle } from './contentCapture';

export interface CapturedSpec {
  name: string;
  value: string;
}

export interface CapturedProduct {
  /** Where the name came from: schema.org JSON-LD, Open Graph, or the page's heading. */
  source: 'jsonld' | 'opengraph' | 'page';
  name: string;
  /** The price as the page writes it ('' when it gives none). */
  price: string;
  brand: string;
  model: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
  /** Absolute http(s) addresses, best first. */
  images: string[];
  specs: CapturedSpec[];
}

/** What one source says; the extractor merges them field by field. */
interface Facts {
  name?: string;
  price?: string;
  brand?: string;
  model?: string;
  description?: string;
  images: string[];
  specs: CapturedSpec[];
}

/** JSON-LD is walked this deep and this wide at most (a hostile block cannot keep the worker busy). */
const MAX_DEPTH = 12;
const MAX_NODES = 5_000;
const PRODUCT_TYPES = new Set(['product', 'productmodel', 'individualproduct', 'productgroup', 'someproducts']);

type Json = unknown;
type JsonObject = Record<string, Json>;
type Doc = ReturnType<typeof parseHTML>['document'];

const isObject = (v: Json): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const listOf = (v: Json): Json[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const cut = (text: string, max: number) => [...text].slice(0, max).join('').trim();

/** Plain text of a value a page wrote (it may hold tags and entities): one line, trimmed. */
function plain(doc: Doc, value: Json): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return '';
  if (!/[<&]/.test(value)) return value.replace(/\s+/g, ' ').trim();
  const box = doc.createElement('div');
  box.innerHTML = value;
  for (const node of [...box.querySelectorAll('script, style')]) node.remove();
  return (box.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A value that is text, or an entity named by `name` (a brand, an offer's seller): its text. */
function textOf(doc: Doc, value: Json): string {
  for (const v of listOf(value)) {
    const text = isObject(v) ? plain(doc, v.name) : plain(doc, v);
    if (text) return text;
  }
  return '';
}

function typesOf(node: JsonObject): string[] {
  return listOf(node['@type']).filter((t): t is string => typeof t === 'string').map((t) => t.split(/[/:#]/).pop()!.toLowerCase());
}

/** Every object of the JSON-LD blocks, breadth first (within the budget). */
function* walk(roots: Json[]): Generator<JsonObject> {
  const queue: [Json, number][] = roots.map((r) => [r, 0]);
  let seen = 0;
  while (queue.length && seen < MAX_NODES) {
    const [value, depth] = queue.shift()!;
    seen += 1;
    if (depth > MAX_DEPTH) continue;
    if (Array.isArray(value)) {
      for (const v of value) queue.push([v, depth + 1]);
    } else if (isObject(value)) {
      yield value;
      for (const v of Object.values(value)) if (typeof v === 'object' && v !== null) queue.push([v, depth + 1]);
    }
  }
}

/** The page's JSON-LD blocks, parsed; a block that is not JSON (raw line breaks in strings are forgiven) is skipped. */
function jsonLdBlocks(doc: Doc): Json[] {
  const out: Json[] = [];
  for (const script of [...doc.querySelectorAll('script')]) {
    if ((script.getAttribute('type') ?? '').trim().toLowerCase() !== 'application/ld+json') continue;
    const text = (script.textContent ?? '').trim().replace(/^<!--|-->$/g, '');
    for (const attempt of [text, text.replace(/[\r\n\t]+/g, ' ')]) {
      try {
        out.push(JSON.parse(attempt));
        break;
      } catch {
        // the next attempt, or skipped
      }
    }
  }
  return out;
}

/** An offer's price: price, lowPrice, or its priceSpecification's. */
function priceOf(doc: Doc, offers: Json): string {
  for (const offer of listOf(offers)) {
    if (!isObject(offer)) continue;
    for (const value of [offer.price, offer.lowPrice, ...listOf(offer.priceSpecification).map((s) => (isObject(s) ? s.price : undefined))]) {
      const text = plain(doc, value);
      if (text) return text;
    }
    // An AggregateOffer may nest its offers.
    const nested = priceOf(doc, offer.offers);
    if (nested) return nested;
  }
  return '';
}

function imageAddresses(value: Json): string[] {
  return listOf(value).flatMap((v) => (typeof v === 'string' ? [v] : isObject(v) ? listOf(v.url ?? v.contentUrl).filter((u): u is string => typeof u === 'string') : []));
}

function specsOf(doc: Doc, value: Json): CapturedSpec[] {
  return listOf(value).flatMap((p) => {
    if (!isObject(p)) return [];
    const name = plain(doc, p.name);
    const unit = plain(doc, p.unitText);
    const raw = typeof p.value === 'boolean' ? (p.value ? '是' : '否') : textOf(doc, p.value);
    const value = raw && unit ? `${raw} ${unit}` : raw;
    return name && value ? [{ name, value }] : [];
  });
}

function fromJsonLd(doc: Doc): Facts | null {
  for (const node of walk(jsonLdBlocks(doc))) {
    if (!typesOf(node).some((t) => PRODUCT_TYPES.has(t))) continue;
    const name = plain(doc, node.name);
    if (!name) continue;
    return {
      name,
      price: priceOf(doc, node.offers),
      brand: textOf(doc, node.brand) || textOf(doc, node.manufacturer),
      model: textOf(doc, node.model) || plain(doc, node.mpn),
      description: plain(doc, node.description),
      images: imageAddresses(node.image),
      specs: specsOf(doc, node.additionalProperty),
    };
  }
  return null;
}

/** The content of every <meta> whose property (or name) is one of these, in the page's order. */
function metas(doc: Doc, ...keys: string[]): string[] {
  const wanted = new Set(keys);
  return [...doc.querySelectorAll('meta')].flatMap((m) => {
    const key = (m.getAttribute('property') ?? m.getAttribute('name') ?? '').trim().toLowerCase();
    const content = (m.getAttribute('content') ?? '').trim();
    return wanted.has(key) && content ? [content] : [];
  });
}

function fromOpenGraph(doc: Doc): Facts {
  const first = (...keys: string[]) => plain(doc, metas(doc, ...keys)[0] ?? '');
  return {
    name: first('og:title'),
    price: first('product:price:amount', 'og:price:amount'),
    brand: first('product:brand', 'og:brand'),
    description: first('og:description'),
    images: metas(doc, 'og:image:secure_url', 'og:image', 'og:image:url'),
    specs: [],
  };
}

/** Absolute http(s) addresses, each once, at most `max`. */
function absolute(addresses: string[], pageUrl: string, max: number): string[] {
  const out: string[] = [];
  for (const text of addresses) {
    let url: URL;
    try {
      url = new URL(text.trim(), pageUrl);
    } catch {
      continue;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) continue;
    if (!out.includes(url.href)) out.push(url.href);
    if (out.length === max) break;
  }
  return out;
}

/** A page without structured data: the text after 价格：/售价：/Price: in its main block ('' when none). */
function labelledPrice(text: string): string {
  return /(?:价格|售价|单价|报价|price)\s*[:：]\s*([^\n]{1,30})/i.exec(text)?.[1].trim() ?? '';
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Spec text never reads as markup (the rule book refuses tags in specs). */
const specText = (text: string, max: number) => cut(text.replace(/</g, '＜').replace(/>/g, '＞'), max);

/** What the page says about its product, or null when it names none (no heading, title or structured name). */
export function extractProduct(html: string, pageUrl: string): CapturedProduct | null {
  const { document } = parseHTML(html);
  const structured = fromJsonLd(document);
  const og = fromOpenGraph(document);
  const heading = plain(document, document.querySelector('h1')?.textContent ?? '') || plain(document, document.querySelector('title')?.textContent ?? '');
  const metaDescription = plain(document, metas(document, 'description')[0] ?? '');
  const article = extractArticle(html, pageUrl);

  const name = structured?.name || og.name || heading;
  if (!name) return null;
  const source = structured?.name ? 'jsonld' : og.name ? 'opengraph' : 'page';
  const description = structured?.description || og.description || metaDescription;
  // The article's own pictures come last: structured ones are the product's, chosen by the page.
  const block = article ? parseHTML(`<div>${article.content}</div>`).document.querySelector('div') : null;
  const inArticle = block ? [...block.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '') : [];
  const content = article?.content ?? (description ? `<p>${escapeHtml(description)}</p>` : '');
  const price = structured?.price || og.price || labelledPrice(block?.textContent ?? '');
  return {
    source,
    name: cut(name, L.name),
    price: cut(price, 100),
    brand: cut(structured?.brand || og.brand || '', L.shortText),
    model: cut(structured?.model ?? '', L.shortText),
    summary: cut(description || article?.summary || '', L.summary),
    content,
    images: absolute([...(structured?.images ?? []), ...og.images, ...inArticle], pageUrl, L.images),
    specs: (structured?.specs ?? []).slice(0, L.specs).map((s) => ({ name: specText(s.name, L.specName), value: specText(s.value, L.specValue) })).filter((s) => s.name && s.value),
  };
}
