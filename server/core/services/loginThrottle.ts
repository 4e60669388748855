// Login throttling that holds under concurrency and across server processes. Every attempt is
// counted in the database BEFORE its password is verified, by one INSERT … ON CONFLICT DO UPDATE
// statement over all of its keys, so however many guesses arrive at once, at most a key's limit of
// them is ever evaluated; the rest are refused without running the KDF.
//
// Three keys per attempt, so one address cannot lock an account for everyone else:
//  - pair (account, address): 5 attempts per 15 minutes, then a lock-out of 1 minute that doubles
//    with each further lock-out (2, 4, … 60 minutes), one attempt allowed between lock-outs;
//  - address, across accounts (password spraying): 30 attempts per 15 minutes;
//  - account, across addresses (a distributed guess): 100 attempts per 15 minutes.
// A successful login forgets the pair (and its lock-outs) and gives its attempt back to the other
// two keys, so people who sign in correctly never use up their office's or account's allowance.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const PAIR_LIMIT = 5;
export const ADDRESS_LIMIT = 30;
export const ACCOUNT_LIMIT = 100;
export const FIRST_LOCKOUT_MS = 60 * 1000;
export const MAX_LOCKOUT_MS = 60 * 60 * 1000;
/** Rows untouched this long are deleted by prune(). */
const STALE_MS = 24 * 3600 * 1000;

type Kind = 'pair' | 'ip' | 'account';

interface Counted {
  key: string;
  attempts: number;
  window_start: number;
  blocked_until: number;
  lockouts: number;
}

/** What reserve() decided: go on and verify, or refuse (and for how long). */
export type Reservation = { allowed: true; keys: ThrottleKeys } | { allowed: false; retryAfterMs: number };

export interface ThrottleKeys {
  pair: string;
  ip: string;
  account: string;
}

export function throttleKeys(account: string, ip: string): ThrottleKeys {
  const name = account.trim().toLowerCase().slice(0, 64);
  const address = ip.slice(0, 64);
  return { pair: `pair:${name}|${address}`, ip: `ip:${address}`, account: `account:${name}` };
}

function kindOf(key: string): Kind {
  return key.slice(0, key.indexOf(':')) as Kind;
}

function limitOf(row: Counted): number {
  switch (kindOf(row.key)) {
    case 'pair': return row.lockouts > 0 ? 1 : PAIR_LIMIT;
    case 'ip': return ADDRESS_LIMIT;
    default: return ACCOUNT_LIMIT;
  }
}

/** The lock-out after a key's allowance is used up: the pair's grows, the others wait the window out. */
function lockoutOf(row: Counted): number {
  if (kindOf(row.key) !== 'pair') return THROTTLE_WINDOW_MS;
  return Math.min(MAX_LOCKOUT_MS, FIRST_LOCKOUT_MS * 2 ** Math.min(row.lockouts, 10));
}

export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts the attempt on its three keys (atomically) and says whether it may be evaluated. */
  async reserve(account: string, ip: string): Promise<Reservation> {
    const keys = throttleKeys(account, ip);
    const now = this.now();
    const expired = now - THROTTLE_WINDOW_MS;
    const t = (column: string) => sql.ref(`login_throttle.${column}`);
    const blocked = sql`${t('blocked_until')} > ${now}`;
    const stale = sql`${t('window_start')} <= ${expired}`;
    const rows = await this.db.insertInto('login_throttle')
      .values([keys.pair, keys.ip, keys.account].map((key) => ({ key, attempts: 1, window_start: now, blocked_until: 0, lockouts: 0, updated_at: now })))
      .onConflict((oc) => oc.column('key').doUpdateSet({
        // While locked out nothing is counted; a window that has passed starts again at 1.
        attempts: sql<number>`case when ${blocked} then ${t('attempts')} when ${stale} then 1 else ${t('attempts')} + 1 end`,
        window_start: sql<number>`case when ${blocked} then ${t('window_start')} when ${stale} then ${now} else ${t('window_start')} end`,
        updated_at: now,
      }))
      .returning(['key', 'attempts', 'window_start', 'blocked_until', 'lockouts'])
      .execute();
    let wait = 0;
    for (const raw of rows) {
      const row = normalise(raw);
      if (row.blocked_until > now) wait = Math.max(wait, row.blocked_until - now);
      else if (row.attempts > limitOf(row)) wait = Math.max(wait, row.window_start + THROTTLE_WINDOW_MS - now);
    }
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true, keys };
  }

  /**
   * A wrong password (or unknown account): every key whose allowance this attempt used up is locked
   * out, and its count starts again after the lock-out.
   */
  async failed(keys: ThrottleKeys): Promise<void> {
    const now = this.now();
    const rows = await this.db.selectFrom('login_throttle').select(['key', 'attempts', 'window_start', 'blocked_until', 'lockouts'])
      .where('key', 'in', [keys.pair, keys.ip, keys.account]).execute();
    for (const raw of rows) {
      const row = normalise(raw);
      if (row.blocked_until > now || row.attempts < limitOf(row)) continue;
      await this.db.updateTable('login_throttle')
        .set({ blocked_until: now + lockoutOf(row), lockouts: row.lockouts + 1, attempts: 0, window_start: now, updated_at: now })
        // Only if nobody locked it meanwhile (two failures finishing together lock once).
        .where('key', '=', row.key).where('blocked_until', '<=', now)
        .execute();
    }
  }

  /** The right password: the pair is forgotten, the address and account get their attempt back. */
  async succeeded(keys: ThrottleKeys): Promise<void> {
    const now = this.now();
    await this.db.deleteFrom('login_throttle').where('key', '=', keys.pair).execute();
    await this.db.updateTable('login_throttle')
      .set({ attempts: sql<number>`case when ${sql.ref('attempts')} > 0 then ${sql.ref('attempts')} - 1 else 0 end`, updated_at: now })
      .where('key', 'in', [keys.ip, keys.account]).execute();
  }

  /** Drops rows nobody has touched for a day (the daily maintenance calls it). */
  async prune(): Promise<number> {
    const cutoff = this.now() - STALE_MS;
    const result = await this.db.deleteFrom('login_throttle').where('updated_at', '<', cutoff).where('blocked_until', '<', this.now()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function normalise(row: Counted): Counted {
  return { key: row.key, attempts: Number(row.attempts), window_start: Number(row.window_start), blocked_until: Number(row.blocked_until), lockouts: Number(row.lockouts) };
}

/** "请 3 分钟后再试" wording for a wait (at least one minute). */
export function retryMinutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
