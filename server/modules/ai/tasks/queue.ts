// One writing task runs per site; the others wait 排队中. The database decides which: a task moves
// to running by a conditional UPDATE that the partial unique index ai_tasks_one_running refuses
// while another of the site runs. The task that wins gets a core task (ai.writeTask) that writes
// its articles; when it ends, the next queued one of the site is started the same way. A task left
// running without a live core task (its core task ended some other way) is put right on the next
// look at the site's tasks.
import { isUniqueViolation } from '../../../core/db/dbErrors';
import type { AppDeps } from '../../../core/http/routeDef';
import { AI_TASK_MSG } from '../../../../shared/domain/ai/tasks';
import { TASK_MSG } from '../../../../shared/domain/api/tasks';
import { endTask, WRITE_KIND } from './store';

type QueueDeps = Pick<AppDeps, 'db' | 'tasks' | 'now'>;

/** A claim whose core task was never recorded (its process died in between) is given back after this. */
const UNSTARTED_MS = 60_000;

/** Starts the site's oldest queued task when none of the site runs. */
export async function startNext(deps: QueueDeps, siteId: number): Promise<void> {
  const { db } = deps;
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await db.selectFrom('ai_tasks').select(['id', 'account_id', 'name']).where('site_id', '=', siteId).where('status', '=', 'queued')
      .orderBy('id').limit(1).executeTakeFirst();
    if (!next) return;
    let claimed: boolean;
    try {
      const r = await db.updateTable('ai_tasks').set({ status: 'running', stage: '准备中', core_task_id: 0, updated_at: deps.now() })
        .where('id', '=', next.id).where('status', '=', 'queued').executeTakeFirst();
      claimed = Number(r.numUpdatedRows) > 0;
    } catch (err) {
      // Another task of the site runs: this one waits.
      if (isUniqueViolation(err)) return;
      throw err;
    }
    if (!claimed) continue;
    try {
      const coreId = await deps.tasks.start({ siteId, accountId: next.account_id }, WRITE_KIND, { aiTaskId: next.id, name: next.name.slice(0, 100) });
      await db.updateTable('ai_tasks').set({ core_task_id: coreId }).where('id', '=', next.id).execute();
    } catch (err) {
      await db.updateTable('ai_tasks').set({ status: 'queued', stage: AI_TASK_MSG.queuedStage }).where('id', '=', next.id).where('status', '=', 'running').execute();
      throw err;
    }
    return;
  }
}

/** Puts right a running task whose core task has ended, then starts the next one. */
export async function reconcile(deps: QueueDeps, siteId: number): Promise<void> {
  const { db } = deps;
  const running = await db.selectFrom('ai_tasks').select(['id', 'core_task_id', 'updated_at']).where('site_id', '=', siteId).where('status', '=', 'running').executeTakeFirst();
  if (running) {
    const coreId = Number(running.core_task_id);
    if (coreId === 0) {
      if (deps.now() - Number(running.updated_at) > UNSTARTED_MS) {
        await db.updateTable('ai_tasks').set({ status: 'queued', stage: AI_TASK_MSG.queuedStage }).where('id', '=', running.id).where('status', '=', 'running').where('core_task_id', '=', 0).execute();
      }
    } else {
      // Only its own core task counts (a row put back by a restore may name another's id).
      const core = await db.selectFrom('tasks').select(['state', 'error']).where('id', '=', coreId).where('site_id', '=', siteId).where('kind', '=', WRITE_KIND).executeTakeFirst();
      const state = core?.state;
      if (!core || state === 'succeeded' || state === 'failed' || state === 'cancelled') {
        if (state === 'cancelled') await endTask(db, running.id, 'cancelled', TASK_MSG.cancelledByUser, '', deps.now());
        else await endTask(db, running.id, 'failed', core?.error || TASK_MSG.interrupted, core?.error || TASK_MSG.interrupted, deps.now());
      }
    }
  }
  await startNext(deps, siteId);
}
