// The product list's 导入到文章 dialog store through the container (the plugin installed, the real
// HttpService and PermissionService over a scripted server): only the article sections the user
// may list are offered, each with its content categories; the import's body; the answer kept for
// the result (已导入 N 篇，跳过 M 篇 with its drafts); the server's refusal in its words.
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import product from '../../../../plugins/product';
import { PRODUCT_INTO_ARTICLES } from '../../../../plugins/product/tokens';
import { INTO_ARTICLES_MSG } from '../../../../shared/domain/product';

const IMPORT = 'admin_cms/article/importFromGoods';
const CATEGORIES = 'admin_cms/Category/getlist';

async function setup(keys: string[]): Promise<TestKernel> {
  const kernel = createTestKernel();
  await kernel.install([product]);
  kernel.transport.reply('POST', 'menu/getlist', keys.map((role) => ({ role, select: 'true' })));
  await kernel.get(TOKENS.permission).load();
  kernel.transport.on('GET', CATEGORIES, (request) => {
    const type = Number(request.params?.type);
    const tree = type === 1 ? [{ id: 1, name: '公司新闻', type: 1, parent_id: 0, sort: 1, article_count: 3, children: [{ id: 4, name: '荣誉资质', type: 1, parent_id: 1, sort: 1, article_count: 1, children: [] }] }] : [{ id: 5, name: '购物指南', type: 2, parent_id: 0, sort: 1, article_count: 0, children: [] }];
    return { data: { code: 200, message: '', data: tree } };
  });
  return kernel;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('offers only the sections the user may list, each with its own categories', async () => {
  const kernel = await setup(['product_list', 'help_list', 'article_list', 'album_list']);
  const store = kernel.get(PRODUCT_INTO_ARTICLES)();
  store.open([3, 9]);
  await settle();
  // 相册 holds albums, not articles: never offered, whatever the keys.
  expect(store.types).toEqual([1, 2]);
  expect(store.type).toBe(1);
  expect(kernel.transport.last(CATEGORIES)?.params).toEqual({ type: 1 });
  expect(store.categories.map((c) => c.name)).toEqual(['公司新闻']);

  store.chooseCategory(4);
  store.chooseType(2);
  await settle();
  // Another section: its categories, and the category chosen for the first one let go.
  expect(store.categoryId).toBe(0);
  expect(store.categories.map((c) => c.name)).toEqual(['购物指南']);
});

it('offers nothing, and cannot import, without any article section’s key', async () => {
  const kernel = await setup(['product_list']);
  const store = kernel.get(PRODUCT_INTO_ARTICLES)();
  store.open([3]);
  expect(store.types).toEqual([]);
  expect(store.canSubmit).toBe(false);
  expect(await store.submit()).toBe(false);
  expect(kernel.transport.last(IMPORT)).toBeUndefined();
});

it('sends the products, section and category, and keeps the answer for the result', async () => {
  const kernel = await setup(['product_list', 'article_list']);
  const answer = { imported: 1, skipped: 1, articles: [{ id: 77, title: 'WE67K-30/1300 电液伺服数控折弯机' }] };
  kernel.transport.reply('POST', IMPORT, answer);
  const store = kernel.get(PRODUCT_INTO_ARTICLES)();
  store.open([9, 3]);
  await settle();
  store.chooseCategory(4);
  expect(await store.submit()).toBe(true);
  expect(kernel.transport.last(IMPORT)?.data).toEqual({ ids: [9, 3], type: 1, category_id: 4 });
  expect(store.result).toEqual(answer);
  expect(store.resultType).toBe(1);
  expect(kernel.get(TOKENS.i18n).t('product.intoArticles.summary', { imported: answer.imported, skipped: answer.skipped })).toBe('已导入 1 篇，跳过 1 篇（已导入过）');

  // Opened again: a fresh form.
  store.open([5]);
  expect(store.result).toBeNull();
  expect(store.ids).toEqual([5]);
});

it('shows the server’s refusal in its words, and nothing as a result', async () => {
  const kernel = await setup(['product_list', 'article_list']);
  kernel.transport.reply('POST', IMPORT, null, 404, INTO_ARTICLES_MSG.productsGone);
  const store = kernel.get(PRODUCT_INTO_ARTICLES)();
  store.open([3]);
  expect(await store.submit()).toBe(false);
  expect(store.error).toBe(INTO_ARTICLES_MSG.productsGone);
  expect(store.result).toBeNull();
  expect(store.busy).toBe(false);
  // Quiet call: the dialog says it, not a toast as well.
  expect(kernel.notifier.toasts).toEqual([]);
});

it('has every string in both languages', async () => {
  const { intoArticlesZh } = await import('../../../../plugins/product/i18n/intoArticles.zh-CN');
  const { intoArticlesEn } = await import('../../../../plugins/product/i18n/intoArticles.en-US');
  const keys = (o: object, at = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${at}${k}.`) : [`${at}${k}`])).sort();
  expect(keys(intoArticlesEn)).toEqual(keys(intoArticlesZh));
});
