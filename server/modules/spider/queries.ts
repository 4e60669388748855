// The page's reads, all from the rollups (a 92-day chart reads at most 92 × spiders × statuses rows
// per domain) except the visit table, which pages the raw visits by their index.
import type { Kysely } from 'kysely';
import { SPIDER_KEYS, type SpiderKey } from '../../../shared/domain/spider/agents';
import type { SpiderCharts, SpiderTopPage, SpiderVisitRow } from '../../../shared/domain/spider/api';
import { addDays, dayNumber, dayOf, dayText, daysBetween } from '../../../shared/domain/spider/rules';
import { parseRecordPath } from '../../../shared/domain/seo/recordPaths';
import type { Database } from '../../core/db/database';

export interface Scope {
  siteId: number;
  /** One domain, or all the site's (null). */
  domain: string | null;
}

const zeros = (n: number) => Array.from({ length: n }, () => 0);

function perSpider(n: number): Record<SpiderKey, number[]> {
  return Object.fromEntries(SPIDER_KEYS.map((k) => [k, zeros(n)])) as Record<SpiderKey, number[]>;
}

export async function charts(db: Kysely<Database>, scope: Scope, from: string, to: string): Promise<SpiderCharts> {
  const n = daysBetween(from, to);
  const days = Array.from({ length: n }, (_, i) => addDays(from, i));
  const lo = dayNumber(from);
  const hi = dayNumber(to);
  let daily = db.selectFrom('spider_daily').select(['day', 'spider', 'status', (eb) => eb.fn.sum<number>('visits').as('visits')])
    .where('site_id', '=', scope.siteId).where('day', '>=', lo).where('day', '<=', hi);
  if (scope.domain) daily = daily.where('domain', '=', scope.domain);
  let hourly = db.selectFrom('spider_hours').select(['hour', 'spider', (eb) => eb.fn.sum<number>('visits').as('visits')])
    .where('site_id', '=', scope.siteId).where('day', '>=', lo).where('day', '<=', hi);
  if (scope.domain) hourly = hourly.where('domain', '=', scope.domain);
  const [dayRows, hourRows] = await Promise.all([
    daily.groupBy(['day', 'spider', 'status']).execute(),
    hourly.groupBy(['hour', 'spider']).execute(),
  ]);
  const perDay = perSpider(n);
  const perHour = perSpider(24);
  const statuses = new Map<number, number>();
  const index = new Map(days.map((d, i) => [dayNumber(d), i]));
  let total = 0;
  for (const r of dayRows) {
    const i = index.get(Number(r.day));
    const key = (SPIDER_KEYS as readonly string[]).includes(r.spider) ? (r.spider as SpiderKey) : 'other';
    const v = Number(r.visits);
    if (i !== undefined) perDay[key][i] += v;
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + v);
    total += v;
  }
  for (const r of hourRows) {
    const key = (SPIDER_KEYS as readonly string[]).includes(r.spider) ? (r.spider as SpiderKey) : 'other';
    perHour[key][r.hour] += Number(r.visits);
  }
  return {
    days, perDay, perHour, total,
    statuses: [...statuses].map(([status, visits]) => ({ status, visits })).sort((a, b) => b.visits - a.visits || a.status - b.status),
  };
}

/** Spider visits of the whole scope per day between two yyyymmdd numbers (the cards). */
export async function visitsBetween(db: Kysely<Database>, scope: Scope, lo: number, hi: number): Promise<number> {
  let q = db.selectFrom('spider_daily').select((eb) => eb.fn.sum<number>('visits').as('n'))
    .where('site_id', '=', scope.siteId).where('day', '>=', lo).where('day', '<=', hi);
  if (scope.domain) q = q.where('domain', '=', scope.domain);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

export interface Cards {
  yesterday: number;
  today: number;
  avg30: number;
}

/** 昨日 / 今日 / 近30天日均 (the 30 days before today). */
export async function cards(db: Kysely<Database>, scope: Scope, now: number): Promise<Cards> {
  const today = dayText(dayOf(now));
  const yesterday = addDays(today, -1);
  const [t, y, m] = await Promise.all([
    visitsBetween(db, scope, dayNumber(today), dayNumber(today)),
    visitsBetween(db, scope, dayNumber(yesterday), dayNumber(yesterday)),
    visitsBetween(db, scope, dayNumber(addDays(today, -30)), dayNumber(yesterday)),
  ]);
  return { today: t, yesterday: y, avg30: Math.round(m / 30) };
}

/** The live record's title a site path names (articles and products, by the one address rule). */
async function titles(db: Kysely<Database>, siteId: number, paths: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const articleIds = new Map<number, string>();
  const productIds = new Map<number, string>();
  for (const p of paths) {
    const record = parseRecordPath(p);
    if (record?.kind === 'article') articleIds.set(record.id, p);
    if (record?.kind === 'product') productIds.set(record.id, p);
  }
  if (articleIds.size) {
    const rows = await db.selectFrom('articles').select(['id', 'title']).where('site_id', '=', siteId).where('disabled', '=', 0)
      .where('id', 'in', [...articleIds.keys()]).execute();
    for (const r of rows) out.set(articleIds.get(r.id)!, r.title);
  }
  if (productIds.size) {
    const rows = await db.selectFrom('products').select(['id', 'name']).where('site_id', '=', siteId).where('disabled', '=', 0)
      .where('id', 'in', [...productIds.keys()]).execute();
    for (const r of rows) out.set(productIds.get(r.id)!, r.name);
  }
  return out;
}

/** included: true / false as an index check answered; null when none has (未查询). */
export async function topPages(
  db: Kysely<Database>, scope: Scope, from: string, to: string,
  indexStatus: (paths: readonly string[]) => Promise<ReadonlyMap<string, boolean>>,
): Promise<SpiderTopPage[]> {
  let q = db.selectFrom('spider_page_daily').select(['path', (eb) => eb.fn.sum<number>('visits').as('visits')])
    .where('site_id', '=', scope.siteId).where('day', '>=', dayNumber(from)).where('day', '<=', dayNumber(to));
  if (scope.domain) q = q.where('domain', '=', scope.domain);
  const rows = await q.groupBy('path').orderBy((eb) => eb.fn.sum('visits'), 'desc').orderBy('path').limit(10).execute();
  const paths = rows.map((r) => r.path);
  const [named, indexed] = await Promise.all([titles(db, scope.siteId, paths), indexStatus(paths)]);
  return rows.map((r) => ({ path: r.path, title: named.get(r.path) ?? null, visits: Number(r.visits), included: indexed.get(r.path) ?? null }));
}

export interface VisitFilter {
  spider?: SpiderKey;
  status?: number;
  suspicious?: boolean;
}

export async function visitPage(db: Kysely<Database>, scope: Scope, from: string, to: string, filter: VisitFilter, limit: number, offset: number): Promise<{ rows: SpiderVisitRow[]; total: number }> {
  let q = db.selectFrom('spider_visits').where('site_id', '=', scope.siteId)
    .where('day', '>=', dayNumber(from)).where('day', '<=', dayNumber(to));
  if (scope.domain) q = q.where('domain', '=', scope.domain);
  if (filter.spider) q = q.where('spider', '=', filter.spider);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.suspicious !== undefined) q = q.where('suspicious', '=', filter.suspicious ? 1 : 0);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      id: r.id, at: Number(r.at), domain: r.domain, spider: r.spider as SpiderKey, ip: r.ip, method: r.method, path: r.path,
      status: r.status, bytes: Number(r.bytes), agent: r.agent, suspicious: r.suspicious === 1,
    })),
  };
}
