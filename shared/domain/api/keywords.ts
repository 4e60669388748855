// Recommended keywords (§2 /keywords, §6 keyword › recommend_keyword, §7 admin/keyword): a site's
// keywords for internal links and SEO, each with an optional link and a sort value, and what of
// the site each keyword is associated with: articles, and products (the link kinds). The rules of a keyword (word, link, sort)
// are written once here: the keywords page checks a draft with them and the server checks every
// save with them again.
import type { ArticleType } from '../content';
import { isValidUrl } from '../editor';
import type { ListData } from './envelope';

export const KEYWORD_LIMITS = {
  /** Characters (code points) of a keyword, after trimming. */
  word: 30,
  /** Characters of its link. */
  url: 500,
  sortMin: 0,
  sortMax: 999_999,
  /** Keywords removed, or articles (dis)associated, in one call. */
  batch: 100,
} as const;

/** The server's Chinese refusals (the page shows its own i18n strings for the same problems). */
export const KEYWORD_MSG = {
  wordRequired: '请输入关键词',
  wordTooLong: `关键词不能超过${KEYWORD_LIMITS.word}个字符`,
  wordInvalid: '关键词不能包含换行等控制字符',
  wordExists: '该关键词已存在（不区分大小写）',
  urlTooLong: `链接地址不能超过${KEYWORD_LIMITS.url}个字符`,
  urlInvalid: '链接地址须以 http:// 或 https:// 开头，或是以 / 开头的站内路径',
  sortInvalid: `排序值须为 ${KEYWORD_LIMITS.sortMin}–${KEYWORD_LIMITS.sortMax} 之间的整数`,
  articleRecycled: '回收站中的内容不能关联关键词，请先还原',
  kindUnknown: '不支持的关联类型',
  typeArticlesOnly: '内容类型筛选只适用于文章',
  idsRequired: '请选择要关联或取消关联的内容',
  idsInvalid: '请用 ids 提交所选内容（article_ids 只用于文章，且不能与 ids 同时提供）',
} as const;

/**
 * What a keyword links to. The server's registry of linkable kinds (server/core/links) is open —
 * a module declares its kind — and these are the ones the console knows; a request without a kind
 * means 'article' (the contract before products).
 */
export const KEYWORD_LINK_KINDS = ['article', 'product'] as const;
export type KeywordLinkKind = (typeof KEYWORD_LINK_KINDS)[number];
export const DEFAULT_LINK_KIND: KeywordLinkKind = 'article';

/** Each kind's words for its two states (the wire's status_text; the page's zh-CN strings). */
export const LINK_STATUS_TEXT: Record<KeywordLinkKind, Record<0 | 1, string>> = {
  article: { 1: '已发布', 0: '草稿' },
  product: { 1: '上架', 0: '下架' },
};

export type KeywordField = 'word' | 'url' | 'sort';
/** A broken rule: the KEYWORD_MSG key, which is also the page's i18n key (keywords.rules.*). */
export type KeywordProblem = 'wordRequired' | 'wordTooLong' | 'wordInvalid' | 'urlTooLong' | 'urlInvalid' | 'sortInvalid';

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The word as stored: surrounding white space trimmed (inner characters are kept as typed). */
export function cleanKeywordWord(raw: string): string {
  return raw.trim();
}

export function keywordWordProblem(raw: string): KeywordProblem | null {
  const word = cleanKeywordWord(raw);
  if (!word) return 'wordRequired';
  if (CONTROL.test(word)) return 'wordInvalid';
  if ([...word].length > KEYWORD_LIMITS.word) return 'wordTooLong';
  return null;
}

/** Empty (no link), an http(s) address, or a site-relative path ("/news/1.html"). */
export function keywordUrlProblem(raw: string): KeywordProblem | null {
  const url = raw.trim();
  if (!url) return null;
  if ([...url].length > KEYWORD_LIMITS.url) return 'urlTooLong';
  if (!isValidUrl(url, { allowRelative: true })) return 'urlInvalid';
  return null;
}

export function keywordSortProblem(sort: number): KeywordProblem | null {
  return Number.isInteger(sort) && sort >= KEYWORD_LIMITS.sortMin && sort <= KEYWORD_LIMITS.sortMax ? null : 'sortInvalid';
}

export interface KeywordInput {
  word: string;
  url: string;
  sort: number;
}

