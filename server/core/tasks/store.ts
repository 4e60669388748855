// Every statement on the tasks table. A run's writes are fenced by its attempt number: a write of a
// run that is no longer the task's current one (the task was recovered, requeued or finished by
// someone else meanwhile) changes nothing.
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { TaskState } from '../../../shared/domain/api/tasks';
import type { Database, TasksTable } from '../db/database';

export type TaskRow = Selectable<TasksTable>;
export type Db = Kysely<Database>;

/**
 * Runs a write: on SQLite through the write batcher (several tasks' writes share one durable
 * commit), on PostgreSQL in a transaction of its own. Jobs touch only the database.
 */
export type Writer = <T>(job: (db: Db) => Promise<T>) => Promise<T>;

export const UNFINISHED: readonly TaskState[] = ['queued', 'running'];

export interface NewTask {
  siteId: number;
  accountId: number;
  kind: string;
  title: string;
  input: string;
  now: number;
}

export async function insertTask(db: Db, t: NewTask): Promise<number> {
  const row = await db.insertInto('tasks').values({
    site_id: t.siteId, account_id: t.accountId, kind: t.kind, title: t.title, input: t.input, state: 'queued',
    done: 0, total: 0, stage: '', error: null, result: null, result_name: null, result_path: null,
    cancel_requested: 0, attempts: 0, created_at: t.now, started_at: null, finished_at: null, updated_at: t.now,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Takes queued tasks for a run: running, one more attempt. Answers the rows it took. */
export function claim(db: Db, ids: readonly number[], now: number): Promise<TaskRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.updateTable('tasks')
    .set({ state: 'running', attempts: sql`attempts + 1`, started_at: sql`coalesce(started_at, ${now})`, updated_at: now })
    .where('id', 'in', [...ids]).where('state', '=', 'queued')
    .returningAll()
    .execute();
}

/** Queued tasks in order, leaving out kinds that may not start another run now. */
export function queuedTasks(db: Db, limit: number, blockedKinds: readonly string[]): Promise<Pick<TaskRow, 'id' | 'kind'>[]> {
  let q = db.selectFrom('tasks').select(['id', 'kind']).where('state', '=', 'queued');
  if (blockedKinds.length) q = q.where('kind', 'not in', [...blockedKinds]);
  return q.orderBy('id').limit(limit).execute();
}

export interface Progress {
  done: number;
  total: number;
  stage: string;
}

/**
 * A running task's progress (and, on PostgreSQL, its heartbeat). Answers whether a cancel was
 * requested, or null when the run is no longer the task's current one.
 */
export async function pulse(db: Db, id: number, attempt: number, p: Progress, now: number): Promise<{ cancelRequested: boolean } | null> {
  const row = await db.updateTable('tasks').set({ done: p.done, total: p.total, stage: p.stage, updated_at: now })
    .where('id', '=', id).where('state', '=', 'running').where('attempts', '=', attempt)
    .returning('cancel_requested')
    .executeTakeFirst();
  return row ? { cancelRequested: row.cancel_requested === 1 } : null;
}

export interface Ending extends Progress {
  state: 'succeeded' | 'failed' | 'cancelled';
  error?: string | null;
  result?: string | null;
  resultName?: string | null;
  resultPath?: string | null;
}

/** A run's final state; false when the run was no longer the task's current one (nothing written). */
export async function finish(db: Db, id: number, attempt: number, e: Ending, now: number): Promise<boolean> {
  const res = await db.updateTable('tasks').set({
    state: e.state, done: e.done, total: e.total, stage: e.stage, error: e.error ?? null, result: e.result ?? null,
    result_name: e.resultName ?? null, result_path: e.resultPath ?? null, finished_at: now, updated_at: now,
  }).where('id', '=', id).where('state', '=', 'running').where('attempts', '=', attempt).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** What became of a run that stopped with its process; null when it was no longer the current run. */
export type Orphaned = 'cancelled' | 'queued' | 'failed' | null;

/**
 * A run that stopped without finishing (its process shut down or died): cancelled when the user had
 * asked for it, else queued again when its kind is resumable (the progress stays, for the next run
 * to resume from), else failed with `error`. `seenUpdatedAt` (the reaper) also requires the row not
 * to have moved since it was judged orphaned.
 */
export async function orphan(db: Db, id: number, attempt: number, resumable: boolean, error: string, cancelledStage: string, now: number, seenUpdatedAt?: number): Promise<Orphaned> {
  const sameRun = (eb: ExpressionBuilder<Database, 'tasks'>) => eb.and([
    eb('id', '=', id), eb('state', '=', 'running'), eb('attempts', '=', attempt),
    ...(seenUpdatedAt !== undefined ? [eb('updated_at', '=', seenUpdatedAt)] : []),
  ]);
  const cancelled = await db.updateTable('tasks').set({ state: 'cancelled', stage: cancelledStage, finished_at: now, updated_at: now })
    .where(sameRun).where('cancel_requested', '=', 1).executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) === 1) return 'cancelled';
  const res = await db.updateTable('tasks')
    .set(resumable ? { state: 'queued', updated_at: now } : { state: 'failed', error, finished_at: now, updated_at: now })
    .where(sameRun).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  return resumable ? 'queued' : 'failed';
}

/** Running tasks (SQLite boot recovery, PostgreSQL reaper). */
export function runningTasks(db: Db): Promise<Pick<TaskRow, 'id' | 'kind' | 'attempts' | 'updated_at'>[]> {
  return db.selectFrom('tasks').select(['id', 'kind', 'attempts', 'updated_at']).where('state', '=', 'running').orderBy('id').execute();
}

export async function hasUnfinished(db: Db): Promise<boolean> {
  return (await db.selectFrom('tasks').select('id').where('state', 'in', [...UNFINISHED]).limit(1).executeTakeFirst()) !== undefined;
}

/** A queued task cancelled before it started; false when it was no longer queued. */
export async function cancelQueued(db: Db, id: number, stage: string, now: number): Promise<boolean> {
  const res = await db.updateTable('tasks').set({ state: 'cancelled', cancel_requested: 1, stage, finished_at: now, updated_at: now })
    .where('id', '=', id).where('state', '=', 'queued').executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Asks the run of a running task to stop (its runner notices); false when it was no longer running. */
export async function requestCancel(db: Db, id: number): Promise<boolean> {
  const res = await db.updateTable('tasks').set({ cancel_requested: 1 })
    .where('id', '=', id).where('state', '=', 'running').executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function taskOfSite(db: Db, siteId: number, id: number): Promise<TaskRow | undefined> {
  return db.selectFrom('tasks').selectAll().where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
}

export function taskById(db: Db, id: number): Promise<TaskRow | undefined> {
  return db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A site's tasks of the given kinds, newest first. */
export async function tasksOfSite(db: Db, siteId: number, kinds: readonly string[], active: boolean, limit: number, offset: number): Promise<{ rows: TaskRow[]; total: number }> {
  if (kinds.length === 0) return { rows: [], total: 0 };
  let q = db.selectFrom('tasks').where('site_id', '=', siteId).where('kind', 'in', [...kinds]);
  if (active) q = q.where('state', 'in', [...UNFINISHED]);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = total > offset ? await q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute() : [];
  return { rows, total };
}

/** Finished tasks older than the cutoff, oldest first: their ids and result files. */
export function finishedBefore(db: Db, cutoff: number, limit: number): Promise<Pick<TaskRow, 'id' | 'result_path'>[]> {
  return db.selectFrom('tasks').select(['id', 'result_path'])
    .where('finished_at', 'is not', null).where('finished_at', '<', cutoff)
    .orderBy('finished_at').limit(limit).execute();
}

export async function deleteTasks(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('tasks').where('id', 'in', [...ids]).where('state', 'not in', [...UNFINISHED]).execute();
}
