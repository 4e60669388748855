// The templates area through the container (its bindings over the real kernel, a scripted server
// behind the real HttpService): the catalogue's filters as the server receives them (page 1 again
// after any change, function tags as "1,3", the keyword trimmed and capped, no 设备 for the mobile
// list), 高级 cards only with the role; 选择模板 picks the list by the site's mode and starts the
// build (the task followed); 建站完成 follows the task from the URL's ids, then reads the site's
// addresses and pictures (the editor only on the product's hosts) or says why it failed;
// 更换模板 says why a change is refused and posts the Chinese or foreign change; 我的服务 read once.
import { ContainerModule } from 'inversify';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import type { TestKernelOptions } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import { bindTemplatesArea } from '../../../../plugins/sites/templates/services';
import { FINISH_STORE, MY_SERVICES_STORE, SELECT_TEMPLATE_STORE, TEMPLATE_CHANGE_STORE } from '../../../../plugins/sites/templates/tokens';
import type { TaskView } from '../../../../shared/domain';
import type { TemplateCard, ThemeInfo } from '../../../../shared/domain/sites/templates';

const card = (id: number, over: Partial<TemplateCard> = {}): TemplateCard => ({
  id, code: `T${1000 + id}`, name: `模板${id}`, industryId: 1, industryName: '企业', colorId: 2, colorName: '蓝色', funcTagIds: [], device: 'responsive',
  siteKind: 'zh', plus: false, cover: `/tpl/${id}.png`, mobileCover: `/tpl/${id}-m.png`, pcDemoUrl: `http://demo/${id}`, mobileDemoUrl: `http://demo/${id}/m`, ...over,
});

const home = (over: Record<string, unknown> = {}) => ({ twebId: 2001, road_type: 0, site_name: '新站', siteType: 'zh', demonstrationTag: false, language: 'zh-CN', sysVersion: 1, theme_name: '', isNewXys: false, ...over });
const entry = (over: Record<string, unknown> = {}) => ({ id: 2001, site_name: '新站', lang: 'zh-cn', open_first_url: 'pc2001.example.com', open_third_url: 'm2001.example.com', siteType: 'zh', ...over });
const task = (over: Partial<TaskView> = {}): TaskView => ({
  id: 90, kind: 'sites.build', title: '使用模板 T1003 建站：新站', state: 'running', done: 1, total: 3, stage: '应用模板', error: null, resultName: null, result: null,
  cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: null, ...over,
});

function setup(options: TestKernelOptions = {}): TestKernel {
  const kernel = createTestKernel(options);
  kernel.container.load(new ContainerModule((o) => bindTemplatesArea(o)));
  const t = kernel.transport;
  t.reply('GET', 'pub/industryList', [{ id: 1, name: '企业' }]);
  t.reply('GET', 'pub/colorlist', [{ id: 2, name: '蓝色' }]);
  t.reply('POST', 'pub/funcTagList', [{ id: 1, name: '在线留言' }, { id: 3, name: '产品展示' }]);
  t.reply('GET', 'pub/getPlusRole', { allowed: false });
  t.reply('GET', 'pub/tplist', { rows: [card(1), card(2, { plus: true }), card(3)], total: 30 });
  t.reply('GET', 'admin/home', home());
  t.reply('GET', 'site/weblist', { rows: [entry()], total: 1 });
  t.reply('GET', 'admin/task/list', { rows: [], total: 0 });
  return kernel;
}

const calls = (kernel: TestKernel, suffix: string) => kernel.transport.requests.filter((r) => r.url.endsWith(suffix));
const lastQuery = (kernel: TestKernel, suffix: string) => kernel.transport.last(suffix)?.params;

