// Every content route that takes an id, read or write, with a record of another site: 404
// MSG.siteNotFound (references inside a save: 400), and not a row of any table changes.
import type { ApiName } from '../../shared/domain/api/endpoints';
import { MSG } from '../../shared/domain/messages';
import { SEED_ALBUM, SEED_CATEGORY, SEED_JOB, SEED_RESUMES, SEED_TAG } from '../../server/modules/content/seedLibrary';
import { SITE } from '../../server/core/db/seedData';
import { snapshot, startServer, type CallOptions, type Harness } from './support/harness';
import { articleBody } from './support/content';

let h: Harness;
let admin: string;
let foreignArticle: number;
let foreignRevision: number;
let ownArticle: number;
let ownRecycled: number;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
  const db = h.built.db;
  const foreign = await db.selectFrom('articles').select('id').where('site_id', '=', SITE.global).where('type', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  foreignArticle = foreign.id;
  foreignRevision = (await db.selectFrom('article_revisions').select('id').where('article_id', '=', foreignArticle).executeTakeFirstOrThrow()).id;
  ownArticle = (await db.selectFrom('articles').select('id').where('site_id', '=', SITE.corporate).where('disabled', '=', 0).orderBy('id').executeTakeFirstOrThrow()).id;
  ownRecycled = (await db.selectFrom('articles').select('id').where('site_id', '=', SITE.corporate).where('disabled', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => h.close());

it('answers 404 for another site’s records on every id-taking route and changes nothing', async () => {
  const cases: [ApiName, CallOptions][] = [
    ['articleEdit', { query: { id: foreignArticle } }],
    ['articleSave', { body: articleBody({ id: foreignArticle, version: 1 }) }],
    ['articleRemove', { query: { ids: String(foreignArticle) } }],
    ['articleRemove', { query: { ids: `${ownArticle},${foreignArticle}` } }],
    ['articleRestore', { query: { ids: `${ownRecycled},${foreignArticle}` } }],
    ['articleDestroy', { query: { ids: `${ownRecycled},${foreignArticle}` } }],
    ['articleUpDown', { body: { ids: [ownArticle, foreignArticle], status: 0 } }],
    ['articleNoDownload', { body: { ids: [foreignArticle], nodownload: true } }],
    ['articleHistory', { query: { id: foreignArticle } }],
    ['articleHistoryRow', { query: { rid: foreignRevision } }],
    ['articleHistoryRestore', { body: { id: foreignArticle, rid: foreignRevision, version: 1 } }],
    ['articleHistoryRestore', { body: { id: ownArticle, rid: foreignRevision, version: 1 } }],
    ['categorySave', { body: { id: SEED_CATEGORY.globalNews, name: '改名', parent_id: 0, type: 1, sort: 0 } }],
    ['categoryRemove', { query: { id: SEED_CATEGORY.globalNews } }],
    ['tagSave', { body: { id: SEED_TAG.globalExpo, name: '改名', show: true, sort: 0 } }],
    ['tagRemove', { query: { id: SEED_TAG.globalExpo } }],
    ['tagArticles', { query: { id: SEED_TAG.globalExpo } }],
    ['albumRow', { body: { id: SEED_ALBUM.globalBooth } }],
    ['albumSave', { body: { id: SEED_ALBUM.globalBooth, version: 1, title: '改名', category_id: 0, cover: '', summary: '', status: 1, photos: [] } }],
    ['albumRemove', { query: { ids: `${SEED_ALBUM.teamBuilding},${SEED_ALBUM.globalBooth}` } }],
    ['albumRestore', { body: { ids: [SEED_ALBUM.globalBooth] } }],
    ['albumDestroy', { query: { ids: String(SEED_ALBUM.globalBooth) } }],
    ['jobDetail', { body: { id: SEED_JOB.globalSales } }],
    ['jobSave', { body: { id: SEED_JOB.globalSales, title: '改名' } }],
    ['jobRemove', { body: { ids: [SEED_JOB.sales, SEED_JOB.globalSales] } }],
    ['jobRestore', { body: { ids: [SEED_JOB.globalSales] } }],
    ['jobDestroy', { body: { ids: [SEED_JOB.globalSales] } }],
    ['jobEnable', { query: { id: SEED_JOB.globalSales, enabled: false } }],
    ['resumeList', { query: { job_id: SEED_JOB.globalSales } }],
    ['resumeDetail', { query: { id: SEED_RESUMES.globalResume } }],
    ['resumeRemove', { query: { ids: `1,${SEED_RESUMES.globalResume}` } }],
    ['resumeDeal', { query: { id: SEED_RESUMES.globalResume, dealt: true } }],
  ];
  const before = await snapshot(h);
  const wrong: unknown[] = [];
  for (const [name, options] of cases) {
    const res = await h.call(name, { token: admin, ...options });
    const body = res.json();
    if (res.statusCode !== 404 || body.code !== 404 || body.message !== MSG.siteNotFound) wrong.push({ name, options, status: res.statusCode, body });
  }
  expect(wrong).toEqual([]);
  expect(await snapshot(h)).toEqual(before);
});

it('refuses another site’s category or tag named inside a request (400) and changes nothing', async () => {
  const cases: [ApiName, CallOptions][] = [
    ['articleSave', { body: articleBody({ category_id: SEED_CATEGORY.globalNews }) }],
    ['articleSave', { body: articleBody({ tag_ids: [SEED_TAG.globalExpo] }) }],
    ['articleList', { query: { type: 1, category_id: SEED_CATEGORY.globalNews } }],
    ['articleList', { query: { type: 1, tag_id: SEED_TAG.globalExpo } }],
    ['articleCapture', { body: { url: 'https://example.com/', type: 1, category_id: SEED_CATEGORY.globalNews } }],
    ['categorySave', { body: { name: '子分类', parent_id: SEED_CATEGORY.globalNews, type: 1, sort: 0 } }],
    ['albumSave', { body: { title: '相册', category_id: SEED_CATEGORY.globalNews, cover: '', summary: '', status: 1, photos: [] } }],
  ];
  const before = await snapshot(h);
  for (const [name, options] of cases) {
    const res = await h.call(name, { token: admin, ...options });
    expect({ name, status: res.statusCode }).toEqual({ name, status: 400 });
  }
  expect(await snapshot(h)).toEqual(before);
});

it('lists only the active site’s records', async () => {
  const ids = async (name: ApiName, options: CallOptions) => ((await h.call(name, { token: admin, ...options })).json().data.rows as { id: number }[]).map((r) => r.id);
  expect(await ids('articleList', { query: { type: 1, rows: 1000 } })).not.toContain(foreignArticle);
  expect(await ids('tagList', { query: { rows: 100 } })).not.toContain(SEED_TAG.globalExpo);
  expect(await ids('albumList', { query: {} })).not.toContain(SEED_ALBUM.globalBooth);
  expect(await ids('jobList', { query: {} })).not.toContain(SEED_JOB.globalSales);
  expect(await ids('resumeList', { query: { rows: 100 } })).not.toContain(SEED_RESUMES.globalResume);
  const categories = (await h.call('categoryList', { token: admin, query: { type: 1 } })).json().data as { id: number }[];
  expect(categories.map((c) => c.id)).not.toContain(SEED_CATEGORY.globalNews);

  // Switching the active site switches what exists.
  const token = await h.login('admin');
  await h.call('siteActive', { token, query: { twebId: SITE.global } });
  expect((await h.call('articleEdit', { token, query: { id: foreignArticle } })).statusCode).toBe(200);
  expect((await h.call('articleEdit', { token, query: { id: ownArticle } })).statusCode).toBe(404);
  // Another company's account never sees site 1001's records.
  const demo = await h.login('demo');
  expect((await h.call('articleEdit', { token: demo, query: { id: ownArticle } })).statusCode).toBe(404);
  expect((await h.call('jobDetail', { token: demo, body: { id: SEED_JOB.sales } })).statusCode).toBe(404);
});
