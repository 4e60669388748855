// Sign-in, sign-out and the token checks of §4 (3 s change check, 10 min refresh).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { TOKEN_COOKIE } from '../../../shared/domain/constants';
import { MSG } from '../../../shared/domain/messages';
import type { LoginRequest, LoginResult, RefreshTokenRequest, RefreshTokenResult } from '../../../shared/domain/api/types';
import type { Database } from '../../core/db/database';
import type { AccountRow } from '../../core/services/sessions';
import { decoyHash, hashPassword, needsRehash, scryptParams, verifyPassword, type ScryptParams } from '../../core/services/passwords';
import { retryMinutes } from '../../core/services/loginThrottle';
import { clearCookie, setCookie } from '../../core/http/cookies';
import { ApiError } from '../../core/http/envelope';
import { route, signedIn, type AnyRoute, type RouteContext } from '../../core/http/routeDef';
import { EMPTY, obj, str } from '../../core/http/schemas';

/**
 * The console's 3 s check reads this cookie, so it cannot be httpOnly (DESIGN §4); the API never
 * accepts it without the header. SameSite=Lax; Secure when the request came over HTTPS.
 */
function secureCookie(ctx: RouteContext<unknown, unknown>): boolean {
  const { cookieSecure } = ctx.deps.config;
  return cookieSecure === 'auto' ? ctx.request.protocol === 'https' : cookieSecure;
}

function setTokenCookie(ctx: RouteContext<unknown, unknown>, token: string): void {
  setCookie(ctx.reply, TOKEN_COOKIE, token, { maxAgeSeconds: ctx.deps.config.sessionTtlHours * 3600, secure: secureCookie(ctx) });
}

/** A new session starts on the account's last active site, else its company's first site. */
async function startingSite(db: Kysely<Database>, account: AccountRow) {
  const sites = db.selectFrom('sites').selectAll().where('company_id', '=', account.company_id);
  const last = account.last_site_id ? await sites.where('id', '=', account.last_site_id).executeTakeFirst() : undefined;
  return last ?? (await sites.orderBy('id').executeTakeFirst()) ?? null;
}

/** A hash made with less than today's cost is replaced, if nobody changed it meanwhile. */
async function upgradeHash(db: Kysely<Database>, account: AccountRow, password: string, hashing: ScryptParams): Promise<void> {
  const fresh = await hashPassword(password, hashing);
  await db.updateTable('accounts').set({ password_hash: fresh })
    .where('id', '=', account.id).where('password_hash', '=', account.password_hash).execute();
}

/** MSG.loginThrottled with the actual wait (lock-outs grow, so it is not always 15 minutes). */
export function throttledMessage(retryAfterMs: number): string {
  return MSG.loginThrottled.replace('15', String(retryMinutes(retryAfterMs)));
}

const TOKEN_TEXT = str(128, { minLength: 1 });

export const authRoutes: AnyRoute[] = [
  route<Record<string, never>, LoginRequest, LoginResult>('login', {
    access: { public: true },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({ account: str(64, { minLength: 1 }), password: str(128, { minLength: 1 }) }, ['account', 'password']),
    },
    async handler(ctx) {
      const { db, throttle, sessions, config } = ctx.deps;
      const loginName = ctx.body.account.trim();
      const ip = ctx.request.ip;
      ctx.note({ detail: `登录账号：${loginName.slice(0, 64)}` });
      // Counted before the password is looked at: past a key's allowance no guess is evaluated.
      const reservation = await throttle.reserve(loginName, ip);
      if (!reservation.allowed) throw new ApiError(429, throttledMessage(reservation.retryAfterMs));
      const hashing = scryptParams(config.passwordHashCost);
      const account = await db.selectFrom('accounts').selectAll().where('login_name', '=', loginName).executeTakeFirst();
      // Always run the KDF, so an unknown name costs as much as a wrong password.
      const valid = await verifyPassword(ctx.body.password, account?.password_hash ?? (await decoyHash(hashing)));
      if (!account || !valid) {
        await throttle.failed(reservation.keys);
        ctx.note({ accountId: account?.id ?? null, siteId: null });
        throw new ApiError(400, MSG.loginFailed);
      }
      await throttle.succeeded(reservation.keys);
      if (needsRehash(account.password_hash, hashing)) await upgradeHash(db, account, ctx.body.password, hashing);
      const site = await startingSite(db, account);
      const { token } = await sessions.create(account.id, site?.id ?? null, ip);
      setTokenCookie(ctx, token);
      ctx.note({ accountId: account.id, siteId: site?.id ?? null });
      return { token, loginName: account.login_name, domainId: site?.id ?? 0, siteType: site?.site_type ?? 'zh' };
    },
  }),

  route<Record<string, never>, undefined, null>('logout', {
    access: { session: true },
    mutates: true,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      await ctx.deps.sessions.revoke(signedIn(ctx).tokenHash);
      clearCookie(ctx.reply, TOKEN_COOKIE, secureCookie(ctx));
      return null;
    },
  }),

  route<{ token: string }, undefined, boolean>('checkUserToken', {
    access: { public: true },
    mutates: false,
    schema: { querystring: obj({ token: TOKEN_TEXT }, ['token']) },
    async handler(ctx) {
      return ctx.deps.sessions.isLive(ctx.query.token);
    },
  }),

  route<Record<string, never>, RefreshTokenRequest, RefreshTokenResult>('refreshToken', {
    access: { session: true },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ token: TOKEN_TEXT }, ['token']) },
    async handler(ctx) {
      const auth = signedIn(ctx);
      const given = crypto.createHash('sha256').update(ctx.body.token).digest();
      const own = crypto.createHash('sha256').update(auth.token).digest();
      if (!crypto.timingSafeEqual(given, own)) throw new ApiError(400, '只能刷新当前登录的令牌');
      const expiresAt = await ctx.deps.sessions.refresh(auth.tokenHash);
      setTokenCookie(ctx, auth.token);
      return { token: auth.token, expiresAt };
    },
  }),
];
