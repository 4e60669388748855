// 站内TKD (key seo_zntkd): the paged lists of categories, articles and products with own and
// effective TKD and the 缺失 / 过长 / 重复 filters, the inline edit of a record's own fields, and
// 一键提取 (admin/seoExtract) for one record or, as a task, for all with empty fields.
import {
  TKD_INSIDE_FILTERS,
  TKD_RECORD_KINDS,
  TKD_TEMPLATE_MAX,
  type TkdExtractRequest,
  type TkdInsideQuery,
  type TkdInsideRow,
  type TkdInsideSaveRequest,
  type TkdRecordKind,
} from '../../../../shared/domain/seo/tkd';
import type { TaskStarted } from '../../../../shared/domain/api/tasks';
import { PAGE_QUERY, paging } from '../../../core/http/paging';
import { route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { id, int, MAX_ID, obj, oneOf, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import type { AppDeps } from '../../../core/http/routeDef';
import { extractFor, keywordLibrary, loadRecords, markRecords, writeOwnTkd, type SiteTkdContext } from './inside';
import { tkdExtractKind as extractTask } from './extractTask';
import { readParams, readTemplates } from './params';

async function siteContext(deps: AppDeps, site: { id: number; site_name: string }): Promise<SiteTkdContext> {
  return { siteId: site.id, siteName: site.site_name, params: await readParams(deps.db, site.id), templates: await readTemplates(deps.db, site.id) };
}

async function rowOf(deps: AppDeps, ctx: SiteTkdContext, kind: TkdRecordKind, recordId: number): Promise<TkdInsideRow | undefined> {
  return markRecords(ctx, kind, await loadRecords(deps.db, ctx.siteId, kind)).find((r) => r.id === recordId);
}

const TKD_FIELDS_SCHEMA = { title: str(TKD_TEMPLATE_MAX.title), keywords: str(TKD_TEMPLATE_MAX.keywords), description: str(TKD_TEMPLATE_MAX.description) };

export const insideRoutes: AnyRoute[] = [
  route<TkdInsideQuery, undefined, { rows: TkdInsideRow[]; total: number }>('seoInsideList', {
    access: { permission: 'seo_zntkd' },
    mutates: false,
    schema: { querystring: obj({ kind: oneOf(TKD_RECORD_KINDS), filter: oneOf(TKD_INSIDE_FILTERS), keyword: str(50), ...PAGE_QUERY }, ['kind']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const tkd = await siteContext(ctx.deps, site);
      const filter = ctx.query.filter ?? 'all';
      const keyword = (ctx.query.keyword ?? '').trim().toLowerCase();
      let rows = markRecords(tkd, ctx.query.kind, await loadRecords(ctx.deps.db, site.id, ctx.query.kind));
      if (keyword) rows = rows.filter((r) => r.name.toLowerCase().includes(keyword));
      if (filter !== 'all') rows = rows.filter((r) => r[filter]);
      const { limit, offset } = paging(ctx.query);
      return { rows: rows.slice(offset, offset + limit), total: rows.length };
    },
  }),

  route<Record<string, never>, TkdInsideSaveRequest, TkdInsideRow>('seoInsideSave', {
    access: { permission: 'seo_zntkd' },
    mutates: true,
    schema: { querystring: obj({}), body: obj({ kind: oneOf(TKD_RECORD_KINDS), id: id(), version: int(0, MAX_ID), ...TKD_FIELDS_SCHEMA }, ['kind', 'id', 'version', 'title', 'keywords', 'description']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { kind, id: recordId, version, title, keywords, description } = ctx.body;
      await writeOwnTkd(ctx.deps.db, site.id, kind, recordId, version, { title: title.trim(), keywords: keywords.trim(), description: description.trim() }, signedIn(ctx).account.id, ctx.deps.now());
      ctx.note({ detail: `站内TKD：修改 ${kind} ${recordId}` });
      return (await rowOf(ctx.deps, await siteContext(ctx.deps, site), kind, recordId))!;
    },
  }),

  route<Record<string, never>, TkdExtractRequest, TkdInsideRow>('seoExtract', {
    access: { permission: 'seo_zntkd' },
    mutates: true,
    schema: { querystring: obj({}), body: obj({ kind: oneOf(TKD_RECORD_KINDS), id: id(), version: int(0, MAX_ID) }, ['kind', 'id', 'version']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { kind, id: recordId, version } = ctx.body;
      const tkd = await siteContext(ctx.deps, site);
      const current = await rowOf(ctx.deps, tkd, kind, recordId);
      const own = current?.own ?? { title: '', keywords: '', description: '' };
      const filled = await extractFor(ctx.deps.db, site.id, kind, recordId, own, await keywordLibrary(ctx.deps.db, site.id));
      await writeOwnTkd(ctx.deps.db, site.id, kind, recordId, version, filled, signedIn(ctx).account.id, ctx.deps.now());
      ctx.note({ detail: `一键提取TKD：${kind} ${recordId}` });
      return (await rowOf(ctx.deps, tkd, kind, recordId))!;
    },
  }),

  route<Record<string, never>, { kind: TkdRecordKind }, TaskStarted>('seoExtractAll', {
    access: { permission: 'seo_zntkd' },
    mutates: true,
    schema: { querystring: obj({}), body: obj({ kind: oneOf(TKD_RECORD_KINDS) }, ['kind']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const taskId = await ctx.deps.tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, extractTask, { kind: ctx.body.kind });
      ctx.note({ detail: `一键提取TKD（全部）：任务 ${taskId}` });
      return { taskId };
    },
  }),
];
