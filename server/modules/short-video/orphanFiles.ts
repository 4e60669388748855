// The short videos' part of the daily cleanup: a file uploaded from the edit page but never saved
// with a video (the operator left the page) is deleted a day after its upload, its row and its
// bytes. A day leaves any form still open time to be saved.
import type { CleanupContext } from '../../core/modules/defineServerModule';
import { DAY_MS } from '../../core/services/maintenance';
import { removeStored } from '../../core/services/uploads';
import { videoRoot } from './videoFiles';

const BATCH = 500;

export async function removeOrphanFiles({ db, dataDir, now, log }: CleanupContext): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await db.selectFrom('short_video_files').select(['id', 'stored'])
      .where('created_at', '<', now - DAY_MS)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('short_videos').select('short_videos.id').whereRef('short_videos.file_id', '=', 'short_video_files.id'))))
      .orderBy('id').limit(BATCH).execute();
    if (rows.length === 0) return removed;
    // The rows go first: a file whose row is gone is no longer served, so a failed unlink only leaves garbage.
    await db.deleteFrom('short_video_files').where('id', 'in', rows.map((r) => r.id)).execute();
    await removeStored(videoRoot(dataDir), rows.map((r) => r.stored), log);
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}
