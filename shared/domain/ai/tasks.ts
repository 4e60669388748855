// AI writing tasks' shapes and form rule (issue 16 §5), admin_ai/*. Owned by the tasks area. The
// console checks the form with checkTaskForm as the operator types; the server checks it again.
import { ARTICLE_TYPES } from '../content';
import { AI_ARTICLE_LENGTHS, AI_LIMITS as L, AI_STYLES, type AiArticleLength, type AiStyle } from './limits';

export type AiTaskStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
export type AiTaskItemStatus = 'pending' | 'running' | 'done' | 'skipped' | 'failed';

export const AI_TASK_STATUS_LABELS: Readonly<Record<AiTaskStatus, string>> = {
  queued: '排队中', running: '进行中', done: '已完成', failed: '失败', cancelled: '已取消',
};
export const AI_TASK_ITEM_STATUS_LABELS: Readonly<Record<AiTaskItemStatus, string>> = {
  pending: '待生成', running: '生成中', done: '已生成', skipped: '已跳过', failed: '失败',
};

/** POST admin_ai/saveTask (id: edit a task still 排队中). */
export interface AiTaskForm {
  id?: number;
  name: string;
  /** One keyword a line, 1–50. */
  keywords: string;
  perKeyword: number;
  /** Article type code (1 news, 2 help, 3 case …) and its category. */
  articleType: number;
  categoryId: number;
  length: AiArticleLength;
  style: AiStyle;
  /** Also write SEO title, keywords and description. */
  seo: boolean;
}

export const AI_TASK_MSG = {
  nameRequired: '请输入任务名称',
  nameTooLong: `任务名称不能超过${L.taskNameChars}个字符`,
  keywordsRequired: `请输入关键词（每行一个，最多${L.keywordsMax}个）`,
  keywordsTooMany: `关键词最多${L.keywordsMax}个（每行一个）`,
  keywordTooLong: `每个关键词不能超过${L.keywordChars}个字符`,
  perKeyword: `每个关键词生成${L.perKeywordMin}–${L.perKeywordMax}篇`,
  articlesTooMany: `文章总数不能超过${L.articlesMax}篇`,
  articleType: '请选择文章类型',
  category: '请选择文章分类',
  length: '请选择文章长度',
  style: '请选择写作风格',
  notFound: '写作任务不存在',
  notEditable: '只能修改排队中的任务',
  notCancellable: '任务已结束，无法取消',
  nothingToRetry: '没有可重试的失败项',
  notRetryable: '任务进行中或排队中，无法重试',
  unreadable: '模型返回的内容无法识别出标题和正文',
  titleExists: '该分类下已有同名文章，已跳过',
  allFailed: (n: number) => `${n}篇文章生成失败`,
  stage: (n: number, total: number, keyword: string) => `正在生成第 ${n}/${total} 篇：${keyword}`,
  finished: '已完成',
  queuedStage: '排队中',
} as const;

/** The keywords of the form's text: one a line, trimmed, blank lines dropped, repeats removed. */
export function taskKeywords(text: string): string[] {
  const seen = new Set<string>();
  for (const line of String(text ?? '').split(/\r?\n/)) {
    const k = line.trim();
    if (k) seen.add(k);
  }
  return [...seen];
}

export interface TaskFormProblem {
  field: keyof AiTaskForm;
  message: string;
}

/** The first thing wrong with the form (the field and the Chinese message), or null. */
export function checkTaskForm(form: Partial<AiTaskForm>): TaskFormProblem | null {
  const name = String(form.name ?? '').trim();
  if (!name) return { field: 'name', message: AI_TASK_MSG.nameRequired };
  if ([...name].length > L.taskNameChars) return { field: 'name', message: AI_TASK_MSG.nameTooLong };
  const keywords = taskKeywords(form.keywords ?? '');
  if (keywords.length < L.keywordsMin) return { field: 'keywords', message: AI_TASK_MSG.keywordsRequired };
  if (keywords.length > L.keywordsMax) return { field: 'keywords', message: AI_TASK_MSG.keywordsTooMany };
  if (keywords.some((k) => [...k].length > L.keywordChars)) return { field: 'keywords', message: AI_TASK_MSG.keywordTooLong };
  const per = form.perKeyword;
  if (typeof per !== 'number' || !Number.isInteger(per) || per < L.perKeywordMin || per > L.perKeywordMax) {
    return { field: 'perKeyword', message: AI_TASK_MSG.perKeyword };
  }
  if (keywords.length * per > L.articlesMax) return { field: 'perKeyword', message: AI_TASK_MSG.articlesTooMany };
  if (!(ARTICLE_TYPES as readonly unknown[]).includes(form.articleType)) return { field: 'articleType', message: AI_TASK_MSG.articleType };
  if (typeof form.categoryId !== 'number' || !Number.isInteger(form.categoryId) || form.categoryId < 0) return { field: 'categoryId', message: AI_TASK_MSG.category };
  if (!(AI_ARTICLE_LENGTHS as readonly unknown[]).includes(form.length)) return { field: 'length', message: AI_TASK_MSG.length };
  if (!(AI_STYLES as readonly unknown[]).includes(form.style)) return { field: 'style', message: AI_TASK_MSG.style };
  return null;
}

/** One row of GET admin_ai/taskList. */
export interface AiTaskRow {
  id: number;
  name: string;
  keywordCount: number;
  status: AiTaskStatus;
  total: number;
  /** Items finished (written, skipped or failed). */
  done: number;
  failed: number;
  stage: string;
  error: string;
  /** The core task running it (the header's indicator), 0 when none. */
  coreTaskId: number;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
}

export interface AiTaskListQuery {
  page?: number;
  rows?: number;
  status?: AiTaskStatus;
}

export interface AiTaskItem {
  id: number;
  keyword: string;
  seq: number;
  status: AiTaskItemStatus;
  articleId: number;
  title: string;
  tokens: number;
  error: string;
  attempts: number;
}

/** GET admin_ai/taskDetail?id=. */
export interface AiTaskDetail extends AiTaskRow {
  form: AiTaskForm;
  items: AiTaskItem[];
}
