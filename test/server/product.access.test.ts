// Who may call the product routes (§6: product_list for products, categories and custom fields;
// product_tags for the tag page, whose list product_list may read for the edit page's picker), and
// the site scope: another site's product, category, tag or field answers 404 on every route that
// names it, a batch holding one changes nothing, and the lists show only the active site's.
import type { ApiName } from '../../shared/domain/api/endpoints';
import { MSG } from '../../shared/domain/messages';
import { ALL_PERMISSION_KEYS } from '../../shared/domain/permissions';
import { SITE } from '../../server/core/db/seedData';
import { SEED_PRODUCT_CATEGORIES, SEED_PRODUCT_CATEGORY as C, SEED_PRODUCT_FIELDS, SEED_PRODUCT_TAG as T } from '../../server/modules/product/seedCatalogue';
import { snapshot, startServer, type CallOptions, type Harness } from './support/harness';
import { tokenWith } from './support/content';
import { foreignProduct, listProducts, productBody, seededLive } from './support/product';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const own = () => seededLive()[0];
const foreignField = SEED_PRODUCT_FIELDS.find((f) => f.site === SITE.global)!.id;

/** A call of every product route with input that would otherwise succeed or be judged on its merits. */
const calls = (): [ApiName, CallOptions][] => [
  ['goodsList', { body: {} }],
  ['goodsEdit', { query: { id: own().id } }],
  ['goodsSave', { body: productBody({ name: '无权新增' }) }],
  ['goodsCheckName', { query: { name: '无权' } }],
  ['goodsRemove', { body: { ids: [own().id] } }],
  ['goodsRestore', { body: { ids: [own().id] } }],
  ['goodsDestroy', { body: { ids: [own().id] } }],
  ['goodsUpDown', { body: { ids: [own().id], status: 0 } }],
  ['goodsSetSort', { body: { id: own().id, sort: 3 } }],
  ['goodsMove', { body: { ids: [own().id], type_id: C.lasers } }],
  ['goodsSetTags', { body: { ids: [own().id], tag_ids: [T.hot], mode: 'add' } }],
  ['goodsTypeList', {}],
  ['goodsTypeEdit', { query: { id: C.lasers } }],
  ['goodsTypeSave', { body: { name: '无权分类' } }],
  ['goodsTypeSaveAll', { body: { items: [] } }],
  ['goodsTypeRemove', { query: { id: C.lasers } }],
  ['goodsFieldList', {}],
  ['goodsFieldSave', { body: { name: '无权字段', kind: 'text' } }],
  ['goodsFieldRemove', { query: { id: 1 } }],
  ['goodsTagList', { query: {} }],
  ['goodsTagSave', { body: { name: '无权标签' } }],
  ['goodsTagSort', { body: { ids: [T.hot] } }],
  ['goodsTagRemove', { query: { id: T.stock } }],
  ['goodsTagProducts', { query: { id: T.hot } }],
  // The spreadsheets (product.excel.test.ts tests them further): refused before the upload is read.
  ['goodsImportTemplate', {}],
  ['goodsImport', { body: { mode: 'add' } }],
  ['goodsExport', { body: {} }],
  // Capture and history (product.capture.test.ts, product.history.test.ts test them further).
  ['goodsCapture', { body: { urls: ['https://example.com/p/1'], type_id: 0 } }],
  ['goodsCaptureResult', { query: { id: 1 } }],
  ['goodsHistory', { query: { id: own().id } }],
  ['goodsHistoryInfo', { query: { id: own().id, rid: 1 } }],
  ['goodsHistoryRestore', { body: { id: own().id, rid: 1, version: 1 } }],
];

describe('permissions', () => {
  it('refuses every product route to an account without the product keys, and changes nothing', async () => {
    const token = await tokenWith(h, ALL_PERMISSION_KEYS.filter((k) => !k.startsWith('product_')));
    const before = await snapshot(h);
    for (const [name, options] of calls()) {
      const res = await h.call(name, { token, ...options });
      expect({ name, status: res.statusCode, message: res.json().message }).toEqual({ name, status: 403, message: MSG.forbidden });
    }
    expect(await snapshot(h)).toEqual(before);
    // Every route of the module is in the list above.
    const routes = h.built.routes.filter((r) => /^goods/.test(r.name)).map((r) => r.name).sort();
    expect(calls().map(([name]) => name).sort()).toEqual([...new Set(routes)].sort());
  });

  it('keeps the tag page to product_tags; product_list may read the tags for the edit page, product_capture the categories', async () => {
    const lister = await tokenWith(h, ['product_list']);
    const tagger = await tokenWith(h, ['product_tags']);
    const status = async (token: string, name: ApiName) => (await h.call(name, { token, ...(calls().find(([n]) => n === name) as [ApiName, CallOptions])[1] })).statusCode;
    expect(await status(lister, 'goodsTagList')).toBe(200);
    expect(await status(lister, 'goodsTagProducts')).toBe(200);
    for (const name of ['goodsTagSave', 'goodsTagSort', 'goodsTagRemove'] as const) expect(await status(lister, name)).toBe(403);
    expect(await status(tagger, 'goodsTagList')).toBe(200);
    for (const name of ['goodsList', 'goodsTypeList', 'goodsFieldList', 'goodsSave'] as const) expect(await status(tagger, name)).toBe(403);
    expect(await status(tagger, 'goodsTagSave')).toBe(200);
    // The capture page's category picker: product_capture reads the tree, and changes nothing with it.
    const capturer = await tokenWith(h, ['product_capture']);
    expect(await status(capturer, 'goodsTypeList')).toBe(200);
    for (const name of ['goodsTypeSave', 'goodsTypeSaveAll', 'goodsTypeRemove', 'goodsList'] as const) expect(await status(capturer, name)).toBe(403);
  });
});

