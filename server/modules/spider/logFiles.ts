// Log files on disk: an upload (or an ingest call's body) is streamed to DATA_DIR/spider/<site>/
// under a server-chosen name while its SHA-256 and size are taken — never held in memory whole —
// and removed once its import is over.
import { createHash, randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { SPIDER_MSG } from '../../../shared/domain/spider/rules';
import { ApiError } from '../../core/http/envelope';
import { UPLOAD_MSG } from '../../core/services/uploads';

export function logsRoot(dataDir: string): string {
  return path.join(dataDir, 'spider');
}

/** The absolute path of a stored name ("<site>/<hex>.log"), refusing anything else. */
export function logPath(dataDir: string, stored: string): string {
  if (!/^[1-9][0-9]{0,9}\/[0-9a-f]{32}\.log$/.test(stored)) throw new ApiError(400, '日志文件名无效');
  return path.join(logsRoot(dataDir), stored);
}

export interface ReceivedLog {
  stored: string;
  fileName: string;
  sha256: string;
  bytes: number;
  fields: Record<string, string>;
}

/**
 * Reads a multipart form of one `file` part and the named text fields; the file is written to a
 * new stored name as it arrives. Past maxBytes the upload is refused (and nothing is kept).
 */
export async function receiveLog(request: FastifyRequest, dataDir: string, siteFolder: string, maxBytes: number, fieldNames: readonly string[]): Promise<ReceivedLog> {
  if (!request.isMultipart()) throw new ApiError(415, UPLOAD_MSG.notMultipart);
  const folder = path.join(logsRoot(dataDir), siteFolder);
  await fsp.mkdir(folder, { recursive: true });
  const stored = `${siteFolder}/${randomBytes(16).toString('hex')}.log`;
  const full = path.join(logsRoot(dataDir), stored);
  const fields: Record<string, string> = {};
  let file: { fileName: string; sha256: string; bytes: number } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: fieldNames.length, parts: fieldNames.length + 1, fieldNameSize: 100, fieldSize: 1000, headerPairs: 20 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new ApiError(400, `不支持的参数：${part.fieldname.slice(0, 40)}`);
        }
        const hash = createHash('sha256');
        let bytes = 0;
        const handle = await fsp.open(full, 'wx');
        try {
          for await (const chunk of part.file as AsyncIterable<Buffer>) {
            hash.update(chunk);
            bytes += chunk.length;
            await handle.write(chunk);
          }
        } finally {
          await handle.close();
        }
        if ((part.file as { truncated?: boolean }).truncated) throw new ApiError(413, SPIDER_MSG.tooLarge);
        file = { fileName: part.filename ?? '', sha256: hash.digest('hex'), bytes };
      } else {
        if (!fieldNames.includes(part.fieldname)) throw new ApiError(400, `不支持的参数：${part.fieldname.slice(0, 40)}`);
        if (Object.hasOwn(fields, part.fieldname)) throw new ApiError(400, `参数 ${part.fieldname} 重复`);
        if (part.valueTruncated) throw new ApiError(400, `参数 ${part.fieldname} 过长`);
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    await fsp.rm(full, { force: true });
    throw multipartRefusal(err);
  }
  if (!file) throw new ApiError(400, UPLOAD_MSG.noFile);
  if (file.bytes === 0) {
    await fsp.rm(full, { force: true });
    throw new ApiError(400, UPLOAD_MSG.empty);
  }
  return { stored, ...file, fields };
}

function multipartRefusal(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  if (err instanceof Error && 'syscall' in err) return err;
  switch ((err as { code?: string })?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, SPIDER_MSG.tooLarge);
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
