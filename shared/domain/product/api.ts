// The product catalogue's wire shapes (admin_cms/goods, goodsType, goodsTag, goodsField): what the
// reference server answers and the console sends. Types only — nothing here reaches a bundle.
import type { CustomFieldDef, CustomFieldKind } from './customFields';
import type { ProductImage, ProductInput, ProductSpec } from './validateProduct';

/** The list's orders: 排序 (smaller first, the default), last change, creation. */
export type ProductSort = 'sort_asc' | 'updated_desc' | 'created_desc';

/** POST goods/getlist. */
export interface ProductListQuery {
  page?: number;
  rows?: number;
  /** false: the live list; true: the recycle bin (api-facts). */
  disabled?: boolean;
  /** Matches the name, the model and the brand. */
  keyword?: string;
  /** A category: its products and those of every category below it. */
  type_id?: number;
  /** 1 上架, 0 下架. */
  status?: 0 | 1;
  recommend?: 0 | 1;
  tag_id?: number;
  /** 销售价 range as typed (parsePrice's rules); a negotiable or unpriced product is outside any range. */
  price_min?: string;
  price_max?: string;
  sort?: ProductSort;
}

/** A row of the product list. Prices are whole fen (formatPrice shows them). */
export interface ProductRow {
  id: number;
  name: string;
  type_id: number;
  /** '' when the product has no category. */
  type_name: string;
  /** The cover: the first image's address, or ''. */
  img: string;
  price_sell: number | null;
  price_market: number | null;
  price_negotiable: 0 | 1;
  brand: string;
  model: string;
  /** 1 上架, 0 下架. */
  status: 0 | 1;
  recommend: 0 | 1;
  sort: number;
  tag_ids: number[];
  version: number;
  created_at: number;
  updated_at: number;
}

/** goods/edit?id= answers it under data.info. */
export interface ProductDetail extends ProductRow {
  summary: string;
  /** Sanitised HTML. */
  content: string;
  images: Required<ProductImage>[];
  specs: ProductSpec[];
  origin: string;
  unit: string;
  pack: string;
  minimum: number;
  /** The related products that still exist. */
  related_ids: number[];
  seo_title: string;
  seo_keywords: string;
  seo_description: string;
  /** Values of the site's custom fields by slot (p_5 … p_40); empty ones are left out. */
  custom: Record<string, string>;
  /** 1 while the product is in the recycle bin. */
  disabled: 0 | 1;
}

export interface ProductEditResult {
  info: ProductDetail;
}

/** goods/save: the form as typed (prices as text), plus what the list sets too. */
export interface ProductSaveRequest extends Omit<ProductInput, 'price_sell' | 'price_market' | 'minimum' | 'sort' | 'custom'> {
  /** Required with id: the version the editor started from (optimistic lock). */
  version?: number;
  price_sell?: string;
  price_market?: string;
  minimum?: number;
  sort?: number;
  status?: 0 | 1;
  custom?: Record<string, string>;
}

export interface ProductSaveResult {
  id: number;
  version: number;
}

/** goods/checkName?name=&id=: whether another live product of the site has the name. */
export interface ProductNameCheck {
  exists: boolean;
}

/** A product category: a node of the site's tree (at most PRODUCT_LIMITS.categoryDepth levels). */
export interface ProductCategory {
  id: number;
  name: string;
  /** 0 at the top. */
  parent_id: number;
  sort: number;
  /** Live products filed directly in it. */
  product_count: number;
  children: ProductCategory[];
}

export interface ProductCategorySaveRequest {
  id?: number;
  name: string;
  parent_id?: number;
  sort?: number;
}

/** goodsType/saveAll: every category of the site with its new place (the tree after a drag). */
export interface ProductCategoryTreeRequest {
  items: { id: number; parent_id: number; sort: number }[];
}

/** A product tag (apart from article tags). */
export interface ProductTag {
  id: number;
  name: string;
  sort: number;
  /** Live products carrying it. */
  product_count: number;
  created_at: number;
}

export interface ProductTagSaveRequest {
  id?: number;
  name: string;
  sort?: number;
}

/** A site's custom field: the rule book's definition with its id. */
export interface ProductField extends CustomFieldDef {
  id: number;
  sort: number;
}

export interface ProductFieldSaveRequest {
  id?: number;
  name: string;
  /** Fixed once the field exists. */
  kind: CustomFieldKind;
  required?: boolean;
  options?: string[];
  sort?: number;
}