describe('the catalogue (选择模板)', () => {
  it('reads the Chinese list for a Chinese site, without 高级 cards when the role does not allow them', async () => {
    const kernel = setup();
    const store = kernel.get(SELECT_TEMPLATE_STORE);
    await store.load();
    const catalog = store.catalog!;
    expect(store).toMatchObject({ mode: 'zh', twebId: 2001, siteName: '新站' });
    expect(catalog.source).toBe('zh');
    expect(lastQuery(kernel, 'pub/tplist')).toEqual({ page: 1, rows: 12, siteKind: 'zh' });
    expect(catalog.cards.map((c) => c.code)).toEqual(['T1001', 'T1003']);
    expect(catalog.total).toBe(30);
    expect(catalog.funcTags.map((o) => o.name)).toEqual(['在线留言', '产品展示']);
  });

  it('shows 高级 cards when getPlusRole allows', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', 'pub/getPlusRole', { allowed: true });
    const store = kernel.get(SELECT_TEMPLATE_STORE);
    await store.load();
    expect(store.catalog!.cards.map((c) => c.code)).toEqual(['T1001', 'T1002', 'T1003']);
  });

  it('sends each filter as the server reads it and goes back to page 1', async () => {
    const kernel = setup();
    const store = kernel.get(SELECT_TEMPLATE_STORE);
    await store.load();
    const catalog = store.catalog!;
    await catalog.setPage(3);
    expect(lastQuery(kernel, 'pub/tplist')).toMatchObject({ page: 3 });
    await catalog.setFuncTags([3, 1]);
    expect(lastQuery(kernel, 'pub/tplist')).toEqual({ page: 1, rows: 12, siteKind: 'zh', funcTagIds: '1,3' });
    await catalog.setIndustry(1);
    await catalog.setColor(2);
    await catalog.setDevice('pc');
    catalog.setKeywordInput(`  企业官网${'长'.repeat(40)}`);
    expect(catalog.keywordInput).toHaveLength(30);
    catalog.setKeywordInput('  企业官网 ');
    // Typing alone does not search; Enter does.
    expect(lastQuery(kernel, 'pub/tplist')).not.toHaveProperty('keyword');
    await catalog.search();
    expect(lastQuery(kernel, 'pub/tplist')).toEqual({ page: 1, rows: 12, siteKind: 'zh', funcTagIds: '1,3', industryId: 1, colorId: 2, device: 'pc', keyword: '企业官网' });
    expect(catalog.filtered).toBe(true);
    await catalog.reset();
    expect(lastQuery(kernel, 'pub/tplist')).toEqual({ page: 1, rows: 12, siteKind: 'zh' });
    expect(catalog.filtered).toBe(false);
  });

  it('an empty answer is empty; a failed read keeps the reason and may be retried', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', 'pub/tplist', { rows: [], total: 0 });
    const store = kernel.get(SELECT_TEMPLATE_STORE);
    await store.load();
    expect(store.catalog!.cards).toEqual([]);
    kernel.transport.reply('GET', 'pub/tplist', null, 400, '功能标签格式不正确，应为以逗号分隔的编号，如 1,2');
    await store.catalog!.setPage(2);
    expect(store.catalog!.error).toBe('功能标签格式不正确，应为以逗号分隔的编号，如 1,2');
    kernel.transport.reply('GET', 'pub/tplist', { rows: [card(5)], total: 1 });
    await store.catalog!.load();
    expect(store.catalog!.error).toBeNull();
    expect(store.catalog!.cards.map((c) => c.id)).toEqual([5]);
  });

  it('a foreign site reads the foreign list (no 设备 filter sent)', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', 'site/weblist', { rows: [entry({ lang: 'en' })], total: 1 });
    kernel.transport.reply('GET', 'enTheme/lists', { rows: [card(7, { siteKind: 'en' })], total: 1 });
    const store = kernel.get(SELECT_TEMPLATE_STORE);
    await store.load();
    expect(store.mode).toBe('foreign');
    await store.catalog!.setDevice('pc');
    expect(lastQuery(kernel, 'enTheme/lists')).toEqual({ page: 1, rows: 12 });
    expect(calls(kernel, 'pub/tplist')).toHaveLength(0);
  });

  it('a PC-and-mobile site needs its mobile template (PhoneThemeList) before 使用此模板, and sends both', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', 'admin/home', home({ road_type: 1 }));
    kernel.transport.reply('POST', 'theme/PhoneThemeList', { rows: [card(40, { device: 'mobile' })], total: 1 });
    kernel.transport.reply('GET', 'site/build', { taskId: 90, twebId: 2001 });
    kernel.transport.reply('GET', 'admin/task/get', task());
    const store = kernel.get(SELECT_TEMPLATE_STORE);
    await store.load();
    expect(store.mode).toBe('pcMobile');
    expect(kernel.transport.last('theme/PhoneThemeList')?.data).toEqual({ page: 1, rows: 12 });
    expect(store.needsMobile).toBe(true);
    expect(await store.use(card(3))).toBeNull();
    expect(calls(kernel, 'site/build')).toHaveLength(0);
    store.chooseMobile(store.phoneCatalog!.cards[0]!);
    expect(await store.use(card(3))).toEqual({ taskId: 90, twebId: 2001 });
    expect(lastQuery(kernel, 'site/build')).toEqual({ twebId: 2001, templateId: 3, mobileTemplateId: 40 });
  });

  it('a site that has a template already (reached by URL) offers 更换模板 instead of a build', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', 'site/themeInfo', { twebId: 2001, mode: 'zh', roadType: 0, template: card(1), mobileTemplate: null, history: [] });
    const store = kernel.get(SELECT_TEMPLATE_STORE);
    await store.load();
    expect(store.built).toBe(true);
    expect(await store.use(card(3))).toBeNull();
    expect(calls(kernel, 'site/build')).toHaveLength(0);
    expect(kernel.notifier.errors()).toEqual([]);
  });

  it('使用此模板 starts the build and follows its task; a refusal is toasted and answers null', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', 'site/build', { taskId: 90, twebId: 2001 });
    kernel.transport.reply('GET', 'admin/task/get', task());
    const store = kernel.get(SELECT_TEMPLATE_STORE);
    await store.load();
    expect(await store.use(card(3))).toEqual({ taskId: 90, twebId: 2001 });
    expect(lastQuery(kernel, 'site/build')).toEqual({ twebId: 2001, templateId: 3 });
    await new Promise((r) => setTimeout(r, 0));
    expect(kernel.get(TOKENS.tasks).watch(90)?.stage).toBe('应用模板');
    kernel.transport.reply('GET', 'site/build', null, 400, '该站点已选择模板，如需更换请前往“更换模板”');
    expect(await store.use(card(3))).toBeNull();
    expect(kernel.notifier.errors()).toEqual(['该站点已选择模板，如需更换请前往“更换模板”']);
    expect(store.building).toBeNull();
  });
});

