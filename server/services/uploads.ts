// Uploaded files (DESIGN §4: server-generated names and type checks). What a file is comes from
// its bytes only — the declared type and the client's file name never count: images by their
// signature and then by decoding them (sharp), documents by their signature (PDF, ZIP-based
// Office, OLE Office) or as plain UTF-8 text. SVG, HTML and anything else are refused.
// Files live under DATA_DIR/uploads/<site>/<yyyy-mm>/<32 hex>.<ext> and are served read-only at
// /uploads/... with the stored type, nosniff, a long cache, and as attachments unless images.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CONTENT_MSG, UPLOAD_LIMITS } from '../../shared/domain/content';
import type { Database } from '../db/database';
import { ApiError } from '../http/envelope';
import { contentDisposition, registerRoutes } from '../http/register';
import type { AnyRoute, AppDeps } from '../http/routeDef';

export type FileKind = 'image' | 'file';

export interface DetectedType {
  mime: string;
  ext: string;
  kind: FileKind;
}

const IMAGE_TYPES: Record<string, DetectedType> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg', kind: 'image' },
  png: { mime: 'image/png', ext: 'png', kind: 'image' },
  gif: { mime: 'image/gif', ext: 'gif', kind: 'image' },
  webp: { mime: 'image/webp', ext: 'webp', kind: 'image' },
};

const FILE_TYPES = {
  pdf: { mime: 'application/pdf', ext: 'pdf', kind: 'file' },
  zip: { mime: 'application/zip', ext: 'zip', kind: 'file' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', kind: 'file' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', kind: 'file' },
  doc: { mime: 'application/msword', ext: 'doc', kind: 'file' },
  xls: { mime: 'application/vnd.ms-excel', ext: 'xls', kind: 'file' },
  txt: { mime: 'text/plain', ext: 'txt', kind: 'file' },
} as const satisfies Record<string, DetectedType>;

/** Every extension the server ever writes (the /uploads route refuses any other name). */
export const STORED_EXTENSIONS = [...Object.values(IMAGE_TYPES), ...Object.values(FILE_TYPES)].map((t) => t.ext);

const startsWith = (buf: Buffer, bytes: readonly number[], at = 0) => buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

const SIG = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  gif87: ascii('GIF87a'),
  gif89: ascii('GIF89a'),
  riff: ascii('RIFF'),
  webp: ascii('WEBP'),
  pdf: ascii('%PDF-'),
  zipLocal: [0x50, 0x4b, 0x03, 0x04],
  zipEmpty: [0x50, 0x4b, 0x05, 0x06],
  ole: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
} as const;

/** The image format the signature announces (sharp confirms it by decoding). */
export function imageSignature(buf: Buffer): DetectedType | null {
  if (startsWith(buf, SIG.jpeg)) return IMAGE_TYPES.jpeg;
  if (startsWith(buf, SIG.png)) return IMAGE_TYPES.png;
  if (startsWith(buf, SIG.gif87) || startsWith(buf, SIG.gif89)) return IMAGE_TYPES.gif;
  if (startsWith(buf, SIG.riff) && startsWith(buf, SIG.webp, 8)) return IMAGE_TYPES.webp;
  return null;
}

/** sharp's format name → our type, for the four image formats accepted. */
export function imageTypeOfFormat(format: string | undefined): DetectedType | null {
  return format && Object.hasOwn(IMAGE_TYPES, format) ? IMAGE_TYPES[format] : null;
}

const utf16 = (text: string) => Buffer.from(text, 'utf16le');

/** Markup a browser could be talked into rendering: never accepted, not even as text. */
const MARKUP = /<\s*(?:!doctype|html|head|body|svg|script|iframe|object|embed|\?xml|xml|math|style|link|meta|base|form|img)\b/i;

