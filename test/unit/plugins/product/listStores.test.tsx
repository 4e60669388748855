// The product list's stores through the container (the plugin installed, a scripted server behind
// the real HttpService): the page's address read into goods/getlist's body (and what it cannot
// mean dropped), the recycle bin, the batch actions with their confirmations and the server's
// refusals as it words them, the row's switch and sort, and the category tree — counts with the
// subcategories', a drag saved whole, a drag deeper than three levels refused before anything is sent.
import { CONTENT_MSG } from '../../../../shared/domain';
import { PRODUCT_MSG } from '../../../../shared/domain/product';
import { PRODUCT_CATALOGUE, PRODUCT_LIST } from '../../../../plugins/product/tokens';
import { listViewSearch, parseListView } from '../../../../plugins/product/store/listView';
import { moveCategory, subtreeCounts, treeItems } from '../../../../plugins/product/store/categoryTree';
import searchProducts from '../../../../plugins/product/palette';
import { TOKENS } from '../../../../kernel/tokens';
import { CATEGORIES, CATEGORY_REMOVE, CATEGORY_TREE, DESTROY, LIST, MOVE, REMOVE, RESTORE, SET_SORT, SET_TAGS, UP_DOWN, row, seedTree, setup } from './listFixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the list’s address', () => {
  it('is read into goods/getlist’s body, and written back the same', async () => {
    const kernel = await setup();
    kernel.transport.reply('POST', LIST, { rows: [row(5)], total: 31 });
    const store = kernel.get(PRODUCT_LIST)();
    const search = '?keyword=%E6%8A%98%E5%BC%AF&category=1&status=0&tag=2&min=100&max=5000.5&sort=updated_desc&page=2&rows=20';
    const view = parseListView(search);
    await store.show(view);
    expect(kernel.transport.last(LIST)?.data).toEqual({ page: 2, rows: 20, keyword: '折弯', type_id: 1, status: 0, tag_id: 2, price_min: '100', price_max: '5000.5', sort: 'updated_desc' });
    expect(store.list.total).toBe(31);
    expect(listViewSearch(view)).toBe(search);

    // The same view again: nothing is asked.
    const asked = kernel.transport.requests.length;
    await store.show(parseListView(search));
    expect(kernel.transport.requests.length).toBe(asked);
  });

  it('drops what it cannot mean: a price the rule book refuses, an unknown order or status, a page size not offered', () => {
    const view = parseListView('?min=1.234&max=1e309&status=7&category=-1&tag=abc&sort=evil&rows=33&page=0');
    expect(view).toEqual({ tab: 'live', keyword: '', page: 1, rows: 10, filters: {} });
    expect(listViewSearch(view)).toBe('');
  });

  it('shows the recycle bin as disabled=true, with the keyword only', async () => {
    const kernel = await setup();
    kernel.transport.reply('POST', LIST, { rows: [], total: 0 });
    const store = kernel.get(PRODUCT_LIST)();
    await store.show(parseListView('?tab=bin&category=3&keyword=%E6%9C%BA'));
    expect(kernel.transport.last(LIST)?.data).toEqual({ page: 1, rows: 10, keyword: '机', disabled: true });
  });

  it('follows the list back a page when its last page emptied', async () => {
    const kernel = await setup();
    kernel.transport.on('POST', LIST, (request) => ({ data: { code: 200, message: '', data: (request.data as { page: number }).page === 3 ? { rows: [], total: 20 } : { rows: [row(1)], total: 20 } } }));
    const store = kernel.get(PRODUCT_LIST)();
    await store.show(parseListView('?page=3'));
    await settle();
    expect(store.view.page).toBe(2);
    expect(listViewSearch(store.view)).toBe('?page=2');
  });
});

