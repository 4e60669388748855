// The members of the caller's site (admin/ucenterMember, member_manage): the list with its filters,
// one member's drawer (profile, consents, last 20 sign-ins, 变更记录), add/edit, and the batches
// 启用/禁用 (setStatus), 修改等级 (updateUserRank) and 删除 (remove). A batch naming any member of
// another site is refused whole (404) and changes nothing.
import type { ListData } from '../../../../shared/domain/api/envelope';
import {
  MEMBER_BATCH_MAX, MEMBER_LOGINS_SHOWN, MEMBER_STATUS_TEXT,
  type MemberChangeRow, type MemberDetail, type MemberRow, type MemberSaveRequest,
} from '../../../../shared/domain/members/memberApi';
import { MEMBER_STATUS, type MemberStatus } from '../../../../shared/domain/members/settings';
import { MEMBER_TEXT_MAX, PASSWORD_MAX_LENGTH } from '../../../../shared/domain/members';
import { PAGE_QUERY, paging } from '../../../core/http/paging';
import { route, type AnyRoute } from '../../../core/http/routeDef';
import { date, EMPTY, id, idSet, obj, oneOf, str } from '../../../core/http/schemas';
import { scryptParams } from '../../../core/services/passwords';
import { activeSite } from '../../../core/services/siteScope';
import { recordMemberChanges } from '../core/changes';
import { MEMBER_KEY } from '../core/keys';
import { voidMemberSessions } from '../core/memberSession';
import { filteredMembers, type MemberFilter } from './memberQuery';
import { saveMember } from './memberWrites';
import { ID_LIST, memberOf, membersOf, parseIds, rankNotFound, rankOf, toMemberRow, withClashes, operatorOf, type Db } from './records';

/** The list's filters, as the list and the export take them. */
export const FILTER_FIELDS = {
  keyword: str(100), rank_id: id(), status: oneOf(Object.values(MEMBER_STATUS)), source: oneOf([1, 2]),
  reg_start: date(), reg_end: date(), login_start: date(), login_end: date(),
};

/** Keyword matches past which the list's order leads the page, not the keyword's ranges (SQLite). */
const ORDER_LEADS_ABOVE = 1_000;

/** The site's ranks by id (a site has at most 20). */
export async function rankMap(db: Db, siteId: number) {
  const ranks = await db.selectFrom('member_ranks').select(['id', 'name', 'color']).where('site_id', '=', siteId).execute();
  return new Map(ranks.map((r) => [r.id, r]));
}

const names = (rows: { account: string }[]) => rows.map((r) => `「${r.account}」`).join('、').slice(0, 120);

