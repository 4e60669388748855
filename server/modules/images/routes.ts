// The image library (api-facts admin/image: list, dirTree, mkdir, imageUpload, move, rename,
// remove; §6 images_manage: image_list) and the watermark (watermark_list), scoped to the caller's
// active site: another site's file or folder answers 404 and nothing changes.
import { sql } from 'kysely';
import { DEFAULT_PAGE_SIZE } from '../../../shared/domain/constants';
import { GALLERY_PICKER_KEYS } from '../../../shared/domain/permissions';
import { FILE_TYPE, WATERMARK_POSITIONS } from '../../../shared/domain/content';
import type { ImageFolder, ImageListQuery, ImageRow, WatermarkSettings } from '../../../shared/domain/api/content';
import type { ListData } from '../../../shared/domain/api/envelope';
import { ApiError } from '../../core/http/envelope';
import { route, type AnyRoute } from '../../core/http/routeDef';
import { arr, bool, EMPTY, id, int, MAX_ID, obj, oneOf, str } from '../../core/http/schemas';
import {
  IMAGE_LIMITS,
  IMAGE_MSG,
  assertUniqueSibling,
  checkDir,
  cleanName,
  containsPattern,
  depthOf,
  folderOf,
  folderTree,
  imagesOf,
  siteFolders,
  storeUpload,
  storedFilesOf,
  toFolder,
  toImageRow,
} from './images';
import { activeSite } from '../../core/services/siteScope';
import { integerField, multipartRoute, receiveUpload, removeStored, uploadsRoot } from '../../core/services/uploads';
import { checkWatermark, WATERMARK_LIMITS, WATERMARK_MSG } from '../../../shared/domain/watermark';
import { loadWatermark } from './watermark';
import { PAGE_QUERY, paging } from '../../core/http/paging';

const IMAGE_KEY = 'image_list';
const WATERMARK_KEY = 'watermark_list';

/** What watermarkGet and watermarkSave answer: the settings plus the watermark image's address. */
export interface WatermarkInfo extends WatermarkSettings {
  /** The image's address when image_id names one of the site's images, else ''. */
  image_url: string;
}

/** The multipart form's fields: dir_id absent is the root; given, it must be canonical integer text. */
const UPLOAD_FIELDS = { dir_id: integerField(0, MAX_ID, IMAGE_MSG.dirIdInvalid) };

