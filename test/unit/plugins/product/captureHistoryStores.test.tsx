// The capture page's and the history compare page's stores through the container (the plugin
// installed, a scripted server behind the real HttpService and TaskService): the address lines
// checked as typed by the shared rule, goods/capture's body, each address's outcome read again as the
// task moves, the rows' states; a revision compared with the product now (what changed, each side as
// it reads), restoring it after the confirmation, the lock conflict in its own words.
import { CONTENT_MSG, type TaskView } from '../../../../shared/domain';
import { CAPTURE_MSG, changedFields, descriptionText, type ProductCaptureResult, type ProductRevisionDetail, type ProductSnapshot } from '../../../../shared/domain/product';
import { PRODUCT_CAPTURE, PRODUCT_REVISION } from '../../../../plugins/product/tokens';
import { TOKENS } from '../../../../kernel/tokens';
import { captureEn } from '../../../../plugins/product/i18n/capture.en-US';
import { captureZh } from '../../../../plugins/product/i18n/capture.zh-CN';
import { historyEn } from '../../../../plugins/product/i18n/history.en-US';
import { historyZh } from '../../../../plugins/product/i18n/history.zh-CN';
import { CATEGORIES, seedTree, setup } from './listFixtures';

const CAPTURE = 'admin_cms/goods/capture';
const CAPTURE_RESULT = 'admin_cms/goods/captureResult';
const TASK_GET = 'admin/task/get';
const TASK_LIST = 'admin/task/list';
const HISTORY_INFO = 'admin_cms/goods/historyInfo';
const HISTORY_RESTORE = 'admin_cms/goods/historyRestore';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function task(patch: Partial<TaskView> = {}): TaskView {
  return {
    id: 41, kind: 'product.capture', title: '采集产品（3个网址）', state: 'running', done: 0, total: 3, stage: '', error: null, resultName: null, result: null,
    cancelRequested: false, createdAt: 0, startedAt: 0, finishedAt: null, ...patch,
  };
}

const URLS = ['https://shop.example.com/p/1', 'http://10.0.0.1/p', 'https://shop.example.com/p/3'];
function captureResult(done: number): ProductCaptureResult {
  const outcomes = [
    { state: 'ok' as const, product_id: 77, name: '数控折弯机', message: CAPTURE_MSG.succeeded, images: 2, images_skipped: 1 },
    { state: 'failed' as const, product_id: 0, name: '', message: CONTENT_MSG.urlRefused, images: 0, images_skipped: 0 },
    { state: 'ok' as const, product_id: 78, name: '剪板机', message: CAPTURE_MSG.succeeded, images: 1, images_skipped: 0 },
  ];
  return {
    task_id: 41, type_id: 6,
    items: URLS.map((url, i) => (i < done ? { url, ...outcomes[i] } : { url, state: 'waiting', product_id: 0, name: '', message: '', images: 0, images_skipped: 0 })),
  };
}

