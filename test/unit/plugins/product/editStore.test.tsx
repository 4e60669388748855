// The product edit page's store through the container (the plugin installed, the real HttpService
// over a scripted server): a product loaded into the form (fen shown as price text), the rule
// book's messages as typed (and all of them once saving is tried), the name checked against the
// site after a pause, the save's body (prices as text, custom values by slot), the version carried
// from save to save, the lock conflict kept for the prompt and a reload, the server's refusal under
// its field, a draft put back, and the site's custom fields — a 37th refused.
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import product from '../../../../plugins/product';
import { NAME_CHECK_DELAY_MS, type ProductEditStore } from '../../../../plugins/product/pages/edit/ProductEditStore';
import { PRODUCT_EDIT } from '../../../../plugins/product/tokens';
import { CONTENT_MSG } from '../../../../shared/domain';
import { CUSTOM_FIELD_SLOTS, PRODUCT_MSG, formatPrice, parsePrice, type ProductDetail, type ProductField } from '../../../../shared/domain/product';

const EDIT = 'admin_cms/goods/edit';
const SAVE = 'admin_cms/goods/save';
const CHECK = 'admin_cms/goods/checkName';
const LIST = 'admin_cms/goods/getlist';
const CATEGORIES = 'admin_cms/goodsType/getlist';
const TAGS = 'admin_cms/goodsTag/getList';
const FIELDS = 'admin_cms/goodsField/getlist';
const FIELD_SAVE = 'admin_cms/goodsField/save';
const FIELD_REMOVE = 'admin_cms/goodsField/remove';
const KEYWORDS = 'admin/keyword/list';

const FIELD_DEFS: ProductField[] = [
  { id: 1, slot: 'p_5', name: '功率(kW)', kind: 'number', required: false, sort: 1 },
  { id: 2, slot: 'p_6', name: '质保期', kind: 'text', required: true, sort: 2 },
  { id: 3, slot: 'p_7', name: '适用行业', kind: 'select', required: false, options: ['钣金加工', '通用'], sort: 3 },
];

function detail(patch: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7, name: 'WE67K-30/1300 电液伺服数控折弯机', type_id: 17, type_name: '电液伺服折弯机', img: '/uploads/a.jpg',
    price_sell: 1_280_000, price_market: 1_510_050, price_negotiable: 0, brand: '华锐', model: 'WE67K-30/1300', status: 1, recommend: 1,
    sort: 10, tag_ids: [2, 3], version: 4, created_at: 0, updated_at: 0, summary: '双缸电液伺服同步。', content: '<p>正文</p>',
    images: [{ url: '/uploads/a.jpg', alt: '正面' }, { url: '/uploads/b.jpg', alt: '' }], specs: [{ name: '公称压力', value: '300 kN' }],
    origin: '江苏南通', unit: '台', pack: '木箱', minimum: 1, related_ids: [8], seo_title: '', seo_keywords: '折弯机', seo_description: '',
    custom: { p_5: '4', p_6: '整机2年' }, disabled: 0, ...patch,
  };
}

