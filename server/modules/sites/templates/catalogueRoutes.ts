// The catalogue (key site_decorate): tplist and its filters (industries, colours, function tags),
// getPlusRole, the mobile list for road type 1 sites (PhoneThemeList) and the foreign list
// (enTheme/lists). 高级 templates appear only when the caller's company has the plus role.
import type { ListData } from '../../../../shared/domain/api/envelope';
import type {
  PlusRoleAnswer, TemplateCard, TemplateFilterOption, TemplateListQuery, ThemeListQuery,
} from '../../../../shared/domain/sites/templates';
import { route, signedIn, type AnyRoute, type RouteContext } from '../../../core/http/routeDef';
import { EMPTY, obj } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { listTemplates } from './cards';
import { parseTagIds, TEMPLATE_LIST_FIELDS, THEME_LIST_FIELDS } from './query';
import { kindOf, plusAllowed } from './rules';

export const KEY = 'site_decorate';

/** The address the console was reached on: demo pages are served there. */
export const originOf = (ctx: Pick<RouteContext<unknown, unknown>, 'request'>) => `${ctx.request.protocol}://${ctx.request.host}`;

async function filterOptions(ctx: RouteContext<unknown, unknown>, table: 'template_industries' | 'template_colors' | 'template_func_tags'): Promise<TemplateFilterOption[]> {
  await activeSite(ctx);
  return ctx.deps.db.selectFrom(table).select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

export const catalogueRoutes: AnyRoute[] = [
  route<TemplateListQuery, undefined, ListData<TemplateCard>>('templateList', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: obj(TEMPLATE_LIST_FIELDS) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const funcTagIds = parseTagIds(ctx.query.funcTagIds);
      const plus = await plusAllowed(ctx.deps.db, signedIn(ctx).account.company_id, ctx.deps.caches);
      // Without siteKind: the active site's own catalogue (Chinese or foreign); without device: the
      // templates a site can be built from (mobile ones are chosen apart, PhoneThemeList).
      return listTemplates(ctx.deps.db, {
        ...ctx.query, siteKind: ctx.query.siteKind ?? kindOf(site), funcTagIds, plusAllowed: plus, devices: ctx.query.device ? undefined : ['responsive', 'pc'],
      }, originOf(ctx), ctx.deps.caches);
    },
  }),

  route<Record<string, never>, undefined, TemplateFilterOption[]>('templateIndustries', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    handler: (ctx) => filterOptions(ctx, 'template_industries'),
  }),

  route<Record<string, never>, undefined, TemplateFilterOption[]>('templateColors', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    handler: (ctx) => filterOptions(ctx, 'template_colors'),
  }),

  route<Record<string, never>, Record<string, never>, TemplateFilterOption[]>('templateFuncTags', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: EMPTY, body: EMPTY },
    handler: (ctx) => filterOptions(ctx, 'template_func_tags'),
  }),

  route<Record<string, never>, undefined, PlusRoleAnswer>('templatePlusRole', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      await activeSite(ctx);
      return { allowed: await plusAllowed(ctx.deps.db, signedIn(ctx).account.company_id, ctx.deps.caches) };
    },
  }),

  route<Record<string, never>, ThemeListQuery, ListData<TemplateCard>>('phoneThemeList', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: EMPTY, body: obj(THEME_LIST_FIELDS) },
    async handler(ctx) {
      await activeSite(ctx);
      const plus = await plusAllowed(ctx.deps.db, signedIn(ctx).account.company_id, ctx.deps.caches);
      return listTemplates(ctx.deps.db, { ...ctx.body, funcTagIds: parseTagIds(ctx.body.funcTagIds), siteKind: 'zh', devices: ['mobile'], plusAllowed: plus }, originOf(ctx), ctx.deps.caches);
    },
  }),

  route<ThemeListQuery, undefined, ListData<TemplateCard>>('enThemeList', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: obj(THEME_LIST_FIELDS) },
    async handler(ctx) {
      await activeSite(ctx);
      const plus = await plusAllowed(ctx.deps.db, signedIn(ctx).account.company_id, ctx.deps.caches);
      return listTemplates(ctx.deps.db, {
        ...ctx.query, funcTagIds: parseTagIds(ctx.query.funcTagIds), siteKind: 'en', devices: ['responsive', 'pc'], plusAllowed: plus,
      }, originOf(ctx), ctx.deps.caches);
    },
  }),
];
