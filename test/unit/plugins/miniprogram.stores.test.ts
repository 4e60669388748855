// The mini-program console's stores through the container (the plugin installed, a scripted server
// behind the real HttpService): a malformed AppID refused before anything is sent, the server's
// refusal shown on its field, a bind turning 未绑定 into 已绑定 without ever holding the secret's
// value from an answer, the platform actions keeping the binding when the server refuses (未配置),
// the QR code saved under the server's file name; the pages moved, hidden and saved with the shared
// rules, a stale order read again.
import { TOKENS } from '../../../kernel';
import { createTestKernel, type TestKernel } from '../../../kernel/testing/createTestKernel';
import miniprogram from '../../../plugins/miniprogram';
import { MINIPROGRAM_STORE, MP_PAGES_STORE } from '../../../plugins/miniprogram/tokens';
import { MP_PAGE_MSG, type MpBinding, type MpInfo, type MpPage, type MpPagesAnswer } from '../../../shared/domain/miniprogram';

const unbound = (platform: MpBinding['platform']): MpBinding => ({ platform, status: 'unbound', appId: '', secretSet: false, reason: '', submittedAt: null, publishedAt: null, updatedAt: null });
const INFO: MpInfo = {
  siteId: 1005, siteName: '小程序商城', siteType: 'xcx', providerConfigured: false, providerMessage: '小程序平台服务未配置，请联系管理员',
  bindings: [unbound('weixin'), unbound('baidu'), unbound('alipay'), unbound('douyin')],
};
const WX = 'wx0123456789abcdef';
const SECRET = 'f1e2d3c4b5a6978801234567890abcde';

async function setup(): Promise<TestKernel> {
  const kernel = createTestKernel();
  await kernel.install([miniprogram]);
  expect(kernel.get(TOKENS.plugins).status('miniprogram')?.state).toBe('ready');
  return kernel;
}

async function bindingStore(kernel: TestKernel, info: MpInfo = INFO) {
  kernel.transport.reply('GET', 'xcx/info', info);
  const store = kernel.get(MINIPROGRAM_STORE);
  await store.load();
  return store;
}

describe('bindings', () => {
  it('a malformed AppID is refused on its field and nothing is sent', async () => {
    const kernel = await setup();
    const store = await bindingStore(kernel);
    store.openBind('weixin');
    store.set('appId', 'wx123');
    store.set('appSecret', SECRET);
    expect(await store.bind()).toBe(false);
    expect(store.refusal).toEqual({ field: 'appId', message: '微信小程序 AppID 格式不正确（wx 开头加 16 位十六进制字符，如 wx1234567890abcdef）' });
    expect(kernel.transport.last('xcx/bind')).toBeUndefined();
    // Typing again clears the mark.
    store.set('appId', WX);
    expect(store.refusal).toBeNull();
  });

  it('the server’s refusal lands on the field it names; the dialog stays open', async () => {
    const kernel = await setup();
    const store = await bindingStore(kernel);
    kernel.transport.reply('POST', 'xcx/bind', { field: 'appId' }, 400, '该 AppID 已被其他站点绑定');
    store.openBind('weixin');
    store.set('appId', WX);
    store.set('appSecret', SECRET);
    expect(await store.bind()).toBe(false);
    expect(store.refusal).toEqual({ field: 'appId', message: '该 AppID 已被其他站点绑定' });
    expect(store.draft).not.toBeNull();
    expect(store.bindingOf('weixin')?.status).toBe('unbound');
  });

  it('binds: 未绑定 becomes 已绑定; a later change keeps the secret when left blank', async () => {
    const kernel = await setup();
    const store = await bindingStore(kernel);
    const bound: MpBinding = { ...unbound('weixin'), status: 'bound', appId: WX, secretSet: true, updatedAt: 1 };
    kernel.transport.reply('POST', 'xcx/bind', bound);
    store.openBind('weixin');
    store.set('appId', ` ${WX} `);
    store.set('appSecret', SECRET);
    expect(await store.bind()).toBe(true);
    expect(kernel.transport.last('xcx/bind')?.data).toEqual({ platform: 'weixin', appId: WX, appSecret: SECRET });
    expect(store.bindingOf('weixin')?.status).toBe('bound');
    expect(store.draft).toBeNull();
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '绑定成功' });
    // Reopened: the AppID filled in, the secret never (the answer has none), and blank is allowed.
    store.openBind('weixin');
    expect(store.draft).toEqual({ platform: 'weixin', appId: WX, appSecret: '' });
    expect(store.secretKept).toBe(true);
    expect(await store.bind()).toBe(true);
    expect(kernel.transport.last('xcx/bind')?.data).toEqual({ platform: 'weixin', appId: WX, appSecret: '' });
    // Another AppID is another mini-program: its secret is needed.
    store.openBind('weixin');
    store.set('appId', 'wx00000000000000ff');
    expect(store.secretKept).toBe(false);
    expect(await store.bind()).toBe(false);
    expect(store.refusal).toEqual({ field: 'appSecret', message: '请填写 AppSecret' });
  });

  it('提交审核 refused (未配置): the binding stays, the reason is shown; accepted: 审核中', async () => {
    const kernel = await setup();
    const store = await bindingStore(kernel, { ...INFO, bindings: [{ ...unbound('weixin'), status: 'bound', appId: WX, secretSet: true }, ...INFO.bindings.slice(1)] });
    kernel.transport.reply('POST', 'xcx/submitAudit', null, 409, '小程序平台服务未配置，请联系管理员');
    expect(await store.run('weixin', 'submit')).toBe(false);
    expect(kernel.notifier.errors()).toContain('小程序平台服务未配置，请联系管理员');
    expect(store.bindingOf('weixin')?.status).toBe('bound');
    expect(store.running).toEqual({});
    kernel.transport.reply('POST', 'xcx/submitAudit', { ...unbound('weixin'), status: 'reviewing', appId: WX, secretSet: true, submittedAt: 2 });
    expect(await store.run('weixin', 'submit')).toBe(true);
    expect(store.bindingOf('weixin')?.status).toBe('reviewing');
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已提交审核' });
  });

  it('the QR code is the server’s PNG, saved under its file name', async () => {
    const kernel = await setup();
    const store = await bindingStore(kernel);
    kernel.transport.on('GET', 'xcx/qrcode', () => ({
      headers: { 'content-type': 'image/png', 'content-disposition': `inline; filename="miniprogram_weixin_${WX}.png"` },
      data: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
    }));
    await store.openQr('weixin');
    expect(kernel.transport.last('xcx/qrcode')?.params).toEqual({ platform: 'weixin' });
    expect(store.qr?.fileName).toBe(`miniprogram_weixin_${WX}.png`);
    store.downloadQr();
    expect(kernel.files.saved.map((f) => f.fileName)).toEqual([`miniprogram_weixin_${WX}.png`]);
  });
});

