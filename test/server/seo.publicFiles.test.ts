// Public outputs (issue 12 item 2): robots.txt and sitemap.xml answered per request Host (a bound
// domain, else 404), the index past the per-file limit, robots.txt's disallowed addresses left out
// and counted, 自动更新 after a publish, and the Sitemap line robots.txt gets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITEMAP_MAX_URLS } from '../../shared/domain/seo';
import { SITE } from '../../server/core/db/seedData';
import { ARTICLE_PATH_BY_TYPE, sitemapKind } from '../../server/modules/seo/sitemap';
import { startServer, type Harness } from './support/harness';

const HOST = 'www.demo-site.cn';
let h: Harness;
let admin: string;
let adminId: number;

let staticDir: string;

beforeAll(async () => {
  // A built console is served (with its SPA fallback, and a stray robots.txt in the build): the
  // public files must still be answered by their own routes.
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head></head><body>console</body></html>');
  fs.writeFileSync(path.join(staticDir, 'robots.txt'), 'STATIC COPY');
  h = await startServer({ STATIC_DIR: staticDir });
  admin = await h.login('admin');
  adminId = (await h.built.db.selectFrom('accounts').select('id').where('login_name', '=', 'admin').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await h.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, host: string, headers: Record<string, string> = {}) => h.built.app.inject({ method: 'GET', url, headers: { host, ...headers } });
const articleUrl = (a: { id: number; type: number }) => `https://${HOST}/${ARTICLE_PATH_BY_TYPE[a.type]}/${a.id}.html`;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

async function generate(partSize?: number): Promise<void> {
  if (partSize === undefined) {
    expect((await h.call('sitemapGenerate', { token: admin, body: {} })).json().code).toBe(200);
  } else {
    await h.built.deps.tasks.start({ siteId: SITE.corporate, accountId: adminId }, sitemapKind, { partSize });
  }
  await h.built.deps.tasks.settled();
}

async function liveCounts() {
  const db = h.built.db;
  const n = async (q: Promise<{ n: unknown } | undefined>) => Number((await q)?.n ?? 0);
  const articles = await n(db.selectFrom('articles').select((eb) => eb.fn.countAll().as('n')).where('site_id', '=', SITE.corporate).where('status', '=', 1).where('disabled', '=', 0).executeTakeFirst());
  const products = await n(db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).where('site_id', '=', SITE.corporate).where('status', '=', 1).where('disabled', '=', 0).executeTakeFirst());
  const categories = await n(db.selectFrom('categories').select((eb) => eb.fn.countAll().as('n')).where('site_id', '=', SITE.corporate).executeTakeFirst());
  const productCategories = await n(db.selectFrom('product_categories').select((eb) => eb.fn.countAll().as('n')).where('site_id', '=', SITE.corporate).executeTakeFirst());
  const tags = await n(db.selectFrom('tags').select((eb) => eb.fn.countAll().as('n')).where('site_id', '=', SITE.corporate).where('show', '=', 1).executeTakeFirst());
  const productTags = await n(db.selectFrom('product_tags').select((eb) => eb.fn.countAll().as('n')).where('site_id', '=', SITE.corporate).executeTakeFirst());
  return { articles, products, all: 6 + articles + products + categories + productCategories + tags + productTags };
}

it('answers a bound domain only: unknown hosts get a plain 404, not the console page', async () => {
  for (const url of ['/robots.txt', '/sitemap.xml', '/sitemap-1.xml']) {
    const res = await get(url, 'evil.example.com');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).not.toMatch(/<html/i);
  }
  // A bound domain with no sitemap generated yet: 404 as well; its robots.txt is there.
  expect((await get('/sitemap.xml', HOST)).statusCode).toBe(404);
  const robots = await get('/robots.txt', HOST);
  expect(robots.statusCode).toBe(200);
  expect(robots.headers['content-type']).toMatch(/^text\/plain/);
  expect(robots.body).toContain('Disallow: /admin/');
  expect(robots.body).not.toContain('STATIC COPY');
  // The console's own pages are still the console's.
  expect((await get('/seoSetting/sitemap', 'console.example.com')).body).toContain('console');
});

