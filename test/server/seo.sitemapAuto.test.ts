// 自动更新 (issue 12 item 2): with the sitemap's auto option on, a publish or unpublish regenerates
// it through the content hook; off, nothing is generated; changes arriving together start one task.
import { SITE } from '../../server/core/db/seedData';
import { ARTICLE_PATH_BY_TYPE, sitemapKind } from '../../server/modules/seo/sitemap';
import { onContentChange } from '../../server/modules/seo/publicFiles/autoUpdate';
import { startServer, type Harness } from './support/harness';

const HOST = 'www.demo-site.cn';
let h: Harness;
let admin: string;
let adminId: number;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
  adminId = (await h.built.db.selectFrom('accounts').select('id').where('login_name', '=', 'admin').executeTakeFirstOrThrow()).id;
});
afterAll(() => h.close());

const get = (url: string, host: string) => h.built.app.inject({ method: 'GET', url, headers: { host } });
const articleUrl = (a: { id: number; type: number }) => `https://${HOST}/${ARTICLE_PATH_BY_TYPE[a.type]}/${a.id}.html`;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

async function generate(): Promise<void> {
  await h.built.deps.tasks.start({ siteId: SITE.corporate, accountId: adminId }, sitemapKind, {});
  await h.built.deps.tasks.settled();
}

it('regenerates after a publish when 自动更新 is on, once for changes arriving together', async () => {
  await h.call('sitemapSave', { token: admin, body: { auto: true, changefreq: 'daily', priority: '0.8' } });
  await generate();
  const draft = await h.built.db.selectFrom('articles').select(['id', 'type']).where('site_id', '=', SITE.corporate).where('status', '=', 0).where('disabled', '=', 0).executeTakeFirstOrThrow();
  const before = locs((await get('/sitemap.xml', HOST)).body);
  expect(before).not.toContain(articleUrl(draft));
  const tasksBefore = await h.built.db.selectFrom('tasks').select('id').where('kind', '=', 'seo.sitemap').execute();

  expect((await h.call('articleUpDown', { token: admin, body: { ids: [draft.id], status: 1 } })).json().code).toBe(200);
  await h.built.deps.contentHooks.idle();
  await h.built.deps.tasks.settled();
  const after = locs((await get('/sitemap.xml', HOST)).body);
  expect(after).toHaveLength(before.length + 1);
  expect(after).toContain(articleUrl(draft));
  const tasksAfter = await h.built.db.selectFrom('tasks').select('id').where('kind', '=', 'seo.sitemap').execute();
  expect(tasksAfter.length).toBe(tasksBefore.length + 1);

  // Unpublished again, it leaves the sitemap; with 自动更新 off, nothing is generated.
  await h.call('articleUpDown', { token: admin, body: { ids: [draft.id], status: 0 } });
  await h.built.deps.contentHooks.idle();
  await h.built.deps.tasks.settled();
  expect(locs((await get('/sitemap.xml', HOST)).body)).toHaveLength(before.length);
  await h.call('sitemapSave', { token: admin, body: { auto: false, changefreq: 'daily', priority: '0.8' } });
  await h.call('articleUpDown', { token: admin, body: { ids: [draft.id], status: 1 } });
  await h.built.deps.contentHooks.idle();
  await h.built.deps.tasks.settled();
  expect(locs((await get('/sitemap.xml', HOST)).body)).toHaveLength(before.length);
});

it('starts no second generation while one for the site is queued', async () => {
  await h.call('sitemapSave', { token: admin, body: { auto: true, changefreq: 'daily', priority: '0.8' } });
  const live = await h.built.db.selectFrom('articles').select('id').where('site_id', '=', SITE.corporate).where('status', '=', 1).where('disabled', '=', 0).executeTakeFirstOrThrow();
  const change = { siteId: SITE.corporate, kind: 'article' as const, ids: [live.id], change: 'saved' as const, at: Date.now() };
  const [first, second] = await Promise.all([onContentChange(change, h.built.deps), onContentChange(change, h.built.deps)]);
  expect([first, second].filter((id) => id !== null)).toHaveLength(1);
  expect(await onContentChange(change, h.built.deps)).toBeNull();
  await h.built.deps.tasks.settled();
});
