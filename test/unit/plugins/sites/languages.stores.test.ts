// The languages area through the container (its bindings over the real kernel, a scripted server
// behind the real HttpService): the languages page of a Chinese site (foreign sites, domains, the
// binding; 绑定 through the new or the old call) and of a foreign site (versions, 已开通 n/m, the
// offer; 添加 posts the code and reads everything again, refused at the count); the sync page (status,
// totals, list with its filters and paging; 同步翻译 posts the ids comma-separated and reads again,
// a refusal answers false; 批量同步翻译 starts the task).
import { ContainerModule } from 'inversify';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { bindLanguagesArea } from '../../../../plugins/sites/languages/services';
import { LANGUAGES_STORE, SYNC_STORE } from '../../../../plugins/sites/languages/tokens';
import type { SiteEntry } from '../../../../shared/domain/api/types';
import { SYNC_TYPE_LABELS, SYNC_TYPES, type SyncListRow } from '../../../../shared/domain/sites/languages';

function setup(): TestKernel {
  const kernel = createTestKernel();
  kernel.container.load(new ContainerModule((options) => bindLanguagesArea(options)));
  kernel.transport.reply('GET', 'admin/task/list', { rows: [], total: 0 });
  return kernel;
}

const site = (over: Partial<SiteEntry>): SiteEntry => ({
  id: 1001, info: { site_name: '示范企业官网' }, site_name: '示范企业官网', name: '示范企业官网', lang_str: '中文', language: '中文', lang: 'zh-cn', lang_easy: 'cn',
  fore_lang: [], open_first_url: '', open_third_url: '', inline: 1, sys_end_time: 0, product_record_id: 1, all_type: 'xys', siteType: 'zh', status: 1 as never, isFree: false,
  ...over,
});
const GLOBAL = site({ id: 1003, site_name: 'Demo Global Site', siteType: 'en', lang: 'en-us', open_first_url: 'http://www.demo-global.com' });
const calls = (kernel: TestKernel, suffix: string) => kernel.transport.requests.filter((r) => r.url.endsWith(suffix));
const binding = { siteId: 1001, foreignSiteId: 1003, foreignSiteName: 'Demo Global Site', foreignLang: 'en-us', boundAt: 1 };

