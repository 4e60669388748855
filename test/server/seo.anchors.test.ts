// Anchor text (issue 12 §5): every route keyed by app_anchor and scoped to the active site, checked
// by the shared rule; saves of articles and products apply the anchors through core's content
// hook; 全部更新 and 清除锚文本 are tasks that bump versions and keep revisions like an editor's save.
import { ANCHOR_MSG } from '../../shared/domain/seo/anchors';
import { SITE } from '../../server/core/db/seedData';
import { DEMO_ANCHORS } from '../../server/modules/seo/anchors/seed';
import { loadExcelJs } from '../../server/core/services/spreadsheet';
import { sanitizeRichText } from '../../server/core/services/sanitize';
import { createArticle, revisionsOf, saveArticle, storedArticle } from './support/content';
import { snapshot, startServer, type Harness } from './support/harness';
import { multipart } from './support/multipart';
import { createProduct } from './support/product';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const SETTINGS_ON = { enabled: true, articles: true, products: true, max_per_record: 3, once_per_word: true, new_window: false, nofollow_external: true };
const anchorLinks = (html: string) => [...html.matchAll(/<a [^>]*data-anchor="(\d+)"[^>]*>(.*?)<\/a>/g)].map((m) => m[2]);

async function list(body: Record<string, unknown> = {}) {
  const res = await h.call('anchorList', { token: admin, body: { rows: 100, ...body } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { rows: { id: number; word: string; link: string; weight: number; use_count: number }[]; total: number };
}

async function add(word: string, link: string, weight = 0): Promise<number> {
  const res = await h.call('anchorSave', { token: admin, body: { word, link, weight } });
  if (res.statusCode !== 200) throw new Error(`新增失败 ${res.body}`);
  return res.json().data.id;
}

async function runTask(name: 'anchorApplyAll' | 'anchorClearAll') {
  const res = await h.call(name, { token: admin, body: {} });
  expect(res.statusCode).toBe(200);
  await h.built.deps.tasks.settled();
  return (await h.call('taskGet', { token: admin, query: { id: res.json().data.taskId } })).json().data;
}

it('refuses the operator, who lacks app_anchor, on every route', async () => {
  const operator = await h.login('operator');
  const calls: [Parameters<Harness['call']>[0], Record<string, unknown>][] = [
    ['anchorList', { body: {} }], ['anchorSave', { body: { word: '词', link: '/x' } }], ['anchorRemove', { body: { ids: [1] } }],
    ['anchorSettingsGet', {}], ['anchorSettingsSave', { body: SETTINGS_ON }], ['anchorApplyAll', { body: {} }], ['anchorClearAll', { body: {} }],
    ['anchorImport', { raw: multipart([{ name: 'file', value: '词,/x,1', fileName: 'a.txt', type: 'text/plain' }]) }],
  ];
  const before = await snapshot(h);
  for (const [name, options] of calls) expect((await h.call(name, { token: operator, ...options })).json().code).toBe(403);
  expect(await snapshot(h)).toEqual(before);
});

it('lists the demo site\'s ten seeded anchors, heaviest first, with search and paging', async () => {
  const all = await list();
  expect(all.total).toBe(DEMO_ANCHORS.length);
  // Heaviest first; of equal weight, the newer first (the seed's order inserted them oldest first).
  const expected = DEMO_ANCHORS.map((a, i) => ({ word: a[0], weight: a[2], i })).sort((a, b) => b.weight - a.weight || b.i - a.i).map((a) => a.word);
  expect(all.rows.map((r) => r.word)).toEqual(expected);
  const found = await list({ keyword: '切割' });
  expect(found.rows.map((r) => r.word)).toEqual(['激光切割机']);
  const page2 = await list({ page: 2, rows: 4 });
  expect(page2.rows).toHaveLength(4);
  expect(page2.total).toBe(DEMO_ANCHORS.length);
  expect((await h.call('anchorSettingsGet', { token: admin })).json().data).toMatchObject({ enabled: true, max_per_record: 3 });
});

it('checks anchors with the shared rule and stores nothing that fails it', async () => {
  const before = await snapshot(h);
  const cases: [Record<string, unknown>, string][] = [
    [{ word: '', link: '/x' }, ANCHOR_MSG.wordRequired],
    [{ word: '词'.repeat(51), link: '/x' }, ANCHOR_MSG.wordTooLong],
    [{ word: '词', link: 'javascript:alert(1)' }, ANCHOR_MSG.linkInvalid],
    [{ word: '词', link: '//evil.com/x' }, ANCHOR_MSG.linkInvalid],
    [{ word: '词', link: '/x" onclick="y' }, ANCHOR_MSG.linkInvalid],
    [{ word: '激光切割机', link: '/x' }, ANCHOR_MSG.wordExists],
  ];
  for (const [body, message] of cases) {
    const res = await h.call('anchorSave', { token: admin, body });
    expect(res.json()).toMatchObject({ code: 400, message });
  }
  expect((await h.call('anchorSave', { token: admin, body: { word: '词', link: '/x', color: 'red' } })).json().code).toBe(400);
  expect((await h.call('anchorSave', { token: admin, body: { word: '词', link: '/x', weight: 1.5 } })).json().code).toBe(400);
  expect(await snapshot(h)).toEqual(before);
});

it('folds the word: a full-width or differently cased word is the same anchor, also for the database', async () => {
  const id = await add('ＡＢＣ测试', '/abc');
  expect((await h.call('anchorSave', { token: admin, body: { word: 'abc测试', link: '/x' } })).json()).toMatchObject({ code: 400, message: '该锚文本已存在' });
  // Straight into the table: the unique index holds.
  const row = await h.built.db.selectFrom('seo_anchors').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(await h.built.db.insertInto('seo_anchors').values({ site_id: row.site_id, word: 'abc测试', word_key: row.word_key, link: '/y', weight: 0, created_at: 1, updated_at: 1 }).execute().then(() => 'stored', () => 'refused')).toBe('refused');
  // Edit keeps its own word; remove takes it away.
  expect((await h.call('anchorSave', { token: admin, body: { id, word: 'ＡＢＣ测试', link: 'https://example.com/abc', weight: 7 } })).statusCode).toBe(200);
  expect((await list({ keyword: 'abc' })).rows).toMatchObject([{ id, link: 'https://example.com/abc', weight: 7 }]);
  expect((await h.call('anchorRemove', { token: admin, body: { ids: [id] } })).json().data).toEqual({ removed: 1 });
  expect((await list({ keyword: 'abc' })).total).toBe(0);
});

it('keeps each site to its own anchors: another site\'s cannot be read, edited or removed', async () => {
  const mine = (await list()).rows[0];
  await h.call('siteActive', { token: admin, query: { twebId: SITE.global } });
  try {
    expect((await list()).total).toBe(0);
    const before = await snapshot(h);
    expect((await h.call('anchorSave', { token: admin, body: { id: mine.id, word: '改', link: '/x' } })).json()).toMatchObject({ code: 404, message: ANCHOR_MSG.notFound });
    expect((await h.call('anchorRemove', { token: admin, body: { ids: [mine.id] } })).json().code).toBe(404);
    expect((await h.call('anchorSettingsGet', { token: admin })).json().data.enabled).toBe(false);
    expect(await snapshot(h)).toEqual(before);
    // The same word is free on this site.
    expect((await h.call('anchorSave', { token: admin, body: { word: mine.word, link: '/here' } })).statusCode).toBe(200);
  } finally {
    await h.call('siteActive', { token: admin, query: { twebId: SITE.corporate } });
  }
});

it('checks the settings: at most 1–20 links per record', async () => {
  // The schema holds the rule's range (the page shows the rule's own words as the number is typed).
  for (const n of [0, 21]) {
    const answer = (await h.call('anchorSettingsSave', { token: admin, body: { ...SETTINGS_ON, max_per_record: n } })).json();
    expect([answer.code, answer.message]).toEqual([400, n === 0 ? '参数 max_per_record 不能小于 1' : '参数 max_per_record 不能大于 20']);
  }
  expect((await h.call('anchorSettingsSave', { token: admin, body: { ...SETTINGS_ON, extra: 1 } })).json().code).toBe(400);
  expect((await h.call('anchorSettingsSave', { token: admin, body: SETTINGS_ON })).json().data).toEqual(SETTINGS_ON);
});

it('the sanitiser keeps the anchor mark (an id only) and nofollow, so an editor\'s re-save keeps the links exact', () => {
  const applied = '<p><a href="/w" data-anchor="7" target="_blank" rel="noopener noreferrer nofollow">网站</a> 与 <a href="https://a.com/" data-anchor="8" rel="nofollow">外链</a></p>';
  expect(sanitizeRichText(applied)).toBe(applied);
  expect(sanitizeRichText('<p><a href="/w" data-anchor="7 onclick" onclick="x()">网站</a></p>')).toBe('<p><a href="/w">网站</a></p>');
  expect(sanitizeRichText('<p data-anchor="7">段落</p>')).toBe('<p>段落</p>');
  expect(sanitizeRichText('<a href="/w" rel="opener" target="_blank">w</a>')).toBe('<a href="/w" rel="noopener noreferrer" target="_blank">w</a>');
});

it('links the anchors when an article is saved, once, and counts the use', async () => {
  const before = (await list({ keyword: '激光切割机' })).rows[0].use_count;
  const saved = await createArticle(h, admin, { title: '锚文本保存', content: '<h2>激光切割机</h2><p>激光切割机与智能制造，激光切割机</p>' });
  const stored = (await storedArticle(h, saved.id))!;
  expect(anchorLinks(stored.content)).toEqual(['激光切割机', '智能制造']);
  expect(stored.content).toContain('<h2>激光切割机</h2>');
  expect((await list({ keyword: '激光切割机' })).rows[0].use_count).toBe(before + 1);
  // A re-save of what the editor shows (links included) neither doubles the links nor the count.
  const again = await saveArticle(h, admin, { id: saved.id, version: saved.version, title: '锚文本保存', content: stored.content });
  expect(again.statusCode).toBe(200);
  expect(anchorLinks((await storedArticle(h, saved.id))!.content)).toEqual(['激光切割机', '智能制造']);
  expect((await list({ keyword: '激光切割机' })).rows[0].use_count).toBe(before + 1);
});

it('writes script in anchors as text, and nofollow only on links outside the site', async () => {
  await add('<b>危险</b>', '/x?a=1&b=2', 50);
  const saved = await createArticle(h, admin, { title: '转义', content: '<p>&lt;b&gt;危险&lt;/b&gt; 与 工业互联网</p>' });
  const html = (await storedArticle(h, saved.id))!.content;
  expect(html).toContain('<a href="/x?a=1&amp;b=2" data-anchor=');
  expect(html).toContain('>&lt;b&gt;危险&lt;/b&gt;</a>');
  expect(html).not.toContain('<b>');
  expect(html).toMatch(/<a href="https:\/\/www\.miit\.gov\.cn\/" data-anchor="\d+" rel="nofollow">工业互联网<\/a>/);
});

it('links products too, and nothing when the settings leave that kind out or are off', async () => {
  const p = await createProduct(h, admin, { name: '锚文本产品', content: '<p>整条生产线的售后服务</p>' });
  const stored = await h.built.db.selectFrom('products').select('content').where('id', '=', p.id).executeTakeFirstOrThrow();
  expect(anchorLinks(stored.content)).toEqual(['生产线', '售后服务']);
  await h.call('anchorSettingsSave', { token: admin, body: { ...SETTINGS_ON, products: false } });
  const p2 = await createProduct(h, admin, { name: '锚文本产品二', content: '<p>整条生产线</p>' });
  expect((await h.built.db.selectFrom('products').select('content').where('id', '=', p2.id).executeTakeFirstOrThrow()).content).toBe('<p>整条生产线</p>');
  await h.call('anchorSettingsSave', { token: admin, body: { ...SETTINGS_ON, enabled: false } });
  const a = await createArticle(h, admin, { title: '关闭时', content: '<p>激光切割机</p>' });
  expect((await storedArticle(h, a.id))!.content).toBe('<p>激光切割机</p>');
  expect((await h.call('anchorApplyAll', { token: admin, body: {} })).json()).toMatchObject({ code: 409, message: ANCHOR_MSG.disabled });
  await h.call('anchorSettingsSave', { token: admin, body: SETTINGS_ON });
});

it('全部更新 links every live record as a new version with a revision; a second run changes nothing; 清除锚文本 takes exactly them away', async () => {
  const a = await createArticle(h, admin, { title: '批量前', content: '<p>精度与<a href="/mine">手写</a>技术</p>' });
  await h.call('anchorSettingsSave', { token: admin, body: { ...SETTINGS_ON, enabled: false } });
  const untouched = await createArticle(h, admin, { title: '批量前二', content: '<p>自动化</p>' });
  await h.call('anchorSettingsSave', { token: admin, body: SETTINGS_ON });
  expect((await storedArticle(h, untouched.id))!.content).toBe('<p>自动化</p>');

  const first = await runTask('anchorApplyAll');
  expect(first).toMatchObject({ kind: 'seo.anchorApplyAll', title: '锚文本全部更新', state: 'succeeded' });
  expect(first.result.updated).toBeGreaterThan(0);
  const row = (await storedArticle(h, untouched.id))!;
  expect(anchorLinks(row.content)).toEqual(['自动化']);
  expect(row.version).toBe(untouched.version + 1);
  const revs = await revisionsOf(h, untouched.id);
  expect(revs.map((r) => r.version)).toEqual([1, 2]);
  expect(JSON.parse(revs[1].snapshot).content).toBe(row.content);
  // The demo articles hold the seeded words: some of them are linked now, counted on the list.
  const counted = (await list()).rows.reduce((sum, r) => sum + r.use_count, 0);
  expect(counted).toBe(first.result.links);
  expect(counted).toBeGreaterThan(2);

  const second = await runTask('anchorApplyAll');
  expect(second.result).toMatchObject({ updated: 0, links: first.result.links });
  expect((await storedArticle(h, untouched.id))!.version).toBe(untouched.version + 1);

  const cleared = await runTask('anchorClearAll');
  expect(cleared).toMatchObject({ title: '清除锚文本', state: 'succeeded' });
  expect((await storedArticle(h, untouched.id))!.content).toBe('<p>自动化</p>');
  expect((await storedArticle(h, a.id))!.content).toBe('<p>精度与<a href="/mine">手写</a>技术</p>');
  expect((await storedArticle(h, untouched.id))!.version).toBe(untouched.version + 2);
  const left = await h.built.db.selectFrom('articles').select('id').where('site_id', '=', SITE.corporate).where('content', 'like', '%data-anchor%').execute();
  expect(left).toEqual([]);
  expect((await list()).rows.every((r) => r.use_count === 0)).toBe(true);
});

it('imports .txt lines and .xlsx rows with 新增 / 重复 / 无效 counts', async () => {
  const txt = '导入词一,/one,3\n导入词一,/dup,1\n激光切割机,/x,1\n坏行\n导入词二，https://example.com/two\n\n无效链接,javascript:x,1\n';
  const res = await h.call('anchorImport', { token: admin, raw: multipart([{ name: 'file', value: txt, fileName: 'anchors.txt', type: 'text/plain' }]) });
  expect(res.json()).toMatchObject({ code: 200, data: { added: 2, duplicate: 2, invalid: 2 } });
  expect((await list({ keyword: '导入词' })).rows.map((r) => [r.word, r.link, r.weight])).toEqual([['导入词一', '/one', 3], ['导入词二', 'https://example.com/two', 0]]);

  const ExcelJS = await loadExcelJs();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('锚文本');
  sheet.addRow(['词', '链接', '权重']);
  sheet.addRow(['表格词', '/sheet', 4]);
  sheet.addRow(['导入词一', '/again', 1]);
  sheet.addRow(['表格坏词', 'ftp://x', 1]);
  const xlsx = Buffer.from(await book.xlsx.writeBuffer());
  const res2 = await h.call('anchorImport', { token: admin, raw: multipart([{ name: 'file', value: xlsx, fileName: 'anchors.xlsx' }]) });
  expect(res2.json()).toMatchObject({ code: 200, data: { added: 1, duplicate: 1, invalid: 1 } });
  expect((await list({ keyword: '表格词' })).rows).toMatchObject([{ link: '/sheet', weight: 4 }]);

  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const bad = await h.call('anchorImport', { token: admin, raw: multipart([{ name: 'file', value: png, fileName: 'a.png' }]) });
  expect(bad.json()).toMatchObject({ code: 415, message: ANCHOR_MSG.importFormat });
  const empty = await h.call('anchorImport', { token: admin, raw: multipart([{ name: 'file', value: '\n\n', fileName: 'a.txt' }]) });
  expect(empty.json().code).toBe(400);
});
