// GET admin/home/summary: the home's first screen in one call — each section exactly what its own
// call answers for the caller's active site, a refused section carrying its message while the
// others arrive, the usual session, validation and site scope.
import { addDays, dateKey } from '../../server/core/services/dates';
import { SITE } from '../../server/core/db/seedData';
import { startServer, type Harness } from './support/harness';

let h: Harness;
let token: string;
const today = dateKey(Date.now());
const range = { startDate: addDays(today, -29), endDate: today, date: today };
beforeAll(async () => {
  h = await startServer();
  token = await h.login('admin');
});
afterAll(() => h.close());

/** What the separate calls answer, in the summary's shape. */
async function separately(t: string) {
  const data = async (...args: Parameters<Harness['call']>) => ({ data: (await h.call(...args)).json().data });
  return {
    count: await data('statCount', { token: t, body: {} }),
    byDate: await data('statByDate', { token: t, query: { startDate: range.startDate, endDate: range.endDate } }),
    byHour: await data('statByHour', { token: t, query: { date: range.date } }),
    topPages: await data('statTopPages', { token: t, query: { n: 10 } }),
    content: await data('homeArticles', { token: t }),
    guide: await data('homeGuide', { token: t }),
    tasks: await data('homeTasks', { token: t }),
    domains: await data('domainRemain', { token: t, body: {} }),
  };
}

it('answers every section of the home exactly as its own call does', async () => {
  const res = await h.call('homeSummary', { token, query: range });
  expect(res.statusCode).toBe(200);
  const summary = res.json().data;
  expect(summary).toEqual(await separately(token));
  expect(summary.byDate.data.rows).toHaveLength(30);
  expect(summary.tasks.data.map((t: { key: string }) => t.key)).toContain('unreadMessages');
});

it('carries a refused section\'s message and still answers the others', async () => {
  // 92 days at most: the trend is refused, the figures are not.
  const summary = (await h.call('homeSummary', { token, query: { ...range, startDate: addDays(today, -200) } })).json().data;
  expect(summary.byDate).toEqual({ error: '日期范围不能超过 92 天' });
  expect(summary.count.data.total.pv).toBeGreaterThan(0);
  expect(summary.guide.data).toHaveLength(5);
});

it('follows the caller\'s active site and account', async () => {
  const other = await h.login('admin');
  await h.call('siteActive', { token: other, query: { twebId: SITE.marketingFree } });
  const marketing = (await h.call('homeSummary', { token: other, query: range })).json().data;
  expect(marketing).toEqual(await separately(other));
  const corporate = (await h.call('homeSummary', { token, query: range })).json().data;
  expect(marketing.count.data.total.pv).toBeLessThan(corporate.count.data.total.pv);
  const demo = await h.login('demo');
  expect((await h.call('homeSummary', { token: demo, query: range })).json().data).toEqual(await separately(demo));
});

it('refuses a caller without a session, unknown fields and malformed dates', async () => {
  const anonymous = await h.call('homeSummary', { query: range });
  expect(anonymous.json().code).toBe(401);
  const unknown = await h.call('homeSummary', { token, query: { ...range, siteId: SITE.demo } });
  expect(unknown.statusCode).toBe(400);
  const missing = await h.call('homeSummary', { token, query: { startDate: range.startDate, endDate: range.endDate } });
  expect(missing.statusCode).toBe(400);
  const malformed = await h.call('homeSummary', { token, query: { ...range, date: '2026-02-30' } });
  expect(malformed.statusCode).toBe(400);
  for (const res of [unknown, missing, malformed]) expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
});
