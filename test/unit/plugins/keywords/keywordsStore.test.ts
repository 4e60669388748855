// The keywords plugin through the container (installed and activated by the real plugin host, a
// scripted server behind the real HttpService): its routes and menu, both bundles, what its calls
// send, a draft refused by the shared rules without a call, a refused save handed back with its
// field, deletion and dissociation confirmed and followed by a reload, and the picker.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import keywords from '../../../../plugins/keywords';
import product from '../../../../plugins/product';
import enUS from '../../../../plugins/keywords/i18n/en-US';
import zhCN from '../../../../plugins/keywords/i18n/zh-CN';
import { KEYWORD_CONTENT_STORE, KEYWORDS_API, KEYWORDS_STORE } from '../../../../plugins/keywords/tokens';
import { KEYWORD_MSG, type Keyword, type KeywordArticle, type KeywordCandidate, type KeywordLinked } from '../../../../shared/domain';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const keyword = (id: number, patch: Partial<Keyword> = {}): Keyword => ({
  id, word: `关键词${id}`, url: '', sort: 0, content_count: 1, created_at: Date.UTC(2026, 0, 5), updated_at: Date.UTC(2026, 0, 6), ...patch,
});
const linked = (id: number, patch: Partial<KeywordArticle> = {}): KeywordArticle => ({
  id, article_id: id, type: 1, title: `文章${id}`, status: 1, status_text: '已发布', in_recycle_bin: false, associated_at: Date.UTC(2026, 0, 7), updated_at: Date.UTC(2026, 0, 6), ...patch,
});
const candidate = (id: number, patch: Partial<KeywordCandidate> = {}): KeywordCandidate => ({ id, type: 1, title: `候选${id}`, status: 1, status_text: '已发布', updated_at: Date.UTC(2026, 0, 8), ...patch });

async function setup() {
  const kernel = createTestKernel();
  await kernel.install([keywords]);
  expect(kernel.get(TOKENS.plugins).status('keywords')?.state).toBe('ready');
  return { kernel, store: kernel.get(KEYWORDS_STORE), content: kernel.get(KEYWORD_CONTENT_STORE), api: kernel.get(KEYWORDS_API) };
}

const calls = (kernel: ReturnType<typeof createTestKernel>, method: string, suffix: string) => kernel.transport.requests.filter((r) => r.method === method && r.url.endsWith(suffix));