describe('the batch actions', () => {
  async function loaded() {
    const kernel = await setup();
    kernel.transport
      .reply('POST', LIST, { rows: [row(5), row(6)], total: 2 })
      .reply('GET', CATEGORIES, seedTree())
      .reply('POST', UP_DOWN, { updated: 2 })
      .reply('POST', REMOVE, null)
      .reply('POST', RESTORE, null)
      .reply('POST', DESTROY, null)
      .reply('POST', MOVE, { updated: 2 })
      .reply('POST', SET_TAGS, { updated: 2 });
    const store = kernel.get(PRODUCT_LIST)();
    await store.show(parseListView(''));
    store.select([5, 6]);
    return { kernel, store };
  }
  const count = (kernel: Awaited<ReturnType<typeof setup>>, suffix: string) => kernel.transport.requests.filter((r) => r.url.endsWith(suffix)).length;

  it('puts the selection off sale, then reloads the list and clears the selection', async () => {
    const { kernel, store } = await loaded();
    const before = count(kernel, LIST);
    expect(await store.run('down')).toBe(true);
    expect(kernel.transport.last(UP_DOWN)?.data).toEqual({ ids: [5, 6], status: 0 });
    expect(count(kernel, LIST)).toBe(before + 1);
    expect(store.selected).toEqual([]);
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已下架' });
  });

  it('asks before the recycle bin, sends nothing when declined, and the tree’s counts follow a removal', async () => {
    const { kernel, store } = await loaded();
    kernel.notifier.answer = false;
    expect(await store.run('remove')).toBe(false);
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('确定将 2 个产品移到回收站吗？');
    expect(kernel.transport.last(REMOVE)).toBeUndefined();

    kernel.notifier.answer = true;
    const trees = count(kernel, CATEGORIES);
    expect(await store.run('remove')).toBe(true);
    expect(kernel.transport.last(REMOVE)?.data).toEqual({ ids: [5, 6] });
    expect(count(kernel, CATEGORIES)).toBe(trees + 1);
  });

  it('moves to a category (0: 未分类) and sets tags, added or replacing', async () => {
    const { kernel, store } = await loaded();
    expect(await store.move(0)).toBe(true);
    expect(kernel.transport.last(MOVE)?.data).toEqual({ ids: [5, 6], type_id: 0 });
    store.select([6]);
    expect(await store.setTags([1, 3], 'replace')).toBe(true);
    expect(kernel.transport.last(SET_TAGS)?.data).toEqual({ ids: [6], tag_ids: [1, 3], mode: 'replace' });
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '标签已设置' });
  });

  it('shows a restore’s clash as the server words it and keeps the selection', async () => {
    const { kernel, store } = await loaded();
    kernel.transport.reply('POST', RESTORE, null, 400, PRODUCT_MSG.nameExists);
    expect(await store.run('restore', [5])).toBe(false);
    expect(kernel.notifier.errors()).toEqual(['产品名称已存在']);
    expect(store.selected).toEqual([5, 6]);
  });

  it('asks before 彻底删除', async () => {
    const { kernel, store } = await loaded();
    expect(await store.run('destroy', [6])).toBe(true);
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('彻底删除后不能恢复。确定彻底删除 1 个产品吗？');
    expect(kernel.transport.last(DESTROY)?.data).toEqual({ ids: [6] });
  });
});

describe('a row’s own controls', () => {
  it('switches 上架/下架 at once and puts it back when the server refuses', async () => {
    const kernel = await setup();
    kernel.transport.reply('POST', LIST, { rows: [row(5, { status: 1 })], total: 1 }).reply('POST', UP_DOWN, null, 404, '站点不存在');
    const store = kernel.get(PRODUCT_LIST)();
    await store.show(parseListView(''));
    const pending = store.setStatus(store.list.rows[0], 0);
    expect(store.list.rows[0].status).toBe(0);
    expect(await pending).toBe(false);
    expect(store.list.rows[0].status).toBe(1);
    expect(kernel.transport.last(UP_DOWN)?.data).toEqual({ ids: [5], status: 0 });
  });

  it('saves a sort value and re-reads the rows when they are ordered by it', async () => {
    const kernel = await setup();
    kernel.transport.reply('POST', LIST, { rows: [row(5, { sort: 3 })], total: 1 }).reply('POST', SET_SORT, { id: 5, version: 2 });
    const store = kernel.get(PRODUCT_LIST)();
    await store.show(parseListView(''));
    const lists = kernel.transport.requests.length;
    expect(await store.setSort(store.list.rows[0], 1)).toBe(true);
    expect(kernel.transport.last(SET_SORT)?.data).toEqual({ id: 5, sort: 1 });
    expect(kernel.transport.requests.length).toBe(lists + 2);
    // Unchanged: nothing sent.
    expect(await store.setSort(store.list.rows[0], 3)).toBe(false);
  });
});