describe('the capture store', () => {
  it('checks the lines as typed: counted, each refused line named, more than 20 refused, before anything is sent', async () => {
    const kernel = await setup();
    const store = kernel.get(PRODUCT_CAPTURE)();
    store.setText(`${URLS[0]}\n\nnot a url\n${URLS[0]}\nftp://x.example.com/`);
    expect(store.count).toBe(4);
    expect(store.parsed.issues.map((i) => i.message)).toEqual([CAPTURE_MSG.lineInvalid(3), CAPTURE_MSG.lineDuplicate(4, 1), CAPTURE_MSG.lineInvalid(5)]);
    expect(store.ready).toBe(false);
    store.setText(Array.from({ length: 21 }, (_, i) => `https://shop.example.com/p/${i}`).join('\n'));
    expect(store.parsed.problem).toBe(CAPTURE_MSG.tooManyUrls);
    expect(store.ready).toBe(false);
    expect(await store.start()).toBeNull();
    expect(kernel.transport.requests.some((r) => r.url.endsWith(CAPTURE))).toBe(false);
  });

  it('starts the task with the addresses and category, then reads each outcome as the task moves', async () => {
    const kernel = await setup();
    let view = task();
    let done = 0;
    kernel.transport
      .reply('GET', CATEGORIES, seedTree())
      .reply('POST', CAPTURE, { taskId: 41 })
      .on('GET', TASK_GET, () => ({ data: { code: 200, message: '', data: view } }))
      .on('GET', TASK_LIST, () => ({ data: { code: 200, message: '', data: { rows: [view], total: 1 } } }))
      .on('GET', CAPTURE_RESULT, () => ({ data: { code: 200, message: '', data: captureResult(done) } }));
    const store = kernel.get(PRODUCT_CAPTURE)();
    await store.loadCategories();
    store.setText(URLS.join('\n'));
    store.setType(6);
    expect(await store.start()).toBe(41);
    expect(kernel.transport.last(CAPTURE)?.data).toEqual({ urls: URLS, type_id: 6 });
    expect(store.rows.map((r) => r.display)).toEqual(['running', 'waiting', 'waiting']);

    // Two addresses done: the next poll brings the task's progress, the page reads the outcomes.
    done = 2;
    view = task({ done: 2 });
    // (A read already under way is joined: the next one sees the new state.)
    await kernel.get(TOKENS.tasks).refresh();
    await kernel.get(TOKENS.tasks).refresh();
    for (let i = 0; i < 50 && store.counts.ok === 0; i++) await settle();
    expect(store.rows.map((r) => [r.display, r.message])).toEqual([['ok', CAPTURE_MSG.succeeded], ['failed', CONTENT_MSG.urlRefused], ['running', '']]);
    expect(store.counts).toEqual({ ok: 1, failed: 1 });
    store.dispose();
  });

  it('shows a task found again after a reload; an address a cancelled task never reached reads 未采集', async () => {
    const kernel = await setup();
    kernel.transport
      .reply('GET', TASK_GET, task({ state: 'cancelled', done: 1 }))
      .reply('GET', TASK_LIST, { rows: [], total: 0 })
      .reply('GET', CAPTURE_RESULT, captureResult(1));
    const store = kernel.get(PRODUCT_CAPTURE)();
    await store.show(41);
    await settle();
    expect(store.rows.map((r) => r.display)).toEqual(['ok', 'notReached', 'notReached']);
    expect(store.rows[0]).toMatchObject({ product_id: 77, images: 2, images_skipped: 1 });
    store.dispose();
  });

  it('saves uncategorised when the tree cannot be read', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', CATEGORIES, null, 403, '无权限');
    const store = kernel.get(PRODUCT_CAPTURE)();
    store.setType(6);
    await store.loadCategories();
    expect(store.categoriesUnavailable).toBe(true);
    expect(store.typeId).toBe(0);
  });
});

function snapshot(patch: Partial<ProductSnapshot> = {}): ProductSnapshot {
  return {
    type_id: 6, name: '数控折弯机', summary: '简介', content: '<p>第一段</p><p>第二 &amp; 段</p>', images: [{ url: '/uploads/a.png', alt: '正面' }],
    specs: [{ name: '功率', value: '7.5 kW' }], price_sell: 1_280_000, price_market: null, price_negotiable: 0, brand: '华锐', model: 'W1', origin: '', unit: '台',
    pack: '', minimum: 1, sort: 0, recommend: 0, status: 1, related_ids: [], tag_ids: [2, 3], seo_title: '', seo_keywords: '', seo_description: '', custom: { p_5: '钢' }, ...patch,
  };
}

function detail(current: Partial<ProductSnapshot> = {}, version = 4): ProductRevisionDetail {
  return {
    rid: 9, product_id: 5, version: 2, name: '数控折弯机', editor: '张三', created_at: 0,
    revision: snapshot(), current: { ...snapshot(current), version, disabled: 0 },
    categories: { 6: '折弯机' }, tags: { 2: '热销', 3: '新品' }, products: {}, fields: [{ slot: 'p_5', name: '材质', kind: 'text' }, { slot: 'p_6', name: '颜色', kind: 'text' }],
  };
}

