// Text-only translation through the translate provider: an HTML fragment's text nodes are sent, its
// tags and attributes (links, pictures) are kept as they are, the result is sanitised again. Texts
// of many fields and items go in batches (one call per TEXT_BATCH texts or TEXT_CHARS characters);
// a failed call (timeout, 5xx, garbage: 424) is tried RETRIES more times before the item fails.
import { isApiError } from '../../../core/http/envelope';
import type { AppDeps } from '../../../core/http/routeDef';
import { PROVIDER_FAILED_CODE } from '../../../core/providers/errors';
import { decodeEntities, sanitizeRichText } from '../../../core/services/sanitize';

const TEXT_BATCH = 50;
const TEXT_CHARS = 6000;
const RETRIES = 2;
const RETRY_WAIT_MS = 200;

/** A piece worth translating: has a letter or an ideograph, and is not just an address. */
function worthTranslating(text: string): boolean {
  const t = text.trim();
  if (!t || !/[\p{L}]/u.test(t)) return false;
  return !/^(https?:\/\/|www\.|\/)\S*$/i.test(t);
}

const escapeText = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An HTML fragment split into tags (kept) and text nodes (translated). */
function splitHtml(html: string): string[] {
  // Tags (and comments) as their own pieces; whatever is between them is text.
  return html.split(/(<!--[\s\S]*?-->|<[^>]*>)/g).filter((p) => p !== '');
}

const isTag = (piece: string) => piece.startsWith('<');

export interface TextJob {
  /** Plain texts (titles, names) and HTML fragments (article bodies). */
  plain: string[];
  html: string[];
}

export interface TextResult {
  plain: string[];
  html: string[];
}

async function withRetries<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (!(isApiError(err) && err.apiCode === PROVIDER_FAILED_CODE) || attempt >= RETRIES) throw err;
      await new Promise((r) => setTimeout(r, RETRY_WAIT_MS * (attempt + 1)));
    }
  }
}

/** Translates every distinct text once, in batches; answers the map source → translation. */
async function translateAll(deps: Pick<AppDeps, 'providers'>, texts: string[], from: string, to: string): Promise<Map<string, string>> {
  const provider = deps.providers.get('translate');
  const distinct = [...new Set(texts)];
  const out = new Map<string, string>();
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const sent = batch;
    batch = [];
    chars = 0;
    const answer = await withRetries(() => provider.translate({ texts: sent, from, to }));
    sent.forEach((t, i) => out.set(t, answer.texts[i]));
  };
  for (const text of distinct) {
    if (batch.length >= TEXT_BATCH || (chars + text.length > TEXT_CHARS && batch.length > 0)) await flush();
    batch.push(text);
    chars += text.length;
  }
  await flush();
  return out;
}

/**
 * The translations of plain texts and HTML fragments, from → to (short codes: zh, en). Throws the
 * provider's ApiError (未配置, or its failure after the retries); nothing is written by this.
 */
export async function translateTexts(deps: Pick<AppDeps, 'providers'>, job: TextJob, from: string, to: string): Promise<TextResult> {
  const htmlPieces = job.html.map(splitHtml);
  const wanted: string[] = job.plain.filter(worthTranslating).map((t) => t.trim());
  for (const pieces of htmlPieces) {
    for (const p of pieces) if (!isTag(p) && worthTranslating(decodeEntities(p))) wanted.push(decodeEntities(p).trim());
  }
  const map = wanted.length ? await translateAll(deps, wanted, from, to) : new Map<string, string>();
  // Leading and trailing spaces of a text node are kept around its translation.
  const swap = (raw: string) => {
    const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(raw);
    const core = m?.[2] ?? raw;
    const translated = map.get(core);
    return translated === undefined ? raw : `${m?.[1] ?? ''}${translated}${m?.[3] ?? ''}`;
  };
  return {
    plain: job.plain.map((t) => (worthTranslating(t) ? swap(t) : t)),
    html: htmlPieces.map((pieces) => sanitizeRichText(pieces.map((p) => {
      if (isTag(p)) return p;
      const text = decodeEntities(p);
      return worthTranslating(text) ? escapeText(swap(text)) : p;
    }).join(''))),
  };
}
