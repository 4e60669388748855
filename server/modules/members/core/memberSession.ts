// The visitors' member sign-in, apart from the console's: an HttpOnly cookie per site
// (member_<siteId>) holding a random token whose SHA-256 is kept in member_sessions. A session
// counts only while it has not expired, its site is the one asked about, the member is 正常 and the
// member's session_version is the one it began with (a password reset or a disable bumps it, which
// signs the member out everywhere). Every members area that needs "who is this visitor" asks here.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MEMBER_STATUS } from '../../../../shared/domain/members/settings';
import type { Database } from '../../../core/db/database';

export interface SignedInMember {
  id: number;
  siteId: number;
  account: string;
  rankId: number;
  rankLevel: number;
  /** The member's rank allows members-only downloads (允许下载). */
  allowDownload: boolean;
}

export const memberCookieName = (siteId: number): string => `member_${siteId}`;
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token in the request's cookie for this site, if any. */
export function memberTokenOf(request: FastifyRequest, siteId: number): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  const name = memberCookieName(siteId);
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return TOKEN_PATTERN.test(value) ? value : null;
    }
  }
  return null;
}

/** The member signed in on this site by this request's cookie, or null. */
export async function memberOfRequest(db: Kysely<Database>, request: FastifyRequest, siteId: number, now: number): Promise<SignedInMember | null> {
  const token = memberTokenOf(request, siteId);
  if (!token) return null;
  const row = await db.selectFrom('member_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .innerJoin('member_ranks as r', 'r.id', 'm.rank_id')
    .select(['m.id', 'm.site_id', 'm.account', 'm.rank_id', 'm.status', 'm.session_version as current', 's.session_version', 's.expires_at', 'r.level', 'r.allow_download'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.site_id', '=', siteId)
    .executeTakeFirst();
  if (!row || Number(row.expires_at) <= now || row.current !== row.session_version || row.status !== MEMBER_STATUS.active) return null;
  return { id: row.id, siteId: row.site_id, account: row.account, rankId: row.rank_id, rankLevel: row.level, allowDownload: row.allow_download === 1 };
}

/** Starts a session for a member (after its password or SMS code is checked) and sets the cookie. */
export async function startMemberSession(
  db: Kysely<Database>, reply: FastifyReply,
  member: { id: number; siteId: number; sessionVersion: number }, o: { now: number; days: number; remember: boolean; secure: boolean },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const lifetimeMs = (o.remember ? o.days * 24 * 60 : 12 * 60) * 60_000;
  await db.insertInto('member_sessions').values({
    site_id: member.siteId, member_id: member.id, token_hash: hashToken(token), session_version: member.sessionVersion,
    expires_at: o.now + lifetimeMs, created_at: o.now,
  }).execute();
  // Without 记住我 the cookie lasts as long as the browser (the row still ends after 12 hours).
  const maxAge = o.remember ? `; Max-Age=${Math.floor(lifetimeMs / 1000)}` : '';
  reply.header('Set-Cookie', `${memberCookieName(member.siteId)}=${token}${maxAge}; Path=/; HttpOnly; SameSite=Lax${o.secure ? '; Secure' : ''}`);
}

/** Ends this request's session on the site (logout) and clears the cookie. */
export async function endMemberSession(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, siteId: number, secure: boolean): Promise<void> {
  const token = memberTokenOf(request, siteId);
  if (token) await db.deleteFrom('member_sessions').where('token_hash', '=', hashToken(token)).where('site_id', '=', siteId).execute();
  reply.header('Set-Cookie', `${memberCookieName(siteId)}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
}

/** Signs a member out everywhere (password reset, disable): older sessions stop counting at once. */
export async function voidMemberSessions(db: Kysely<Database>, memberId: number): Promise<void> {
  await db.updateTable('members').set((eb) => ({ session_version: eb('session_version', '+', 1) })).where('id', '=', memberId).execute();
  await db.deleteFrom('member_sessions').where('member_id', '=', memberId).execute();
}
