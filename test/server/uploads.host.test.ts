// The upload host (issue 17 item 10): file/cos/auth issues a ticket bound to the account, the site,
// the size and the type; the bytes go to our own store (file/upload) or, with S3_* set, to a
// presigned PUT of an S3-compatible store (a local double here that checks the SigV4 shape and keeps
// the bodies); file/cos/finish checks length and type by content, registers once; the cleanup
// removes what was never finished. Refusals are Chinese and leave nothing behind.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import aws4 from 'aws4';
import sharp from 'sharp';
import { MSG } from '../../shared/domain/messages';
import { UPLOADS_MSG, UPLOAD_HOST_LIMITS, type UploadRecord, type UploadTicket } from '../../shared/domain/uploads';
import { UPLOAD_LIMITS } from '../../shared/domain/content';
import { SITE } from '../../server/core/db/seedData';
import { hashPassword } from '../../server/core/services/passwords';
import { secretBoxOf } from '../../server/core/services/secretBox';
import { issueTicket } from '../../server/modules/uploads/ticket';
import { CHINESE, TEST_HASHING, snapshot, startServer, type Harness } from './support/harness';
import { multipart } from './support/multipart';

async function png(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 10, b: 10 } } }).png().toBuffer();
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

function auth(h: Harness, token: string, body: Record<string, unknown>) {
  return h.call('uploadAuth', { token, body });
}
function put(h: Harness, token: string, ticket: string, data: Buffer, fileName = 'a.png') {
  return h.call('uploadPut', { token, raw: multipart([{ name: 'ticket', value: ticket }, { name: 'file', value: data, fileName, type: 'application/octet-stream' }]) });
}
function finish(h: Harness, token: string, ticket: string, key: string) {
  return h.call('uploadFinish', { token, body: { ticket, key } });
}
async function ticketFor(h: Harness, token: string, data: Buffer, contentType = 'image/png', purpose = 'image', fileName = '横幅.png'): Promise<UploadTicket> {
  const res = await auth(h, token, { fileName, size: data.length, contentType, purpose });
  expect({ status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ status: 200, body: '' });
  return res.json().data;
}
async function accountWith(h: Harness, keys: string[], loginName: string): Promise<string> {
  await h.built.db.insertInto('accounts').values({
    company_id: 1, login_name: loginName, password_hash: await hashPassword('Upload@2026', TEST_HASHING), nick_name: '上传测试', avatar_url: '',
    login_biz_type: 'customer', is_competition: 0, is_demo: 0, is_dcl: 0, sequence: '', permissions: JSON.stringify(keys),
    last_login_at: null, last_site_id: null, created_at: Date.now(),
  }).execute();
  return h.login({ loginName, password: 'Upload@2026' });
}

