// The SEO plugin's store through the container: robots.txt is checked with the shared rule as the
// operator types, and nothing that fails the rule is sent to the server.
import { createTestKernel } from '../../../kernel/testing/createTestKernel';
import seo from '../../../plugins/seo';
import { SEO_STORE } from '../../../plugins/seo/tokens';

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