describe('建站完成', () => {
  const finishKernel = (host = 'console.example.com') => {
    const kernel = setup({ config: { host } });
    kernel.transport.reply('POST', 'pub/sitePreviewPic', { pc: '/pics/2001-pc.png', mobile: '/pics/2001-m.png' });
    kernel.transport.reply('GET', 'site/getDesktopUrl', { url: 'http://pc2001.example.com/designer' });
    return kernel;
  };

  it('follows the task from the URL, then shows the addresses, pictures and the editor', async () => {
    const kernel = finishKernel();
    kernel.transport.reply('GET', 'admin/task/get', task());
    kernel.transport.reply('GET', 'admin/task/list', { rows: [task()], total: 1 });
    const store = kernel.get(FINISH_STORE);
    await store.show(2001, 90);
    expect(store.phase).toBe('building');
    expect(store.task?.done).toBe(1);
    expect(calls(kernel, 'pub/sitePreviewPic')).toHaveLength(0);

    const done = task({ state: 'succeeded', done: 3, stage: '建站完成', finishedAt: 2 });
    kernel.transport.reply('GET', 'admin/task/get', done);
    kernel.transport.reply('GET', 'admin/task/list', { rows: [done], total: 1 });
    await kernel.get(TOKENS.tasks).refresh();
    await waitFor(() => store.phase === 'done');
    expect(store.entry).toMatchObject({ open_first_url: 'pc2001.example.com', open_third_url: 'm2001.example.com' });
    expect(store.pictures).toEqual({ pc: '/pics/2001-pc.png', mobile: '/pics/2001-m.png' });
    expect(kernel.transport.last('pub/sitePreviewPic')?.data).toEqual({ twebId: 2001 });
    expect(store.desktopUrl).toBe('http://pc2001.example.com/designer');
    store.dispose();
  });

  it('off the product’s hosts the editor is not asked for; on them it is', async () => {
    const platform = { platformName: '建站', logoUrl: '', loginUrl: '/login', helpUrlNew: '', helpUrlOld: '', productDomains: ['console.example.com'] };
    const away = finishKernel('www.customer-site.cn');
    away.transport.reply('GET', 'admin/platformInfo', platform);
    expect((await away.get(TOKENS.session).loadPlatform())?.productDomains).toEqual(['console.example.com']);
    const store = away.get(FINISH_STORE);
    await store.show(2001, null);
    expect(store.phase).toBe('done');
    expect(store.pictures?.pc).toBe('/pics/2001-pc.png');
    expect(calls(away, 'site/getDesktopUrl')).toHaveLength(0);
    expect(store.desktopUrl).toBeNull();

    const own = finishKernel('console.example.com');
    own.transport.reply('GET', 'admin/platformInfo', platform);
    await own.get(TOKENS.session).loadPlatform();
    const there = own.get(FINISH_STORE);
    await there.show(2001, null);
    expect(there.desktopUrl).toBe('http://pc2001.example.com/designer');
  });

  it('a failed build says why; a task that cannot be read says so', async () => {
    const kernel = finishKernel();
    kernel.transport.reply('GET', 'admin/task/get', task({ state: 'failed', error: '模板不存在', finishedAt: 2 }));
    const store = kernel.get(FINISH_STORE);
    await store.show(2001, 90);
    expect(store.phase).toBe('failed');
    expect(store.failure).toBe('模板不存在');
    expect(calls(kernel, 'pub/sitePreviewPic')).toHaveLength(0);

    kernel.transport.reply('GET', 'admin/task/get', null, 404, '任务不存在');
    await store.show(2001, 91);
    expect(store.phase).toBe('lost');
    expect(store.lost).toBe('任务不存在');
  });
});

