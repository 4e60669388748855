// Upload hardening: a request's file is streamed to disk and sniffed chunk by chunk (markup is
// found anywhere, not only in the first 8 KB, and the event loop keeps turning), stored files are
// fsynced with their folder before their row is inserted, served files are revalidated (a deleted
// file is not kept by caches), and multipart number fields are canonical decimal text.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { QueryCreator } from 'kysely';
import sharp from 'sharp';
import { CONTENT_MSG, UPLOAD_LIMITS } from '../../shared/domain/content';
import type { ImageRow } from '../../shared/domain/api/content';
import { MAX_ID } from '../../server/core/http/schemas';
import { IMAGE_MSG } from '../../server/modules/images/images';
import { UploadSniffer, UPLOAD_MSG, sniffBuffer, type Sniffed } from '../../server/core/services/uploads';
import { CHINESE, snapshot, startServer, type Harness } from './support/harness';
import { multipart, type Part } from './support/multipart';
import { box, ftyp, mdat, mp4, mvhd } from '../support/mp4Files';

// ---- the sniffer, fed in chunks --------------------------------------------------------------------

/** Sniffs the bytes cut at the given offsets. */
function sniffCut(data: Buffer, cuts: number[]): Sniffed {
  const sniffer = new UploadSniffer();
  let from = 0;
  for (const at of [...cuts, data.length]) {
    sniffer.push(data.subarray(from, at));
    from = at;
  }
  return sniffer.finish();
}

/** Every way of cutting the bytes once, and a few of cutting them into many small pieces. */
function cuttings(length: number): number[][] {
  const once = Array.from({ length: length + 1 }, (_, i) => [i]);
  const pieces = [1, 2, 3, 7].map((step) => Array.from({ length: Math.ceil(length / step) }, (_, i) => i * step));
  return [...once, ...pieces];
}

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

describe('UploadSniffer', () => {
  const samples: [string, Buffer, string | null][] = [
    ['script tag', Buffer.from('line one\nline two <script>alert(1)</script>'), null],
    ['tag with spaces inside', Buffer.from(`abc <${' \t\n'.repeat(20)}SVG onload=x>`), null],
    ['doctype', Buffer.from('hello <!DOCTYPE html>'), null],
    ['xml declaration', Buffer.from('x <?xml version="1.0"?>'), null],
    ['a word that only starts like a tag', Buffer.from('a <scripts> b <htmlx> c < d > e <'), 'text/plain'],
    ['Chinese text', Buffer.from('联系电话：400-800-1234\n地址：上海市浦东新区\n'), 'text/plain'],
    ['an emoji (4-byte UTF-8)', Buffer.from('ok 😀 ok'), 'text/plain'],
    ['NUL byte', Buffer.from('abc\u0000def'), null],
    ['invalid UTF-8', Buffer.from([0x41, 0xc3, 0x28, 0x41]), null],
    ['cut-off UTF-8 at the end', Buffer.from([0x41, 0x42, 0xe4, 0xb8]), null],
    ['docx', Buffer.concat([ZIP, Buffer.from('..[Content_Types].xml..word/document.xml..')]), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', Buffer.concat([ZIP, Buffer.from('..xl/workbook.xml..[Content_Types].xml..')]), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['plain zip', Buffer.concat([ZIP, Buffer.from('..word/document.xml..')]), 'application/zip'],
    ['doc', Buffer.concat([OLE, Buffer.alloc(20), Buffer.from('WordDocument', 'utf16le')]), 'application/msword'],
    ['xls', Buffer.concat([OLE, Buffer.alloc(20), Buffer.from('Workbook', 'utf16le')]), 'application/vnd.ms-excel'],
    ['other OLE', Buffer.concat([OLE, Buffer.alloc(40)]), null],
    ['pdf', Buffer.from('%PDF-1.4\n<html>\n'), 'application/pdf'],
    ['mp4', mp4(), 'video/mp4'],
    ['HEIC picture (ftyp, an image brand)', Buffer.concat([ftyp('heic', ['mif1', 'heic']), Buffer.alloc(200)]), null],
    ['QuickTime movie', Buffer.concat([ftyp('qt  ', ['qt  ']), box('moov', mvhd(600, 6000)), mdat(200)]), null],
  ];

  it.each(samples)('tells %s the same however the bytes are cut into chunks', (_label, data, mime) => {
    for (const cuts of cuttings(data.length)) {
      const sniffed = sniffCut(data, cuts);
      expect({ cuts, mime: sniffed.document?.mime ?? null, size: sniffed.size }).toEqual({ cuts, mime, size: data.length });
    }
    expect(sniffBuffer(data).document?.mime ?? null).toBe(mime);
  });

  it('looks for markup in the whole file, not only at its start', () => {
    const text = Buffer.concat([Buffer.alloc(100_000, 'a'), Buffer.from('<script>alert(1)</script>'), Buffer.alloc(100_000, 'b')]);
    expect(sniffBuffer(text).document).toBeNull();
    expect(sniffCut(text, [100_003]).document).toBeNull();
  });

  it('keeps what it carries between chunks small, even for a "<" followed by a megabyte of spaces', () => {
    const sniffer = new UploadSniffer();
    sniffer.push(Buffer.from('<'));
    for (let i = 0; i < 16; i++) sniffer.push(Buffer.alloc(64 * 1024, ' '));
    sniffer.push(Buffer.from('iframe src=x>'));
    expect(sniffer.finish().document).toBeNull();
  });

  it('announces images by their signature', () => {
    expect(sniffBuffer(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])).image?.mime).toBe('image/png');
    expect(sniffCut(Buffer.from('GIF89a.....'), [1, 2, 3]).image?.mime).toBe('image/gif');
    expect(sniffBuffer(Buffer.alloc(0))).toEqual({ size: 0, image: null, document: null });
  });
});

