// A captured product's pictures, filed in the site's image library (the images module's tables,
// which this module depends on) the way an upload is: decoded and re-encoded without metadata by
// core's preparation, a thumbnail beside it, both files synced before their row points at them, in a
// top-level folder 采集图片 made on first use. The product refers to them by their /uploads address,
// as to any library picture. The site's watermark comes as core's image overlay (the images module
// declares it), so a captured picture is marked as an uploaded one is.
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/database';
import { prepareImage, type ImageOverlay } from '../../../core/services/imagePrepare';
import type { FetchedImage } from '../../../core/services/safeFetch';
import { displayName, newStoredNames, removeStored, storedOfUrl, uploadsRoot, writeStored } from '../../../core/services/uploads';

type Db = Kysely<Database>;

/** The library folder captured pictures are filed in. */
export const CAPTURE_FOLDER = '采集图片';

/** The site's 采集图片 folder at the library's top, made when missing; answers its id. */
export async function captureFolder(db: Db, siteId: number, at: number): Promise<number> {
  const found = await db.selectFrom('image_folders').select('id').where('site_id', '=', siteId).where('parent_id', '=', 0).where('name', '=', CAPTURE_FOLDER).orderBy('id').executeTakeFirst();
  if (found) return found.id;
  const made = await db.insertInto('image_folders').values({ site_id: siteId, parent_id: 0, name: CAPTURE_FOLDER, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  return made.id;
}

export interface FilingPlace {
  db: Db;
  dataDir: string;
  siteId: number;
  dirId: number;
  /** Drawn over the picture (the site's watermark), when the site has one on. */
  overlay?: ImageOverlay;
}

/**
 * Files one fetched picture under `name` (its extension follows what the bytes are); answers its
 * address. Throws when the bytes do not decode as what their signature says (nothing is kept then).
 */
export async function fileImage(place: FilingPlace, image: FetchedImage, name: string, at: number): Promise<string> {
  const prepared = await prepareImage(image.data, image.type, place.overlay);
  const root = uploadsRoot(place.dataDir);
  const names = newStoredNames(place.siteId, at, prepared.type);
  const written: string[] = [];
  try {
    await writeStored(root, names.stored, prepared.data);
    written.push(names.stored);
    await writeStored(root, names.thumbStored!, prepared.thumb);
    written.push(names.thumbStored!);
    const fileName = displayName(`${name}.${prepared.type.ext}`, prepared.type.ext, 100);
    await place.db.insertInto('images').values({
      site_id: place.siteId, dir_id: place.dirId, name: fileName, name_search: fileName.toLowerCase(), stored_name: names.stored, url: names.url,
      thumb_url: names.thumbUrl, mime: prepared.type.mime, kind: 'image', width: prepared.width, height: prepared.height, size: prepared.data.length, created_at: at,
    }).execute();
    return names.url;
  } catch (err) {
    await removeStored(root, written);
    throw err;
  }
}

/** Takes pictures filed for a product that was then not saved back out of the library. */
export async function unfileImages(db: Db, dataDir: string, siteId: number, urls: readonly string[]): Promise<void> {
  if (!urls.length) return;
  const rows = await db.selectFrom('images').select(['id', 'stored_name', 'thumb_url']).where('site_id', '=', siteId).where('url', 'in', [...urls]).execute();
  if (!rows.length) return;
  await db.deleteFrom('images').where('id', 'in', rows.map((r) => r.id)).execute();
  const stored = rows.flatMap((r) => [r.stored_name, storedOfUrl(r.thumb_url)].filter((s): s is string => !!s));
  await removeStored(uploadsRoot(dataDir), stored);
}
