// Traffic statistics of the active site: totals, a day-by-day range, one day by hour, top pages.
// Ranges are filled with zero rows where nothing was recorded, so charts never have gaps.
import type { ListData } from '../../../shared/domain/api/envelope';
import type { TopPageRow, TrafficByDateRow, TrafficByHourRow, TrafficCount, TrafficFigures } from '../../../shared/domain/api/types';
import { ApiError } from '../../core/http/envelope';
import { route, type AnyRoute } from '../../core/http/routeDef';
import { date, EMPTY, int, obj } from '../../core/http/schemas';
import { addDays, dateKey, daysBetween } from '../../core/services/dates';
import { activeSite } from '../../core/services/siteScope';

export const MAX_RANGE_DAYS = 92;

const ZERO: TrafficFigures = { pv: 0, uv: 0, ip: 0 };
const figures = (r?: { pv: number; uv: number; ip: number }): TrafficFigures => (r ? { pv: Number(r.pv), uv: Number(r.uv), ip: Number(r.ip) } : { ...ZERO });

export const statisticsRoutes: AnyRoute[] = [
  route<Record<string, never>, Record<string, never>, TrafficCount>('statCount', {
    access: { session: true },
    mutates: false,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const today = dateKey(now());
      const yesterday = addDays(today, -1);
      const days = await db.selectFrom('stats_daily').select(['date', 'pv', 'uv', 'ip'])
        .where('site_id', '=', site.id).where('date', 'in', [today, yesterday]).execute();
      const total = await db.selectFrom('stats_daily')
        .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('pv'), eb.lit(0)).as('pv'), eb.fn.coalesce(eb.fn.sum<number>('uv'), eb.lit(0)).as('uv'), eb.fn.coalesce(eb.fn.sum<number>('ip'), eb.lit(0)).as('ip')])
        .where('site_id', '=', site.id).executeTakeFirst();
      return {
        today: figures(days.find((d) => d.date === today)),
        yesterday: figures(days.find((d) => d.date === yesterday)),
        total: figures(total),
      };
    },
  }),

  route<{ startDate: string; endDate: string }, undefined, ListData<TrafficByDateRow>>('statByDate', {
    access: { session: true },
    mutates: false,
    schema: { querystring: obj({ startDate: date(), endDate: date() }, ['startDate', 'endDate']) },
    async handler(ctx) {
      const { startDate, endDate } = ctx.query;
      const span = daysBetween(startDate, endDate);
      if (span < 0) throw new ApiError(400, '结束日期不能早于开始日期');
      if (span + 1 > MAX_RANGE_DAYS) throw new ApiError(400, `日期范围不能超过 ${MAX_RANGE_DAYS} 天`);
      const site = await activeSite(ctx);
      const rows = await ctx.deps.db.selectFrom('stats_daily').select(['date', 'pv', 'uv', 'ip'])
        .where('site_id', '=', site.id).where('date', '>=', startDate).where('date', '<=', endDate).execute();
      const byDate = new Map(rows.map((r) => [r.date, r]));
      const out: TrafficByDateRow[] = [];
      for (let i = 0; i <= span; i++) {
        const day = addDays(startDate, i);
        out.push({ date: day, ...figures(byDate.get(day)) });
      }
      return { rows: out, total: out.length };
    },
  }),

  route<{ date: string }, undefined, ListData<TrafficByHourRow>>('statByHour', {
    access: { session: true },
    mutates: false,
    schema: { querystring: obj({ date: date() }, ['date']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const rows = await ctx.deps.db.selectFrom('stats_hourly').select(['hour', 'pv', 'uv', 'ip'])
        .where('site_id', '=', site.id).where('date', '=', ctx.query.date).execute();
      const byHour = new Map(rows.map((r) => [r.hour, r]));
      const out = Array.from({ length: 24 }, (_, hour) => ({ hour, ...figures(byHour.get(hour)) }));
      return { rows: out, total: out.length };
    },
  }),

  route<{ n: number }, undefined, ListData<TopPageRow>>('statTopPages', {
    access: { session: true },
    mutates: false,
    schema: { querystring: obj({ n: int(1, 50, { default: 10 }) }) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const rows = await ctx.deps.db.selectFrom('stats_pages').select(['url', 'title', 'pv'])
        .where('site_id', '=', site.id).orderBy('pv', 'desc').orderBy('id').limit(ctx.query.n).execute();
      return { rows: rows.map((r) => ({ url: r.url, title: r.title, pv: Number(r.pv) })), total: rows.length };
    },
  }),
];
