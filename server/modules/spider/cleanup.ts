// The module's part of the daily cleanup: raw visits older than SPIDER_KEEP_DAYS, in short batches
// (the rollups stay: the charts of older days keep working). Site by site and domain by domain (the
// pairs the daily rollup knows), each through the visits' index by site, domain and time.
import { SPIDER_KEEP_DAYS } from '../../../shared/domain/spider/rules';
import type { CleanupContext } from '../../core/modules/defineServerModule';

const BATCH = 5000;

export async function removeOldVisits(ctx: CleanupContext): Promise<number> {
  const before = ctx.now - SPIDER_KEEP_DAYS * 86_400_000;
  const scopes = await ctx.db.selectFrom('spider_daily').select(['site_id', 'domain']).distinct().execute();
  let removed = 0;
  for (const { site_id, domain } of scopes) {
    for (;;) {
      const ids = await ctx.db.selectFrom('spider_visits').select('id')
        .where('site_id', '=', site_id).where('domain', '=', domain).where('at', '<', before)
        .orderBy('at').limit(BATCH).execute();
      if (ids.length === 0) break;
      await ctx.db.deleteFrom('spider_visits').where('id', 'in', ids.map((r) => r.id)).execute();
      removed += ids.length;
      if (ids.length < BATCH) break;
    }
  }
  return removed;
}
