// Uploaded files (DESIGN §4: server-generated names and type checks). What a file is comes from
// its bytes only — the declared type and the client's file name never count: images by their
// signature and then by decoding them (sharp), documents by their signature (PDF, ZIP-based
// Office, OLE Office) or as plain UTF-8 text. SVG, HTML and anything else are refused.
// A request's file is streamed to a temporary file and sniffed chunk by chunk as it arrives (never
// held in memory whole, never judged by its first bytes only).
// Files live under DATA_DIR/uploads/<site>/<yyyy-mm>/<32 hex>.<ext>, written crash-safe (fsynced
// before their row is inserted), and are served read-only at /uploads/... with the stored type,
// nosniff, revalidation on every use (they can be deleted), byte ranges (a video seeks), and as
// attachments unless images or videos.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CONTENT_MSG, UPLOAD_LIMITS } from '../../../shared/domain/content';
import type { Database } from '../db/database';
import { requestedRange } from '../http/byteRange';
import { ApiError } from '../http/envelope';
import { contentDisposition, registerRoutes } from '../http/register';
import type { AnyRoute, AppDeps } from '../http/routeDef';
import { bufferReader, HEAD_BYTES as VIDEO_HEAD_BYTES, type ReadAt, videoDuration, VIDEO_TYPES, videoTypeOfHead } from './videoProbe';

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
  // A video for the site's pages (浮动视频, the editor's video): an MP4 by its `ftyp` box, its
  // structure confirmed once it is all in (videoDuration).
  mp4: { mime: 'video/mp4', ext: 'mp4', kind: 'file' },
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

// ---- telling a file's type from its bytes, chunk by chunk ------------------------------------------

/** Bytes of the head kept for the signatures: PNG's is 8, WebP looks at 8–11, an MP4's `ftyp` box may run to a few hundred. */
const HEAD_BYTES = VIDEO_HEAD_BYTES;

/** Part names that tell Office files from other containers: OOXML ZIP entries, OLE stream names. */
const MARKERS = {
  contentTypes: Buffer.from('[Content_Types].xml'),
  wordXml: Buffer.from('word/document.xml'),
  workbookXml: Buffer.from('xl/workbook.xml'),
  wordStream: utf16('WordDocument'),
  workbookStream: utf16('Workbook'),
  bookStream: utf16('Book\u0000'),
} as const;
type Marker = keyof typeof MARKERS;
const MARKER_NAMES = Object.keys(MARKERS) as Marker[];

/** Finds the MARKERS anywhere in a stream, also when one is split between two chunks. */
class MarkerScan {
  private readonly found = new Set<Marker>();
  private readonly overlap = Math.max(...MARKER_NAMES.map((m) => MARKERS[m].length)) - 1;
  private carry = Buffer.alloc(0);

  push(chunk: Buffer): void {
    // The previous chunk's tail joined to this chunk's start holds every marker split at the seam.
    const seam = Buffer.concat([this.carry, chunk.subarray(0, this.overlap)]);
    for (const name of MARKER_NAMES) {
      if (!this.found.has(name) && (seam.includes(MARKERS[name]) || chunk.includes(MARKERS[name]))) this.found.add(name);
    }
    const joined = chunk.length >= this.overlap ? chunk : Buffer.concat([this.carry, chunk]);
    // A copy: a view would keep the whole chunk alive.
    this.carry = Buffer.from(joined.subarray(Math.max(0, joined.length - this.overlap)));
  }

  has(name: Marker): boolean {
    return this.found.has(name);
  }
}

/** The end of a text that may be the start of a MARKUP match continued in the next chunk. */
const OPEN_TAG_TAIL = /^<\s*[!?a-z]{0,8}$/i;

/** Where an unfinished "<tag" starts at the end of the text (the text's length when there is none). */
function openTagStart(text: string): number {
  const at = text.lastIndexOf('<');
  return at >= 0 && OPEN_TAG_TAIL.test(text.slice(at)) ? at : text.length;
}

/**
 * Plain text, told chunk by chunk: valid UTF-8 (a character split between chunks is fine), no NUL
 * byte, and no MARKUP anywhere — a tag split between chunks included (the unfinished "<tag" at a
 * chunk's end is carried over, its whitespace squeezed so the carry stays a few characters).
 */
class TextScan {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private tail = '';
  private ok = true;