describe('languages page', () => {
  it('a Chinese site: its foreign sites, domains and binding; 绑定 goes through the new call, or the old one for an old-system site', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', 'api/pc/pcAndWapList', { siteInfo: site({}), foreignlist: [GLOBAL] });
    kernel.transport.reply('GET', 'tweb/enSite/lists', { rows: [GLOBAL], total: 1 });
    kernel.transport.reply('GET', 'api/pc/getUserDomain', { domains: ['www.demo-site.cn'] });
    kernel.transport.reply('GET', 'admin/SyncData/getLanguages', { binding: null, oldSystem: false, languages: [] });
    kernel.transport.reply('POST', 'tweb/enSite/bindingPc', binding);
    const store = kernel.get(LANGUAGES_STORE);
    await store.load();
    expect(store.mode).toBe('zh');
    expect(store.foreignSites.map((s) => s.site_name)).toEqual(['Demo Global Site']);
    expect(store.domains).toEqual(['www.demo-site.cn']);
    expect(store.binding).toBeNull();
    expect(await store.bind(1003)).toBe(true);
    expect(calls(kernel, 'tweb/enSite/bindingPc')[0].data).toEqual({ enTwebId: 1003 });
    expect(store.binding?.foreignSiteName).toBe('Demo Global Site');

    const old = setup();
    old.transport.reply('GET', 'api/pc/pcAndWapList', { siteInfo: site({ id: 1002 }), foreignlist: [] });
    old.transport.reply('GET', 'tweb/enSite/lists', { rows: [GLOBAL], total: 1 });
    old.transport.reply('GET', 'api/pc/getUserDomain', { domains: [] });
    old.transport.reply('GET', 'admin/SyncData/getLanguages', { binding: null, oldSystem: true, languages: [] });
    old.transport.reply('POST', 'api/pc/binding', null, 409, '该外文站点已绑定其他中文站点');
    const oldStore = old.get(LANGUAGES_STORE);
    await oldStore.load();
    expect(await oldStore.bind(1003)).toBe(false);
    expect(calls(old, 'api/pc/binding')[0].data).toEqual({ enTwebId: 1003 });
    expect(calls(old, 'tweb/enSite/bindingPc')).toHaveLength(0);
    expect(oldStore.binding).toBeNull();
  });

  it('a foreign site: versions, 已开通 n/m and the offer; 添加 posts the code and reads again; none left at the count', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', 'api/pc/pcAndWapList', { siteInfo: GLOBAL, foreignlist: [] });
    kernel.transport.reply('GET', 'admin/language/getLangs', { current: 'en-us', list: [{ code: 'en-us', name: '英语' }, { code: 'de-de', name: '德语' }] });
    kernel.transport.reply('GET', 'api/Users/getLanguageCount', { opened: 2, allowed: 3, oldSystem: false });
    kernel.transport.reply('GET', 'api/pc/getLanglist', { rows: [{ code: 'ja-jp', name: '日语', short: 'ja' }] });
    const store = kernel.get(LANGUAGES_STORE);
    await store.load();
    expect(store.mode).toBe('foreign');
    expect(store.versions.map((v) => v.code)).toEqual(['en-us', 'de-de']);
    expect(store.canAdd).toBe(true);

    kernel.transport.reply('POST', 'tweb/enSite/addLanguage', { opened: 3, allowed: 3, oldSystem: false });
    kernel.transport.reply('GET', 'admin/language/getLangs', { current: 'en-us', list: [{ code: 'en-us', name: '英语' }, { code: 'de-de', name: '德语' }, { code: 'ja-jp', name: '日语' }] });
    kernel.transport.reply('GET', 'api/pc/getLanglist', { rows: [{ code: 'ko-kr', name: '韩语', short: 'ko' }] });
    expect(await store.addLanguage('ja-jp')).toBe(true);
    expect(calls(kernel, 'tweb/enSite/addLanguage')[0].data).toEqual({ lang: 'ja-jp' });
    expect(store.versions.map((v) => v.code)).toEqual(['en-us', 'de-de', 'ja-jp']);
    expect(store.count).toEqual({ opened: 3, allowed: 3, oldSystem: false });
    expect(store.canAdd).toBe(false);

    kernel.transport.reply('POST', 'tweb/enSite/addLanguage', null, 409, '语言版本数量已达上限，无法继续添加');
    expect(await store.addLanguage('ko-kr')).toBe(false);
    expect(store.versions).toHaveLength(3);
  });

  it('a load failure is shown with its message', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', 'api/pc/pcAndWapList', null, 500, '系统繁忙，请稍后再试！');
    const store = kernel.get(LANGUAGES_STORE);
    await store.load();
    expect(store.loaded).toBe(false);
    expect(store.error).toMatch(/系统繁忙/);
  });
});

