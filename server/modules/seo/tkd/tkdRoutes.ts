// Variables (SysConfig/seoParams, key seo_params) and 全站TKD (SysConfig/seoTkd, key seo_qztkd):
// read and saved whole for the active site, checked with the shared rules the console uses.
import {
  checkCustomVariables,
  checkTkdTemplates,
  knownVariables,
  firstUnknownVariable,
  SEPARATOR_MAX,
  SITE_KEYWORDS_MAX,
  TKD_MSG,
  TKD_PAGE_KINDS,
  TKD_TEMPLATE_MAX,
  CUSTOM_VARIABLES_MAX,
  VARIABLE_NAME_MAX,
  VARIABLE_VALUE_MAX,
  type SeoParams,
  type TkdState,
  type TkdTemplates,
} from '../../../../shared/domain/seo/tkd';
import { isUniqueViolation } from '../../../core/db/dbErrors';
import { ApiError } from '../../../core/http/envelope';
import { route, type AnyRoute } from '../../../core/http/routeDef';
import { arr, EMPTY, obj, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { readParams, readTemplates, writeParams, writeTemplates } from './params';
import { samplesOf } from './samples';

const PARAMS_BODY = obj({
  separator: str(SEPARATOR_MAX),
  keywords: str(SITE_KEYWORDS_MAX),
  variables: arr(obj({ name: str(VARIABLE_NAME_MAX * 2), value: str(VARIABLE_VALUE_MAX * 2) }, ['name', 'value']), 0, CUSTOM_VARIABLES_MAX),
}, ['separator', 'keywords', 'variables']);

const TKD_BODY = obj(Object.fromEntries(TKD_PAGE_KINDS.map((k) => [k, obj({
  title: str(TKD_TEMPLATE_MAX.title), keywords: str(TKD_TEMPLATE_MAX.keywords), description: str(TKD_TEMPLATE_MAX.description),
}, ['title', 'keywords', 'description'])])), [...TKD_PAGE_KINDS]);

export const TKD_ROUTE_MSG = {
  variableInUse: (name: string) => `变量“${name}”正在被全站TKD模板使用，请先修改模板`,
} as const;

export const tkdRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, SeoParams>('seoParamsGet', {
    access: { permission: 'seo_params' },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return readParams(ctx.deps.db, site.id);
    },
  }),

  route<Record<string, never>, SeoParams, SeoParams>('seoParamsSave', {
    access: { permission: 'seo_params' },
    mutates: true,
    schema: { querystring: EMPTY, body: PARAMS_BODY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const params: SeoParams = {
        separator: ctx.body.separator,
        keywords: ctx.body.keywords.trim(),
        variables: ctx.body.variables.map((v) => ({ name: v.name.trim(), value: v.value })),
      };
      const problem = checkCustomVariables(params.variables);
      if (problem) throw new ApiError(400, problem);
      // A variable the templates still use may not go: every served page would show {name}.
      const templates = await readTemplates(ctx.deps.db, site.id);
      const known = knownVariables(params.variables);
      for (const kind of TKD_PAGE_KINDS) {
        for (const text of [templates[kind].title, templates[kind].keywords, templates[kind].description]) {
          const unknown = firstUnknownVariable(text, known);
          if (unknown) throw new ApiError(400, TKD_ROUTE_MSG.variableInUse(unknown));
        }
      }
      try {
        await ctx.deps.db.transaction().execute((trx) => writeParams(trx, site.id, params, ctx.deps.now()));
      } catch (e) {
        // Two saves at once: the index on (site, name) holds; answered like the rule's own check.
        if (isUniqueViolation(e)) throw new ApiError(400, TKD_MSG.nameTaken);
        throw e;
      }
      ctx.note({ detail: `保存SEO参数：分隔符“${params.separator}”，自定义变量 ${params.variables.length} 个` });
      return readParams(ctx.deps.db, site.id);
    },
  }),

  route<Record<string, never>, undefined, TkdState>('seoTkdGet', {
    access: { permission: 'seo_qztkd' },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const db = ctx.deps.db;
      return { templates: await readTemplates(db, site.id), params: await readParams(db, site.id), siteName: site.site_name, samples: await samplesOf(db, site.id, site.site_name) };
    },
  }),

  route<Record<string, never>, TkdTemplates, TkdState>('seoTkdSave', {
    access: { permission: 'seo_qztkd' },
    mutates: true,
    schema: { querystring: EMPTY, body: TKD_BODY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const db = ctx.deps.db;
      const params = await readParams(db, site.id);
      const problem = checkTkdTemplates(ctx.body, params.variables);
      if (problem) throw new ApiError(400, problem);
      await db.transaction().execute((trx) => writeTemplates(trx, site.id, ctx.body, ctx.deps.now()));
      ctx.note({ detail: '保存全站TKD模板' });
      return { templates: await readTemplates(db, site.id), params, siteName: site.site_name, samples: await samplesOf(db, site.id, site.site_name) };
    },
  }),
];
