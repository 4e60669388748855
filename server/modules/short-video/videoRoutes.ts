// Short videos of the active site (admin_cms/smallVideo: getlist, getRow, save, upDownBatch,
// remove, reduction, destroy), behind small_video_list. The shared rule book checks a save
// (checkVideo); a video published before §9's cutoff is 旧版: it can be listed, played, put on or
// off sale, removed and restored, but never saved again (isLegacyVideo, refused here whatever the
// client shows). Saves are lock-checked (version); removal goes through the recycle bin.
import { sql } from 'kysely';
import type { ListData } from '../../../shared/domain/api/envelope';
import type { ArticleSaveResult } from '../../../shared/domain/api/content';
import {
  beijingTimeToEpoch, checkVideo, epochToBeijingTime, isLegacyVideo, SHORT_VIDEO_CUTOFF_MS, VIDEO_LIMITS, VIDEO_MSG,
  type VideoInput, type VideoListQuery, type VideoRow, type VideoSaveRequest,
} from '../../../shared/domain/product';
import { foldedContains } from '../../core/db/fold';
import { ApiError } from '../../core/http/envelope';
import { PAGE_QUERY, paging } from '../../core/http/paging';
import { route, signedIn, type AnyRoute } from '../../core/http/routeDef';
import { arr, bool, EMPTY, id, int, MAX_ID, obj, oneOf, str } from '../../core/http/schemas';
import { ID_ARRAY, RECYCLE_MSG, recordsOf, recycleRoutes, titles } from '../../core/recycle/recycleRoutes';
import { isMediaUrlOrEmpty } from '../../core/services/sanitize';
import { activeSite } from '../../core/services/siteScope';
import { removeStored } from '../../core/services/uploads';
import { videoRoot } from './videoFiles';
import {
  checkAccount, checkRelated, checkTags, dropUnusedFiles, fileOf, idsOf, lockConflict, VIDEO_ERR, VIDEO_KEY, videoOf, videoRows, videosOf, type VideoDbRow,
} from './videos';

const SORT_MAX = 999_999;
/** Id lists are bounded generously here so that checkVideo, not the schema, names the limit. */
const ID_LIST_MAX = 100;

const SAVE_BODY = obj({
  id: id(),
  version: int(1, MAX_ID),
  title: str(1000),
  file_id: int(0, MAX_ID),
  link: str(2000),
  cover: str(2000),
  description: str(VIDEO_LIMITS.description * 4),
  account_id: int(0, MAX_ID),
  tag_ids: arr(id(), 0, ID_LIST_MAX),
  related_ids: arr(id(), 0, ID_LIST_MAX),
  sort: int(0, SORT_MAX),
  status: oneOf([0, 1]),
  published_at: str(40),
}, ['title']);

/** The stored video as the form would send it back (what an update leaves out stays as it is). */
function asInput(r: VideoDbRow): Required<Omit<VideoInput, 'id'>> & { status: 0 | 1 } {
  return {
    title: r.title, file_id: r.file_id, link: r.link, cover: r.cover, description: r.description, account_id: r.account_id,
    tag_ids: idsOf(r.tag_ids), related_ids: idsOf(r.related_ids), sort: r.sort, status: r.status === 1 ? 1 : 0,
    published_at: epochToBeijingTime(Number(r.published_at)),
  };
}

const unique = (ids: number[] | null | undefined) => [...new Set(ids ?? [])];

