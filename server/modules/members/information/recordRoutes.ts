// A lookup's records (admin/information: recordList, recordAdd, recordEdit, recordRemove), behind
// information_search, within the caller's site and the lookup named: another site's lookup or
// record answers 404, and a batch naming one changes nothing. Values are checked by the lookup's
// fields (checkInfoRecord) and stored as plain text — markup stays text, the pages escape it.
import { sql } from 'kysely';
import type { ListData } from '../../../../shared/domain/api/envelope';
import { checkInfoRecord, INFO_LIMITS, normaliseMatch, type InfoRecordRow, type InfoValues } from '../../../../shared/domain/members';
import { containsPattern } from '../../../core/db/fold';
import { ApiError } from '../../../core/http/envelope';
import { PAGE_QUERY, paging } from '../../../core/http/paging';
import { route, type AnyRoute } from '../../../core/http/routeDef';
import { EMPTY, id, idSet, obj, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { INFORMATION_KEY } from '../core/keys';
import { fieldsOf, queryOf } from './queries';
import { recordNotFound, storedValues, valuesOf } from './records';
import { VALUES_SCHEMA } from './schemas';

const KEY = { permission: INFORMATION_KEY } as const;

function checkedValues(fields: ReturnType<typeof fieldsOf>, input: InfoValues): InfoValues {
  const check = checkInfoRecord(fields, input);
  if (!check.ok) throw new ApiError(400, check.message, check.field ? { field: check.field } : null);
  return check.values;
}

export const recordRoutes: AnyRoute[] = [
  route<{ query_id: number; page?: number; rows?: number; keyword?: string }, undefined, ListData<InfoRecordRow>>('infoRecordList', {
    access: KEY,
    mutates: false,
    schema: { querystring: obj({ query_id: id(), ...PAGE_QUERY, keyword: str(100) }, ['query_id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const query = await queryOf(db, site.id, ctx.query.query_id);
      let base = db.selectFrom('info_records').where('site_id', '=', site.id).where('query_id', '=', query.id);
      // search_text is stored normalised, so the keyword is compared the same way.
      const keyword = normaliseMatch(ctx.query.keyword ?? '');
      if (keyword) base = base.where(sql<boolean>`search_text like ${containsPattern(keyword)} escape '\\'`);
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging(ctx.query);
      const rows = await base.select(['id', 'vals', 'created_at', 'updated_at']).orderBy('id', 'desc').limit(limit).offset(offset).execute();
      return { total, rows: rows.map((r) => ({ id: r.id, values: valuesOf(r.vals), created_at: Number(r.created_at), updated_at: Number(r.updated_at) })) };
    },
  }),

  route<Record<string, never>, { query_id: number; values: InfoValues }, InfoRecordRow>('infoRecordAdd', {
    access: KEY,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ query_id: id(), values: VALUES_SCHEMA }, ['query_id', 'values']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const query = await queryOf(db, site.id, ctx.body.query_id);
      const fields = fieldsOf(query);
      const values = checkedValues(fields, ctx.body.values);
      const at = now();
      const { id: recordId } = await db.insertInto('info_records').values({ site_id: site.id, query_id: query.id, ...storedValues(fields, values), created_at: at, updated_at: at })
        .returning('id').executeTakeFirstOrThrow();
      ctx.note({ detail: `信息查询「${query.title}」新增记录 ${recordId}` });
      return { id: recordId, values, created_at: at, updated_at: at };
    },
  }),

  route<Record<string, never>, { query_id: number; id: number; values: InfoValues }, InfoRecordRow>('infoRecordEdit', {
    access: KEY,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ query_id: id(), id: id(), values: VALUES_SCHEMA }, ['query_id', 'id', 'values']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const query = await queryOf(db, site.id, ctx.body.query_id);
      const fields = fieldsOf(query);
      const values = checkedValues(fields, ctx.body.values);
      const at = now();
      const current = await db.selectFrom('info_records').select(['id', 'created_at']).where('id', '=', ctx.body.id)
        .where('site_id', '=', site.id).where('query_id', '=', query.id).executeTakeFirst();
      if (!current) throw recordNotFound();
      await db.updateTable('info_records').set({ ...storedValues(fields, values), updated_at: at })
        .where('id', '=', current.id).where('site_id', '=', site.id).where('query_id', '=', query.id).execute();
      ctx.note({ detail: `信息查询「${query.title}」修改记录 ${current.id}` });
      return { id: current.id, values, created_at: Number(current.created_at), updated_at: at };
    },
  }),

  route<Record<string, never>, { query_id: number; ids: number[] }, { removed: number }>('infoRecordRemove', {
    access: KEY,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ query_id: id(), ids: idSet(INFO_LIMITS.removeBatch) }, ['query_id', 'ids']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { ids } = ctx.body;
      return ctx.deps.db.transaction().execute(async (trx) => {
        const query = await queryOf(trx, site.id, ctx.body.query_id);
        // Every id must be a record of this lookup; one that is not (another site's, removed) refuses the batch.
        const found = await trx.selectFrom('info_records').select('id').where('site_id', '=', site.id).where('query_id', '=', query.id).where('id', 'in', ids).execute();
        if (found.length !== ids.length) throw recordNotFound();
        await trx.deleteFrom('info_records').where('site_id', '=', site.id).where('query_id', '=', query.id).where('id', 'in', ids).execute();
        ctx.note({ detail: `信息查询「${query.title}」删除 ${ids.length} 条记录` });
        return { removed: ids.length };
      });
    },
  }),
];
