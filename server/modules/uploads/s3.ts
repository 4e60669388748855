// The S3-compatible store (S3_* configured): presigned PUT addresses for the browser, and the
// server's own signed HEAD, ranged GET and DELETE. SigV4 by aws4 (query signing for the browser's
// PUT, header signing for the server's calls), never hand-written.
import aws4 from 'aws4';
import type { S3Config } from '../../core/services/s3Config';

/** How long the server waits for the store on one call. */
const STORE_TIMEOUT_MS = 10_000;

interface Located {
  protocol: string;
  host: string;
  path: string;
}

function locate(config: S3Config, key: string): Located {
  const base = new URL(config.endpoint);
  const escaped = key.split('/').map(encodeURIComponent).join('/');
  return config.forcePathStyle
    ? { protocol: base.protocol, host: base.host, path: `/${config.bucket}/${escaped}` }
    : { protocol: base.protocol, host: `${config.bucket}.${base.host}`, path: `/${escaped}` };
}

const amzDate = (at: number) => new Date(at).toISOString().replace(/[:-]|\.\d{3}/g, '');

/**
 * A presigned PUT of exactly `size` bytes of `contentType`, valid for ttlMs from `now`: both headers
 * are signed, so the store refuses another type or length. The browser cannot set Content-Length
 * (it sends the body's own), so only Content-Type is handed back to be sent.
 */
export function presignPut(config: S3Config, key: string, contentType: string, size: number, now: number, ttlMs: number): { url: string; headers: Record<string, string> } {
  const at = locate(config, key);
  const expires = Math.max(1, Math.floor(ttlMs / 1000));
  const signed = aws4.sign({
    host: at.host,
    path: `${at.path}?X-Amz-Expires=${expires}&X-Amz-Date=${amzDate(now)}`,
    method: 'PUT',
    service: 's3',
    region: config.region,
    signQuery: true,
    headers: { 'Content-Type': contentType, 'Content-Length': String(size) },
  }, { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey });
  return { url: `${at.protocol}//${at.host}${signed.path}`, headers: { 'Content-Type': contentType } };
}

async function signedFetch(config: S3Config, key: string, method: 'HEAD' | 'GET' | 'DELETE', headers: Record<string, string> = {}): Promise<Response> {
  const at = locate(config, key);
  const signed = aws4.sign({ host: at.host, path: at.path, method, service: 's3', region: config.region, headers: { ...headers } },
    { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey });
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(signed.headers ?? {})) if (name.toLowerCase() !== 'host') sent[name] = String(value);
  return fetch(`${at.protocol}//${at.host}${signed.path}`, { method, headers: sent, signal: AbortSignal.timeout(STORE_TIMEOUT_MS), redirect: 'manual' });
}

/** What the store holds under the key: its length and the first bytes; null when there is no such object. Throws when the store cannot answer. */
export async function s3Inspect(config: S3Config, key: string, headBytes: number): Promise<{ size: number; head: Buffer } | null> {
  const head = await signedFetch(config, key, 'HEAD');
  if (head.status === 404) return null;
  if (!head.ok) throw new Error(`S3 HEAD ${head.status}`);
  const size = Number(head.headers.get('content-length'));
  if (!Number.isSafeInteger(size)) throw new Error('S3 HEAD without a length');
  if (size === 0) return { size, head: Buffer.alloc(0) };
  const ranged = await signedFetch(config, key, 'GET', { Range: `bytes=0-${headBytes - 1}` });
  if (ranged.status === 404) return null;
  if (ranged.status !== 206 && ranged.status !== 200) throw new Error(`S3 GET ${ranged.status}`);
  // A store that ignores Range answers the whole object: only the head is kept.
  return { size, head: Buffer.from(await ranged.arrayBuffer()).subarray(0, headBytes) };
}

/** Removes the object (absent is fine: S3 answers 204 either way). */
export async function s3Delete(config: S3Config, key: string): Promise<void> {
  const res = await signedFetch(config, key, 'DELETE');
  if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${res.status}`);
}

/** The object's public address. */
export function s3PublicUrl(config: S3Config, key: string): string {
  return `${config.publicUrl}/${key}`;
}
