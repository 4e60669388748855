// The article lists' 从产品导入 dialog store through the container (the content plugin installed,
// the real HttpService over a scripted server): it reads the catalogue from goods/getlist itself
// (keyword, product category, pages) and the product categories from goodsType/getlist; the
// selection survives paging and searching; more than 100 cannot be sent; the import's body is the
// list's type and the chosen category; the answer is kept for the result; the server's refusal too.
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import content from '../../../../plugins/content';
import { FROM_PRODUCTS } from '../../../../plugins/content/tokens';
import { INTO_ARTICLES_MAX, INTO_ARTICLES_MSG, type ProductRow } from '../../../../shared/domain/product';

const GOODS = 'admin_cms/goods/getlist';
const GOODS_TYPES = 'admin_cms/goodsType/getlist';
const IMPORT = 'admin_cms/article/importFromGoods';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function row(id: number): ProductRow {
  return {
    id, name: `产品${id}`, type_id: 6, type_name: '折弯机', img: '', price_sell: 1_280_000, price_market: null, price_negotiable: 0,
    brand: '', model: '', status: 1, recommend: 0, sort: 0, tag_ids: [], version: 1, created_at: 0, updated_at: 0,
  };
}

/** A catalogue of 25 products, paged like goods/getlist (10 a page by default). */
async function setup(): Promise<TestKernel> {
  const kernel = createTestKernel();
  await kernel.install([content]);
  expect(kernel.get(TOKENS.plugins).status('content')?.state).toBe('ready');
  kernel.transport
    .reply('GET', GOODS_TYPES, [{ id: 1, name: '数控机床', parent_id: 0, sort: 1, product_count: 20, children: [{ id: 6, name: '折弯机', parent_id: 1, sort: 1, product_count: 12, children: [] }] }])
    .on('POST', GOODS, (request) => {
      const { page = 1, rows = 10 } = request.data as { page?: number; rows?: number };
      const all = Array.from({ length: 25 }, (_, i) => row(i + 1));
      return { data: { code: 200, message: '', data: { rows: all.slice((page - 1) * rows, page * rows), total: all.length } } };
    });
  return kernel;
}

it('reads the catalogue and its categories itself, with keyword, category and pages', async () => {
  const kernel = await setup();
  const store = kernel.get(FROM_PRODUCTS)();
  await store.open(3);
  await settle();
  expect(kernel.transport.last(GOODS)?.data).toEqual({ page: 1, rows: 10 });
  expect(store.list.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(store.list.total).toBe(25);
  expect(store.productCategories[0].children[0].name).toBe('折弯机');

  store.search('折弯');
  await settle();
  expect(kernel.transport.last(GOODS)?.data).toEqual({ page: 1, rows: 10, keyword: '折弯' });
  store.filterCategory(1);
  await settle();
  expect(kernel.transport.last(GOODS)?.data).toEqual({ page: 1, rows: 10, keyword: '折弯', type_id: 1 });
  store.list.setPage(2);
  await settle();
  expect(kernel.transport.last(GOODS)?.data).toEqual({ page: 2, rows: 10, keyword: '折弯', type_id: 1 });
  store.filterCategory(undefined);
  await settle();
  expect(kernel.transport.last(GOODS)?.data).toEqual({ page: 1, rows: 10, keyword: '折弯' });
});

it('keeps the selection across pages and searches, and imports it into the list’s type', async () => {
  const kernel = await setup();
  const answer = { imported: 2, skipped: 1, articles: [{ id: 501, title: '产品2' }, { id: 502, title: '产品12' }] };
  kernel.transport.reply('POST', IMPORT, answer);
  const store = kernel.get(FROM_PRODUCTS)();
  await store.open(2);
  store.select([2, 5]);
  store.list.setPage(2);
  await settle();
  // The table hands back every key it holds: those of page 1 and the one chosen on page 2.
  store.select([2, 5, 12]);
  store.search('产品');
  await settle();
  expect(store.selectedIds).toEqual([2, 5, 12]);
  expect([...store.selected.values()]).toEqual(['产品2', '产品5', '产品12']);
  store.unselect(5);
  store.chooseCategory(5);

  expect(await store.submit()).toBe(true);
  expect(kernel.transport.last(IMPORT)?.data).toEqual({ ids: [2, 12], type: 2, category_id: 5 });
  expect(store.result).toEqual(answer);
  expect(kernel.get(TOKENS.i18n).t('content.fromProducts.summary', { imported: 2, skipped: 1 })).toBe('已导入 2 篇，跳过 1 篇（已导入过）');

  // Opened again (another list): nothing chosen, no result.
  await store.open(1);
  expect(store.selected.size).toBe(0);
  expect(store.result).toBeNull();
  expect(store.type).toBe(1);
});

it('sends nothing beyond the batch limit, or with nothing chosen', async () => {
  const kernel = await setup();
  const store = kernel.get(FROM_PRODUCTS)();
  await store.open(1);
  expect(store.canSubmit).toBe(false);
  store.select(Array.from({ length: INTO_ARTICLES_MAX + 1 }, (_, i) => i + 1));
  expect(store.tooMany).toBe(true);
  expect(await store.submit()).toBe(false);
  store.unselect(1);
  expect(store.tooMany).toBe(false);
  expect(store.canSubmit).toBe(true);
  expect(kernel.transport.last(IMPORT)).toBeUndefined();
});

it('shows the server’s refusal in its words, quietly', async () => {
  const kernel = await setup();
  kernel.transport.reply('POST', IMPORT, null, 404, INTO_ARTICLES_MSG.productsGone);
  const store = kernel.get(FROM_PRODUCTS)();
  await store.open(1);
  store.select([3]);
  expect(await store.submit()).toBe(false);
  expect(store.error).toBe(INTO_ARTICLES_MSG.productsGone);
  expect(store.result).toBeNull();
  expect(kernel.notifier.toasts).toEqual([]);
});

it('has every string in both languages', async () => {
  const { fromProductsZh } = await import('../../../../plugins/content/i18n/fromProducts.zh-CN');
  const { fromProductsEn } = await import('../../../../plugins/content/i18n/fromProducts.en-US');
  expect(Object.keys(fromProductsEn).sort()).toEqual(Object.keys(fromProductsZh).sort());
});
