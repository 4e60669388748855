// What the product list and tags unit tests share: the plugin installed in a test kernel (the real
// container and HttpService over a scripted server), and rows as the server answers them.
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import product from '../../../../plugins/product';
import type { ProductCategory, ProductRow, ProductTag } from '../../../../shared/domain/product';

export const LIST = 'admin_cms/goods/getlist';
export const UP_DOWN = 'admin_cms/goods/upDownBatch';
export const REMOVE = 'admin_cms/goods/remove';
export const RESTORE = 'admin_cms/goods/reduction';
export const DESTROY = 'admin_cms/goods/destroy';
export const SET_SORT = 'admin_cms/goods/setSort';
export const MOVE = 'admin_cms/goods/moveBatch';
export const SET_TAGS = 'admin_cms/goods/setTags';
export const CATEGORIES = 'admin_cms/goodsType/getlist';
export const CATEGORY_SAVE = 'admin_cms/goodsType/save';
export const CATEGORY_TREE = 'admin_cms/goodsType/saveAll';
export const CATEGORY_REMOVE = 'admin_cms/goodsType/remove';
export const TAGS = 'admin_cms/goodsTag/getList';
export const TAG_SAVE = 'admin_cms/goodsTag/save';
export const TAG_SORT = 'admin_cms/goodsTag/sort';
export const TAG_REMOVE = 'admin_cms/goodsTag/remove';
export const TAG_PRODUCTS = 'admin_cms/goodsTag/goodsList';

export async function setup(): Promise<TestKernel> {
  const kernel = createTestKernel();
  await kernel.install([product]);
  expect(kernel.get(TOKENS.plugins).status('product')?.state).toBe('ready');
  return kernel;
}

export function row(id: number, patch: Partial<ProductRow> = {}): ProductRow {
  return {
    id, name: `产品${id}`, type_id: 6, type_name: '折弯机', img: '', price_sell: 1_280_000, price_market: null, price_negotiable: 0,
    brand: '', model: '', status: 1, recommend: 0, sort: 0, tag_ids: [], version: 1, created_at: 0, updated_at: 0, ...patch,
  };
}

export function category(id: number, name: string, children: ProductCategory[] = [], product_count = 0, parent_id = 0): ProductCategory {
  return { id, name, parent_id, sort: 0, product_count, children: children.map((c) => ({ ...c, parent_id: id })) };
}

/** 数控机床 › 折弯机 › 电液伺服折弯机, 数控机床 › 剪板机; 焊接设备; 配件 (3 levels, 6 categories). */
export function seedTree(): ProductCategory[] {
  return [
    category(1, '数控机床', [category(6, '折弯机', [category(17, '电液伺服折弯机', [], 4)], 3), category(7, '剪板机', [], 2)], 1),
    category(2, '焊接设备', [], 5),
    category(5, '配件', [], 0),
  ];
}

export function tag(id: number, patch: Partial<ProductTag> = {}): ProductTag {
  return { id, name: `标签${id}`, sort: id, product_count: 0, created_at: 0, ...patch };
}