/** A non-image file of UPLOAD_LIMITS.fileTypes, told by its bytes; null when it is none of them. */
export function documentType(buf: Buffer): DetectedType | null {
  if (buf.length === 0) return null;
  if (startsWith(buf, SIG.pdf)) return FILE_TYPES.pdf;
  if (startsWith(buf, SIG.zipLocal) || startsWith(buf, SIG.zipEmpty)) {
    // Office Open XML files are ZIP archives with a fixed part layout (the names appear in both the
    // local headers and the central directory).
    if (buf.includes('[Content_Types].xml')) {
      if (buf.includes('word/document.xml')) return FILE_TYPES.docx;
      if (buf.includes('xl/workbook.xml')) return FILE_TYPES.xlsx;
    }
    return FILE_TYPES.zip;
  }
  if (startsWith(buf, SIG.ole)) {
    // Compound files: Word keeps a "WordDocument" stream, Excel a "Workbook" (or older "Book");
    // other compound files (installers, PowerPoint, ...) are refused.
    if (buf.includes(utf16('WordDocument'))) return FILE_TYPES.doc;
    if (buf.includes(utf16('Workbook')) || buf.includes(utf16('Book\u0000'))) return FILE_TYPES.xls;
    return null;
  }
  if (isPlainText(buf)) return FILE_TYPES.txt;
  return null;
}

/** Valid UTF-8, no NUL byte, and nothing that looks like HTML, SVG or XML. */
export function isPlainText(buf: Buffer): boolean {
  if (buf.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return false;
  }
  return !MARKUP.test(text.slice(0, 8192));
}

/** Decompression bombs: images above this many pixels are refused before they are decoded. */
export const IMAGE_PIXEL_LIMIT = 40_000_000;

/** Refusals with the contract's messages (CONTENT_MSG) first, so a client can match them. */
export const UPLOAD_MSG = {
  tooLarge: `${CONTENT_MSG.fileTooLarge}（图片不能超过 ${UPLOAD_LIMITS.imageBytes / 1024 / 1024} MB，其他文件不能超过 ${UPLOAD_LIMITS.fileBytes / 1024 / 1024} MB）`,
  typeRefused: `${CONTENT_MSG.fileTypeRefused}（仅支持 JPG、PNG、GIF、WebP 图片，以及 PDF、Word、Excel、ZIP、纯文本文件）`,
  corruptImage: `${CONTENT_MSG.fileTypeRefused}（图片已损坏，无法读取）`,
  tooManyPixels: `${CONTENT_MSG.fileTooLarge}（图片像素过多，宽×高不能超过 ${IMAGE_PIXEL_LIMIT / 10_000} 万）`,
  empty: '上传的文件为空',
  noFile: '请选择要上传的文件（文件字段名 file）',
  notMultipart: '请使用 multipart/form-data 上传文件（文件字段名 file）',
  oneFile: '一次只能上传一个文件',
  tooManyFields: '上传表单的字段过多',
  malformed: '上传数据格式不正确（multipart/form-data 不完整或已损坏）',
} as const;

export function tooLarge(): ApiError {
  return new ApiError(413, UPLOAD_MSG.tooLarge);
}

export function typeRefused(message: string = UPLOAD_MSG.typeRefused): ApiError {
  return new ApiError(415, message);
}

// ---- storage -----------------------------------------------------------------------------------

export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export interface StoredNames {
  /** "<site>/<yyyy-mm>/<hex>.<ext>", relative to the uploads root. */
  stored: string;
  url: string;
  /** Images only. */
  thumbStored: string | null;
  thumbUrl: string;
}

/** Server-chosen names: the site, the month (server local time), 128 random bits and our extension. */
export function newStoredNames(siteId: number, now: number, type: DetectedType): StoredNames {
  const d = new Date(now);
  const month = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  const hex = randomBytes(16).toString('hex');
  const base = `${siteId}/${month}/${hex}`;
  const stored = `${base}.${type.ext}`;
  const thumbStored = type.kind === 'image' ? `${base}_thumb.webp` : null;
  return { stored, url: UPLOADS_URL_PREFIX + stored, thumbStored, thumbUrl: thumbStored ? UPLOADS_URL_PREFIX + thumbStored : '' };
}

