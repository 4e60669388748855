// Product categories (three levels: depth, cycles, the whole tree reordered, only empty ones
// removed), product tags (apart from article tags: counts, search, unique names also under a race,
// order, removal detaching) and the sites' custom fields (lowest free slot, a 37th refused, removal
// clearing the values).
import { CONTENT_MSG } from '../../shared/domain/content';
import { MSG } from '../../shared/domain/messages';
import { PRODUCT_MSG } from '../../shared/domain/product';
import { SEED_PRODUCTS } from '../../server/modules/product/seed';
import { SEED_PRODUCT_CATEGORIES, SEED_PRODUCT_CATEGORY as C, SEED_PRODUCT_TAG as T } from '../../server/modules/product/seedCatalogue';
import { SITE } from '../../server/core/db/seedData';
import { snapshot, startServer, type Harness } from './support/harness';
import { createProduct, listProducts, seededLive } from './support/product';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

type Node = { id: number; name: string; parent_id: number; sort: number; product_count: number; children: Node[] };
const tree = async (): Promise<Node[]> => (await h.call('goodsTypeList', { token: admin })).json().data;
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const saveCategory = (body: Record<string, unknown>) => h.call('goodsTypeSave', { token: admin, body });
const saveAll = (items: { id: number; parent_id: number; sort: number }[]) => h.call('goodsTypeSaveAll', { token: admin, body: { items } });
const itemsOf = (nodes: Node[]) => flat(nodes).map((n) => ({ id: n.id, parent_id: n.parent_id, sort: n.sort }));