async function setup(): Promise<{ kernel: TestKernel; store: ProductEditStore }> {
  const kernel = createTestKernel();
  await kernel.install([product]);
  expect(kernel.get(TOKENS.plugins).status('product')?.state).toBe('ready');
  kernel.transport
    .reply('GET', CATEGORIES, [{ id: 1, name: '数控机床', parent_id: 0, sort: 1, product_count: 0, children: [{ id: 17, name: '电液伺服折弯机', parent_id: 1, sort: 1, product_count: 4, children: [] }] }])
    .reply('GET', TAGS, { rows: [{ id: 2, name: '伺服控制', sort: 1, product_count: 3, created_at: 0 }, { id: 3, name: '节能', sort: 2, product_count: 5, created_at: 0 }], total: 2 })
    .reply('GET', FIELDS, FIELD_DEFS)
    .reply('POST', LIST, { rows: [], total: 0 })
    .on('GET', EDIT, (request) => {
      const id = Number(request.params?.id);
      return { data: { code: 200, message: '', data: { info: id === 7 ? detail() : detail({ id, name: `相关产品${id}`, related_ids: [] }) } } };
    });
  return { kernel, store: kernel.get(PRODUCT_EDIT)() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading', () => {
  it('fills the form from goods/edit: prices as the text an input shows, specs, custom values, the lock', async () => {
    const { store } = await setup();
    await store.open(7);
    await settle();
    expect(store.loaded).toBe(true);
    expect(store.id).toBe(7);
    expect(store.version).toBe(4);
    expect(store.values.name).toBe('WE67K-30/1300 电液伺服数控折弯机');
    // 1,280,000 fen is 12800.00 yuan; 1,510,050 fen is 15100.50.
    expect(store.values.price_sell).toBe('12800.00');
    expect(store.values.price_market).toBe('15100.50');
    expect(store.values.images.map((i) => i.url)).toEqual(['/uploads/a.jpg', '/uploads/b.jpg']);
    expect(store.values.specs.map((s) => [s.name, s.value])).toEqual([['公称压力', '300 kN']]);
    expect(store.values.custom).toEqual({ p_5: '4', p_6: '整机2年' });
    expect(store.values.minimum).toBe('1');
    expect(store.categories[0].children[0].name).toBe('电液伺服折弯机');
    expect(store.tags.map((t) => t.name)).toEqual(['伺服控制', '节能']);
    expect(store.customFields.fields.map((f) => f.slot)).toEqual(['p_5', 'p_6', 'p_7']);
    // The related product is named (read by id), and the product is never offered as its own relative.
    expect(store.relatedOptions).toEqual([{ value: 8, label: '相关产品8' }]);
    // Nothing typed yet: no message anywhere.
    expect(store.issueOf('name')).toBeUndefined();
  });

  it('an unknown product answers the server’s refusal instead of a form', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', EDIT, null, 404, '记录不存在或不属于当前站点');
    await store.open(999);
    expect(store.loaded).toBe(false);
    expect(store.loadError).toBe('记录不存在或不属于当前站点');
  });
});

describe('prices', () => {
  it('round-trip: the text typed is sent as typed and means the same fen the list shows', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', SAVE, { id: 7, version: 5 });
    await store.open(7);
    store.setText('price_sell', '12800');
    store.setText('price_market', ' 13500.5 ');
    expect(await store.save()).toBe('saved');
    const body = kernel.transport.last(SAVE)?.data as Record<string, unknown>;
    expect(body.price_sell).toBe('12800');
    expect(body.price_market).toBe('13500.5');
    // What the server stores and the list shows for that text.
    expect(parsePrice(body.price_sell)).toEqual({ ok: true, fen: 1_280_000 });
    expect(formatPrice(1_280_000)).toBe('¥12,800.00');
    expect(parsePrice(body.price_market)).toEqual({ ok: true, fen: 1_350_050 });
  });

  it('refuses a price with three decimals, a negative one and one past 99,999,999.99 as typed', async () => {
    const { kernel, store } = await setup();
    await store.open();
    for (const text of ['1.234', '-1', '100000000', '1e309', '12,8']) {
      store.setText('price_sell', text);
      expect(store.issueOf('price_sell')).toBe(PRODUCT_MSG.priceFormat);
    }
    expect(PRODUCT_MSG.priceFormat).toBe('价格格式不正确，最多保留两位小数');
    store.setText('price_sell', '99999999.99');
    expect(store.issueOf('price_sell')).toBeUndefined();
    // An empty price is no price (面议 or unpriced), not an error.
    store.setText('price_market', '');
    expect(store.issueOf('price_market')).toBeUndefined();
    store.setText('price_market', '0.5');
    expect(store.issueOf('price_market')).toBeUndefined();
    expect(kernel.transport.requests.some((r) => r.url.endsWith(SAVE))).toBe(false);
  });
});