describe('the category tree', () => {
  it('counts each category with its subcategories’ products', () => {
    const counts = subtreeCounts(seedTree());
    expect(counts.get(17)).toBe(4);
    expect(counts.get(6)).toBe(7);
    expect(counts.get(1)).toBe(10);
    expect(counts.get(2)).toBe(5);
  });

  it('refuses a drop deeper than three levels or into itself, sending nothing', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', CATEGORIES, seedTree()).reply('POST', CATEGORY_TREE, { updated: 0 });
    const catalogue = kernel.get(PRODUCT_CATALOGUE);
    await catalogue.loadCategories();
    // 数控机床 has three levels: under 焊接设备 it would have four.
    expect(await catalogue.moveCategory(1, 2, 'inside')).toBe(false);
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'warning', message: PRODUCT_MSG.categoryDepth });
    // 折弯机 (two levels) into 剪板机 (second level): four.
    expect(moveCategory(catalogue.categories, 6, 7, 'inside')).toEqual({ ok: false, message: '产品分类最多三级' });
    expect(moveCategory(catalogue.categories, 1, 17, 'after')).toEqual({ ok: false, message: PRODUCT_MSG.categoryCycle });
    expect(kernel.transport.last(CATEGORY_TREE)).toBeUndefined();
  });

  it('saves a drag as the whole tree, each category with its parent and its place', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', CATEGORIES, seedTree()).reply('POST', CATEGORY_TREE, { updated: 3 });
    const catalogue = kernel.get(PRODUCT_CATALOGUE);
    await catalogue.loadCategories();
    // 剪板机 up to the top, before 焊接设备.
    expect(await catalogue.moveCategory(7, 2, 'before')).toBe(true);
    expect(kernel.transport.last(CATEGORY_TREE)?.data).toEqual({
      items: [
        { id: 1, parent_id: 0, sort: 1 },
        { id: 6, parent_id: 1, sort: 1 },
        { id: 17, parent_id: 6, sort: 1 },
        { id: 7, parent_id: 0, sort: 2 },
        { id: 2, parent_id: 0, sort: 3 },
        { id: 5, parent_id: 0, sort: 4 },
      ],
    });
    expect(catalogue.categories.map((c) => c.name)).toEqual(['数控机床', '剪板机', '焊接设备', '配件']);
    // 配件 nested under 焊接设备, then 上移 of 焊接设备.
    expect(await catalogue.moveCategory(5, 2, 'inside')).toBe(true);
    expect(treeItems(catalogue.categories).find((i) => i.id === 5)).toEqual({ id: 5, parent_id: 2, sort: 1 });
    expect(await catalogue.shiftCategory(2, -1)).toBe(true);
    expect(catalogue.categories.map((c) => c.id)).toEqual([1, 2, 7]);
  });

  it('goes back to the server’s tree when the save is refused', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', CATEGORIES, seedTree()).reply('POST', CATEGORY_TREE, null, 409, '分类已被他人修改，请刷新后再调整');
    const catalogue = kernel.get(PRODUCT_CATALOGUE);
    await catalogue.loadCategories();
    expect(await catalogue.moveCategory(7, 2, 'before')).toBe(false);
    expect(kernel.notifier.errors()).toEqual(['分类已被他人修改，请刷新后再调整']);
    expect(catalogue.categories.map((c) => c.id)).toEqual([1, 2, 5]);
  });

  it('asks before deleting and shows the refusal of a category that still holds products', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', CATEGORIES, seedTree()).reply('GET', CATEGORY_REMOVE, null, 400, CONTENT_MSG.categoryNotEmpty);
    const catalogue = kernel.get(PRODUCT_CATALOGUE);
    await catalogue.loadCategories();
    expect(await catalogue.removeCategory({ id: 6, name: '折弯机' })).toBe(false);
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('确定删除分类「折弯机」吗？');
    expect(kernel.transport.last(CATEGORY_REMOVE)?.params).toEqual({ id: 6 });
    expect(kernel.notifier.errors()).toEqual(['该分类下还有内容或子分类，不能删除']);
    expect(catalogue.pathOf(17)).toBe('数控机床 / 折弯机 / 电液伺服折弯机');
  });
});

describe('the command palette', () => {
  it('finds products by name, each opening its edit page', async () => {
    const kernel = await setup();
    kernel.transport.reply('POST', LIST, { rows: [row(5, { name: 'WE67K-30/1300 电液伺服数控折弯机' })], total: 1 });
    const hits = await searchProducts('折弯', { http: kernel.get(TOKENS.http), siteType: 'zh', allows: () => true, signal: new AbortController().signal });
    expect(kernel.transport.last(LIST)?.data).toEqual({ page: 1, rows: 8, sort: 'updated_desc', keyword: '折弯' });
    expect(hits).toEqual([{ title: 'WE67K-30/1300 电液伺服数控折弯机', path: '/zhProduct/add?id=5', kind: 'product.palette.products' }]);
  });
});
