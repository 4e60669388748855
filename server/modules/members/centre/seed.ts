// The member centre's seed: an SMS balance of 500 for the demo site (短信权益 shows it; the e2e tests
// send codes from it). Other sites start with none (短信余额不足).
import type { Transaction } from 'kysely';
import { SITE } from '../../../core/db/seedData';
import type { Database } from '../../../core/db/database';
import { smsMonth } from '../../../../shared/domain/members/centreRules';

export const SEED_SMS_QUOTA = 500;

export async function seedCentre(trx: Transaction<Database>, now: number): Promise<void> {
  await trx.insertInto('member_sms_quota').values({ site_id: SITE.corporate, quota_left: SEED_SMS_QUOTA, month: smsMonth(now), used_month: 0, updated_at: now }).execute();
}
