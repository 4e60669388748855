// The images module's tables: their Kysely row types, merged into core's Database so every query is typed.
import type { Generated } from 'kysely';

/** A folder of a site's image library (parent_id 0: top level). */
export interface ImageFoldersTable {
  id: Generated<number>;
  site_id: number;
  parent_id: number;
  name: string;
  created_at: number;
  updated_at: number;
}

/** A file of a site's image library: an image (width, height, thumbnail) or a document. */
export interface ImagesTable {
  id: Generated<number>;
  site_id: number;
  /** image_folders.id, or 0 for the root. */
  dir_id: number;
  /** Display name (the uploader's file name, renamable); never part of a path. */
  name: string;
  /** name lower-cased: what the keyword filter matches. */
  name_search: string;
  /** "<site>/<yyyy-mm>/<32 hex>.<ext>" under DATA_DIR/uploads. */
  stored_name: string;
  url: string;
  thumb_url: string;
  /** Detected from the content, never the declared type. */
  mime: string;
  kind: 'image' | 'file';
  width: number;
  height: number;
  size: number;
  created_at: number;
}

/** A site's watermark (one row per site, created on first save). */
export interface WatermarksTable {
  site_id: number;
  /** JSON text of WatermarkSettings. */
  settings: string;
  updated_at: number;
}

declare module '../../core/db/database' {
  interface Database {
    image_folders: ImageFoldersTable;
    images: ImagesTable;
    watermarks: WatermarksTable;
  }
}

/** This module's tables, parents before children (the order of seeding and snapshots). */
export const IMAGES_TABLES = ['image_folders', 'images', 'watermarks'] as const;
