// Writing tasks' routes (issue 16 §5, admin_ai/*, key ai_task): the list and one task's detail, the
// form saved (a new task, or one still 排队中 changed), cancel and retry. The AI gate comes first in
// each (saveTask and retryTask call the model, so an unconfigured model refuses them). Another
// site's task answers 写作任务不存在 like one that never existed.
import { AI_ARTICLE_LENGTHS, AI_LIMITS as L, AI_STYLES } from '../../../../shared/domain/ai/limits';
import {
  AI_TASK_MSG, checkTaskForm, type AiTaskDetail, type AiTaskForm, type AiTaskListQuery, type AiTaskRow, type AiTaskStatus,
} from '../../../../shared/domain/ai/tasks';
import type { ListData } from '../../../../shared/domain/api/envelope';
import { checkCategory } from '../../../core/content/articleWrites';
import { ApiError } from '../../../core/http/envelope';
import { paging, PAGE_QUERY } from '../../../core/http/paging';
import { route, type AnyRoute, type AppDeps } from '../../../core/http/routeDef';
import { bool, EMPTY, id, int, MAX_ID, obj, oneOf, str } from '../../../core/http/schemas';
import { aiGate } from '../access/gate';
import { reconcile, startNext } from './queue';
import { detailOf, endTask, itemsOf, syncCounts, taskOf, taskRowView, writeItems } from './store';

const KEY = 'ai_task';
const STATUSES: AiTaskStatus[] = ['queued', 'running', 'done', 'failed', 'cancelled'];

const notFound = () => new ApiError(404, AI_TASK_MSG.notFound);

// Bounds wide enough that checkTaskForm, not the schema, answers the operator's mistakes in Chinese.
const FORM_SCHEMA = obj({
  id: id(),
  name: str(500),
  keywords: str((L.keywordChars + 2) * (L.keywordsMax + 50)),
  perKeyword: int(0, 1000),
  articleType: int(0, 1000),
  categoryId: int(0, MAX_ID),
  length: oneOf([...AI_ARTICLE_LENGTHS]),
  style: oneOf([...AI_STYLES]),
  seo: bool(),
}, ['name', 'keywords', 'perKeyword', 'articleType', 'categoryId', 'length', 'style', 'seo']);

/** Starting the next task is not the caller's failure: a task left queued starts on the next look. */
async function startQuietly(deps: AppDeps, siteId: number): Promise<void> {
  await startNext(deps, siteId).catch(() => undefined);
}

