// admin/businessRadar (issue 13 §9), all with opportunity_radar: checkServer tells whether the
// company holds the service; every other call refuses without it (402 未开通商机雷达服务…) and acts on
// the caller's active site only (another site's visitor answers 404).
import { RADAR_MSG, RADAR_SOURCES } from '../../../../shared/domain/members/radarRules';
import type {
  RadarListAnswer,
  RadarListQuery,
  RadarServerInfo,
  RadarStateInfo,
  RadarVisitorDetail,
} from '../../../../shared/domain/members/radarApi';
import { ApiError } from '../../../core/http/envelope';
import { PAGE_QUERY } from '../../../core/http/paging';
import { route, WithMessage, type AnyRoute } from '../../../core/http/routeDef';
import { date, EMPTY, id, obj, oneOf, str } from '../../../core/http/schemas';
import { dateKey, startOfDay } from '../../../core/services/dates';
import { activeSite } from '../../../core/services/siteScope';
import { RADAR_KEY } from '../core/keys';
import { companyHoldsRadar, radarSiteOf, radarSwitchOf, setRadarOpen } from './state';
import { listVisitors, radarFigures, visitorDetail } from './visitorRows';

const access = { permission: RADAR_KEY } as const;

export const radarRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, RadarServerInfo>('radarCheckServer', {
    access, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const entitled = await companyHoldsRadar(ctx.deps.db, site.company_id);
      return { entitled, message: entitled ? '' : RADAR_MSG.notEntitled };
    },
  }),

  route<Record<string, never>, undefined, RadarStateInfo>('radarState', {
    access, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await radarSiteOf(ctx);
      const db = ctx.deps.db;
      const state = await radarSwitchOf(db, site);
      const today = await radarFigures(db, site.id, startOfDay(dateKey(ctx.deps.now())));
      return { open: state.open, siteName: state.siteName, currentSiteName: site.site_name, since: state.since, siteId: site.id, today };
    },
  }),

  route<Record<string, never>, Record<string, never>, null>('radarOpen', {
    access, mutates: true, schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const site = await radarSiteOf(ctx);
      await setRadarOpen(ctx.deps.db, site, true, ctx.deps.now());
      ctx.note({ detail: '开启商机雷达' });
      return new WithMessage(null, RADAR_MSG.opened);
    },
  }),

  route<Record<string, never>, Record<string, never>, null>('radarClose', {
    access, mutates: true, schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const site = await radarSiteOf(ctx);
      await setRadarOpen(ctx.deps.db, site, false, ctx.deps.now());
      ctx.note({ detail: '关闭商机雷达' });
      return new WithMessage(null, RADAR_MSG.closedNow);
    },
  }),

  // A GET that writes (the contract's verb), so it is audited like the POSTs.
  route<Record<string, never>, undefined, { siteName: string }>('radarSyncSiteName', {
    access, mutates: true, schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await radarSiteOf(ctx);
      const now = ctx.deps.now();
      await ctx.deps.db.insertInto('radar_sites')
        .values({ site_id: site.id, open: 0, site_name: site.site_name, since: null, updated_at: now })
        .onConflict((oc) => oc.column('site_id').doUpdateSet({ site_name: site.site_name, updated_at: now }))
        .execute();
      ctx.note({ detail: `同步网站名称：${site.site_name}` });
      return new WithMessage({ siteName: site.site_name }, RADAR_MSG.synced);
    },
  }),

  route<RadarListQuery, undefined, RadarListAnswer>('radarList', {
    access, mutates: false,
    schema: {
      querystring: obj({
        ...PAGE_QUERY, start: date(), end: date(), intent: oneOf([1, 2, 3]), region: str(30), source: oneOf(RADAR_SOURCES),
      }),
    },
    async handler(ctx) {
      const site = await radarSiteOf(ctx);
      const q = ctx.query;
      if (q.start && q.end && q.start > q.end) throw new ApiError(400, RADAR_MSG.badDateRange);
      return listVisitors(ctx.deps.db, site.id, q);
    },
  }),

  route<{ id: number }, undefined, RadarVisitorDetail>('radarVisitor', {
    access, mutates: false, schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await radarSiteOf(ctx);
      const found = await visitorDetail(ctx.deps.db, site.id, ctx.query.id);
      if (!found) throw new ApiError(404, RADAR_MSG.visitorNotFound);
      return found;
    },
  }),
];
