// Writing tasks (issue 16 §5): a task per saved form and one item per article to write. At most one
// task of a site is running: a partial unique index (ai_tasks_one_running) decides, not a check.
import type { Generated } from 'kysely';

export interface AiTasksTable {
  id: Generated<number>;
  site_id: number;
  account_id: number;
  name: string;
  /** The saved AiTaskForm, JSON. */
  form: string;
  /** queued | running | done | failed | cancelled. */
  status: string;
  total: number;
  /** Items finished: written, skipped or failed. */
  done: number;
  failed: number;
  stage: string;
  error: string;
  /** 1 = stop after the current article. */
  cancel_requested: number;
  /** The core task (tasks.id) running it; 0 before it starts. No foreign key: core prunes old tasks. */
  core_task_id: number;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export interface AiTaskItemsTable {
  id: Generated<number>;
  ai_task_id: number;
  site_id: number;
  keyword: string;
  /** Order of writing, 1-based. */
  seq: number;
  /** pending | running | done | skipped | failed. */
  status: string;
  /** The draft written (articles.id), 0 when none. */
  article_id: number;
  title: string;
  tokens: number;
  error: string;
  attempts: number;
}

declare module '../../../core/db/database' {
  interface Database {
    ai_tasks: AiTasksTable;
    ai_task_items: AiTaskItemsTable;
  }
}

export const AI_TASK_TABLES = ['ai_tasks', 'ai_task_items'] as const;