describe('categories', () => {
  it('answers the site’s tree in sort order with live product counts', async () => {
    const nodes = flat(await tree());
    expect(nodes.length).toBe(SEED_PRODUCT_CATEGORIES.filter((c) => c.site === SITE.corporate).length);
    const servo = nodes.find((n) => n.id === C.servoBrakes) as Node;
    expect(servo.product_count).toBe(seededLive((p) => p.fields.type_id === C.servoBrakes).length);
    expect((await tree()).map((n) => n.name)).toEqual(['数控机床', '焊接设备', '自动化生产线', '智能控制与检测', '配件与服务']);
    const info = (await h.call('goodsTypeEdit', { token: admin, query: { id: C.servoBrakes } })).json().data.info;
    expect(info).toEqual({ id: C.servoBrakes, name: '电液伺服折弯机', parent_id: C.pressBrakes, sort: 1 });
  });

  it('adds and moves categories within three levels, refusing a fourth level, cycles and strangers', async () => {
    const top = (await saveCategory({ name: '  新产品线  ', sort: 9 })).json().data.id;
    const mid = (await saveCategory({ name: '中层', parent_id: top })).json().data.id;
    const low = (await saveCategory({ name: '底层', parent_id: mid })).json().data.id;
    expect(flat(await tree()).find((n) => n.id === top)?.name).toBe('新产品线');

    const before = await snapshot(h);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ name: '第四层', parent_id: low }, 400, PRODUCT_MSG.categoryDepth],
      [{ name: '第四层', parent_id: C.servoBrakes }, 400, PRODUCT_MSG.categoryDepth],
      // Moving a two-level branch under a second level would put its child on the fourth.
      [{ id: mid, name: '中层', parent_id: C.pressBrakes }, 400, PRODUCT_MSG.categoryDepth],
      [{ id: top, name: '新产品线', parent_id: low }, 400, PRODUCT_MSG.categoryCycle],
      [{ id: top, name: '新产品线', parent_id: top }, 400, PRODUCT_MSG.categoryCycle],
      [{ name: '' }, 400, PRODUCT_MSG.categoryNameRequired],
      [{ name: '名'.repeat(51) }, 400, PRODUCT_MSG.categoryNameTooLong],
      [{ name: '挂错', parent_id: C.globalMachines }, 400, '上级分类不存在'],
      [{ id: C.globalMachines, name: '改名' }, 404, MSG.siteNotFound],
    ];
    for (const [body, status, message] of refusals) {
      const res = await saveCategory(body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status, message });
    }
    expect(await snapshot(h)).toEqual(before);

    // A leaf may move under a second level (it becomes a third).
    expect((await saveCategory({ id: low, name: '底层', parent_id: C.pressBrakes })).statusCode).toBe(200);
    expect(flat(await tree()).find((n) => n.id === low)?.parent_id).toBe(C.pressBrakes);
  });

  it('saves the whole tree after a drag (order and nesting), refusing depth, cycles, a stale tree and strangers', async () => {
    const items = itemsOf(await tree());
    expect(new Set((await listProducts(h, admin, { type_id: C.cnc })).rows.map((r) => r.type_id))).toEqual(new Set([C.cnc]));
    // Reorder the top level and nest 工业传感器 under 数控系统 (a third level).
    const moved = items.map((i) => (i.id === C.parts ? { ...i, sort: 0 } : i.id === C.sensors ? { ...i, parent_id: C.cnc } : i));
    expect((await saveAll(moved)).json().data.updated).toBe(2);
    const after = await tree();
    expect(after[0].id).toBe(C.parts);
    expect(flat(after).find((n) => n.id === C.sensors)?.parent_id).toBe(C.cnc);
    // The list follows the tree at once: 数控系统 now lists 工业传感器's products as its own.
    const underCnc = (await listProducts(h, admin, { type_id: C.cnc })).rows.map((r) => r.type_id);
    expect(new Set(underCnc)).toEqual(new Set([C.cnc, C.sensors]));

    const current = itemsOf(after);
    const before = await snapshot(h);
    const put = (id: number, parent: number) => current.map((i) => (i.id === id ? { ...i, parent_id: parent } : i));
    const refusals: [ReturnType<typeof itemsOf>, number, string][] = [
      [put(C.pressBrakes, C.servoBrakes), 400, PRODUCT_MSG.categoryCycle],
      [put(C.machineTools, C.machineTools), 400, PRODUCT_MSG.categoryCycle],
      [put(C.welding, C.servoBrakes), 400, PRODUCT_MSG.categoryDepth],
      [put(C.weldingCells, C.servoBrakes), 400, PRODUCT_MSG.categoryDepth],
      [current.slice(1), 409, '分类已被他人修改，请刷新后再调整'],
      [[...current, current[0]], 409, '分类已被他人修改，请刷新后再调整'],
      [[...current, { id: C.globalMachines, parent_id: 0, sort: 1 }], 404, MSG.siteNotFound],
      [put(C.welding, C.globalMachines), 404, MSG.siteNotFound],
    ];
    for (const [body, status, message] of refusals) {
      const res = await saveAll(body);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
    }
    expect(await snapshot(h)).toEqual(before);
  });

  it('removes only an empty category (products in the recycle bin count)', async () => {
    const refusal = async (id: number) => {
      const res = await h.call('goodsTypeRemove', { token: admin, query: { id } });
      return [res.statusCode, res.json().message];
    };
    expect(await refusal(C.machineTools)).toEqual([400, CONTENT_MSG.categoryNotEmpty]); // subcategories
    expect(await refusal(C.servoBrakes)).toEqual([400, CONTENT_MSG.categoryNotEmpty]); // products
    const empty = (await saveCategory({ name: '临时分类' })).json().data.id;
    const { id } = await createProduct(h, admin, { name: '临时分类里的产品', type_id: empty });
    await h.call('goodsRemove', { token: admin, body: { ids: [id] } });
    expect(await refusal(empty)).toEqual([400, CONTENT_MSG.categoryNotEmpty]); // only a product in the bin
    await h.call('goodsDestroy', { token: admin, body: { ids: [id] } });
    expect((await h.call('goodsTypeRemove', { token: admin, query: { id: empty } })).statusCode).toBe(200);
    expect(flat(await tree()).map((n) => n.id)).not.toContain(empty);
    expect(await refusal(empty)).toEqual([404, MSG.siteNotFound]);
    expect(await refusal(C.globalMachines)).toEqual([404, MSG.siteNotFound]);
  });
});

