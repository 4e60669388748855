// Albums (admin_cms/album: getlist, getRow, save, remove, reduction, destroy) of the active site.
// Saves are lock-checked like articles (409 LockConflict); photos are addresses (http(s) or
// site-relative) with titles; removal goes through the recycle bin.
import { sql } from 'kysely';
import type { AlbumDetail, AlbumPhoto, AlbumRow, AlbumSaveRequest, ArticleSaveResult } from '../../../shared/domain/api/content';
import type { ListData } from '../../../shared/domain/api/envelope';
import { albumPhotosOf, CONTENT_LIMITS } from '../../../shared/domain/content';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../core/db/database';
import type { AlbumsTable } from './tables';
import { ApiError } from '../../core/http/envelope';
import { route, signedIn, type AnyRoute } from '../../core/http/routeDef';
import { arr, bool, EMPTY, id, int, MAX_ID, obj, oneOf, str } from '../../core/http/schemas';
import { checkTitle, CONTENT_ERR, lockConflict, siteNotFound } from './articles';
import { checkCategory } from '../../core/content/articleWrites';
import { isMediaUrlOrEmpty, safeUrl } from '../../core/services/sanitize';
import { PAGE_QUERY } from '../../core/http/paging';
import { activeSite } from '../../core/services/siteScope';
import { recycleRoutes } from '../../core/recycle/recycleRoutes';
import { titledList } from '../../core/db/titledList';
import { OPTIONAL_ID, URL_FIELD } from './common';

type AlbumDbRow = Selectable<AlbumsTable>;
const ALBUM_KEY = 'album_list';
/** The albums' categories are the album articles' (type 5). */
const ALBUM_TYPE = 5;

export const ALBUM_ERR = {
  photoUrlInvalid: (n: number) => `第 ${n} 张照片的地址必须是 http(s) 地址或站内路径`,
  coverInvalid: CONTENT_ERR.urlInvalid('封面地址'),
} as const;

function toRow(r: AlbumDbRow): AlbumRow {
  return {
    id: r.id, title: r.title, category_id: r.category_id, cover: r.cover, photo_count: r.photo_count,
    status: r.status === 1 ? 1 : 0, version: r.version, updated_at: Number(r.updated_at),
  };
}

async function albumOf(db: Kysely<Database>, siteId: number, albumId: number): Promise<AlbumDbRow> {
  const row = await db.selectFrom('albums').selectAll().where('id', '=', albumId).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw siteNotFound();
  return row;
}

/** Every id must be an album of the site, or nothing happens (404). */

export const albumRoutes: AnyRoute[] = [
  route<{ page?: number; rows?: number; keyword?: string; category_id?: number; disabled?: boolean }, undefined, ListData<AlbumRow>>('albumList', {
    access: { permission: ALBUM_KEY },
    mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY, keyword: str(100), category_id: OPTIONAL_ID, disabled: bool() }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const q = ctx.query;
      const { rows, total } = await titledList(db, 'albums', site.id, q, {
        orderBy: 'updated_at',
        narrow: (base) => {
          const inBin = base.where('disabled', '=', q.disabled ? 1 : 0);
          return q.category_id ? inBin.where('category_id', '=', q.category_id) : inBin;
        },
      });
      return { rows: rows.map(toRow), total };
    },
  }),

  route<Record<string, never>, { id: number }, AlbumDetail>('albumRow', {
    access: { permission: ALBUM_KEY },
    mutates: false,
    schema: { querystring: EMPTY, body: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const row = await albumOf(ctx.deps.db, site.id, ctx.body.id);
      return { ...toRow(row), summary: row.summary, photos: albumPhotosOf(row.photos) };
    },
  }),

  route<Record<string, never>, AlbumSaveRequest, ArticleSaveResult>('albumSave', {
    access: { permission: ALBUM_KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({
        id: id(), version: int(1, MAX_ID), title: str(1000), category_id: OPTIONAL_ID, cover: URL_FIELD, summary: str(CONTENT_LIMITS.summary),
        status: oneOf([0, 1]),
        photos: arr(obj({ url: URL_FIELD, title: str(100) }, ['url']), 0, CONTENT_LIMITS.albumPhotos),
      }, ['title']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const body = ctx.body;
      const title = checkTitle(body.title);
      if (body.id !== undefined && body.version === undefined) throw new ApiError(400, CONTENT_ERR.versionRequired);
      const photos: AlbumPhoto[] = (body.photos ?? []).map((p, i) => {
        const url = safeUrl(p.url, 'media');
        if (url === null) throw new ApiError(400, ALBUM_ERR.photoUrlInvalid(i + 1));
        return { url, title: (p.title ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim() };
      });
      const coverText = (body.cover ?? '').trim();
      if (!isMediaUrlOrEmpty(coverText)) throw new ApiError(400, ALBUM_ERR.coverInvalid);
      // No cover chosen: the first photo is the cover.
      const cover = coverText || photos[0]?.url || '';
      const categoryId = body.category_id ?? 0;
      const me = signedIn(ctx).account.id;
      const values = {
        title, category_id: categoryId, cover, summary: (body.summary ?? '').trim(), photos: JSON.stringify(photos), photo_count: photos.length,
        status: body.status === 0 ? 0 : 1, updated_by: me,
      };
      return db.transaction().execute(async (trx) => {
        await checkCategory(trx, site.id, ALBUM_TYPE, categoryId);
        const at = now();
        if (body.id === undefined) {
          const { id: newId } = await trx.insertInto('albums').values({ site_id: site.id, ...values, disabled: 0, version: 1, created_at: at, updated_at: at })
            .returning('id').executeTakeFirstOrThrow();
          ctx.note({ detail: `新增相册「${title}」（${newId}，${photos.length} 张照片）` });
          return { id: newId, version: 1 };
        }
        const current = await albumOf(trx, site.id, body.id);
        const version = body.version as number;
        if (current.version !== version) throw await lockConflict(trx, current);
        const result = await trx.updateTable('albums').set({ ...values, version: version + 1, updated_at: at })
          .where('id', '=', current.id).where('site_id', '=', site.id).where('version', '=', version).executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw await lockConflict(trx, await albumOf(trx, site.id, current.id));
        ctx.note({ detail: `修改相册「${title}」（${current.id}，版本 ${version + 1}，${photos.length} 张照片）` });
        return { id: current.id, version: version + 1 };
      });
    },
  }),

  ...recycleRoutes({
    table: 'albums', access: { permission: ALBUM_KEY }, noun: '相册', unit: '个',
    routes: { remove: { name: 'albumRemove', ids: 'query' }, restore: { name: 'albumRestore', ids: 'body' }, destroy: { name: 'albumDestroy', ids: 'query' } },
  }),
];
