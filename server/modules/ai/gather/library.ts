// A gathered article's pictures into the site's image library (the images module's tables, which
// the ai module depends on), filed as product capture files its pictures — through core only:
// core's preparation decodes and re-encodes each picture without metadata (with the site's
// watermark, as an upload gets it) and makes its thumbnail. Split in three so a failed gather
// leaves no picture: fetch and prepare in memory (nothing written), then write the files, then the
// rows inside the gather's transaction; whoever fails after the files removes them (removeFiles).
import type { Kysely } from 'kysely';
import { AI_LIMITS } from '../../../../shared/domain/ai/limits';
import { GATHER_FOLDER } from '../../../../shared/domain/ai/gather';
import type { Database } from '../../../core/db/database';
import type { AppDeps } from '../../../core/http/routeDef';
import { prepareImage, type ImageOverlay, type PreparedImage } from '../../../core/services/imagePrepare';
import { displayName, newStoredNames, removeStored, uploadsRoot, writeStored, type StoredNames } from '../../../core/services/uploads';

type Db = Kysely<Database>;

/** Pictures fetched at once: enough to hide each one's latency, few enough not to hammer WeChat. */
export const PICTURE_CONCURRENCY = 6;

export interface ReadyPicture {
  prepared: PreparedImage;
  names: StoredNames;
}

/**
 * Each address fetched (image mode: public addresses only, type by content) and prepared, at most
 * PICTURE_CONCURRENCY at a time; null where it failed (not fetched, no picture, over 5 MB, not
 * decodable). Nothing is written.
 */
export async function readyPictures(deps: Pick<AppDeps, 'fetchImage' | 'now'>, siteId: number, addresses: readonly string[], overlay: ImageOverlay | undefined, signal?: AbortSignal): Promise<(ReadyPicture | null)[]> {
  const out: (ReadyPicture | null)[] = new Array(addresses.length).fill(null);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < addresses.length && !signal?.aborted) {
      const at = next++;
      try {
        const image = await deps.fetchImage(addresses[at]);
        if (image.data.length > AI_LIMITS.gatherImageBytes) continue;
        const prepared = await prepareImage(image.data, image.type, overlay);
        out[at] = { prepared, names: newStoredNames(siteId, deps.now(), prepared.type) };
      } catch {
        // Counted as failed; its place in the body is removed.
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PICTURE_CONCURRENCY, addresses.length) }, worker));
  return out;
}

/** Writes the pictures' files (synced); on a failure removes what it wrote and throws. Answers the stored names written. */
export async function writeFiles(dataDir: string, pictures: readonly ReadyPicture[]): Promise<string[]> {
  const root = uploadsRoot(dataDir);
  const written: string[] = [];
  try {
    await Promise.all(pictures.map(async ({ prepared, names }) => {
      await writeStored(root, names.stored, prepared.data);
      written.push(names.stored);
      await writeStored(root, names.thumbStored as string, prepared.thumb);
      written.push(names.thumbStored as string);
    }));
    return written;
  } catch (err) {
    await removeStored(root, written);
    throw err;
  }
}

export async function removeFiles(dataDir: string, stored: readonly string[]): Promise<void> {
  if (stored.length) await removeStored(uploadsRoot(dataDir), stored);
}

/** The site's 公众号采集 folder at the library's top, made when missing; answers its id. */
export async function gatherFolder(db: Db, siteId: number, at: number): Promise<number> {
  const found = await db.selectFrom('image_folders').select('id').where('site_id', '=', siteId).where('parent_id', '=', 0).where('name', '=', GATHER_FOLDER).orderBy('id').executeTakeFirst();
  if (found) return found.id;
  const made = await db.insertInto('image_folders').values({ site_id: siteId, parent_id: 0, name: GATHER_FOLDER, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  return made.id;
}

/** The library rows of written pictures, named after the article (inside the caller's transaction). */
export async function insertPictureRows(trx: Db, siteId: number, dirId: number, pictures: readonly ReadyPicture[], title: string, at: number): Promise<void> {
  if (!pictures.length) return;
  await trx.insertInto('images').values(pictures.map(({ prepared, names }, i) => {
    const fileName = displayName(`${[...title].slice(0, 80).join('')}-${i + 1}.${prepared.type.ext}`, prepared.type.ext, 100);
    return {
      site_id: siteId, dir_id: dirId, name: fileName, name_search: fileName.toLowerCase(), stored_name: names.stored, url: names.url,
      thumb_url: names.thumbUrl, mime: prepared.type.mime, kind: 'image' as const, width: prepared.width, height: prepared.height, size: prepared.data.length, created_at: at,
    };
  })).execute();
}