describe('sync page', () => {
  const row = (id: number, over: Partial<SyncListRow> = {}): SyncListRow => ({ id, title: `文章${id}`, state: 'unsynced', targetId: 0, syncedAt: null, updatedAt: 1, ...over });

  function syncKernel(open = true) {
    const kernel = setup();
    kernel.transport.reply('GET', 'admin/SyncData/openStatus', open ? { open: true, reason: null } : { open: false, reason: '翻译服务未配置，请联系管理员' });
    kernel.transport.reply('GET', 'admin/SyncData/getLanguages', { binding, oldSystem: false, languages: [{ code: 'en-us', name: '英语' }] });
    kernel.transport.reply('GET', 'admin/SyncData/total', { rows: [{ type: 'article', label: '文章', unsynced: 2, synced: 1, modified: 0 }] });
    kernel.transport.reply('GET', 'admin/SyncData/list', { rows: [row(3), row(2), row(1, { state: 'synced', targetId: 77 })], total: 45 });
    return kernel;
  }

  it('reads status, target, totals and the first page; filters and pages send their query', async () => {
    const kernel = syncKernel();
    const store = kernel.get(SYNC_STORE);
    await store.load();
    expect(store.status).toEqual({ open: true, reason: null });
    expect(store.binding?.foreignSiteName).toBe('Demo Global Site');
    expect(store.totals[0]).toMatchObject({ unsynced: 2, synced: 1 });
    expect(store.rows.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(calls(kernel, 'admin/SyncData/list')[0].params).toEqual({ type: 'article', page: 1, rows: 20 });
    store.setState('modified');
    store.setKeyword(' 保修 ');
    store.search();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls(kernel, 'admin/SyncData/list').at(-1)?.params).toEqual({ type: 'article', page: 1, rows: 20, state: 'modified', keyword: '保修' });
    store.setPage(2);
    store.setType('category');
    await new Promise((r) => setTimeout(r, 0));
    expect(calls(kernel, 'admin/SyncData/list').at(-1)?.params).toEqual({ type: 'category', page: 1, rows: 20, state: 'modified', keyword: '保修' });
    store.dispose();
  });

  it('同步翻译 posts the ids comma-separated to the type\'s call and reads again; a refusal answers false', async () => {
    const kernel = syncKernel();
    const store = kernel.get(SYNC_STORE);
    await store.load();
    kernel.transport.reply('POST', 'admin/translateSync/article', { translated: 2 });
    kernel.transport.reply('GET', 'admin/SyncData/list', { rows: [row(3, { state: 'synced' }), row(2, { state: 'synced' }), row(1, { state: 'synced' })], total: 45 });
    store.setSelected([3, 2]);
    expect(await store.translate(store.selected)).toBe(true);
    expect(calls(kernel, 'admin/translateSync/article')[0].data).toEqual({ ids: '3,2' });
    expect(store.rows.every((r) => r.state === 'synced')).toBe(true);
    expect(store.selected).toEqual([]);

    kernel.transport.reply('POST', 'admin/translateSync/article', null, 424, '翻译失败：服务器响应超时');
    expect(await store.translate([3])).toBe(false);
    expect(store.translating).toBe(false);
    expect(await store.translate([])).toBe(false);
  });

  it('every type of content: the totals of 产品, 产品分类, 相册, 招聘 and 表单; a type chosen lists it and 同步翻译 posts to its own call', async () => {
    const kernel = syncKernel();
    const rows = SYNC_TYPES.map((type, i) => ({ type, label: SYNC_TYPE_LABELS[type], unsynced: i, synced: 1, modified: 0 }));
    kernel.transport.reply('GET', 'admin/SyncData/total', { rows });
    const store = kernel.get(SYNC_STORE);
    await store.load();
    expect(store.totals.map((r) => r.label)).toEqual(['文章', '文章分类', '产品', '产品分类', '相册', '招聘', '表单']);
    const calledFor: Record<string, string> = {};
    for (const type of ['product', 'productCategory', 'album', 'job', 'form'] as const) {
      store.setType(type);
      await new Promise((r) => setTimeout(r, 0));
      expect(calls(kernel, 'admin/SyncData/list').at(-1)?.params).toEqual({ type, page: 1, rows: 20 });
      kernel.transport.reply('POST', `admin/translateSync/${type}`, { translated: 1 });
      expect(await store.translate([5])).toBe(true);
      calledFor[type] = JSON.stringify(calls(kernel, `admin/translateSync/${type}`).map((c) => c.data));
    }
    expect(calledFor).toEqual({ product: '[{"ids":"5"}]', productCategory: '[{"ids":"5"}]', album: '[{"ids":"5"}]', job: '[{"ids":"5"}]', form: '[{"ids":"5"}]' });
    expect(calls(kernel, 'admin/translateSync/article')).toHaveLength(0);
    store.dispose();
  });

  it('closed: the reason is kept; 批量同步翻译 starts the task of the type', async () => {
    const kernel = syncKernel(false);
    const store = kernel.get(SYNC_STORE);
    await store.load();
    expect(store.status?.reason).toBe('翻译服务未配置，请联系管理员');

    const open = syncKernel();
    open.transport.reply('POST', 'admin/SyncData/batchTranslate', { taskId: 31 });
    open.transport.reply('GET', 'admin/task/get', { id: 31, kind: 'languages.batchTranslate', title: '批量同步翻译（文章）', state: 'running', done: 1, total: 3, stage: '正在翻译', error: null, resultName: null, result: null, cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: null });
    const s = open.get(SYNC_STORE);
    await s.load();
    expect(await s.batch()).toBe(true);
    expect(calls(open, 'admin/SyncData/batchTranslate')[0].data).toEqual({ type: 'article' });
    expect(s.batchTaskId).toBe(31);
    expect(s.batchRunning).toBe(true);
    s.dispose();
  });
});