/** Every key path of a bundle ("list.title", …). */
function keysOf(bundle: object, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([k, v]) => (v && typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
}

describe('manifest', () => {
  it('registers /keywords with manage and the hidden associateContent page under keyword / recommend_keyword', async () => {
    const { kernel } = await setup();
    const group = kernel.get(TOKENS.plugins).routes.find((r) => r.fullPath === '/keywords');
    expect(group).toMatchObject({ permission: 'keyword', redirect: 'noredirect', icon: 'keywords', siteTypes: ['zh', 'en', 'ydyl'] });
    expect(group?.children.map((c) => [c.fullPath, c.permission, c.hidden, c.breadcrumb, c.activeMenu])).toEqual([
      ['/keywords/manage', 'recommend_keyword', false, true, undefined],
      ['/keywords/associateContent', 'recommend_keyword', true, false, '/keywords/manage'],
    ]);
    const i18n = kernel.get(TOKENS.i18n);
    expect(i18n.t('keywords.menu.group')).toBe('关键词');
    expect(i18n.t('keywords.menu.manage')).toBe('关键词管理');
    // The full strings arrived with the plugin.
    expect(i18n.t('keywords.list.add')).toBe('添加关键词');
  });

  it('has the same keys in zh-CN and en-US, and words the rules as the server does in zh-CN', () => {
    expect(keysOf(enUS)).toEqual(keysOf(zhCN));
    for (const [key, text] of Object.entries(zhCN.rules)) expect(text).toBe(KEYWORD_MSG[key as keyof typeof KEYWORD_MSG]);
  });
});

describe('keyword list', () => {
  it('lists with a POST body of page, rows and the keyword', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', 'admin/keyword/list', { rows: [keyword(1), keyword(2)], total: 2 });
    await store.list.load();
    expect(kernel.transport.last('keyword/list')?.data).toEqual({ page: 1, rows: 10 });
    expect(store.list.rows.map((k) => k.word)).toEqual(['关键词1', '关键词2']);
    store.list.search(' 制造 ');
    await settle();
    expect(kernel.transport.last('keyword/list')?.data).toEqual({ page: 1, rows: 10, keyword: '制造' });
  });

  it('saves a cleaned keyword, then reloads; an edit carries its id', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', 'keyword/list', { rows: [], total: 0 }).reply('POST', 'keyword/save', { id: 7 });
    await expect(store.save({ word: ' 智能制造 ', url: ' /a.html ', sort: 3 })).resolves.toEqual({ ok: true, id: 7 });
    expect(kernel.transport.last('keyword/save')?.data).toEqual({ word: '智能制造', url: '/a.html', sort: 3 });
    expect(kernel.notifier.toasts).toEqual([{ level: 'success', message: '关键词已保存' }]);
    expect(calls(kernel, 'POST', 'keyword/list')).toHaveLength(1);

    await store.save({ id: 7, word: '智能制造', url: '', sort: 0 });
    expect(kernel.transport.last('keyword/save')?.data).toEqual({ id: 7, word: '智能制造', url: '', sort: 0 });
  });

  it('refuses a draft breaking a shared rule without calling the server', async () => {
    const { kernel, store } = await setup();
    await expect(store.save({ word: '   ', url: '', sort: 0 })).resolves.toEqual({ ok: false, field: 'word', message: KEYWORD_MSG.wordRequired });
    await expect(store.save({ word: 'SEO', url: 'not a url', sort: 0 })).resolves.toEqual({ ok: false, field: 'url', message: KEYWORD_MSG.urlInvalid });
    expect(kernel.transport.last('keyword/save')).toBeUndefined();
  });

  it('hands a refused save back once toasted, with the field the server names, without reloading', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', 'keyword/list', { rows: [], total: 0 })
      .on('POST', 'keyword/save', () => ({ data: { code: 400, message: KEYWORD_MSG.wordExists, data: { field: 'word' } } }));
    await expect(store.save({ word: '智能制造', url: '', sort: 0 })).resolves.toEqual({ ok: false, field: 'word', message: KEYWORD_MSG.wordExists });
    expect(kernel.notifier.errors()).toEqual([KEYWORD_MSG.wordExists]);
    expect(calls(kernel, 'POST', 'keyword/list')).toHaveLength(0);
    expect(store.saving).toBe(false);
  });

  it('deletes one or the selected after confirmation in one call, then reloads', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', 'keyword/list', { rows: [keyword(5), keyword(6)], total: 2 }).reply('POST', 'keyword/remove', { removed: 1 });
    await store.list.load();

    kernel.notifier.answer = false;
    await expect(store.remove([store.list.rows[0]])).resolves.toBe(false);
    expect(kernel.notifier.confirms[0].content).toBe('确定删除关键词“关键词5”吗？它与内容的关联会一并解除。');
    expect(kernel.transport.last('keyword/remove')).toBeUndefined();

    kernel.notifier.answer = true;
    await expect(store.remove([store.list.rows[0]])).resolves.toBe(true);
    expect(kernel.transport.last('keyword/remove')?.data).toEqual({ ids: [5] });
    expect(calls(kernel, 'POST', 'keyword/list')).toHaveLength(2);
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已删除 1 个关键词' });

    kernel.transport.reply('POST', 'keyword/remove', { removed: 2 });
    store.select([5, 6]);
    await store.removeSelected();
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('确定删除所选的 2 个关键词吗？它们与内容的关联会一并解除。');
    expect(kernel.transport.last('keyword/remove')?.data).toEqual({ ids: [5, 6] });
    expect(store.selected).toEqual([]);
    expect(calls(kernel, 'POST', 'keyword/list')).toHaveLength(3);
  });

  it('keeps the list and the selection when deletion is refused', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', 'keyword/list', { rows: [keyword(5)], total: 1 }).reply('POST', 'keyword/remove', null, 404, '站点不存在或无权访问');
    await store.list.load();
    store.select([5]);
    await expect(store.removeSelected()).resolves.toBe(false);
    expect(kernel.notifier.errors()).toEqual(['站点不存在或无权访问']);
    expect(store.selected).toEqual([5]);
    expect(calls(kernel, 'POST', 'keyword/list')).toHaveLength(1);
  });
});

