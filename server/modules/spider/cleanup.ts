// The module's part of the daily cleanup: raw visits older than SPIDER_KEEP_DAYS, in short batches
// (the rollups stay: the charts of older days keep working).
import { SPIDER_KEEP_DAYS } from '../../../shared/domain/spider/rules';
import type { CleanupContext } from '../../core/modules/defineServerModule';

const BATCH = 5000;

export async function removeOldVisits(ctx: CleanupContext): Promise<number> {
  const before = ctx.now - SPIDER_KEEP_DAYS * 86_400_000;
  let removed = 0;
  for (;;) {
    const ids = await ctx.db.selectFrom('spider_visits').select('id').where('at', '<', before).orderBy('id').limit(BATCH).execute();
    if (ids.length === 0) return removed;
    await ctx.db.deleteFrom('spider_visits').where('id', 'in', ids.map((r) => r.id)).execute();
    removed += ids.length;
    if (ids.length < BATCH) return removed;
  }
}