describe('tags', () => {
  const tags = async (query: Record<string, string | number> = {}) => (await h.call('goodsTagList', { token: admin, query: { rows: 100, ...query } })).json().data;
  const saveTag = (body: Record<string, unknown>) => h.call('goodsTagSave', { token: admin, body });

  it('lists the site’s product tags with live product counts, searched and paged; apart from article tags', async () => {
    const all = await tags();
    expect(all.total).toBe(8);
    const hot = all.rows.find((t: any) => t.id === T.hot);
    expect(hot.product_count).toBe(seededLive((p) => p.fields.tag_ids.includes(T.hot)).length);
    expect((await tags({ keyword: '机型' })).rows.map((t: any) => t.name)).toEqual(['出口机型']);
    const page2 = await tags({ rows: 3, page: 2 });
    expect([page2.total, page2.rows.map((t: any) => t.id)]).toEqual([8, all.rows.slice(3, 6).map((t: any) => t.id)]);
    // Article tags are another list.
    const articleTags = (await h.call('tagList', { token: admin, query: { rows: 100 } })).json().data.rows.map((t: any) => t.name);
    expect(articleTags).not.toContain('伺服控制');
    // A tag's products: its live ones.
    const servo = (await h.call('goodsTagProducts', { token: admin, query: { id: T.servo, rows: 100 } })).json().data;
    expect(servo.rows.map((r: any) => r.id).sort((a: number, b: number) => a - b)).toEqual(seededLive((p) => p.fields.tag_ids.includes(T.servo)).map((p) => p.id));
  });

  it('adds, renames and orders tags: 30 characters at most, 标签已存在 also when two adds race', async () => {
    const before = await snapshot(h);
    for (const [body, message] of [[{ name: '热销' }, CONTENT_MSG.tagExists], [{ name: ' ' }, '请输入标签名称'], [{ name: '标'.repeat(31) }, '标签名称不能超过30个字符'],
      [{ id: T.fresh, name: '热销' }, CONTENT_MSG.tagExists]] as const) {
      const res = await saveTag(body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await snapshot(h)).toEqual(before);
    expect((await saveTag({ name: '标'.repeat(30) })).statusCode).toBe(200);

    const raced = await Promise.all(Array.from({ length: 5 }, () => saveTag({ name: '抢注标签' })));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const r of raced.filter((x) => x.statusCode === 400)) expect(r.json().message).toBe(CONTENT_MSG.tagExists);

    const order = (await tags()).rows.map((t: any) => t.id).reverse();
    expect((await h.call('goodsTagSort', { token: admin, body: { ids: order } })).statusCode).toBe(200);
    expect((await tags()).rows.map((t: any) => t.id)).toEqual(order);
  });

  it('removes a tag and detaches it from its products', async () => {
    const { id: tagId } = (await saveTag({ name: '临时标签' })).json().data;
    const { id } = await createProduct(h, admin, { name: '带临时标签的产品', tag_ids: [tagId, T.hot] });
    expect((await h.call('goodsTagRemove', { token: admin, query: { id: tagId } })).json().data).toEqual({ unlinked: 1 });
    expect((await h.call('goodsEdit', { token: admin, query: { id } })).json().data.info.tag_ids).toEqual([T.hot]);
    expect((await listProducts(h, admin, { keyword: '带临时标签' })).rows[0].tag_ids).toEqual([T.hot]);
    expect((await h.call('goodsTagRemove', { token: admin, query: { id: tagId } })).statusCode).toBe(404);
  });
});

