// A site's SMS settings as stored (settings_sms) and as the console reads them.
import type { Kysely } from 'kysely';
import { DEFAULT_SMS_CONFIG, SMS_MSG, SMS_TEST_INTERVAL_MS, type SmsConfig, type SmsConfigAnswer } from '../../../../shared/domain/settings';
import type { Database } from '../../../core/db/database';
import type { AppDeps } from '../../../core/http/routeDef';
import { nextTestAt } from './sendSlots';

export interface StoredSms {
  config: SmsConfig;
  updatedBy: number | null;
}

export async function loadSms(db: Kysely<Database>, siteId: number): Promise<StoredSms> {
  const row = await db.selectFrom('settings_sms').selectAll().where('site_id', '=', siteId).executeTakeFirst();
  if (!row) return { config: { ...DEFAULT_SMS_CONFIG, phones: [] }, updatedBy: null };
  let phones: string[] = [];
  try {
    const parsed = JSON.parse(row.phones) as unknown;
    if (Array.isArray(parsed)) phones = parsed.filter((p): p is string => typeof p === 'string');
  } catch {
    // a damaged list reads as empty
  }
  return { config: { signature: row.signature, phones, notifyLead: row.notify_lead === 1 }, updatedBy: row.updated_by };
}

export async function saveSms(db: Kysely<Database>, siteId: number, config: SmsConfig, accountId: number, now: number): Promise<void> {
  const values = { notify_lead: config.notifyLead ? 1 : 0, signature: config.signature, phones: JSON.stringify(config.phones), updated_by: accountId, updated_at: now };
  await db.insertInto('settings_sms').values({ site_id: siteId, ...values })
    .onConflict((oc) => oc.column('site_id').doUpdateSet(values)).execute();
}

export async function smsAnswer(deps: AppDeps, siteId: number, config: SmsConfig): Promise<SmsConfigAnswer> {
  const configured = deps.providers.isConfigured('sms');
  return {
    config,
    provider: { configured, message: configured ? null : SMS_MSG.unconfigured },
    nextTestAt: await nextTestAt(deps.db, siteId, 'sms', SMS_TEST_INTERVAL_MS, deps.now()),
  };
}