  push(chunk: Buffer): void {
    if (!this.ok) return;
    if (chunk.includes(0)) {
      this.ok = false;
      return;
    }
    this.decode(() => this.decoder.decode(chunk, { stream: true }), false);
  }

  /** True when everything pushed was plain text (an unfinished UTF-8 sequence at the end is not). */
  finish(): boolean {
    if (this.ok) this.decode(() => this.decoder.decode(), true);
    return this.ok;
  }

  private decode(next: () => string, last: boolean): void {
    let text: string;
    try {
      text = this.tail + next();
    } catch {
      this.ok = false;
      return;
    }
    const cut = last ? text.length : openTagStart(text);
    if (MARKUP.test(text.slice(0, cut))) this.ok = false;
    this.tail = text.slice(cut).replace(/\s+/g, ' ');
  }
}

/** What the bytes of an upload are. */
export interface Sniffed {
  size: number;
  /** The image format the signature announces (sharp still has to confirm it by decoding). */
  image: DetectedType | null;
  /** The document type when the bytes are none of the images but one of the accepted documents. */
  document: DetectedType | null;
}

/**
 * Looks at an upload as it streams in, every chunk once: the signature from the head, the Office
 * part names and the plain-text checks over the whole file. Nothing is kept but a few bytes.
 */
export class UploadSniffer {
  private head = Buffer.alloc(0);
  private size = 0;
  private readonly markers = new MarkerScan();
  private readonly text = new TextScan();

  push(chunk: Buffer): void {
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    this.size += chunk.length;
    // The part names only matter in containers (a few bytes in, the head tells whether it is one).
    if (this.head.length < SIG.ole.length || this.isContainer()) this.markers.push(chunk);
    this.text.push(chunk);
  }

  /** Bytes so far (to refuse an oversized image before the rest of it arrives). */
  get bytes(): number {
    return this.size;
  }

  /** The image format the head announces, once the head is in. */
  imageSoFar(): DetectedType | null {
    return imageSignature(this.head);
  }

  finish(): Sniffed {
    const image = imageSignature(this.head);
    return { size: this.size, image, document: image || this.size === 0 ? null : this.documentOf() };
  }

  private isContainer(): boolean {
    return startsWith(this.head, SIG.zipLocal) || startsWith(this.head, SIG.zipEmpty) || startsWith(this.head, SIG.ole);
  }

  private documentOf(): DetectedType | null {
    const head = this.head;
    const has = (m: Marker) => this.markers.has(m);
    const plain = this.text.finish();
    if (startsWith(head, SIG.pdf)) return FILE_TYPES.pdf;
    if (videoTypeOfHead(head)?.ext === 'mp4') return FILE_TYPES.mp4;
    if (startsWith(head, SIG.zipLocal) || startsWith(head, SIG.zipEmpty)) {
      // Office Open XML files are ZIP archives with a fixed part layout (the names appear in both
      // the local headers and the central directory).
      if (has('contentTypes') && has('wordXml')) return FILE_TYPES.docx;
      if (has('contentTypes') && has('workbookXml')) return FILE_TYPES.xlsx;
      return FILE_TYPES.zip;
    }
    if (startsWith(head, SIG.ole)) {
      // Compound files: Word keeps a "WordDocument" stream, Excel a "Workbook" (or older "Book");
      // other compound files (installers, PowerPoint, ...) are refused.
      if (has('wordStream')) return FILE_TYPES.doc;
      if (has('workbookStream') || has('bookStream')) return FILE_TYPES.xls;
      return null;
    }
    return plain ? FILE_TYPES.txt : null;
  }
}

/** What bytes held in memory are (the seed's files; a request's file is sniffed as it streams). */
export function sniffBuffer(buf: Buffer): Sniffed {
  const sniffer = new UploadSniffer();
  sniffer.push(buf);
  return sniffer.finish();
}

/** Decompression bombs: images above this many pixels are refused before they are decoded. */
export const IMAGE_PIXEL_LIMIT = 40_000_000;

