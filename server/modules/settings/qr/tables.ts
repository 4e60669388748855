// 网站二维码's table: one saved generator config per site (issue 14 §6).
import type { Generated } from 'kysely';

export interface QrConfigsTable {
  site_id: number;
  /** JSON of QrOptions (shared/domain/settings/qr.ts), clamped when read. */
  options: string;
  /** Who saved it last (0 for the seed). */
  account_id: Generated<number>;
  updated_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    qr_configs: QrConfigsTable;
  }
}
