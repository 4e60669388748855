// 自动更新: after an article or product goes live, leaves, or a live one is saved, the site's
// sitemap is generated again — when its auto option is on and it has been generated before (the
// first one is the operator's). Coalesced: no second generation while one is queued or running for
// the site; changes arriving meanwhile are in the queued one, which reads the site when it starts.
import type { ContentChange } from '../../../core/content/hooks';
import type { AppDeps } from '../../../core/http/routeDef';
import { sitemapKind } from '../sitemap';

/** Sites whose check is under way in this process: two changes at once start one task. */
const checking = new Set<number>();

async function anyLive(deps: AppDeps, change: ContentChange): Promise<boolean> {
  const ids = [...change.ids];
  const table = change.kind === 'article' ? 'articles' : 'products';
  const row = await deps.db.selectFrom(table).select('id').where('site_id', '=', change.siteId).where('id', 'in', ids)
    .where('disabled', '=', 0).where('status', '=', 1).executeTakeFirst();
  return row !== undefined;
}

/** Answers the id of the task started, or null when none was needed. */
export async function onContentChange(change: ContentChange, deps: AppDeps): Promise<number | null> {
  if (checking.has(change.siteId)) return null;
  checking.add(change.siteId);
  try {
    const seo = await deps.db.selectFrom('site_seo').select(['sitemap_auto', 'sitemap_generated_at']).where('site_id', '=', change.siteId).executeTakeFirst();
    if (!seo || seo.sitemap_auto !== 1 || seo.sitemap_generated_at === null) return null;
    // A draft or binned record saved changes nothing a crawler sees.
    if (change.change === 'saved' && !(await anyLive(deps, change))) return null;
    const tasks = await deps.db.selectFrom('tasks').select(['state', 'account_id']).where('site_id', '=', change.siteId).where('kind', '=', sitemapKind.kind)
      .orderBy('id', 'desc').limit(20).execute();
    if (tasks.some((t) => t.state === 'queued' || t.state === 'running')) return null;
    // Started in the name of whoever generated it last (a task belongs to an account).
    const accountId = tasks[0]?.account_id;
    if (accountId === undefined) return null;
    const domain = await deps.db.selectFrom('site_domains').select('id').where('site_id', '=', change.siteId).executeTakeFirst();
    if (!domain) return null;
    return await deps.tasks.start({ siteId: change.siteId, accountId }, sitemapKind, {});
  } finally {
    checking.delete(change.siteId);
  }
}
