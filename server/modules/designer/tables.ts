// The designer's tables: each site's saved decoration (one row, created by the first save, its
// version bumped by every save so a save started from an older one is refused), the visitors'
// stylesheet rendered from it (a cache: 清除缓存 and a restore empty it), and the drafts a preview
// page shows.
import type { Generated } from 'kysely';

export interface SiteDecorationsTable {
  /** One row per site (unique): two first saves cannot both insert. */
  site_id: number;
  /** JSON text of DecorationSections, as checkDecoration accepted it. */
  sections: string;
  /** 1 after the first save; every save adds one. */
  version: number;
  updated_at: number;
  /** The account that saved last (null: the seed, or an account since deleted). */
  updated_by: number | null;
}

/** The stylesheet written from a site's decoration of one version; rewritten when the version moves. */
export interface DecorationStylesheetsTable {
  site_id: number;
  /** The site_decorations version it was written from. */
  version: number;
  css: string;
}

/** A decoration shown by a preview page, never public otherwise; purged once expired. */
export interface DecorationDraftsTable {
  id: Generated<number>;
  site_id: number;
  /** JSON text of DecorationSections. */
  sections: string;
  created_at: number;
  expires_at: number;
}

declare module '../../core/db/database' {
  interface Database {
    site_decorations: SiteDecorationsTable;
    decoration_drafts: DecorationDraftsTable;
    decoration_stylesheets: DecorationStylesheetsTable;
  }
}

export const DESIGNER_TABLES = ['site_decorations', 'decoration_drafts', 'decoration_stylesheets'] as const;
