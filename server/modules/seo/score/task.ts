// The evaluation as a task (seo.score, key seo_jcbg): progress by records read, cancel between
// batches (a cancelled run leaves the previous report as it was), one run per site and process at a
// time. Resumable: a run its process stopped is queued again and starts over (evaluate.ts removes
// what the stopped attempt wrote), so a restart never leaves the site without its running score.
import { SCORE_MSG } from '../../../../shared/domain/seo/score';
import { obj } from '../../../core/http/schemas';
import { defineTaskKind } from '../../../core/tasks/kind';
import { evaluateSite } from './evaluate';

export const SCORE_KEY = 'seo_jcbg';

export const siteScoreKind = defineTaskKind<Record<string, never>>({
  kind: 'seo.score',
  permission: SCORE_KEY,
  title: () => SCORE_MSG.title,
  input: obj({}),
  concurrency: 1,
  resumable: true,
  async run(ctx) {
    const result = await evaluateSite(ctx.db, ctx.siteId, ctx.taskId, {
      signal: ctx.signal,
      progress: (done, total) => ctx.progress(done, total, SCORE_MSG.stage),
      now: ctx.deps.now,
      accountId: ctx.accountId,
      committed: () => ctx.committed(),
      bulk: ctx.deps.bulk,
    });
    return { score: result.score, level: result.level, records: result.records };
  },
});
