// SMS codes for the visitors' pages (issue 13 §5): 6 digits, valid 5 minutes, one per 60 s and 10 a
// day per phone, kept only as a salted SHA-256, void after 5 wrong tries. The timing rules are
// centreRules' (pure, tested on a fake clock); here they are applied with compare-and-set updates so
// parallel requests cannot slip past them. No code is ever answered or logged.
import { createHash, randomBytes, timingSafeEqual, webcrypto } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { CENTRE_MSG, checkCodeUsable, checkSendCode, newSmsCode, smsDay, SMS_CODE, type SmsPurpose } from '../../../../shared/domain/members/centreRules';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import type { AppDeps } from '../../../core/http/routeDef';
import { loadMemberSettings } from '../core/settings';
import { returnSmsQuota, takeSmsQuota } from './smsQuota';

const hashCode = (salt: string, code: string): string => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** SMS is usable for this purpose on the site: configured (409 未配置) and its switch on. */
export async function requireSms(deps: AppDeps, siteId: number, purpose: SmsPurpose): Promise<void> {
  if (!deps.providers.isConfigured('sms')) throw new ApiError(409, CENTRE_MSG.smsUnconfigured);
  const settings = await loadMemberSettings(deps.db, siteId);
  if (!settings.sms[purpose]) throw new ApiError(400, CENTRE_MSG.smsSwitchOff);
}

/** Claims the phone's next send (60 s apart, 10 a Beijing day) or refuses; one winner among parallel sends. */
async function claimPhone(db: Kysely<Database>, phone: string, now: number): Promise<void> {
  await db.insertInto('member_sms_phones').values({ phone, last_sent_at: 0, day: 0, sent_today: 0 })
    .onConflict((oc) => oc.column('phone').doNothing()).execute();
  const row = await db.selectFrom('member_sms_phones').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
  const today = smsDay(now);
  const sentToday = row.day === today ? row.sent_today : 0;
  const refusal = checkSendCode({ lastSentAt: Number(row.last_sent_at) || null, sentToday }, now);
  if (refusal) throw new ApiError(429, refusal);
  const claimed = await db.updateTable('member_sms_phones')
    .set({ last_sent_at: now, day: today, sent_today: sentToday + 1 })
    .where('phone', '=', phone).where('last_sent_at', '=', row.last_sent_at).where('sent_today', '=', row.sent_today)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw new ApiError(429, CENTRE_MSG.smsTooFrequent);
}

/** Sends a new code to the phone for this purpose (the caller has checked the phone and the switch). */
export async function sendSmsCode(deps: AppDeps, site: { id: number; name: string }, phone: string, purpose: SmsPurpose): Promise<void> {
  const { db } = deps;
  const sms = deps.providers.get('sms');
  const now = deps.now();
  if (!(await takeSmsQuota(db, site.id, now))) throw new ApiError(409, CENTRE_MSG.smsNoQuota);
  try {
    await claimPhone(db, phone, now);
  } catch (err) {
    await returnSmsQuota(db, site.id, now);
    throw err;
  }
  const code = newSmsCode((bytes) => webcrypto.getRandomValues(bytes));
  const salt = randomBytes(12).toString('hex');
  const { id } = await db.insertInto('member_sms_codes').values({
    site_id: site.id, phone, purpose, salt, code_hash: hashCode(salt, code), sent_at: now, tries: 0, used: 0,
  }).returning('id').executeTakeFirstOrThrow();
  try {
    await sms.send({ phone, text: `【${site.name}】您的验证码是${code}，${SMS_CODE.ttlMs / 60_000}分钟内有效，请勿泄露给他人。` });
  } catch (err) {
    // Not sent: the code cannot be used and the balance is given back.
    await db.updateTable('member_sms_codes').set({ used: 1 }).where('id', '=', id).execute();
    await returnSmsQuota(db, site.id, now);
    throw err;
  }
}

/**
 * Uses the phone's newest code for this purpose: the try is counted before the code is compared (so
 * parallel guesses get five tries in all), a right code is used once. Throws 验证码错误 or 验证码已失效.
 */
export async function useSmsCode(db: Kysely<Database>, siteId: number, phone: string, purpose: SmsPurpose, code: string, now: number): Promise<void> {
  const row = await db.selectFrom('member_sms_codes').selectAll()
    .where('site_id', '=', siteId).where('phone', '=', phone).where('purpose', '=', purpose)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  const state = row ? { sentAt: Number(row.sent_at), tries: row.tries, used: row.used === 1 } : null;
  const expired = checkCodeUsable(state, now);
  if (!row || expired) throw new ApiError(400, expired ?? CENTRE_MSG.codeExpired);
  const counted = await db.updateTable('member_sms_codes').set({ tries: sql<number>`tries + 1` })
    .where('id', '=', row.id).where('used', '=', 0).where('tries', '<', SMS_CODE.maxTries)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) throw new ApiError(400, CENTRE_MSG.codeExpired);
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(row.salt, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new ApiError(400, row.tries + 1 >= SMS_CODE.maxTries ? CENTRE_MSG.codeExpired : CENTRE_MSG.codeWrong);
  }
  const used = await db.updateTable('member_sms_codes').set({ used: 1 }).where('id', '=', row.id).where('used', '=', 0).executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) throw new ApiError(400, CENTRE_MSG.codeExpired);
}