export const videoRoutes: AnyRoute[] = [
  route<VideoListQuery, undefined, ListData<VideoRow>>('smallVideoList', {
    access: { permission: VIDEO_KEY },
    mutates: false,
    schema: {
      querystring: obj({ ...PAGE_QUERY, keyword: str(100), account_id: int(0, MAX_ID), status: oneOf([0, 1]), legacy: bool(), disabled: bool() }),
    },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const q = ctx.query;
      let base = db.selectFrom('short_videos').where('site_id', '=', site.id).where('disabled', '=', q.disabled ? 1 : 0);
      if (q.account_id !== undefined) base = base.where('account_id', '=', q.account_id);
      if (q.status !== undefined) base = base.where('status', '=', q.status);
      if (q.legacy !== undefined) base = base.where('published_at', q.legacy ? '<' : '>=', SHORT_VIDEO_CUTOFF_MS);
      const keyword = q.keyword?.trim();
      if (keyword) base = base.where(foldedContains('title', keyword));
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging(q);
      // The site's order: sort ascending, then the newest published first.
      const rows = await base.selectAll().orderBy('sort').orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
      return { rows: await videoRows(db, site.id, rows), total };
    },
  }),

  route<{ id: number }, undefined, VideoRow>('smallVideoRow', {
    access: { permission: VIDEO_KEY },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const row = await videoOf(ctx.deps.db, site.id, ctx.query.id);
      return (await videoRows(ctx.deps.db, site.id, [row]))[0];
    },
  }),

  route<Record<string, never>, VideoSaveRequest, ArticleSaveResult>('smallVideoSave', {
    access: { permission: VIDEO_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: SAVE_BODY },
    async handler(ctx) {
      const { db, config, now } = ctx.deps;
      const site = await activeSite(ctx);
      const body = ctx.body;
      if (body.id !== undefined && body.version === undefined) throw new ApiError(400, VIDEO_ERR.versionRequired);
      const me = signedIn(ctx).account.id;
      const { result, dropped } = await db.transaction().execute(async (trx) => {
        const current = body.id === undefined ? null : await videoOf(trx, site.id, body.id);
        // Before anything else: whatever the client sends, a 旧版 video is not saved.
        if (current && isLegacyVideo(Number(current.published_at))) throw new ApiError(400, VIDEO_MSG.legacyNotEditable);
        const input = { ...(current ? asInput(current) : {}), ...stripUndefined(body) } as VideoSaveRequest;
        const problem = checkVideo(input);
        if (problem) throw new ApiError(400, problem);
        const cover = (input.cover ?? '').trim();
        if (!isMediaUrlOrEmpty(cover)) throw new ApiError(400, VIDEO_MSG.coverInvalid);
        if (current && current.version !== body.version) throw await lockConflict(trx, current);

        const accountId = input.account_id ?? 0;
        const tagIds = unique(input.tag_ids);
        await checkAccount(trx, site.id, accountId);
        await checkTags(trx, site.id, tagIds);
        const relatedIds = unique(input.related_ids);
        await checkRelated(trx, site.id, relatedIds);
        const file = input.file_id ? await fileOf(trx, site.id, input.file_id) : null;
        const at = now();
        const values = {
          title: input.title.trim(),
          file_id: file?.id ?? 0, link: (input.link ?? '').trim(),
          mime: file?.mime ?? '', bytes: Number(file?.bytes ?? 0), duration_seconds: file?.duration_seconds ?? 0,
          cover, description: (input.description ?? '').trim(), account_id: accountId,
          tag_ids: JSON.stringify(tagIds),
          related_ids: JSON.stringify(relatedIds),
          sort: input.sort ?? 0, status: input.status === 0 ? 0 : 1,
          // As sent, else as stored (to the millisecond), else now.
          published_at: body.published_at ? beijingTimeToEpoch(body.published_at) : current ? Number(current.published_at) : at,
          updated_by: me,
        };
        if (!current) {
          const { id: newId } = await trx.insertInto('short_videos').values({ site_id: site.id, ...values, disabled: 0, version: 1, created_at: at, updated_at: at })
            .returning('id').executeTakeFirstOrThrow();
          ctx.note({ detail: `新增短视频「${values.title}」（${newId}）` });
          return { result: { id: newId, version: 1 }, dropped: [] as string[] };
        }
        const version = current.version;
        const updated = await trx.updateTable('short_videos').set({ ...values, version: version + 1, updated_at: at })
          .where('id', '=', current.id).where('site_id', '=', site.id).where('version', '=', version).executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw await lockConflict(trx, await videoOf(trx, site.id, current.id));
        // A file the video no longer plays, and no other video uses, goes.
        const gone = current.file_id !== values.file_id ? await dropUnusedFiles(trx, site.id, [current.file_id]) : [];
        ctx.note({ detail: `修改短视频「${values.title}」（${current.id}，版本 ${version + 1}）` });
        return { result: { id: current.id, version: version + 1 }, dropped: gone };
      });
      // After the commit: a file whose row is gone is no longer served, so a failed unlink only leaves garbage.
      await removeStored(videoRoot(config.dataDir), dropped, ctx.request.log);
      return result;
    },
  }),

  // Allowed for 旧版 videos too: taking one off sale is not editing it.
  route<Record<string, never>, { ids: number[]; status: 0 | 1 }, { updated: number }>('smallVideoUpDown', {
    access: { permission: VIDEO_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: ID_ARRAY, status: oneOf([0, 1]) }, ['ids', 'status']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { ids, status } = ctx.body;
      const me = signedIn(ctx).account.id;
      return db.transaction().execute(async (trx) => {
        const rows = await videosOf(trx, site.id, ids);
        // The status is part of what the form saves: changing it moves the version (an open form
        // then gets the lock conflict instead of silently undoing it).
        const result = await trx.updateTable('short_videos')
          .set({ status, version: sql<number>`version + 1`, updated_by: me, updated_at: now() })
          .where('site_id', '=', site.id).where('id', 'in', ids).where('status', '!=', status).executeTakeFirst();
        const updated = Number(result.numUpdatedRows);
        ctx.note({ detail: `${status === 1 ? '上架' : '下架'}短视频 ${updated} 个：${titles(rows)}` });
        return { updated };
      });
    },
  }),

  // remove and reduction as every bin; destroy (below) also deletes the files no video uses any more.
  ...recycleRoutes({
    table: 'short_videos', access: { permission: VIDEO_KEY }, noun: '短视频', unit: '个',
    routes: { remove: { name: 'smallVideoRemove', ids: 'body' }, restore: { name: 'smallVideoRestore', ids: 'body' }, destroy: { name: 'smallVideoDestroy', ids: 'body' } },
  }).filter((r) => r.name !== 'smallVideoDestroy'),

  route<Record<string, never>, { ids: number[] }, { destroyed: number }>('smallVideoDestroy', {
    access: { permission: VIDEO_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: ID_ARRAY }, ['ids']) },
    async handler(ctx) {
      const { db, config } = ctx.deps;
      const site = await activeSite(ctx);
      const ids = unique(ctx.body.ids);
      const { rows, dropped } = await db.transaction().execute(async (trx) => {
        const found = await recordsOf(trx, 'short_videos', site.id, ids);
        if (found.some((r) => r.disabled !== 1)) throw new ApiError(400, RECYCLE_MSG.notInBin);
        const files = await trx.selectFrom('short_videos').select('file_id').where('site_id', '=', site.id).where('id', 'in', ids).execute();
        await trx.deleteFrom('short_videos').where('site_id', '=', site.id).where('id', 'in', ids).execute();
        return { rows: found, dropped: await dropUnusedFiles(trx, site.id, files.map((f) => f.file_id)) };
      });
      await removeStored(videoRoot(config.dataDir), dropped, ctx.request.log);
      ctx.note({ detail: `彻底删除短视频 ${rows.length} 个（视频文件 ${dropped.length} 个）：${titles(rows)}` });
      return { destroyed: rows.length };
    },
  }),
];

/** Fields the client left out (undefined) do not overwrite the stored ones. */
function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
