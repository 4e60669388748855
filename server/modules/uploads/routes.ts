// The upload host (issue 17 item 10): file/cos/auth issues a ticket and says where to put the
// bytes; file/upload takes them into our own store (no S3_* set); file/cos/finish checks what was
// stored (length, type by content) and registers it; file/view serves a finished local file.
// Every call is the caller's: the ticket is bound to its account and active site.
import fs from 'node:fs';
import { API_BASE, SERVICE_PREFIXES } from '../../../shared/domain/api/services';
import { API, endpointPath } from '../../../shared/domain/api/endpoints';
import { GALLERY_PICKER_KEYS } from '../../../shared/domain/permissions';
import {
  UPLOAD_HOST_LIMITS,
  UPLOAD_PURPOSES,
  UPLOAD_TYPES,
  UPLOADS_MSG,
  uploadLimitOf,
  type UploadAuthRequest,
  type UploadFinishRequest,
  type UploadRecord,
  type UploadTicket,
} from '../../../shared/domain/uploads';
import { ApiError } from '../../core/http/envelope';
import { PROVIDER_FAILED_CODE } from '../../core/providers/errors';
import { FileAnswer, route, type AnyRoute, type RouteContext } from '../../core/http/routeDef';
import { EMPTY, int, obj, oneOf, str } from '../../core/http/schemas';
import { secretBoxOf } from '../../core/services/secretBox';
import { activeSite } from '../../core/services/siteScope';
import { displayName, multipartRoute, receiveUpload, uploadsRoot } from '../../core/services/uploads';
import { presignPut, s3Inspect, s3PublicUrl } from './s3';
import { contentMatches, HEAD_BYTES, KEY_PATTERN, localInspect, localPath, localRoot, newKey } from './store';
import { issueTicket, readTicket, type TicketPayload } from './ticket';
import type { UploadsTable } from './tables';

const KEYS = [...GALLERY_PICKER_KEYS];

/** The public address of a file in our own store. */
export function localUrl(key: string): string {
  return `${API_BASE}${endpointPath(API.uploadView, SERVICE_PREFIXES)}?key=${encodeURIComponent(key)}`;
}

function accountOf(ctx: RouteContext<unknown, unknown>): number {
  return ctx.auth!.account.id;
}

/** The ticket's payload when it is this server's, unexpired, and the caller's (account and active site). */
function checkTicket(ctx: RouteContext<unknown, unknown>, ticket: string, siteId: number): TicketPayload {
  const payload = readTicket(secretBoxOf(ctx.deps.config), ticket);
  if (!payload || !KEY_PATTERN.test(payload.k)) throw new ApiError(400, UPLOADS_MSG.ticketInvalid);
  if (payload.a !== accountOf(ctx) || payload.s !== siteId) throw new ApiError(403, UPLOADS_MSG.ticketOther);
  if (ctx.deps.now() > payload.e) throw new ApiError(410, UPLOADS_MSG.ticketExpired);
  return payload;
}

function toRecord(row: Pick<UploadsTable, 'key' | 'name' | 'mime' | 'storage'> & { id: number; size: number | string }, publicUrl: (key: string) => string): UploadRecord {
  return { id: row.id, key: row.key, name: row.name, size: Number(row.size), mime: row.mime, storage: row.storage, url: publicUrl(row.key) };
}

