// A site's SMS balance (短信权益): what is left, what was used this month. Taking one is a single
// conditional UPDATE (quota_left > 0), so parallel sends can never spend more than is left; a send
// the gateway refused gives its message back.
import { sql, type Kysely } from 'kysely';
import { smsMonth } from '../../../../shared/domain/members/centreRules';
import type { Database } from '../../../core/db/database';

export interface SmsQuota {
  quotaLeft: number;
  usedThisMonth: number;
}

export async function readSmsQuota(db: Kysely<Database>, siteId: number, now: number): Promise<SmsQuota> {
  const row = await db.selectFrom('member_sms_quota').selectAll().where('site_id', '=', siteId).executeTakeFirst();
  if (!row) return { quotaLeft: 0, usedThisMonth: 0 };
  return { quotaLeft: row.quota_left, usedThisMonth: row.month === smsMonth(now) ? row.used_month : 0 };
}

/** Takes one message from the balance; false when nothing is left. */
export async function takeSmsQuota(db: Kysely<Database>, siteId: number, now: number): Promise<boolean> {
  const month = smsMonth(now);
  const result = await db.updateTable('member_sms_quota')
    .set({
      quota_left: sql<number>`quota_left - 1`,
      used_month: sql<number>`case when month = ${month} then used_month + 1 else 1 end`,
      month,
      updated_at: now,
    })
    .where('site_id', '=', siteId).where('quota_left', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives back a message the gateway did not send. */
export async function returnSmsQuota(db: Kysely<Database>, siteId: number, now: number): Promise<void> {
  const month = smsMonth(now);
  await db.updateTable('member_sms_quota')
    .set({
      quota_left: sql<number>`quota_left + 1`,
      used_month: sql<number>`case when month = ${month} and used_month > 0 then used_month - 1 else used_month end`,
      updated_at: now,
    })
    .where('site_id', '=', siteId).execute();
}

/** Sets a site's balance (seed, tests). */
export async function setSmsQuota(db: Kysely<Database>, siteId: number, quotaLeft: number, now: number): Promise<void> {
  await db.insertInto('member_sms_quota').values({ site_id: siteId, quota_left: quotaLeft, month: smsMonth(now), used_month: 0, updated_at: now })
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ quota_left: quotaLeft, updated_at: now })).execute();
}
