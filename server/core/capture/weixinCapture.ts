// Reading a WeChat public-account article page (AI gathering, issue 16 §4) with linkedom, the parser core's
// capture uses (htmlparser2 underneath: linear, no backtracking patterns). What WeChat's page holds:
//   - the title in #activity-name (else og:title, else <title>), the account in #js_name (else the
//     author meta), the publish time as `var ct = "<seconds>"` in a script (else #publish_time);
//   - the body in #js_content, written with style="visibility: hidden" (WeChat's script shows it):
//     that style is dropped;
//   - pictures load lazily from data-src; videos are iframes (data-src) or <mpvideo>, voice is
//     <mpvoice>: those become links, since the sanitiser keeps no foreign player.
// A page WeChat serves for a deleted or blocked article (该内容已被发布者删除 / 此内容因违规无法查看),
// or one without #js_content, is "gone". The body's pictures are replaced by numbered markers
// (PICTURE_MARK + index) that placePictures later turns into library addresses, or removes.
// CPU work on a fetched page (up to 2 MB): the server runs it in the capture pool's worker threads
// with their time limit (capturePool.ts, extractor 'weixin'), never on its event loop; the AI
// module's gather area (server/modules/ai/gather) calls it there. Tests may call it directly.
import { parseHTML } from 'linkedom';
import { CONTENT_LIMITS } from '../../../shared/domain/content';
import { AI_LIMITS } from '../../../shared/domain/ai/limits';
import { plainText, sanitizeCapturedHtml } from '../services/sanitize';

export interface WeixinArticle {
  title: string;
  accountName: string;
  publishedAt: number | null;
  /** The body, sanitised, pictures as markers. */
  content: string;
  /** The pictures' absolute addresses, by marker index (at most AI_LIMITS.gatherImagesMax). */
  pictures: string[];
  /** Pictures beyond the limit, dropped from the body (counted as failed). */
  picturesDropped: number;
}

export type WeixinPage = { kind: 'article'; article: WeixinArticle } | { kind: 'gone' };

/** Texts WeChat shows instead of a deleted or blocked article. */
const GONE_TEXTS = ['该内容已被发布者删除', '此内容因违规无法查看', '此内容被投诉且经审核涉嫌侵权', '该公众号已迁移'];

/** A picture's place in the body until it is filed: an address no one serves (RFC 2606 .invalid). */
export const PICTURE_MARK = 'https://gather.invalid/picture/';
/** A marker picture in sanitised HTML; group 1 is its index. */
export const MARK_IMG = /<img\b[^>]*?\bsrc="https:\/\/gather\.invalid\/picture\/(\d+)"[^>]*>/g;

const textOf = (node: { textContent: string | null } | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const clip = (text: string, max: number) => [...text].slice(0, max).join('');

function absolute(address: string | null, pageUrl: string): string | null {
  if (!address) return null;
  try {
    const url = new URL(address.trim(), pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `var ct = "1700000000"` (seconds), else #publish_time's "2024-01-02 10:30" read as Beijing time. */
function publishTimeOf(html: string, shown: string): number | null {
  const ct = /\bvar\s+ct\s*=\s*["'](\d{9,11})["']/.exec(html);
  if (ct) return Number(ct[1]) * 1000;
  const m = /^(\d{4})[-年/](\d{1,2})[-月/](\d{1,2})日?(?:\s+(\d{1,2}):(\d{2}))?/.exec(shown);
  if (!m) return null;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0) - 8, Number(m[5] ?? 0));
  return Number.isFinite(at) ? at : null;
}

/** A link paragraph standing for a player the draft cannot keep. */
function linkParagraph(document: Document, href: string, label: string): Element {
  const p = document.createElement('p');
  const a = document.createElement('a');
  a.setAttribute('href', href);
  a.setAttribute('target', '_blank');
  a.textContent = label;
  p.appendChild(a);
  return p;
}

/** Videos, voice and audio in the body become links (to the player, or to the article for voice). */
function playersToLinks(document: Document, body: Element, pageUrl: string): void {
  for (const node of [...body.querySelectorAll('iframe, video, mpvideo, mpvoice, mpaudio, audio')]) {
    const tag = node.tagName.toLowerCase();
    const isSound = tag === 'mpvoice' || tag === 'mpaudio' || tag === 'audio';
    const src = absolute(node.getAttribute('data-src') ?? node.getAttribute('src') ?? node.querySelector('source')?.getAttribute('src') ?? null, pageUrl);
    const name = (node.getAttribute('name') ?? node.getAttribute('data-title') ?? '').trim();
    const label = isSound ? `[音频] ${name || '请在原文中收听'}` : `[视频] ${name || '点击观看'}`;
    node.replaceWith(linkParagraph(document, src ?? pageUrl, label));
  }
}

/** Reads the page; never throws for a page's content. */
export function readWeixinPage(html: string, pageUrl: string): WeixinPage {
  const { document } = parseHTML(html);
  const body = document.querySelector('#js_content');
  if (!body) return { kind: 'gone' };
  // WeChat's notice page of a removed article: the notice, and no article text beside it.
  const pageText = textOf(document.querySelector('body') ?? document.documentElement);
  if (textOf(body).length < 200 && GONE_TEXTS.some((t) => pageText.includes(t))) return { kind: 'gone' };

  const title = clip(textOf(document.querySelector('#activity-name'))
    || (document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '').trim()
    || textOf(document.querySelector('title')), CONTENT_LIMITS.title);
  const accountName = clip(textOf(document.querySelector('#js_name'))
    || (document.querySelector('meta[name="author"]')?.getAttribute('content') ?? '').trim(), 50);
  const publishedAt = publishTimeOf(html, textOf(document.querySelector('#publish_time')));

  // WeChat hides the body until its script runs; the draft shows it.
  body.removeAttribute('style');
  for (const node of [...body.querySelectorAll('script, style, noscript, template, form, button')]) node.remove();
  playersToLinks(document as unknown as Document, body, pageUrl);

  const pictures: string[] = [];
  const index = new Map<string, number>();
  let picturesDropped = 0;
  for (const img of [...body.querySelectorAll('img')]) {
    const src = absolute(img.getAttribute('data-src') ?? img.getAttribute('src'), pageUrl);
    if (!src) {
      img.remove();
      continue;
    }
    let at = index.get(src);
    if (at === undefined && pictures.length < AI_LIMITS.gatherImagesMax) {
      at = pictures.push(src) - 1;
      index.set(src, at);
    }
    if (at === undefined) {
      picturesDropped += 1;
      img.remove();
      continue;
    }
    for (const name of [...img.getAttributeNames()]) if (name !== 'alt') img.removeAttribute(name);
    img.setAttribute('src', `${PICTURE_MARK}${at}`);
  }
  const content = sanitizeCapturedHtml(body.innerHTML, pageUrl);
  if (!title || (!plainText(content) && !pictures.length)) return { kind: 'gone' };
  return { kind: 'article', article: { title, accountName, publishedAt, content, pictures, picturesDropped } };
}

