// Uploaded video files: received from a multipart form (one part, `file`), streamed to a temporary
// file and judged by their bytes as they arrive — refused at the head when they are not an MP4 or a
// WebM, refused past 200 MB — then their duration is read from the file on disk and they are moved,
// durably, to DATA_DIR/short-video/<site>/<yyyy-mm>/<32 hex>.<ext> (the image library's naming and
// crash safety: core/services/uploads.ts). Never held in memory whole.
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MSG } from '../../../shared/domain/messages';
import { VIDEO_LIMITS, VIDEO_MSG } from '../../../shared/domain/product';
import { ApiError } from '../../core/http/envelope';
import { sweepIncoming, UPLOAD_MSG } from '../../core/services/uploads';
import { HEAD_BYTES, videoDuration, videoTypeOfHead, type VideoType } from '../../core/services/videoProbe';

/** Where the module keeps its files, apart from the image library's uploads. */
export function videoRoot(dataDir: string): string {
  return path.join(dataDir, 'short-video');
}

export interface ReceivedVideo {
  /** The synced temporary file; the caller places or discards it. */
  temp: string;
  bytes: number;
  type: VideoType;
  durationSeconds: number;
  /** The client's file name: a display name only. */
  fileName: string;
}

const tooLarge = () => new ApiError(413, VIDEO_MSG.fileTooLarge);
const typeRefused = () => new ApiError(415, VIDEO_MSG.fileTypeRefused);

type FileStream = AsyncIterable<Buffer> & { truncated?: boolean };

const swept = new Set<string>();

async function newTemp(root: string): Promise<string> {
  const folder = path.join(root, '.incoming');
  await fsp.mkdir(folder, { recursive: true });
  // Left by a crash: removed once per process and root, the first time one is needed.
  if (!swept.has(root)) {
    swept.add(root);
    await sweepIncoming(root);
  }
  return path.join(folder, `${randomBytes(16).toString('hex')}.tmp`);
}

async function writeAll(handle: fsp.FileHandle, data: Buffer): Promise<void> {
  for (let done = 0; done < data.length;) done += (await handle.write(data, done, data.length - done)).bytesWritten;
}

/**
 * Streams the part to a temporary file. The type is told as soon as the head is in; a refused
 * file is not written further, but the rest of the request is still read (so the answer is not a
 * connection reset).
 */
async function spool(file: FileStream, root: string): Promise<{ temp: string; bytes: number; type: VideoType }> {
  const temp = await newTemp(root);
  let head = Buffer.alloc(0);
  let type: VideoType | null | undefined;
  let bytes = 0;
  let refusal: ApiError | null = null;
  try {
    const handle = await fsp.open(temp, 'wx');
    try {
      for await (const chunk of file) {
        if (refusal) continue;
        bytes += chunk.length;
        if (bytes > VIDEO_LIMITS.fileBytes) {
          refusal = tooLarge();
          continue;
        }
        if (type === undefined) {
          head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          if (head.length >= HEAD_BYTES) type = videoTypeOfHead(head);
          if (type === null) {
            refusal = typeRefused();
            continue;
          }
        }
        await writeAll(handle, chunk);
      }
      if (refusal) throw refusal;
      if (file.truncated) throw tooLarge();
      // A file shorter than the head: judged whole.
      if (type === undefined) type = bytes > 0 ? videoTypeOfHead(head) : null;
      if (bytes === 0) throw new ApiError(400, UPLOAD_MSG.empty);
      if (!type) throw typeRefused();
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (err) {
    await fsp.rm(temp, { force: true });
    throw err;
  }
  return { temp, bytes, type };
}

/** The duration from the spooled file's headers (positioned reads), or a refusal naming it broken. */
async function durationOf(temp: string, type: VideoType, bytes: number): Promise<number> {
  const handle = await fsp.open(temp, 'r');
  try {
    const seconds = await videoDuration(type, async (position, length) => {
      const buf = Buffer.alloc(Math.max(0, Math.min(length, bytes - position)));
      if (buf.length === 0) return buf;
      const { bytesRead } = await handle.read(buf, 0, buf.length, position);
      return buf.subarray(0, bytesRead);
    }, bytes);
    if (seconds === null) throw new ApiError(415, VIDEO_MSG.fileCorrupt);
    return seconds;
  } finally {
    await handle.close();
  }
}

/** Multipart and busboy failures → a 4xx with a Chinese message (the file's own limits named). */
function failure(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  // The disk failing is the server's fault, not a malformed form.
  if (err instanceof Error && 'syscall' in err) return err;
  switch ((err as { code?: string })?.code) {
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
      return new ApiError(400, UPLOAD_MSG.malformed);
  }
}

const printable = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, '?').slice(0, 40);

/**
 * Reads a one-file form (the field `file`, nothing else): the video spooled, typed and timed.
 * When this throws, nothing is left behind; otherwise the caller owns `temp`.
 */
export async function receiveVideo(request: FastifyRequest, root: string): Promise<ReceivedVideo> {
  if (!request.isMultipart()) throw new ApiError(415, UPLOAD_MSG.notMultipart);
  let got: { temp: string; bytes: number; type: VideoType; fileName: string } | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: VIDEO_LIMITS.fileBytes, files: 1, fields: 1, parts: 2, fieldNameSize: 100, fieldSize: 1000, headerPairs: 20 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file') {
        if (part.type === 'file') part.file.resume();
        throw new ApiError(400, `${MSG.unknownField}：${printable(part.fieldname)}`);
      }
      got = { ...(await spool(part.file, root)), fileName: part.filename ?? '' };
    }
  } catch (err) {
    if (got) await fsp.rm(got.temp, { force: true });
    throw failure(err);
  }
  if (!got) throw new ApiError(400, UPLOAD_MSG.noFile);
  try {
    return { ...got, durationSeconds: await durationOf(got.temp, got.type, got.bytes) };
  } catch (err) {
    await fsp.rm(got.temp, { force: true });
    throw err;
  }
}

/** Server-chosen names: the site, the month (server local time), 128 random bits and the type's extension. */
export function newVideoNames(siteId: number, now: number, type: VideoType): { fileName: string; stored: string } {
  const d = new Date(now);
  const month = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  const fileName = `${randomBytes(16).toString('hex')}.${type.ext}`;
  return { fileName, stored: `${siteId}/${month}/${fileName}` };
}

/** What a stored file's name looks like (the playback address's `file`). */
export const VIDEO_FILE_NAME = '^[0-9a-f]{32}\\.(mp4|webm)$';
