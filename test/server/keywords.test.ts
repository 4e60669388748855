// Recommended keywords (§7 admin/keyword): the list (order, search, paging, counts), saving (the
// shared rules, a word unique per site whatever its case), removal with its links, association
// (candidates are the site's live articles not yet associated, found by title), another site's
// keyword or article refused without a change, a destroyed article taking its links with it, and
// the recommend_keyword key.
import { AI_SEED_DRAFTS } from './support/aiSeed';
import { KEYWORD_MSG } from '../../shared/domain/api/keywords';
import { MSG } from '../../shared/domain/messages';
import { SITE } from '../../server/core/db/seedData';
import { SEED_KEYWORD } from '../../server/modules/content/seedKeywords';
import { opLogs, snapshot, startServer, type Harness } from './support/harness';
import { createArticle, tokenWith } from './support/content';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const list = async (body: Record<string, unknown> = {}) => (await h.call('keywordList', { token: admin, body: { rows: 100, ...body } })).json().data;
const save = (body: Record<string, unknown>) => h.call('keywordSave', { token: admin, body });
const content = async (id: number, query: Record<string, string | number> = {}) => (await h.call('keywordContent', { token: admin, query: { id, rows: 100, ...query } })).json().data;
const candidates = async (id: number, query: Record<string, string | number> = {}) => (await h.call('keywordCandidates', { token: admin, query: { id, rows: 100, ...query } })).json().data;
const articleId = async (title: string, site: number = SITE.corporate) =>
  (await h.built.db.selectFrom('articles').select('id').where('site_id', '=', site).where('title', '=', title).executeTakeFirstOrThrow()).id;
const links = (keywordId: number) => h.built.db.selectFrom('keyword_articles').selectAll().where('keyword_id', '=', keywordId).orderBy('id').execute();

describe('list', () => {
  it('answers the site’s keywords by sort value with their association counts (the recycle bin included)', async () => {
    const all = await list();
    expect(all.total).toBe(6);
    expect(all.rows.map((k: any) => [k.id, k.word, k.sort, k.content_count])).toEqual([
      [SEED_KEYWORD.smartManufacturing, '智能制造', 1, 3], [SEED_KEYWORD.digital, '数字化转型', 2, 2], [SEED_KEYWORD.expo, '工业博览会', 3, 2],
      [SEED_KEYWORD.afterSales, '售后服务', 4, 1], [SEED_KEYWORD.foreignTrade, '外贸独立站', 5, 1], [SEED_KEYWORD.website, '企业官网建设', 6, 0],
    ]);
    expect(all.rows[0]).toEqual({
      id: 1, word: '智能制造', url: '/solutions/smart-manufacturing.html', sort: 1, content_count: 3, created_at: expect.any(Number), updated_at: expect.any(Number),
    });
    expect(all.rows[4].url).toBe('');
  });

  it('searches the word case-insensitively (literal % and _) and pages', async () => {
    expect((await list({ keyword: '制造' })).rows.map((k: any) => k.word)).toEqual(['智能制造']);
    expect((await list({ keyword: '%' })).total).toBe(0);
    const page2 = await list({ rows: 4, page: 2 });
    expect(page2.total).toBe(6);
    expect(page2.rows.map((k: any) => k.id)).toEqual([SEED_KEYWORD.foreignTrade, SEED_KEYWORD.website]);
    expect((await list({ rows: 4, page: 3 })).rows).toEqual([]);
    const { id } = (await save({ word: 'SEO Tips', url: '', sort: 0 })).json().data;
    expect((await list({ keyword: 'seo' })).rows.map((k: any) => k.id)).toEqual([id]);
    // Equal sort values: newest first.
    const { id: later } = (await save({ word: 'SEO 教程', url: '', sort: 0 })).json().data;
    expect((await list({ keyword: 'seo' })).rows.map((k: any) => k.id)).toEqual([later, id]);
    await h.call('keywordRemove', { token: admin, body: { ids: [id, later] } });
  });
});