describe('checks as typed', () => {
  it('shows each rule’s word once its field is touched, and every one when saving is tried', async () => {
    const { kernel, store } = await setup();
    await store.open();
    expect(store.issueOf('name')).toBeUndefined();
    store.setText('name', '  ');
    expect(store.issueOf('name')).toBe(PRODUCT_MSG.nameRequired);
    store.setText('minimum', '0');
    expect(store.issueOf('minimum')).toBe('起订量须为不小于1的整数');
    store.setText('minimum', '1.5');
    expect(store.issueOf('minimum')).toBe('起订量须为不小于1的整数');
    store.setText('minimum', '20');
    expect(store.issueOf('minimum')).toBeUndefined();
    store.setCustom('p_5', '四千瓦');
    expect(store.issueOf('p_5')).toBe('功率(kW)格式不正确');
    store.addSpec();
    // A new empty row is not an error until something is typed into the table.
    expect(store.issueOf('specs')).toBeUndefined();
    store.setSpec(0, 'value', '300 kN');
    expect(store.issueOf('specs')).toBe(PRODUCT_MSG.specNameRequired);
    store.setSpec(0, 'name', '<b>压力</b>');
    expect(store.issueOf('specs')).toBe(PRODUCT_MSG.specMarkup);

    // The required 质保期 was never touched: saving shows it and sends nothing.
    expect(store.issueOf('p_6')).toBeUndefined();
    expect(await store.save()).toBe('invalid');
    expect(store.issueOf('p_6')).toBe('请填写质保期');
    expect(store.issueOf('name')).toBe(PRODUCT_MSG.nameRequired);
    expect(kernel.transport.requests.some((r) => r.url.endsWith(SAVE))).toBe(false);
  });

  it('checks the name against the site’s products after a pause, and only the last name typed counts', async () => {
    const { kernel, store } = await setup();
    await store.open(7);
    const asked: string[] = [];
    kernel.transport.on('GET', CHECK, (request) => {
      asked.push(String(request.params?.name));
      return { data: { code: 200, message: '', data: { exists: request.params?.name === '数控剪板机' } } };
    });
    jest.useFakeTimers();
    try {
      store.setText('name', '数控');
      store.setText('name', '数控剪板机');
      jest.advanceTimersByTime(NAME_CHECK_DELAY_MS);
    } finally {
      jest.useRealTimers();
    }
    await settle();
    // One question for the pause, naming this product so it does not clash with itself.
    expect(asked).toEqual(['数控剪板机']);
    expect(kernel.transport.last(CHECK)?.params).toEqual({ name: '数控剪板机', id: 7 });
    expect(store.issueOf('name')).toBe('产品名称已存在');
    // Typing on: the clash belongs to the old name.
    store.setText('name', '数控剪板机 QC12K');
    expect(store.issueOf('name')).toBeUndefined();
  });
});

