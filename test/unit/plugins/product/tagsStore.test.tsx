// The product tags page's store through the container: search and paging as the server reads them,
// a taken name's refusal handed back to the dialog in the server's words, deletion confirmed with
// how many products lose the tag, the order saved whole (drag or 上移/下移, across a page's edge),
// and a tag's products.
import { CONTENT_MSG } from '../../../../shared/domain';
import { PRODUCT_TAGS } from '../../../../plugins/product/tokens';
import { reorder } from '../../../../plugins/product/store/ProductTagsStore';
import { TAG_PRODUCTS, TAG_REMOVE, TAG_SAVE, TAG_SORT, TAGS, row, setup, tag } from './listFixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the product tags', () => {
  it('asks the server for a page of tags matching the search', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', TAGS, { rows: [tag(1, { name: '热销' })], total: 1 });
    const store = kernel.get(PRODUCT_TAGS);
    store.list.search('热');
    await settle();
    expect(kernel.transport.last(TAGS)?.params).toEqual({ page: 1, rows: 10, keyword: '热' });
    expect(store.list.rows.map((t) => t.name)).toEqual(['热销']);
  });

  it('hands a taken name’s refusal back to the dialog in the server’s words', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', TAGS, { rows: [], total: 0 }).reply('POST', TAG_SAVE, null, 400, CONTENT_MSG.tagExists);
    const store = kernel.get(PRODUCT_TAGS);
    expect(await store.save({ name: '  热销 ', sort: 0 })).toEqual({ ok: false, message: '标签已存在' });
    expect(kernel.transport.last(TAG_SAVE)?.data).toEqual({ name: '热销', sort: 0 });
    expect(kernel.notifier.errors()).toEqual(['标签已存在']);

    kernel.transport.reply('POST', TAG_SAVE, { id: 12 });
    expect(await store.save({ name: '样机', sort: 3 })).toEqual({ ok: true, id: 12 });
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '标签已保存' });
  });

  it('asks before deleting, saying how many products lose the tag, and sends nothing when declined', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', TAGS, { rows: [], total: 0 }).reply('GET', TAG_REMOVE, { unlinked: 11 });
    const store = kernel.get(PRODUCT_TAGS);
    kernel.notifier.answer = false;
    expect(await store.remove(tag(1, { name: '热销', product_count: 11 }))).toBe(false);
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('确定删除标签「热销」吗？它将从 11 个产品上移除，产品本身不受影响。');
    expect(kernel.transport.last(TAG_REMOVE)).toBeUndefined();

    kernel.notifier.answer = true;
    expect(await store.remove(tag(2, { name: '新品' }))).toBe(true);
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('确定删除标签「新品」吗？');
    expect(kernel.transport.last(TAG_REMOVE)?.params).toEqual({ id: 2 });
  });

  it('puts a dragged tag where the other was and saves the whole order', async () => {
    expect(reorder([1, 2, 3, 4, 5], 2, 4)).toEqual([1, 3, 4, 2, 5]);
    expect(reorder([1, 2, 3, 4, 5], 5, 1)).toEqual([5, 1, 2, 3, 4]);
    const kernel = await setup();
    // 12 tags: two pages of the whole list (rows=100 answers them all; the page shows 10).
    const all = Array.from({ length: 12 }, (_, i) => tag(i + 1));
    kernel.transport
      .on('GET', TAGS, (request) => {
        const { page, rows } = request.params as { page: number; rows: number };
        return { data: { code: 200, message: '', data: { rows: all.slice((page - 1) * rows, page * rows), total: all.length } } };
      })
      .reply('POST', TAG_SORT, { updated: 3 });
    const store = kernel.get(PRODUCT_TAGS);
    await store.list.load();
    expect(await store.moveTo(3, 1)).toBe(true);
    expect(kernel.transport.last(TAG_SORT)?.data).toEqual({ ids: [3, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12] });

    // 下移 of the page's last tag: past the first tag of the next page.
    const last = store.list.rows[9];
    expect(store.atEdge(last, 1)).toBe(false);
    expect(await store.shift(last, 1)).toBe(true);
    expect(kernel.transport.last(TAG_SORT)?.data).toEqual({ ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 10, 12] });
    expect(store.atEdge(store.list.rows[0], -1)).toBe(true);
  });

  it('lists a tag’s products, paged', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', TAG_PRODUCTS, { rows: [row(5)], total: 11 });
    const store = kernel.get(PRODUCT_TAGS);
    store.openProducts(tag(4, { name: '出口机型' }));
    await settle();
    expect(kernel.transport.last(TAG_PRODUCTS)?.params).toEqual({ id: 4, page: 1, rows: 10 });
    expect(store.products.total).toBe(11);
    store.products.setPage(2);
    await settle();
    expect(kernel.transport.last(TAG_PRODUCTS)?.params).toEqual({ id: 4, page: 2, rows: 10 });
  });
});