/** Refusals with the contract's messages (CONTENT_MSG) first, so a client can match them. */
export const UPLOAD_MSG = {
  tooLarge: `${CONTENT_MSG.fileTooLarge}（图片不能超过 ${UPLOAD_LIMITS.imageBytes / 1024 / 1024} MB，其他文件不能超过 ${UPLOAD_LIMITS.fileBytes / 1024 / 1024} MB）`,
  typeRefused: `${CONTENT_MSG.fileTypeRefused}（仅支持 JPG、PNG、GIF、WebP 图片，以及 PDF、Word、Excel、ZIP、纯文本文件和 MP4 视频）`,
  corruptImage: `${CONTENT_MSG.fileTypeRefused}（图片已损坏，无法读取）`,
  corruptVideo: `${CONTENT_MSG.fileTypeRefused}（视频已损坏，无法读取时长）`,
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

/**
 * Crash safety: a row may only point at a file that is on disk for good. So a file is written
 * under a temporary name and fsynced, renamed into place, and its folder fsynced (the rename is
 * only durable then) — all before the caller inserts the row.
 */
export async function writeStored(root: string, stored: string, data: Buffer): Promise<void> {
  const full = storedPath(root, stored);
  const temp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
  await ensureFolder(path.dirname(full));
  try {
    await writeSynced(temp, data);
  } catch (err) {
    await fsp.rm(temp, { force: true });
    throw err;
  }
  await moveSynced(temp, full);
}

/** Moves an already synced temporary file (a spooled upload, on the same disk) to a stored name. */
export async function placeStored(root: string, stored: string, temp: string): Promise<void> {
  const full = storedPath(root, stored);
  await ensureFolder(path.dirname(full));
  await moveSynced(temp, full);
}

/** Renames temp to full and syncs full's folder; on failure neither name is left behind. */
async function moveSynced(temp: string, full: string): Promise<void> {
  try {
    await fsp.rename(temp, full);
    await syncFolder(path.dirname(full));
  } catch (err) {
    await fsp.rm(temp, { force: true });
    await fsp.rm(full, { force: true });
    throw err;
  }
}

/** A new file with these bytes, fsynced before it is closed. */
async function writeSynced(file: string, data: Buffer): Promise<void> {
  const handle = await fsp.open(file, 'wx');
  try {
    await writeAll(handle, data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeAll(handle: fsp.FileHandle, data: Buffer): Promise<void> {
  for (let done = 0; done < data.length;) {
    const { bytesWritten } = await handle.write(data, done, data.length - done);
    done += bytesWritten;
  }
}

/** fsync of a folder makes the names created or renamed in it durable (Windows cannot open folders). */
async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await fsp.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes a folder and its missing parents; each new folder's name is synced into its parent. */
async function ensureFolder(folder: string): Promise<void> {
  const first = await fsp.mkdir(folder, { recursive: true });
  if (!first) return;
  // From the new folder's parent up to the parent of the first folder made (the folder itself is
  // synced once a file has been renamed into it).
  for (let dir = path.dirname(folder); ; dir = path.dirname(dir)) {
    await syncFolder(dir);
    if (dir === path.dirname(first) || dir === path.dirname(dir)) break;
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

// ---- an upload's bytes ----------------------------------------------------------------------------

/** An upload's bytes and what they are: spooled to a temporary file (a request) or in memory (the seed). */
export interface UploadContent {
  sniffed: Sniffed;
  /** The bytes in memory: only for images, once their size is known to be within the image limit. */
  read(): Promise<Buffer>;
  /** Bytes at a position, without reading the rest (a video's headers). */
  readAt: ReadAt;
  /** Puts the bytes, durably, at a stored name. */
  place(root: string, stored: string): Promise<void>;
  /** Removes the temporary file when it was not placed (nothing to do for bytes in memory). */
  discard(): Promise<void>;
}

export function bufferContent(data: Buffer): UploadContent {
  return {
    sniffed: sniffBuffer(data),
    read: async () => data,
    readAt: bufferReader(data),
    place: (root, stored) => writeStored(root, stored, data),
    discard: async () => undefined,
  };
}

async function readFileAt(file: string, position: number, length: number): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const buf = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buf, 0, length, position);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A document's structure, where the head alone cannot tell it: an MP4 must have a readable duration. */
export async function confirmDocument(content: UploadContent): Promise<void> {
  const type = content.sniffed.document;
  if (type?.ext !== 'mp4') return;
  if ((await videoDuration(VIDEO_TYPES.mp4, content.readAt, content.sniffed.size)) === null) throw new ApiError(415, UPLOAD_MSG.corruptVideo);
}

function spooledContent(temp: string, sniffed: Sniffed): UploadContent {
  return {
    sniffed,
    read: () => fsp.readFile(temp),
    readAt: (position, length) => readFileAt(temp, position, length),
    place: (root, stored) => placeStored(root, stored, temp),
    discard: () => fsp.rm(temp, { force: true }),
  };
}

/** Spooled uploads wait here: on the same disk as the stored files, so placing one is a rename. */
const INCOMING = '.incoming';
/** A spooled file this old was left by a crash (no upload takes a day); younger ones may be in use. */
const INCOMING_STALE_MS = 24 * 3600_000;

async function incomingPath(root: string): Promise<string> {
  const folder = path.join(root, INCOMING);
  await fsp.mkdir(folder, { recursive: true });
  return path.join(folder, `${randomBytes(16).toString('hex')}.tmp`);
}

/** Removes spooled files a crash left behind (several processes may share the folder: old ones only). */
export async function sweepIncoming(root: string, now = Date.now()): Promise<void> {
  const folder = path.join(root, INCOMING);
  const names = await fsp.readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(folder, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs > INCOMING_STALE_MS) await fsp.rm(file, { force: true });
  }
}

/** Largest piece sniffed and written in one step: a big chunk is cut, so no step holds the loop long. */
const PIECE_BYTES = 64 * 1024;

type FileStream = AsyncIterable<Buffer> & { truncated?: boolean };

/** Streams a file part into a new, fsynced temporary file under the uploads root, sniffing every piece. */
async function spool(file: FileStream, root: string): Promise<UploadContent> {
  const temp = await incomingPath(root);
  const sniffer = new UploadSniffer();
  try {
    const handle = await fsp.open(temp, 'wx');
    try {
      await copySniffed(file, handle, sniffer);
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (err) {
    await fsp.rm(temp, { force: true });
    throw err;
  }
  return spooledContent(temp, sniffer.finish());
}

/**
 * Copies the part into the file piece by piece. Awaiting each write (a round trip through the
 * thread pool) gives the event loop back to other requests between pieces. Past a limit nothing
 * more is written, but the rest is still read: the form's other parts come after it.
 */
async function copySniffed(file: FileStream, handle: fsp.FileHandle, sniffer: UploadSniffer): Promise<void> {
  let refusal: ApiError | null = null;
  for await (const chunk of file) {
    for (let at = 0; at < chunk.length && !refusal; at += PIECE_BYTES) {
      const piece = chunk.subarray(at, at + PIECE_BYTES);
      sniffer.push(piece);
      refusal = overLimit(sniffer);
      if (!refusal) await writeAll(handle, piece);
    }
  }
  if (refusal) throw refusal;
  if (file.truncated) throw tooLarge();
}

/** An image is refused as soon as it passes the image limit (not only at the end, at 50 MB). */
function overLimit(sniffer: UploadSniffer): ApiError | null {
  const limit = sniffer.imageSoFar() ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.fileBytes;
  return sniffer.bytes > limit ? tooLarge() : null;
}

// ---- reading a multipart upload -----------------------------------------------------------------

/** Reads one text field of the form into its value, or throws a 400 that names the field. */
export type FieldRule<T> = (text: string) => T;
export type FieldRules = Record<string, FieldRule<unknown>>;
export type FieldValues<R extends FieldRules> = { [K in keyof R]?: ReturnType<R[K]> };

/** Canonical decimal integer text: no sign on 0, no leading zeros, blanks, exponents, hex or fractions; ≤ 15 digits (exact as a double). */
const INTEGER_TEXT = /^(?:0|-?[1-9][0-9]{0,14})$/;

/** A whole-number field: canonical decimal text ("0", "42"; never "", " 1", "01", "-0", "1e3", "0x10", "1.5") in [min, max]. */
export function integerField(min: number, max: number, message: string): FieldRule<number> {
  return (text) => {
    const n = INTEGER_TEXT.test(text) ? Number(text) : NaN;
    if (!(n >= min && n <= max)) throw new ApiError(400, message);
    return n;
  };
}

export interface ReceivedUpload<F = Record<string, unknown>> {
  content: UploadContent;
  /** The client's file name: a display name only. */
  fileName: string;
  /** The form's other fields, read by their rules. */
  fields: F;
}

/** Multipart errors of @fastify/multipart and busboy → 4xx answers with a Chinese message. */
function multipartFailure(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  // The disk failing while a file is spooled is the server's fault, not a malformed form.
  if (err instanceof Error && 'syscall' in err) return err;
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

/** A text part: one of the rules' fields, given once, read by its rule. */
function fieldValue(part: { fieldname: string; value: unknown; valueTruncated: boolean }, rules: FieldRules, seen: Record<string, unknown>): unknown {
  const name = part.fieldname;
  if (!Object.hasOwn(rules, name)) throw new ApiError(400, `不支持的参数：${printable(name)}`);
  if (Object.hasOwn(seen, name)) throw new ApiError(400, `参数 ${name} 重复`);
  if (part.valueTruncated) throw new ApiError(400, `参数 ${name} 过长`);
  return rules[name](String(part.value ?? ''));
}

/**
 * Reads a one-file multipart form: the `file` part streamed to a temporary file under the uploads
 * root (at most UPLOAD_LIMITS.fileBytes, an image at most imageBytes) and sniffed as it arrives, and
 * the fields the rules name, each read by its rule as it arrives. The caller owns the temporary
 * file (content.discard()); when this throws, nothing is left behind.
 */
export async function receiveUpload<R extends FieldRules>(request: FastifyRequest, root: string, rules: R): Promise<ReceivedUpload<FieldValues<R>>> {
  if (!request.isMultipart()) throw new ApiError(415, UPLOAD_MSG.notMultipart);
  const count = Object.keys(rules).length;
  let file: { content: UploadContent; fileName: string } | null = null;
  const fields: Record<string, unknown> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: 1, fields: count, parts: count + 1, fieldNameSize: 100, fieldSize: 1000, headerPairs: 20 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new ApiError(400, `不支持的参数：${printable(part.fieldname)}`);
        }
        file = { content: await spool(part.file, root), fileName: part.filename ?? '' };
      } else {
        fields[part.fieldname] = fieldValue(part, rules, fields);
      }
    }
  } catch (err) {
    await file?.content.discard();
    throw multipartFailure(err);
  }
  if (!file) throw new ApiError(400, UPLOAD_MSG.noFile);
  if (file.content.sniffed.size === 0) {
    await file.content.discard();
    throw new ApiError(400, UPLOAD_MSG.empty);
  }
  return { content: file.content, fileName: file.fileName, fields: fields as FieldValues<R> };
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
    await sweepIncoming(uploadsRoot(deps.config.dataDir));
    // Limits are set per call (receiveUpload); these are the fallbacks.
    await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: 1, parts: 10 } });
    registerRoutes(scope, routes, deps);
  });
}

