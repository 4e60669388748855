// Article capture: the title and main text of a fetched page. The page is parsed into a DOM by
// linkedom (htmlparser2 underneath: no hand-written patterns that backtrack) and the article is
// found by Mozilla's Readability (Firefox's Reader View). The title is the page's first <h1>, else
// its <title>. Whatever is chosen is sanitised like any article, with its relative addresses made
// absolute against the page.
// Synchronous, CPU-bound and still slow on some hostile pages (nesting tens of thousands deep costs
// the parser itself quadratic time): the server runs it in a worker thread with a time limit
// (capturePool.ts), never on its event loop. Tests may call it directly.
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { CONTENT_LIMITS } from '../../../shared/domain/content';
import { plainText, sanitizeCapturedHtml } from '../services/sanitize';

export interface CapturedArticle {
  title: string;
  summary: string;
  content: string;
}

/** Never part of an article: code, forms, and the page's menus, headers, footers and sidebars. */
const DROP = 'script, style, noscript, template, svg, math, iframe, object, form, nav, header, footer, aside, select, textarea, button';
/** Less text than this is not an article (a menu, an error page). */
const MIN_TEXT = 20;
/** Deeper elements are unwrapped (see flattenDeep). Real articles sit well above this. */
const MAX_DEPTH = 64;
/** Kept when unwrapping: they have no children, only meaning. */
const VOID = new Set(['IMG', 'BR', 'HR', 'WBR']);

const textOf = (node: { textContent: string | null } | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Unwraps every element nested deeper than maxDepth, keeping its text and images. Readability's
 * cleaning is cubic in the nesting depth, and broken or hostile pages (thousands of unclosed
 * <div> or <font>) nest as deep as they are long: without this a 12 KB page takes minutes.
 */
function flattenDeep(root: Element, maxDepth: number): void {
  const floors: Element[] = [];
  const stack: [Element, number][] = [[root, 0]];
  while (stack.length) {
    const [element, depth] = stack.pop() as [Element, number];
    if (depth === maxDepth) {
      if (element.firstElementChild) floors.push(element);
      continue;
    }
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) stack.push([child, depth + 1]);
  }
  for (const floor of floors) {
    for (const element of [...floor.querySelectorAll('*')]) if (!VOID.has(element.tagName)) element.replaceWith(...element.childNodes);
  }
}

/**
 * The page as a document of <html> holding <head> and <body>. linkedom builds only the elements a
 * page writes out, and HTML lets a page leave out <html>, <head> and <body> (and sloppy pages put
 * content beside them): any other shape is read again inside a complete skeleton.
 */
function documentOf(html: string) {
  const { document } = parseHTML(html);
  const root = document.documentElement;
  const shape = root?.tagName === 'HTML' ? [...root.children].map((e) => e.tagName).join() : '';
  if (shape === 'HEAD,BODY' || shape === 'BODY') return document;
  return parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`).document;
}

function baseOf(href: string | null, pageUrl: string): string {
  try {
    const url = new URL(href ?? '', pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : pageUrl;
  } catch {
    return pageUrl;
  }
}

/** Title and content of a page, or null when no text worth keeping was found. */
export function extractArticle(html: string, pageUrl: string): CapturedArticle | null {
  const document = documentOf(html);
  const h1 = document.querySelector('h1');
  const rawTitle = textOf(h1) || textOf(document.querySelector('title'));
  // The heading is the title: not repeated at the top of the body.
  h1?.remove();
  for (const node of [...document.querySelectorAll(DROP)]) node.remove();
  flattenDeep(document.documentElement as unknown as Element, MAX_DEPTH);
  // Readability makes addresses absolute against the document's <base>, as a browser would: the
  // page's own <base> resolved against its address (an http(s) one only), else the address itself.
  const base = document.querySelector('base') ?? document.head.appendChild(document.createElement('base'));
  base.setAttribute('href', baseOf(base.getAttribute('href'), pageUrl));
  const article = new Readability(document as unknown as Document).parse();
  if (!article?.content) return null;
  const content = sanitizeCapturedHtml(article.content, pageUrl);
  const text = plainText(content);
  if (text.length < MIN_TEXT) return null;
  const title = [...(rawTitle || text)].slice(0, CONTENT_LIMITS.title).join('').trim();
  return { title, summary: [...text].slice(0, 150).join(''), content };
}
