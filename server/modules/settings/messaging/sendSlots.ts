// The test sends' throttle: one test of a channel per interval and a daily cap per site. The claim
// is a single conditional UPDATE, so of parallel requests exactly one passes (on both back ends).
import { sql, type Kysely } from 'kysely';
import type { MessageChannel } from '../../../../shared/domain/settings';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';

/** Beijing calendar day number (the daily cap restarts at Beijing midnight). */
export const beijingDay = (ms: number): number => Math.floor((ms + 8 * 3600_000) / 86_400_000);

export interface SlotRule {
  intervalMs: number;
  dailyMax: number;
  tooFrequent: string;
  dailyMaxMessage: string;
}

/** Takes the site's next test send of the channel, or throws 429 with the rule's message. */
export async function claimTestSlot(db: Kysely<Database>, siteId: number, channel: MessageChannel, rule: SlotRule, now: number): Promise<void> {
  await db.insertInto('settings_send_slots').values({ site_id: siteId, channel, last_at: 0, day: 0, sent_today: 0 })
    .onConflict((oc) => oc.columns(['site_id', 'channel']).doNothing()).execute();
  const today = beijingDay(now);
  const claimed = await db.updateTable('settings_send_slots')
    .set({
      last_at: now,
      sent_today: sql<number>`case when day = ${today} then sent_today + 1 else 1 end`,
      day: today,
    })
    .where('site_id', '=', siteId).where('channel', '=', channel)
    .where('last_at', '<=', now - rule.intervalMs)
    .where((eb) => eb.or([eb('day', '<>', today), eb('sent_today', '<', rule.dailyMax)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) > 0) return;
  const row = await db.selectFrom('settings_send_slots').select(['last_at']).where('site_id', '=', siteId).where('channel', '=', channel).executeTakeFirst();
  const tooSoon = row !== undefined && Number(row.last_at) > now - rule.intervalMs;
  throw new ApiError(429, tooSoon ? rule.tooFrequent : rule.dailyMaxMessage);
}

/** When the next test of the channel may be sent (null: now). */
export async function nextTestAt(db: Kysely<Database>, siteId: number, channel: MessageChannel, intervalMs: number, now: number): Promise<number | null> {
  const row = await db.selectFrom('settings_send_slots').select('last_at').where('site_id', '=', siteId).where('channel', '=', channel).executeTakeFirst();
  const at = row ? Number(row.last_at) + intervalMs : 0;
  return at > now ? at : null;
}
