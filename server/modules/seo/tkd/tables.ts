// Variables and TKD's tables (migration seo_002_tkd): Kysely row types merged into core's Database.
import type { Generated } from 'kysely';

/** A site's {分隔符} and {关键词} (one row per site, created on first save). */
export interface SeoParamsTable {
  id: Generated<number>;
  site_id: number;
  separator: string;
  keywords: string;
  updated_at: number;
}

/** A custom variable of a site; (site_id, name) is unique (seo_variables_site_name_idx). */
export interface SeoVariablesTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  value: string;
  sort: number;
  created_at: number;
}

/** The title / keywords / description templates of one page kind (TkdPageKind) of a site. */
export interface SeoTkdTable {
  id: Generated<number>;
  site_id: number;
  page_kind: string;
  title: string;
  keywords: string;
  description: string;
  updated_at: number;
}

/** A category's own TKD; kind 'article' (content's categories) or 'product' (product_categories). */
export interface SeoCategoryTkdTable {
  id: Generated<number>;
  site_id: number;
  kind: string;
  category_id: number;
  title: string;
  keywords: string;
  description: string;
  updated_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    seo_params: SeoParamsTable;
    seo_variables: SeoVariablesTable;
    seo_tkd: SeoTkdTable;
    seo_category_tkd: SeoCategoryTkdTable;
  }
}

export const TKD_TABLES = ['seo_params', 'seo_variables', 'seo_tkd', 'seo_category_tkd'] as const;
