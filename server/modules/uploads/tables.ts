// The uploads module's table, merged into core's Database so every query is typed.
import type { Generated } from 'kysely';

/**
 * A direct upload: written 'pending' when its ticket is issued (so a ticket is finished at most once
 * and the daily cleanup finds what never was), 'done' once file/cos/finish checked the stored bytes.
 */
export interface UploadsTable {
  id: Generated<number>;
  site_id: number;
  account_id: number;
  /** The object's key: "<site>/<yyyy-mm>/<32 hex>.<ext>", in DATA_DIR/file-host or the bucket. */
  key: string;
  /** The uploader's file name (display only). */
  name: string;
  size: number;
  /** The declared type, confirmed from the bytes at finish. */
  mime: string;
  kind: 'image' | 'file';
  storage: 'local' | 's3';
  status: 'pending' | 'done';
  created_at: number;
  finished_at: number | null;
}

declare module '../../core/db/database' {
  interface Database {
    uploads: UploadsTable;
  }
}

export const UPLOADS_TABLES = ['uploads'] as const;