/**
 * These files can be deleted: a cache may keep them but must ask again before every use (a cheap
 * 304 while the file exists, 404 once it is gone) — never "immutable" for a year.
 */
const REVALIDATE = 'no-cache';
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
      reply.header('Cache-Control', REVALIDATE);
      reply.header('ETag', etag);
      reply.header('Last-Modified', stat.mtime.toUTCString());
      reply.header('X-Content-Type-Options', 'nosniff');
      // Pictures and videos are shown by the site's pages; documents download.
      if (found.kind === 'image' || found.mime === 'video/mp4') {
        reply.header('Content-Disposition', 'inline');
      } else {
        const ascii = found.name.replace(/[^\x20-\x7e]/g, '_');
        reply.header('Content-Disposition', contentDisposition(found.name, ascii));
      }
      if (notModified(request, etag, stat.mtime)) return reply.code(304).send();
      reply.type(found.mime === 'text/plain' ? 'text/plain; charset=utf-8' : found.mime);
      reply.header('Accept-Ranges', 'bytes');
      // A range of a file that changed since (If-Range with another tag) is answered whole.
      const ifRange = request.headers['if-range'];
      const range = ifRange === undefined || ifRange === etag ? requestedRange(request.headers.range, stat.size) : null;
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${stat.size}`);
        return reply.code(416).send();
      }
      if (range) {
        reply.code(206);
        reply.header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
        reply.header('Content-Length', range.end - range.start + 1);
        return reply.send(fs.createReadStream(full, range));
      }
      reply.header('Content-Length', stat.size);
      return reply.send(fs.createReadStream(full));
    },
  });
}

/**
 * A conditional GET the client's copy satisfies (RFC 9110 §13.2.2): If-None-Match when sent
 * (a list, weak tags compared weakly, or *), else If-Modified-Since to the second.
 */
function notModified(request: FastifyRequest, etag: string, mtime: Date): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined) {
    const tags = match.split(',').map((t) => t.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}