export const taskRoutes: AnyRoute[] = [
  route<AiTaskListQuery, undefined, ListData<AiTaskRow>>('aiTaskList', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY, status: oneOf(STATUSES) }) },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      const { db } = ctx.deps;
      await reconcile(ctx.deps, caller.siteId).catch(() => undefined);
      let q = db.selectFrom('ai_tasks').where('site_id', '=', caller.siteId);
      if (ctx.query.status) q = q.where('status', '=', ctx.query.status);
      const { limit, offset } = paging(ctx.query);
      const [rows, count] = await Promise.all([
        q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(taskRowView), total: Number(count.n) };
    },
  }),

  route<{ id: number }, undefined, AiTaskDetail>('aiTaskDetail', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      await reconcile(ctx.deps, caller.siteId).catch(() => undefined);
      const row = await taskOf(ctx.deps.db, caller.siteId, ctx.query.id);
      if (!row) throw notFound();
      return detailOf(ctx.deps.db, row);
    },
  }),

  route<Record<string, never>, AiTaskForm, { id: number }>('aiTaskSave', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: FORM_SCHEMA },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: true });
      const { db, now } = ctx.deps;
      const problem = checkTaskForm(ctx.body);
      if (problem) throw new ApiError(400, problem.message, { field: problem.field });
      const form: AiTaskForm = { ...ctx.body, name: ctx.body.name.trim() };
      delete form.id;
      await checkCategory(db, caller.siteId, form.articleType, form.categoryId);
      const keywords = itemsOf(form);
      const at = now();
      const editId = ctx.body.id;
      const taskId = await db.transaction().execute(async (trx) => {
        if (editId !== undefined) {
          // Only while it waits: the conditional UPDATE decides, so a task that started meanwhile is refused.
          const r = await trx.updateTable('ai_tasks').set({ name: form.name, form: JSON.stringify(form), total: keywords.length, updated_at: at })
            .where('id', '=', editId).where('site_id', '=', caller.siteId).where('status', '=', 'queued').executeTakeFirst();
          if (Number(r.numUpdatedRows) === 0) {
            if (await taskOf(trx, caller.siteId, editId)) throw new ApiError(400, AI_TASK_MSG.notEditable);
            throw notFound();
          }
          await trx.deleteFrom('ai_task_items').where('ai_task_id', '=', editId).execute();
          await writeItems(trx, caller.siteId, editId, keywords);
          return editId;
        }
        const { id: created } = await trx.insertInto('ai_tasks').values({
          site_id: caller.siteId, account_id: caller.accountId, name: form.name, form: JSON.stringify(form), status: 'queued',
          total: keywords.length, done: 0, failed: 0, stage: AI_TASK_MSG.queuedStage, error: '', cancel_requested: 0, core_task_id: 0,
          created_at: at, updated_at: at, finished_at: null,
        }).returning('id').executeTakeFirstOrThrow();
        await writeItems(trx, caller.siteId, created, keywords);
        return created;
      });
      ctx.note({ detail: `${editId ? '修改' : '新建'}AI写作任务：${form.name}（${keywords.length}篇）` });
      await startQuietly(ctx.deps, caller.siteId);
      return { id: taskId };
    },
  }),

  route<Record<string, never>, { id: number }, AiTaskRow>('aiTaskCancel', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      const { db, now, tasks } = ctx.deps;
      const row = await taskOf(db, caller.siteId, ctx.body.id);
      if (!row) throw notFound();
      const queued = await db.updateTable('ai_tasks').set({ status: 'cancelled', stage: '已取消', updated_at: now(), finished_at: now() })
        .where('id', '=', row.id).where('status', '=', 'queued').executeTakeFirst();
      if (Number(queued.numUpdatedRows) === 0) {
        const r = await db.updateTable('ai_tasks').set({ cancel_requested: 1, updated_at: now() })
          .where('id', '=', row.id).where('status', '=', 'running').executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) throw new ApiError(400, AI_TASK_MSG.notCancellable);
        // The core task hears it too (the header's indicator); the run still finishes its current article.
        const coreId = Number(row.core_task_id);
        if (coreId > 0) {
          const view = await tasks.cancel({ siteId: caller.siteId, grants: new Set([KEY]) }, coreId).catch(() => null);
          // It had not begun: nothing will end the row but this.
          if (view && view.state === 'cancelled') await endTask(db, row.id, 'cancelled', '已取消', '', now());
        }
        await startQuietly(ctx.deps, caller.siteId);
      }
      ctx.note({ detail: `取消AI写作任务：${row.name}` });
      return taskRowView((await taskOf(db, caller.siteId, row.id))!);
    },
  }),

  route<Record<string, never>, { id: number }, AiTaskRow>('aiTaskRetry', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: true });
      const { db, now } = ctx.deps;
      const row = await taskOf(db, caller.siteId, ctx.body.id);
      if (!row) throw notFound();
      if (row.status === 'queued' || row.status === 'running') throw new ApiError(400, AI_TASK_MSG.notRetryable);
      const left = await db.selectFrom('ai_task_items').select('id').where('ai_task_id', '=', row.id).where('status', 'in', ['failed', 'pending']).limit(1).executeTakeFirst();
      if (!left) throw new ApiError(400, AI_TASK_MSG.nothingToRetry);
      await db.transaction().execute(async (trx) => {
        const r = await trx.updateTable('ai_tasks').set({ status: 'queued', stage: AI_TASK_MSG.queuedStage, error: '', cancel_requested: 0, core_task_id: 0, finished_at: null, updated_at: now() })
          .where('id', '=', row.id).where('status', '=', row.status).executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) throw new ApiError(400, AI_TASK_MSG.notRetryable);
        await trx.updateTable('ai_task_items').set({ status: 'pending', error: '' }).where('ai_task_id', '=', row.id).where('status', '=', 'failed').execute();
      });
      await syncCounts(db, row.id, now());
      ctx.note({ detail: `重试AI写作任务：${row.name}` });
      await startQuietly(ctx.deps, caller.siteId);
      return taskRowView((await taskOf(db, caller.siteId, row.id))!);
    },
  }),
];