describe('save', () => {
  it('adds and edits a keyword (trimmed), keeping link and sort when they are left out', async () => {
    const added = await save({ word: '  网站建设  ', url: ' https://www.example.com/build ', sort: 9 });
    expect(added.statusCode).toBe(200);
    const { id } = added.json().data;
    const row = await h.built.db.selectFrom('keywords').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ site_id: SITE.corporate, word: '网站建设', word_key: '网站建设', url: 'https://www.example.com/build', sort: 9 });
    expect((await save({ id, word: '网站建设方案' })).json().data).toEqual({ id });
    expect(await h.built.db.selectFrom('keywords').selectAll().where('id', '=', id).executeTakeFirstOrThrow())
      .toMatchObject({ word: '网站建设方案', url: 'https://www.example.com/build', sort: 9 });
    // A site path, or no link at all.
    expect((await save({ id, word: '网站建设方案', url: '/service/build.html', sort: 9 })).statusCode).toBe(200);
    expect((await save({ id, word: '网站建设方案', url: '', sort: 9 })).statusCode).toBe(200);
    const logs = (await opLogs(h)).filter((l) => l.action === 'keywordSave' && l.result === 'ok');
    expect(logs.at(-1)?.detail).toBe(`修改关键词「网站建设方案」（${id}）`);
    expect(logs.some((l) => l.detail === `修改关键词「网站建设」改为「网站建设方案」（${id}）`)).toBe(true);
    await h.call('keywordRemove', { token: admin, body: { ids: [id] } });
  });

  it('refuses a duplicate word whatever its case or width, a bad link and a bad word, changing nothing', async () => {
    const { id } = (await save({ word: 'Cloud Site', url: '', sort: 0 })).json().data;
    const before = await snapshot(h);
    const refusals: [Record<string, unknown>, string][] = [
      [{ word: '智能制造', url: '', sort: 0 }, KEYWORD_MSG.wordExists],
      [{ word: ' cloud site ', url: '', sort: 0 }, KEYWORD_MSG.wordExists],
      [{ word: 'ＣＬＯＵＤ ＳＩＴＥ', url: '', sort: 0 }, KEYWORD_MSG.wordExists],
      [{ id: SEED_KEYWORD.digital, word: 'CLOUD site', url: '', sort: 0 }, KEYWORD_MSG.wordExists],
      [{ word: '   ', url: '', sort: 0 }, KEYWORD_MSG.wordRequired],
      [{ word: '词'.repeat(31), url: '', sort: 0 }, KEYWORD_MSG.wordTooLong],
      [{ word: '换行\n关键词', url: '', sort: 0 }, KEYWORD_MSG.wordInvalid],
      [{ word: '新词', url: 'not a url', sort: 0 }, KEYWORD_MSG.urlInvalid],
      [{ word: '新词', url: 'javascript:alert(1)', sort: 0 }, KEYWORD_MSG.urlInvalid],
      [{ word: '新词', url: '//evil.example.com/x', sort: 0 }, KEYWORD_MSG.urlInvalid],
      [{ word: '新词', url: `https://www.example.com/${'a'.repeat(500)}`, sort: 0 }, KEYWORD_MSG.urlTooLong],
    ];
    for (const [body, message] of refusals) {
      const res = await save(body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status: 400, message });
    }
    expect((await save({ word: '新词', url: '', sort: 1_000_000 })).statusCode).toBe(400);
    expect((await save({ word: '新词', url: '', sort: 0, extra: 1 })).json().message).toContain(MSG.unknownField);
    expect(await snapshot(h)).toEqual(before);
    // The same word with another case on the same keyword is an edit, not a duplicate.
    expect((await save({ id, word: 'CLOUD SITE', url: '', sort: 0 })).statusCode).toBe(200);
    await h.call('keywordRemove', { token: admin, body: { ids: [id] } });
  });
});

