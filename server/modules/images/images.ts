// The image library of a site (api-facts admin/image): folders, files and the upload that adds
// one. Every lookup takes the site: another site's folder or file is "not found", never "forbidden".
import fsp from 'node:fs/promises';
import type { Kysely, Selectable } from 'kysely';
import { CONTENT_MSG, UPLOAD_LIMITS } from '../../../shared/domain/content';
import type { ImageFolder, ImageRow } from '../../../shared/domain/api/content';
import type { Database } from '../../core/db/database';
import type { ImageFoldersTable, ImagesTable } from './tables';
import { ApiError } from '../../core/http/envelope';
import { MAX_ID } from '../../core/http/schemas';
import { prepareImage } from './imagesProcess';
import { bufferContent, confirmDocument, displayName, newStoredNames, removeStored, storedOfUrl, storedPath, tooLarge, typeRefused, uploadsRoot, writeStored, type DetectedType, type UploadContent } from '../../core/services/uploads';
import { loadWatermark, type ActiveWatermark } from './watermark';

export type ImageRecord = Selectable<ImagesTable>;
export type FolderRecord = Selectable<ImageFoldersTable>;

export const IMAGE_LIMITS = {
  folderName: 30,
  imageName: 100,
  /** Levels of folders under the root. */
  folderDepth: 5,
  foldersPerSite: 500,
  batch: 100,
} as const;

export const IMAGE_MSG = {
  imageNotFound: '图片不存在或已被删除',
  folderNotFound: '文件夹不存在或已被删除',
  folderNameRequired: '请输入文件夹名称',
  folderExists: '同一位置已有同名文件夹',
  folderTooDeep: `文件夹最多只能建 ${IMAGE_LIMITS.folderDepth} 级`,
  tooManyFolders: `文件夹数量已达上限（${IMAGE_LIMITS.foldersPerSite} 个）`,
  folderNotEmpty: CONTENT_MSG.folderNotEmpty,
  nameRequired: '请输入名称',
  nameInvalid: '名称不能包含换行等控制字符',
  usedAsWatermark: '该图片正用作水印图片，请先在水印管理中更换或关闭水印后再删除',
  dirIdInvalid: `参数 dir_id 必须是 0 到 ${MAX_ID} 之间的整数（十进制数字，0 为根目录）`,
} as const;

export function toImageRow(r: ImageRecord): ImageRow {
  return {
    id: r.id,
    name: r.name,
    url: r.url,
    thumb_url: r.thumb_url,
    mime: r.mime,
    kind: r.kind,
    width: Number(r.width),
    height: Number(r.height),
    size: Number(r.size),
    dir_id: r.dir_id,
    created_at: Number(r.created_at),
  };
}

/** LIKE pattern matching `text` anywhere, with %, _ and the escape character escaped (escape '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A name as stored: trimmed; refused when blank or holding control characters. */
export function cleanName(name: string, blankMessage: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ApiError(400, blankMessage);
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) throw new ApiError(400, IMAGE_MSG.nameInvalid);
  return trimmed;
}

// ---- folders -------------------------------------------------------------------------------------

export async function siteFolders(db: Kysely<Database>, siteId: number): Promise<FolderRecord[]> {
  return db.selectFrom('image_folders').selectAll().where('site_id', '=', siteId).orderBy('parent_id').orderBy('name').orderBy('id').execute();
}

