// The mini-program's pages (admin/xcx/pages, pageSave, pageDelete, pageOrder; key xys_xcx): title,
// path, shown or hidden, order, and the content source — the site's own article category, product
// category or lead form, checked by the shared rule and against the site's records.
import {
  checkMpPage, MP_PAGE_LIMITS, MP_PAGE_MSG, MP_PERMISSION, MP_SOURCE_KINDS, type MpPageInput, type MpPagesAnswer,
} from '../../../shared/domain/miniprogram';
import { isUniqueViolation } from '../../core/db/dbErrors';
import { ApiError } from '../../core/http/envelope';
import { route, type AnyRoute } from '../../core/http/routeDef';
import { bool, EMPTY, id, idSet, int, MAX_ID, obj, oneOf, str } from '../../core/http/schemas';
import { pagesAnswer, pageRows, sourceName } from './pageStore';
import { mpSite } from './siteGuard';

const access = { permission: MP_PERMISSION } as const;

const SAVE_BODY = obj({
  id: int(0, MAX_ID), title: str(MP_PAGE_LIMITS.title * 4), path: str(MP_PAGE_LIMITS.path * 2), visible: bool(),
  sourceKind: oneOf(MP_SOURCE_KINDS), sourceId: int(0, MAX_ID),
}, ['id', 'title', 'path', 'visible', 'sourceKind', 'sourceId']);

type SaveBody = MpPageInput & { id: number };

export const pageRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, MpPagesAnswer>('xcxPages', {
    access, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await mpSite(ctx);
      return pagesAnswer(ctx.deps.db, site.id);
    },
  }),

  route<Record<string, never>, SaveBody, MpPagesAnswer>('xcxPageSave', {
    access, mutates: true, schema: { querystring: EMPTY, body: SAVE_BODY },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await mpSite(ctx);
      const input: MpPageInput = { ...ctx.body, title: ctx.body.title.trim(), path: ctx.body.path.trim() };
      const refusal = checkMpPage(input);
      if (refusal) throw new ApiError(400, refusal.message, { field: refusal.field });
      if ((await sourceName(db, site.id, input.sourceKind, input.sourceId)) === null) throw new ApiError(400, MP_PAGE_MSG.sourceMissing, { field: 'sourceId' });
      const rows = await pageRows(db, site.id);
      const before = ctx.body.id ? rows.find((r) => r.id === ctx.body.id) : undefined;
      if (ctx.body.id && !before) throw new ApiError(404, MP_PAGE_MSG.notFound);
      if (!before && rows.length >= MP_PAGE_LIMITS.pages) throw new ApiError(400, MP_PAGE_MSG.tooMany);
      const at = now();
      const values = { title: input.title, path: input.path, visible: input.visible ? 1 : 0, source_kind: input.sourceKind, source_id: input.sourceId, updated_at: at };
      try {
        if (before) {
          await db.updateTable('mp_pages').set(values).where('id', '=', before.id).where('site_id', '=', site.id).execute();
        } else {
          const sort = rows.reduce((m, r) => Math.max(m, r.sort), 0) + 1;
          await db.insertInto('mp_pages').values({ site_id: site.id, ...values, sort, created_at: at }).execute();
        }
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiError(400, MP_PAGE_MSG.pathTaken, { field: 'path' });
        throw err;
      }
      const after = { title: input.title, path: input.path, visible: input.visible, sourceKind: input.sourceKind, sourceId: input.sourceId };
      const was = before && { title: before.title, path: before.path, visible: before.visible === 1, sourceKind: before.source_kind, sourceId: before.source_id };
      ctx.note({
        detail: `${before ? '修改' : '添加'}小程序页面 ${input.title}`,
        changes: Object.entries(after).filter(([k, v]) => !was || was[k as keyof typeof was] !== v).map(([field, v]) => ({ field, before: was ? was[field as keyof typeof was] : null, after: v })),
      });
      return pagesAnswer(db, site.id);
    },
  }),

  route<Record<string, never>, { id: number }, MpPagesAnswer>('xcxPageDelete', {
    access, mutates: true, schema: { querystring: EMPTY, body: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await mpSite(ctx);
      const row = await db.selectFrom('mp_pages').select(['id', 'title']).where('id', '=', ctx.body.id).where('site_id', '=', site.id).executeTakeFirst();
      if (!row) throw new ApiError(404, MP_PAGE_MSG.notFound);
      await db.deleteFrom('mp_pages').where('id', '=', row.id).where('site_id', '=', site.id).execute();
      ctx.note({ detail: `删除小程序页面 ${row.title}` });
      return pagesAnswer(db, site.id);
    },
  }),

  route<Record<string, never>, { ids: number[] }, MpPagesAnswer>('xcxPageOrder', {
    access, mutates: true, schema: { querystring: EMPTY, body: obj({ ids: idSet(MP_PAGE_LIMITS.pages) }, ['ids']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await mpSite(ctx);
      const { ids } = ctx.body;
      const at = now();
      await db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('mp_pages').select('id').where('site_id', '=', site.id).execute();
        // The whole list, each page once: an order made of a stale list would drop or duplicate places.
        const known = new Set(rows.map((r) => r.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i))) throw new ApiError(409, MP_PAGE_MSG.orderMismatch);
        for (const [index, pageId] of ids.entries()) {
          await trx.updateTable('mp_pages').set({ sort: index + 1, updated_at: at }).where('id', '=', pageId).where('site_id', '=', site.id).execute();
        }
      });
      ctx.note({ detail: `调整小程序页面顺序（${ids.length} 个）` });
      return pagesAnswer(db, site.id);
    },
  }),
];
