// Articles: lists (filters, orders, search, limits), the per-type key, saving (checks, optimistic
// lock), revisions, the recycle bin, batch state changes and the operation log.
import { AI_SEED_DRAFTS, AI_SEED_GATHER_DRAFTS } from './support/aiSeed';
import { CONTENT_MSG } from '../../shared/domain/content';
import { MSG } from '../../shared/domain/messages';
import { SEED_CATEGORY, SEED_TAG } from '../../server/modules/content/seedLibrary';
import { SEED_ACCOUNTS, SITE } from '../../server/core/db/seedData';
import { CONTENT_ERR } from '../../server/modules/content/articles';
import { opLogs, snapshot, startServer, type Harness } from './support/harness';
import { articleBody, createArticle, revisionsOf, saveArticle, storedArticle, tokenWith } from './support/content';

let h: Harness;
let admin: string;
let operator: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
  operator = await h.login('operator');
});
afterAll(() => h.close());

const list = async (query: Record<string, string | number | boolean>, token = admin) => h.call('articleList', { token, query });
const titlesOf = (res: { json(): any }) => (res.json().data.rows as { title: string }[]).map((r) => r.title);

describe('articleList', () => {
  it('lists the live articles of a type with their category names and tags, newest first', async () => {
    const res = await list({ type: 1, rows: 50 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(6 + AI_SEED_DRAFTS.length);
    const honours = data.rows.find((r: any) => r.title === '公司荣获年度数字化转型优秀企业称号');
    expect(honours).toMatchObject({ type: 1, category_id: SEED_CATEGORY.honours, category_name: '荣誉资质', status: 1, nodownload: false, version: 1 });
    expect(honours.tag_ids).toEqual([SEED_TAG.digital, SEED_TAG.honours]);
    const updated = data.rows.map((r: any) => r.updated_at);
    expect([...updated].sort((a, b) => b - a)).toEqual(updated);
    expect(Object.keys(honours).sort()).toEqual(['author', 'category_id', 'category_name', 'created_at', 'id', 'img', 'nodownload', 'sort', 'status', 'tag_ids', 'title', 'type', 'updated_at', 'version'].sort());
  });

  it('filters by status, category (with its subcategories), tag, keyword and the recycle bin', async () => {
    const drafts = titlesOf(await list({ type: 1, status: 0, rows: 50 }));
    expect(drafts.filter((t) => !AI_SEED_DRAFTS.includes(t))).toEqual(['年中客户答谢会筹备中']);
    expect([...drafts].sort()).toEqual([...AI_SEED_DRAFTS, '年中客户答谢会筹备中'].sort());
    const category = (await list({ type: 1, category_id: SEED_CATEGORY.companyNews })).json().data;
    expect(category.total).toBe(5 + AI_SEED_GATHER_DRAFTS.length);
    expect(category.rows.map((r: any) => r.title)).toContain('公司荣获年度数字化转型优秀企业称号');
    expect((await list({ type: 1, category_id: SEED_CATEGORY.honours })).json().data.total).toBe(1);
    expect(titlesOf(await list({ type: 1, tag_id: SEED_TAG.smartManufacturing })).sort()).toEqual(['公司与高校共建联合实验室', '新一代智能制造生产线正式投产'].sort());
    expect(titlesOf(await list({ type: 1, keyword: '博览' }))).toEqual(['我司参加国际工业博览会']);
    expect(titlesOf(await list({ type: 1, keyword: '通' }))).toEqual(['关于春节假期安排的通知']);
    expect(titlesOf(await list({ type: 1, keyword: '博览会 ' }))).toEqual(['我司参加国际工业博览会']);
    expect((await list({ type: 1, keyword: '会展' })).json().data).toEqual({ rows: [], total: 0 });
    expect((await list({ type: 1, keyword: '%' })).json().data.total).toBe(0);
    expect(titlesOf(await list({ type: 1, disabled: true }))).toEqual(['（已删除）旧版产品停产公告']);
    expect(titlesOf(await list({ type: 1, status: 1, category_id: SEED_CATEGORY.companyNews, keyword: '智能' }))).toEqual(['新一代智能制造生产线正式投产']);
  });

  it('finds ASCII titles case-insensitively', async () => {
    const { id } = await createArticle(h, admin, { title: 'ACME 发布 SmartHub 网关' });
    expect(titlesOf(await list({ type: 1, keyword: 'smarthub' }))).toEqual(['ACME 发布 SmartHub 网关']);
    expect(titlesOf(await list({ type: 1, keyword: 'acme 发' }))).toEqual(['ACME 发布 SmartHub 网关']);
    await h.call('articleRemove', { token: admin, query: { ids: String(id) } });
    await h.call('articleDestroy', { token: admin, query: { ids: String(id) } });
  });

  it('orders by title, sort, creation and update, and pages', async () => {
    const byTitle = titlesOf(await list({ type: 3, sort: 'title_asc' }));
    expect(byTitle).toEqual([...byTitle].sort());
    const created = (await list({ type: 3, sort: 'created_desc' })).json().data.rows.map((r: any) => r.created_at);
    expect([...created].sort((a: number, b: number) => b - a)).toEqual(created);
    const newsTotal = 6 + AI_SEED_DRAFTS.length;
    const pages = await Promise.all([1, 2, 3, 4, 5].map(async (page) => (await list({ type: 1, rows: 4, page })).json().data));
    expect(pages[0].total).toBe(newsTotal);
    expect(pages.map((p) => p.rows.length)).toEqual([4, 4, 4, 4, newsTotal - 16]);
    expect(new Set(pages.flatMap((p) => p.rows).map((r: any) => r.id)).size).toBe(newsTotal);
    expect((await list({ type: 1, rows: 10, page: 9 })).json().data).toEqual({ rows: [], total: newsTotal });
  });

  it('takes up to 1,000 rows a page and refuses more; needs a known type', async () => {
    expect((await list({ type: 1, rows: 1000 })).statusCode).toBe(200);
    const tooMany = await list({ type: 1, rows: 1001 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('rows');
    expect((await list({ type: 7 })).statusCode).toBe(400);
    expect((await h.call('articleList', { token: admin })).json().message).toBe('参数 type 不能为空');
  });

  it('refuses a category of another type or site and a tag of another site', async () => {
    expect((await list({ type: 1, category_id: SEED_CATEGORY.shoppingGuide })).json().message).toBe(CONTENT_ERR.categoryInvalid);
    expect((await list({ type: 1, category_id: SEED_CATEGORY.globalNews })).json().message).toBe(CONTENT_ERR.categoryInvalid);
    expect((await list({ type: 1, tag_id: SEED_TAG.globalExpo })).json().message).toBe(CONTENT_ERR.tagInvalid);
  });

  it('sees a save at once (the cached page is dropped)', async () => {
    const before = (await list({ type: 2 })).json().data.total;
    const { id } = await createArticle(h, admin, { type: 2, title: '新的帮助文章' });
    expect((await list({ type: 2 })).json().data.total).toBe(before + 1);
    await h.call('articleRemove', { token: admin, query: { ids: String(id) } });
    expect((await list({ type: 2 })).json().data.total).toBe(before);
  });
});

describe('the article type’s own key', () => {
  let help: string;
  beforeAll(async () => {
    help = await tokenWith(h, ['help_list']);
  });

  it('lets a help-only operator work with help articles and nothing else', async () => {
    expect((await list({ type: 2 }, help)).json().data.total).toBe(3);
    const news = await list({ type: 1 }, help);
    expect(news.statusCode).toBe(403);
    expect(news.json()).toMatchObject({ code: 403, message: MSG.forbidden });
    const newsId = (await list({ type: 1 })).json().data.rows[0].id;
    expect((await h.call('articleEdit', { token: help, query: { id: newsId } })).statusCode).toBe(403);
    expect((await saveArticle(h, help, { type: 1 })).statusCode).toBe(403);

    const before = await snapshot(h);
    for (const [name, options] of [
      ['articleRemove', { query: { ids: String(newsId) } }],
      ['articleUpDown', { body: { ids: [newsId], status: 0 } }],
      ['articleSave', { body: articleBody({ id: newsId, version: 1, type: 2 }) }],
      ['categoryList', { query: { type: 1 } }],
      ['categoryRemove', { query: { id: SEED_CATEGORY.notices } }],
    ] as const) {
      const res = await h.call(name, { token: help, ...options } as never);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 403 });
    }
    expect(await snapshot(h)).toEqual(before);
    // Refused permissions are logged.
    const refused = (await opLogs(h)).filter((l) => l.result === 'refused' && l.code === 403);
    expect(refused.map((l) => l.action)).toEqual(expect.arrayContaining(['articleList', 'articleRemove', 'articleSave']));

    const own = await createArticle(h, help, { type: 2, title: '帮助：如何修改密码' });
    expect(own.version).toBe(1);
    // A mixed batch is refused whole.
    const mixed = await h.call('articleRemove', { token: help, query: { ids: `${own.id},${newsId}` } });
    expect(mixed.statusCode).toBe(403);
    expect((await storedArticle(h, own.id))?.disabled).toBe(0);
  });

  it('shows the recycle bin of the types the caller may see only', async () => {
    const all = (await h.call('articleRecycle', { token: admin })).json().data;
    expect(new Set(all.rows.map((r: any) => r.type))).toEqual(new Set([1, 2, 11]));
    const helpOnly = (await h.call('articleRecycle', { token: help })).json().data;
    expect(helpOnly.total).toBe(all.rows.filter((r: any) => r.type === 2).length);
    expect(helpOnly.rows.every((r: any) => r.type === 2)).toBe(true);
  });
});

describe('articleSave', () => {
  it('creates an article at version 1 with its tags, search terms and first revision', async () => {
    const res = await saveArticle(h, admin, {
      title: '  新产品发布会圆满举行  ', category_id: SEED_CATEGORY.companyNews, tag_ids: [SEED_TAG.launch, SEED_TAG.expo], img: '/uploads/2025/a.png',
      author: '市场部', status: 0, summary: '发布会回顾',
    });
    expect(res.statusCode).toBe(200);
    const { id, version } = res.json().data;
    expect(version).toBe(1);
    const info = (await h.call('articleEdit', { token: admin, query: { id } })).json().data.info;
    expect(info).toMatchObject({
      id, title: '新产品发布会圆满举行', category_id: SEED_CATEGORY.companyNews, category_name: '公司新闻', tag_ids: [SEED_TAG.launch, SEED_TAG.expo],
      img: '/uploads/2025/a.png', author: '市场部', status: 0, version: 1, content: '<p>正文</p>', summary: '发布会回顾',
    });
    expect(await revisionsOf(h, id)).toHaveLength(1);
    expect((await storedArticle(h, id))?.updated_by).toBe(SEED_ACCOUNTS.admin.id);
    expect(titlesOf(await list({ type: 1, keyword: '发布会' }))).toContain('新产品发布会圆满举行');
  });

  it('checks the title, the addresses, the category and the tags, and writes nothing when refused', async () => {
    const before = await snapshot(h);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, CONTENT_MSG.titleRequired],
      [{ title: '长'.repeat(101) }, CONTENT_MSG.titleTooLong],
      [{ img: 'javascript:alert(1)' }, CONTENT_ERR.urlInvalid('封面图片地址')],
      [{ img: '//evil.example/x.png' }, CONTENT_ERR.urlInvalid('封面图片地址')],
      [{ video_url: 'data:video/mp4;base64,AAAA' }, CONTENT_ERR.urlInvalid('视频地址')],
      [{ attachment_url: 'file:///etc/passwd' }, CONTENT_ERR.urlInvalid('附件地址')],
      [{ img: 'https://cdn.example.com/a.png" onerror="alert(1)' }, CONTENT_ERR.urlInvalid('封面图片地址')],
      // What the edit page refuses (shared/domain isValidUrl), the server refuses too.
      [{ attachment_url: 'http://intranet/a.pdf' }, CONTENT_ERR.urlInvalid('附件地址')],
      [{ img: 'https://cdn.example.com/a b.png' }, CONTENT_ERR.urlInvalid('封面图片地址')],
      [{ category_id: SEED_CATEGORY.shoppingGuide }, CONTENT_ERR.categoryInvalid],
      [{ category_id: SEED_CATEGORY.globalNews }, CONTENT_ERR.categoryInvalid],
      [{ category_id: 999_999 }, CONTENT_ERR.categoryInvalid],
      [{ tag_ids: [SEED_TAG.globalExpo] }, CONTENT_ERR.tagInvalid],
      [{ tag_ids: [SEED_TAG.launch, 999_999] }, CONTENT_ERR.tagInvalid],
      [{ id: 1 }, CONTENT_ERR.versionRequired],
    ];
    for (const [over, message] of cases) {
      const res = await saveArticle(h, admin, over as never);
      expect({ over, status: res.statusCode, message: res.json().message }).toEqual({ over, status: 400, message });
    }
    for (const over of [{ status: 2 }, { tag_ids: Array.from({ length: 21 }, (_, i) => i + 1) }, { summary: 'x'.repeat(501) }, { seo_keywords: 'k'.repeat(201) }]) {
      expect((await saveArticle(h, admin, over as never)).statusCode).toBe(400);
    }
    expect(await snapshot(h)).toEqual(before);
  });

  it('takes a body of up to CONTENT_LIMITS.content characters, beyond the app’s 1 MiB request limit', async () => {
    const long = `<p>${'长'.repeat(450_000)}</p>`;
    const res = await saveArticle(h, admin, { title: '长文', content: long });
    expect(res.statusCode).toBe(200);
    expect((await storedArticle(h, res.json().data.id))?.content).toBe(long);
    expect((await saveArticle(h, admin, { title: '过长', content: 'x'.repeat(500_001) })).statusCode).toBe(400);
  });

  it('refuses a save that lost the race with 409, naming who saved, and overwrites nothing', async () => {
    const { id } = await createArticle(h, admin, { title: '锁测试：原稿' });
    // Both editors open version 1.
    const opened = (await h.call('articleEdit', { token: operator, query: { id } })).json().data.info;
    expect(opened.version).toBe(1);
    const first = await saveArticle(h, admin, { id, version: 1, title: '锁测试：管理员的修改' });
    expect(first.json().data).toEqual({ id, version: 2 });

    const logsBefore = (await opLogs(h)).length;
    const before = await snapshot(h);
    const second = await saveArticle(h, operator, { id, version: 1, title: '锁测试：运营的修改' });
    expect(second.statusCode).toBe(409);
    const body = second.json();
    expect(body.code).toBe(409);
    expect(body.message).toBe(CONTENT_MSG.lockConflict);
    expect(body.data).toEqual({ currentVersion: 2, updatedBy: SEED_ACCOUNTS.admin.nickName, updated_at: (await storedArticle(h, id))?.updated_at });
    expect(await snapshot(h)).toEqual(before);
    expect((await storedArticle(h, id))?.title).toBe('锁测试：管理员的修改');
    const log = (await opLogs(h)).slice(logsBefore);
    expect(log).toEqual([expect.objectContaining({ action: 'articleSave', result: 'failed', code: 409, account_id: SEED_ACCOUNTS.operator.id })]);

    // After reloading the version, the operator's save goes through.
    const reloaded = (await h.call('articleEdit', { token: operator, query: { id } })).json().data.info;
    const third = await saveArticle(h, operator, { id, version: reloaded.version, title: '锁测试：运营的修改' });
    expect(third.json().data).toEqual({ id, version: 3 });
    expect((await storedArticle(h, id))?.updated_by).toBe(SEED_ACCOUNTS.operator.id);
  });

  it('keeps a revision of every save, lists them newest first, and restores one as a new version', async () => {
    const { id } = await createArticle(h, admin, { title: '版本一', content: '<p>第一版</p>', tag_ids: [SEED_TAG.launch] });
    await saveArticle(h, operator, { id, version: 1, title: '版本二', content: '<p>第二版</p>' });
    await saveArticle(h, admin, { id, version: 2, title: '版本三', content: '<p>第三版</p>' });
    const revisions = await revisionsOf(h, id);
    expect(revisions.map((r) => r.version)).toEqual([1, 2, 3]);

    const history = (await h.call('articleHistory', { token: admin, query: { id } })).json().data;
    expect(history.total).toBe(3);
    expect(history.rows.map((r: any) => [r.version, r.title, r.editor])).toEqual([
      [3, '版本三', SEED_ACCOUNTS.admin.nickName], [2, '版本二', SEED_ACCOUNTS.operator.nickName], [1, '版本一', SEED_ACCOUNTS.admin.nickName],
    ]);
    const first = history.rows[2];
    const row = (await h.call('articleHistoryRow', { token: admin, query: { rid: first.rid } })).json().data;
    expect(row).toMatchObject({ rid: first.rid, article_id: id, version: 1, title: '版本一', editor: SEED_ACCOUNTS.admin.nickName });
    expect(row.article).toMatchObject({ title: '版本一', content: '<p>第一版</p>', tag_ids: [SEED_TAG.launch], type: 1 });

    // Restoring is a save: lock-checked, a new version, a new revision.
    const stale = await h.call('articleHistoryRestore', { token: admin, body: { id, rid: first.rid, version: 2 } });
    expect(stale.statusCode).toBe(409);
    const restored = await h.call('articleHistoryRestore', { token: admin, body: { id, rid: first.rid, version: 3 } });
    expect(restored.json().data).toEqual({ id, version: 4 });
    const info = (await h.call('articleEdit', { token: admin, query: { id } })).json().data.info;
    expect(info).toMatchObject({ title: '版本一', content: '<p>第一版</p>', version: 4, tag_ids: [SEED_TAG.launch] });
    expect((await revisionsOf(h, id)).map((r) => r.version)).toEqual([1, 2, 3, 4]);
    // The search index follows the restored title.
    expect(titlesOf(await list({ type: 1, keyword: '版本一' }))).toEqual(['版本一']);
    expect(titlesOf(await list({ type: 1, keyword: '版本三' }))).toEqual([]);

    // A revision of another article is not this article's.
    const other = await createArticle(h, admin, { title: '另一篇' });
    const otherRid = (await revisionsOf(h, other.id))[0].id;
    expect((await h.call('articleHistoryRestore', { token: admin, body: { id, rid: otherRid, version: 4 } })).statusCode).toBe(404);
  });

  it('needs the history keys for history, and the type key as well', async () => {
    const noHistory = await tokenWith(h, ['article_list']);
    const id = (await list({ type: 1 })).json().data.rows[0].id;
    expect((await h.call('articleHistory', { token: noHistory, query: { id } })).statusCode).toBe(403);
    const historyOnly = await tokenWith(h, ['help_list', 'content_history_list', 'content_history_edit']);
    expect((await h.call('articleHistory', { token: historyOnly, query: { id } })).statusCode).toBe(403);
  });

  it('answers the caller’s last author on this site', async () => {
    await createArticle(h, operator, { title: '作者测试', author: '品牌部 李四' });
    expect((await h.call('articleLastAuthor', { token: operator })).json().data).toEqual({ author: '品牌部 李四' });
    const fresh = await tokenWith(h, ['article_list']);
    expect((await h.call('articleLastAuthor', { token: fresh })).json().data).toEqual({ author: '' });
  });
});

