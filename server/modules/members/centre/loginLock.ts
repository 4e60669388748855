// The member sign-in lock (登录 settings: lock after 3–10 failures for 5–1,440 minutes). One row per
// member (or per unknown name, so probing names locks too) and site; the arithmetic is centreRules'
// afterFailure / lockMinutesLeft. Parallel wrong guesses are also bounded by the per-address limit.
import type { Kysely } from 'kysely';
import { afterFailure, lockedMessage, lockMinutesLeft, type LockState } from '../../../../shared/domain/members/centreRules';
import type { LoginConfig } from '../../../../shared/domain/members/settings';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';

export const lockKeyOfMember = (memberId: number): string => `m:${memberId}`;
export const lockKeyOfName = (name: string): string => `n:${name.trim().toLowerCase().slice(0, 254)}`;

async function stateOf(db: Kysely<Database>, siteId: number, key: string): Promise<LockState> {
  const row = await db.selectFrom('member_login_failures').select(['failures', 'locked_until'])
    .where('site_id', '=', siteId).where('key', '=', key).executeTakeFirst();
  return row ? { failures: row.failures, lockedUntil: Number(row.locked_until) } : { failures: 0, lockedUntil: 0 };
}

/** Refuses with 登录失败次数过多，请{n}分钟后再试 while the key is locked. */
export async function refuseIfLocked(db: Kysely<Database>, siteId: number, key: string, now: number): Promise<void> {
  const minutes = lockMinutesLeft(await stateOf(db, siteId, key), now);
  if (minutes > 0) throw new ApiError(429, lockedMessage(minutes));
}

/** Counts a failure; answers the lock message when this failure locked the key, else null. */
export async function recordFailure(db: Kysely<Database>, siteId: number, key: string, now: number, config: LoginConfig): Promise<string | null> {
  const next = afterFailure(await stateOf(db, siteId, key), now, config);
  await db.insertInto('member_login_failures').values({ site_id: siteId, key, failures: next.failures, locked_until: next.lockedUntil, updated_at: now })
    .onConflict((oc) => oc.columns(['site_id', 'key']).doUpdateSet({ failures: next.failures, locked_until: next.lockedUntil, updated_at: now }))
    .execute();
  const minutes = lockMinutesLeft(next, now);
  return minutes > 0 ? lockedMessage(minutes) : null;
}

export async function clearFailures(db: Kysely<Database>, siteId: number, key: string): Promise<void> {
  await db.deleteFrom('member_login_failures').where('site_id', '=', siteId).where('key', '=', key).execute();
}
