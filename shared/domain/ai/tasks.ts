// AI writing tasks' shapes (issue 16 §5), admin_ai/*. Owned by the tasks area.
import type { AiArticleLength, AiStyle } from './limits';

export type AiTaskStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
export type AiTaskItemStatus = 'pending' | 'running' | 'done' | 'skipped' | 'failed';

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