describe('association', () => {
  it('lists the associated articles with type, status and the recycle-bin mark, newest first', async () => {
    const expo = await content(SEED_KEYWORD.expo);
    expect(expo.keyword).toEqual({ id: SEED_KEYWORD.expo, word: '工业博览会', url: '/news/expo.html' });
    expect(expo.total).toBe(2);
    expect(expo.rows.map((r: any) => [r.title, r.type, r.status, r.in_recycle_bin])).toEqual([
      ['（已删除）旧版产品停产公告', 1, 1, true], ['我司参加国际工业博览会', 1, 1, false],
    ]);
    expect(await content(SEED_KEYWORD.website)).toEqual({ rows: [], total: 0, keyword: { id: SEED_KEYWORD.website, word: '企业官网建设', url: '/service/website.html' } });
    expect((await content(SEED_KEYWORD.smartManufacturing, { rows: 2, page: 2 })).rows).toHaveLength(1);
  });

  it('offers the site’s live articles not yet associated, found by title and type', async () => {
    const all = await candidates(SEED_KEYWORD.expo);
    const titles = all.rows.map((r: any) => r.title);
    // 18 live articles on site 1001 and the AI assistant's demo drafts, one of them associated
    // already; the recycled one is never offered.
    expect(all.total).toBe(17 + AI_SEED_DRAFTS.length);
    expect(titles).not.toContain('我司参加国际工业博览会');
    expect(titles).not.toContain('（已删除）旧版产品停产公告');
    expect(titles).not.toContain('（已删除）旧版产品演示视频');
    expect(titles).not.toContain('Company Attends Global Industry Expo');
    expect(titles).toContain('年中客户答谢会筹备中'); // a draft is offered
    expect((await candidates(SEED_KEYWORD.expo, { keyword: '案例' })).rows.map((r: any) => r.title).sort()).toEqual([
      '医疗器械企业外贸独立站案例', '教育机构招生平台案例（待完善）', '某汽车零部件企业数字化工厂改造案例', '连锁零售品牌全渠道官网建设案例',
    ].sort());
    expect((await candidates(SEED_KEYWORD.expo, { keyword: '案例', type: 1 })).total).toBe(0);
    expect((await candidates(SEED_KEYWORD.expo, { type: 4 })).rows.map((r: any) => [r.type, r.title])).toEqual([
      [4, '企业资质证书合集'], [4, '产品选型手册（PDF）'],
    ]);
    expect((await candidates(SEED_KEYWORD.expo, { keyword: '没有这样的标题' })).total).toBe(0);
    const total = 17 + AI_SEED_DRAFTS.length;
    const last = Math.ceil(total / 5);
    const paged = await candidates(SEED_KEYWORD.expo, { rows: 5, page: last });
    expect([paged.total, paged.rows.length]).toEqual([total, total - (last - 1) * 5]);
  });

  it('associates and dissociates (idempotently), and the list counts them', async () => {
    const warranty = await articleId('产品保修政策说明');
    const invoice = await articleId('发票开具常见问题');
    const draft = await articleId('年中客户答谢会筹备中');
    const linked = await h.call('keywordAssociate', { token: admin, body: { id: SEED_KEYWORD.website, article_ids: [invoice, draft, invoice] } });
    expect(linked.json().data).toEqual({ associated: 2 });
    // Already associated ones are skipped.
    expect((await h.call('keywordAssociate', { token: admin, body: { id: SEED_KEYWORD.website, article_ids: [draft, warranty] } })).json().data).toEqual({ associated: 1 });
    expect((await links(SEED_KEYWORD.website)).map((l) => [l.article_id, l.site_id])).toEqual([[invoice, SITE.corporate], [draft, SITE.corporate], [warranty, SITE.corporate]]);
    expect((await list()).rows.find((k: any) => k.id === SEED_KEYWORD.website).content_count).toBe(3);
    expect((await content(SEED_KEYWORD.website)).rows.map((r: any) => r.article_id)).toContain(warranty);
    expect((await candidates(SEED_KEYWORD.website)).rows.map((r: any) => r.id)).not.toContain(invoice);

    const log = (await opLogs(h)).filter((l) => l.action === 'keywordAssociate').at(-1);
    expect(log).toMatchObject({ result: 'ok', site_id: SITE.corporate, detail: '关键词「企业官网建设」（6）关联内容 1 条：「产品保修政策说明」' });

    const unlinked = await h.call('keywordDissociate', { token: admin, body: { id: SEED_KEYWORD.website, article_ids: [invoice, draft] } });
    expect(unlinked.json().data).toEqual({ dissociated: 2 });
    expect((await h.call('keywordDissociate', { token: admin, body: { id: SEED_KEYWORD.website, article_ids: [invoice] } })).json().data).toEqual({ dissociated: 0 });
    expect((await links(SEED_KEYWORD.website)).map((l) => l.article_id)).toEqual([warranty]);
    expect((await opLogs(h)).filter((l) => l.action === 'keywordDissociate').at(-2)?.detail).toMatch(/^关键词「企业官网建设」（6）取消关联内容 2 条：/);
  });

  it('refuses to associate an article in the recycle bin', async () => {
    const recycled = await articleId('（已删除）旧版产品演示视频');
    const before = await snapshot(h);
    const res = await h.call('keywordAssociate', { token: admin, body: { id: SEED_KEYWORD.website, article_ids: [recycled] } });
    expect([res.statusCode, res.json().message]).toEqual([400, KEYWORD_MSG.articleRecycled]);
    expect(await snapshot(h)).toEqual(before);
  });
});

