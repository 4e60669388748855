// Product history (issue 11 §7) through the app: every save keeps a revision, goods/historyList
// pages them newest first with the editor, goods/historyInfo answers one beside the product as it is
// now (and the shared compare names the changed fields), goods/historyRestore saves it again — a new
// revision, lock-checked, the name's uniqueness and the category checked, deleted tags let go.
// Another site's product or revision, or a revision of another product, answers 404; each route
// needs its key.
import { CONTENT_MSG } from '../../shared/domain/content';
import { MSG } from '../../shared/domain/messages';
import { changedFields, HISTORY_MSG, PRODUCT_MSG, type ProductRevisionDetail, type ProductRevisionRow } from '../../shared/domain/product';
import { SEED_PRODUCT_TAG as T } from '../../server/modules/product/seedCatalogue';
import { snapshot, startServer, type Harness } from './support/harness';
import { tokenWith } from './support/content';
import { createProduct, foreignProduct, productBody, seededLive } from './support/product';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

async function ok<T>(res: { statusCode: number; body: string; json(): { data: T } }): Promise<T> {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data;
}

const history = (id: number, token = admin, query: Record<string, number> = {}) => h.call('goodsHistory', { token, query: { id, ...query } });
const info = (id: number, rid: number, token = admin) => h.call('goodsHistoryInfo', { token, query: { id, rid } });
const restore = (id: number, rid: number, version: number, token = admin) => h.call('goodsHistoryRestore', { token, body: { id, rid, version } });
const edit = async (id: number) => (await ok<{ info: { version: number; name: string; price_sell: number | null; tag_ids: number[]; type_id: number } }>(await h.call('goodsEdit', { token: admin, query: { id } }))).info;

/** A product saved three times: 一 (12800, tag hot), 二 (13500), 三 (13500, a second spec row). */
async function productWithThreeSaves(name: string) {
  const { id } = await createProduct(h, admin, { name: `${name}一`, price_sell: '12800', tag_ids: [T.hot] });
  await ok(await h.call('goodsSave', { token: admin, body: productBody({ id, version: 1, name: `${name}二`, price_sell: '13500', tag_ids: [T.hot] }) }));
  await ok(await h.call('goodsSave', { token: admin, body: productBody({ id, version: 2, name: `${name}三`, price_sell: '13500', tag_ids: [T.hot], specs: [{ name: '功率', value: '7.5 kW' }, { name: '重量', value: '2 t' }] }) }));
  return id;
}

describe('goods/historyList', () => {
  it('pages a product’s revisions newest first, with the version, name, editor and time', async () => {
    const id = await productWithThreeSaves('历史列表');
    const page = await ok<{ rows: ProductRevisionRow[]; total: number }>(await history(id));
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => [r.version, r.name])).toEqual([[3, '历史列表三'], [2, '历史列表二'], [1, '历史列表一']]);
    expect(page.rows.every((r) => r.product_id === id && r.editor !== '' && r.created_at > 0)).toBe(true);
    const second = await ok<{ rows: ProductRevisionRow[]; total: number }>(await history(id, admin, { page: 2, rows: 2 }));
    expect(second.rows.map((r) => r.version)).toEqual([1]);
    expect(second.total).toBe(3);
  });
});

describe('goods/historyInfo', () => {
  it('answers a revision beside the current product, with the names either refers to; the compare marks what changed', async () => {
    const id = await productWithThreeSaves('历史对比');
    const rows = (await ok<{ rows: ProductRevisionRow[] }>(await history(id))).rows;
    const first = rows.find((r) => r.version === 1)!;
    const detail = await ok<ProductRevisionDetail>(await info(id, first.rid));
    expect(detail).toMatchObject({ rid: first.rid, product_id: id, version: 1, name: '历史对比一' });
    expect(detail.revision).toMatchObject({ name: '历史对比一', price_sell: 1_280_000, tag_ids: [T.hot], specs: [{ name: '功率', value: '7.5 kW' }] });
    expect(detail.current).toMatchObject({ name: '历史对比三', price_sell: 1_350_000, version: 3, disabled: 0 });
    expect(detail.tags[String(T.hot)]).toBeTruthy();
    expect(changedFields(detail.revision, detail.current)).toEqual(['name', 'price_sell', 'specs']);
  });
});