describe('associated content', () => {
  it('reads a keyword’s page with id, page and rows, and learns its word', async () => {
    const { kernel, content } = await setup();
    kernel.transport.reply('GET', 'keyword/content', { rows: [linked(11), linked(12, { in_recycle_bin: true })], total: 2, keyword: { id: 3, word: '工业博览会', url: '/expo.html' } });
    await content.open(3);
    expect(kernel.transport.last('keyword/content')?.params).toEqual({ id: 3, kind: 'article', page: 1, rows: 10 });
    expect(content.keyword).toEqual({ id: 3, word: '工业博览会', url: '/expo.html' });
    expect(content.content.rows.map((r) => r.in_recycle_bin)).toEqual([false, true]);
    expect(content.missing).toBe(false);
  });

  it('marks a keyword that does not exist (404)', async () => {
    const { kernel, content } = await setup();
    kernel.transport.reply('GET', 'keyword/content', null, 404, '站点不存在或无权访问');
    await content.open(99);
    expect(content.missing).toBe(true);
    expect(content.content.error).toBe('站点不存在或无权访问');
  });

  it('dissociates after confirmation, then reloads', async () => {
    const { kernel, content } = await setup();
    kernel.transport.reply('GET', 'keyword/content', { rows: [linked(11), linked(12)], total: 2, keyword: { id: 3, word: '博览会', url: '' } })
      .reply('POST', 'keyword/dissociate', { dissociated: 1 });
    await content.open(3);
    kernel.notifier.answer = false;
    await expect(content.dissociate([content.content.rows[0]])).resolves.toBe(false);
    expect(kernel.notifier.confirms[0].content).toBe('确定取消“文章11”与该关键词的关联吗？');
    expect(kernel.transport.last('keyword/dissociate')).toBeUndefined();

    kernel.notifier.answer = true;
    await expect(content.dissociate([content.content.rows[0]])).resolves.toBe(true);
    expect(kernel.transport.last('keyword/dissociate')?.data).toEqual({ id: 3, kind: 'article', ids: [11] });
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已取消 1 条内容的关联' });
    expect(calls(kernel, 'GET', 'keyword/content')).toHaveLength(2);

    kernel.transport.reply('POST', 'keyword/dissociate', { dissociated: 2 });
    content.select([11, 12]);
    await content.dissociateSelected();
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('确定取消所选 2 条内容与该关键词的关联吗？');
    expect(kernel.transport.last('keyword/dissociate')?.data).toEqual({ id: 3, kind: 'article', ids: [11, 12] });
    expect(content.selected).toEqual([]);
  });

  it('picks candidates by type and title and associates them in one call', async () => {
    const { kernel, content } = await setup();
    kernel.transport.reply('GET', 'keyword/content', { rows: [], total: 0, keyword: { id: 3, word: '博览会', url: '' } })
      .reply('GET', 'keyword/candidates', { rows: [candidate(21), candidate(22, { type: 3 })], total: 2 })
      .reply('POST', 'keyword/associate', { associated: 2 });
    await content.open(3);
    await content.openPicker();
    expect(content.pickerOpen).toBe(true);
    expect(kernel.transport.last('keyword/candidates')?.params).toEqual({ id: 3, kind: 'article', page: 1, rows: 10 });
    content.setCandidateType(3);
    await settle();
    expect(kernel.transport.last('keyword/candidates')?.params).toEqual({ id: 3, kind: 'article', page: 1, rows: 10, type: 3 });
    content.candidates.search('案例');
    await settle();
    expect(kernel.transport.last('keyword/candidates')?.params).toEqual({ id: 3, kind: 'article', page: 1, rows: 10, type: 3, keyword: '案例' });

    // Nothing picked: nothing sent.
    await expect(content.associatePicked()).resolves.toBe(false);
    content.pick([21, 22]);
    await expect(content.associatePicked()).resolves.toBe(true);
    expect(kernel.transport.last('keyword/associate')?.data).toEqual({ id: 3, kind: 'article', ids: [21, 22] });
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已关联 2 条内容' });
    expect(content.pickerOpen).toBe(false);
    expect(calls(kernel, 'GET', 'keyword/content')).toHaveLength(2);

    // Opened again: every type, no search, nothing picked.
    await content.openPicker();
    expect(kernel.transport.last('keyword/candidates')?.params).toEqual({ id: 3, kind: 'article', page: 1, rows: 10 });
    expect(content.picked).toEqual([]);
  });

  it('keeps the picker open with its choice when association is refused', async () => {
    const { kernel, content } = await setup();
    kernel.transport.reply('GET', 'keyword/content', { rows: [], total: 0, keyword: { id: 3, word: '博览会', url: '' } })
      .reply('GET', 'keyword/candidates', { rows: [candidate(21)], total: 1 })
      .reply('POST', 'keyword/associate', null, 400, KEYWORD_MSG.articleRecycled);
    await content.open(3);
    await content.openPicker();
    content.pick([21]);
    await expect(content.associatePicked()).resolves.toBe(false);
    expect(kernel.notifier.errors()).toEqual([KEYWORD_MSG.articleRecycled]);
    expect(content.pickerOpen).toBe(true);
    expect(content.picked).toEqual([21]);
  });

  it('names the calls of its API after the shared table', async () => {
    const { kernel, api } = await setup();
    kernel.transport.reply('GET', 'keyword/candidates', { rows: [], total: 0 });
    await api.candidates(4, 'product', { page: 2, rows: 20, keyword: '', type: undefined });
    expect(kernel.transport.last('keyword/candidates')?.url).toContain('site-admin-api/admin/keyword/candidates');
    expect(kernel.transport.last('keyword/candidates')?.params).toEqual({ id: 4, kind: 'product', page: 2, rows: 20 });
  });
});