// ---- over HTTP -----------------------------------------------------------------------------------

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

function upload(data: Buffer, fileName: string, fields: Part[] = []) {
  return h.call('imageUpload', { token: admin, raw: multipart([...fields, { name: 'file', value: data, fileName }]) });
}

/** Every file under the uploads folder, the spooled temporary files included. */
function uploadFiles(): string[] {
  const root = path.join(h.dir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

function get(url: string, headers: Record<string, string> = {}) {
  return h.built.app.inject({ method: 'GET', url, headers });
}

const diskPath = (url: string) => path.join(h.dir, 'uploads', url.slice('/uploads/'.length));

/** Runs the call and expects it to have changed nothing: no row, no file, no temporary file. */
async function changesNothing<T>(call: () => Promise<T>): Promise<T> {
  const before = await snapshot(h);
  const files = uploadFiles();
  const result = await call();
  expect(uploadFiles()).toEqual(files);
  expect(await snapshot(h)).toEqual(before);
  return result;
}

describe('text files are checked whole, as they stream in', () => {
  it('refuses markup at byte 100,000 as well as at byte 10, and stores nothing', async () => {
    for (const at of [10, 100_000, 5 * 1024 * 1024 + 3]) {
      const text = Buffer.concat([Buffer.alloc(at, 'a'), Buffer.from('<script>alert(1)</script>\n'), Buffer.alloc(1000, 'z')]);
      const res = await changesNothing(() => upload(text, 'notes.txt'));
      expect({ at, status: res.statusCode, message: res.json().message }).toEqual({ at, status: 415, message: UPLOAD_MSG.typeRefused });
    }
  });

  it('refuses a NUL byte or invalid UTF-8 deep inside a large text file', async () => {
    const nul = Buffer.alloc(12 * 1024 * 1024, 'a');
    nul[11 * 1024 * 1024] = 0;
    const bad = Buffer.alloc(15 * 1024 * 1024, 'b');
    bad[14 * 1024 * 1024] = 0xff;
    for (const data of [nul, bad]) {
      const res = await changesNothing(() => upload(data, 'big.txt'));
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toContain(CONTENT_MSG.fileTypeRefused);
    }
  });

  it('accepts a clean 20 MB text file, stores it whole, and keeps the event loop turning meanwhile', async () => {
    const line = Buffer.from('联系电话：400-800-1234，地址：上海市 1 < 2 > 0\n');
    const data = Buffer.alloc(20 * 1024 * 1024);
    for (let at = 0; at + line.length <= data.length; at += line.length) line.copy(data, at);
    data.fill('x', data.length - (data.length % line.length));

    // UTF-8 decoded per event-loop turn while the upload is handled: the text is checked piece by
    // piece between turns, never 20 MB in one go.
    let turn = 0;
    let on = true;
    const tick = () => {
      turn += 1;
      if (on) setImmediate(tick);
    };
    setImmediate(tick);
    const decodedPerTurn = new Map<number, number>();
    const realDecode = TextDecoder.prototype.decode;
    const decode = jest.spyOn(TextDecoder.prototype, 'decode').mockImplementation(function (this: TextDecoder, input?: AllowSharedBufferSource, options?: TextDecodeOptions) {
      decodedPerTurn.set(turn, (decodedPerTurn.get(turn) ?? 0) + (input?.byteLength ?? 0));
      return realDecode.call(this, input, options);
    });
    const res = await upload(data, 'big.txt').finally(() => {
      on = false;
      decode.mockRestore();
    });
    expect(res.statusCode).toBe(200);
    const row = res.json().data as ImageRow;
    expect(row).toMatchObject({ kind: 'file', mime: 'text/plain', size: data.length });
    expect(fs.readFileSync(diskPath(row.url)).equals(data)).toBe(true);
    expect(uploadFiles().some((f) => f.endsWith('.tmp'))).toBe(false);
    const decoded = [...decodedPerTurn.values()];
    expect(decoded.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(data.length);
    expect(Math.max(...decoded)).toBeLessThanOrEqual(1024 * 1024);
  });

  it('refuses an image over 10 MB and an empty file with nothing left behind', async () => {
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(UPLOAD_LIMITS.imageBytes + 1)]);
    const res = await changesNothing(() => upload(big, 'big.png', [{ name: 'dir_id', value: '0' }]));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(UPLOAD_MSG.tooLarge);
    const empty = await changesNothing(() => upload(Buffer.alloc(0), 'empty.txt'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(UPLOAD_MSG.empty);
  });
});

describe('crash safety', () => {
  /** Records, in order: fsyncs (by the path the handle was opened with), renames and image inserts. */
  async function recordDurability(): Promise<{ events: string[]; restore(): void }> {
    const events: string[] = [];
    const probe = await fsp.open(__filename, 'r');
    const handleProto = Object.getPrototypeOf(probe) as { sync(): Promise<void> };
    await probe.close();
    const opened = new WeakMap<object, string>();
    const realOpen = fsp.open.bind(fsp);
    const realSync = handleProto.sync;
    const realRename = fsp.rename.bind(fsp);
    const realInsert = QueryCreator.prototype.insertInto;
    const spies = [
      jest.spyOn(fsp, 'open').mockImplementation(async (...args: Parameters<typeof fsp.open>) => {
        const handle = await realOpen(...args);
        opened.set(handle, String(args[0]));
        return handle;
      }),
      jest.spyOn(handleProto, 'sync').mockImplementation(async function (this: object) {
        await realSync.call(this);
        events.push(`sync ${opened.get(this)}`);
      }),
      jest.spyOn(fsp, 'rename').mockImplementation(async (from, to) => {
        await realRename(from, to);
        events.push(`rename ${String(from)} > ${String(to)}`);
      }),
      jest.spyOn(QueryCreator.prototype, 'insertInto').mockImplementation(function (this: QueryCreator<never>, table: string) {
        if (table === 'images') events.push('insert images');
        return realInsert.call(this, table as never);
      }),
    ];
    return { events, restore: () => spies.forEach((s) => s.mockRestore()) };
  }

  /** The file was written and synced under a temporary name, renamed, and its folder synced — all before the insert. */
  function expectDurableBeforeInsert(events: string[], file: string): void {
    const insert = events.indexOf('insert images');
    const rename = events.findIndex((e) => e.startsWith('rename ') && e.endsWith(` > ${file}`));
    const temp = rename >= 0 ? events[rename].slice('rename '.length, events[rename].indexOf(' > ')) : '(never renamed)';
    const fileSync = events.indexOf(`sync ${temp}`);
    const folderSync = events.findIndex((e, i) => i > rename && e === `sync ${path.dirname(file)}`);
    const order = { fileSync, rename, folderSync, insert };
    expect({ file, fileSyncedFirst: fileSync >= 0 && fileSync < rename, renamedBeforeFolderSync: rename >= 0 && rename < folderSync, allBeforeInsert: folderSync < insert, order })
      .toEqual({ file, fileSyncedFirst: true, renamedBeforeFolderSync: true, allBeforeInsert: true, order });
  }

  it('fsyncs the file, renames it into place and fsyncs its folder before the row is inserted (image, thumbnail, document)', async () => {
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 9, g: 99, b: 199 } } }).png().toBuffer();
    for (const [data, name] of [[image, 'a.png'], [Buffer.from('plain text\n'), 'a.txt']] as const) {
      const rec = await recordDurability();
      let res;
      try {
        res = await upload(data, name);
      } finally {
        rec.restore();
      }
      expect(res.statusCode).toBe(200);
      const row = res.json().data as ImageRow;
      expect(rec.events.filter((e) => e === 'insert images')).toHaveLength(1);
      for (const url of [row.url, row.thumb_url].filter(Boolean)) expectDurableBeforeInsert(rec.events, diskPath(url));
    }
  });
});

