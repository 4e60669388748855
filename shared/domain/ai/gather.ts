// WeChat article gathering's rules and shapes (issue 16 §4). Owned by the gathering area. The
// console checks the address as it is typed with isWeixinArticleUrl; the server checks it again and
// keys its records by gatherKeyOf, so one article is gathered once per site whatever tracking
// parameters or fragment its link carries.
import { AI_MSG } from './messages';

/** The article types a gathered article may become: 新闻, 帮助, 案例 (text articles). */
export const GATHER_ARTICLE_TYPES = [1, 2, 3] as const;
export type GatherArticleType = (typeof GATHER_ARTICLE_TYPES)[number];

/** The image library folder gathered pictures are filed in. */
export const GATHER_FOLDER = '公众号采集';

/** Messages of gathering beyond AI_MSG's (the issue names no words for them). */
export const GATHER_MSG = {
  pageTooLarge: '文章页面过大，无法采集',
  fetchFailed: '读取文章失败，请稍后再试',
  parseFailed: '无法解析该文章页面',
  sourceLine: '原文链接：',
} as const;

/** The host WeChat serves public-account articles from. */
export const WEIXIN_HOST = 'mp.weixin.qq.com';

/** Query parameters that name an article in the long form (/s?__biz=…&mid=…&idx=…&sn=…); every other one (chksm, scene, …) is tracking. */
const ARTICLE_PARAMS = ['__biz', 'mid', 'idx', 'sn'] as const;

/** The link if it is a WeChat article's (http(s)://mp.weixin.qq.com/s/<id> or /s?__biz=…), else null. */
function articleUrlOf(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(String(text).trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.hostname.toLowerCase() !== WEIXIN_HOST) return null;
  if (/^\/s\/[A-Za-z0-9_-]{1,200}\/?$/.test(url.pathname)) return url;
  if (url.pathname === '/s' && url.searchParams.get('__biz')) return url;
  return null;
}

/** Whether the text is a WeChat public-account article link. */
export function isWeixinArticleUrl(text: string): boolean {
  return articleUrlOf(text) !== null;
}

/** The refusal of a link that is not one (请输入微信公众号文章链接), or null. */
export function weixinUrlProblem(text: string): string | null {
  return isWeixinArticleUrl(text) ? null : AI_MSG.notWeixinUrl;
}

/**
 * The article's normalised address: https, no fragment, and for the long form only the parameters
 * that name the article (__biz, mid, idx, sn, in that order); the short form /s/<id> keeps no query.
 * What is stored and what "already gathered" compares. null when not an article link.
 */
export function gatherKeyOf(text: string): string | null {
  const url = articleUrlOf(text);
  if (!url) return null;
  const port = url.port ? `:${url.port}` : '';
  if (url.pathname !== '/s') return `https://${WEIXIN_HOST}${port}${url.pathname.replace(/\/$/, '')}`;
  const query = ARTICLE_PARAMS.flatMap((name) => {
    const value = url.searchParams.get(name);
    return value === null ? [] : [`${name}=${encodeURIComponent(value)}`];
  }).join('&');
  return `https://${WEIXIN_HOST}${port}/s?${query}`;
}

/** POST admin/AiArticle/gatherMpWeixinArticle. */
export interface AiGatherRequest {
  url: string;
  /** Article type code and category of the draft. */
  articleType: number;
  categoryId: number;
  /** AI 摘要与SEO: summary and SEO fields written by the model. */
  aiSummary: boolean;
  /** AI 改写: the body rewritten by the model. */
  aiRewrite: boolean;
}

/** One gather as the console shows it (the answer of a gather, lastInfo, getDetail and the list's rows). */
export interface AiGatherRecord {
  id: number;
  /** The normalised article address (the draft's source). */
  url: string;
  title: string;
  /** The public account's name (the draft's author). */
  accountName: string;
  /** When the article was published on WeChat (ms), or null when the page did not say. */
  publishedAt: number | null;
  /** The draft made; 0 when it has since been deleted for good. */
  articleId: number;
  /** The draft's title now ('' when it is gone). */
  articleTitle: string;
  articleType: number;
  imagesSaved: number;
  imagesFailed: number;
  /** AI options used. */
  aiSummary: boolean;
  aiRewrite: boolean;
  createdAt: number;
}

/** GET admin_cms/AiArticle/lastInfo: the site's latest gather, or null. */
export type AiGatherLastAnswer = AiGatherRecord | null;

/** GET admin_cms/AiArticle/list?page=&rows=. */
export interface AiGatherListAnswer {
  total: number;
  rows: AiGatherRecord[];
}

/** The data of a 400 该文章已采集过: the earlier gather and its draft. */
export interface AiGatherDuplicate {
  gatherId: number;
  articleId: number;
  articleType: number;
  title: string;
}