describe('goods/historyRestore', () => {
  it('saves the revision as the product: a new version and a new revision, read back by goods/edit', async () => {
    const id = await productWithThreeSaves('历史恢复');
    const first = (await ok<{ rows: ProductRevisionRow[] }>(await history(id))).rows.find((r) => r.version === 1)!;
    const saved = await ok<{ id: number; version: number }>(await restore(id, first.rid, 3));
    expect(saved).toEqual({ id, version: 4 });
    expect(await edit(id)).toMatchObject({ name: '历史恢复一', price_sell: 1_280_000, version: 4 });
    const rows = (await ok<{ rows: ProductRevisionRow[]; total: number }>(await history(id))).rows;
    expect(rows[0]).toMatchObject({ version: 4, name: '历史恢复一' });
    const log = await h.built.db.selectFrom('op_logs').selectAll().where('action', '=', 'goodsHistoryRestore').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ result: 'ok', site_id: 1001 });
  });

  it('checks the lock: a stale version answers 该内容已被他人修改… and changes nothing', async () => {
    const id = await productWithThreeSaves('历史锁');
    const first = (await ok<{ rows: ProductRevisionRow[] }>(await history(id))).rows.find((r) => r.version === 1)!;
    const before = await snapshot(h);
    const res = await restore(id, first.rid, 2);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 409, message: CONTENT_MSG.lockConflict });
    expect(res.json().data).toMatchObject({ currentVersion: 3 });
    expect(await snapshot(h)).toEqual(before);
  });

  it('refuses a name another live product took since (产品名称已存在), and a category deleted since, in clear words', async () => {
    const id = await productWithThreeSaves('历史重名');
    const first = (await ok<{ rows: ProductRevisionRow[] }>(await history(id))).rows.find((r) => r.version === 1)!;
    await createProduct(h, admin, { name: '历史重名一' });
    const clash = await restore(id, first.rid, 3);
    expect({ status: clash.statusCode, message: clash.json().message }).toEqual({ status: 400, message: PRODUCT_MSG.nameExists });

    const category = await ok<{ id: number }>(await h.call('goodsTypeSave', { token: admin, body: { name: '历史临时分类' } }));
    const { id: other } = await createProduct(h, admin, { name: '历史分类一', type_id: category.id });
    await ok(await h.call('goodsSave', { token: admin, body: productBody({ id: other, version: 1, name: '历史分类二', type_id: 0 }) }));
    await ok(await h.call('goodsTypeRemove', { token: admin, query: { id: category.id } }));
    const old = (await ok<{ rows: ProductRevisionRow[] }>(await history(other))).rows.find((r) => r.version === 1)!;
    const before = await snapshot(h);
    const gone = await restore(other, old.rid, 2);
    expect({ status: gone.statusCode, message: gone.json().message }).toEqual({ status: 400, message: HISTORY_MSG.categoryGone });
    expect(await snapshot(h)).toEqual(before);
  });

  it('lets go of a tag deleted since', async () => {
    const tag = await ok<{ id: number }>(await h.call('goodsTagSave', { token: admin, body: { name: '历史临时标签' } }));
    const { id } = await createProduct(h, admin, { name: '历史标签一', tag_ids: [tag.id, T.hot] });
    await ok(await h.call('goodsSave', { token: admin, body: productBody({ id, version: 1, name: '历史标签二', tag_ids: [] }) }));
    await ok(await h.call('goodsTagRemove', { token: admin, query: { id: tag.id } }));
    const first = (await ok<{ rows: ProductRevisionRow[] }>(await history(id))).rows.find((r) => r.version === 1)!;
    await ok(await restore(id, first.rid, 2));
    expect(await edit(id)).toMatchObject({ name: '历史标签一', tag_ids: [T.hot] });
  });
});

describe('scope and keys', () => {
  it('answers 404 for another site’s product, for its revisions, and for a revision of another product; nothing changes', async () => {
    const foreign = foreignProduct();
    const foreignRid = (await h.built.db.selectFrom('product_revisions').select('id').where('product_id', '=', foreign.id).executeTakeFirstOrThrow()).id;
    const own = seededLive()[0];
    const ownRid = (await h.built.db.selectFrom('product_revisions').select(['id', 'version']).where('product_id', '=', own.id).executeTakeFirstOrThrow());
    const otherId = await productWithThreeSaves('历史越界');
    const before = await snapshot(h);
    const answers = [
      await history(foreign.id),
      await info(foreign.id, foreignRid),
      await info(own.id, foreignRid),
      await info(otherId, ownRid.id),
      await restore(foreign.id, foreignRid, 1),
      await restore(own.id, foreignRid, (await edit(own.id)).version),
      await restore(otherId, ownRid.id, 3),
    ];
    expect(answers.map((r) => [r.statusCode, r.json().message])).toEqual(answers.map(() => [404, MSG.siteNotFound]));
    expect(await snapshot(h)).toEqual(before);
  });

  it('needs product_history_list to list and read, product_history_edit to restore (or read)', async () => {
    const id = await productWithThreeSaves('历史权限');
    const rid = (await ok<{ rows: ProductRevisionRow[] }>(await history(id))).rows[2].rid;
    const lister = await tokenWith(h, ['product_history_list']);
    const editor = await tokenWith(h, ['product_history_edit']);
    const neither = await tokenWith(h, ['product_list']);
    expect((await history(id, lister)).statusCode).toBe(200);
    expect((await info(id, rid, lister)).statusCode).toBe(200);
    expect((await restore(id, rid, 3, lister)).statusCode).toBe(403);
    expect((await history(id, editor)).statusCode).toBe(403);
    expect((await info(id, rid, editor)).statusCode).toBe(200);
    for (const res of [await history(id, neither), await info(id, rid, neither), await restore(id, rid, 3, neither)]) expect(res.statusCode).toBe(403);
    expect((await restore(id, rid, 3, editor)).statusCode).toBe(200);
  });

  it('validates: unknown fields, missing ids and absurd versions are 400 with a Chinese message', async () => {
    for (const res of [
      await h.call('goodsHistory', { token: admin, query: {} }),
      await h.call('goodsHistory', { token: admin, query: { id: 1, evil: 1 } }),
      await h.call('goodsHistoryInfo', { token: admin, query: { id: 1 } }),
      await h.call('goodsHistoryRestore', { token: admin, body: { id: 1, rid: 1 } }),
      await h.call('goodsHistoryRestore', { token: admin, body: { id: 1, rid: 1, version: 0 } }),
      await h.call('goodsHistoryRestore', { token: admin, body: { id: 1, rid: 1, version: 1, name: 'x' } }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
