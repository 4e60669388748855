// Helpers for the product tests: a complete save request, the seed's expectations computed from the
// seed's own data (so a test compares the server's answer with what was seeded, not with itself).
import type { ProductRow, ProductSaveRequest } from '../../../shared/domain/product';
import { SITE } from '../../../server/core/db/seedData';
import { SEED_PRODUCTS, type SeedProduct } from '../../../server/modules/product/seed';
import { SEED_PRODUCT_CATEGORIES } from '../../../server/modules/product/seedCatalogue';
import type { Harness } from './harness';

export function productBody(over: Partial<ProductSaveRequest> = {}): ProductSaveRequest {
  return {
    name: '测试产品', type_id: 0, summary: '简介', content: '<p>详情</p>', images: [], specs: [{ name: '功率', value: '7.5 kW' }],
    price_sell: '12800', price_market: '', price_negotiable: 0, brand: '华锐', model: 'T-1', origin: '江苏', unit: '台', pack: '木箱',
    minimum: 1, sort: 0, recommend: 0, status: 1, related_ids: [], tag_ids: [], seo_title: '', seo_keywords: '', seo_description: '', custom: {},
    ...over,
  };
}

/** Saves and returns { id, version }, failing loudly otherwise. */
export async function createProduct(h: Harness, token: string, over: Partial<ProductSaveRequest> = {}): Promise<{ id: number; version: number }> {
  const res = await h.call('goodsSave', { token, body: productBody(over) });
  if (res.statusCode !== 200) throw new Error(`保存失败 ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export async function listProducts(h: Harness, token: string, body: Record<string, unknown> = {}): Promise<{ rows: ProductRow[]; total: number }> {
  const res = await h.call('goodsList', { token, body: { rows: 100, ...body } });
  if (res.statusCode !== 200) throw new Error(`列表失败 ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** A category and every category below it, from the seed's tree. */
export function seededSubtree(id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) out.push(...SEED_PRODUCT_CATEGORIES.filter((c) => c.parent === out[i]).map((c) => c.id));
  return out;
}

/** Site 1001's seeded live products passing a test. */
export function seededLive(test: (p: SeedProduct) => boolean = () => true): SeedProduct[] {
  return SEED_PRODUCTS.filter((p) => p.site === SITE.corporate && p.disabled === 0 && test(p));
}

export const foreignProduct = () => SEED_PRODUCTS.find((p) => p.site === SITE.global) as SeedProduct;
