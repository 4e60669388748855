// The AI assistant's limits (issue 16). The console checks them as the operator types; the server
// checks them again from here.
export const AI_LIMITS = {
  /** A dialogue question, in characters. */
  questionChars: 4_000,
  /** A dialogue's title (renamed), in characters. */
  dialogueTitleChars: 50,
  /** Writing tasks: keywords per task, one a line. */
  keywordsMin: 1,
  keywordsMax: 50,
  /** Characters in one keyword. */
  keywordChars: 50,
  /** Articles per keyword. */
  perKeywordMin: 1,
  perKeywordMax: 10,
  /** Articles in one task. */
  articlesMax: 100,
  /** A task's name. */
  taskNameChars: 50,
  /** Gathering: pictures taken from one article, and the size of each. */
  gatherImagesMax: 50,
  gatherImageBytes: 5 * 1024 * 1024,
  /** Dialogue history sent as context, in tokens (AI_CONTEXT_TOKENS overrides on the server). */
  contextTokensDefault: 8_000,
  /** A streamed answer sends a heartbeat comment this often. */
  heartbeatMs: 15_000,
} as const;

/** Lengths a writing task can ask for (约500/1000/2000字). */
export const AI_ARTICLE_LENGTHS = [500, 1000, 2000] as const;
export type AiArticleLength = (typeof AI_ARTICLE_LENGTHS)[number];

/** Writing styles: the value sent and what the operator reads. */
export const AI_STYLES = ['professional', 'plain', 'marketing'] as const;
export type AiStyle = (typeof AI_STYLES)[number];
export const AI_STYLE_LABELS: Readonly<Record<AiStyle, { 'zh-CN': string; 'en-US': string }>> = Object.freeze({
  professional: { 'zh-CN': '专业', 'en-US': 'Professional' },
  plain: { 'zh-CN': '通俗', 'en-US': 'Plain' },
  marketing: { 'zh-CN': '营销', 'en-US': 'Marketing' },
});
