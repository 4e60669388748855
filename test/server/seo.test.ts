// SEO settings: keyed by sitemap_setting / robots_agree, scoped to the active site, robots.txt
// checked by the shared rule with the same Chinese message the console shows.
import { checkRobotsTxt } from '../../shared/domain/seo';
import { SITE } from '../../server/core/db/seedData';
import { snapshot, startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

it('refuses the operator, who lacks the SEO keys', async () => {
  const operator = await h.login('operator');
  expect((await h.call('sitemapGet', { token: operator })).json().code).toBe(403);
  expect((await h.call('robotsSave', { token: operator, body: { content: 'User-agent: *' } })).json().code).toBe(403);
});

it('starts from the defaults and saves the sitemap options', async () => {
  const initial = (await h.call('sitemapGet', { token: admin })).json().data;
  expect(initial).toMatchObject({ auto: true, changefreq: 'daily', priority: '0.8', sitemapUrl: 'https://www.demo-site.cn/sitemap.xml', generatedAt: null, urlCount: 0, excludedCount: 0, files: [], addresses: ['https://www.demo-site.cn/sitemap.xml'] });
  const saved = await h.call('sitemapSave', { token: admin, body: { auto: false, changefreq: 'weekly', priority: '0.5' } });
  expect(saved.json().data).toMatchObject({ auto: false, changefreq: 'weekly', priority: '0.5' });
  expect((await h.call('sitemapGet', { token: admin })).json().data).toMatchObject({ auto: false, changefreq: 'weekly' });
});

it('refuses options outside the lists and changes nothing', async () => {
  const before = await snapshot(h);
  const res = await h.call('sitemapSave', { token: admin, body: { auto: true, changefreq: 'sometimes', priority: '0.8' } });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/changefreq/);
  expect(await snapshot(h)).toEqual(before);
});

it('generates the sitemap as a task: the sections and the published, live articles and products first', async () => {
  const live = await h.built.db.selectFrom('articles').select(['id', 'type'])
    .where('site_id', '=', SITE.corporate).where('status', '=', 1).where('disabled', '=', 0).orderBy('id').execute();
  const products = await h.built.db.selectFrom('products').select('id')
    .where('site_id', '=', SITE.corporate).where('status', '=', 1).where('disabled', '=', 0).execute();
  const started = await h.call('sitemapGenerate', { token: admin, body: {} });
  expect(started.statusCode).toBe(200);
  const { taskId } = started.json().data;
  expect(taskId).toEqual(expect.any(Number));
  await h.built.deps.tasks.settled();

  const task = (await h.call('taskGet', { token: admin, query: { id: taskId } })).json().data;
  const read = live.length + products.length;
  expect(task).toMatchObject({ kind: 'seo.sitemap', title: '生成网站地图', state: 'succeeded', done: read, total: read, result: { excludedCount: 0, files: 1 } });
  const state = (await h.call('sitemapGet', { token: admin })).json().data;
  expect(state.urlCount).toBe(task.result.urlCount);
  expect(state.urlCount).toBeGreaterThan(6 + read);
  expect(state.urls.slice(0, 7)).toEqual([
    'https://www.demo-site.cn/', 'https://www.demo-site.cn/about/index.html', 'https://www.demo-site.cn/product/index.html',
    'https://www.demo-site.cn/news/index.html', 'https://www.demo-site.cn/case/index.html', 'https://www.demo-site.cn/contact/index.html',
    `https://www.demo-site.cn/${({ 1: 'news', 2: 'help', 3: 'case', 4: 'download', 5: 'album', 11: 'video' } as Record<number, string>)[live[0].type]}/${live[0].id}.html`,
  ]);
  expect(state.generatedAt).toEqual(expect.any(Number));
  // The operator, without the sitemap key, does not see the task.
  const operator = await h.login('operator');
  expect((await h.call('taskGet', { token: operator, query: { id: taskId } })).json().code).toBe(404);
});

it('refuses to start a sitemap for a site without a domain, and starts no task', async () => {
  await h.call('siteActive', { token: admin, query: { twebId: SITE.marketingFree } });
  try {
    const before = await h.built.db.selectFrom('tasks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await h.call('sitemapGenerate', { token: admin, body: {} });
    expect(res.json()).toMatchObject({ code: 409, message: '网站尚未绑定域名，无法生成网站地图' });
    const after = await h.built.db.selectFrom('tasks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  } finally {
    await h.call('siteActive', { token: admin, query: { twebId: SITE.corporate } });
  }
});

it('checks robots.txt with the shared rule and stores nothing that fails it', async () => {
  const bad = 'User-agent: *\nDisalow: /admin/';
  const before = await snapshot(h);
  const res = await h.call('robotsSave', { token: admin, body: { content: bad } });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(checkRobotsTxt(bad)[0].message);
  expect(res.json().message).toBe('第 2 行的字段“Disalow”不受支持');
  expect(await snapshot(h)).toEqual(before);

  const good = 'User-agent: *\nDisallow: /private/\nSitemap: http://www.demo-site.cn/sitemap.xml\n';
  expect((await h.call('robotsSave', { token: admin, body: { content: good } })).json().code).toBe(200);
  expect((await h.call('robotsGet', { token: admin })).json().data.content).toBe(good);
});

it('keeps each site’s settings to itself', async () => {
  await h.call('siteActive', { token: admin, query: { twebId: SITE.marketingFree } });
  const other = (await h.call('sitemapGet', { token: admin })).json().data;
  expect(other).toMatchObject({ auto: true, changefreq: 'daily', urlCount: 0 });
  expect((await h.call('robotsGet', { token: admin })).json().data.content).not.toContain('/private/');
  await h.call('siteActive', { token: admin, query: { twebId: SITE.corporate } });
});