describe('custom fields', () => {
  const fields = async () => (await h.call('goodsFieldList', { token: admin })).json().data as { id: number; slot: string; name: string; kind: string }[];
  const saveField = (body: Record<string, unknown>) => h.call('goodsFieldSave', { token: admin, body });

  it('takes the lowest free slot; removing a field clears its values on the site’s products, and its slot comes back empty', async () => {
    const warranty = (await fields()).find((f) => f.slot === 'p_6') as { id: number };
    const withValue = seededLive().length + SEED_PRODUCTS.filter((p) => p.site === SITE.corporate && p.disabled === 1).length;
    const res = await h.call('goodsFieldRemove', { token: admin, query: { id: warranty.id } });
    expect(res.json().data).toEqual({ cleared: withValue });
    const left = await h.built.db.selectFrom('products').select('id').where('site_id', '=', SITE.corporate).where('p_6', '!=', '').execute();
    expect(left).toEqual([]);
    // Site 1003's products are another site's: untouched.
    expect((await fields()).map((f) => f.slot)).toEqual(['p_5', 'p_7']);

    const added = (await saveField({ name: '出厂日期', kind: 'date' })).json().data;
    expect(added.slot).toBe('p_6');
    const product = await h.built.db.selectFrom('products').select('p_6').where('id', '=', SEED_PRODUCTS[0].id).executeTakeFirstOrThrow();
    expect(product.p_6).toBe('');
    const next = (await saveField({ name: '颜色', kind: 'select', options: ['红', '蓝'], required: true })).json().data;
    expect(next.slot).toBe('p_8');

    // A required field is required on save; a date must be a real date.
    const missing = await h.call('goodsSave', { token: admin, body: { name: '缺少颜色的产品' } });
    expect([missing.statusCode, missing.json().message]).toEqual([400, PRODUCT_MSG.customFieldRequired('颜色')]);
    const badDate = await h.call('goodsSave', { token: admin, body: { name: '日期不对的产品', custom: { p_8: '红', p_6: '2025-02-30' } } });
    expect([badDate.statusCode, badDate.json().message]).toEqual([400, PRODUCT_MSG.customFieldInvalid('出厂日期')]);
    const { id } = await createProduct(h, admin, { name: '有颜色的产品', custom: { p_8: '蓝', p_6: '2025-02-28' } });
    expect((await h.call('goodsEdit', { token: admin, query: { id } })).json().data.info.custom).toEqual({ p_6: '2025-02-28', p_8: '蓝' });
    await h.call('goodsFieldRemove', { token: admin, query: { id: next.id } });
  });

  it('refuses a 37th field, a duplicate name, bad options and a kind change, and stores nothing', async () => {
    let n = (await fields()).length;
    while (n < 36) {
      const res = await saveField({ name: `字段${n}`, kind: 'text' });
      expect(res.statusCode).toBe(200);
      n += 1;
    }
    expect((await fields()).map((f) => f.slot).sort()).toEqual(Array.from({ length: 36 }, (_, i) => `p_${i + 5}`).sort());
    const before = await snapshot(h);
    const text = (await fields()).find((f) => f.kind === 'text') as { id: number; name: string };
    const refusals: [Record<string, unknown>, string][] = [
      [{ name: '第37个', kind: 'text' }, PRODUCT_MSG.customFieldsFull],
      [{ id: text.id, name: text.name, kind: 'number' }, '字段类型创建后不能修改'],
    ];
    for (const [body, message] of refusals) {
      const res = await saveField(body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await snapshot(h)).toEqual(before);
    const one = (await fields()).at(-1) as { id: number };
    await h.call('goodsFieldRemove', { token: admin, query: { id: one.id } });
    const dup = await saveField({ name: '字段30', kind: 'text' });
    expect([dup.statusCode, dup.json().message]).toEqual([400, PRODUCT_MSG.customFieldNameExists]);
    const options = await saveField({ name: '尺寸', kind: 'select', options: ['大', '大'] });
    expect([options.statusCode, options.json().message]).toEqual([400, PRODUCT_MSG.customFieldOptions]);
    expect((await h.call('goodsFieldRemove', { token: admin, query: { id: 4 } })).statusCode).toBe(404); // site 1003's
  });
});
