// The daily cleanup's part: tickets never finished. Once a ticket has expired (and an hour more, so
// a finish that started just in time is never raced), its pending row goes, and so do any bytes it
// left in our store or the bucket. Short batches, idempotent.
import type { CleanupContext } from '../../core/modules/defineServerModule';
import { UPLOAD_HOST_LIMITS } from '../../../shared/domain/uploads';
import { s3Delete } from './s3';
import { localDelete } from './store';

const GRACE_MS = 3600_000;
const BATCH = 200;

export async function cleanupUploads(ctx: CleanupContext): Promise<number> {
  const before = ctx.now - UPLOAD_HOST_LIMITS.ticketTtlMs - GRACE_MS;
  let removed = 0;
  for (;;) {
    const rows = await ctx.db.selectFrom('uploads').select(['id', 'key', 'storage']).where('status', '=', 'pending')
      .where('created_at', '<', before).orderBy('created_at').limit(BATCH).execute();
    if (rows.length === 0) return removed;
    const gone: number[] = [];
    for (const row of rows) {
      try {
        if (row.storage === 'local') await localDelete(ctx.dataDir, row.key);
        else if (ctx.s3) await s3Delete(ctx.s3, row.key);
        gone.push(row.id);
      } catch (err) {
        // The store is down: the row stays, so the next run tries again.
        ctx.log.error({ err, key: row.key }, 'upload cleanup failed');
      }
    }
    if (gone.length === 0) return removed;
    await ctx.db.deleteFrom('uploads').where('id', 'in', gone).where('status', '=', 'pending').execute();
    removed += gone.length;
    if (gone.length < rows.length) return removed;
  }
}