/** The site's folders as a tree (top level first, siblings by name). */
export function folderTree(rows: readonly FolderRecord[]): ImageFolder[] {
  const nodes = new Map<number, ImageFolder>(rows.map((r) => [r.id, { id: r.id, name: r.name, parent_id: r.parent_id, children: [] }]));
  const roots: ImageFolder[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
    // A folder whose parent vanished is shown at the top rather than lost.
    (parent ? parent.children : roots).push(node);
  }
  const byName = (a: ImageFolder, b: ImageFolder) => a.name.localeCompare(b.name, 'zh-CN') || a.id - b.id;
  const sort = (list: ImageFolder[]) => {
    list.sort(byName);
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

export function toFolder(r: FolderRecord): ImageFolder {
  return { id: r.id, name: r.name, parent_id: r.parent_id, children: [] };
}

/** The site's folder, or 404. */
export async function folderOf(db: Kysely<Database>, siteId: number, id: number): Promise<FolderRecord> {
  const row = await db.selectFrom('image_folders').selectAll().where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw new ApiError(404, IMAGE_MSG.folderNotFound);
  return row;
}

/** dir_id 0 is the root; any other must be one of the site's folders (404 otherwise). */
export async function checkDir(db: Kysely<Database>, siteId: number, dirId: number): Promise<void> {
  if (dirId !== 0) await folderOf(db, siteId, dirId);
}

/** Levels from the root down to and including this folder (a top-level folder is 1). */
export function depthOf(folders: readonly FolderRecord[], id: number): number {
  const byId = new Map(folders.map((f) => [f.id, f]));
  let depth = 0;
  let current = byId.get(id);
  const seen = new Set<number>();
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    depth += 1;
    current = current.parent_id ? byId.get(current.parent_id) : undefined;
  }
  return depth;
}

export async function assertUniqueSibling(db: Kysely<Database>, siteId: number, parentId: number, name: string, exceptId?: number): Promise<void> {
  let q = db.selectFrom('image_folders').select('id').where('site_id', '=', siteId).where('parent_id', '=', parentId).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new ApiError(409, IMAGE_MSG.folderExists);
}

// ---- files ---------------------------------------------------------------------------------------

/** The site's files with these ids, or 404 when any of them is not the site's. */
export async function imagesOf(db: Kysely<Database>, siteId: number, ids: readonly number[]): Promise<ImageRecord[]> {
  const unique = [...new Set(ids)];
  const rows = await db.selectFrom('images').selectAll().where('site_id', '=', siteId).where('id', 'in', unique).execute();
  if (rows.length !== unique.length) throw new ApiError(404, IMAGE_MSG.imageNotFound);
  return rows;
}

/** The stored files of a row (the file and its thumbnail). */
export function storedFilesOf(row: Pick<ImageRecord, 'stored_name' | 'thumb_url'>): string[] {
  const thumb = storedOfUrl(row.thumb_url);
  return thumb ? [row.stored_name, thumb] : [row.stored_name];
}

/** The watermark to draw on this site's uploads right now, or null when it is off. */
export async function activeWatermark(db: Kysely<Database>, siteId: number, dataDir: string): Promise<ActiveWatermark | null> {
  const settings = await loadWatermark(db, siteId);
  if (!settings.enabled) return null;
  if (settings.type === 'text') return settings.text.trim() ? { settings, image: null } : null;
  if (!settings.image_id) return null;
  const row = await db.selectFrom('images').select(['stored_name', 'kind']).where('id', '=', settings.image_id).where('site_id', '=', siteId).executeTakeFirst();
  if (!row || row.kind !== 'image') return null;
  const image = await fsp.readFile(storedPath(uploadsRoot(dataDir), row.stored_name)).catch(() => null);
  return image ? { settings, image } : null;
}

export interface StoreDeps {
  db: Kysely<Database>;
  dataDir: string;
  now: number;
  log?: { error(obj: unknown, msg: string): void };
}

/** What is stored for an upload: the bytes to put in place (re-encoded for images) and the row's facts. */
interface PreparedUpload {
  type: DetectedType;
  width: number;
  height: number;
  size: number;
  put(root: string, stored: string): Promise<void>;
  thumb: Buffer | null;
}

/** Accepts or refuses the content by its sniffed type and size; images are decoded and re-encoded. */
async function prepareUpload(deps: StoreDeps, siteId: number, content: UploadContent): Promise<PreparedUpload> {
  const { sniffed } = content;
  if (sniffed.image) {
    if (sniffed.size > UPLOAD_LIMITS.imageBytes) throw tooLarge();
    const image = await prepareImage(await content.read(), sniffed.image, await activeWatermark(deps.db, siteId, deps.dataDir));
    return { type: image.type, width: image.width, height: image.height, size: image.data.length, put: (root, stored) => writeStored(root, stored, image.data), thumb: image.thumb };
  }
  if (!sniffed.document) throw typeRefused();
  if (sniffed.size > UPLOAD_LIMITS.fileBytes) throw tooLarge();
  await confirmDocument(content);
  return { type: sniffed.document, width: 0, height: 0, size: sniffed.size, put: (root, stored) => content.place(root, stored), thumb: null };
}

/** An upload as a request gives it (spooled content) or as the seed does (bytes in memory). */
export type UploadInput = { fileName: string } & ({ content: UploadContent } | { data: Buffer });

/**
 * Checks, prepares, writes and records one upload. Nothing is written until the content has been
 * accepted; the files are durably on disk (synced) before the row is inserted, and if recording
 * fails, the files just written are removed again. A spooled file is the caller's to discard.
 */
export async function storeUpload(deps: StoreDeps, siteId: number, dirId: number, upload: UploadInput): Promise<ImageRow> {
  const { db, dataDir, now } = deps;
  const content = 'content' in upload ? upload.content : bufferContent(upload.data);
  const prepared = await prepareUpload(deps, siteId, content);
  const root = uploadsRoot(dataDir);
  const names = newStoredNames(siteId, now, prepared.type);
  const written: string[] = [];
  try {
    await prepared.put(root, names.stored);
    written.push(names.stored);
    if (prepared.thumb && names.thumbStored) {
      await writeStored(root, names.thumbStored, prepared.thumb);
      written.push(names.thumbStored);
    }
    const name = displayName(upload.fileName, prepared.type.ext, 100);
    // The folder is checked again in the same transaction as the insert, so a folder removed
    // meanwhile cannot end up holding a file (removal checks emptiness in its own transaction).
    const row = await db.transaction().execute(async (trx) => {
      await checkDir(trx, siteId, dirId);
      return trx.insertInto('images').values({
        site_id: siteId,
        dir_id: dirId,
        name,
        name_search: name.toLowerCase(),
        stored_name: names.stored,
        url: names.url,
        thumb_url: names.thumbUrl,
        mime: prepared.type.mime,
        kind: prepared.type.kind,
        width: prepared.width,
        height: prepared.height,
        size: prepared.size,
        created_at: now,
      }).returningAll().executeTakeFirstOrThrow();
    });
    return toImageRow(row);
  } catch (err) {
    await removeStored(root, written, deps.log);
    throw err;
  }
}