describe('the 产品 tab', () => {
  const grant = (...roles: string[]) => roles.map((role) => ({ role, select: 'true', meta: { title: role } }));

  /** The keywords and product plugins, the caller's keys, and the active site's type. */
  async function withProducts({ roles = ['keyword', 'recommend_keyword', 'product_manage', 'product_list'], siteType = 'zh', productPlugin = true } = {}) {
    const kernel = createTestKernel();
    await kernel.install(productPlugin ? [keywords, product] : [keywords]);
    kernel.transport.reply('POST', 'admin/menu/getlist', grant(...roles)).reply('GET', 'admin/home', { twebId: 1001, siteType, site_name: '站点', sysVersion: 3, language: 'zh-cn' });
    await kernel.get(TOKENS.permission).load();
    await kernel.get(TOKENS.site).loadHome();
    return { kernel, content: kernel.get(KEYWORD_CONTENT_STORE) };
  }
  const productRow = (id: number, patch: Partial<KeywordLinked> = {}): KeywordLinked => ({
    id, title: `产品${id}`, status: 1, status_text: '上架', in_recycle_bin: false, associated_at: Date.UTC(2026, 0, 7), updated_at: Date.UTC(2026, 0, 6), ...patch,
  });

  it('is there with product_list where the product plugin serves the site’s type, and not otherwise', async () => {
    expect((await withProducts()).content.kinds).toEqual(['article', 'product']);
    expect((await withProducts({ siteType: 'en' })).content.kinds).toEqual(['article', 'product']);
    expect((await withProducts({ roles: ['keyword', 'recommend_keyword', 'product_manage'] })).content.kinds).toEqual(['article']);
    expect((await withProducts({ siteType: 'xcx' })).content.kinds).toEqual(['article']);
    expect((await withProducts({ productPlugin: false })).content.kinds).toEqual(['article']);
  });

  it('opens on the address’s kind, or on articles when the caller has no such tab', async () => {
    const { kernel, content } = await withProducts();
    kernel.transport.reply('GET', 'keyword/content', { rows: [productRow(31)], total: 1, keyword: { id: 3, word: '博览会', url: '' } });
    await content.open(3, undefined, 'product');
    expect(content.kind).toBe('product');
    expect(kernel.transport.last('keyword/content')?.params).toEqual({ id: 3, kind: 'product', page: 1, rows: 10 });
    expect(content.content.rows.map((r) => r.title)).toEqual(['产品31']);

    const without = await withProducts({ roles: ['keyword', 'recommend_keyword'] });
    without.kernel.transport.reply('GET', 'keyword/content', { rows: [], total: 0, keyword: { id: 3, word: '博览会', url: '' } });
    await without.content.open(3, undefined, 'product');
    expect(without.content.kind).toBe('article');
    expect(without.kernel.transport.last('keyword/content')?.params).toEqual({ id: 3, kind: 'article', page: 1, rows: 10 });
    // An unknown kind in the address is articles too.
    await without.content.open(3, undefined, 'video');
    expect(without.content.kind).toBe('article');
  });

  it('switches tabs from the first page, without the other tab’s search or selection', async () => {
    const { kernel, content } = await withProducts();
    kernel.transport.reply('GET', 'keyword/content', { rows: [linked(11), linked(12)], total: 30, keyword: { id: 3, word: '博览会', url: '' } });
    await content.open(3);
    content.content.search('展会');
    await settle();
    content.content.setPage(2);
    await settle();
    content.select([11]);
    expect(kernel.transport.last('keyword/content')?.params).toEqual({ id: 3, kind: 'article', page: 2, rows: 10, keyword: '展会' });

    await content.setKind('product');
    expect(kernel.transport.last('keyword/content')?.params).toEqual({ id: 3, kind: 'product', page: 1, rows: 10 });
    expect(content.selected).toEqual([]);
    // The same tab again: nothing is fetched.
    const fetched = calls(kernel, 'GET', 'keyword/content').length;
    await content.setKind('product');
    expect(calls(kernel, 'GET', 'keyword/content')).toHaveLength(fetched);
  });

  it('links picked products and removes one after confirmation, in products’ words', async () => {
    const { kernel, content } = await withProducts();
    kernel.transport.reply('GET', 'keyword/content', { rows: [productRow(31, { title: '数控折弯机' }), productRow(32, { status: 0, status_text: '下架' })], total: 2, keyword: { id: 3, word: '博览会', url: '' } })
      .reply('GET', 'keyword/candidates', { rows: [{ id: 41, title: '剪板机', status: 1, status_text: '上架', updated_at: 0 }], total: 1 })
      .reply('POST', 'keyword/associate', { associated: 2 })
      .reply('POST', 'keyword/dissociate', { dissociated: 1 });
    await content.open(3, undefined, 'product');

    await content.openPicker();
    expect(kernel.transport.last('keyword/candidates')?.params).toEqual({ id: 3, kind: 'product', page: 1, rows: 10 });
    content.candidates.search('剪板');
    await settle();
    expect(kernel.transport.last('keyword/candidates')?.params).toEqual({ id: 3, kind: 'product', page: 1, rows: 10, keyword: '剪板' });
    content.pick([41, 42]);
    await expect(content.associatePicked()).resolves.toBe(true);
    expect(kernel.transport.last('keyword/associate')?.data).toEqual({ id: 3, kind: 'product', ids: [41, 42] });
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已关联 2 个产品' });

    kernel.notifier.answer = true;
    await expect(content.dissociate([content.content.rows[0]])).resolves.toBe(true);
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('确定取消产品“数控折弯机”与该关键词的关联吗？');
    expect(kernel.transport.last('keyword/dissociate')?.data).toEqual({ id: 3, kind: 'product', ids: [31] });
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已取消 1 个产品的关联' });
    content.select([31, 32]);
    kernel.transport.reply('POST', 'keyword/dissociate', { dissociated: 2 });
    await content.dissociateSelected();
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('确定取消所选 2 个产品与该关键词的关联吗？');
    expect(kernel.transport.last('keyword/dissociate')?.data).toEqual({ id: 3, kind: 'product', ids: [31, 32] });
  });
});