describe('saving', () => {
  it('sends prices as text and the custom values by slot, then carries the new version to the next save', async () => {
    const { kernel, store } = await setup();
    const saves: Record<string, unknown>[] = [];
    kernel.transport.on('POST', SAVE, (request) => {
      saves.push(request.data as Record<string, unknown>);
      return { data: { code: 200, message: '', data: { id: 61, version: saves.length } } };
    });
    await store.open();
    store.setText('name', ' 数控转塔冲床 ');
    store.addImages([{ url: '/uploads/x.jpg' }, { url: '/uploads/y.jpg' }, { url: '/uploads/x.jpg' }]);
    store.setAlt(1, '侧面');
    store.moveImage(1, 0);
    store.addSpec();
    store.setSpec(0, 'name', '冲压力');
    store.setSpec(0, 'value', ' 300 kN ');
    store.addSpec();
    store.setSpec(1, 'name', '工位数');
    store.setSpec(1, 'value', '32');
    store.setText('price_sell', '12800');
    store.setCustom('p_5', '22');
    store.setCustom('p_6', '整机1年');
    // A slot no field holds (a field removed meanwhile) is not sent.
    store.setCustom('p_9', '旧值');
    store.setText('minimum', '2');
    store.setFlag('status', 0);

    expect(await store.save()).toBe('saved');
    expect(saves[0]).toEqual({
      name: '数控转塔冲床', type_id: 0, tag_ids: [],
      images: [{ url: '/uploads/y.jpg', alt: '侧面' }, { url: '/uploads/x.jpg', alt: '' }],
      summary: '', content: '', specs: [{ name: '冲压力', value: '300 kN' }, { name: '工位数', value: '32' }],
      price_sell: '12800', price_market: '', price_negotiable: 0, brand: '', model: '', origin: '', unit: '', pack: '',
      minimum: 2, sort: 0, recommend: 0, status: 0, related_ids: [], seo_title: '', seo_keywords: '', seo_description: '',
      custom: { p_5: '22', p_6: '整机1年', p_7: '' },
    });
    expect(store.id).toBe(61);
    expect(store.version).toBe(1);

    // The second save names the product and the version the first one answered: no conflict.
    store.setText('summary', '第二次保存');
    expect(await store.save()).toBe('saved');
    expect(saves[1]).toMatchObject({ id: 61, version: 1, summary: '第二次保存' });
    expect(store.version).toBe(2);
  });

  it('keeps a lock conflict for the prompt, writes nothing more, and 重新加载 brings the newer version', async () => {
    const { kernel, store } = await setup();
    await store.open(7);
    kernel.transport.reply('POST', SAVE, { currentVersion: 5, updatedBy: '运营专员', updated_at: Date.parse('2026-05-01T10:00:00+08:00') }, 409, CONTENT_MSG.lockConflict);
    store.setText('name', '我改的名称');
    expect(await store.save()).toBe('conflict');
    expect(kernel.transport.last(SAVE)?.data).toMatchObject({ id: 7, version: 4, name: '我改的名称' });
    expect(store.conflict).toEqual({ currentVersion: 5, updatedBy: '运营专员', updated_at: Date.parse('2026-05-01T10:00:00+08:00') });
    expect(store.saveError).toBeNull();
    expect(CONTENT_MSG.lockConflict).toBe('该内容已被他人修改，请刷新后再编辑，以免覆盖他人的修改');

    kernel.transport.reply('GET', EDIT, { info: detail({ name: '同事改的名称', version: 5 }) });
    await store.reload();
    expect(store.conflict).toBeNull();
    expect(store.values.name).toBe('同事改的名称');
    expect(store.version).toBe(5);
  });

  it('shows the server’s refusal under the field it names (产品名称已存在 on save)', async () => {
    const { kernel, store } = await setup();
    await store.open();
    kernel.transport.reply('POST', SAVE, { field: 'name' }, 400, PRODUCT_MSG.nameExists);
    store.setText('name', '数控剪板机');
    store.setCustom('p_6', '1年');
    expect(await store.save()).toBe('failed');
    expect(store.saveError).toBe('产品名称已存在');
    expect(store.issueOf('name')).toBe('产品名称已存在');
    expect(store.id).toBeUndefined();
  });

  it('puts a draft back: only well-formed fields, and the next save names the draft’s version', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', SAVE, { id: 7, version: 6 });
    await store.open(7);
    store.restore({ name: '草稿里的名称', price_sell: '9.90', images: [{ url: '/uploads/c.jpg', alt: '草稿' }, { url: 5 }], specs: 'x', tag_ids: [2, 'x'], custom: { p_5: '7', other: 'y' }, status: 9 }, 3);
    expect(store.values.name).toBe('草稿里的名称');
    expect(store.values.price_sell).toBe('9.90');
    expect(store.values.images).toEqual([{ url: '/uploads/c.jpg', alt: '草稿' }]);
    // Fields of the wrong shape keep what loaded.
    expect(store.values.specs.map((s) => s.name)).toEqual(['公称压力']);
    expect(store.values.tag_ids).toEqual([2, 3]);
    expect(store.values.status).toBe(1);
    expect(store.values.custom).toEqual({ p_5: '7' });
    store.setCustom('p_6', '整机2年');
    await store.save();
    expect(kernel.transport.last(SAVE)?.data).toMatchObject({ id: 7, version: 3, price_sell: '9.90' });
  });
});

