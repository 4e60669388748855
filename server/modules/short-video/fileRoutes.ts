// Video files: the upload (admin_cms/smallVideo/upload, multipart, small_video_list) and playback
// (smallVideo/play?file=…). Playback is public, as /uploads is: a <video> element cannot send the
// token, the site's pages play the same files, and a file is only found by its server-chosen
// 128-bit name. It answers byte ranges (206), so a player can seek without loading the whole file.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { VIDEO_MSG, type VideoFileInfo } from '../../../shared/domain/product';
import { ApiError } from '../../core/http/envelope';
import { FileAnswer, route, type AnyRoute } from '../../core/http/routeDef';
import { EMPTY, obj, str } from '../../core/http/schemas';
import { activeSite } from '../../core/services/siteScope';
import { displayName, multipartRoute, placeStored, removeStored, storedPath } from '../../core/services/uploads';
import { requestedRange } from '../../core/http/byteRange';
import { newVideoNames, receiveVideo, VIDEO_FILE_NAME, videoRoot } from './videoFiles';
import { playUrl, VIDEO_KEY } from './videos';

const RANGE_REFUSED = '请求的视频范围无效';

export const fileRoutes: AnyRoute[] = [
  multipartRoute(route<Record<string, never>, Record<string, never>, VideoFileInfo>('smallVideoUpload', {
    access: { permission: VIDEO_KEY },
    mutates: true,
    // multipart/form-data with one part, the file in `file`; a JSON body passes this schema and is
    // then refused as not multipart.
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const { db, config, now } = ctx.deps;
      const site = await activeSite(ctx);
      const root = videoRoot(config.dataDir);
      const video = await receiveVideo(ctx.request, root);
      const at = now();
      const names = newVideoNames(site.id, at, video.type);
      // Durable before its row exists; on failure neither name is left behind.
      await placeStored(root, names.stored, video.temp);
      const name = displayName(video.fileName, video.type.ext);
      let row: { id: number };
      try {
        row = await db.insertInto('short_video_files').values({
          site_id: site.id, name, file_name: names.fileName, stored: names.stored, mime: video.type.mime, bytes: video.bytes,
          duration_seconds: video.durationSeconds, created_at: at,
        }).returning('id').executeTakeFirstOrThrow();
      } catch (err) {
        await removeStored(root, [names.stored], ctx.request.log);
        throw err;
      }
      ctx.note({ detail: `上传短视频文件「${name}」（${row.id}，${video.type.mime}，${video.bytes} 字节，${video.durationSeconds} 秒）` });
      return { file_id: row.id, name, url: playUrl(names.fileName), mime: video.type.mime, bytes: video.bytes, duration_seconds: video.durationSeconds };
    },
  })),

  route<{ file: string }, undefined, FileAnswer>('smallVideoPlay', {
    access: { public: true },
    mutates: false,
    schema: { querystring: obj({ file: str(40, { pattern: VIDEO_FILE_NAME }) }, ['file']) },
    async handler(ctx) {
      const { db, config } = ctx.deps;
      const row = await db.selectFrom('short_video_files').select(['name', 'stored', 'mime']).where('file_name', '=', ctx.query.file).executeTakeFirst();
      if (!row) throw new ApiError(404, VIDEO_MSG.fileNotFound);
      const full = storedPath(videoRoot(config.dataDir), row.stored);
      const size = await fsp.stat(full).then((s) => s.size, () => null);
      if (size === null) throw new ApiError(404, VIDEO_MSG.fileNotFound);
      const { reply } = ctx;
      reply.header('Accept-Ranges', 'bytes');
      // The file can be deleted: a cache must ask again before using its copy.
      reply.header('Cache-Control', 'no-cache');
      const range = requestedRange(ctx.request.headers.range, size);
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${size}`);
        throw new ApiError(416, RANGE_REFUSED);
      }
      if (range) {
        reply.code(206);
        reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
        reply.header('Content-Length', range.end - range.start + 1);
      } else {
        reply.header('Content-Length', size);
      }
      const stream = fs.createReadStream(full, range ?? {});
      // Inline: the address opened in a tab plays the video (its type was checked by its bytes at upload).
      return new FileAnswer(stream, row.mime, row.name, row.name.replace(/[^\x20-\x7e]/g, '_'), 'inline');
    },
  }),
];