/** The absolute path of a stored name; refuses anything that would leave the uploads root. */
export function storedPath(root: string, stored: string): string {
  const full = path.resolve(root, stored);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`非法的存储路径：${stored}`);
  return full;
}

/** Writes through a temporary name and renames, so a half-written file is never served. */
export async function writeStored(root: string, stored: string, data: Buffer): Promise<void> {
  const full = storedPath(root, stored);
  await fsp.mkdir(path.dirname(full), { recursive: true });
  const temp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fsp.writeFile(temp, data, { flag: 'wx' });
    await fsp.rename(temp, full);
  } catch (err) {
    await fsp.rm(temp, { force: true });
    throw err;
  }
}

/** Removes stored files; a file already gone is not an error. */
export async function removeStored(root: string, storedNames: readonly string[], log?: { error(obj: unknown, msg: string): void }): Promise<void> {
  for (const stored of storedNames) {
    try {
      await fsp.rm(storedPath(root, stored), { force: true });
    } catch (err) {
      log?.error({ err, stored }, '删除上传文件失败');
    }
  }
}

export function storedOfUrl(url: string): string | null {
  return url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : null;
}

// ---- reading a multipart upload -----------------------------------------------------------------

export interface ReceivedUpload {
  data: Buffer;
  /** The client's file name: a display name only. */
  fileName: string;
  /** The non-file fields, as text. */
  fields: Record<string, string>;
}

/** Multipart errors of @fastify/multipart and busboy → 4xx answers with a Chinese message. */
function multipartFailure(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: string })?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return new ApiError(400, UPLOAD_MSG.oneFile);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError(400, UPLOAD_MSG.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, UPLOAD_MSG.notMultipart);
    default:
      // Boundary missing, truncated parts, malformed headers, a premature close, ...
      return new ApiError(400, UPLOAD_MSG.malformed);
  }
}

/**
 * Reads a one-file multipart form: the `file` part into memory (at most UPLOAD_LIMITS.fileBytes;
 * the larger the limit of any accepted type), the named text fields, nothing else.
 */
export async function receiveUpload(request: FastifyRequest, allowedFields: readonly string[]): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new ApiError(415, UPLOAD_MSG.notMultipart);
  let file: { data: Buffer; fileName: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: 1, fields: allowedFields.length, parts: allowedFields.length + 1, fieldNameSize: 100, fieldSize: 1000, headerPairs: 20 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new ApiError(400, `不支持的参数：${printable(part.fieldname)}`);
        }
        const data = await part.toBuffer();
        file = { data, fileName: part.filename ?? '' };
      } else {
        if (!allowedFields.includes(part.fieldname)) throw new ApiError(400, `不支持的参数：${printable(part.fieldname)}`);
        if (Object.hasOwn(fields, part.fieldname)) throw new ApiError(400, `参数 ${part.fieldname} 重复`);
        if (part.valueTruncated) throw new ApiError(400, `参数 ${part.fieldname} 过长`);
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    throw multipartFailure(err);
  }
  if (!file) throw new ApiError(400, UPLOAD_MSG.noFile);
  if (file.data.length === 0) throw new ApiError(400, UPLOAD_MSG.empty);
  return { data: file.data, fileName: file.fileName, fields };
}

function printable(text: string): string {
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean;
}

/** A display name from the client's file name: no folders, no control characters, ≤ max chars. */
export function displayName(fileName: string, fallbackExt: string, max = 100): string {
  const base = fileName.replace(/\\/g, '/').split('/').pop() ?? '';
  const clean = [...base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim()];
  if (clean.length === 0) return `未命名.${fallbackExt}`;
  if (clean.length <= max) return clean.join('');
  // Keep the extension when shortening.
  const text = clean.join('');
  const dot = text.lastIndexOf('.');
  const ext = dot > 0 && text.length - dot <= 10 ? [...text.slice(dot)] : [];
  return clean.slice(0, max - ext.length).join('') + ext.join('');
}

