// SEO settings: keyed by sitemap_setting / robots_agree, scoped to the active site, robots.txt
// checked by the shared rule with the same Chinese message the console shows.
import { checkRobotsTxt } from '../../shared/domain/seo';
import { SITE } from '../../server/db/seedData';
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
  expect(initial).toMatchObject({ auto: true, changefreq: 'daily', priority: '0.8', sitemapUrl: 'http://www.demo-site.cn/sitemap.xml', generatedAt: null, urlCount: 0 });
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

it('generates the sitemap from the sections and the published, live articles only', async () => {
  const published = await h.built.db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', SITE.corporate).where('status', '=', 1).where('disabled', '=', 0).executeTakeFirstOrThrow();
  const state = (await h.call('sitemapGenerate', { token: admin, body: {} })).json().data;
  expect(state.urlCount).toBe(6 + Number(published.n));
  expect(state.urls[0]).toBe('http://www.demo-site.cn/');
  expect(state.generatedAt).toEqual(expect.any(Number));
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