describe('pages', () => {
  const page = (id: number, title: string, sort: number, extra: Partial<MpPage> = {}): MpPage => ({
    id, title, path: `pages/p${id}/index`, visible: true, sort, sourceKind: 'none', sourceId: 0, sourceName: '', sourceMissing: false, ...extra,
  });
  const ANSWER: MpPagesAnswer = {
    pages: [page(1, '首页', 1), page(2, '全部商品', 2), page(3, '资讯', 3)],
    sources: { article: [{ id: 31, name: '公司新闻', articleType: 1 }], product: [{ id: 41, name: '热销', articleType: 0 }], form: [] },
  };
  async function pagesStore(kernel: TestKernel) {
    kernel.transport.reply('GET', 'xcx/pages', ANSWER);
    const store = kernel.get(MP_PAGES_STORE);
    await store.load();
    return store;
  }

  it('上移 sends the whole order with the page one place up; the first page cannot go up', async () => {
    const kernel = await setup();
    const store = await pagesStore(kernel);
    kernel.transport.reply('POST', 'xcx/pageOrder', { ...ANSWER, pages: [ANSWER.pages[0], ANSWER.pages[2], ANSWER.pages[1]] });
    expect(await store.move(3, -1)).toBe(true);
    expect(kernel.transport.last('xcx/pageOrder')?.data).toEqual({ ids: [1, 3, 2] });
    expect(store.pages.map((p) => p.title)).toEqual(['首页', '资讯', '全部商品']);
    const sent = kernel.transport.requests.length;
    expect(await store.move(1, -1)).toBe(false);
    expect(kernel.transport.requests.length).toBe(sent);
  });

  it('a stale order (409) reads the list again', async () => {
    const kernel = await setup();
    const store = await pagesStore(kernel);
    kernel.transport.reply('POST', 'xcx/pageOrder', null, 409, MP_PAGE_MSG.orderMismatch);
    kernel.transport.reply('GET', 'xcx/pages', { ...ANSWER, pages: ANSWER.pages.slice(0, 2) });
    expect(await store.move(2, 1)).toBe(false);
    expect(store.pages.map((p) => p.title)).toEqual(['首页', '全部商品']);
  });

  it('hides a page by saving it with visible false', async () => {
    const kernel = await setup();
    const store = await pagesStore(kernel);
    kernel.transport.reply('POST', 'xcx/pageSave', { ...ANSWER, pages: [ANSWER.pages[0], { ...ANSWER.pages[1], visible: false }, ANSWER.pages[2]] });
    expect(await store.setVisible(store.pages[1], false)).toBe(true);
    expect(kernel.transport.last('xcx/pageSave')?.data).toEqual({ id: 2, title: '全部商品', path: 'pages/p2/index', visible: false, sourceKind: 'none', sourceId: 0 });
    expect(store.pages[1].visible).toBe(false);
  });

  it('a new page: a bad path or a missing source is refused locally; a kind change clears the record', async () => {
    const kernel = await setup();
    const store = await pagesStore(kernel);
    store.openNew();
    store.set('title', '产品中心');
    store.set('path', 'products');
    expect(await store.save()).toBe(false);
    expect(store.refusal).toEqual({ field: 'path', message: MP_PAGE_MSG.pathBad });
    store.set('path', 'pages/products/index');
    store.set('sourceKind', 'product');
    expect(await store.save()).toBe(false);
    expect(store.refusal).toEqual({ field: 'sourceId', message: MP_PAGE_MSG.sourceNeeded });
    store.set('sourceId', 41);
    store.set('sourceKind', 'article');
    expect(store.draft?.sourceId).toBe(0);
    store.set('sourceId', 31);
    expect(kernel.transport.last('xcx/pageSave')).toBeUndefined();
    kernel.transport.reply('POST', 'xcx/pageSave', { ...ANSWER, pages: [...ANSWER.pages, page(4, '产品中心', 4, { sourceKind: 'article', sourceId: 31, sourceName: '公司新闻' })] });
    expect(await store.save()).toBe(true);
    expect(kernel.transport.last('xcx/pageSave')?.data).toEqual({ id: 0, title: '产品中心', path: 'pages/products/index', visible: true, sourceKind: 'article', sourceId: 31 });
    expect(store.draft).toBeNull();
    expect(store.pages.at(-1)?.sourceName).toBe('公司新闻');
  });
});
