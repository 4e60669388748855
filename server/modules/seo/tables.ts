// The seo module's tables: their Kysely row types, merged into core's Database so every query is typed.
import type { Generated } from 'kysely';
import './publicFiles/tables';

/** SEO settings of a site (one row per site, created on first save). */
export interface SiteSeoTable {
  site_id: number;
  sitemap_auto: number;
  sitemap_changefreq: string;
  sitemap_priority: string;
  sitemap_generated_at: number | null;
  /** JSON array of the addresses in the last generated sitemap. */
  sitemap_urls: string;
  robots_txt: string;
  updated_at: number;
  // --- seo_001_sitemap_files ---
  /** Addresses the last generation left out because robots.txt disallows them. */
  sitemap_excluded: Generated<number>;
}

declare module '../../core/db/database' {
  interface Database {
    site_seo: SiteSeoTable;
  }
}

/** This module's tables, parents before children (the order of seeding and snapshots). */
export const SEO_TABLES = ['site_seo', 'seo_sitemap_files'] as const;
