// Members and ranks of the caller's site: reading one (another site's answers 404 like a missing
// one), the list row's shape, and what the database's unique indexes mean in the rule book's words.
import type { Kysely } from 'kysely';
import { MEMBER_MSG } from '../../../../shared/domain/members';
import type { MemberRow, RankRow } from '../../../../shared/domain/members/memberApi';
import type { MemberSource, MemberStatus } from '../../../../shared/domain/members/settings';
import type { Database } from '../../../core/db/database';
import { uniqueViolationError } from '../../../core/db/dbErrors';
import { ApiError } from '../../../core/http/envelope';
import { MAX_ID, str } from '../../../core/http/schemas';
import type { MemberActor } from '../core/changes';
import type { MemberRanksTable, MembersTable } from '../core/tables';
import type { Selectable } from 'kysely';
import type { RouteContext } from '../../../core/http/routeDef';
import { signedIn } from '../../../core/http/routeDef';
import { MEMBER_BATCH_MAX } from '../../../../shared/domain/members/memberApi';

export type Db = Kysely<Database>;
export type MemberDbRow = Selectable<MembersTable>;
export type RankDbRow = Selectable<MemberRanksTable>;

export const memberNotFound = (): ApiError => new ApiError(404, MEMBER_MSG.memberNotFound);
export const rankNotFound = (): ApiError => new ApiError(404, MEMBER_MSG.rankNotFound);

/** ids=1,2,3 of a GET batch (updateUserRank, remove): distinct positive ids, one page at most. */
export const ID_LIST = str(1100, { pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${MEMBER_BATCH_MAX - 1}}$` });

export function parseIds(text: string): number[] {
  return [...new Set(text.split(',').map(Number))].filter((n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID);
}

export async function memberOf(db: Db, siteId: number, id: number): Promise<MemberDbRow> {
  const row = await db.selectFrom('members').selectAll().where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw memberNotFound();
  return row;
}

/** Every id must be a member of the site, or the whole batch is refused (404) and nothing changes. */
export async function membersOf(db: Db, siteId: number, ids: readonly number[]): Promise<MemberDbRow[]> {
  const rows = await db.selectFrom('members').selectAll().where('id', 'in', [...ids]).where('site_id', '=', siteId).execute();
  if (rows.length !== new Set(ids).size) throw memberNotFound();
  return rows;
}

export async function rankOf(db: Db, siteId: number, id: number): Promise<RankDbRow> {
  const row = await db.selectFrom('member_ranks').selectAll().where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw rankNotFound();
  return row;
}

export function toMemberRow(m: MemberDbRow, rank: Pick<RankDbRow, 'name' | 'color'> | undefined): MemberRow {
  return {
    id: m.id, account: m.account, phone: m.phone, email: m.email, nickname: m.nickname, real_name: m.real_name, company: m.company,
    rank_id: m.rank_id, rank_name: rank?.name ?? '', rank_color: rank?.color ?? '',
    status: m.status as MemberStatus, source: m.source as MemberSource, remark: m.remark,
    registered_at: Number(m.registered_at), last_login_at: m.last_login_at === null ? null : Number(m.last_login_at), last_login_ip: m.last_login_ip,
  };
}

export function toRankRow(r: RankDbRow, memberCount: number): RankRow {
  return {
    id: r.id, name: r.name, level: r.level, color: r.color, is_default: r.is_default === 1 ? 1 : 0, allow_download: r.allow_download === 1 ? 1 : 0,
    member_count: memberCount, created_at: Number(r.created_at), updated_at: Number(r.updated_at),
  };
}

/** The operator acting, for 变更记录. */
export function operatorOf(ctx: Pick<RouteContext<unknown, unknown>, 'auth' | 'request'>): MemberActor {
  const { account } = signedIn(ctx);
  return { kind: 'operator', id: account.id, name: account.login_name, ip: ctx.request.ip };
}

interface DbError {
  code?: unknown;
}

/** A unique violation of the members' or ranks' indexes as the route's own check words it (core's rules); else null. */
export const clashMessage = uniqueViolationError;

/** A foreign key refused a write: a rank removed while a member was moved to it (or the reverse). */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as DbError | null;
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Runs a write, answering the database's refusals in the rule book's words. */
export async function withClashes<T>(write: () => Promise<T>, onForeignKey: () => ApiError): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const clash = clashMessage(err);
    if (clash) throw clash;
    if (isForeignKeyViolation(err)) throw onForeignKey();
    throw err;
  }
}
