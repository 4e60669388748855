// Building a new site from a template (GET tweb/site/build, key site_decorate): the site must be the
// caller's company's, a website, without a template yet; demo accounts and 高级 templates without
// the plus role are refused. The theme row is written 'building' (its primary key refuses a second
// build at once) and a sites.build task started; the answer is { taskId, twebId }. Also the finish
// page's preview pictures (sitePreviewPic) and 我的服务 (getService, getServiceEditInfo).
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { ListData } from '../../../../shared/domain/api/envelope';
import { MSG } from '../../../../shared/domain/messages';
import {
  TEMPLATE_MSG, type ServiceEditInfoRequest, type ServiceLine, type ServiceListRequest, type SiteBuildQuery, type SiteBuildStarted,
  type SitePreviewPictures, type SitePreviewRequest,
} from '../../../../shared/domain/sites/templates';
import type { Database } from '../../../core/db/database';
import { isUniqueViolation } from '../../../core/db/dbErrors';
import { ApiError } from '../../../core/http/envelope';
import { paging, PAGE_QUERY } from '../../../core/http/paging';
import { route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { EMPTY, id, obj } from '../../../core/http/schemas';
import { activeSite, companySite } from '../../../core/services/siteScope';
import { siteBuildKind } from './buildKind';
import { templateRow } from './cards';
import { KEY } from './catalogueRoutes';
import { ensurePreviews } from './previews';
import { checkMobileTemplate, checkPcTemplate, plusAllowed } from './rules';
import { reconcileBuild, themeOf } from './theme';

type ServiceRow = { id: number; service_code: 'pc' | 'en'; name: string; site_id: number | null; site_name: string | null; sys_end_time: number | null };

function serviceQuery(db: Kysely<Database>, companyId: number) {
  return db.selectFrom('entitlements').leftJoin('sites', 'sites.id', 'entitlements.site_id')
    .select(['entitlements.id', 'entitlements.service_code', 'entitlements.name', 'entitlements.site_id', 'sites.site_name', 'sites.sys_end_time'])
    .where('entitlements.company_id', '=', companyId);
}

const serviceLine = (r: ServiceRow): ServiceLine => ({
  ProductRecordID: r.id, serviceCode: r.service_code, name: r.name, twebId: r.site_id, siteName: r.site_name ?? '', endTime: Number(r.sys_end_time ?? 0),
});

export const buildRoutes: AnyRoute[] = [
  route<SiteBuildQuery, undefined, SiteBuildStarted>('siteBuildFromTemplate', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: obj({ twebId: id(), templateId: id(), mobileTemplateId: id() }, ['twebId', 'templateId']) },
    async handler(ctx) {
      const { db, tasks, now } = ctx.deps;
      const auth = signedIn(ctx);
      const { twebId, templateId, mobileTemplateId } = ctx.query;
      ctx.note({ siteId: twebId, detail: `使用模板建站（模板 ${templateId}）` });
      await activeSite(ctx);
      if (auth.account.is_demo === 1) {
        ctx.request.auditState = { result: 'refused', code: 403, detail: MSG.demoAccount };
        throw new ApiError(403, MSG.demoAccount);
      }
      const site = await companySite(db, auth, twebId);
      const plus = await plusAllowed(db, auth.account.company_id);
      const template = await templateRow(db, templateId);
      if (!template) throw new ApiError(404, TEMPLATE_MSG.templateNotFound);
      checkPcTemplate(site, template, plus);
      if (mobileTemplateId !== undefined) {
        const mobile = await templateRow(db, mobileTemplateId);
        if (!mobile) throw new ApiError(404, TEMPLATE_MSG.templateNotFound);
        checkMobileTemplate(site, mobile, plus);
      }
      await reconcileBuild(db, site.id);
      // A site that already has a look (a template, or a legacy theme) is changed, not built.
      if (site.theme_name !== '' || (await themeOf(db, site.id))) throw new ApiError(409, TEMPLATE_MSG.alreadyBuilt);
      try {
        await db.insertInto('site_themes').values({
          site_id: site.id, template_id: templateId, mobile_template_id: mobileTemplateId ?? null, state: 'building', build_task_id: 0,
          preview_token: randomBytes(16).toString('hex'), updated_at: now(),
        }).execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiError(409, TEMPLATE_MSG.building);
        throw err;
      }
      let taskId: number;
      try {
        taskId = await tasks.start({ siteId: site.id, accountId: auth.account.id }, siteBuildKind, {
          twebId: site.id, templateId, code: template.code, siteName: site.site_name.slice(0, 100),
        });
      } catch (err) {
        await db.deleteFrom('site_themes').where('site_id', '=', site.id).where('state', '=', 'building').execute();
        throw err;
      }
      await db.updateTable('site_themes').set({ build_task_id: taskId }).where('site_id', '=', site.id).where('build_task_id', '=', 0).execute();
      return { taskId, twebId: site.id };
    },
  }),

  route<Record<string, never>, SitePreviewRequest, SitePreviewPictures>('sitePreviewPic', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: EMPTY, body: obj({ twebId: id() }, ['twebId']) },
    async handler(ctx) {
      const { db, config } = ctx.deps;
      await activeSite(ctx);
      const site = await companySite(db, signedIn(ctx), ctx.body.twebId);
      const theme = await themeOf(db, site.id);
      if (!theme || theme.state !== 'ready') throw new ApiError(409, TEMPLATE_MSG.noPreview);
      return ensurePreviews(db, config.dataDir, site, theme);
    },
  }),

  route<Record<string, never>, ServiceListRequest, ListData<ServiceLine>>('myServices', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: EMPTY, body: obj(PAGE_QUERY) },
    async handler(ctx) {
      await activeSite(ctx);
      const q = serviceQuery(ctx.deps.db, signedIn(ctx).account.company_id);
      const { limit, offset } = paging(ctx.body);
      const [rows, count] = await Promise.all([
        q.orderBy('entitlements.id').limit(limit).offset(offset).execute(),
        ctx.deps.db.selectFrom('entitlements').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', signedIn(ctx).account.company_id).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(serviceLine), total: Number(count.n) };
    },
  }),

  route<Record<string, never>, ServiceEditInfoRequest, ServiceLine>('myServiceEditInfo', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: EMPTY, body: obj({ ProductRecordID: id() }, ['ProductRecordID']) },
    async handler(ctx) {
      await activeSite(ctx);
      const row = await serviceQuery(ctx.deps.db, signedIn(ctx).account.company_id).where('entitlements.id', '=', ctx.body.ProductRecordID).executeTakeFirst();
      if (!row) throw new ApiError(404, TEMPLATE_MSG.serviceNotFound);
      return serviceLine(row);
    },
  }),
];