export const imageRoutes: AnyRoute[] = [
  route<ImageListQuery, undefined, ListData<ImageRow>>('imageList', {
    access: { permission: [...GALLERY_PICKER_KEYS] },
    mutates: false,
    // dir_id absent: the whole library; 0: the root only; n: that folder only (not its subfolders).
    schema: { querystring: obj({ ...PAGE_QUERY, dir_id: int(0, MAX_ID), keyword: str(100), file_type: oneOf([FILE_TYPE.image, FILE_TYPE.any]) }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const { dir_id: dirId, file_type: fileType } = ctx.query;
      if (dirId !== undefined) await checkDir(db, site.id, dirId);
      let q = db.selectFrom('images').where('site_id', '=', site.id);
      if (dirId !== undefined) q = q.where('dir_id', '=', dirId);
      if (fileType === FILE_TYPE.image) q = q.where('kind', '=', 'image');
      const keyword = ctx.query.keyword?.trim().toLowerCase();
      if (keyword) q = q.where(sql<boolean>`${sql.ref('name_search')} like ${containsPattern(keyword)} escape '\\'`);
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging({ page: ctx.query.page, rows: ctx.query.rows ?? DEFAULT_PAGE_SIZE });
      const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
      return { rows: rows.map(toImageRow), total };
    },
  }),

  route<Record<string, never>, undefined, ImageFolder[]>('imageFolders', {
    access: { permission: [...GALLERY_PICKER_KEYS] },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return folderTree(await siteFolders(ctx.deps.db, site.id));
    },
  }),

  route<Record<string, never>, { name: string; parent_id?: number }, ImageFolder>('imageMkdir', {
    access: { permission: IMAGE_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ name: str(IMAGE_LIMITS.folderName), parent_id: int(0, MAX_ID) }, ['name']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const name = cleanName(ctx.body.name, IMAGE_MSG.folderNameRequired);
      const parentId = ctx.body.parent_id ?? 0;
      return db.transaction().execute(async (trx) => {
        const folders = await siteFolders(trx, site.id);
        if (parentId !== 0 && !folders.some((f) => f.id === parentId)) throw new ApiError(404, IMAGE_MSG.folderNotFound);
        if (folders.length >= IMAGE_LIMITS.foldersPerSite) throw new ApiError(409, IMAGE_MSG.tooManyFolders);
        if (parentId !== 0 && depthOf(folders, parentId) >= IMAGE_LIMITS.folderDepth) throw new ApiError(409, IMAGE_MSG.folderTooDeep);
        await assertUniqueSibling(trx, site.id, parentId, name);
        const at = now();
        const row = await trx.insertInto('image_folders').values({ site_id: site.id, parent_id: parentId, name, created_at: at, updated_at: at })
          .returningAll().executeTakeFirstOrThrow();
        ctx.note({ detail: `新建文件夹「${name}」（${row.id}）` });
        return toFolder(row);
      });
    },
  }),

  route<Record<string, never>, { id: number; name: string }, ImageFolder>('imageRenameFolder', {
    access: { permission: IMAGE_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), name: str(IMAGE_LIMITS.folderName) }, ['id', 'name']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const name = cleanName(ctx.body.name, IMAGE_MSG.folderNameRequired);
      return db.transaction().execute(async (trx) => {
        const folder = await folderOf(trx, site.id, ctx.body.id);
        await assertUniqueSibling(trx, site.id, folder.parent_id, name, folder.id);
        await trx.updateTable('image_folders').set({ name, updated_at: now() }).where('id', '=', folder.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `重命名文件夹「${folder.name}」为「${name}」（${folder.id}）` });
        return { ...toFolder(folder), name };
      });
    },
  }),

  route<Record<string, never>, { id: number }, null>('imageRemoveFolder', {
    access: { permission: IMAGE_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      await ctx.deps.db.transaction().execute(async (trx) => {
        const folder = await folderOf(trx, site.id, ctx.body.id);
        const child = await trx.selectFrom('image_folders').select('id').where('site_id', '=', site.id).where('parent_id', '=', folder.id).executeTakeFirst();
        const file = await trx.selectFrom('images').select('id').where('site_id', '=', site.id).where('dir_id', '=', folder.id).executeTakeFirst();
        if (child || file) throw new ApiError(409, IMAGE_MSG.folderNotEmpty);
        await trx.deleteFrom('image_folders').where('id', '=', folder.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `删除文件夹「${folder.name}」（${folder.id}）` });
      });
      return null;
    },
  }),

  multipartRoute(route<Record<string, never>, { dir_id?: number }, ImageRow>('imageUpload', {
    access: { permission: [...GALLERY_PICKER_KEYS] },
    mutates: true,
    // multipart/form-data: the file in the field `file`, the folder in `dir_id` (0 or absent: the
    // root). The body schema names those text fields; a JSON body passes it and is then refused.
    schema: { querystring: EMPTY, body: obj({ dir_id: int(0, MAX_ID) }) },
    async handler(ctx) {
      const { db, config, now } = ctx.deps;
      const site = await activeSite(ctx);
      const upload = await receiveUpload(ctx.request, uploadsRoot(config.dataDir), UPLOAD_FIELDS);
      let row: ImageRow;
      try {
        const dirId = upload.fields.dir_id ?? 0;
        await checkDir(db, site.id, dirId);
        row = await storeUpload({ db, dataDir: config.dataDir, now: now(), log: ctx.request.log }, site.id, dirId, upload);
      } finally {
        // The spooled file, unless it became the stored file (then there is nothing left to remove).
        await upload.content.discard();
      }
      ctx.note({ detail: `上传${row.kind === 'image' ? '图片' : '文件'}「${row.name}」（${row.id}，${row.mime}，${row.size} 字节）` });
      return row;
    },
  })),

  route<Record<string, never>, { ids: number[]; dir_id: number }, { moved: number }>('imageMove', {
    access: { permission: IMAGE_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: arr(id(), 1, IMAGE_LIMITS.batch), dir_id: int(0, MAX_ID) }, ['ids', 'dir_id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { ids, dir_id: dirId } = ctx.body;
      return ctx.deps.db.transaction().execute(async (trx) => {
        await checkDir(trx, site.id, dirId);
        const rows = await imagesOf(trx, site.id, ids);
        await trx.updateTable('images').set({ dir_id: dirId }).where('site_id', '=', site.id).where('id', 'in', rows.map((r) => r.id)).execute();
        ctx.note({ detail: `移动 ${rows.length} 个文件到${dirId === 0 ? '根目录' : `文件夹 ${dirId}`}` });
        return { moved: rows.length };
      });
    },
  }),

  route<Record<string, never>, { id: number; name: string }, ImageRow>('imageRename', {
    access: { permission: IMAGE_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), name: str(IMAGE_LIMITS.imageName) }, ['id', 'name']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const name = cleanName(ctx.body.name, IMAGE_MSG.nameRequired);
      return ctx.deps.db.transaction().execute(async (trx) => {
        const [row] = await imagesOf(trx, site.id, [ctx.body.id]);
        await trx.updateTable('images').set({ name, name_search: name.toLowerCase() }).where('id', '=', row.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `重命名文件「${row.name}」为「${name}」（${row.id}）` });
        return toImageRow({ ...row, name, name_search: name.toLowerCase() });
      });
    },
  }),

  route<Record<string, never>, { ids: number[] }, { removed: number }>('imageRemove', {
    access: { permission: IMAGE_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: arr(id(), 1, IMAGE_LIMITS.batch) }, ['ids']) },
    async handler(ctx) {
      const { db, config, now } = ctx.deps;
      const site = await activeSite(ctx);
      const rows = await db.transaction().execute(async (trx) => {
        const found = await imagesOf(trx, site.id, ctx.body.ids);
        // The watermark's image: refused while it is drawn; otherwise the setting lets go of it.
        const mark = await loadWatermark(trx, site.id);
        if (mark.image_id !== null && found.some((r) => r.id === mark.image_id)) {
          if (mark.enabled && mark.type === 'image') throw new ApiError(409, IMAGE_MSG.usedAsWatermark);
          await trx.updateTable('watermarks').set({ settings: JSON.stringify({ ...mark, image_id: null }), updated_at: now() }).where('site_id', '=', site.id).execute();
        }
        await trx.deleteFrom('images').where('site_id', '=', site.id).where('id', 'in', found.map((r) => r.id)).execute();
        return found;
      });
      // After the commit: a file whose row is gone is no longer served, so a failed unlink only leaves garbage.
      await removeStored(uploadsRoot(config.dataDir), rows.flatMap(storedFilesOf), ctx.request.log);
      ctx.note({ detail: `删除 ${rows.length} 个文件：${rows.map((r) => `「${r.name}」`).join('').slice(0, 150)}` });
      return { removed: rows.length };
    },
  }),

  // --- watermark ---------------------------------------------------------------------------------
  route<Record<string, never>, undefined, WatermarkInfo>('watermarkGet', {
    access: { permission: WATERMARK_KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return watermarkInfo(ctx.deps.db, site.id, await loadWatermark(ctx.deps.db, site.id));
    },
  }),

  route<Record<string, never>, Omit<WatermarkSettings, 'image_id'> & { image_id?: number }, WatermarkInfo>('watermarkSave', {
    access: { permission: WATERMARK_KEY },
    mutates: true,
    // image_id is omitted when there is none (a nullable number cannot be declared: every field
    // has one type). color's format is checked by the handler, which names it.
    schema: {
      querystring: EMPTY,
      body: obj({
        enabled: bool(),
        type: oneOf(['text', 'image']),
        text: str(WATERMARK_LIMITS.text),
        font_size: int(WATERMARK_LIMITS.fontMin, WATERMARK_LIMITS.fontMax),
        color: str(7),
        image_id: id(),
        position: oneOf(WATERMARK_POSITIONS),
        opacity: int(WATERMARK_LIMITS.opacityMin, WATERMARK_LIMITS.opacityMax),
      }, ['enabled', 'type', 'text', 'font_size', 'color', 'position', 'opacity']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const b = ctx.body;
      const settings: WatermarkSettings = {
        enabled: b.enabled,
        type: b.type,
        text: b.text.trim(),
        font_size: b.font_size,
        color: b.color.toLowerCase(),
        image_id: b.image_id ?? null,
        position: b.position,
        opacity: b.opacity,
      };
      const problem = checkWatermark(settings);
      if (problem) throw new ApiError(400, problem);
      if (settings.image_id !== null) {
        const image = await db.selectFrom('images').select('kind').where('id', '=', settings.image_id).where('site_id', '=', site.id).executeTakeFirst();
        if (!image || image.kind !== 'image') throw new ApiError(404, WATERMARK_MSG.imageNotFound);
      }
      const json = JSON.stringify(settings);
      const at = now();
      await db.insertInto('watermarks').values({ site_id: site.id, settings: json, updated_at: at })
        .onConflict((oc) => oc.column('site_id').doUpdateSet({ settings: json, updated_at: at }))
        .execute();
      ctx.note({ detail: `${settings.enabled ? '开启' : '关闭'}水印（${settings.type === 'text' ? `文字「${settings.text}」` : `图片 ${settings.image_id ?? '-'}`}，${settings.position}，透明度 ${settings.opacity}）` });
      return watermarkInfo(db, site.id, settings);
    },
  }),
];

async function watermarkInfo(db: Parameters<typeof loadWatermark>[0], siteId: number, settings: WatermarkSettings): Promise<WatermarkInfo> {
  if (settings.image_id === null) return { ...settings, image_url: '' };
  const row = await db.selectFrom('images').select('url').where('id', '=', settings.image_id).where('site_id', '=', siteId).executeTakeFirst();
  return { ...settings, image_url: row?.url ?? '' };
}