describe('the revision compare store', () => {
  it('marks what differs and reads each side as the operator does', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', HISTORY_INFO, detail({ name: '数控折弯机（新）', price_sell: 1_350_000, type_id: 99, tag_ids: [3, 2], custom: { p_5: '钢', p_6: '白' }, specs: [{ name: '功率', value: '11 kW' }] }));
    const store = kernel.get(PRODUCT_REVISION)();
    await store.load(5, 9);
    expect(kernel.transport.last(HISTORY_INFO)?.params).toEqual({ id: 5, rid: 9 });
    // The tags' order carries no meaning; the category, name, price, specs and a custom field changed.
    expect(store.changed).toEqual(['name', 'type_id', 'price_sell', 'specs', 'custom']);
    const row = (field: string) => store.rows.find((r) => r.field === field)!;
    expect(row('price_sell')).toMatchObject({ changed: true, revision: { kind: 'text', text: '¥12,800.00' }, current: { kind: 'text', text: '¥13,500.00' } });
    expect(row('type_id')).toMatchObject({ revision: { text: '折弯机' }, current: { text: '已删除（99）' } });
    expect(row('tag_ids')).toMatchObject({ changed: false, revision: { text: '热销、新品' } });
    expect(row('content')).toMatchObject({ changed: false, revision: { text: '第一段\n第二 & 段' } });
    expect(row('custom').current).toEqual({ kind: 'custom', entries: [{ slot: 'p_5', name: '材质', value: '钢', changed: false }, { slot: 'p_6', name: '颜色', value: '白', changed: true }] });
    store.setOnlyChanged(true);
    expect(store.rows.map((r) => r.field)).toEqual(store.changed);
  });

  it('restores after the confirmation, against the current version; nothing is sent when the operator declines', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', HISTORY_INFO, detail({ name: '新名' }, 4)).reply('POST', HISTORY_RESTORE, { id: 5, version: 5 });
    const store = kernel.get(PRODUCT_REVISION)();
    await store.load(5, 9);
    kernel.notifier.answer = false;
    expect(await store.restore()).toEqual({ kind: 'cancelled' });
    expect(kernel.transport.requests.some((r) => r.url.endsWith(HISTORY_RESTORE))).toBe(false);
    kernel.notifier.answer = true;
    expect(await store.restore()).toEqual({ kind: 'restored', version: 5 });
    expect(kernel.transport.last(HISTORY_RESTORE)?.data).toEqual({ id: 5, rid: 9, version: 4 });
    expect(kernel.notifier.toasts.some((m) => m.level === 'success' && m.message.includes('v2') && m.message.includes('v5'))).toBe(true);
  });

  it('answers a lock conflict in the lock’s words and compares again with what is there now', async () => {
    const kernel = await setup();
    let version = 4;
    kernel.transport
      .on('GET', HISTORY_INFO, () => ({ data: { code: 200, message: '', data: detail({ name: '新名' }, version) } }))
      .reply('POST', HISTORY_RESTORE, { currentVersion: 6 }, 409, CONTENT_MSG.lockConflict);
    const store = kernel.get(PRODUCT_REVISION)();
    await store.load(5, 9);
    kernel.notifier.answer = true;
    version = 6;
    expect(await store.restore()).toEqual({ kind: 'conflict' });
    expect(kernel.notifier.errors()).toContain(CONTENT_MSG.lockConflict);
    expect(store.detail?.current.version).toBe(6);
  });

  it('reads a description as its text; markup alone is no change', () => {
    expect(descriptionText('<h2>参数</h2><p>功率&nbsp;7.5&lt;kW&gt;</p><script>x</script><ul><li>一</li><li>二</li></ul>')).toBe('参数\n功率 7.5<kW>\n一\n二');
    const a = snapshot({ content: '<p>第一段</p><p>第二段</p>' });
    expect(changedFields(a, { ...a, content: '<p class="x">第一段</p>\n<p><span>第二段</span></p>' })).toEqual([]);
    expect(changedFields(a, { ...a, content: '<p>第一段</p><p>第三段</p>' })).toEqual(['content']);
  });
});

describe('the pages’ strings', () => {
  const keys = (o: object, prefix = ''): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
  it('have the same keys in both languages', () => {
    expect(keys(captureEn)).toEqual(keys(captureZh));
    expect(keys(historyEn)).toEqual(keys(historyZh));
  });
});