export const uploadRoutes: AnyRoute[] = [
  route<Record<string, never>, UploadAuthRequest, UploadTicket>('uploadAuth', {
    access: { permission: KEYS },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({
        fileName: str(UPLOAD_HOST_LIMITS.fileName * 4),
        size: int(0, Number.MAX_SAFE_INTEGER),
        contentType: str(UPLOAD_HOST_LIMITS.contentType),
        purpose: oneOf(UPLOAD_PURPOSES),
      }, ['fileName', 'size', 'contentType', 'purpose']),
    },
    async handler(ctx) {
      const { db, config, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { purpose, size } = ctx.body;
      const contentType = ctx.body.contentType.trim().toLowerCase();
      const ext = Object.hasOwn(UPLOAD_TYPES[purpose], contentType) ? UPLOAD_TYPES[purpose][contentType] : null;
      if (!ext) throw new ApiError(415, UPLOADS_MSG.typeRefused(purpose));
      if (!ctx.body.fileName.trim()) throw new ApiError(400, UPLOADS_MSG.nameRequired);
      if (size === 0) throw new ApiError(400, UPLOADS_MSG.empty);
      if (size > uploadLimitOf(purpose)) throw new ApiError(413, UPLOADS_MSG.tooLarge(purpose));
      const name = displayName(ctx.body.fileName, ext, UPLOAD_HOST_LIMITS.fileName);
      const at = now();
      const key = newKey(site.id, at, ext);
      const storage = config.s3 ? 's3' : 'local';
      await db.insertInto('uploads').values({
        site_id: site.id, account_id: accountOf(ctx), key, name, size, mime: contentType, kind: purpose, storage, status: 'pending', created_at: at, finished_at: null,
      }).execute();
      const expiresAt = at + UPLOAD_HOST_LIMITS.ticketTtlMs;
      const ticket = issueTicket(secretBoxOf(config), { k: key, a: accountOf(ctx), s: site.id, z: size, t: contentType, p: purpose, e: expiresAt });
      const target: UploadTicket['target'] = config.s3
        ? { storage: 's3', method: 'PUT', ...presignPut(config.s3, key, contentType, size, at, UPLOAD_HOST_LIMITS.ticketTtlMs) }
        : { storage: 'local', method: 'POST', field: 'file' };
      ctx.note({ detail: `申请上传「${name}」（${contentType}，${size} 字节，${storage === 's3' ? '对象存储' : '本地存储'}）` });
      return { ticket, key, expiresAt, target };
    },
  }),

  multipartRoute(route<Record<string, never>, { ticket?: string }, { key: string; size: number }>('uploadPut', {
    access: { permission: KEYS },
    mutates: true,
    // multipart/form-data: `ticket` and the file in `file`. The body schema names the text field;
    // a JSON body passes it and is then refused as not multipart.
    schema: { querystring: EMPTY, body: obj({ ticket: str(UPLOAD_HOST_LIMITS.ticket) }) },
    async handler(ctx) {
      const { db, config } = ctx.deps;
      const site = await activeSite(ctx);
      if (config.s3) throw new ApiError(409, UPLOADS_MSG.ticketInvalid);
      const upload = await receiveUpload(ctx.request, uploadsRoot(config.dataDir), { ticket: (text: string) => text });
      try {
        const payload = checkTicket(ctx, upload.fields.ticket ?? '', site.id);
        const row = await db.selectFrom('uploads').select(['status', 'storage']).where('key', '=', payload.k).where('site_id', '=', site.id).executeTakeFirst();
        if (!row || row.status !== 'pending' || row.storage !== 'local') throw new ApiError(409, UPLOADS_MSG.ticketUsed);
        if (fs.existsSync(localPath(config.dataDir, payload.k))) throw new ApiError(409, UPLOADS_MSG.alreadyUploaded);
        const sniffed = upload.content.sniffed;
        if (sniffed.size !== payload.z) throw new ApiError(409, UPLOADS_MSG.sizeMismatch);
        const actual = payload.p === 'image' ? sniffed.image?.mime : sniffed.document?.mime;
        if (actual !== payload.t) throw new ApiError(415, UPLOADS_MSG.contentMismatch);
        await upload.content.place(localRoot(config.dataDir), payload.k);
        ctx.note({ detail: `上传文件（${payload.k}，${sniffed.size} 字节）` });
        return { key: payload.k, size: sniffed.size };
      } finally {
        // The spooled file, unless it was placed (then there is nothing left to remove).
        await upload.content.discard();
      }
    },
  })),

  route<Record<string, never>, UploadFinishRequest, UploadRecord>('uploadFinish', {
    access: { permission: KEYS },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ticket: str(UPLOAD_HOST_LIMITS.ticket), key: str(UPLOAD_HOST_LIMITS.key) }, ['ticket', 'key']) },
    async handler(ctx) {
      const { db, config, now } = ctx.deps;
      const site = await activeSite(ctx);
      const payload = checkTicket(ctx, ctx.body.ticket, site.id);
      if (payload.k !== ctx.body.key) throw new ApiError(400, UPLOADS_MSG.keyMismatch);
      const row = await db.selectFrom('uploads').selectAll().where('key', '=', payload.k).where('site_id', '=', site.id).executeTakeFirst();
      if (!row || row.status !== 'pending') throw new ApiError(409, UPLOADS_MSG.ticketUsed);
      let stored: { size: number; head: Buffer } | null;
      if (row.storage === 's3') {
        if (!config.s3) throw new ApiError(409, UPLOADS_MSG.storeFailed);
        try {
          stored = await s3Inspect(config.s3, row.key, HEAD_BYTES);
        } catch (err) {
          ctx.request.log.warn({ err }, 'S3 inspect failed');
          // An outside service failed (as a provider's failure): 424, never a 5xx; nothing was registered.
          throw new ApiError(PROVIDER_FAILED_CODE, UPLOADS_MSG.storeFailed);
        }
      } else {
        stored = await localInspect(config.dataDir, row.key);
      }
      if (!stored) throw new ApiError(409, UPLOADS_MSG.notUploaded);
      if (stored.size !== payload.z) throw new ApiError(409, UPLOADS_MSG.sizeMismatch);
      if (!contentMatches(payload.p, payload.t, stored.head, stored.size > stored.head.length)) throw new ApiError(415, UPLOADS_MSG.contentMismatch);
      const done = await db.updateTable('uploads').set({ status: 'done', finished_at: now() })
        .where('id', '=', row.id).where('status', '=', 'pending').executeTakeFirst();
      // Two finishes of one ticket at once: the database lets one through.
      if (Number(done.numUpdatedRows) !== 1) throw new ApiError(409, UPLOADS_MSG.ticketUsed);
      ctx.note({ detail: `完成上传「${row.name}」（${row.id}，${row.mime}，${stored.size} 字节）` });
      return toRecord(row, (key) => (row.storage === 's3' && config.s3 ? s3PublicUrl(config.s3, key) : localUrl(key)));
    },
  }),

  route<{ key: string }, undefined, FileAnswer>('uploadView', {
    access: { public: true },
    mutates: false,
    schema: { querystring: obj({ key: str(UPLOAD_HOST_LIMITS.key) }, ['key']) },
    async handler(ctx) {
      const { db, config } = ctx.deps;
      const key = ctx.query.key;
      if (!KEY_PATTERN.test(key)) throw new ApiError(404, UPLOADS_MSG.notFound);
      const row = await db.selectFrom('uploads').select(['name', 'mime', 'kind']).where('key', '=', key)
        .where('status', '=', 'done').where('storage', '=', 'local').executeTakeFirst();
      if (!row) throw new ApiError(404, UPLOADS_MSG.notFound);
      const full = localPath(config.dataDir, key);
      // Opened before answering: a file removed since is a 404 envelope, not a cut-off stream.
      const handle = await fs.promises.open(full, 'r').catch(() => null);
      if (!handle) throw new ApiError(404, UPLOADS_MSG.notFound);
      const ascii = row.name.replace(/[^\x20-\x7e]/g, '_');
      const inline = row.kind === 'image' || row.mime === 'video/mp4';
      return new FileAnswer(handle.createReadStream(), row.mime === 'text/plain' ? 'text/plain; charset=utf-8' : row.mime, row.name, ascii, inline ? 'inline' : 'attachment');
    },
  }),
];
