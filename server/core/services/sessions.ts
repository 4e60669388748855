// Server-side sessions. A token is 32 random bytes (hex); only its SHA-256 is stored, so a copy of
// the database does not hand out live sessions. Logout revokes the row; an expired or revoked row
// never authenticates again.
//
// Every authenticated request resolves its token, so the live session and its account are kept in a
// ReadCache (by token, in this process's memory only). An entry dies with any write to the sessions
// or accounts tables (logout, site switch, refresh, a permission change: on the very next request),
// with a commit by another connection (within EXTERNAL_CHECK_MS), after MAX_AGE_MS at the latest,
// and the expiry is compared with the clock on every use, as the query does. On PostgreSQL nothing
// is cached (see ChangeTracker).
import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AccountsTable, Database, SessionsTable, TableName } from '../db/database';
import type { ReadCache, ReadCaches } from './readCache';

export type SessionRow = Selectable<SessionsTable>;
export type AccountRow = Selectable<AccountsTable>;

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface LiveSession {
  tokenHash: string;
  session: SessionRow;
  account: AccountRow;
}

/** What a live session was read from. */
export const SESSION_TABLES: readonly TableName[] = ['sessions', 'accounts'];

export class SessionStore {
  private readonly cache: ReadCache<LiveSession | null> | null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    caches?: ReadCaches,
  ) {
    this.cache = caches ? caches.of<LiveSession | null>('sessions', SESSION_TABLES, 10_000) : null;
  }

  /** Issues a new token (never reuses one) for the account, starting on the given site. */
  async create(accountId: number, siteId: number | null, ip: string): Promise<{ token: string; expiresAt: number }> {
    const token = crypto.randomBytes(32).toString('hex');
    const createdAt = this.now();
    const expiresAt = createdAt + this.ttlMs;
    await this.db.insertInto('sessions').values({
      token_hash: hashToken(token), account_id: accountId, site_id: siteId, ip: ip.slice(0, 64),
      created_at: createdAt, expires_at: expiresAt, revoked_at: null,
    }).execute();
    return { token, expiresAt };
  }

  /**
   * The live session for a token when the cache knows it is still live, without touching the
   * database (the synchronous fast path of the access hook); undefined: ask resolve().
   */
  cached(token: string): LiveSession | undefined {
    // Only well-formed tokens are ever stored, so a hit needs no pattern check.
    const live = this.cache?.peek(token);
    return live && live.session.expires_at > this.now() ? live : undefined;
  }

  /** The live session and its account for a token, or null (unknown, malformed, expired, revoked). */
  async resolve(token: unknown): Promise<LiveSession | null> {
    if (!isWellFormedToken(token)) return null;
    const hit = this.cached(token);
    if (hit) return hit;
    if (!this.cache) return this.read(token);
    return this.cache.get(token, async () => {
      const live = await this.read(token);
      // Kept (frozen: every request shares it) only while live; a refusal is never kept.
      return live ? { value: freezeLive(live), validUntil: live.session.expires_at - 1 } : { value: null, validUntil: -Infinity };
    });
  }

  private async read(token: string): Promise<LiveSession | null> {
    const tokenHash = hashToken(token);
    const session = await this.db.selectFrom('sessions').selectAll()
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', this.now())
      .executeTakeFirst();
    if (!session) return null;
    const account = await this.db.selectFrom('accounts').selectAll().where('id', '=', session.account_id).executeTakeFirst();
    return account ? { tokenHash, session, account } : null;
  }

  async isLive(token: unknown): Promise<boolean> {
    return (await this.resolve(token)) !== null;
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: this.now() })
      .where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
  }

  /** Pushes the expiry a full TTL from now. */
  async refresh(tokenHash: string): Promise<number> {
    const expiresAt = this.now() + this.ttlMs;
    await this.db.updateTable('sessions').set({ expires_at: expiresAt })
      .where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
    return expiresAt;
  }

  async setActiveSite(tokenHash: string, siteId: number): Promise<void> {
    await this.db.updateTable('sessions').set({ site_id: siteId }).where('token_hash', '=', tokenHash).execute();
  }

  /** Drops sessions that ended more than a week ago, so the table does not grow forever. */
  async prune(): Promise<void> {
    const cutoff = this.now() - 7 * 24 * 3600 * 1000;
    await this.db.deleteFrom('sessions').where('expires_at', '<', cutoff).execute();
  }
}

function freezeLive(live: LiveSession): LiveSession {
  return Object.freeze({ tokenHash: live.tokenHash, session: Object.freeze(live.session), account: Object.freeze(live.account) });
}
