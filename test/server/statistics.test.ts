// Traffic statistics of the active site: plausible seeded figures, gap-free ranges, range limits.
import { dateKey, addDays } from '../../server/core/services/dates';
import { SITE } from '../../server/core/db/seedData';
import { startServer, type Harness } from './support/harness';

let h: Harness;
let token: string;
const today = dateKey(Date.now());
beforeAll(async () => {
  h = await startServer();
  token = await h.login('admin');
});
afterAll(() => h.close());

type Figures = { pv: number; uv: number; ip: number };
const plausible = (f: Figures) => f.pv >= f.uv && f.uv >= f.ip && f.ip >= 0;

it('counts today, yesterday and the total, with pv ≥ uv ≥ ip', async () => {
  const { today: t, yesterday: y, total } = (await h.call('statCount', { token })).json().data;
  for (const f of [t, y, total]) expect(plausible(f)).toBe(true);
  expect(y.pv).toBeGreaterThan(100);
  expect(total.pv).toBeGreaterThan(y.pv * 30);
});

it('returns one row per day of a range, oldest first, zeros where nothing was recorded', async () => {
  const start = addDays(today, -6);
  const res = (await h.call('statByDate', { token, query: { startDate: start, endDate: today } })).json().data;
  expect(res.total).toBe(7);
  expect(res.rows.map((r: { date: string }) => r.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  expect(res.rows.every(plausible)).toBe(true);
  expect(res.rows.slice(0, 6).every((r: Figures) => r.pv > 0)).toBe(true);

  const old = (await h.call('statByDate', { token, query: { startDate: '2001-01-01', endDate: '2001-01-03' } })).json().data;
  expect(old.rows).toEqual([
    { date: '2001-01-01', pv: 0, uv: 0, ip: 0 }, { date: '2001-01-02', pv: 0, uv: 0, ip: 0 }, { date: '2001-01-03', pv: 0, uv: 0, ip: 0 },
  ]);
});

it('refuses an inverted range or one longer than 92 days', async () => {
  const inverted = await h.call('statByDate', { token, query: { startDate: today, endDate: addDays(today, -1) } });
  expect(inverted.statusCode).toBe(400);
  expect(inverted.json().message).toBe('结束日期不能早于开始日期');
  const ok = await h.call('statByDate', { token, query: { startDate: addDays(today, -91), endDate: today } });
  expect(ok.json().data.total).toBe(92);
  const tooLong = await h.call('statByDate', { token, query: { startDate: addDays(today, -92), endDate: today } });
  expect(tooLong.json().message).toBe('日期范围不能超过 92 天');
});

it('returns 24 hourly rows for a day, zero-filled', async () => {
  const yesterday = (await h.call('statByHour', { token, query: { date: addDays(today, -1) } })).json().data;
  expect(yesterday.rows.map((r: { hour: number }) => r.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
  expect(yesterday.rows.every(plausible)).toBe(true);
  // Daytime is busier than the small hours.
  expect(yesterday.rows[10].pv).toBeGreaterThan(yesterday.rows[3].pv);
  const empty = (await h.call('statByHour', { token, query: { date: '2001-01-01' } })).json().data;
  expect(empty.rows).toHaveLength(24);
  expect(empty.rows.every((r: Figures) => r.pv === 0 && r.uv === 0 && r.ip === 0)).toBe(true);
});

it('ranks the top pages by page views (default 10, at most 50)', async () => {
  const top = (await h.call('statTopPages', { token })).json().data;
  expect(top.rows).toHaveLength(10);
  const pvs = top.rows.map((r: { pv: number }) => r.pv);
  expect([...pvs].sort((a, b) => b - a)).toEqual(pvs);
  expect(top.rows[0]).toMatchObject({ url: '/', title: '首页' });
  expect((await h.call('statTopPages', { token, query: { n: 50 } })).json().data.rows).toHaveLength(12);
  expect((await h.call('statTopPages', { token, query: { n: 0 } })).json().message).toBe('参数 n 不能小于 1');
});

it('follows the active site: figures differ per site', async () => {
  const before = (await h.call('statCount', { token })).json().data.total.pv;
  await h.call('siteActive', { token, query: { twebId: SITE.marketingFree } });
  const after = (await h.call('statCount', { token })).json().data.total.pv;
  expect(after).toBeLessThan(before);
  await h.call('siteActive', { token, query: { twebId: SITE.corporate } });
});