describe('local store (no S3_* set)', () => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await startServer();
    admin = await h.login('admin');
  });
  afterAll(() => h.close());

  it('auth → upload → finish registers the picture once and serves it at its public address', async () => {
    const data = await png();
    const t = await ticketFor(h, admin, data);
    expect(t.target).toEqual({ storage: 'local', method: 'POST', field: 'file' });
    expect(t.key).toMatch(new RegExp(`^${SITE.corporate}/\\d{4}-\\d{2}/[0-9a-f]{32}\\.png$`));
    expect(t.expiresAt - Date.now()).toBeGreaterThan(UPLOAD_HOST_LIMITS.ticketTtlMs - 60_000);
    // Finishing before the bytes are there: refused, the ticket stays usable.
    expect((await finish(h, admin, t.ticket, t.key)).json()).toMatchObject({ code: 409, message: UPLOADS_MSG.notUploaded });
    const up = await put(h, admin, t.ticket, data);
    expect(up.json()).toEqual({ code: 200, message: MSG.ok, data: { key: t.key, size: data.length } });
    expect(fs.readFileSync(path.join(h.dir, 'file-host', t.key))).toEqual(data);
    const done = await finish(h, admin, t.ticket, t.key);
    expect(done.statusCode).toBe(200);
    const record = done.json().data as UploadRecord;
    expect(record).toMatchObject({ key: t.key, name: '横幅.png', size: data.length, mime: 'image/png', storage: 'local' });
    expect(record.id).toBeGreaterThan(0);
    const served = await h.built.app.inject({ method: 'GET', url: record.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(data);
    // The same ticket twice: refused, still one row.
    const again = await finish(h, admin, t.ticket, t.key);
    expect(again.json()).toEqual({ code: 409, message: UPLOADS_MSG.ticketUsed, data: null });
    expect((await put(h, admin, t.ticket, data)).json()).toMatchObject({ code: 409, message: UPLOADS_MSG.ticketUsed });
    const rows = await h.built.db.selectFrom('uploads').selectAll().where('key', '=', t.key).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'done', site_id: SITE.corporate, storage: 'local' });
  });

  it('a document by content: a PDF declared as a PDF is taken; declared as a picture it is refused', async () => {
    const t = await ticketFor(h, admin, PDF, 'application/pdf', 'file', '说明书.pdf');
    expect((await put(h, admin, t.ticket, PDF, '说明书.pdf')).statusCode).toBe(200);
    const record = (await finish(h, admin, t.ticket, t.key)).json().data as UploadRecord;
    const served = await h.built.app.inject({ method: 'GET', url: record.url });
    expect(served.headers['content-disposition']).toContain('attachment');
    const lie = await ticketFor(h, admin, PDF, 'image/png', 'image', 'fake.png');
    const res = await put(h, admin, lie.ticket, PDF);
    expect(res.json()).toEqual({ code: 415, message: UPLOADS_MSG.contentMismatch, data: null });
    expect(fs.existsSync(path.join(h.dir, 'file-host', lie.key))).toBe(false);
  });

  it('refuses a size other than the ticket’s, and bytes placed by hand that are not the declared type', async () => {
    const data = await png();
    const t = await ticketFor(h, admin, data);
    const bigger = Buffer.concat([data, Buffer.alloc(10)]);
    expect((await put(h, admin, t.ticket, bigger)).json()).toMatchObject({ code: 409, message: UPLOADS_MSG.sizeMismatch });
    // Someone writes other bytes of the right length straight into the store: finish reads them.
    const file = path.join(h.dir, 'file-host', t.key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.alloc(data.length, 0x41));
    expect((await finish(h, admin, t.ticket, t.key)).json()).toMatchObject({ code: 415, message: UPLOADS_MSG.contentMismatch });
  });

  it('refuses bad requests with a Chinese message and stores nothing', async () => {
    const before = await snapshot(h);
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ fileName: 'a.png', size: UPLOAD_LIMITS.imageBytes + 1, contentType: 'image/png', purpose: 'image' }, 413, UPLOADS_MSG.tooLarge('image')],
      [{ fileName: 'a.zip', size: UPLOAD_LIMITS.fileBytes + 1, contentType: 'application/zip', purpose: 'file' }, 413, UPLOADS_MSG.tooLarge('file')],
      [{ fileName: 'a.svg', size: 10, contentType: 'image/svg+xml', purpose: 'image' }, 415, UPLOADS_MSG.typeRefused('image')],
      [{ fileName: 'a.pdf', size: 10, contentType: 'application/pdf', purpose: 'image' }, 415, UPLOADS_MSG.typeRefused('image')],
      [{ fileName: 'a.html', size: 10, contentType: 'text/html', purpose: 'file' }, 415, UPLOADS_MSG.typeRefused('file')],
      [{ fileName: 'a.png', size: 0, contentType: 'image/png', purpose: 'image' }, 400, UPLOADS_MSG.empty],
      [{ fileName: '  ', size: 10, contentType: 'image/png', purpose: 'image' }, 400, UPLOADS_MSG.nameRequired],
      [{ fileName: 'a.png', size: 10, contentType: 'image/png', purpose: 'image', dir: 1 }, 400, CHINESE],
      [{ fileName: 'a.png', size: -1, contentType: 'image/png', purpose: 'image' }, 400, CHINESE],
      [{ fileName: 'a.png', size: '10', contentType: 'image/png', purpose: 'video' }, 400, CHINESE],
      [{ fileName: 'a.png', contentType: 'image/png', purpose: 'image' }, 400, CHINESE],
    ];
    for (const [body, status, message] of cases) {
      const res = await auth(h, admin, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status });
      if (typeof message === 'string') expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(message);
    }
    for (const body of [{ ticket: 'x.y', key: '1/2026-01/' + 'a'.repeat(32) + '.png' }, { ticket: 't' }, { ticket: 't', key: 'k', extra: 1 }]) {
      const res = await h.call('uploadFinish', { token: admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(CHINESE);
    }
    // file/upload: not multipart, no ticket, a ticket of nothing; file/view: unknown, malformed or unfinished keys.
    const data = await png();
    expect((await h.call('uploadPut', { token: admin, body: { ticket: 'x' } })).statusCode).toBe(415);
    const noTicket = await h.call('uploadPut', { token: admin, raw: multipart([{ name: 'file', value: data, fileName: 'a.png' }]) });
    expect(noTicket.json()).toEqual({ code: 400, message: UPLOADS_MSG.ticketInvalid, data: null });
    const stranger = await h.call('uploadPut', { token: admin, raw: multipart([{ name: 'ticket', value: 'x' }, { name: 'other', value: 'y' }]) });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toMatch(CHINESE);
    for (const key of ['../../secret.key', `${SITE.corporate}/2026-01/${'a'.repeat(32)}.png`, '']) {
      const res = await h.call('uploadView', { query: { key } });
      expect({ key, status: res.statusCode }).toEqual({ key, status: 404 });
      expect(res.json().message).toMatch(CHINESE);
    }
    expect(await snapshot(h)).toEqual(before);
  });

  it('an unfinished upload is not served', async () => {
    const data = await png();
    const t = await ticketFor(h, admin, data);
    expect((await put(h, admin, t.ticket, data)).statusCode).toBe(200);
    expect((await h.call('uploadView', { query: { key: t.key } })).statusCode).toBe(404);
  });

  it('a ticket is the caller’s: another account, another site, altered, expired or for another key is refused', async () => {
    const data = await png();
    const t = await ticketFor(h, admin, data);
    expect((await put(h, admin, t.ticket, data)).statusCode).toBe(200);
    const operator = await h.login('operator');
    expect((await finish(h, operator, t.ticket, t.key)).json()).toEqual({ code: 403, message: UPLOADS_MSG.ticketOther, data: null });
    const contest = await h.login('contest');
    expect((await finish(h, contest, t.ticket, t.key)).json()).toMatchObject({ code: 403, message: UPLOADS_MSG.ticketOther });
    // The same account on another of its company's sites.
    const other = await h.login('admin');
    expect((await h.call('siteActive', { token: other, query: { twebId: SITE.marketingFree } })).statusCode).toBe(200);
    expect((await finish(h, other, t.ticket, t.key)).json()).toMatchObject({ code: 403, message: UPLOADS_MSG.ticketOther });
    // One character of the payload changed: the signature no longer holds.
    const [body, sig] = t.ticket.split('.');
    const altered = `${body.slice(0, 5)}${body[5] === 'A' ? 'B' : 'A'}${body.slice(6)}.${sig}`;
    expect((await finish(h, admin, altered, t.key)).json()).toMatchObject({ code: 400, message: UPLOADS_MSG.ticketInvalid });
    const otherKey = `${SITE.corporate}/2026-01/${'b'.repeat(32)}.png`;
    expect((await finish(h, admin, t.ticket, otherKey)).json()).toMatchObject({ code: 400, message: UPLOADS_MSG.keyMismatch });
    // A ticket signed by this server whose time is up.
    const expired = issueTicket(secretBoxOf(h.config), { k: t.key, a: 1, s: SITE.corporate, z: data.length, t: 'image/png', p: 'image', e: Date.now() - 1 });
    expect((await finish(h, admin, expired, t.key)).json()).toMatchObject({ code: 410, message: UPLOADS_MSG.ticketExpired });
    // None of those registered it: the owner still can.
    expect((await finish(h, admin, t.ticket, t.key)).statusCode).toBe(200);
  });

  it('needs an image-library key', async () => {
    const none = await accountWith(h, ['message_list'], 'uploads_nokey');
    const res = await auth(h, none, { fileName: 'a.png', size: 10, contentType: 'image/png', purpose: 'image' });
    expect(res.json()).toMatchObject({ code: 403 });
    const picker = await accountWith(h, ['article_list'], 'uploads_article');
    expect((await auth(h, picker, { fileName: 'a.png', size: 10, contentType: 'image/png', purpose: 'image' })).statusCode).toBe(200);
    expect((await h.call('uploadAuth', { body: { fileName: 'a.png', size: 10, contentType: 'image/png', purpose: 'image' } })).statusCode).toBe(401);
  });

  it('the cleanup removes unfinished uploads past their ticket (row and bytes), keeps finished and fresh ones', async () => {
    const data = await png();
    const stale = await ticketFor(h, admin, data);
    expect((await put(h, admin, stale.ticket, data)).statusCode).toBe(200);
    const fresh = await ticketFor(h, admin, data);
    const old = Date.now() - UPLOAD_HOST_LIMITS.ticketTtlMs - 2 * 3600_000;
    await h.built.db.updateTable('uploads').set({ created_at: old }).where('key', '=', stale.key).execute();
    const finished = await h.built.db.selectFrom('uploads').select('id').where('status', '=', 'done').execute();
    await h.built.db.updateTable('uploads').set({ created_at: old }).where('status', '=', 'done').execute();
    const result = await h.built.maintenance.run();
    expect(result.modules.uploads).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(h.dir, 'file-host', stale.key))).toBe(false);
    const left = await h.built.db.selectFrom('uploads').select(['key', 'status']).execute();
    expect(left.map((r) => r.key)).not.toContain(stale.key);
    expect(left.map((r) => r.key)).toContain(fresh.key);
    expect(left.filter((r) => r.status === 'done')).toHaveLength(finished.length);
  });
});

