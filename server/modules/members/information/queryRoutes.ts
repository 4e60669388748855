// A site's lookups (admin/information: list, detail, userRankLink, add, edit, remove, degree,
// permission, weight, ifOpen), all behind information_search and within the caller's active site:
// another site's lookup answers 404 and changes nothing. A definition is checked by the shared rule
// book (checkInfoQuery), its ranks against the site's member ranks; editing the conditions keys the
// lookup's records again in the same transaction.
import type { ListData } from '../../../../shared/domain/api/envelope';
import {
  checkInfoPermission,
  checkInfoQuery,
  INFO_DEFAULT_NO_RESULT,
  INFO_DEGREE_LABELS,
  INFO_DEGREES,
  INFO_LIMITS,
  INFO_PERMISSIONS,
  type InfoDegree,
  type InfoPermission,
  type InfoQueryDetail,
  type InfoQueryInput,
  type InfoQueryRow,
  type InfoRankOption,
} from '../../../../shared/domain/members';
import { foldedContains } from '../../../core/db/fold';
import { ApiError } from '../../../core/http/envelope';
import { PAGE_QUERY, paging } from '../../../core/http/paging';
import { route, type AnyRoute } from '../../../core/http/routeDef';
import { EMPTY, id, int, obj, oneOf, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { INFORMATION_KEY } from '../core/keys';
import { checkRanks, detailOf, fieldsOf, queryOf, rankIdsOf, recordCounts, setRanks } from './queries';
import { needsRekey, rekeyRecords } from './records';
import { QUERY_FIELDS } from './schemas';

const KEY = { permission: INFORMATION_KEY } as const;

/** A definition as the rule book reads it, with the defaults of what was left out. */
function inputOf(b: Partial<InfoQueryInput>): InfoQueryInput {
  return {
    title: (b.title ?? '').trim(),
    fields: (b.fields ?? []).map((f) => ({ ...f, name: f.name.trim() })),
    degree: b.degree ?? 'exact',
    permission: b.permission ?? 'all',
    rank_ids: b.rank_ids ?? [],
    no_result: (b.no_result ?? '').trim() || INFO_DEFAULT_NO_RESULT,
    weight: b.weight ?? 0,
    if_open: b.if_open ?? 1,
  };
}

function checked(input: InfoQueryInput): void {
  const problem = checkInfoQuery(input);
  if (problem) throw new ApiError(400, problem);
}

export const queryRoutes: AnyRoute[] = [
  route<{ page?: number; rows?: number; keyword?: string }, undefined, ListData<InfoQueryRow>>('infoList', {
    access: KEY,
    mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY, keyword: str(100) }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      let base = db.selectFrom('info_queries').where('site_id', '=', site.id);
      const keyword = ctx.query.keyword?.trim();
      if (keyword) base = base.where(foldedContains('title', keyword));
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging(ctx.query);
      const rows = await base.selectAll().orderBy('weight', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const ids = rows.map((r) => r.id);
      const counts = await recordCounts(db, site.id, ids);
      const ranks = ids.length === 0 ? [] : await db.selectFrom('info_query_ranks as l').innerJoin('member_ranks as r', 'r.id', 'l.rank_id')
        .select(['l.query_id', 'r.name']).where('l.query_id', 'in', ids).orderBy('r.level').execute();
      return {
        total,
        rows: rows.map((r) => ({
          id: r.id, title: r.title, degree: r.degree as InfoDegree, permission: r.permission as InfoPermission,
          rank_names: ranks.filter((k) => k.query_id === r.id).map((k) => k.name), weight: r.weight, if_open: r.if_open === 1 ? 1 : 0,
          record_count: counts.get(r.id) ?? 0, field_count: fieldsOf(r).length, updated_at: Number(r.updated_at),
          public_path: `/lookup/${site.id}/${r.id}`,
        })),
      };
    },
  }),

  route<{ id: number }, undefined, InfoQueryDetail>('infoDetail', {
    access: KEY,
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const row = await queryOf(db, site.id, ctx.query.id);
      return detailOf(row, await rankIdsOf(db, row.id), (await recordCounts(db, site.id, [row.id])).get(row.id) ?? 0);
    },
  }),

  route<Record<string, never>, undefined, InfoRankOption[]>('infoUserRankLink', {
    access: KEY,
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return ctx.deps.db.selectFrom('member_ranks').select(['id', 'name', 'level', 'color']).where('site_id', '=', site.id).orderBy('level').orderBy('id').execute();
    },
  }),

  route<Record<string, never>, Partial<InfoQueryInput>, { id: number }>('infoAdd', {
    access: KEY,
    mutates: true,
    schema: { querystring: EMPTY, body: obj(QUERY_FIELDS, ['title', 'fields']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const input = inputOf(ctx.body);
      checked(input);
      return db.transaction().execute(async (trx) => {
        const rankIds = input.permission === 'rank' ? await checkRanks(trx, site.id, input.rank_ids) : [];
        const at = now();
        const { id: queryId } = await trx.insertInto('info_queries').values({
          site_id: site.id, title: input.title, fields: JSON.stringify(input.fields), degree: input.degree, permission: input.permission,
          no_result: input.no_result, weight: input.weight, if_open: input.if_open, created_at: at, updated_at: at,
        }).returning('id').executeTakeFirstOrThrow();
        await setRanks(trx, site.id, queryId, input.permission, rankIds);
        ctx.note({ detail: `新建信息查询「${input.title}」（${queryId}）` });
        return { id: queryId };
      });
    },
  }),

  route<Record<string, never>, Partial<InfoQueryInput> & { id: number }, InfoQueryDetail>('infoEdit', {
    access: KEY,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), ...QUERY_FIELDS }, ['id', 'title', 'fields']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      return db.transaction().execute(async (trx) => {
        const current = await queryOf(trx, site.id, ctx.body.id);
        // What an edit leaves out stays as it was.
        const input = inputOf({
          degree: current.degree as InfoDegree, permission: current.permission as InfoPermission, rank_ids: await rankIdsOf(trx, current.id),
          no_result: current.no_result, weight: current.weight, if_open: current.if_open === 1 ? 1 : 0, ...ctx.body,
        });
        checked(input);
        const rankIds = input.permission === 'rank' ? await checkRanks(trx, site.id, input.rank_ids) : [];
        const at = now();
        await trx.updateTable('info_queries').set({
          title: input.title, fields: JSON.stringify(input.fields), degree: input.degree, permission: input.permission,
          no_result: input.no_result, weight: input.weight, if_open: input.if_open, updated_at: at,
        }).where('id', '=', current.id).where('site_id', '=', site.id).execute();
        await setRanks(trx, site.id, current.id, input.permission, rankIds);
        if (needsRekey(fieldsOf(current), input.fields)) await rekeyRecords(trx, site.id, current.id, input.fields);
        ctx.note({ detail: `修改信息查询「${input.title}」（${current.id}）` });
        const updated = await queryOf(trx, site.id, current.id);
        return detailOf(updated, rankIds, (await recordCounts(trx, site.id, [current.id])).get(current.id) ?? 0);
      });
    },
  }),

  route<Record<string, never>, { id: number }, { removed: number }>('infoRemove', {
    access: KEY,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return ctx.deps.db.transaction().execute(async (trx) => {
        const row = await queryOf(trx, site.id, ctx.body.id);
        // Records, ranks and the import history go with it (foreign-key cascades).
        await trx.deleteFrom('info_records').where('site_id', '=', site.id).where('query_id', '=', row.id).execute();
        await trx.deleteFrom('info_queries').where('id', '=', row.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `删除信息查询「${row.title}」（${row.id}）及其全部数据` });
        return { removed: 1 };
      });
    },
  }),

  route<Record<string, never>, { id: number; degree: InfoDegree }, { id: number; degree: InfoDegree }>('infoDegree', {
    access: KEY,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), degree: oneOf(INFO_DEGREES) }, ['id', 'degree']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const row = await queryOf(db, site.id, ctx.body.id);
      await db.updateTable('info_queries').set({ degree: ctx.body.degree, updated_at: now() }).where('id', '=', row.id).where('site_id', '=', site.id).execute();
      ctx.note({ detail: `信息查询「${row.title}」（${row.id}）改为${INFO_DEGREE_LABELS[ctx.body.degree]}` });
      return { id: row.id, degree: ctx.body.degree };
    },
  }),

  route<Record<string, never>, { id: number; permission: InfoPermission; rank_ids?: number[] }, { id: number; permission: InfoPermission; rank_ids: number[] }>('infoPermission', {
    access: KEY,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), permission: oneOf(INFO_PERMISSIONS), rank_ids: QUERY_FIELDS.rank_ids }, ['id', 'permission']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { permission } = ctx.body;
      const problem = checkInfoPermission(permission, ctx.body.rank_ids ?? []);
      if (problem) throw new ApiError(400, problem);
      return db.transaction().execute(async (trx) => {
        const row = await queryOf(trx, site.id, ctx.body.id);
        const rankIds = permission === 'rank' ? await checkRanks(trx, site.id, ctx.body.rank_ids ?? []) : [];
        await trx.updateTable('info_queries').set({ permission, updated_at: now() }).where('id', '=', row.id).where('site_id', '=', site.id).execute();
        await setRanks(trx, site.id, row.id, permission, rankIds);
        ctx.note({ detail: `信息查询「${row.title}」（${row.id}）查询权限改为 ${permission}${rankIds.length ? `（等级 ${rankIds.join('、')}）` : ''}` });
        return { id: row.id, permission, rank_ids: rankIds };
      });
    },
  }),

  route<Record<string, never>, { id: number; weight: number }, { id: number; weight: number }>('infoWeight', {
    access: KEY,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), weight: int(0, INFO_LIMITS.weight) }, ['id', 'weight']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const row = await queryOf(db, site.id, ctx.body.id);
      await db.updateTable('info_queries').set({ weight: ctx.body.weight, updated_at: now() }).where('id', '=', row.id).where('site_id', '=', site.id).execute();
      ctx.note({ detail: `信息查询「${row.title}」（${row.id}）权重改为 ${ctx.body.weight}` });
      return { id: row.id, weight: ctx.body.weight };
    },
  }),

  route<Record<string, never>, { id: number; if_open: 0 | 1 }, { id: number; if_open: 0 | 1 }>('infoIfOpen', {
    access: KEY,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), if_open: oneOf([0, 1]) }, ['id', 'if_open']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const row = await queryOf(db, site.id, ctx.body.id);
      await db.updateTable('info_queries').set({ if_open: ctx.body.if_open, updated_at: now() }).where('id', '=', row.id).where('site_id', '=', site.id).execute();
      ctx.note({ detail: `信息查询「${row.title}」（${row.id}）${ctx.body.if_open ? '开放' : '关闭'}` });
      return { id: row.id, if_open: ctx.body.if_open };
    },
  }),
];
