// The radar's part of the daily cleanup: page views older than 90 days go, then visitors not seen
// in 90 days (their remaining views with them). In batches of ids, so neither back end holds a
// long lock while visitors keep arriving.
import { radarPurgeCutoff } from '../../../../shared/domain/members/radarRules';
import type { CleanupContext } from '../../../core/modules/defineServerModule';

const BATCH = 2_000;

export async function purgeRadar(ctx: Pick<CleanupContext, 'db' | 'now'>): Promise<number> {
  const cutoff = radarPurgeCutoff(ctx.now);
  let removed = 0;
  for (;;) {
    const ids = (await ctx.db.selectFrom('radar_views').select('id').where('at', '<', cutoff).limit(BATCH).execute()).map((r) => r.id);
    if (ids.length === 0) break;
    await ctx.db.deleteFrom('radar_views').where('id', 'in', ids).execute();
    removed += ids.length;
  }
  for (;;) {
    const ids = (await ctx.db.selectFrom('radar_visitors').select('id').where('last_at', '<', cutoff).limit(BATCH).execute()).map((r) => r.id);
    if (ids.length === 0) break;
    await ctx.db.deleteFrom('radar_visitors').where('id', 'in', ids).execute();
    removed += ids.length;
  }
  return removed;
}
