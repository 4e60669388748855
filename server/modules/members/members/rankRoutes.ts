// The site's member ranks (会员等级, admin/ucenterMember rankList, rankDetail, rankEdit, rankRemove;
// member_manage). Name and level are unique per site (indexes), at most 20 ranks, exactly one
// default once a site has ranks: making one the default clears the other in the same transaction
// (a partial unique index decides a race). A rank with members, or the default, is not removed.
import type { ListData } from '../../../../shared/domain/api/envelope';
import { checkRank, MAX_RANKS, MEMBER_MSG, RANK_LEVEL_RANGE, RANK_NAME_MAX } from '../../../../shared/domain/members';
import type { RankEditRequest, RankRow } from '../../../../shared/domain/members/memberApi';
import { ApiError } from '../../../core/http/envelope';
import { route, type AnyRoute } from '../../../core/http/routeDef';
import { EMPTY, id, int, obj, oneOf, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { MEMBER_KEY } from '../core/keys';
import { rankOf, toRankRow, withClashes, type Db } from './records';

async function memberCounts(db: Db, siteId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('members').select(['rank_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('site_id', '=', siteId).groupBy('rank_id').execute();
  return new Map(rows.map((r) => [r.rank_id, Number(r.n)]));
}

async function membersOfRank(db: Db, rankId: number): Promise<number> {
  const row = await db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).where('rank_id', '=', rankId).executeTakeFirstOrThrow();
  return Number(row.n);
}

const flag = (v: 0 | 1) => (v === 1 ? '是' : '否');

export const rankRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, ListData<RankRow>>('memberRankList', {
    access: { permission: MEMBER_KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const [ranks, counts] = await Promise.all([
        db.selectFrom('member_ranks').selectAll().where('site_id', '=', site.id).orderBy('level').orderBy('id').execute(),
        memberCounts(db, site.id),
      ]);
      return { rows: ranks.map((r) => toRankRow(r, counts.get(r.id) ?? 0)), total: ranks.length };
    },
  }),

  route<{ id: number }, undefined, RankRow>('memberRankDetail', {
    access: { permission: MEMBER_KEY },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const rank = await rankOf(ctx.deps.db, site.id, ctx.query.id);
      return toRankRow(rank, await membersOfRank(ctx.deps.db, rank.id));
    },
  }),

  route<Record<string, never>, RankEditRequest, RankRow>('memberRankEdit', {
    access: { permission: MEMBER_KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({
        id: id(), name: str(RANK_NAME_MAX * 5), level: int(RANK_LEVEL_RANGE[0], RANK_LEVEL_RANGE[1]), color: str(20), is_default: oneOf([0, 1]), allow_download: oneOf([0, 1]),
      }, ['name', 'level', 'color', 'is_default', 'allow_download']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const b = ctx.body;
      const problem = checkRank(b);
      if (problem) throw new ApiError(400, problem.message, { field: problem.field });
      const values = { name: b.name.trim(), level: b.level, color: b.color.toLowerCase(), allow_download: b.allow_download };
      const at = now();
      return withClashes(() => db.transaction().execute(async (trx) => {
        const current = b.id === undefined ? null : await rankOf(trx, site.id, b.id);
        const ranks = await trx.selectFrom('member_ranks').select(['id', 'is_default']).where('site_id', '=', site.id).execute();
        if (!current && ranks.length >= MAX_RANKS) throw new ApiError(400, MEMBER_MSG.rankLimit);
        // The first rank is the default whatever the form says; the default stays one until another takes its place.
        const isDefault = ranks.length === 0 || b.is_default === 1 || current?.is_default === 1 ? 1 : 0;
        if (isDefault === 1) {
          await trx.updateTable('member_ranks').set({ is_default: 0, updated_at: at })
            .where('site_id', '=', site.id).where('is_default', '=', 1).where('id', '!=', current?.id ?? 0).execute();
        }
        let saved;
        if (!current) {
          saved = await trx.insertInto('member_ranks').values({ site_id: site.id, ...values, is_default: isDefault, created_at: at, updated_at: at }).returningAll().executeTakeFirstOrThrow();
          ctx.note({ detail: `新增会员等级「${saved.name}」（${saved.id}）` });
        } else {
          await trx.updateTable('member_ranks').set({ ...values, is_default: isDefault, updated_at: at }).where('id', '=', current.id).where('site_id', '=', site.id).execute();
          saved = { ...current, ...values, is_default: isDefault, updated_at: at };
          ctx.note({ detail: `修改会员等级「${saved.name}」（${saved.id}）：等级${saved.level}，默认${flag(isDefault)}，允许下载${flag(values.allow_download)}` });
        }
        return toRankRow(saved, current ? await membersOfRank(trx, current.id) : 0);
      }), () => new ApiError(404, MEMBER_MSG.rankNotFound));
    },
  }),

  route<Record<string, never>, { id: number }, { removed: number }>('memberRankRemove', {
    access: { permission: MEMBER_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const hasMembers = () => new ApiError(400, MEMBER_MSG.rankHasMembers);
      return withClashes(() => ctx.deps.db.transaction().execute(async (trx) => {
        const rank = await rankOf(trx, site.id, ctx.body.id);
        if (rank.is_default === 1) throw new ApiError(400, MEMBER_MSG.rankDefaultRemove);
        if ((await membersOfRank(trx, rank.id)) > 0) throw hasMembers();
        // A member moved to it meanwhile: the foreign key refuses, answered as the check above.
        await trx.deleteFrom('member_ranks').where('id', '=', rank.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `删除会员等级「${rank.name}」（${rank.id}）` });
        return { removed: 1 };
      }), hasMembers);
    },
  }),
];
