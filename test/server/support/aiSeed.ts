// The AI module's demo drafts on site 1001 (issue 16 §7): the writing tasks' (in 行业动态) and the
// gathers' (in 公司新闻), all news drafts (type 1, status 0). Content and home tests
// count them with content's own seed.
import { SITE } from '../../../server/core/db/seedData';
import { SEED_GATHERS } from '../../../server/modules/ai/gather/seed';
import { FINISHED, STOPPED } from '../../../server/modules/ai/tasks/seed';
import type { Harness } from './harness';

export const AI_SEED_DRAFTS: readonly string[] = [...FINISHED, ...STOPPED, ...SEED_GATHERS].map((a) => a.title);

/** The gathers' drafts (in 公司新闻). */
export const AI_SEED_GATHER_DRAFTS: readonly string[] = SEED_GATHERS.map((g) => g.title);

/**
 * Deletes the AI drafts for good, as an operator would (回收站 then 彻底删除), for tests about content's
 * own seed (the drafts view counts exactly the three content seeds).
 */
export async function destroyAiSeedDrafts(h: Harness, token: string): Promise<void> {
  const rows = await h.built.db.selectFrom('articles').select('id').where('site_id', '=', SITE.corporate).where('title', 'in', [...AI_SEED_DRAFTS]).execute();
  const ids = rows.map((r) => r.id).join(',');
  for (const name of ['articleRemove', 'articleDestroy'] as const) {
    const res = await h.call(name, { token, query: { ids } });
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.body}`);
  }
}
