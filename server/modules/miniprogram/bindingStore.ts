// A site's bindings as rows and as the console sees them (never the secret: only whether one is
// kept), and the conditional status writes: a change applies only to the row as it was read, so
// two clicks (or two operators) cannot both move one binding.
import type { Kysely, Selectable } from 'kysely';
import { MP_PLATFORMS, type MpBinding, type MpPlatform, type MpStatus } from '../../../shared/domain/miniprogram';
import type { Database } from '../../core/db/database';
import { ApiError } from '../../core/http/envelope';
import type { MpBindingsTable } from './tables';

type Db = Kysely<Database>;
export type BindingRow = Selectable<MpBindingsTable>;

export const CHANGED_MEANWHILE = '小程序状态已变化，请刷新后重试';

export async function bindingRows(db: Db, siteId: number): Promise<BindingRow[]> {
  return db.selectFrom('mp_bindings').selectAll().where('site_id', '=', siteId).execute();
}

export async function bindingRow(db: Db, siteId: number, platform: MpPlatform): Promise<BindingRow | undefined> {
  return db.selectFrom('mp_bindings').selectAll().where('site_id', '=', siteId).where('platform', '=', platform).executeTakeFirst();
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

export function bindingAnswer(platform: MpPlatform, row: BindingRow | undefined): MpBinding {
  if (!row) return { platform, status: 'unbound', appId: '', secretSet: false, reason: '', submittedAt: null, publishedAt: null, updatedAt: null };
  return {
    platform,
    status: row.status as MpStatus,
    appId: row.app_id,
    secretSet: row.secret_sealed !== '',
    reason: row.reason,
    submittedAt: num(row.submitted_at),
    publishedAt: num(row.published_at),
    updatedAt: num(row.updated_at),
  };
}

/** Every platform in order, unbound ones included. */
export async function siteBindings(db: Db, siteId: number): Promise<MpBinding[]> {
  const rows = await bindingRows(db, siteId);
  return MP_PLATFORMS.map((p) => bindingAnswer(p, rows.find((r) => r.platform === p)));
}

/** Writes `values` to the row if it is still as read (its updated_at); 409 otherwise. */
export async function updateIfUnchanged(db: Db, row: BindingRow, values: Partial<Omit<MpBindingsTable, 'id'>>): Promise<void> {
  const result = await db.updateTable('mp_bindings').set(values)
    .where('id', '=', row.id).where('status', '=', row.status).where('updated_at', '=', row.updated_at).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, CHANGED_MEANWHILE);
}