// ---- multipart routes and the /uploads files ----------------------------------------------------

const MULTIPART_ROUTES = new WeakSet<AnyRoute>();

/** Marks a route as taking multipart/form-data (mounted in its own scope with the parser). */
export function multipartRoute<T extends AnyRoute>(def: T): T {
  MULTIPART_ROUTES.add(def);
  return def;
}

export function isMultipartRoute(def: AnyRoute): boolean {
  return MULTIPART_ROUTES.has(def);
}

/**
 * Mounts the multipart routes in an encapsulated scope: only they get the multipart parser, so
 * every other POST route still refuses multipart bodies as an unsupported media type. They keep
 * the app's JSON parser, validation, access, audit and error handling (inherited).
 */
export async function registerMultipartRoutes(app: FastifyInstance, routes: readonly AnyRoute[], deps: AppDeps): Promise<void> {
  if (routes.length === 0) return;
  await app.register(async (scope) => {
    // Limits are set per call (receiveUpload); these are the fallbacks.
    await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: 1, parts: 10 } });
    registerRoutes(scope, routes, deps);
  });
}

const LONG_CACHE = 'public, max-age=31536000, immutable';
const FILE_NAME = new RegExp(`^[0-9a-f]{32}(_thumb)?\\.(${STORED_EXTENSIONS.join('|')})$`);

interface ServedFile {
  name: string;
  mime: string;
  kind: FileKind;
}

async function servedFile(db: Kysely<Database>, url: string, thumb: boolean): Promise<ServedFile | null> {
  const row = await db.selectFrom('images').select(['name', 'mime', 'kind', 'thumb_url', 'url'])
    .where(thumb ? 'thumb_url' : 'url', '=', url).executeTakeFirst();
  if (!row) return null;
  return thumb ? { name: row.name, mime: 'image/webp', kind: 'image' } : { name: row.name, mime: row.mime, kind: row.kind };
}

/**
 * GET /uploads/<site>/<yyyy-mm>/<name>: read-only, public (the site's pages show these files).
 * Only names the server wrote and still has a row for are served; the type is the stored one.
 */
export function registerUploadFiles(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'config'>): void {
  const root = uploadsRoot(deps.config.dataDir);
  app.route({
    method: 'GET',
    url: '/uploads/:site/:month/:file',
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const { site, month, file } = request.params as { site: string; month: string; file: string };
      if (!/^[1-9][0-9]{0,9}$/.test(site) || !/^[0-9]{4}-[0-9]{2}$/.test(month) || !FILE_NAME.test(file)) return reply.callNotFound();
      const stored = `${site}/${month}/${file}`;
      const found = await servedFile(deps.db, UPLOADS_URL_PREFIX + stored, file.includes('_thumb.'));
      if (!found) return reply.callNotFound();
      const full = storedPath(root, stored);
      let stat: fs.Stats;
      try {
        stat = await fsp.stat(full);
      } catch {
        return reply.callNotFound();
      }
      const etag = `"${file.slice(0, file.indexOf('.'))}-${stat.size}"`;
      reply.header('Cache-Control', LONG_CACHE);
      reply.header('ETag', etag);
      reply.header('Last-Modified', stat.mtime.toUTCString());
      reply.header('X-Content-Type-Options', 'nosniff');
      if (found.kind === 'image') {
        reply.header('Content-Disposition', 'inline');
      } else {
        const ascii = found.name.replace(/[^\x20-\x7e]/g, '_');
        reply.header('Content-Disposition', contentDisposition(found.name, ascii));
      }
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.type(found.mime === 'text/plain' ? 'text/plain; charset=utf-8' : found.mime);
      reply.header('Content-Length', stat.size);
      return reply.send(fs.createReadStream(full));
    },
  });
}
