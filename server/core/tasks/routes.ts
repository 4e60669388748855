// Background tasks of the active site (server/core/tasks): list, one task, cancel, download. The
// routes need only a session: which tasks a caller sees is decided per task by the key of the kind
// that started it (deps.tasks filters), so a caller without a feature's key sees none of its tasks,
// and a task of another site or company answers 404 like a task that never existed.
import fs from 'node:fs';
import type { ListData } from '../../../shared/domain/api/envelope';
import { TASK_MSG, type TaskListQuery, type TaskView } from '../../../shared/domain/api/tasks';
import type { TaskScope } from './service';
import { FileAnswer, route, signedIn, WithMessage, type AnyRoute, type RouteContext } from '../http/routeDef';
import { bool, EMPTY, id, obj } from '../http/schemas';
import { activeSite } from '../services/siteScope';
import { PAGE_QUERY } from '../http/paging';

interface TaskIdQuery {
  id: number;
}

async function scopeOf(ctx: RouteContext<unknown, unknown>): Promise<TaskScope> {
  const site = await activeSite(ctx);
  return { siteId: site.id, grants: signedIn(ctx).grants };
}

const ID_QUERY = obj({ id: id() }, ['id']);

export const taskRoutes: AnyRoute[] = [
  route<TaskListQuery, undefined, ListData<TaskView>>('taskList', {
    access: { session: true },
    mutates: false,
    schema: { querystring: obj({ active: bool(), ...PAGE_QUERY }) },
    async handler(ctx) {
      return ctx.deps.tasks.list(await scopeOf(ctx), ctx.query);
    },
  }),

  route<TaskIdQuery, undefined, TaskView>('taskGet', {
    access: { session: true },
    mutates: false,
    schema: { querystring: ID_QUERY },
    async handler(ctx) {
      return ctx.deps.tasks.get(await scopeOf(ctx), ctx.query.id);
    },
  }),

  route<Record<string, never>, TaskIdQuery, TaskView>('taskCancel', {
    access: { session: true },
    mutates: true,
    schema: { querystring: EMPTY, body: ID_QUERY },
    async handler(ctx) {
      ctx.note({ detail: `任务 ${ctx.body.id}` });
      const view = await ctx.deps.tasks.cancel(await scopeOf(ctx), ctx.body.id);
      // A running task stops within a second: until then it shows cancelRequested.
      return view.state === 'cancelled' ? new WithMessage(view, TASK_MSG.cancelledByUser) : view;
    },
  }),

  route<TaskIdQuery, undefined, FileAnswer>('taskDownload', {
    access: { session: true },
    mutates: false,
    schema: { querystring: ID_QUERY },
    async handler(ctx) {
      const file = await ctx.deps.tasks.resultFile(await scopeOf(ctx), ctx.query.id);
      return new FileAnswer(fs.createReadStream(file.path), file.contentType, file.name, file.asciiName);
    },
  }),
];
