// The keyword library and its detection (issue 12 §4, admin/Words): a site's keywords (核心词, 长尾词,
// 品牌词, 地区词) and forbidden words (违禁词, seeded from the 广告法 guidance), each switchable per
// site; and the hits a detection run found in the site's articles and products. The page checks a
// draft with these rules and the server checks every save with them again.
import { keywordKey } from '../api/keywords';
import type { ListData } from '../api/envelope';

export const WORD_KINDS = ['core', 'longtail', 'brand', 'region', 'forbidden'] as const;
export type WordKind = (typeof WORD_KINDS)[number];

export const WORD_KIND_LABELS: Record<WordKind, string> = {
  core: '核心词',
  longtail: '长尾词',
  brand: '品牌词',
  region: '地区词',
  forbidden: '违禁词',
};

export const WORD_LIMITS = {
  /** Characters (code points) of a word, after trimming. */
  wordMin: 1,
  wordMax: 50,
  /** Words removed in one call. */
  batch: 500,
  /** Lines or rows of an import file. */
  importLines: 10_000,
  /** Bytes of an import file. */
  importBytes: 2 * 1024 * 1024,
  /** Characters a replacement may hold. */
  replacement: 50,
  /** Characters either side of a hit in its snippet. */
  snippet: 15,
} as const;

/** The server's Chinese messages (the page shows its own i18n strings for the same problems). */
export const WORD_MSG = {
  wordRequired: '请输入词语',
  wordTooLong: `词语不能超过${WORD_LIMITS.wordMax}个字符`,
  wordInvalid: '词语不能包含换行、尖括号等字符',
  wordExists: '该词语已在词库中（不区分大小写和全半角）',
  notFound: '词语不存在或不属于当前站点',
  importType: '请上传 .txt（每行一个词）或 .xlsx（第一列为词）文件',
  importTooLarge: `导入文件不能超过 ${WORD_LIMITS.importBytes / 1024 / 1024} MB`,
  importTooMany: `导入文件不能超过 ${WORD_LIMITS.importLines} 行`,
  hitNotFound: '检测结果不存在，请重新检测',
  hitStale: '内容已变化，该处已不是检测到的词，请重新检测',
  replacementInvalid: '替换词不能包含尖括号等字符',
  replacementTooLong: `替换词不能超过${WORD_LIMITS.replacement}个字符`,
  titleEmpty: '替换后标题不能为空',
  replaceTarget: '请指定一处检测结果（hit_id）或一个词语（word_id），二者选一',
  detectTitle: '关键词检测',
  detectStage: '正在检测文章和产品',
} as const;

export type WordProblem = 'wordRequired' | 'wordTooLong' | 'wordInvalid';

/** Control characters, and angle brackets: a word is text, never markup. */
const WORD_BAD = /[\u0000-\u001f\u007f-\u009f\u2028\u2029<>]/;

export function cleanWord(raw: string): string {
  return raw.trim();
}

export function wordProblem(raw: string): WordProblem | null {
  const word = cleanWord(raw);
  if (!word) return 'wordRequired';
  if (WORD_BAD.test(word)) return 'wordInvalid';
  if ([...word].length > WORD_LIMITS.wordMax) return 'wordTooLong';
  return null;
}

/** What makes two words the same (the library's unique key): the recommended keywords' folding. */
export function wordKey(word: string): string {
  return keywordKey(cleanWord(word));
}

/** A replacement (or '' to remove the word): text only, ≤ 50 characters. */
export function replacementProblem(raw: string): 'replacementInvalid' | 'replacementTooLong' | null {
  if (WORD_BAD.test(raw)) return 'replacementInvalid';
  if ([...raw].length > WORD_LIMITS.replacement) return 'replacementTooLong';
  return null;
}

/** The words of an import file's text: one a line, trimmed, blank lines skipped (a BOM dropped). */
export function importLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).map((l) => l.trim()).filter((l) => l !== '');
}

