// Recommended keywords (§2 /keywords, §6 keyword › recommend_keyword, §7 admin/keyword): a site's
// keywords for internal links and SEO, each with an optional link and a sort value, and the
// articles of the site each keyword is associated with. The rules of a keyword (word, link, sort)
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
} as const;

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
  /** Associated articles, recycle bin included. */
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

/** An article associated with a keyword (keyword/content). */
export interface KeywordArticle {
  article_id: number;
  type: ArticleType;
  title: string;
  /** 1 published, 0 draft. */
  status: 0 | 1;
  in_recycle_bin: boolean;
  associated_at: number;
}

/** keyword/content (GET): newest association first. */
export interface KeywordContentQuery {
  id: number;
  page?: number;
  rows?: number;
}

/** keyword/content answers the page and the keyword itself (the page opened by address names it). */
export interface KeywordContentData extends ListData<KeywordArticle> {
  keyword: Pick<Keyword, 'id' | 'word' | 'url'>;
}

/** A live article of the site not yet associated with the keyword (keyword/candidates). */
export interface KeywordCandidate {
  id: number;
  type: ArticleType;
  title: string;
  status: 0 | 1;
  updated_at: number;
}

/** keyword/candidates (GET): the site's live articles not yet associated, latest update first. */
export interface KeywordCandidatesQuery {
  id: number;
  /** Part of the title (the article title search). */
  keyword?: string;
  type?: ArticleType;
  page?: number;
  rows?: number;
}

/** keyword/associate and keyword/dissociate. */
export interface KeywordLinkRequest {
  id: number;
  article_ids: number[];
}