describe('recycle bin, publishing and downloads', () => {
  it('removes to the recycle bin, restores, and destroys only from the recycle bin', async () => {
    const { id } = await createArticle(h, admin, { title: '回收站往返', tag_ids: [SEED_TAG.launch] });
    const ids = (rows: any[]) => rows.map((r) => r.id);

    const live = await h.call('articleDestroy', { token: admin, query: { ids: String(id) } });
    expect(live.statusCode).toBe(400);
    expect(live.json().message).toBe(CONTENT_ERR.notInRecycleBin);
    expect(await storedArticle(h, id)).toBeDefined();

    expect((await h.call('articleRemove', { token: admin, query: { ids: String(id) } })).json().data).toEqual({ removed: 1 });
    expect(ids((await list({ type: 1, rows: 100 })).json().data.rows)).not.toContain(id);
    expect(ids((await h.call('articleRecycle', { token: admin })).json().data.rows)).toContain(id);
    expect(ids((await list({ type: 1, disabled: true })).json().data.rows)).toContain(id);

    expect((await h.call('articleRestore', { token: admin, query: { ids: String(id) } })).json().data).toEqual({ restored: 1 });
    expect(ids((await list({ type: 1, rows: 100 })).json().data.rows)).toContain(id);
    expect(ids((await h.call('articleRecycle', { token: admin })).json().data.rows)).not.toContain(id);

    await h.call('articleRemove', { token: admin, query: { ids: String(id) } });
    expect((await h.call('articleDestroy', { token: admin, query: { ids: String(id) } })).json().data).toEqual({ destroyed: 1 });
    expect(await storedArticle(h, id)).toBeUndefined();
    expect(await revisionsOf(h, id)).toEqual([]);
    const db = h.built.db;
    expect(await db.selectFrom('article_tags').selectAll().where('article_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('article_terms').selectAll().where('article_id', '=', id).execute()).toEqual([]);
    expect((await h.call('articleEdit', { token: admin, query: { id } })).statusCode).toBe(404);
  });

  it('publishes and unpublishes in batches (moving the version)', async () => {
    const a = await createArticle(h, admin, { title: '批量上下线 A' });
    const b = await createArticle(h, admin, { title: '批量上下线 B', status: 0 });
    const res = await h.call('articleUpDown', { token: admin, body: { ids: [a.id, b.id], status: 0 } });
    expect(res.json().data).toEqual({ updated: 1 });
    expect((await storedArticle(h, a.id))).toMatchObject({ status: 0, version: 2 });
    expect((await storedArticle(h, b.id))).toMatchObject({ status: 0, version: 1 });
    // An editor still on version 1 of A now gets the lock conflict.
    expect((await saveArticle(h, admin, { id: a.id, version: 1, title: '批量上下线 A' })).statusCode).toBe(409);
  });

  it('switches downloads off for download articles only', async () => {
    const doc = (await list({ type: 4 })).json().data.rows.find((r: any) => r.title === '产品选型手册（PDF）');
    expect(doc.nodownload).toBe(false);
    expect((await h.call('articleNoDownload', { token: admin, body: { ids: [doc.id], nodownload: true } })).json().data).toEqual({ updated: 1 });
    expect((await list({ type: 4 })).json().data.rows.find((r: any) => r.id === doc.id).nodownload).toBe(true);
    const news = (await list({ type: 1 })).json().data.rows[0];
    const before = await snapshot(h);
    const refused = await h.call('articleNoDownload', { token: admin, body: { ids: [doc.id, news.id], nodownload: false } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CONTENT_MSG.noDownloadTypeOnly);
    expect(await snapshot(h)).toEqual(before);
  });

  it('logs every change with who and which site', async () => {
    const logs = await opLogs(h);
    for (const action of ['articleSave', 'articleRemove', 'articleRestore', 'articleDestroy', 'articleUpDown', 'articleNoDownload', 'articleHistoryRestore']) {
      const row = logs.find((l) => l.action === action && l.result === 'ok');
      expect({ action, found: !!row }).toEqual({ action, found: true });
      expect(row).toMatchObject({ site_id: SITE.corporate });
      expect(row?.detail).not.toBe('');
    }
  });
});
