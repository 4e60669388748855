// The product module's tables: their Kysely row types, merged into core's Database so every query is typed.
import type { Generated } from 'kysely';

/** The custom-field slots as columns (CUSTOM_FIELD_SLOTS of shared/domain/product): p_5 … p_40. */
type SlotNumber = 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30
  | 31 | 32 | 33 | 34 | 35 | 36 | 37 | 38 | 39 | 40;
export type SlotColumn = `p_${SlotNumber}`;

/**
 * A product of a site. Prices are whole fen (null: not given); `images` and `specs` are JSON text;
 * each custom field's value is its slot's column ('' when empty).
 */
export type ProductsTable = {
  id: Generated<number>;
  site_id: number;
  /** A product category of the site, or 0. */
  type_id: number;
  name: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
  /** JSON text of { url, alt }[]; the first is the cover. */
  images: string;
  /** The cover's address (images[0].url, or ''): what the list shows without parsing images. */
  img: string;
  /** JSON text of { name, value }[]. */
  specs: string;
  price_sell: number | null;
  price_market: number | null;
  price_negotiable: number;
  brand: string;
  model: string;
  origin: string;
  unit: string;
  pack: string;
  minimum: number;
  sort: number;
  recommend: number;
  /** 1 上架, 0 下架. */
  status: number;
  /** 1 = in the recycle bin. */
  disabled: number;
  /** JSON text of product ids. */
  related_ids: string;
  seo_title: string;
  seo_keywords: string;
  seo_description: string;
  /** Optimistic lock: every save (and every status change) increments it. */
  version: number;
  /** accounts.id of the last save (no foreign key). */
  updated_by: number | null;
  /** Name, model and brand case-folded, one a line: what a keyword is tested on (search.ts). */
  search_text: string;
  created_at: number;
  updated_at: number;
} & Record<SlotColumn, Generated<string>>;

/** A product category: a tree per site, at most three levels (parent_id 0: the top). */
export interface ProductCategoriesTable {
  id: Generated<number>;
  site_id: number;
  parent_id: number;
  name: string;
  sort: number;
  created_at: number;
  updated_at: number;
}

/** A site's product tag (apart from the articles' tags); the name is unique per site. */
export interface ProductTagsTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  sort: number;
  created_at: number;
  updated_at: number;
}

/** Product ↔ tag links (one per pair). */
export interface ProductTagLinksTable {
  id: Generated<number>;
  product_id: number;
  tag_id: number;
}

/** Keyword index: one row per distinct suffix of a word of a product's name, model and brand (search.ts). */
export interface ProductTermsTable {
  id: Generated<number>;
  site_id: number;
  term: string;
  product_id: number;
}

/** A site's custom product field, in its slot (p_5 … p_40; unique per site, as is the name). */
export interface ProductFieldsTable {
  id: Generated<number>;
  site_id: number;
  slot: string;
  name: string;
  /** CustomFieldKind. */
  kind: string;
  required: number;
  /** JSON text of the select's options ([] for the other kinds). */
  options: string;
  sort: number;
  created_at: number;
  updated_at: number;
}

/** One row per product save: the saved fields as JSON (the history pages read them). */
export interface ProductRevisionsTable {
  id: Generated<number>;
  product_id: number;
  site_id: number;
  /** The product's version this save produced. */
  version: number;
  name: string;
  snapshot: string;
  editor_id: number | null;
  created_at: number;
}

/** Recommended keyword ↔ product links (one per pair), of the keyword's site (keywordLinks/). */
export interface KeywordProductsTable {
  id: Generated<number>;
  keyword_id: number;
  product_id: number;
  site_id: number;
  created_at: number;
}

/**
 * 导入到文章: which product became which article of a type (intoArticles/). Unique per site, product
 * and type; article_id is null only inside the importing transaction.
 */
export interface ProductArticleImportsTable {
  id: Generated<number>;
  site_id: number;
  product_id: number;
  article_type: number;
  article_id: number | null;
  created_at: number;
}

declare module '../../core/db/database' {
  interface Database {
    products: ProductsTable;
    product_categories: ProductCategoriesTable;
    product_tags: ProductTagsTable;
    product_tag_links: ProductTagLinksTable;
    product_terms: ProductTermsTable;
    product_fields: ProductFieldsTable;
    product_revisions: ProductRevisionsTable;
    product_article_imports: ProductArticleImportsTable;
    keyword_products: KeywordProductsTable;
  }
}

/** This module's tables, parents before children (the order of seeding and snapshots). */
export const PRODUCT_TABLES = ['product_categories', 'product_tags', 'products', 'product_tag_links', 'product_terms', 'product_fields', 'product_revisions', 'product_article_imports', 'keyword_products'] as const;
