// admin/SiteScore (检测报告, key seo_jcbg): status (on/off, the latest score, level and time, its
// check results, the run under way), close (scoring off; the report is kept and an evaluation under
// way is stopped), evaluate (scoring on; starts the task, or answers the one already under way),
// the records a check found (paged, with their 去修改 addresses) and the history of past runs.
import type { TaskStarted } from '../../../../shared/domain/api/tasks';
import { SCORE_CHECKS, SCORE_MSG, type ScoreHistory, type ScoreRecordQuery, type ScoreRecordRow, type ScoreStatus } from '../../../../shared/domain/seo/score';
import type { ListData } from '../../../../shared/domain/api/envelope';
import { ApiError } from '../../../core/http/envelope';
import { paging, PAGE_QUERY } from '../../../core/http/paging';
import { route, signedIn, type AnyRoute, type RouteContext } from '../../../core/http/routeDef';
import { EMPTY, id, obj, oneOf } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { history, latestRun, recordsOf, runningTask, runOf, scoringEnabled, setScoring } from './store';
import { SCORE_KEY, siteScoreKind } from './task';

async function statusOf(ctx: RouteContext<unknown, unknown>, siteId: number): Promise<ScoreStatus> {
  const { db } = ctx.deps;
  const [enabled, latest, taskId] = await Promise.all([scoringEnabled(db, siteId), latestRun(db, siteId), runningTask(db, siteId)]);
  return { enabled, latest, taskId };
}

export const scoreRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, ScoreStatus>('scoreStatus', {
    access: { permission: SCORE_KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return statusOf(ctx, site.id);
    },
  }),

  // §7 names it a GET; it changes state (audited like every mutating call).
  route<Record<string, never>, undefined, ScoreStatus>('scoreClose', {
    access: { permission: SCORE_KEY },
    mutates: true,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      await setScoring(ctx.deps.db, site.id, false, ctx.deps.now());
      const taskId = await runningTask(ctx.deps.db, site.id);
      if (taskId !== null) {
        try {
          await ctx.deps.tasks.cancel({ siteId: site.id, grants: signedIn(ctx).grants }, taskId);
        } catch (err) {
          // It ended meanwhile: its report stands, scoring is off all the same.
          if (!(err instanceof ApiError)) throw err;
        }
      }
      ctx.note({ detail: `关闭网站检测${taskId !== null ? `，停止任务 ${taskId}` : ''}` });
      return statusOf(ctx, site.id);
    },
  }),

  route<Record<string, never>, Record<string, never>, TaskStarted>('scoreEvaluate', {
    access: { permission: SCORE_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      await setScoring(ctx.deps.db, site.id, true, ctx.deps.now());
      // A second click, or a second console: the run under way is the answer.
      const running = await runningTask(ctx.deps.db, site.id);
      const taskId = running ?? await ctx.deps.tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, siteScoreKind, {});
      ctx.note({ detail: `网站检测：任务 ${taskId}` });
      return { taskId };
    },
  }),

  route<ScoreRecordQuery, undefined, ListData<ScoreRecordRow>>('scoreRecords', {
    access: { permission: SCORE_KEY },
    mutates: false,
    schema: { querystring: obj({ check: oneOf(SCORE_CHECKS), run_id: id(), ...PAGE_QUERY }, ['check']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const latest = await latestRun(db, site.id);
      const runId = ctx.query.run_id ?? latest?.id;
      if (runId === undefined) return { rows: [], total: 0 };
      const run = runId === latest?.id ? latest : await runOf(db, site.id, runId);
      if (!run) throw new ApiError(404, SCORE_MSG.runNotFound);
      if (run.id !== latest?.id) throw new ApiError(400, SCORE_MSG.recordsGone);
      const { limit, offset } = paging(ctx.query);
      const total = run.checks.find((c) => c.check === ctx.query.check)?.affected ?? 0;
      return { rows: await recordsOf(db, site.id, run, ctx.query.check, limit, offset), total };
    },
  }),

  route<{ page?: number; rows?: number }, undefined, ScoreHistory>('scoreHistory', {
    access: { permission: SCORE_KEY },
    mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY }) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { limit, offset } = paging(ctx.query);
      return history(ctx.deps.db, site.id, limit, offset);
    },
  }),
];