export type KeywordCheck =
  | { ok: true; value: KeywordInput }
  | { ok: false; field: KeywordField; problem: KeywordProblem; message: string };

/** The first broken rule (word, then link, then sort), or the keyword as it is stored. */
export function checkKeyword(input: KeywordInput): KeywordCheck {
  const checks: [KeywordField, KeywordProblem | null][] = [
    ['word', keywordWordProblem(input.word)],
    ['url', keywordUrlProblem(input.url)],
    ['sort', keywordSortProblem(input.sort)],
  ];
  for (const [field, problem] of checks) {
    if (problem) return { ok: false, field, problem, message: KEYWORD_MSG[problem] };
  }
  return { ok: true, value: { word: cleanKeywordWord(input.word), url: input.url.trim(), sort: input.sort } };
}

/**
 * What makes two keywords the same: compatibility-normalised (full-width "ＳＥＯ" is "SEO") and
 * lower-cased. Stored beside the word; a site's keys are unique, and the list search matches it.
 */
export function keywordKey(word: string): string {
  return cleanKeywordWord(word).normalize('NFKC').toLowerCase();
}

// --- the contract ---------------------------------------------------------------------------------

/** A row of keyword/list. */
export interface Keyword {
  id: number;
  word: string;
  /** '' when the keyword has no link. */
  url: string;
  sort: number;
  /**
   * Associated items of every kind the caller may see, added up (articles of the types it holds
   * the key of, products with product_list), recycle bin included; the associate page's tabs
   * show each kind's own total.
   */
  content_count: number;
  created_at: number;
  updated_at: number;
}

/** keyword/list (POST body): sort ascending, then newest first. */
export interface KeywordListQuery {
  page?: number;
  rows?: number;
  /** Part of the word (case-insensitive). */
  keyword?: string;
}

/** keyword/save: adds (no id) or updates; url and sort keep their stored value when left out. */
export interface KeywordSaveRequest {
  id?: number;
  word: string;
  url?: string;
  sort?: number;
}

/** keyword/remove: the keywords go with their associations. */
export interface KeywordRemoveRequest {
  ids: number[];
}

/** Something of any kind associated with a keyword (keyword/content). */
export interface KeywordLinked {
  id: number;
  /** An article's title, a product's name. */
  title: string;
  /** 1 published / on sale (上架), 0 draft / off sale (下架). */
  status: 0 | 1;
  /** The status in the kind's own words (已发布/草稿, 上架/下架), for a client that does not know the kind. */
  status_text: string;
  in_recycle_bin: boolean;
  associated_at: number;
  updated_at: number;
}

/** An article associated with a keyword: article_id (= id) and its type besides. */
export interface KeywordArticle extends KeywordLinked {
  article_id: number;
  type: ArticleType;
}

/** keyword/content (GET): newest association first. */
export interface KeywordContentQuery {
  id: number;
  /** 'article' when left out. */
  kind?: string;
  /** Part of the title (name). */
  keyword?: string;
  page?: number;
  rows?: number;
}

/** keyword/content answers the page and the keyword itself (the page opened by address names it). */
export interface KeywordContentData<T extends KeywordLinked = KeywordArticle> extends ListData<T> {
  keyword: Pick<Keyword, 'id' | 'word' | 'url'>;
}

/** Something live of the site not yet associated with the keyword (keyword/candidates). */
export interface KeywordLinkCandidate {
  id: number;
  title: string;
  status: 0 | 1;
  status_text: string;
  updated_at: number;
}

/** A live article not yet associated, with its type. */
export interface KeywordCandidate extends KeywordLinkCandidate {
  type: ArticleType;
}

/**
 * keyword/candidates (GET): the site's live items of the kind not yet associated — articles latest
 * update first, products in the product list's order (sort value, then newest).
 */
export interface KeywordCandidatesQuery {
  id: number;
  /** 'article' when left out. */
  kind?: string;
  /** Part of the title (articles) or of the name, model or brand (products). */
  keyword?: string;
  /** Articles only. */
  type?: ArticleType;
  page?: number;
  rows?: number;
}

/**
 * keyword/associate and keyword/dissociate: `ids` of the kind (default 'article'); `article_ids`
 * is the name of the ids before products (articles only). One of the two.
 */
export interface KeywordLinkRequest {
  id: number;
  kind?: string;
  ids?: number[];
  article_ids?: number[];
}
