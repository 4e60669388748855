// 自动推送: an article or product that goes live (published, saved live, restored) and was never
// pushed is pushed at once — when the site's 自动推送 is on, a key is set, a domain is bound and the
// push service is configured; otherwise nothing happens and nothing is recorded. Runs after the
// save is committed (a content hook): a failure is a line of the push log, never the save's.
import type { ContentChange } from '../../../core/content/hooks';
import { isApiError } from '../../../core/http/envelope';
import type { AppDeps } from '../../../core/http/routeDef';
import { pushRecords } from './pushUrls';
import { unpushedAmong } from './records';
import { pushDomain, settingsOf } from './store';

const GOING_LIVE = new Set<ContentChange['change']>(['published', 'saved', 'restored']);

/** Answers how many addresses were sent (0 when nothing was to be pushed or could be). */
export async function pushOnPublish(change: ContentChange, deps: AppDeps): Promise<number> {
  if (!GOING_LIVE.has(change.change) || !deps.providers.isConfigured('push')) return 0;
  const settings = await settingsOf(deps.db, change.siteId);
  if (!settings.autoPush || !settings.token) return 0;
  const { domain } = await pushDomain(deps.db, change.siteId, settings.domain);
  if (!domain) return 0;
  // A draft or binned record saved, or one pushed before, is not pushed again.
  const records = await unpushedAmong(deps.db, change.siteId, change.kind, change.ids.slice(0, 2_000));
  if (records.length === 0) return 0;
  try {
    await pushRecords(deps, change.siteId, { site: `https://${domain}`, domain, token: settings.token }, records, { source: 'auto', accountId: null, taskId: null });
  } catch (err) {
    // Written to the push log where the operator reads it (pushUrls.ts); anything else is a fault to log.
    if (isApiError(err)) return 0;
    throw err;
  }
  return records.length;
}