// ---- an S3-compatible store -----------------------------------------------------------------------

interface S3Double {
  url: string;
  objects: Map<string, { body: Buffer; type: string }>;
  log: { method: string; path: string; authorization?: string; query: URLSearchParams; range?: string }[];
  down: boolean;
  close(): Promise<void>;
}

const SIGV4_QUERY = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature'];
const AUTH_HEADER = /^AWS4-HMAC-SHA256 Credential=AKTEST\/\d{8}\/eu-test-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/;

/** Path-style S3: PUT must be presigned (SigV4 query with content-length, content-type and host signed), the rest signed by header. */
async function startS3Double(): Promise<S3Double> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const log: S3Double['log'] = [];
  const double = { objects, log, down: false } as S3Double;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const entry = { method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization, query: url.searchParams, range: req.headers.range };
      log.push(entry);
      const refuse = (status: number) => { res.writeHead(status); res.end(); };
      if (double.down) return refuse(500);
      if (req.method === 'PUT') {
        if (!SIGV4_QUERY.every((p) => url.searchParams.has(p))) return refuse(403);
        if (url.searchParams.get('X-Amz-SignedHeaders') !== 'content-length;content-type;host') return refuse(403);
        if (!/^[0-9a-f]{64}$/.test(url.searchParams.get('X-Amz-Signature') ?? '')) return refuse(403);
        if (!url.searchParams.get('X-Amz-Credential')!.startsWith('AKTEST/')) return refuse(403);
        // The signature itself, recomputed as S3 would over what arrived: another length or type fails.
        const unsigned = new URLSearchParams(url.searchParams);
        unsigned.delete('X-Amz-Signature');
        const again = aws4.sign({
          host: req.headers.host, path: `${url.pathname}?${unsigned}`, method: 'PUT', service: 's3', region: 'eu-test-1', signQuery: true,
          headers: { 'Content-Type': String(req.headers['content-type']), 'Content-Length': String(Buffer.concat(chunks).length) },
        }, { accessKeyId: 'AKTEST', secretAccessKey: 'secret-test-key' });
        if (new URL(`http://x${again.path}`).searchParams.get('X-Amz-Signature') !== url.searchParams.get('X-Amz-Signature')) return refuse(403);
        objects.set(url.pathname, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        return refuse(200);
      }
      if (!AUTH_HEADER.test(req.headers.authorization ?? '') || !req.headers['x-amz-date'] || !req.headers['x-amz-content-sha256']) return refuse(403);
      const object = objects.get(url.pathname);
      if (req.method === 'DELETE') {
        objects.delete(url.pathname);
        return refuse(204);
      }
      if (!object) return refuse(404);
      if (req.method === 'HEAD') {
        res.writeHead(200, { 'content-length': object.body.length, 'content-type': object.type });
        return res.end();
      }
      const m = /^bytes=0-(\d+)$/.exec(req.headers.range ?? '');
      const body = m ? object.body.subarray(0, Number(m[1]) + 1) : object.body;
      res.writeHead(m ? 206 : 200, { 'content-length': body.length });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return double;
}