it('refuses another site’s keyword or article on every route, changing nothing', async () => {
  const foreignArticle = await articleId('Company Attends Global Industry Expo', SITE.global);
  const own = await articleId('发票开具常见问题');
  const before = await snapshot(h);
  const cases: [Parameters<Harness['call']>[0], Parameters<Harness['call']>[1]][] = [
    ['keywordSave', { body: { id: SEED_KEYWORD.globalExpo, word: '改名', url: '', sort: 0 } }],
    ['keywordRemove', { body: { ids: [SEED_KEYWORD.globalExpo] } }],
    ['keywordRemove', { body: { ids: [SEED_KEYWORD.website, SEED_KEYWORD.globalExpo] } }],
    ['keywordRemove', { body: { ids: [999_999] } }],
    ['keywordContent', { query: { id: SEED_KEYWORD.globalExpo } }],
    ['keywordCandidates', { query: { id: SEED_KEYWORD.globalExpo } }],
    ['keywordAssociate', { body: { id: SEED_KEYWORD.globalExpo, article_ids: [own] } }],
    ['keywordAssociate', { body: { id: SEED_KEYWORD.website, article_ids: [own, foreignArticle] } }],
    ['keywordDissociate', { body: { id: SEED_KEYWORD.globalExpo, article_ids: [foreignArticle] } }],
    ['keywordDissociate', { body: { id: SEED_KEYWORD.smartManufacturing, article_ids: [foreignArticle] } }],
  ];
  for (const [name, options] of cases) {
    const res = await h.call(name, { token: admin, ...options });
    expect({ name, options, status: res.statusCode, message: res.json().message }).toEqual({ name, options, status: 404, message: MSG.siteNotFound });
  }
  expect(await snapshot(h)).toEqual(before);
  // The other site's keyword is still listed there only.
  expect((await list()).rows.map((k: any) => k.id)).not.toContain(SEED_KEYWORD.globalExpo);
  // Its own word is free here.
  const { id } = (await save({ word: 'Industry Expo', url: '', sort: 0 })).json().data;
  expect(id).toBeGreaterThan(SEED_KEYWORD.globalExpo);
  await h.call('keywordRemove', { token: admin, body: { ids: [id] } });
});

it('removes keywords with their links; a destroyed article takes its links with it', async () => {
  const { id: articleA } = await createArticle(h, admin, { title: '关键词级联测试文章' });
  const { id: keywordA } = (await save({ word: '级联一', url: '', sort: 0 })).json().data;
  const { id: keywordB } = (await save({ word: '级联二', url: '', sort: 0 })).json().data;
  for (const id of [keywordA, keywordB, SEED_KEYWORD.afterSales]) {
    expect((await h.call('keywordAssociate', { token: admin, body: { id, article_ids: [articleA] } })).json().data).toEqual({ associated: 1 });
  }

  // Removing keywords takes their links (and only theirs).
  const removed = await h.call('keywordRemove', { token: admin, body: { ids: [keywordA] } });
  expect(removed.json().data).toEqual({ removed: 1 });
  expect(await links(keywordA)).toEqual([]);
  expect((await opLogs(h)).filter((l) => l.action === 'keywordRemove').at(-1)?.detail).toBe('删除关键词 1 个：「级联一」，解除 1 条内容关联');
  expect((await links(keywordB)).map((l) => l.article_id)).toEqual([articleA]);

  // In the recycle bin the links stay (marked); destroyed, they go.
  expect((await h.call('articleRemove', { token: admin, query: { ids: String(articleA) } })).statusCode).toBe(200);
  expect((await content(keywordB)).rows).toEqual([expect.objectContaining({ article_id: articleA, in_recycle_bin: true })]);
  expect((await h.call('articleDestroy', { token: admin, query: { ids: String(articleA) } })).statusCode).toBe(200);
  expect(await h.built.db.selectFrom('keyword_articles').selectAll().where('article_id', '=', articleA).execute()).toEqual([]);
  expect(await content(keywordB)).toMatchObject({ rows: [], total: 0 });
  expect((await list()).rows.find((k: any) => k.id === SEED_KEYWORD.afterSales).content_count).toBe(1);
  await h.call('keywordRemove', { token: admin, body: { ids: [keywordB] } });
});

it('needs recommend_keyword on every keyword route', async () => {
  const editor = await tokenWith(h, ['content_manage', 'article_list', 'tag_list']);
  const calls: [Parameters<Harness['call']>[0], Parameters<Harness['call']>[1]][] = [
    ['keywordList', { body: {} }],
    ['keywordSave', { body: { word: '无权', url: '', sort: 0 } }],
    ['keywordRemove', { body: { ids: [SEED_KEYWORD.website] } }],
    ['keywordContent', { query: { id: SEED_KEYWORD.expo } }],
    ['keywordCandidates', { query: { id: SEED_KEYWORD.expo } }],
    ['keywordAssociate', { body: { id: SEED_KEYWORD.website, article_ids: [1] } }],
    ['keywordDissociate', { body: { id: SEED_KEYWORD.smartManufacturing, article_ids: [1] } }],
  ];
  const before = await snapshot(h);
  for (const [name, options] of calls) {
    const res = await h.call(name, { token: editor, ...options });
    expect({ name, status: res.statusCode, message: res.json().message }).toEqual({ name, status: 403, message: MSG.forbidden });
  }
  expect(await snapshot(h)).toEqual(before);
  // The key alone is enough (the operator holds it).
  const keyOnly = await tokenWith(h, ['recommend_keyword']);
  expect((await h.call('keywordList', { token: keyOnly, body: {} })).json().data.total).toBe(6);
  const operator = await h.login('operator');
  expect((await h.call('keywordList', { token: operator, body: {} })).statusCode).toBe(200);
});