describe('serving deletable files', () => {
  it('makes caches revalidate: 304 while the file exists, 404 once it is deleted, never immutable', async () => {
    const row = (await upload(Buffer.from('价格表\n'), 'prices.txt')).json().data as ImageRow;
    const first = await get(row.url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers['cache-control'])).not.toMatch(/immutable|max-age/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}-\d+"$/);

    const conditions: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-none-match': `W/"x", W/${etag}` }, { 'if-none-match': '*' }, { 'if-modified-since': String(first.headers['last-modified']) }];
    for (const headers of conditions) {
      const again = await get(row.url, headers);
      expect({ headers, status: again.statusCode, cache: again.headers['cache-control'], body: again.body }).toEqual({ headers, status: 304, cache: 'no-cache', body: '' });
    }
    expect((await get(row.url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect((await get(row.url, { 'if-modified-since': new Date(Date.parse(String(first.headers['last-modified'])) - 5000).toUTCString() })).statusCode).toBe(200);

    expect((await h.call('imageRemove', { token: admin, body: { ids: [row.id] } })).statusCode).toBe(200);
    const gone = await get(row.url, { 'if-none-match': etag });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control'] ?? '').not.toContain('immutable');
  });
});

describe('MP4 videos in the library (浮动视频, the editor\'s video)', () => {
  it('stores an MP4 as a file, serves it inline with byte ranges, and refuses one without a readable duration, storing nothing', async () => {
    const video = mp4({ seconds: 30, moovLast: true, media: 20_000 });
    const row = (await upload(video, '工厂介绍.mp4')).json().data as ImageRow;
    expect({ mime: row.mime, url: row.url }).toEqual({ mime: 'video/mp4', url: expect.stringMatching(/^\/uploads\/\d+\/\d{4}-\d{2}\/[0-9a-f]{32}\.mp4$/) });
    expect(fs.readFileSync(diskPath(row.url)).equals(video)).toBe(true);

    const whole = await get(row.url);
    expect({ status: whole.statusCode, type: whole.headers['content-type'], disposition: whole.headers['content-disposition'], ranges: whole.headers['accept-ranges'] })
      .toEqual({ status: 200, type: 'video/mp4', disposition: 'inline', ranges: 'bytes' });
    const part = await get(row.url, { range: 'bytes=100-199' });
    expect({ status: part.statusCode, range: part.headers['content-range'], length: part.rawPayload.length }).toEqual({ status: 206, range: `bytes 100-199/${video.length}`, length: 100 });
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const tail = await get(row.url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
    expect((await get(row.url, { range: `bytes=${video.length}-` })).statusCode).toBe(416);
    // A range of another version of the file is answered whole.
    expect((await get(row.url, { range: 'bytes=0-9', 'if-range': '"other"' })).statusCode).toBe(200);

    for (const [label, broken] of [['no moov', Buffer.concat([ftyp(), mdat(6000)])], ['cut-off box', Buffer.concat([ftyp(), box('moov', Buffer.alloc(10)).subarray(0, 12), Buffer.alloc(3000)])]] as const) {
      const res = await changesNothing(() => upload(broken, `${label}.mp4`));
      expect({ label, status: res.statusCode, message: res.json().message }).toEqual({ label, status: 415, message: UPLOAD_MSG.corruptVideo });
    }
  });
});

describe('multipart number fields', () => {
  it('refuses dir_id that is not canonical decimal integer text in range with a 400 naming the field, before or after the file, writing nothing', async () => {
    const file = Buffer.from('hello\n');
    const bad = ['1e+300', '1e3', 'Infinity', '-Infinity', 'NaN', '-0', '+0', '-1', '0x10', '0b1', '1.5', '1.0', '01', '00',
      '12345678901234567890', String(MAX_ID + 1), '', ' ', ' 5', '5 ', '５', '1_000', '١'];
    await changesNothing(async () => {
      for (const value of bad) {
        for (const fileFirst of [false, true]) {
          const parts = fileFirst ? [{ name: 'file', value: file, fileName: 'a.txt' }, { name: 'dir_id', value }] : [{ name: 'dir_id', value }, { name: 'file', value: file, fileName: 'a.txt' }];
          const res = await h.call('imageUpload', { token: admin, raw: multipart(parts) });
          const body = res.json();
          // The spooled file of a form whose field comes after it is removed too.
          expect({ value, fileFirst, status: res.statusCode, message: body.message, code: body.code, files: uploadFiles().filter((f) => f.endsWith('.tmp')) })
            .toEqual({ value, fileFirst, status: 400, message: IMAGE_MSG.dirIdInvalid, code: 400, files: [] });
        }
      }
    });
    expect(IMAGE_MSG.dirIdInvalid).toContain('dir_id');
    expect(IMAGE_MSG.dirIdInvalid).toMatch(CHINESE);
  });

  it('accepts canonical dir_id text, and answers a missing folder with 404 leaving no spooled file behind', async () => {
    const folder = (await h.call('imageMkdir', { token: admin, body: { name: '数字字段' } })).json().data as { id: number };
    const inFolder = await upload(Buffer.from('in folder\n'), 'a.txt', [{ name: 'dir_id', value: String(folder.id) }]);
    expect(inFolder.json().data).toMatchObject({ dir_id: folder.id });
    expect((await upload(Buffer.from('root\n'), 'b.txt', [{ name: 'dir_id', value: '0' }])).json().data).toMatchObject({ dir_id: 0 });
    expect((await upload(Buffer.from('root\n'), 'c.txt')).json().data).toMatchObject({ dir_id: 0 });
    const missing = await changesNothing(() => upload(Buffer.from('lost\n'), 'd.txt', [{ name: 'dir_id', value: String(MAX_ID) }]));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(IMAGE_MSG.folderNotFound);
  });
});