describe('site scope', () => {
  it('answers 404 for another site’s records on every route that names one, and changes nothing', async () => {
    const foreign = foreignProduct().id;
    const mine = own().id;
    const cases: [ApiName, CallOptions][] = [
      ['goodsEdit', { query: { id: foreign } }],
      ['goodsSave', { body: productBody({ id: foreign, version: 1, name: '改名' }) }],
      ['goodsRemove', { body: { ids: [mine, foreign] } }],
      ['goodsRestore', { body: { ids: [foreign] } }],
      ['goodsDestroy', { body: { ids: [foreign] } }],
      ['goodsUpDown', { body: { ids: [mine, foreign], status: 0 } }],
      ['goodsSetSort', { body: { id: foreign, sort: 1 } }],
      ['goodsMove', { body: { ids: [mine, foreign], type_id: 0 } }],
      ['goodsMove', { body: { ids: [mine], type_id: C.globalMachines } }],
      ['goodsSetTags', { body: { ids: [mine, foreign], tag_ids: [], mode: 'replace' } }],
      ['goodsSetTags', { body: { ids: [mine], tag_ids: [T.globalBest], mode: 'add' } }],
      ['goodsList', { body: { type_id: C.globalMachines } }],
      ['goodsList', { body: { tag_id: T.globalBest } }],
      ['goodsTypeEdit', { query: { id: C.globalMachines } }],
      ['goodsTypeSave', { body: { id: C.globalMachines, name: '改名' } }],
      ['goodsTypeRemove', { query: { id: C.globalMachines } }],
      ['goodsTagSave', { body: { id: T.globalBest, name: '改名' } }],
      ['goodsTagSort', { body: { ids: [T.hot, T.globalBest] } }],
      ['goodsTagRemove', { query: { id: T.globalBest } }],
      ['goodsTagProducts', { query: { id: T.globalBest } }],
      ['goodsFieldSave', { body: { id: foreignField, name: '改名', kind: 'number' } }],
      ['goodsFieldRemove', { query: { id: foreignField } }],
    ];
    const before = await snapshot(h);
    const wrong: unknown[] = [];
    for (const [name, options] of cases) {
      const res = await h.call(name, { token: admin, ...options });
      const body = res.json();
      if (res.statusCode !== 404 || body.message !== MSG.siteNotFound) wrong.push({ name, options: JSON.stringify(options).slice(0, 80), status: res.statusCode, message: body.message });
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(h)).toEqual(before);
  });

  it('shows each site its own catalogue; another company sees none of site 1001’s', async () => {
    const foreign = foreignProduct();
    expect((await listProducts(h, admin)).rows.map((r) => r.id)).not.toContain(foreign.id);
    const check = async (token: string, name: string) => (await h.call('goodsCheckName', { token, query: { name } })).json().data.exists;
    expect(await check(admin, foreign.fields.name)).toBe(false);
    // Another site may hold a product of the same name.
    expect((await h.call('goodsSave', { token: admin, body: productBody({ name: foreign.fields.name }) })).statusCode).toBe(200);

    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.global } });
    // Site 1003's own product, and the English copies the languages seed wrote there — none of site 1001's.
    const global = await listProducts(h, token);
    expect(global.rows.map((r) => r.id)).toContain(foreign.id);
    const seeded1001 = new Set(seededLive().map((p) => p.id));
    expect(global.rows.filter((r) => seeded1001.has(r.id))).toEqual([]);
    expect(global.rows.filter((r) => r.id !== foreign.id).every((r) => /^[\x20-\x7e±×–°μ]+$/.test(r.name))).toBe(true);
    expect((await h.call('goodsEdit', { token, query: { id: own().id } })).statusCode).toBe(404);
    const tree = (await h.call('goodsTypeList', { token })).json().data;
    expect(tree.map((c: { id: number }) => c.id)).toContain(C.globalMachines);
    const corporateCategories = new Set(SEED_PRODUCT_CATEGORIES.filter((c) => c.site === SITE.corporate).map((c) => c.id));
    expect(tree.filter((c: { id: number }) => corporateCategories.has(c.id))).toEqual([]);
    expect((await h.call('goodsTagList', { token, query: {} })).json().data.rows.map((t: { id: number }) => t.id)).toEqual([T.globalBest]);

    const demo = await h.login('demo');
    expect((await h.call('goodsEdit', { token: demo, query: { id: own().id } })).statusCode).toBe(404);
    expect((await listProducts(h, demo)).total).toBe(0);
  });
});
