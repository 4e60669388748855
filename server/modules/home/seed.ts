// The home module's seed: about 90 days of plausible traffic per seeded site (daily figures, the
// last 30 days by hour) and a top-page ranking drawn from twelve pages.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../core/db/database';
import { mulberry32 } from '../../core/db/prng';
import { insertChunked } from '../../core/db/seed';
import { SEED_SITES } from '../../core/db/seedData';
import { addDays, dateKey, startOfDay } from '../../core/services/dates';
import type { StatsDailyTable, StatsHourlyTable } from './tables';

/** Twelve pages every site's top-page ranking draws from. */
export const SEED_PAGES: readonly { url: string; title: string }[] = [
  { url: '/', title: '首页' },
  { url: '/product/index.html', title: '产品中心' },
  { url: '/about/index.html', title: '关于我们' },
  { url: '/news/index.html', title: '新闻资讯' },
  { url: '/case/index.html', title: '客户案例' },
  { url: '/contact/index.html', title: '联系我们' },
  { url: '/product/1.html', title: '智能控制终端' },
  { url: '/product/2.html', title: '工业传感器套件' },
  { url: '/news/1.html', title: '公司荣获年度数字化转型优秀企业称号' },
  { url: '/download/index.html', title: '资料下载' },
  { url: '/help/index.html', title: '帮助中心' },
  { url: '/job/index.html', title: '人才招聘' },
];

const DAILY_DAYS = 90;
const HOURLY_DAYS = 30;
/** Relative traffic by hour of day: quiet at night, peaks mid-morning and mid-afternoon. */
const HOUR_SHAPE = [2, 1, 1, 1, 1, 2, 3, 5, 8, 11, 12, 10, 7, 8, 10, 11, 10, 8, 6, 6, 7, 6, 4, 3];
const HOUR_TOTAL = HOUR_SHAPE.reduce((a, b) => a + b, 0);
/** Typical page views per day for each seeded site (others: 100). */
const SITE_TRAFFIC: Record<number, number> = { 1001: 1200, 1002: 150, 1003: 600, 1004: 400, 1005: 300, 1006: 500, 1007: 40, 1008: 200, 1009: 100 };

/** pv ≥ uv ≥ ip, all whole and non-negative. */
function figures(pv: number, rand: () => number) {
  const uv = Math.round(pv * (0.45 + 0.25 * rand()));
  const ip = Math.round(uv * (0.8 + 0.18 * rand()));
  return { pv, uv, ip };
}

export function generateTraffic(siteId: number, now: number) {
  const rand = mulberry32(siteId * 7919);
  const base = SITE_TRAFFIC[siteId] ?? 100;
  const today = dateKey(now);
  const currentHour = new Date(now).getHours();
  const daily: Insertable<StatsDailyTable>[] = [];
  const hourly: Insertable<StatsHourlyTable>[] = [];
  for (let ago = DAILY_DAYS - 1; ago >= 0; ago--) {
    const date = addDays(today, -ago);
    const weekday = new Date(startOfDay(date)).getDay();
    const dayFactor = (weekday === 0 || weekday === 6 ? 0.6 : 1) * (1 + 0.004 * (DAILY_DAYS - ago));
    if (ago < HOURLY_DAYS) {
      const sum = { pv: 0, uv: 0, ip: 0 };
      const lastHour = ago === 0 ? currentHour : 23;
      for (let hour = 0; hour <= lastHour; hour++) {
        const pv = Math.round(((base * dayFactor * HOUR_SHAPE[hour]) / HOUR_TOTAL) * (0.7 + 0.6 * rand()));
        const f = figures(pv, rand);
        hourly.push({ site_id: siteId, date, hour, ...f });
        sum.pv += f.pv; sum.uv += f.uv; sum.ip += f.ip;
      }
      daily.push({ site_id: siteId, date, ...sum });
    } else {
      daily.push({ site_id: siteId, date, ...figures(Math.round(base * dayFactor * (0.7 + 0.6 * rand())), rand) });
    }
  }
  const pages = SEED_PAGES.map((p, i) => ({
    site_id: siteId, url: p.url, title: p.title,
    pv: Math.max(1, Math.round(base * 30 * (0.3 / (i + 1)) * (0.8 + 0.4 * rand()))),
  }));
  return { daily, hourly, pages };
}

export async function insertSeedTraffic(trx: Kysely<Database>, now: number): Promise<void> {
  for (const site of SEED_SITES) {
    const { daily, hourly, pages } = generateTraffic(site.id, now);
    await insertChunked(trx, 'stats_daily', daily);
    await insertChunked(trx, 'stats_hourly', hourly);
    await insertChunked(trx, 'stats_pages', pages);
  }
}