// --- detection ------------------------------------------------------------------------------------

export const RECORD_KINDS = ['article', 'product'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const RECORD_KIND_LABELS: Record<RecordKind, string> = { article: '文章', product: '产品' };

/** The fields a detection reads; body is the rich text's text (never its tags, attributes or URLs). */
export const HIT_FIELDS = ['title', 'summary', 'body', 'seo_title', 'seo_keywords', 'seo_description'] as const;
export type HitField = (typeof HIT_FIELDS)[number];
export const HIT_FIELD_LABELS: Record<HitField, string> = {
  title: '标题',
  summary: '摘要',
  body: '正文',
  seo_title: 'SEO标题',
  seo_keywords: 'SEO关键词',
  seo_description: 'SEO描述',
};

export interface Snippet {
  before: string;
  word: string;
  after: string;
}

/** ±15 characters around text[start, end): the word apart so the page can highlight it. */
export function snippetOf(text: string, start: number, end: number, span: number = WORD_LIMITS.snippet): Snippet {
  const oneLine = (s: string) => s.replace(/\s+/g, ' ');
  return {
    before: oneLine(text.slice(Math.max(0, start - span), start)),
    word: text.slice(start, end),
    after: oneLine(text.slice(end, end + span)),
  };
}

/** An editor's address for a record: the article editor by type, the product form by id. */
export function editorPathOf(kind: RecordKind, id: number, articleType = 1): string {
  return kind === 'product' ? `/zhProduct/add?id=${id}` : `/zhContent/add?type=${articleType}&id=${id}`;
}

// --- the contract ---------------------------------------------------------------------------------

export interface WordRow {
  id: number;
  word: string;
  kind: WordKind;
  enabled: boolean;
  /** Live articles and products holding the word, as the last detection counted (null: never run). */
  usage_count: number | null;
  created_at: number;
  updated_at: number;
}

export interface WordListQuery {
  page: number;
  rows: number;
  kind?: WordKind;
  /** '' or absent: all; else words whose folded form contains it. */
  keyword?: string;
  /** 'keyword': the four kinds of keyword (not 违禁词). */
  group?: 'keyword' | 'forbidden';
}

export type WordList = ListData<WordRow>;

export type WordStats = Record<WordKind, number> & { total: number; enabled: number };

export interface WordSaveRequest {
  id?: number;
  word: string;
  kind: WordKind;
  enabled: boolean;
}

export interface WordImportResult {
  added: number;
  duplicate: number;
  invalid: number;
}

export interface DetectionState {
  /** When the last finished run finished (null: never). */
  finishedAt: number | null;
  hitCount: number;
  recordCount: number;
  /** The run under way, if any. */
  taskId: number | null;
}

export interface WordHit {
  id: number;
  record_kind: RecordKind;
  record_id: number;
  record_title: string;
  /** The editor's address (editorPathOf). */
  edit_path: string;
  field: HitField;
  word_id: number;
  word: string;
  word_kind: WordKind;
  /** UTF-16 offset of the hit in the field's text (for body: its text without markup). */
  offset: number;
  snippet: Snippet;
  /** The record's version when the hit was found (a replacement is refused once it moved on). */
  version: number;
}

export interface HitListQuery {
  page: number;
  rows: number;
  word?: string;
  word_kind?: WordKind;
  field?: HitField;
  record_kind?: RecordKind;
}

export type HitList = ListData<WordHit>;

/** One hit (hit_id) or every hit of a word (word_id); replacement '' removes the word. */
export interface HitReplaceRequest {
  hit_id?: number;
  word_id?: number;
  replacement: string;
}

export interface HitReplaceResult {
  /** Occurrences replaced. */
  replaced: number;
  /** Records written (each as a new revision, version + 1). */
  records: number;
  /** Records skipped because they were saved since the detection (all-of-a-word only). */
  conflicts: number;
}
