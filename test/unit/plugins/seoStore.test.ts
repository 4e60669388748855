// The SEO plugin's store through the container: robots.txt is checked with the shared rule as the
// operator types, and nothing that fails the rule is sent to the server.
import { createTestKernel } from '../../../kernel/testing/createTestKernel';
import seo from '../../../plugins/seo';
import { SEO_STORE } from '../../../plugins/seo/tokens';
import { TOKENS } from '../../../kernel/tokens';

async function store() {
  const kernel = createTestKernel();
  await kernel.install([seo]);
  return { kernel, store: kernel.get(SEO_STORE) };
}

it('refuses to save a robots.txt with problems, naming the line, and sends nothing', async () => {
  const { kernel, store: s } = await store();
  s.setRobots('User-agent: *\nDisalow: /x');
  expect(s.robotsProblems.map((p) => p.message)).toEqual(['第 2 行的字段“Disalow”不受支持']);
  expect(await s.saveRobots()).toBe(false);
  expect(kernel.transport.requests).toHaveLength(0);
});

it('saves a valid robots.txt and is no longer dirty', async () => {
  const { kernel, store: s } = await store();
  kernel.transport.reply('GET', 'admin/Robots/getContent', { content: 'User-agent: *\n' });
  kernel.transport.on('POST', 'admin/Robots/saveContent', (req) => ({ data: { code: 200, message: '', data: req.data } }));
  await s.loadRobots();
  s.setRobots('User-agent: *\nDisallow: /private/');
  expect(s.robotsDirty).toBe(true);
  expect(await s.saveRobots()).toBe(true);
  expect(kernel.transport.last('admin/Robots/saveContent')?.data).toEqual({ content: 'User-agent: *\nDisallow: /private/' });
  expect(s.robotsDirty).toBe(false);
});

it('shows the server’s refusal of a sitemap save as a toast and keeps the old state', async () => {
  const { kernel, store: s } = await store();
  kernel.transport.reply('GET', 'admin/Sitemap/getConfig', { auto: true, changefreq: 'daily', priority: '0.8', sitemapUrl: '', generatedAt: null, urlCount: 0, urls: [] });
  kernel.transport.reply('POST', 'admin/Sitemap/generate', null, 409, '网站尚未绑定域名，无法生成网站地图');
  await s.loadSitemap();
  expect(await s.generate()).toBe(false);
  expect(kernel.notifier.errors()).toEqual(['网站尚未绑定域名，无法生成网站地图']);
  expect(s.sitemap?.urlCount).toBe(0);
});

it('generates the sitemap as a background task and shows the new addresses when it has succeeded', async () => {
  const { kernel, store: s } = await store();
  const before = { auto: true, changefreq: 'daily', priority: '0.8', sitemapUrl: 'http://www.demo-site.cn/sitemap.xml', generatedAt: null, urlCount: 0, urls: [] };
  kernel.transport.reply('GET', 'admin/Sitemap/getConfig', before);
  await s.loadSitemap();
  const running = { id: 9, kind: 'seo.sitemap', title: '生成网站地图', state: 'running', done: 2000, total: 5000, stage: '正在收集页面地址', error: null, resultName: null, result: null, cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: null };
  kernel.transport.reply('POST', 'admin/Sitemap/generate', { taskId: 9 });
  kernel.transport.reply('GET', 'task/get', running);
  kernel.transport.reply('GET', 'task/list', { rows: [running], total: 1 });
  expect(await s.generate()).toBe(true);
  expect(s.generateTaskId).toBe(9);
  expect(kernel.get(TOKENS.tasks).watch(9)?.done).toBe(2000);

  kernel.transport.reply('GET', 'admin/Sitemap/getConfig', { ...before, generatedAt: 2, urlCount: 5006, urls: ['http://www.demo-site.cn/'] });
  const done = { ...running, state: 'succeeded' as const, done: 5000, result: { urlCount: 5006 }, finishedAt: 2 };
  await s.generateFinished(done);
  await s.generateFinished(done);
  expect(s.sitemap?.urlCount).toBe(5006);
  expect(kernel.notifier.toasts.filter((t) => t.level === 'success').map((t) => t.message)).toEqual(['网站地图已生成，共 5006 个地址']);
  kernel.get(TOKENS.tasks).stop();
});

it('keeps where each bound domain serves robots.txt, for the page to show', async () => {
  const { kernel, store: s } = await store();
  kernel.transport.reply('GET', 'admin/Robots/getContent', { content: 'User-agent: *\n', addresses: ['https://www.demo-site.cn/robots.txt', 'https://m.demo-site.cn/robots.txt'] });
  await s.loadRobots();
  expect(s.robotsAddresses).toEqual(['https://www.demo-site.cn/robots.txt', 'https://m.demo-site.cn/robots.txt']);
});