describe('S3-compatible store (S3_* set)', () => {
  let h: Harness;
  let s3: S3Double;
  let admin: string;
  beforeAll(async () => {
    s3 = await startS3Double();
    h = await startServer({
      S3_ENDPOINT: s3.url, S3_REGION: 'eu-test-1', S3_BUCKET: 'console-uploads', S3_ACCESS_KEY_ID: 'AKTEST',
      S3_SECRET_ACCESS_KEY: 'secret-test-key', S3_FORCE_PATH_STYLE: 'true',
    });
    admin = await h.login('admin');
  });
  afterAll(async () => {
    await h.close();
    await s3.close();
  });

  /** What the browser does with the target: PUT the bare bytes with the headers it was given. */
  async function browserPut(t: UploadTicket, data: Buffer): Promise<number> {
    if (t.target.storage !== 's3') throw new Error('not an S3 target');
    const res = await fetch(t.target.url, { method: 'PUT', headers: t.target.headers, body: new Uint8Array(data) });
    return res.status;
  }

  it('auth answers a presigned PUT into the bucket; finish checks HEAD and the first bytes, then registers', async () => {
    const data = await png(40, 30);
    const t = await ticketFor(h, admin, data);
    expect(t.target).toMatchObject({ storage: 's3', method: 'PUT', headers: { 'Content-Type': 'image/png' } });
    const target = new URL((t.target as { url: string }).url);
    expect(`${target.origin}${target.pathname}`).toBe(`${s3.url}/console-uploads/${t.key}`);
    expect(target.searchParams.get('X-Amz-Expires')).toBe(String(UPLOAD_HOST_LIMITS.ticketTtlMs / 1000));
    // The presigned PUT holds for exactly the declared length and type.
    expect(await browserPut(t, Buffer.concat([data, Buffer.alloc(1)]))).toBe(403);
    const other = new URL((t.target as { url: string }).url);
    expect((await fetch(other, { method: 'PUT', headers: { 'Content-Type': 'image/gif' }, body: new Uint8Array(data) })).status).toBe(403);
    expect(await browserPut(t, data)).toBe(200);
    expect(s3.objects.get(`/console-uploads/${t.key}`)?.body).toEqual(data);
    // Our own upload route is not the target when a bucket is configured.
    expect((await put(h, admin, t.ticket, data)).statusCode).toBe(409);
    const done = await finish(h, admin, t.ticket, t.key);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ key: t.key, storage: 's3', size: data.length, mime: 'image/png', url: `${s3.url}/console-uploads/${t.key}` });
    const calls = s3.log.filter((c) => c.path === `/console-uploads/${t.key}` && c.method !== 'PUT');
    expect(calls.map((c) => c.method)).toEqual(['HEAD', 'GET']);
    expect(calls[1].range).toBe('bytes=0-4095');
    expect((await finish(h, admin, t.ticket, t.key)).json()).toMatchObject({ code: 409, message: UPLOADS_MSG.ticketUsed });
  });

  it('refuses an object that is missing, of another length or of another type; the store down is a Chinese message', async () => {
    const data = await png();
    const missing = await ticketFor(h, admin, data);
    expect((await finish(h, admin, missing.ticket, missing.key)).json()).toMatchObject({ code: 409, message: UPLOADS_MSG.notUploaded });
    const lie = await ticketFor(h, admin, PDF, 'image/png');
    expect(await browserPut(lie, PDF)).toBe(200);
    expect((await finish(h, admin, lie.ticket, lie.key)).json()).toMatchObject({ code: 415, message: UPLOADS_MSG.contentMismatch });
    const short = await ticketFor(h, admin, data);
    s3.objects.set(`/console-uploads/${short.key}`, { body: data.subarray(0, 20), type: 'image/png' });
    expect((await finish(h, admin, short.ticket, short.key)).json()).toMatchObject({ code: 409, message: UPLOADS_MSG.sizeMismatch });
    const t = await ticketFor(h, admin, data);
    expect(await browserPut(t, data)).toBe(200);
    s3.down = true;
    try {
      const res = await finish(h, admin, t.ticket, t.key);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: 424, message: UPLOADS_MSG.storeFailed });
    } finally {
      s3.down = false;
    }
    // Still pending: once the store is back the same ticket finishes.
    expect((await finish(h, admin, t.ticket, t.key)).statusCode).toBe(200);
  });

  it('the cleanup deletes unfinished objects from the bucket with a signed DELETE', async () => {
    const data = await png();
    const t = await ticketFor(h, admin, data);
    expect(await browserPut(t, data)).toBe(200);
    await h.built.db.updateTable('uploads').set({ created_at: Date.now() - UPLOAD_HOST_LIMITS.ticketTtlMs - 2 * 3600_000 }).where('key', '=', t.key).execute();
    await h.built.maintenance.run();
    expect(s3.objects.has(`/console-uploads/${t.key}`)).toBe(false);
    expect(s3.log.some((c) => c.method === 'DELETE' && c.path === `/console-uploads/${t.key}` && AUTH_HEADER.test(c.authorization ?? ''))).toBe(true);
    expect(await h.built.db.selectFrom('uploads').select('id').where('key', '=', t.key).executeTakeFirst()).toBeUndefined();
  });
});

describe('S3 configuration', () => {
  it('an incomplete S3_* set fails at start-up, naming the variable', async () => {
    await expect(startServer({ S3_BUCKET: 'console-uploads', S3_ENDPOINT: 'http://127.0.0.1:9' })).rejects.toThrow(/S3_ACCESS_KEY_ID/);
  });
});