it('generates over the live sections, categories, articles, products and tags, each with lastmod, and serves it per host', async () => {
  await generate();
  const expected = await liveCounts();
  const state = (await h.call('sitemapGet', { token: admin })).json().data;
  expect(state).toMatchObject({ urlCount: expected.all, excludedCount: 0, files: [{ name: 'sitemap.xml', urlCount: expected.all }], addresses: [`https://${HOST}/sitemap.xml`] });

  const res = await get('/sitemap.xml', `${HOST.toUpperCase()}:8080`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const urls = locs(res.body);
  expect(urls).toHaveLength(expected.all);
  expect(urls[0]).toBe(`https://${HOST}/`);
  expect(urls.every((u) => u.startsWith(`https://${HOST}/`))).toBe(true);
  expect((res.body.match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/g) ?? []).length).toBe(expected.all);
  const product = await h.built.db.selectFrom('products').select('id').where('site_id', '=', SITE.corporate).where('status', '=', 1).where('disabled', '=', 0).executeTakeFirstOrThrow();
  expect(urls).toContain(`https://${HOST}/product/${product.id}.html`);
  // A draft is not there.
  const draft = await h.built.db.selectFrom('articles').select(['id', 'type']).where('site_id', '=', SITE.corporate).where('status', '=', 0).executeTakeFirst();
  expect(draft).toBeDefined();
  expect(urls).not.toContain(articleUrl(draft!));

  // Another site's domain never answers this site's sitemap.
  expect((await get('/sitemap.xml', 'www.demo-global.com')).statusCode).toBe(404);
  // A conditional GET with the answer's ETag costs no body.
  const again = await get('/sitemap.xml', HOST, { 'if-none-match': String(res.headers.etag) });
  expect(again.statusCode).toBe(304);
});

it(`writes an index of part files past the per-file limit (${SITEMAP_MAX_URLS} in production)`, async () => {
  expect(SITEMAP_MAX_URLS).toBe(50_000);
  await generate(7);
  const expected = await liveCounts();
  const parts = Math.ceil(expected.all / 7);
  const index = await get('/sitemap.xml', HOST);
  expect(index.body).toContain('<sitemapindex');
  expect(locs(index.body)).toEqual(Array.from({ length: parts }, (_, i) => `https://${HOST}/sitemap-${i + 1}.xml`));
  let total = 0;
  for (let i = 1; i <= parts; i++) {
    const part = await get(`/sitemap-${i}.xml`, HOST);
    expect(part.statusCode).toBe(200);
    const n = locs(part.body).length;
    expect(n).toBeLessThanOrEqual(7);
    total += n;
  }
  expect(total).toBe(expected.all);
  expect((await get(`/sitemap-${parts + 1}.xml`, HOST)).statusCode).toBe(404);
  expect((await get('/sitemap-01.xml', HOST)).statusCode).toBe(404);
  const state = (await h.call('sitemapGet', { token: admin })).json().data;
  expect(state.urlCount).toBe(expected.all);
  expect(state.files).toHaveLength(parts + 1);
  expect(state.files[0]).toEqual({ name: 'sitemap.xml', urlCount: expected.all });
  expect(state.files[1]).toEqual({ name: 'sitemap-1.xml', urlCount: 7 });
});

it('leaves out what robots.txt keeps from * or Baiduspider, and counts it', async () => {
  const robots = 'User-agent: *\nDisallow: /product/\nAllow: /product/index.html\n\nUser-agent: Baiduspider\nDisallow: /product/\nAllow: /product/index.html\nDisallow: /tag/\n';
  expect((await h.call('robotsSave', { token: admin, body: { content: robots } })).json().code).toBe(200);
  try {
    await generate();
    const { all } = await liveCounts();
    const productPages = await h.built.db.selectFrom('products').select('id').where('site_id', '=', SITE.corporate).where('status', '=', 1).where('disabled', '=', 0).execute();
    const productCategories = await h.built.db.selectFrom('product_categories').select('id').where('site_id', '=', SITE.corporate).execute();
    const productTags = await h.built.db.selectFrom('product_tags').select('id').where('site_id', '=', SITE.corporate).execute();
    const tags = await h.built.db.selectFrom('tags').select('id').where('site_id', '=', SITE.corporate).where('show', '=', 1).execute();
    const left = productPages.length + productCategories.length + productTags.length + tags.length;
    expect(left).toBeGreaterThan(0);
    const state = (await h.call('sitemapGet', { token: admin })).json().data;
    expect(state.excludedCount).toBe(left);
    expect(state.urlCount).toBe(all - left);
    const urls = locs((await get('/sitemap.xml', HOST)).body);
    expect(urls).toContain(`https://${HOST}/product/index.html`);
    expect(urls.filter((u) => u.includes('/product/') || u.includes('/tag/'))).toEqual([`https://${HOST}/product/index.html`]);
  } finally {
    await h.call('robotsSave', { token: admin, body: { content: 'User-agent: *\nDisallow: /admin/\n' } });
  }
});

it('adds a Sitemap line for the requesting host to robots.txt, unless the operator wrote one', async () => {
  const served = await get('/robots.txt', HOST);
  expect(served.body).toBe(`User-agent: *\nDisallow: /admin/\nSitemap: https://${HOST}/sitemap.xml\n`);
  const own = 'User-agent: *\nDisallow: /admin/\nSitemap: https://cdn.demo-site.cn/map.xml\n';
  await h.call('robotsSave', { token: admin, body: { content: own } });
  expect((await get('/robots.txt', HOST)).body).toBe(own);
  expect((await h.call('robotsGet', { token: admin })).json().data).toEqual({ content: own, addresses: [`https://${HOST}/robots.txt`] });
});
