// What the video routes share: a row as the wire shows it, site-scoped look-ups (another site's
// record is indistinguishable from none: 404), the references a save names, and the lock conflict.
import type { Kysely, Selectable } from 'kysely';
import type { LockConflict } from '../../../shared/domain/api/content';
import { CONTENT_MSG } from '../../../shared/domain/content';
import { MSG } from '../../../shared/domain/messages';
import { epochToBeijingTime, isLegacyVideo, VIDEO_MSG, type VideoRow } from '../../../shared/domain/product';
import type { Database } from '../../core/db/database';
import { ApiError } from '../../core/http/envelope';
import { API } from '../../../shared/domain/api/endpoints';
import { urlOf } from '../../core/http/register';
import type { ShortVideoFilesTable, ShortVideosTable } from './tables';

export type VideoDbRow = Selectable<ShortVideosTable>;
export type VideoFileRow = Selectable<ShortVideoFilesTable>;
type Db = Kysely<Database>;

export const VIDEO_KEY = 'small_video_list';
export const ACCOUNT_KEY = 'account_list';

export const VIDEO_ERR = {
  versionRequired: '修改视频时必须提供版本号 version',
} as const;

export function notFound(): ApiError {
  return new ApiError(404, MSG.siteNotFound);
}

/** The playback address of a stored file (public: the name is the secret). */
export function playUrl(fileName: string): string {
  return `${urlOf({ endpoint: API.smallVideoPlay })}?file=${fileName}`;
}

/** A JSON array of ids as stored; anything else reads as none. */
export function idsOf(text: string): number[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isSafeInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

export function toVideoRow(r: VideoDbRow, account: { name: string; platform: string } | undefined, fileName: string | undefined): VideoRow {
  const published = Number(r.published_at);
  return {
    id: r.id, title: r.title, file_id: r.file_id, file_url: fileName ? playUrl(fileName) : '', link: r.link,
    mime: r.mime, bytes: Number(r.bytes), duration_seconds: r.duration_seconds, cover: r.cover, description: r.description,
    account_id: r.account_id, account_name: account?.name ?? '', platform: account?.platform ?? '',
    tag_ids: idsOf(r.tag_ids), related_ids: idsOf(r.related_ids), sort: r.sort,
    status: r.status === 1 ? 1 : 0, disabled: r.disabled === 1 ? 1 : 0,
    published_at: published, published_text: epochToBeijingTime(published), legacy: isLegacyVideo(published),
    version: r.version, updated_at: Number(r.updated_at),
  };
}

/** The rows with their accounts' names and their files' addresses (two look-ups for a page). */
export async function videoRows(db: Db, siteId: number, rows: VideoDbRow[]): Promise<VideoRow[]> {
  const accountIds = [...new Set(rows.map((r) => r.account_id).filter((n) => n > 0))];
  const fileIds = [...new Set(rows.map((r) => r.file_id).filter((n) => n > 0))];
  const accounts = accountIds.length
    ? new Map((await db.selectFrom('short_video_accounts').select(['id', 'name', 'platform']).where('site_id', '=', siteId).where('id', 'in', accountIds).execute()).map((a) => [a.id, a]))
    : new Map();
  const files = fileIds.length
    ? new Map((await db.selectFrom('short_video_files').select(['id', 'file_name']).where('site_id', '=', siteId).where('id', 'in', fileIds).execute()).map((f) => [f.id, f.file_name]))
    : new Map<number, string>();
  // A related product removed or deleted since is no longer offered (nor linked on the site).
  const relatedIds = [...new Set(rows.flatMap((r) => idsOf(r.related_ids)))];
  const liveProducts = new Set(relatedIds.length ? (await liveProductIds(db, siteId, relatedIds)) : []);
  return rows.map((r) => ({ ...toVideoRow(r, accounts.get(r.account_id), files.get(r.file_id)), related_ids: idsOf(r.related_ids).filter((id) => liveProducts.has(id)) }));
}

/** Of these ids, the site's products not in the recycle bin (the product module's table, a declared dependency). */
async function liveProductIds(db: Db, siteId: number, ids: number[]): Promise<number[]> {
  const rows = await db.selectFrom('products').select('id').where('site_id', '=', siteId).where('disabled', '=', 0).where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** Related products must be the site's live products (400 otherwise: nothing is saved). */
export async function checkRelated(db: Db, siteId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  if ((await liveProductIds(db, siteId, ids)).length !== ids.length) throw new ApiError(400, VIDEO_MSG.relatedNotFound);
}

export async function videoOf(db: Db, siteId: number, id: number): Promise<VideoDbRow> {
  const row = await db.selectFrom('short_videos').selectAll().where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Every id must be a video of the site, or nothing happens (404). */
export async function videosOf(db: Db, siteId: number, ids: number[]): Promise<VideoDbRow[]> {
  const rows = await db.selectFrom('short_videos').selectAll().where('site_id', '=', siteId).where('id', 'in', ids).execute();
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

/** A chosen file must be one of the site's uploads. */
export async function fileOf(db: Db, siteId: number, fileId: number): Promise<VideoFileRow> {
  const row = await db.selectFrom('short_video_files').selectAll().where('id', '=', fileId).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw new ApiError(400, VIDEO_MSG.fileNotFound);
  return row;
}

export async function checkAccount(db: Db, siteId: number, accountId: number): Promise<void> {
  if (accountId === 0) return;
  const row = await db.selectFrom('short_video_accounts').select('id').where('id', '=', accountId).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw new ApiError(400, VIDEO_MSG.accountNotFound);
}

/** The video's tags are the site's tags (the content module's, as articles'). */
export async function checkTags(db: Db, siteId: number, tagIds: number[]): Promise<void> {
  if (tagIds.length === 0) return;
  const rows = await db.selectFrom('tags').select('id').where('site_id', '=', siteId).where('id', 'in', tagIds).execute();
  if (rows.length !== tagIds.length) throw new ApiError(400, VIDEO_MSG.tagNotFound);
}

export { lockConflict } from '../../core/db/optimisticLock';

/**
 * Deletes the rows of these files that no video uses any more; returns their stored names, for the
 * caller to unlink once the transaction has committed.
 */
export async function dropUnusedFiles(db: Db, siteId: number, fileIds: number[]): Promise<string[]> {
  const candidates = [...new Set(fileIds.filter((n) => n > 0))];
  if (candidates.length === 0) return [];
  const used = new Set((await db.selectFrom('short_videos').select('file_id').where('file_id', 'in', candidates).execute()).map((r) => r.file_id));
  const unused = candidates.filter((n) => !used.has(n));
  if (unused.length === 0) return [];
  const rows = await db.selectFrom('short_video_files').select(['id', 'stored']).where('site_id', '=', siteId).where('id', 'in', unused).execute();
  if (rows.length) await db.deleteFrom('short_video_files').where('site_id', '=', siteId).where('id', 'in', rows.map((r) => r.id)).execute();
  return rows.map((r) => r.stored);
}
