// 站内TKD and 一键提取: keyed by seo_zntkd, scoped to the active site; own and effective TKD by the
// shared rule; 缺失 / 过长 / 重复 filters; an inline edit of an article bumps its version and writes a
// revision (a stale version gets the editors' conflict); categories keep theirs in seo_category_tkd;
// extraction for one record and, as a task, for all with empty fields.
import { SITE } from '../../server/core/db/seedData';
import { DEFAULT_TKD, effectiveTkd, variableValues } from '../../shared/domain/seo/tkd';
import { snapshot, startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const live = () => h.built.db.selectFrom('articles').selectAll().where('site_id', '=', SITE.corporate).where('disabled', '=', 0);

it('refuses the operator, who lacks the key', async () => {
  const operator = await h.login('operator');
  expect((await h.call('seoInsideList', { token: operator, query: { kind: 'article' } })).json().code).toBe(403);
  expect((await h.call('seoInsideSave', { token: operator, body: { kind: 'article', id: 1, version: 1, title: '', keywords: '', description: '' } })).json().code).toBe(403);
  expect((await h.call('seoExtract', { token: operator, body: { kind: 'article', id: 1, version: 1 } })).json().code).toBe(403);
  expect((await h.call('seoExtractAll', { token: operator, body: { kind: 'article' } })).json().code).toBe(403);
});

it('lists the site’s live articles with own and effective TKD (the shared rule)', async () => {
  const articles = await live().orderBy('id', 'desc').execute();
  const res = (await h.call('seoInsideList', { token: admin, query: { kind: 'article', page: 1, rows: 5 } })).json();
  expect(res.code).toBe(200);
  expect(res.data.total).toBe(articles.length);
  expect(res.data.rows.map((r: { id: number }) => r.id)).toEqual(articles.slice(0, 5).map((a) => a.id));
  const first = res.data.rows[0];
  const a = articles[0];
  const cat = a.category_id ? await h.built.db.selectFrom('categories').select('name').where('id', '=', a.category_id).executeTakeFirst() : undefined;
  const own = { title: a.seo_title, keywords: a.seo_keywords, description: a.seo_description };
  expect(first.own).toEqual(own);
  expect(first.effective).toEqual(effectiveTkd(own, DEFAULT_TKD.articleDetail,
    variableValues('示范企业官网', { separator: '-', keywords: '', variables: [] }, { categoryName: cat?.name ?? '', articleTitle: a.title, productName: '', keywords: a.seo_keywords })));
});

it('refuses unknown kinds, filters and fields', async () => {
  expect((await h.call('seoInsideList', { token: admin, query: { kind: 'page' } })).statusCode).toBe(400);
  expect((await h.call('seoInsideList', { token: admin, query: { kind: 'article', filter: 'weird' } })).statusCode).toBe(400);
  const before = await snapshot(h);
  const res = await h.call('seoInsideSave', { token: admin, body: { kind: 'article', id: 1, version: 1, title: '', keywords: '', description: '', extra: 1 } });
  expect(res.statusCode).toBe(400);
  expect(await snapshot(h)).toEqual(before);
});

it('saves an article’s own TKD under its lock with a revision; a stale version is refused', async () => {
  const a = await live().orderBy('id').executeTakeFirstOrThrow();
  const revisions = async () => (await h.built.db.selectFrom('article_revisions').select('id').where('article_id', '=', a.id).execute()).length;
  const before = await revisions();
  const saved = (await h.call('seoInsideSave', { token: admin, body: { kind: 'article', id: a.id, version: a.version, title: ' 自定义标题 ', keywords: '建站', description: '一段描述' } })).json();
  expect(saved.code).toBe(200);
  expect(saved.data).toMatchObject({ id: a.id, version: a.version + 1, own: { title: '自定义标题', keywords: '建站', description: '一段描述' }, effective: { title: '自定义标题' } });
  const row = await live().where('id', '=', a.id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ version: a.version + 1, seo_title: '自定义标题' });
  expect(await revisions()).toBe(before + 1);
  const stale = (await h.call('seoInsideSave', { token: admin, body: { kind: 'article', id: a.id, version: a.version, title: 'x', keywords: '', description: '' } })).json();
  expect(stale.code).toBe(409);
  expect((await live().where('id', '=', a.id).executeTakeFirstOrThrow()).seo_title).toBe('自定义标题');
});

it('finds duplicate effective titles, 缺失 and 过长', async () => {
  const [a, b] = await live().orderBy('id').limit(2).execute();
  for (const r of [a, b]) {
    const cur = await live().where('id', '=', r.id).executeTakeFirstOrThrow();
    await h.call('seoInsideSave', { token: admin, body: { kind: 'article', id: r.id, version: cur.version, title: '同一个标题', keywords: 'k', description: 'd' } });
  }
  const dup = (await h.call('seoInsideList', { token: admin, query: { kind: 'article', filter: 'duplicate', rows: 100 } })).json().data;
  expect(dup.rows.filter((r: { own: { title: string } }) => r.own.title === '同一个标题').map((r: { id: number }) => r.id).sort()).toEqual([a.id, b.id].sort());
  const missing = (await h.call('seoInsideList', { token: admin, query: { kind: 'article', filter: 'missing', rows: 100 } })).json().data;
  expect(missing.rows.map((r: { id: number }) => r.id)).not.toContain(a.id);
  expect(missing.rows.every((r: { missing: boolean }) => r.missing)).toBe(true);
  const cur = await live().where('id', '=', a.id).executeTakeFirstOrThrow();
  await h.call('seoInsideSave', { token: admin, body: { kind: 'article', id: a.id, version: cur.version, title: '长'.repeat(31), keywords: 'k', description: 'd' } });
  const long = (await h.call('seoInsideList', { token: admin, query: { kind: 'article', filter: 'long', rows: 100 } })).json().data;
  expect(long.rows.map((r: { id: number }) => r.id)).toContain(a.id);
});

