// The generated sitemap files (seo_sitemap_files): what GET /sitemap.xml and its parts answer,
// stored whole so serving is one indexed read, whatever the size of the site.
import type { Generated } from 'kysely';

export interface SeoSitemapFilesTable {
  id: Generated<number>;
  site_id: number;
  /** 'sitemap.xml' (the urlset, or the index past SITEMAP_MAX_URLS), 'sitemap-1.xml' … (the parts). */
  name: string;
  /** The XML with SITEMAP_ORIGIN where the request's https://host goes (a site may have several domains). */
  body: string;
  /** Addresses in this file (for the index: in all the parts). */
  url_count: number;
  created_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    seo_sitemap_files: SeoSitemapFilesTable;
  }
}