async function waitFor(check: () => boolean, ms = 2_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('更换模板', () => {
  const info = (over: Partial<ThemeInfo> = {}): ThemeInfo => ({
    twebId: 1001, mode: 'zh', roadType: 0, template: card(1), mobileTemplate: null,
    history: [{ templateId: 9, code: 'T1009', name: '模板9', changedAt: 1, account: 'admin' }], ...over,
  });

  it('a refused change keeps the reason and cannot be confirmed', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', 'site/themeInfo', info());
    kernel.transport.reply('GET', 'theme/isChangeTheme', { allowed: false, reason: '网站正在使用模板建站，请等待建站完成后再操作' });
    const store = kernel.get(TEMPLATE_CHANGE_STORE);
    await store.load();
    expect(store.refusal).toBe('网站正在使用模板建站，请等待建站完成后再操作');
    store.choose(card(3));
    expect(store.canConfirm).toBe(false);
    expect(await store.change()).toBe(false);
    expect(calls(kernel, 'theme/change')).toHaveLength(0);
  });

  it('a Chinese site posts theme/change with the chosen template and shows the new one', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', 'site/themeInfo', info());
    kernel.transport.reply('GET', 'theme/isChangeTheme', { allowed: true, reason: '' });
    kernel.transport.reply('POST', 'theme/change', info({ template: card(3), history: [] }));
    const store = kernel.get(TEMPLATE_CHANGE_STORE);
    await store.load();
    expect(store.catalog!.source).toBe('zh');
    expect(store.phoneCatalog).toBeNull();
    expect(store.canConfirm).toBe(false);
    store.choose(card(3));
    expect(store.canConfirm).toBe(true);
    expect(await store.change()).toBe(true);
    expect(kernel.transport.last('theme/change')?.data).toEqual({ templateId: 3 });
    expect(store.info?.template?.code).toBe('T1003');
    expect(store.chosen).toBeNull();
  });

  it('a foreign site changes through EnTheme/changeTemplate; a PC-and-mobile one may change just its mobile template', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', 'site/themeInfo', info({ mode: 'foreign' }));
    kernel.transport.reply('GET', 'theme/isChangeTheme', { allowed: true, reason: '' });
    kernel.transport.reply('GET', 'enTheme/lists', { rows: [card(7, { siteKind: 'en' })], total: 1 });
    kernel.transport.reply('POST', 'EnTheme/changeTemplate', info({ mode: 'foreign', template: card(7, { siteKind: 'en' }) }));
    const foreign = kernel.get(TEMPLATE_CHANGE_STORE);
    await foreign.load();
    expect(foreign.catalog!.source).toBe('en');
    foreign.choose(foreign.catalog!.cards[0]!);
    expect(await foreign.change()).toBe(true);
    expect(kernel.transport.last('EnTheme/changeTemplate')?.data).toEqual({ templateId: 7 });
    expect(calls(kernel, 'theme/change')).toHaveLength(0);

    kernel.transport.reply('GET', 'site/themeInfo', info({ mode: 'pcMobile', roadType: 1, mobileTemplate: card(40, { device: 'mobile' }) }));
    kernel.transport.reply('POST', 'theme/PhoneThemeList', { rows: [card(41, { device: 'mobile' })], total: 1 });
    kernel.transport.reply('POST', 'theme/change', info({ mode: 'pcMobile', roadType: 1, mobileTemplate: card(41, { device: 'mobile' }) }));
    const both = kernel.get(TEMPLATE_CHANGE_STORE);
    await both.load();
    expect(both.phoneCatalog!.source).toBe('phone');
    both.chooseMobile(both.phoneCatalog!.cards[0]!);
    expect(both.canConfirm).toBe(true);
    expect(await both.change()).toBe(true);
    expect(kernel.transport.last('theme/change')?.data).toEqual({ mobileTemplateId: 41 });
    expect(both.info?.mobileTemplate?.id).toBe(41);
  });

  it('an unanswered check refuses with the reason the server gave', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', 'site/themeInfo', info());
    kernel.transport.reply('GET', 'theme/isChangeTheme', null, 403, '演示账号，该功能暂不可用！');
    const store = kernel.get(TEMPLATE_CHANGE_STORE);
    await store.load();
    expect(store.refusal).toBe('演示账号，该功能暂不可用！');
  });
});

describe('我的服务', () => {
  it('is read when first opened, once', async () => {
    const kernel = setup();
    kernel.transport.reply('POST', 'home/getService', { rows: [{ ProductRecordID: 301, serviceCode: 'pc', name: '中文建站', twebId: 1001, siteName: '企业站', endTime: 1_900_000_000 }], total: 1 });
    const store = kernel.get(MY_SERVICES_STORE);
    expect(calls(kernel, 'home/getService')).toHaveLength(0);
    store.open();
    await waitFor(() => store.loaded);
    store.open();
    expect(calls(kernel, 'home/getService')).toHaveLength(1);
    expect(kernel.transport.last('home/getService')?.data).toEqual({ page: 1, rows: 100 });
    expect(store.lines.map((l) => l.siteName)).toEqual(['企业站']);
  });
});
