// The server's own store of direct uploads (no S3_* set): DATA_DIR/file-host/<key>, where the key is
// "<site>/<yyyy-mm>/<32 hex>.<ext>" chosen by the server; and what both stores share: key naming and
// the check that the stored bytes are what the ticket declared (reusing core's upload sniffing).
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { imageSignature, sniffBuffer, storedPath } from '../../core/services/uploads';
import type { UploadPurpose } from '../../../shared/domain/uploads';

/** Folder under DATA_DIR, one sub-folder per site (backed up with the site's rows). */
export const LOCAL_FOLDER = 'file-host';
/** Bytes read from the start of a stored object to tell its type. */
export const HEAD_BYTES = 4096;
/** What a key looks like (file/view and the ticket refuse anything else). */
export const KEY_PATTERN = /^[1-9][0-9]{0,9}\/[0-9]{4}-[0-9]{2}\/[0-9a-f]{32}\.[a-z0-9]{2,4}$/;

export function localRoot(dataDir: string): string {
  return path.join(dataDir, LOCAL_FOLDER);
}

export function localPath(dataDir: string, key: string): string {
  return storedPath(localRoot(dataDir), key);
}

export function newKey(siteId: number, now: number, ext: string): string {
  const d = new Date(now);
  const month = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  return `${siteId}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

/** The local object's length and first bytes, or null when nothing was put there. */
export async function localInspect(dataDir: string, key: string): Promise<{ size: number; head: Buffer } | null> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(localPath(dataDir, key), 'r');
  } catch {
    return null;
  }
  try {
    const { size } = await handle.stat();
    const buf = Buffer.alloc(Math.min(HEAD_BYTES, size));
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return { size, head: buf.subarray(0, bytesRead) };
  } finally {
    await handle.close();
  }
}

/** Cuts a UTF-8 sequence the head split in two (a text's 4096th byte may fall inside a character). */
function wholeCharacters(head: Buffer): Buffer {
  for (let back = 1; back <= 3 && back <= head.length; back++) {
    const byte = head[head.length - back];
    if ((byte & 0xc0) === 0xc0) return head.subarray(0, head.length - back);
    if ((byte & 0xc0) !== 0x80) break;
  }
  return head;
}

const OOXML = new Set(['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);

/**
 * Whether the first bytes of the object are of the declared type, by content (never the name):
 * images by their signature, documents by core's sniffer. `partial`: the head is not the whole
 * object, so an Office file's part names may lie further in (a ZIP head is then enough for docx/xlsx).
 */
export function contentMatches(purpose: UploadPurpose, declared: string, head: Buffer, partial: boolean): boolean {
  if (purpose === 'image') return imageSignature(head)?.mime === declared;
  if (imageSignature(head)) return false;
  const sniffed = sniffBuffer(partial && declared === 'text/plain' ? wholeCharacters(head) : head).document?.mime;
  if (sniffed === declared) return true;
  return partial && OOXML.has(declared) && sniffed === 'application/zip';
}

/** Removes a local object (absent is fine). */
export async function localDelete(dataDir: string, key: string): Promise<void> {
  await fsp.rm(localPath(dataDir, key), { force: true });
}
