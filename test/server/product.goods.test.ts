// Products (admin_cms/goods): the seeded catalogue, the list's filters and paging, saves checked by
// the shared rule book (nothing stored on a refusal), names unique among the live products (also
// when two saves race), the optimistic lock, batch status/sort/move/tags and the recycle bin.
import { CONTENT_MSG } from '../../shared/domain/content';
import { MSG } from '../../shared/domain/messages';
import { formatPrice, PRODUCT_MSG } from '../../shared/domain/product';
import { SITE } from '../../server/core/db/seedData';
import { RECYCLE_MSG } from '../../server/core/recycle/recycleRoutes';
import { SEED_PRODUCTS } from '../../server/modules/product/seed';
import { seedBulkProducts } from '../../server/modules/product/seedBulk';
import { DRIVE_LIMIT } from '../../server/modules/product/search';
import { SEED_PRODUCT_CATEGORY as C, SEED_PRODUCT_STATES, SEED_PRODUCT_TAG as T } from '../../server/modules/product/seedCatalogue';
import { CHINESE, snapshot, startServer, type Harness } from './support/harness';
import { createProduct, listProducts, productBody, seededLive, seededSubtree } from './support/product';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const list = (body: Record<string, unknown> = {}) => listProducts(h, admin, body);
const save = (over: Parameters<typeof productBody>[0]) => h.call('goodsSave', { token: admin, body: productBody(over) });
const edit = async (id: number) => (await h.call('goodsEdit', { token: admin, query: { id } })).json().data.info;
const seededId = (name: string) => (SEED_PRODUCTS.find((p) => p.fields.name === name) as (typeof SEED_PRODUCTS)[number]).id;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const sorted = (list: { id: number }[]) => list.map((p) => p.id).sort((a, b) => a - b);

describe('the seed', () => {
  it('holds an equipment maker’s catalogue: about 60 products in three levels, specs, prices and 面议, tags, fields', async () => {
    const live = await list();
    expect(live.total).toBe(seededLive().length);
    expect(live.total).toBeGreaterThanOrEqual(50);
    expect((await list({ disabled: true })).total).toBe(SEED_PRODUCT_STATES.binned.length);

    const tree = (await h.call('goodsTypeList', { token: admin })).json().data;
    const machineTools = tree.find((c: any) => c.id === C.machineTools);
    expect(machineTools.name).toBe('数控机床');
    const pressBrakes = machineTools.children.find((c: any) => c.id === C.pressBrakes);
    expect(pressBrakes.children.map((c: any) => c.name)).toEqual(['电液伺服折弯机', '扭轴同步折弯机']);

    const brake = await edit(seededId('WE67K-100/3200 电液伺服数控折弯机'));
    expect(brake).toMatchObject({ type_id: C.servoBrakes, type_name: '电液伺服折弯机', brand: '华锐', model: 'WE67K-100/3200', price_sell: 12_800_000, price_negotiable: 0 });
    expect(formatPrice(brake.price_sell, brake.price_negotiable === 1)).toBe('¥128,000.00');
    expect(brake.specs.length).toBeGreaterThanOrEqual(3);
    expect(brake.specs.length).toBeLessThanOrEqual(8);
    expect(brake.custom).toEqual({ p_5: '7.5', p_6: '整机2年', p_7: '钣金加工' });
    // Its pictures are the image library's own seeded pictures, served from the uploads.
    expect(brake.images.length).toBe(2);
    expect(brake.img).toBe(brake.images[0].url);
    for (const image of brake.images) {
      const res = await h.built.app.inject({ method: 'GET', url: image.url });
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/jpeg']);
    }
    const big = await edit(seededId('WE67K-400/6000 电液伺服数控折弯机'));
    expect(big).toMatchObject({ price_sell: null, price_negotiable: 1 });
    expect(big.tag_ids).toEqual(expect.arrayContaining([T.servo, T.heavy]));

    const tags = (await h.call('goodsTagList', { token: admin, query: { rows: 100 } })).json().data;
    expect(tags.rows.map((t: any) => t.name)).toEqual(['热销', '新品', '节能', '出口机型', '伺服控制', '重型', '现货', '定制']);
    const fields = (await h.call('goodsFieldList', { token: admin })).json().data;
    expect(fields.map((f: any) => [f.slot, f.name, f.kind])).toEqual([['p_5', '功率(kW)', 'number'], ['p_6', '质保期', 'text'], ['p_7', '适用行业', 'select']]);
  });
});