it('keeps a category’s TKD in its own table, scoped to the site', async () => {
  const cat = await h.built.db.selectFrom('categories').select(['id', 'name']).where('site_id', '=', SITE.corporate).orderBy('id').executeTakeFirstOrThrow();
  const saved = (await h.call('seoInsideSave', { token: admin, body: { kind: 'articleCategory', id: cat.id, version: 0, title: '分类标题', keywords: '', description: '' } })).json();
  expect(saved.data).toMatchObject({ id: cat.id, own: { title: '分类标题' }, missing: true });
  expect(await h.built.db.selectFrom('seo_category_tkd').select(['kind', 'title']).where('category_id', '=', cat.id).execute()).toEqual([{ kind: 'article', title: '分类标题' }]);
  const other = await h.built.db.selectFrom('categories').select('id').where('site_id', '!=', SITE.corporate).executeTakeFirst();
  if (other) {
    const res = (await h.call('seoInsideSave', { token: admin, body: { kind: 'articleCategory', id: other.id, version: 0, title: 'x', keywords: '', description: '' } })).json();
    expect(res).toMatchObject({ code: 404, message: '记录不存在或已删除' });
  }
  const otherArticle = await h.built.db.selectFrom('articles').select(['id', 'version']).where('site_id', '!=', SITE.corporate).executeTakeFirst();
  if (otherArticle) {
    const res = (await h.call('seoInsideSave', { token: admin, body: { kind: 'article', id: otherArticle.id, version: otherArticle.version, title: 'x', keywords: '', description: '' } })).json();
    expect(res.code).toBe(404);
  }
});

it('extracts one record’s empty fields: description from its text at a sentence end, keywords from the library', async () => {
  const now = Date.now();
  const { id } = await h.built.db.insertInto('articles').values({
    site_id: SITE.corporate, category_id: 0, title: '企业建站方案介绍', summary: '', content: `<p>我们提供企业建站服务。${'内容'.repeat(50)}。</p>`, img: '', author: '', type: 1, sort: 0, disabled: 0, status: 1,
    seo_title: '', seo_keywords: '', seo_description: '', tag_ids: '', version: 1, created_at: now, updated_at: now, updated_by: null,
  }).returning('id').executeTakeFirstOrThrow();
  await h.built.db.insertInto('seo_words').values({ site_id: SITE.corporate, word: '企业建站', word_key: '企业建站-tkd-test', kind: 'core', enabled: 1, usage_count: null, created_at: now, updated_at: now }).execute();
  const res = (await h.call('seoExtract', { token: admin, body: { kind: 'article', id, version: 1 } })).json();
  expect(res.code).toBe(200);
  expect(res.data.own).toEqual({ title: '企业建站方案介绍', keywords: expect.stringContaining('企业建站'), description: '我们提供企业建站服务。' });
  expect(res.data.version).toBe(2);
});

it('extracts all empty records as a task: each as a revision with the version bumped', async () => {
  const products = () => h.built.db.selectFrom('products').select(['id', 'name', 'version', 'seo_title', 'seo_keywords', 'seo_description'])
    .where('site_id', '=', SITE.corporate).where('disabled', '=', 0).orderBy('id').execute();
  const blanked = (await products()).slice(0, 3);
  await h.built.db.updateTable('products').set({ seo_title: '', seo_keywords: '' }).where('id', 'in', blanked.map((p) => p.id)).execute();
  const revisionsBefore = (await h.built.db.selectFrom('product_revisions').select('id').where('product_id', 'in', blanked.map((p) => p.id)).execute()).length;
  const missingBefore = (await h.call('seoInsideList', { token: admin, query: { kind: 'product', filter: 'missing' } })).json().data.total;
  expect(missingBefore).toBeGreaterThanOrEqual(3);

  const started = (await h.call('seoExtractAll', { token: admin, body: { kind: 'product' } })).json();
  expect(started.code).toBe(200);
  await h.built.deps.tasks.settled();
  const task = (await h.call('taskGet', { token: admin, query: { id: started.data.taskId } })).json().data;
  expect(task).toMatchObject({ kind: 'seo.tkdExtract', title: '一键提取TKD', state: 'succeeded', total: missingBefore });
  expect(task.result.filled).toBeGreaterThanOrEqual(3);
  const after = await products();
  for (const b of blanked) {
    const p = after.find((x) => x.id === b.id)!;
    expect(p).toMatchObject({ seo_title: b.name, version: b.version + 1 });
    expect(p.seo_keywords).not.toBe('');
  }
  const revisionsAfter = (await h.built.db.selectFrom('product_revisions').select('id').where('product_id', 'in', blanked.map((p) => p.id)).execute()).length;
  expect(revisionsAfter).toBe(revisionsBefore + 3);
});