export const memberRoutes: AnyRoute[] = [
  route<MemberFilter & { page?: number; rows?: number }, undefined, ListData<MemberRow>>('memberList', {
    access: { permission: MEMBER_KEY },
    mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY, ...FILTER_FIELDS }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const { page: _page, rows: _rows, ...filter } = ctx.query;
      const base = filteredMembers(db, site.id, filter);
      const { limit, offset } = paging(ctx.query);
      // The count walks every match (100,000 for a site's whole list): kept until members change,
      // so paging through one filter, or coming back to the list, counts once.
      const total = ctx.deps.caches.of<number>('members.listCount', ['members', 'member_ranks'], 1_000)
        .get(`${site.id}|${JSON.stringify(filter)}`, async () => ({ value: Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) }));
      const [count, ranks] = await Promise.all([total, rankMap(db, site.id)]);
      // A keyword many match: the list's order (newest first) fills the page soonest (memberQuery.ts).
      const page = filter.keyword?.trim() && count > ORDER_LEADS_ABOVE ? filteredMembers(db, site.id, filter, 'order') : base;
      // The page's ids first (from the indexes alone for a keyword or a rank), then those rows.
      const ids = await page.select('id').orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const rows = ids.length === 0 ? [] : await db.selectFrom('members').selectAll().where('id', 'in', ids.map((r) => r.id)).orderBy('id', 'desc').execute();
      return { rows: rows.map((m) => toMemberRow(m, ranks.get(m.rank_id))), total: count };
    },
  }),

  route<{ id: number; page?: number; rows?: number }, undefined, MemberDetail>('memberDetail', {
    access: { permission: MEMBER_KEY },
    mutates: false,
    schema: { querystring: obj({ id: id(), ...PAGE_QUERY }, ['id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const member = await memberOf(db, site.id, ctx.query.id);
      const { limit, offset } = paging(ctx.query);
      const [rank, consents, logins, changeCount, changes] = await Promise.all([
        db.selectFrom('member_ranks').select(['name', 'color']).where('id', '=', member.rank_id).executeTakeFirst(),
        db.selectFrom('member_consents').select(['version', 'ip', 'created_at']).where('member_id', '=', member.id).orderBy('id', 'desc').limit(50).execute(),
        db.selectFrom('member_logins').select(['ip', 'region', 'created_at']).where('member_id', '=', member.id).orderBy('id', 'desc').limit(MEMBER_LOGINS_SHOWN).execute(),
        db.selectFrom('member_changes').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', member.id).executeTakeFirstOrThrow(),
        db.selectFrom('member_changes').select(['id', 'actor_kind', 'actor_name', 'field', 'before_value', 'after_value', 'ip', 'created_at'])
          .where('member_id', '=', member.id).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      ]);
      return {
        member: toMemberRow(member, rank),
        consents: consents.map((c) => ({ version: c.version, ip: c.ip, created_at: Number(c.created_at) })),
        logins: logins.map((l) => ({ ip: l.ip, region: l.region, created_at: Number(l.created_at) })),
        changes: {
          rows: changes.map((c) => ({ ...c, actor_kind: c.actor_kind as MemberChangeRow['actor_kind'], created_at: Number(c.created_at) })),
          total: Number(changeCount.n),
        },
      };
    },
  }),

  route<Record<string, never>, MemberSaveRequest, MemberRow>('memberAdd', {
    access: { permission: MEMBER_KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({
        id: id(), account: str(100), password: str(PASSWORD_MAX_LENGTH * 5), phone: str(50), email: str(320),
        nickname: str(MEMBER_TEXT_MAX.nickname), real_name: str(MEMBER_TEXT_MAX.real_name), company: str(MEMBER_TEXT_MAX.company),
        rank_id: id(), status: oneOf(Object.values(MEMBER_STATUS)), remark: str(MEMBER_TEXT_MAX.remark),
      }, ['account', 'rank_id', 'status']),
    },
    async handler(ctx) {
      const { db, now, config } = ctx.deps;
      const site = await activeSite(ctx);
      const outcome = await saveMember(db, site.id, ctx.body, operatorOf(ctx), { now: now(), hashing: scryptParams(config.passwordHashCost) });
      ctx.note({ detail: outcome.detail });
      return outcome.row;
    },
  }),

  route<{ ids: string }, undefined, { removed: number }>('memberRemove', {
    access: { permission: MEMBER_KEY },
    mutates: true,
    schema: { querystring: obj({ ids: ID_LIST }, ['ids']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const ids = parseIds(ctx.query.ids);
      return ctx.deps.db.transaction().execute(async (trx) => {
        const members = await membersOf(trx, site.id, ids);
        // Their sessions, sign-ins, consents and 变更记录 go with them (foreign-key cascades).
        await trx.deleteFrom('members').where('id', 'in', ids).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `删除会员${names(members)}` });
        return { removed: members.length };
      });
    },
  }),

  route<Record<string, never>, { ids: number[]; status: 0 | 1 }, { updated: number }>('memberSetStatus', {
    access: { permission: MEMBER_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: idSet(MEMBER_BATCH_MAX), status: oneOf([MEMBER_STATUS.disabled, MEMBER_STATUS.active]) }, ['ids', 'status']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { ids, status } = ctx.body;
      const actor = operatorOf(ctx);
      return db.transaction().execute(async (trx) => {
        const members = await membersOf(trx, site.id, ids);
        const changing = members.filter((m) => m.status !== status);
        const at = now();
        if (changing.length > 0) {
          await trx.updateTable('members').set({ status, updated_at: at }).where('id', 'in', changing.map((m) => m.id)).where('site_id', '=', site.id).execute();
        }
        for (const m of changing) {
          // A disabled member is signed out at once; 启用 of a 待审核 member approves it.
          if (status === MEMBER_STATUS.disabled && m.status === MEMBER_STATUS.active) await voidMemberSessions(trx, m.id);
          await recordMemberChanges(trx, site.id, m.id, actor, [{ field: 'status', before: MEMBER_STATUS_TEXT[m.status as MemberStatus], after: MEMBER_STATUS_TEXT[status] }], at);
        }
        ctx.note({ detail: `${status === MEMBER_STATUS.active ? '启用' : '禁用'}会员${names(members)}` });
        return { updated: changing.length };
      });
    },
  }),

  route<{ ids: string; rank_id: number }, undefined, { updated: number }>('memberUpdateRank', {
    access: { permission: MEMBER_KEY },
    mutates: true,
    // rank_id first: a bad rank is named before the ids are looked at.
    schema: { querystring: obj({ rank_id: id(), ids: ID_LIST }, ['rank_id', 'ids']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const ids = parseIds(ctx.query.ids);
      const actor = operatorOf(ctx);
      return withClashes(() => db.transaction().execute(async (trx) => {
        const rank = await rankOf(trx, site.id, ctx.query.rank_id);
        const members = await membersOf(trx, site.id, ids);
        const ranks = await rankMap(trx, site.id);
        const changing = members.filter((m) => m.rank_id !== rank.id);
        const at = now();
        if (changing.length > 0) {
          await trx.updateTable('members').set({ rank_id: rank.id, updated_at: at }).where('id', 'in', changing.map((m) => m.id)).where('site_id', '=', site.id).execute();
        }
        for (const m of changing) {
          await recordMemberChanges(trx, site.id, m.id, actor, [{ field: 'rank', before: ranks.get(m.rank_id)?.name ?? '', after: rank.name }], at);
        }
        ctx.note({ detail: `修改会员${names(members)}的等级为「${rank.name}」` });
        return { updated: changing.length };
      }), rankNotFound);
    },
  }),
];