describe('recommended keywords', () => {
  it('adds a keyword of the site’s list to the SEO keywords once', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', KEYWORDS, { rows: [{ id: 1, word: '数控折弯机', url: '', sort: 0, content_count: 0, created_at: 0, updated_at: 0 }], total: 1 });
    await store.open(7);
    await store.loadKeywords('折弯');
    expect(kernel.transport.last(KEYWORDS)?.data).toEqual({ page: 1, keyword: '折弯', rows: 50 });
    expect(store.keywordChoices.map((k) => k.word)).toEqual(['数控折弯机']);
    expect(store.addKeyword('数控折弯机')).toBe(true);
    expect(store.values.seo_keywords).toBe('折弯机,数控折弯机');
    expect(store.addKeyword('数控折弯机')).toBe(false);
    expect(store.values.seo_keywords).toBe('折弯机,数控折弯机');
  });
});

describe('custom fields', () => {
  const all36 = (): ProductField[] => CUSTOM_FIELD_SLOTS.map((slot, i) => ({ id: i + 1, slot, name: `字段${i + 1}`, kind: 'text', required: false, sort: i }));

  it('refuses a 37th field without asking the server', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', FIELDS, all36());
    await store.customFields.load();
    expect(store.customFields.full).toBe(true);
    expect(await store.customFields.save({ name: '第37个', kind: 'text' })).toBe('自定义字段最多36个');
    expect(kernel.transport.requests.some((r) => r.url.endsWith(FIELD_SAVE))).toBe(false);
    // Changing one of the 36 is still allowed.
    kernel.transport.reply('POST', FIELD_SAVE, { id: 3, slot: 'p_7' });
    expect(await store.customFields.save({ id: 3, name: '字段三', kind: 'text' })).toBeNull();
  });

  it('shows the server’s 自定义字段最多36个 when a field was added elsewhere meanwhile', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', FIELDS, all36().slice(0, 35));
    await store.customFields.load();
    expect(store.customFields.full).toBe(false);
    kernel.transport.reply('POST', FIELD_SAVE, null, 400, PRODUCT_MSG.customFieldsFull);
    expect(await store.customFields.save({ name: '第36个', kind: 'select', options: [' 甲 ', '乙'] })).toBe('自定义字段最多36个');
    expect(kernel.transport.last(FIELD_SAVE)?.data).toEqual({ name: '第36个', kind: 'select', options: ['甲', '乙'] });
  });

  it('checks a definition by the rule book, adds one (the server picks the slot) and removes one', async () => {
    const { kernel, store } = await setup();
    await store.open();
    expect(await store.customFields.save({ name: '质保期', kind: 'text' })).toBe(PRODUCT_MSG.customFieldNameExists);
    expect(await store.customFields.save({ name: '颜色', kind: 'select', options: [] })).toBe(PRODUCT_MSG.customFieldOptions);
    kernel.transport.reply('POST', FIELD_SAVE, { id: 9, slot: 'p_8' });
    kernel.transport.reply('GET', FIELDS, [...FIELD_DEFS, { id: 9, slot: 'p_8', name: '颜色', kind: 'select', required: true, options: ['红', '蓝'], sort: 4 }]);
    expect(await store.customFields.save({ name: '颜色', kind: 'select', required: true, options: ['红', '蓝'] })).toBeNull();
    // The new required field is on the form at once.
    expect(await store.save()).toBe('invalid');
    expect(store.issueOf('p_8')).toBe('请填写颜色');

    kernel.transport.reply('GET', FIELD_REMOVE, { cleared: 12 });
    kernel.transport.reply('GET', FIELDS, FIELD_DEFS);
    expect(await store.customFields.remove(9)).toBe(true);
    expect(kernel.transport.last(FIELD_REMOVE)?.params).toEqual({ id: 9 });
    expect(store.issueOf('p_8')).toBeUndefined();
  });
});
