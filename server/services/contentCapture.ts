// Article capture: the title and main text of a fetched page, by simple heuristics. The title is
// the page's first <h1>, else its <title>. The body is the largest <article> or <main>, else the
// container (div, section, td, ...) holding the most text of its own outside links (menus and
// footers are mostly links or little text). Whatever is chosen is sanitised like any article,
// with its relative addresses made absolute against the page.
import { CONTENT_LIMITS } from '../../shared/domain/content';
import { plainText, sanitizeCapturedHtml } from './sanitize';

export interface CapturedArticle {
  title: string;
  summary: string;
  content: string;
}

const DROP = /<(script|style|noscript|template|svg|math|iframe|object|form|nav|header|footer|aside|select|textarea|button)\b[\s\S]*?<\/\1\s*>/gi;
const CONTAINERS = new Set(['div', 'section', 'article', 'main', 'td', 'body', 'center', 'font']);

function firstText(html: string, tag: string): string {
  const m = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}\\s*>`, 'i').exec(html);
  return m ? plainText(m[1]) : '';
}

function largestBlock(html: string, tag: string): string | null {
  let best: string | null = null;
  let bestLength = 0;
  for (const m of html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}\\s*>`, 'gi'))) {
    const length = plainText(m[1]).length;
    if (length > bestLength) {
      best = m[1];
      bestLength = length;
    }
  }
  return bestLength >= 20 ? best : null;
}

/** The container with the most own text outside links: [start, end) of its inner HTML. */
function densestContainer(html: string): string | null {
  interface Open { name: string; start: number; score: number }
  const stack: Open[] = [];
  let best: { start: number; end: number; score: number } | null = null;
  let anchors = 0;
  let last = 0;
  const credit = (text: string) => {
    if (anchors > 0 || !stack.length) return;
    stack[stack.length - 1].score += plainText(text).length;
  };
  const tags = /<(\/?)([a-zA-Z][\w:-]*)\b[^>]*>/g;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    credit(html.slice(last, m.index));
    last = m.index + m[0].length;
    const closing = m[1] === '/';
    const name = m[2].toLowerCase();
    if (name === 'a') anchors = Math.max(0, anchors + (closing ? -1 : 1));
    if (!CONTAINERS.has(name)) continue;
    if (!closing) {
      stack.push({ name, start: last, score: 0 });
      continue;
    }
    const at = stack.map((o) => o.name).lastIndexOf(name);
    if (at < 0) continue;
    while (stack.length > at) {
      const open = stack.pop() as Open;
      if (!best || open.score > best.score) best = { start: open.start, end: m.index, score: open.score };
    }
  }
  credit(html.slice(last));
  while (stack.length) {
    const open = stack.pop() as Open;
    if (!best || open.score > best.score) best = { start: open.start, end: html.length, score: open.score };
  }
  return best && best.score >= 20 ? html.slice(best.start, best.end) : null;
}

/** Title and content of a page, or null when no text worth keeping was found. */
export function extractArticle(html: string, pageUrl: string): CapturedArticle | null {
  const clean = html.replace(/<!--[\s\S]*?-->/g, '');
  const h1 = firstText(clean, 'h1');
  const rawTitle = h1 || firstText(clean, 'title');
  const body = clean.replace(/<head\b[\s\S]*?<\/head\s*>/i, '').replace(DROP, '');
  const block = largestBlock(body, 'article') ?? largestBlock(body, 'main') ?? densestContainer(body);
  if (block === null) return null;
  // The heading is the title: not repeated at the top of the body.
  const content = sanitizeCapturedHtml(block.replace(/<h1\b[^>]*>[\s\S]*?<\/h1\s*>/i, ''), pageUrl);
  const text = plainText(content);
  if (!text) return null;
  const title = [...(rawTitle || text)].slice(0, CONTENT_LIMITS.title).join('').trim();
  return { title, summary: [...text].slice(0, 150).join(''), content };
}
