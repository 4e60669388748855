// Anchor text's tables (issue 12 §5): a site's anchors and its one row of settings, merged into
// core's Database so every query is typed.
import type { Generated } from 'kysely';

/** A word of a site that becomes a link in its bodies. */
export interface SeoAnchorsTable {
  id: Generated<number>;
  site_id: number;
  word: string;
  /** anchorKey(word): unique per site (a unique index). */
  word_key: string;
  link: string;
  weight: number;
  /** Links to it in the site's bodies. */
  use_count: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** A site's anchor settings (a row once saved; before that the defaults). */
export interface SeoAnchorSettingsTable {
  site_id: number;
  enabled: number;
  articles: number;
  products: number;
  max_per_record: number;
  once_per_word: number;
  new_window: number;
  nofollow_external: number;
  updated_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    seo_anchors: SeoAnchorsTable;
    seo_anchor_settings: SeoAnchorSettingsTable;
  }
}

export const ANCHOR_TABLES = ['seo_anchors', 'seo_anchor_settings'] as const;
