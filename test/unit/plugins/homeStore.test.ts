// The home plugin's store, resolved through the container with the plugin's own module loaded
// and a scripted server behind the real HttpService (the pattern the README describes).
import { createTestKernel } from '../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../kernel/tokens';
import home from '../../../plugins/home';
import { HOME_STORE } from '../../../plugins/home/tokens';

const homeData = { twebId: 1001, siteType: 'zh', site_name: '示范企业官网', status: 2, sysVersion: 3, language: 'zh-cn', theme_name: '', isNewXys: true, sys_end_time: 0, all_type: 'xys', domain: 'www.demo-site.cn', demonstrationTag: false };

async function kernelWithHome() {
  const kernel = createTestKernel();
  await kernel.install([home]);
  expect(kernel.get(TOKENS.plugins).status('home')?.state).toBe('ready');
  return kernel;
}

const SUMMARY = {
  count: { data: { today: { pv: 12, uv: 8, ip: 7 }, yesterday: { pv: 30, uv: 20, ip: 18 }, total: { pv: 900, uv: 500, ip: 450 } } },
  byDate: { data: { rows: [{ date: '2026-11-22', pv: 30, uv: 20, ip: 18 }], total: 1 } },
  byHour: { data: { rows: [{ hour: 9, pv: 5, uv: 4, ip: 4 }], total: 1 } },
  topPages: { data: { rows: [{ url: '/', title: '首页', pv: 99 }], total: 1 } },
  content: { data: { byType: [{ type: 1, count: 6 }], total: 6, published: 5, drafts: 1, recycled: 0 } },
  guide: { data: [{ key: 'article', title: '发布第一篇文章', done: true, link: '/zhContent/news' }] },
  tasks: { data: [{ key: 'unreadMessages', title: '未读消息', count: 5, link: '/message/allMessage' }] },
  domains: { data: { siteDaysRemaining: 300, sys_end_time: 0, domains: [] } },
};

it('loads every section in one call where the back end offers the summary', async () => {
  const kernel = await kernelWithHome();
  kernel.transport.reply('GET', 'admin/home/summary', SUMMARY);
  const store = kernel.get(HOME_STORE);
  await store.loadAll();
  expect(kernel.transport.requests.map((r) => r.url)).toEqual(['/api/app/site-admin-api/admin/home/summary']);
  expect(store.count.data?.today.pv).toBe(12);
  expect(store.byDate.data).toHaveLength(1);
  expect(store.topPages.data?.[0].title).toBe('首页');
  expect(store.content.data?.published).toBe(5);
  expect(store.tasks.data?.[0].count).toBe(5);
  expect(store.domains.data?.siteDaysRemaining).toBe(300);
  // The trend's 30 days ending today, and today's hours.
  const query = kernel.transport.last('admin/home/summary')?.params as { startDate: string; endDate: string; date: string };
  expect((Date.parse(query.endDate) - Date.parse(query.startDate)) / 86400000).toBe(29);
  expect(query.date).toBe(query.endDate);
});

it('opens with the load started ahead of the page (one call), and loads afresh when opened again', async () => {
  const kernel = await kernelWithHome();
  kernel.transport.reply('GET', 'admin/home/summary', SUMMARY);
  const store = kernel.get(HOME_STORE);
  store.prefetch();
  await store.open();
  expect(kernel.transport.requests.filter((r) => r.url.endsWith('home/summary'))).toHaveLength(1);
  expect(store.count.data?.today.pv).toBe(12);
  await store.open();
  expect(kernel.transport.requests.filter((r) => r.url.endsWith('home/summary'))).toHaveLength(2);
});

it('shows the error of a section the summary could not answer, and the others', async () => {
  const kernel = await kernelWithHome();
  kernel.transport.reply('GET', 'admin/home/summary', { ...SUMMARY, count: { error: '统计服务暂不可用' } });
  const store = kernel.get(HOME_STORE);
  await store.loadAll();
  expect(store.count).toEqual({ loading: false, error: '统计服务暂不可用', data: null });
  expect(store.content.data?.total).toBe(6);
  expect(kernel.notifier.errors()).toEqual([]);
});

it('loads every section, each from its own call, from a back end without the summary', async () => {
  const kernel = await kernelWithHome();
  kernel.transport
    .reply('POST', 'tweb/statistic/getCount', { today: { pv: 12, uv: 8, ip: 7 }, yesterday: { pv: 30, uv: 20, ip: 18 }, total: { pv: 900, uv: 500, ip: 450 } })
    .reply('GET', 'tweb/statistic/getDataBydate', { rows: [{ date: '2026-11-22', pv: 30, uv: 20, ip: 18 }], total: 1 })
    .reply('GET', 'tweb/statistic/getDataByHour', { rows: [{ hour: 9, pv: 5, uv: 4, ip: 4 }], total: 1 })
    .reply('GET', 'tweb/statistic/pagetopn', { rows: [{ url: '/', title: '首页', pv: 99 }], total: 1 })
    .reply('GET', 'admin/home/statisticalArticles', { byType: [{ type: 1, count: 6 }], total: 6, published: 5, drafts: 1, recycled: 0 })
    .reply('GET', 'admin/home/guide', [{ key: 'publish', title: '发布第一篇文章', done: true, link: '/zhContent/news' }])
    .reply('GET', 'admin/home/taskList', [{ key: 'unread', title: '未读消息', count: 5, link: '/message/allMessage' }])
    .reply('POST', 'admin/home/domainRemain', { siteDaysRemaining: 300, sys_end_time: 0, domains: [] });
  const store = kernel.get(HOME_STORE);
  await store.loadAll();
  expect(store.count.data?.today.pv).toBe(12);
  expect(store.byDate.data).toHaveLength(1);
  expect(store.topPages.data?.[0].title).toBe('首页');
  expect(store.content.data?.published).toBe(5);
  expect(store.tasks.data?.[0].count).toBe(5);
  // The range asks for 30 days ending today.
  const query = kernel.transport.last('tweb/statistic/getDataBydate')?.params as { startDate: string; endDate: string };
  expect((Date.parse(query.endDate) - Date.parse(query.startDate)) / 86400000).toBe(29);
  // Statistics are silenced endpoints (§8): a failure never toasts.
  expect(kernel.notifier.errors()).toEqual([]);
});

it('keeps the other sections when one call fails, and shows that section’s error', async () => {
  const kernel = await kernelWithHome();
  kernel.transport
    .reply('POST', 'tweb/statistic/getCount', null, 500, '统计服务暂不可用')
    .reply('GET', 'admin/home/statisticalArticles', { byType: [], total: 0, published: 0, drafts: 0, recycled: 0 });
  const store = kernel.get(HOME_STORE);
  await store.loadAll();
  expect(store.count.error).toBe('统计服务暂不可用');
  expect(store.content.data?.total).toBe(0);
  expect(kernel.notifier.errors()).toEqual([]);
});

it('takes the site offline through site/inline and reloads the home data', async () => {
  const kernel = await kernelWithHome();
  kernel.transport.reply('GET', 'admin/home', homeData).reply('POST', 'tweb/site/inline', {}).reply('GET', 'admin/home/guide', []);
  const site = kernel.get(TOKENS.site);
  await site.loadHome();
  kernel.transport.reply('GET', 'admin/home', { ...homeData, status: 1 });
  await kernel.get(HOME_STORE).setInline(0);
  expect(kernel.transport.last('tweb/site/inline')?.data).toEqual({ twebId: 1001, inline: 0 });
  expect(site.home?.status).toBe(1);
});
