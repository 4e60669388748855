// Reading and writing the writing-task rows: views, the form's items, the counters. Every query is
// scoped by the site.
import type { Kysely } from 'kysely';
import type { AiTaskDetail, AiTaskForm, AiTaskItem, AiTaskItemStatus, AiTaskRow, AiTaskStatus } from '../../../../shared/domain/ai/tasks';
import { taskKeywords } from '../../../../shared/domain/ai/tasks';
import type { Database } from '../../../core/db/database';
import type { AiTasksTable, AiTaskItemsTable } from './tables';

type Db = Kysely<Database>;
type TaskRowDb = { [K in keyof AiTasksTable]: K extends 'id' ? number : AiTasksTable[K] };
type ItemRowDb = { [K in keyof AiTaskItemsTable]: K extends 'id' ? number : AiTaskItemsTable[K] };

export const WRITE_KIND = 'ai.writeTask';

export function formOf(row: Pick<TaskRowDb, 'form'>): AiTaskForm {
  return JSON.parse(row.form) as AiTaskForm;
}

export function taskRowView(row: TaskRowDb): AiTaskRow {
  return {
    id: row.id, name: row.name, keywordCount: taskKeywords(formOf(row).keywords).length, status: row.status as AiTaskStatus,
    total: Number(row.total), done: Number(row.done), failed: Number(row.failed), stage: row.stage, error: row.error,
    coreTaskId: Number(row.core_task_id), createdAt: Number(row.created_at), updatedAt: Number(row.updated_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  };
}

export function itemView(row: ItemRowDb): AiTaskItem {
  return {
    id: row.id, keyword: row.keyword, seq: Number(row.seq), status: row.status as AiTaskItemStatus, articleId: Number(row.article_id),
    title: row.title, tokens: Number(row.tokens), error: row.error, attempts: Number(row.attempts),
  };
}

export async function taskOf(db: Db, siteId: number, id: number): Promise<TaskRowDb | undefined> {
  return db.selectFrom('ai_tasks').selectAll().where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
}

export async function detailOf(db: Db, row: TaskRowDb): Promise<AiTaskDetail> {
  const items = await db.selectFrom('ai_task_items').selectAll().where('ai_task_id', '=', row.id).where('site_id', '=', row.site_id).orderBy('seq').execute();
  return { ...taskRowView(row), form: formOf(row), items: items.map(itemView) };
}

/** The items of a form: each keyword perKeyword times, in order. */
export function itemsOf(form: AiTaskForm): string[] {
  return taskKeywords(form.keywords).flatMap((k) => Array.from({ length: form.perKeyword }, () => k));
}

export async function writeItems(trx: Db, siteId: number, taskId: number, keywords: readonly string[]): Promise<void> {
  const rows = keywords.map((keyword, i) => ({ ai_task_id: taskId, site_id: siteId, keyword, seq: i + 1, status: 'pending', article_id: 0, title: '', tokens: 0, error: '', attempts: 0 }));
  for (let i = 0; i < rows.length; i += 50) await trx.insertInto('ai_task_items').values(rows.slice(i, i + 50)).execute();
}

/** Counts the items: finished (done, skipped, failed) and failed. */
export async function countsOf(db: Db, taskId: number): Promise<{ processed: number; failed: number; written: number; skipped: number }> {
  const rows = await db.selectFrom('ai_task_items').select(['status']).select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ai_task_id', '=', taskId).groupBy('status').execute();
  const n = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { processed: n('done') + n('skipped') + n('failed'), failed: n('failed'), written: n('done'), skipped: n('skipped') };
}

/** Writes the counters from the items (and the stage when given). */
export async function syncCounts(db: Db, taskId: number, now: number, stage?: string): Promise<{ processed: number; failed: number; written: number; skipped: number }> {
  const c = await countsOf(db, taskId);
  await db.updateTable('ai_tasks').set({ done: c.processed, failed: c.failed, updated_at: now, ...(stage === undefined ? {} : { stage }) }).where('id', '=', taskId).execute();
  return c;
}

/** Ends a running task (only while it still runs): done, failed or cancelled, with its stage and error. */
export async function endTask(db: Db, taskId: number, status: Exclude<AiTaskStatus, 'queued' | 'running'>, stage: string, error: string, now: number): Promise<boolean> {
  await db.updateTable('ai_task_items').set({ status: 'pending' }).where('ai_task_id', '=', taskId).where('status', '=', 'running').execute();
  const c = await countsOf(db, taskId);
  const r = await db.updateTable('ai_tasks')
    .set({ status, stage, error, done: c.processed, failed: c.failed, cancel_requested: 0, updated_at: now, finished_at: now })
    .where('id', '=', taskId).where('status', '=', 'running').executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