describe('the list', () => {
  it('answers rows with what the list shows and a total, pages that add up, smaller sort first', async () => {
    const all = await list();
    const first = all.rows[0];
    expect(Object.keys(first).sort()).toEqual(['brand', 'created_at', 'id', 'img', 'model', 'name', 'price_market', 'price_negotiable', 'price_sell', 'recommend', 'sort', 'status', 'tag_ids', 'type_id', 'type_name', 'updated_at', 'version'].sort());
    expect(all.rows.map((r) => r.sort)).toEqual([...all.rows.map((r) => r.sort)].sort((a, b) => a - b));
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.total / 7); page++) {
      const one = await list({ rows: 7, page });
      expect(one.total).toBe(all.total);
      pages.push(...one.rows.map((r) => r.id));
    }
    expect(pages).toEqual(all.rows.map((r) => r.id));
    expect((await list({ rows: 7, page: 1000 })).rows).toEqual([]);
    const byChange = await list({ sort: 'updated_desc' });
    expect(byChange.rows.map((r) => r.updated_at)).toEqual([...byChange.rows.map((r) => r.updated_at)].sort((a, b) => b - a));
  });

  it('filters by a category with its children, price range, tag, keyword, status and recommend', async () => {
    const under = seededSubtree(C.pressBrakes);
    expect(under.length).toBe(3);
    expect(ids((await list({ type_id: C.pressBrakes })).rows)).toEqual(sorted(seededLive((p) => under.includes(p.fields.type_id))));
    expect(ids((await list({ type_id: C.machineTools })).rows)).toEqual(sorted(seededLive((p) => seededSubtree(C.machineTools).includes(p.fields.type_id))));

    const inRange = (p: (typeof SEED_PRODUCTS)[number]) => p.fields.price_negotiable === 0 && p.fields.price_sell !== null && p.fields.price_sell >= 5_000_000 && p.fields.price_sell <= 10_000_000;
    const ranged = await list({ price_min: '50000', price_max: '100000.00' });
    expect(ids(ranged.rows)).toEqual(sorted(seededLive(inRange)));
    expect(ranged.total).toBeGreaterThan(3);
    expect(ids((await list({ price_min: '50000', price_max: '100000', type_id: C.pressBrakes })).rows))
      .toEqual(sorted(seededLive((p) => inRange(p) && under.includes(p.fields.type_id))));

    expect(ids((await list({ tag_id: T.servo })).rows)).toEqual(sorted(seededLive((p) => p.fields.tag_ids.includes(T.servo))));
    // The keyword is looked for in the name, the model and the brand, case folded.
    const has = (text: string) => (p: (typeof SEED_PRODUCTS)[number]) => [p.fields.name, p.fields.model, p.fields.brand].some((v) => v.toLowerCase().includes(text));
    expect(ids((await list({ keyword: '折弯' })).rows)).toEqual(sorted(seededLive(has('折弯'))));
    expect(ids((await list({ keyword: 'we67k' })).rows)).toEqual(sorted(seededLive(has('we67k'))));
    expect((await list({ keyword: 'we67k' })).total).toBeGreaterThan(5);
    // Inside a word, across words (the text is then tested), one character.
    for (const keyword of ['伺服数控', '67K-100', '0/3', '机', 'HR-3015 6']) {
      expect({ keyword, ids: ids((await list({ keyword })).rows) }).toEqual({ keyword, ids: sorted(seededLive(has(keyword.toLowerCase()))) });
    }
    expect(ids((await list({ keyword: '精锻', type_id: C.machineTools })).rows))
      .toEqual(sorted(seededLive((p) => has('精锻')(p) && seededSubtree(C.machineTools).includes(p.fields.type_id))));
    expect(await list({ keyword: '不存在的型号' })).toEqual({ rows: [], total: 0 });
    expect(ids((await list({ status: 0 })).rows)).toEqual(sorted(seededLive((p) => p.fields.status === 0)));
    expect(ids((await list({ recommend: 1 })).rows)).toEqual(sorted(seededLive((p) => p.fields.recommend === 1)));
    // The recycle bin lists and searches alike.
    expect(ids((await list({ disabled: true })).rows)).toEqual([...SEED_PRODUCT_STATES.binned]);
  });

  it('refuses a price bound that is not a price, or a range upside down, in Chinese', async () => {
    for (const bad of ['1e309', '-1', '1.234', 'abc']) {
      const res = await h.call('goodsList', { token: admin, body: { price_min: bad } });
      expect([res.statusCode, res.json().message]).toEqual([400, PRODUCT_MSG.priceFormat]);
    }
    const res = await h.call('goodsList', { token: admin, body: { price_min: '200', price_max: '100' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(CHINESE);
  });
});

describe('saving', () => {
  it('stores a product with images, specs, prices in fen and custom values, and answers it back; the list shows ¥12,800.00', async () => {
    const images = [{ url: '/uploads/a.jpg', alt: '正面' }, { url: 'https://cdn.example.com/b.png', alt: '侧"面<' }];
    const { id, version } = await createProduct(h, admin, {
      name: '  新型折弯机 X1  ', type_id: C.servoBrakes, tag_ids: [T.fresh, T.hot], images, price_sell: '12800', price_market: '15000.5',
      specs: [{ name: '公称压力', value: '1000 kN' }, { name: '工作台长度', value: '3200 mm' }], related_ids: [seededId('WE67K-100/3200 电液伺服数控折弯机')],
      content: '<p onclick="x()">详情<script>alert(1)</script><img src="x" onerror="alert(1)"></p>', custom: { p_5: '7.5', p_7: '钣金加工' },
    });
    expect(version).toBe(1);
    const info = await edit(id);
    expect(info).toMatchObject({
      name: '新型折弯机 X1', type_id: C.servoBrakes, type_name: '电液伺服折弯机', img: '/uploads/a.jpg', price_sell: 1_280_000, price_market: 1_500_050,
      price_negotiable: 0, status: 1, version: 1, disabled: 0, custom: { p_5: '7.5', p_7: '钣金加工' },
    });
    expect(info.images).toEqual([{ url: '/uploads/a.jpg', alt: '正面' }, { url: 'https://cdn.example.com/b.png', alt: '侧面' }]);
    expect(info.tag_ids.sort()).toEqual([T.hot, T.fresh].sort());
    expect(info.content).not.toMatch(/script|onclick|onerror/);
    expect(info.content).toContain('详情');
    const row = (await list({ keyword: '新型折弯机' })).rows[0];
    expect(formatPrice(row.price_sell, row.price_negotiable === 1)).toBe('¥12,800.00');
    expect(row.type_name).toBe('电液伺服折弯机');
    // A revision of the save is kept for the history pages.
    const revisions = await h.built.db.selectFrom('product_revisions').selectAll().where('product_id', '=', id).execute();
    expect(revisions.map((r) => r.version)).toEqual([1]);
  });

  it('refuses bad input with the rule book’s Chinese message, naming the field, and stores nothing', async () => {
    const before = await snapshot(h);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ price_sell: '1e309' }, 400, PRODUCT_MSG.priceFormat],
      [{ price_sell: '-1' }, 400, PRODUCT_MSG.priceFormat],
      [{ price_sell: '1.234' }, 400, PRODUCT_MSG.priceFormat],
      [{ price_market: '100000000' }, 400, PRODUCT_MSG.priceFormat],
      [{ name: '' }, 400, PRODUCT_MSG.nameRequired],
      [{ name: '名'.repeat(101) }, 400, PRODUCT_MSG.nameTooLong],
      [{ specs: [{ name: '参数', value: '<script>alert(1)</script>' }] }, 400, PRODUCT_MSG.specMarkup],
      [{ specs: [{ name: '<img src=x onerror=alert(1)>', value: '1' }] }, 400, PRODUCT_MSG.specMarkup],
      [{ specs: Array.from({ length: 51 }, (_, i) => ({ name: `参数${i}`, value: '1' })) }, 400, PRODUCT_MSG.tooManySpecs],
      [{ images: Array.from({ length: 11 }, (_, i) => ({ url: `/uploads/${i}.jpg`, alt: '' })) }, 400, PRODUCT_MSG.tooManyImages],
      [{ images: [{ url: 'javascript:alert(1)', alt: '' }] }, 400, PRODUCT_MSG.imageInvalid],
      [{ images: [{ url: '//evil.example/x.png', alt: '' }] }, 400, PRODUCT_MSG.imageInvalid],
      [{ summary: '字'.repeat(501) }, 400, PRODUCT_MSG.summaryTooLong],
      [{ custom: { p_5: '七点五' } }, 400, PRODUCT_MSG.customFieldInvalid('功率(kW)')],
      [{ custom: { p_7: '造船' } }, 400, PRODUCT_MSG.customFieldInvalid('适用行业')],
      [{ type_id: 999_999 }, 400, '所选产品分类不存在'],
      [{ tag_ids: [999_999] }, 400, '所选产品标签不存在'],
      [{ related_ids: [999_999] }, 400, '所选相关产品不存在'],
      [{ id: seededId('HL-1000 手持激光焊接机') }, 400, '修改产品时必须提供版本号 version'],
    ];
    for (const [over, status, message] of cases) {
      const res = await save(over as never);
      expect({ over: JSON.stringify(over).slice(0, 60), status: res.statusCode, message: res.json().message }).toEqual({ over: JSON.stringify(over).slice(0, 60), status, message });
    }
    // The schema's refusals: unknown fields, a slot that does not exist, a 1 MB name, numbers where text belongs.
    const schemaCases: [unknown, string][] = [
      [{ ...productBody(), zzUnknown: 1 }, `${MSG.unknownField}：zzUnknown`],
      [{ ...productBody(), custom: { p_41: '1' } }, `${MSG.unknownField}：custom.p_41`],
      [{ ...productBody(), name: '名'.repeat(1024 * 1024 / 3) }, 'name'],
      [{ ...productBody(), price_sell: 12800 }, 'price_sell'],
      [{ ...productBody(), minimum: 0 }, 'minimum'],
    ];
    for (const [body, part] of schemaCases) {
      const res = await h.call('goodsSave', { token: admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(CHINESE);
      expect(res.json().message).toContain(part);
    }
    // A JSON number no double can hold.
    const raw = JSON.stringify(productBody()).replace('"price_sell":"12800"', '"price_sell":1e309');
    const res = await h.call('goodsSave', { token: admin, raw: { payload: raw, contentType: 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(CHINESE);
    expect(await snapshot(h)).toEqual(before);
  });

  it('keeps names unique among the site’s live products, as typed (checkName) and on save', async () => {
    const taken = 'WE67K-100/3200 电液伺服数控折弯机';
    const check = async (name: string, id?: number) => (await h.call('goodsCheckName', { token: admin, query: { name, ...(id ? { id } : {}) } })).json().data.exists;
    expect(await check(taken)).toBe(true);
    expect(await check(` ${taken} `)).toBe(true);
    expect(await check(taken, seededId(taken))).toBe(false);
    expect(await check('从没用过的名字')).toBe(false);
    const res = await save({ name: taken });
    expect([res.statusCode, res.json().message]).toEqual([400, PRODUCT_MSG.nameExists]);
    // Renaming another product to it is refused too.
    const other = await createProduct(h, admin, { name: '改名前' });
    const rename = await save({ id: other.id, version: other.version, name: taken });
    expect([rename.statusCode, rename.json().message]).toEqual([400, PRODUCT_MSG.nameExists]);
    expect((await edit(other.id)).name).toBe('改名前');
  });

  it('lets exactly one of several concurrent saves of one new name through', async () => {
    const name = `并发产品 ${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => save({ name })));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400, 400, 400, 400]);
    for (const r of answers.filter((a) => a.statusCode === 400)) expect(r.json().message).toBe(PRODUCT_MSG.nameExists);
    const stored = await h.built.db.selectFrom('products').select('id').where('name', '=', name).execute();
    expect(stored.length).toBe(1);
  });

  it('refuses a stale save (optimistic lock) and overwrites nothing; a status change moves the version', async () => {
    const { id } = await createProduct(h, admin, { name: '锁定测试产品' });
    const first = await save({ id, version: 1, name: '锁定测试产品', summary: '第一次' });
    expect(first.json().data).toEqual({ id, version: 2 });
    const stale = await save({ id, version: 1, name: '锁定测试产品', summary: '过时的修改' });
    expect([stale.statusCode, stale.json().message]).toEqual([409, CONTENT_MSG.lockConflict]);
    expect(stale.json().data).toMatchObject({ currentVersion: 2, updatedBy: '系统管理员' });
    expect((await edit(id)).summary).toBe('第一次');

    expect((await h.call('goodsUpDown', { token: admin, body: { ids: [id], status: 0 } })).json().data).toEqual({ updated: 1 });
    const afterStatus = await save({ id, version: 2, name: '锁定测试产品', summary: '没看到下架' });
    expect(afterStatus.statusCode).toBe(409);
    expect(await edit(id)).toMatchObject({ status: 0, version: 3, summary: '第一次' });
  });
});

describe('batches', () => {
  it('puts products on and off sale, sorts one inline, moves and tags many; another site’s id in a batch changes nothing', async () => {
    const a = await createProduct(h, admin, { name: '批量甲' });
    const b = await createProduct(h, admin, { name: '批量乙' });
    const foreign = (SEED_PRODUCTS.find((p) => p.site === SITE.global) as (typeof SEED_PRODUCTS)[number]).id;
    const before = await snapshot(h);
    for (const [name, body] of [
      ['goodsUpDown', { ids: [a.id, foreign], status: 0 }],
      ['goodsMove', { ids: [a.id, foreign], type_id: C.fiberLasers }],
      ['goodsSetTags', { ids: [a.id, foreign], tag_ids: [T.hot], mode: 'add' }],
      ['goodsSetSort', { id: foreign, sort: 1 }],
      ['goodsRemove', { ids: [a.id, foreign] }],
    ] as const) {
      const res = await h.call(name, { token: admin, body });
      expect({ name, status: res.statusCode, message: res.json().message }).toEqual({ name, status: 404, message: MSG.siteNotFound });
    }
    expect(await snapshot(h)).toEqual(before);

    expect((await h.call('goodsUpDown', { token: admin, body: { ids: [a.id, b.id], status: 0 } })).json().data).toEqual({ updated: 2 });
    expect(ids((await list({ status: 0, keyword: '批量' })).rows)).toEqual([a.id, b.id]);
    expect((await h.call('goodsUpDown', { token: admin, body: { ids: [a.id, b.id], status: 0 } })).json().data).toEqual({ updated: 0 });

    expect((await h.call('goodsSetSort', { token: admin, body: { id: b.id, sort: 0 } })).statusCode).toBe(200);
    expect((await h.call('goodsMove', { token: admin, body: { ids: [a.id, b.id], type_id: C.fiberLasers } })).json().data).toEqual({ updated: 2 });
    expect(ids((await list({ type_id: C.lasers, keyword: '批量' })).rows)).toEqual([a.id, b.id]);

    expect((await h.call('goodsSetTags', { token: admin, body: { ids: [a.id, b.id], tag_ids: [T.hot, T.fresh], mode: 'add' } })).json().data).toEqual({ updated: 2 });
    expect((await h.call('goodsSetTags', { token: admin, body: { ids: [a.id], tag_ids: [T.stock], mode: 'replace' } })).json().data).toEqual({ updated: 1 });
    expect((await edit(a.id)).tag_ids).toEqual([T.stock]);
    expect((await edit(b.id)).tag_ids.sort()).toEqual([T.hot, T.fresh].sort());
    expect(ids((await list({ tag_id: T.stock, keyword: '批量' })).rows)).toEqual([a.id]);
  });
});

describe('the recycle bin', () => {
  it('removes, restores and destroys; a live product is never destroyed in one step; a restore into a taken name is refused', async () => {
    const { id } = await createProduct(h, admin, { name: '回收站产品', tag_ids: [T.hot] });
    const destroyLive = await h.call('goodsDestroy', { token: admin, body: { ids: [id] } });
    expect([destroyLive.statusCode, destroyLive.json().message]).toEqual([400, RECYCLE_MSG.notInBin]);
    expect((await h.call('goodsRemove', { token: admin, body: { ids: [id] } })).json().data).toEqual({ removed: 1 });
    expect(ids((await list({ disabled: true, keyword: '回收站产品' })).rows)).toEqual([id]);
    expect((await list({ keyword: '回收站产品' })).total).toBe(0);

    // Its name is free while it is in the bin; restoring it then clashes and restores nothing.
    const twin = await createProduct(h, admin, { name: '回收站产品' });
    const clash = await h.call('goodsRestore', { token: admin, body: { ids: [id] } });
    expect([clash.statusCode, clash.json().message]).toEqual([400, PRODUCT_MSG.nameExists]);
    expect((await edit(id)).disabled).toBe(1);
    await h.call('goodsRemove', { token: admin, body: { ids: [twin.id] } });
    expect((await h.call('goodsRestore', { token: admin, body: { ids: [id] } })).json().data).toEqual({ restored: 1 });

    await h.call('goodsRemove', { token: admin, body: { ids: [id] } });
    expect((await h.call('goodsDestroy', { token: admin, body: { ids: [id] } })).json().data).toEqual({ destroyed: 1 });
    expect((await h.call('goodsEdit', { token: admin, query: { id } })).statusCode).toBe(404);
    const db = h.built.db;
    expect(await db.selectFrom('product_tag_links').select('id').where('product_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('product_terms').select('id').where('product_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('product_revisions').select('id').where('product_id', '=', id).execute()).toEqual([]);
  });
});

describe('thousands of products', () => {
  it('answers a keyword most products hold like a rare one: the same rows, total and order as the text says', async () => {
    await seedBulkProducts(h.built.db, SITE.corporate, 2_500, Date.now());
    // '0' begins more index entries than a page is ever driven from: the list's index leads and
    // the search text is tested; '54' and 折弯机 in a category are fewer.
    const zeros = await h.built.db.selectFrom('product_terms').select('id').where('site_id', '=', SITE.corporate).where('term', '>=', '0').where('term', '<', '1').execute();
    expect(zeros.length).toBeGreaterThan(DRIVE_LIMIT);
    const all = await h.built.db.selectFrom('products').select(['id', 'name', 'model', 'brand', 'sort', 'type_id'])
      .where('site_id', '=', SITE.corporate).where('disabled', '=', 0).execute();
    const machines = seededSubtree(C.machineTools);
    for (const [keyword, typeId] of [['0', undefined], ['0', C.machineTools], ['折弯机', C.machineTools], ['54', undefined], ['WE67K-1', undefined]] as const) {
      const folded = keyword.toLowerCase();
      const expected = all
        .filter((p) => (typeId === undefined || machines.includes(p.type_id)) && [p.name, p.model, p.brand].some((v) => v.toLowerCase().includes(folded)))
        .sort((a, b) => a.sort - b.sort || b.id - a.id).map((p) => p.id);
      const first = await list({ keyword, type_id: typeId, rows: 20 });
      expect({ keyword, typeId, total: first.total, ids: first.rows.map((r) => r.id) }).toEqual({ keyword, typeId, total: expected.length, ids: expected.slice(0, 20) });
      const last = Math.ceil(expected.length / 20);
      const deep = await list({ keyword, type_id: typeId, rows: 20, page: last });
      expect(deep.rows.map((r) => r.id)).toEqual(expected.slice((last - 1) * 20));
    }
  }, 60_000);
});
