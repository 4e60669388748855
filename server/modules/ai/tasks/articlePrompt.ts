// One article's prompt and the reading of the model's answer. The model is asked for a strict,
// line-based format (标题：… / SEO lines / 正文 in a ```markdown fence); the answer is untrusted and
// read defensively: markup around the labels is ignored, a missing closing fence is tolerated, and
// a heading stands in for a missing 标题 line. What cannot be read fails the item.
import { AI_STYLE_LABELS, type AiArticleLength, type AiStyle } from '../../../../shared/domain/ai/limits';
import { CONTENT_LIMITS } from '../../../../shared/domain/content';
import type { ChatMessage } from '../../../core/providers/types';

const TYPE_NAMES: Readonly<Record<number, string>> = { 1: '新闻资讯', 2: '帮助文档', 3: '案例介绍', 4: '下载说明', 5: '图集介绍', 11: '视频介绍' };

export interface ArticleAsk {
  keyword: string;
  /** 1-based: which of the keyword's articles (a different angle each). */
  nth: number;
  perKeyword: number;
  articleType: number;
  length: AiArticleLength;
  style: AiStyle;
  seo: boolean;
}

export interface WrittenArticle {
  title: string;
  markdown: string;
  seoTitle: string;
  seoKeywords: string;
  seoDescription: string;
}

/** The most tokens an article of this length may take (Chinese runs near a token a character). */
export function maxOutputTokensOf(length: AiArticleLength): number {
  return length * 2 + 400;
}

export function articleMessages(ask: ArticleAsk): ChatMessage[] {
  const lines = [
    '请严格按以下格式输出，不要输出其他内容：',
    '标题：<文章标题，不超过30个字>',
    ...(ask.seo ? ['SEO标题：<不超过30个字>', 'SEO关键词：<3到5个，用英文逗号分隔>', 'SEO描述：<不超过120个字>'] : []),
    '正文：',
    '```markdown',
    '<Markdown 格式的正文，可用二级标题、列表，不要使用 HTML>',
    '```',
  ];
  const angle = ask.perKeyword > 1 ? `这是该关键词的第 ${ask.nth}/${ask.perKeyword} 篇，请换一个不同的角度和标题。` : '';
  return [
    { role: 'system', content: `你是一名专业的中文网站内容编辑，写作风格：${AI_STYLE_LABELS[ask.style]['zh-CN']}。\n${lines.join('\n')}` },
    { role: 'user', content: `请围绕关键词「${ask.keyword}」写一篇${TYPE_NAMES[ask.articleType] ?? '文章'}，约${ask.length}字。${angle}` },
  ];
}

const label = (name: string) => new RegExp(`^[\\s#>*_-]*${name}[\\s*_]*[:：][\\s*_]*(.*)$`, 'im');
const TITLE = label('标题');
const SEO_TITLE = label('SEO\\s*标题');
const SEO_KEYWORDS = label('SEO\\s*关键词');
const SEO_DESCRIPTION = label('SEO\\s*描述');
const BODY_LABEL = /^[\s#>*_-]*正文[\s*_]*[:：][\s*_]*/im;
const FENCE = /```[ \t]*(?:markdown|md)?[ \t]*\r?\n([\s\S]*?)(?:\r?\n[ \t]*```[ \t]*(?:\r?\n|$)|$)/i;
const HEADING = /^#{1,3}\s+(.+)$/m;

/** Plain text of a label's value: no surrounding markup or quotes, one line, clipped. */
function clean(value: string | undefined, max: number): string {
  const text = (value ?? '').replace(/[*_`#]/g, '').replace(/^[\s"'“《【]+|[\s"'”》】]+$/g, '').replace(/\s+/g, ' ').trim();
  return [...text].slice(0, max).join('');
}

/** The article in the model's answer, or null when no title or no body can be found. */
export function readArticle(answer: string): WrittenArticle | null {
  const text = String(answer ?? '').replace(/\r\n/g, '\n');
  const fenced = FENCE.exec(text);
  let markdown = '';
  let head = text;
  if (fenced) {
    markdown = fenced[1];
    head = text.slice(0, fenced.index);
  } else {
    const body = BODY_LABEL.exec(text);
    if (body) {
      markdown = text.slice(body.index + body[0].length);
      head = text.slice(0, body.index);
    } else {
      // No label at all: everything but the label lines is the body.
      markdown = text.split('\n').filter((l) => !TITLE.test(l) && !/^[\s#>*_-]*SEO/i.test(l)).join('\n');
    }
  }
  let title = clean(head.split('\n').map((l) => (/SEO/i.test(l) ? null : TITLE.exec(l)?.[1])).find((v) => v != null) ?? undefined, CONTENT_LIMITS.title);
  markdown = markdown.trim();
  if (!title) {
    const heading = HEADING.exec(markdown);
    if (heading) {
      title = clean(heading[1], CONTENT_LIMITS.title);
      markdown = markdown.replace(heading[0], '').trim();
    }
  }
  if (!title || !markdown) return null;
  return {
    title,
    markdown,
    seoTitle: clean(SEO_TITLE.exec(head)?.[1], CONTENT_LIMITS.seoTitle),
    seoKeywords: clean(SEO_KEYWORDS.exec(head)?.[1], CONTENT_LIMITS.seoKeywords).replace(/，/g, ','),
    seoDescription: clean(SEO_DESCRIPTION.exec(head)?.[1], CONTENT_LIMITS.seoDescription),
  };
}
