// The languages module's tables (issue 17 §4–5). Both belong to the Chinese (source) site by site_id,
// so a site's backup carries its binding and its sync rows.
import type { Generated } from 'kysely';

/** A Chinese site ↔ the foreign site it translates into: one each way (unique indexes decide). */
export interface SiteBindingsTable {
  id: Generated<number>;
  /** The Chinese site. */
  site_id: number;
  foreign_site_id: number;
  created_at: number;
}

/**
 * One translated item: the source (site_id, item_type, source_id) → its copy target_id in the
 * foreign site. source_version is the source's version when translated (articles.version,
 * categories.updated_at), so a later edit reads 已修改 by one comparison in SQL; source_hash is the
 * digest of the translated fields, so a save that changed nothing is not translated again.
 */
export interface LanguageSyncsTable {
  id: Generated<number>;
  site_id: number;
  target_site_id: number;
  item_type: string;
  source_id: number;
  target_id: number;
  source_version: number;
  source_hash: string;
  synced_at: number;
}

declare module '../../core/db/database' {
  interface Database {
    site_bindings: SiteBindingsTable;
    language_syncs: LanguageSyncsTable;
  }
}

export const LANGUAGE_TABLES = ['site_bindings', 'language_syncs'] as const;
