// 20 parallel writers on every route with a uniqueness rule, on both back ends (on PostgreSQL
// check-then-insert races under READ COMMITTED; the database's unique index must decide, and its
// refusal must read like the route's own check): never a 5xx, exactly one row, the others told why.
import { CONTENT_MSG, WATERMARK_POSITIONS } from '../../shared/domain/content';
import { KEYWORD_MSG } from '../../shared/domain/api/keywords';
import { SITE } from '../../server/core/db/seedData';
import { SEED_KEYWORD } from '../../server/modules/content/seedKeywords';
import { createArticle } from './support/content';
import { startServer, type Harness } from './support/harness';
import type { ApiName } from '../../shared/domain/api/endpoints';

const WRITERS = 20;

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

/** The same call from WRITERS clients at once: status codes and messages. */
async function together(name: ApiName, body: Record<string, unknown>) {
  const answers = await Promise.all(Array.from({ length: WRITERS }, () => h.call(name, { token: admin, body })));
  return answers.map((r) => ({ status: r.statusCode, message: r.json().message as string }));
}

function tally(answers: { status: number; message: string }[]) {
  const out: Record<string, number> = {};
  for (const a of answers) out[`${a.status} ${a.status === 200 ? '' : a.message}`.trim()] = (out[`${a.status} ${a.status === 200 ? '' : a.message}`.trim()] ?? 0) + 1;
  return out;
}

it('tagSave: one new tag of a name, the others 已存在', async () => {
  const answers = await together('tagSave', { name: '并发标签' });
  expect(tally(answers)).toEqual({ '200': 1, [`400 ${CONTENT_MSG.tagExists}`]: WRITERS - 1 });
  expect(await h.built.db.selectFrom('tags').select('id').where('site_id', '=', SITE.corporate).where('name', '=', '并发标签').execute()).toHaveLength(1);
});

it('keywordSave: one new keyword of a word (whatever its case), the others 已存在', async () => {
  const answers = await Promise.all(Array.from({ length: WRITERS }, (_, i) => h.call('keywordSave', { token: admin, body: { word: i % 2 ? 'Concurrent Word' : 'concurrent word' } })));
  expect(tally(answers.map((r) => ({ status: r.statusCode, message: r.json().message })))).toEqual({ '200': 1, [`400 ${KEYWORD_MSG.wordExists}`]: WRITERS - 1 });
});

it('imageMkdir: one folder of a name in a place, the others 同名', async () => {
  const answers = await together('imageMkdir', { name: '并发文件夹', parent_id: 0 });
  expect(tally(answers)).toEqual({ '200': 1, '409 同一位置已有同名文件夹': WRITERS - 1 });
  expect(await h.built.db.selectFrom('image_folders').select('id').where('name', '=', '并发文件夹').execute()).toHaveLength(1);
});

it('sitemapSave and robotsSave on a site without SEO settings yet: every save succeeds, one row', async () => {
  const sitemap = await together('sitemapSave', { auto: true, changefreq: 'daily', priority: '0.8' });
  const robots = await together('robotsSave', { content: 'User-agent: *\nDisallow: /admin/\n' });
  expect(tally([...sitemap, ...robots])).toEqual({ '200': 2 * WRITERS });
  expect(await h.built.db.selectFrom('site_seo').selectAll().where('site_id', '=', SITE.corporate).execute()).toHaveLength(1);
});

it('watermarkSave: every save succeeds, one row', async () => {
  const answers = await together('watermarkSave', { enabled: false, type: 'text', text: '并发', font_size: 20, color: '#ffffff', position: WATERMARK_POSITIONS[0], opacity: 50 });
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  expect(await h.built.db.selectFrom('watermarks').selectAll().where('site_id', '=', SITE.corporate).execute()).toHaveLength(1);
});

it('keywordAssociate: one link of a pair, every call answered', async () => {
  const { id } = await createArticle(h, admin, { title: '并发关联' });
  const answers = await together('keywordAssociate', { id: SEED_KEYWORD.website, article_ids: [id] });
  expect(tally(answers)).toEqual({ '200': WRITERS });
  expect(await h.built.db.selectFrom('keyword_articles').select('id').where('keyword_id', '=', SEED_KEYWORD.website).where('article_id', '=', id).execute()).toHaveLength(1);
});

it('articleSave of one article at one version: one new version, the others a lock conflict', async () => {
  const { id, version } = await createArticle(h, admin, { title: '并发保存' });
  const answers = await Promise.all(Array.from({ length: WRITERS }, (_, i) => h.call('articleSave', {
    token: admin, body: { id, version, type: 1, title: `并发保存 ${i}` },
  })));
  expect(tally(answers.map((r) => ({ status: r.statusCode, message: r.json().message })))).toEqual({ '200': 1, [`409 ${CONTENT_MSG.lockConflict}`]: WRITERS - 1 });
});
