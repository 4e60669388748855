// The spider page's store through the container: a range past 92 days is refused with the shared
// rule's words before anything is asked; a domain chosen scopes every read.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import spider from '../../../../plugins/spider';
import { SPIDER_STORE } from '../../../../plugins/spider/tokens';

const EMPTY_CHARTS = { days: ['2026-01-01'], perDay: {}, perHour: {}, statuses: [], total: 0 };

async function store() {
  const kernel = createTestKernel();
  await kernel.install([spider]);
  kernel.transport.reply('GET', 'admin/Spider/overview', { domains: ['www.a.cn', 'www.b.cn'], token: 'x', reverseDns: false, yesterday: 1, today: 2, avg30: 3 });
  kernel.transport.reply('GET', 'admin/Spider/charts', EMPTY_CHARTS);
  kernel.transport.reply('GET', 'admin/Spider/topPages', []);
  kernel.transport.reply('GET', 'admin/Spider/visits', { rows: [], total: 0 });
  return { kernel, store: kernel.get(SPIDER_STORE) };
}

it('refuses a range past 92 days without asking the server', async () => {
  const { kernel, store: s } = await store();
  await s.setRange('2026-01-01', '2026-04-03');
  expect(s.rangeError).toBe('查询时间范围不能超过 92 天');
  expect(kernel.transport.requests.filter((r) => String(r.url).includes('Spider/charts'))).toHaveLength(0);
  await s.setRange('2026-01-01', '2026-04-02');
  expect(s.rangeError).toBeNull();
  expect(kernel.transport.last('admin/Spider/charts')?.params).toMatchObject({ from: '2026-01-01', to: '2026-04-02' });
});

it('scopes the cards, charts, top pages and visits to the chosen domain', async () => {
  const { kernel, store: s } = await store();
  await s.setDomain('www.b.cn');
  for (const path of ['admin/Spider/overview', 'admin/Spider/charts', 'admin/Spider/topPages', 'admin/Spider/visits']) {
    expect([path, kernel.transport.last(path)?.params?.domain]).toEqual([path, 'www.b.cn']);
  }
  expect(s.overview?.today).toBe(2);
});
