// The image library (api-facts admin/image) and the watermark: uploads are judged by their bytes,
// stored under server-chosen names, served read-only with nosniff; the watermark is drawn onto
// uploads; folders, moves, renames and removals stay inside the active site.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { buildApp } from '../../server/app';
import { CONTENT_MSG, UPLOAD_LIMITS } from '../../shared/domain/content';
import type { ImageFolder, ImageRow } from '../../shared/domain/api/content';
import { SEED_ACCOUNTS, SITE } from '../../server/core/db/seedData';
import { SEED_IMAGE_FOLDERS, SEED_PDF_NAME, SEED_PICTURES } from '../../server/modules/images/seed';
import { ALBUM_SHOTS, ARTICLE_COVERS, DEMO_PICTURE_FOLDERS } from '../../server/modules/content/seedPictures';
import { SEED_ALBUMS } from '../../server/modules/content/seedLibrary';
import { CHINESE, opLogs, snapshot, startServer, type Harness } from './support/harness';
import { multipart, type Part } from './support/multipart';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

// ---- helpers -------------------------------------------------------------------------------------

function upload(data: Buffer, fileName: string, type = 'application/octet-stream', dirId?: number | string, token = admin) {
  const parts: Part[] = [];
  if (dirId !== undefined) parts.push({ name: 'dir_id', value: String(dirId) });
  parts.push({ name: 'file', value: data, fileName, type });
  return h.call('imageUpload', { token, raw: multipart(parts) });
}

async function png(width: number, height: number, color = { r: 255, g: 255, b: 255 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

function storedFiles(): string[] {
  const root = path.join(h.dir, 'uploads');
  if (!fs.existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

async function list(query: Record<string, string | number> = {}, token = admin) {
  const res = await h.call('imageList', { token, query: { rows: 100, ...query } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { rows: ImageRow[]; total: number };
}

async function folders(token = admin): Promise<ImageFolder[]> {
  return (await h.call('imageFolders', { token })).json().data;
}

function get(url: string, headers: Record<string, string> = {}) {
  return h.built.app.inject({ method: 'GET', url, headers });
}

async function pixel(data: Buffer, x: number, y: number): Promise<number[]> {
  const { data: raw, info } = await sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const o = (y * info.width + x) * info.channels;
  return [raw[o], raw[o + 1], raw[o + 2]];
}

async function saveWatermark(settings: Record<string, unknown>, token = admin) {
  return h.call('watermarkSave', {
    token,
    body: { enabled: true, type: 'text', text: '水印', font_size: 24, color: '#ffffff', position: 'bottom-right', opacity: 60, ...settings },
  });
}

// ---- the seed ------------------------------------------------------------------------------------

/** Site 1001's demo photos the content module files in the library: its albums' photos and articles' own covers. */
const DEMO_PHOTOS = SEED_ALBUMS.filter((a) => a.site === SITE.corporate).reduce((n, a) => n + ALBUM_SHOTS[a.id].length, 0)
  + ARTICLE_COVERS.filter((c) => c.site === SITE.corporate && 'shot' in c).length;

describe('seed', () => {
  it('gives site 1001 two folders (one with a subfolder), real pictures and a PDF, each file on disk and served', async () => {
    const tree = await folders();
    expect(tree.map((f) => f.name).sort()).toEqual([SEED_IMAGE_FOLDERS.company, SEED_IMAGE_FOLDERS.products, DEMO_PICTURE_FOLDERS.albums, DEMO_PICTURE_FOLDERS.covers].sort());
    expect(tree.find((f) => f.name === SEED_IMAGE_FOLDERS.company)?.children.map((c) => c.name)).toEqual([SEED_IMAGE_FOLDERS.expo]);

    const { rows, total } = await list();
    expect(total).toBe(SEED_PICTURES.length + 1 + DEMO_PHOTOS);
    const pdf = rows.find((r) => r.name === SEED_PDF_NAME)!;
    expect(pdf).toMatchObject({ kind: 'file', mime: 'application/pdf', thumb_url: '', width: 0, height: 0 });
    const banner = rows.find((r) => r.name === '首页横幅.png')!;
    expect(banner).toMatchObject({ kind: 'image', mime: 'image/png', width: 960, height: 320, dir_id: 0 });
    const webp = rows.find((r) => r.name === '定制解决方案.webp')!;
    expect(webp.mime).toBe('image/webp');
    for (const row of rows) {
      expect(row.url).toMatch(/^\/uploads\/1001\/\d{4}-\d{2}\/[0-9a-f]{32}\.(png|jpg|webp|pdf)$/);
      const res = await get(row.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(row.mime);
      expect(Number(res.headers['content-length'])).toBe(row.size);
    }
    // Newest first: the PDF was seeded last (the demo photos are dated before the library's own files).
    expect(rows[0].name).toBe(SEED_PDF_NAME);
    expect(rows.slice(0, SEED_PICTURES.length + 1).map((r) => r.name).sort()).toEqual([...SEED_PICTURES.map((p) => p.name), SEED_PDF_NAME].sort());
  });

  it('gives other sites an empty library', async () => {
    const demo = await h.login('demo');
    expect(await list({}, demo)).toEqual({ rows: [], total: 0 });
    expect(await folders(demo)).toEqual([]);
  });
});

// ---- uploads -------------------------------------------------------------------------------------

describe('upload', () => {
  it('stores a PNG under a server-chosen name, lists it with size and thumbnail, serves it with nosniff and revalidation', async () => {
    const data = await png(640, 480, { r: 20, g: 120, b: 220 });
    const res = await upload(data, '../../etc/passwd 我的图片.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const row = res.json().data as ImageRow;
    expect(row).toMatchObject({ name: 'passwd 我的图片.png', kind: 'image', mime: 'image/png', width: 640, height: 480, dir_id: 0 });
    expect(row.url).toMatch(/^\/uploads\/1001\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    expect(row.thumb_url).toMatch(/^\/uploads\/1001\/\d{4}-\d{2}\/[0-9a-f]{32}_thumb\.webp$/);
    expect(row.url).not.toContain('passwd');

    const listed = (await list()).rows.find((r) => r.id === row.id)!;
    expect(listed).toEqual(row);
    expect(listed.size).toBe(fs.statSync(path.join(h.dir, 'uploads', row.url.slice('/uploads/'.length))).size);

    const file = await get(row.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // Files can be deleted: caches must revalidate them (never immutable for a year).
    expect(file.headers['cache-control']).toBe('no-cache');
    expect(file.headers['content-disposition']).toBe('inline');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 640, height: 480 });

    const thumb = await get(row.thumb_url);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 240, height: 180 });

    // Revalidation by ETag.
    const again = await get(row.url, { 'if-none-match': String(file.headers.etag) });
    expect(again.statusCode).toBe(304);

    const log = (await opLogs(h)).filter((l) => l.action === 'imageUpload').at(-1)!;
    expect(log).toMatchObject({ result: 'ok', site_id: SITE.corporate });
    expect(log.detail).toContain('passwd 我的图片.png');
  });

  it('recognises a PNG named .jpg and declared image/jpeg as the PNG it is', async () => {
    const res = await upload(await png(50, 40), 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const row = res.json().data as ImageRow;
    expect(row).toMatchObject({ name: 'photo.jpg', mime: 'image/png', width: 50, height: 40 });
    expect(row.url.endsWith('.png')).toBe(true);
    expect((await get(row.url)).headers['content-type']).toBe('image/png');
  });

  it('turns a JPEG upright by its EXIF orientation and strips its metadata', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: { r: 200, g: 10, b: 10 } } })
      .jpeg().withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-owner', Artist: 'gps-person' } } }).toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const res = await upload(jpeg, 'phone.jpeg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const row = res.json().data as ImageRow;
    expect(row).toMatchObject({ mime: 'image/jpeg', width: 100, height: 300 });
    const stored = (await get(row.url)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ width: 100, height: 300 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('secret-owner')).toBe(false);
  });

  it('accepts documents by their bytes and serves them as attachments', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await upload(pdf, '报价单.PDF', 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    const row = res.json().data as ImageRow;
    expect(row).toMatchObject({ kind: 'file', mime: 'application/pdf', thumb_url: '', size: pdf.length });
    const file = await get(row.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="___\.PDF"; filename\*=UTF-8''%E6%8A%A5%E4%BB%B7%E5%8D%95\.PDF$/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const text = await upload(Buffer.from('联系电话：400-800-1234\n地址：上海\n'), 'notes.txt', 'text/plain');
    expect(text.json().data).toMatchObject({ kind: 'file', mime: 'text/plain' });
    expect((await get(text.json().data.url)).headers['content-type']).toBe('text/plain; charset=utf-8');

    // An Office Open XML document is a ZIP with its parts named inside.
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml....')]);
    expect((await upload(docx, 'a.bin')).json().data).toMatchObject({ mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....readme.txt....')]);
    expect((await upload(zip, 'a.docx')).json().data).toMatchObject({ mime: 'application/zip' });
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64), Buffer.from('WordDocument', 'utf16le')]);
    expect((await upload(ole, 'a.doc')).json().data).toMatchObject({ mime: 'application/msword' });
  });

  it('refuses HTML, SVG, an executable and other disguises (415) and stores nothing, on disk or in the database', async () => {
    const before = await snapshot(h);
    const filesBefore = storedFiles();
    const disguises: [string, Buffer][] = [
      ['html', Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')],
      ['html without doctype', Buffer.from('\n  <html><img src=x onerror=alert(1)></html>')],
      ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>')],
      ['xml svg', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])],
      ['png header, garbage', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>alert(1)</script>')])],
      ['gif header, png body', Buffer.concat([Buffer.from('GIF89a'), (await png(10, 10)).subarray(6)])],
      ['text with NUL', Buffer.from('abc\u0000def')],
      ['invalid UTF-8', Buffer.from([0xc3, 0x28, 0x41, 0x42])],
      ['OLE that is no Word or Excel', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)])],
    ];
    for (const [label, data] of disguises) {
      const res = await upload(data, 'innocent.png', 'image/png');
      expect({ label, status: res.statusCode }).toEqual({ label, status: 415 });
      expect(res.json().message).toContain(CONTENT_MSG.fileTypeRefused);
    }
    expect(storedFiles()).toEqual(filesBefore);
    expect(await snapshot(h)).toEqual(before);
    const logs = (await opLogs(h)).filter((l) => l.action === 'imageUpload').slice(-disguises.length);
    expect(logs.every((l) => l.result === 'failed' && l.code === 415)).toBe(true);
  });

  it('refuses an image over 10 MB and a file over 50 MB (413) and stores nothing', async () => {
    const before = await snapshot(h);
    const filesBefore = storedFiles();
    const bigImage = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(UPLOAD_LIMITS.imageBytes)]);
    const res = await upload(bigImage, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain(CONTENT_MSG.fileTooLarge);

    const bigFile = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(UPLOAD_LIMITS.fileBytes)]);
    const res2 = await upload(bigFile, 'big.pdf', 'application/pdf');
    expect(res2.statusCode).toBe(413);
    expect(res2.json().message).toContain(CONTENT_MSG.fileTooLarge);
    expect(storedFiles()).toEqual(filesBefore);
    expect(await snapshot(h)).toEqual(before);
  });

  it('answers malformed multipart and JSON with a 4xx and a Chinese message, never a 5xx, and stores nothing', async () => {
    const before = await snapshot(h);
    const filesBefore = storedFiles();
    const file = await png(8, 8);
    const good = multipart([{ name: 'file', value: file, fileName: 'a.png', type: 'image/png' }], 'BOUNDARY');
    const cases: [string, { payload: Buffer | string; contentType: string }][] = [
      ['no boundary', { payload: good.payload, contentType: 'multipart/form-data' }],
      ['wrong boundary', { payload: good.payload, contentType: 'multipart/form-data; boundary=OTHER' }],
      ['truncated', { payload: good.payload.subarray(0, good.payload.length - 30), contentType: good.contentType }],
      ['empty body', { payload: '', contentType: good.contentType }],
      ['garbage', { payload: 'this is not multipart at all', contentType: good.contentType }],
      ['two files', multipart([{ name: 'file', value: file, fileName: 'a.png' }, { name: 'file', value: file, fileName: 'b.png' }])],
      ['file under another name', multipart([{ name: 'image', value: file, fileName: 'a.png' }])],
      ['unknown field', multipart([{ name: 'owner', value: 'x' }, { name: 'file', value: file, fileName: 'a.png' }])],
      ['__proto__ field', multipart([{ name: '__proto__', value: 'x' }, { name: 'file', value: file, fileName: 'a.png' }])],
      ['no file', multipart([{ name: 'dir_id', value: '0' }])],
      ['empty file', multipart([{ name: 'file', value: Buffer.alloc(0), fileName: 'a.png' }])],
      ['dir_id not a number', multipart([{ name: 'dir_id', value: 'abc' }, { name: 'file', value: file, fileName: 'a.png' }])],
      ['dir_id negative', multipart([{ name: 'dir_id', value: '-1' }, { name: 'file', value: file, fileName: 'a.png' }])],
      ['dir_id twice', multipart([{ name: 'dir_id', value: '0' }, { name: 'dir_id', value: '0' }, { name: 'file', value: file, fileName: 'a.png' }])],
      ['dir_id missing folder', multipart([{ name: 'dir_id', value: '999999' }, { name: 'file', value: file, fileName: 'a.png' }])],
      ['JSON instead of multipart', { payload: '{"dir_id":0}', contentType: 'application/json' }],
      ['text/plain', { payload: 'hello', contentType: 'text/plain' }],
    ];
    for (const [label, raw] of cases) {
      const res = await h.call('imageUpload', { token: admin, raw });
      const body = res.json();
      expect({ label, ok: res.statusCode >= 400 && res.statusCode < 500, chinese: CHINESE.test(body.message), code: body.code === res.statusCode })
        .toEqual({ label, ok: true, chinese: true, code: true });
    }
    expect(storedFiles()).toEqual(filesBefore);
    expect(await snapshot(h)).toEqual(before);
  });

  it('refuses multipart bodies on every other POST route', async () => {
    const res = await h.call('imageRename', { token: admin, raw: multipart([{ name: 'id', value: '1' }, { name: 'name', value: 'x' }]) });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(CHINESE);
  });

  it('needs the image_list key and a session', async () => {
    const res = await upload(await png(8, 8), 'a.png', 'image/png', undefined, '');
    expect(res.statusCode).toBe(401);
  });

  it('does not serve names the server did not write, or files whose row is gone', async () => {
    for (const url of ['/uploads/1001/2025-01/' + 'a'.repeat(32) + '.png', '/uploads/1001/2025-01/..%2f..%2fconsole.sqlite', '/uploads/1001/x/y.png', '/uploads/../console.sqlite']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
    }
  });
});

// ---- watermark -----------------------------------------------------------------------------------

describe('watermark', () => {
  afterEach(async () => {
    await saveWatermark({ enabled: false });
  });

  it('answers the defaults before anything is saved', async () => {
    const demo = await h.login('demo');
    const res = await h.call('watermarkGet', { token: demo });
    expect(res.json().data).toEqual({ enabled: false, type: 'text', text: '', font_size: 24, color: '#ffffff', image_id: null, position: 'bottom-right', opacity: 60, image_url: '' });
  });

  it('draws a text watermark at the chosen corner of uploads, and nothing when it is off', async () => {
    const white = await png(400, 300);
    const saved = await saveWatermark({ text: '水印 WM', font_size: 40, color: '#FF0000', position: 'bottom-right', opacity: 100 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ enabled: true, color: '#ff0000', position: 'bottom-right' });

    const marked = (await upload(white, 'marked.png', 'image/png')).json().data as ImageRow;
    const markedFile = (await get(marked.url)).rawPayload;
    const raw = await sharp(markedFile).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    // Red pixels only in the bottom-right region; the top-left stays white.
    let redBottomRight = 0;
    let redElsewhere = 0;
    for (let y = 0; y < raw.info.height; y++) {
      for (let x = 0; x < raw.info.width; x++) {
        const o = (y * raw.info.width + x) * 3;
        const red = raw.data[o] > 180 && raw.data[o + 1] < 90 && raw.data[o + 2] < 90;
        if (!red) continue;
        if (x > 200 && y > 200) redBottomRight++;
        else redElsewhere++;
      }
    }
    expect(redBottomRight).toBeGreaterThan(100);
    expect(redElsewhere).toBe(0);
    expect(await pixel(markedFile, 5, 5)).toEqual([255, 255, 255]);

    await saveWatermark({ enabled: false });
    const plain = (await upload(white, 'plain.png', 'image/png')).json().data as ImageRow;
    const plainRaw = await sharp((await get(plain.url)).rawPayload).removeAlpha().raw().toBuffer();
    expect(plainRaw.every((v) => v === 255)).toBe(true);
  });

  it('draws the watermark on every frame of an animated GIF, which stays animated', async () => {
    const w = 200;
    const frame = 120;
    const raw = Buffer.alloc(w * frame * 2 * 4);
    for (let i = 0; i < w * frame * 2; i++) raw.set(i < w * frame ? [255, 255, 255, 255] : [0, 0, 0, 255], i * 4);
    const gif = await sharp(raw, { raw: { width: w, height: frame * 2, channels: 4, pageHeight: frame } }).gif({ delay: [200, 200], loop: 0 }).toBuffer();
    await saveWatermark({ text: '■■', font_size: 30, color: '#ff0000', position: 'top-left', opacity: 100 });
    const row = (await upload(gif, 'anim.gif', 'image/gif')).json().data as ImageRow;
    expect(row).toMatchObject({ mime: 'image/gif', width: w, height: frame });
    const stored = (await get(row.url)).rawPayload;
    expect((await sharp(stored, { animated: true }).metadata()).pages).toBe(2);
    for (const page of [0, 1]) {
      const { data, info } = await sharp(stored, { page }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let red = 0;
      for (let y = 0; y < 50; y++) for (let x = 0; x < 80; x++) {
        const o = (y * info.width + x) * 3;
        if (data[o] > 180 && data[o + 1] < 90 && data[o + 2] < 90) red++;
      }
      expect({ page, red: red > 50 }).toEqual({ page, red: true });
    }
  });

  it('applies the opacity: a half-transparent black mark gives grey, not black', async () => {
    await saveWatermark({ text: '█████', font_size: 60, color: '#000000', position: 'center', opacity: 50 });
    const row = (await upload(await png(400, 300), 'half.png', 'image/png')).json().data as ImageRow;
    const raw = await sharp((await get(row.url)).rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let darkest = 255;
    for (let i = 0; i < raw.data.length; i += 3) darkest = Math.min(darkest, raw.data[i]);
    expect(darkest).toBeGreaterThan(100);
    expect(darkest).toBeLessThan(160);
  });

  it('draws an image watermark (one of the site’s images) at the top-left, and refuses removing it while in use', async () => {
    const logo = (await upload(await png(60, 60, { r: 0, g: 0, b: 255 }), 'logo.png', 'image/png')).json().data as ImageRow;
    const saved = await saveWatermark({ type: 'image', image_id: logo.id, position: 'top-left', opacity: 100 });
    expect(saved.json().data).toMatchObject({ type: 'image', image_id: logo.id, image_url: logo.url });
    expect((await h.call('watermarkGet', { token: admin })).json().data).toMatchObject({ image_id: logo.id, image_url: logo.url });

    const uploaded = await upload(await png(800, 600), 'photo.png', 'image/png');
    expect(uploaded.json().message).toBe('操作成功');
    const row = uploaded.json().data as ImageRow;
    const file = (await get(row.url)).rawPayload;
    const margin = Math.round(600 * 0.02);
    expect(await pixel(file, margin + 30, margin + 30)).toEqual([0, 0, 255]);
    expect(await pixel(file, 790, 590)).toEqual([255, 255, 255]);

    const refused = await h.call('imageRemove', { token: admin, body: { ids: [logo.id] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('水印');
    // Switched off, the image may go, and the setting lets go of it.
    await saveWatermark({ enabled: false, type: 'image', image_id: logo.id });
    expect((await h.call('imageRemove', { token: admin, body: { ids: [logo.id] } })).statusCode).toBe(200);
    expect((await h.call('watermarkGet', { token: admin })).json().data).toMatchObject({ image_id: null, image_url: '' });
  });

  it('refuses invalid settings with the field named, changing nothing', async () => {
    const before = await snapshot(h);
    const pdf = (await list({ keyword: '选型手册' })).rows[0];
    const cases: [Record<string, unknown>, string][] = [
      [{ position: 'middle' }, 'position'],
      [{ opacity: 101 }, 'opacity'],
      [{ opacity: -1 }, 'opacity'],
      [{ font_size: 11 }, 'font_size'],
      [{ font_size: 121 }, 'font_size'],
      [{ color: 'red' }, '#rrggbb'],
      [{ color: '#12345' }, '#rrggbb'],
      [{ text: 'x'.repeat(31) }, 'text'],
      [{ text: '   ' }, '请输入水印文字'],
      [{ text: 'a\nb' }, '控制字符'],
      [{ type: 'image' }, '请选择水印图片'],
      [{ type: 'image', image_id: pdf.id }, 'image_id'],
      [{ type: 'image', image_id: 999999 }, 'image_id'],
      [{ image_id: null }, 'image_id'],
      [{ extra: 1 }, 'extra'],
    ];
    for (const [patch, text] of cases) {
      const res = await saveWatermark(patch);
      expect({ patch, status: res.statusCode >= 400 && res.statusCode < 500, has: res.json().message.includes(text) }).toEqual({ patch, status: true, has: true });
    }
    expect(await snapshot(h)).toEqual(before);
  });
});

// ---- folders, listing, move, rename, remove -------------------------------------------------------

describe('library', () => {
  it('makes, renames and removes folders; refuses duplicates, too deep a tree and removing a non-empty folder', async () => {
    const made = await h.call('imageMkdir', { token: admin, body: { name: '  活动照片  ' } });
    expect(made.statusCode).toBe(200);
    const top = made.json().data as ImageFolder;
    expect(top).toMatchObject({ name: '活动照片', parent_id: 0, children: [] });
    expect((await h.call('imageMkdir', { token: admin, body: { name: '活动照片' } })).statusCode).toBe(409);
    expect((await h.call('imageMkdir', { token: admin, body: { name: '   ' } })).json().message).toBe('请输入文件夹名称');
    expect((await h.call('imageMkdir', { token: admin, body: { name: 'x'.repeat(31) } })).statusCode).toBe(400);
    expect((await h.call('imageMkdir', { token: admin, body: { name: '子', parent_id: 999999 } })).statusCode).toBe(404);

    let parent = top.id;
    for (let level = 2; level <= 5; level++) {
      const res = await h.call('imageMkdir', { token: admin, body: { name: `第${level}级`, parent_id: parent } });
      expect(res.statusCode).toBe(200);
      parent = res.json().data.id;
    }
    const tooDeep = await h.call('imageMkdir', { token: admin, body: { name: '第6级', parent_id: parent } });
    expect(tooDeep.statusCode).toBe(409);
    expect(tooDeep.json().message).toContain('5 级');

    const renamed = await h.call('imageRenameFolder', { token: admin, body: { id: top.id, name: '年会照片' } });
    expect(renamed.json().data).toMatchObject({ id: top.id, name: '年会照片' });
    const tree = await folders();
    const node = tree.find((f) => f.id === top.id)!;
    expect(node.name).toBe('年会照片');
    expect(node.children[0].name).toBe('第2级');

    // Not empty (a subfolder): refused with the contract's message.
    const refused = await h.call('imageRemoveFolder', { token: admin, body: { id: top.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CONTENT_MSG.folderNotEmpty);
    // Not empty (a file).
    const leaf = (await h.call('imageMkdir', { token: admin, body: { name: '空文件夹' } })).json().data as ImageFolder;
    const file = (await upload(await png(10, 10), 'in-folder.png', 'image/png', leaf.id)).json().data as ImageRow;
    expect(file.dir_id).toBe(leaf.id);
    expect((await h.call('imageRemoveFolder', { token: admin, body: { id: leaf.id } })).json().message).toBe(CONTENT_MSG.folderNotEmpty);
    await h.call('imageMove', { token: admin, body: { ids: [file.id], dir_id: 0 } });
    expect((await h.call('imageRemoveFolder', { token: admin, body: { id: leaf.id } })).statusCode).toBe(200);
    expect((await folders()).some((f) => f.id === leaf.id)).toBe(false);
  });

  it('lists by folder, file type, keyword and page', async () => {
    const tree = await folders();
    const products = tree.find((f) => f.name === SEED_IMAGE_FOLDERS.products)!;
    const inProducts = await list({ dir_id: products.id });
    expect(inProducts.rows.map((r) => r.name).sort()).toEqual(['定制解决方案.webp', '工业传感器套件.png', '智能控制终端.jpg'].sort());
    expect((await list({ dir_id: 0 })).rows.every((r) => r.dir_id === 0)).toBe(true);
    const all = await list();
    const images = await list({ file_type: 1 });
    expect(images.rows.every((r) => r.kind === 'image')).toBe(true);
    expect(images.total).toBe(all.rows.filter((r) => r.kind === 'image').length);
    expect(all.total).toBeGreaterThan(images.total);
    expect((await list({ keyword: '传感器' })).rows.map((r) => r.name)).toEqual(['工业传感器套件.png']);
    expect((await list({ keyword: '%' })).total).toBe(0);
    expect((await list({ keyword: 'PDF' })).rows.some((r) => r.name === SEED_PDF_NAME)).toBe(true);
    const page2 = await list({ rows: 2, page: 2 });
    expect(page2.rows).toEqual(all.rows.slice(2, 4));
    expect((await h.call('imageList', { token: admin, query: { dir_id: 999999 } })).statusCode).toBe(404);
    expect((await h.call('imageList', { token: admin, query: { file_type: 2 } })).statusCode).toBe(400);
  });

  it('moves, renames (display name only) and removes files (rows and files on disk)', async () => {
    const a = (await upload(await png(20, 20), 'a.png', 'image/png')).json().data as ImageRow;
    const b = (await upload(Buffer.from('plain text'), 'b.txt', 'text/plain')).json().data as ImageRow;
    const company = (await folders()).find((f) => f.name === SEED_IMAGE_FOLDERS.company)!;

    const moved = await h.call('imageMove', { token: admin, body: { ids: [a.id, b.id, a.id], dir_id: company.id } });
    expect(moved.json().data).toEqual({ moved: 2 });
    expect((await list({ dir_id: company.id })).rows.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await h.call('imageMove', { token: admin, body: { ids: [a.id], dir_id: 999999 } })).statusCode).toBe(404);

    const renamed = await h.call('imageRename', { token: admin, body: { id: a.id, name: '  新名字.png ' } });
    expect(renamed.json().data).toMatchObject({ id: a.id, name: '新名字.png', url: a.url });
    expect((await h.call('imageRename', { token: admin, body: { id: a.id, name: ' ' } })).json().message).toBe('请输入名称');
    expect((await h.call('imageRename', { token: admin, body: { id: a.id, name: 'x'.repeat(101) } })).statusCode).toBe(400);
    expect((await list({ keyword: '新名字' })).rows.map((r) => r.id)).toEqual([a.id]);

    const files = [a.url, a.thumb_url, b.url].map((u) => path.join(h.dir, 'uploads', u.slice('/uploads/'.length)));
    for (const f of files) expect(fs.existsSync(f)).toBe(true);
    const removed = await h.call('imageRemove', { token: admin, body: { ids: [a.id, b.id] } });
    expect(removed.json().data).toEqual({ removed: 2 });
    for (const f of files) expect(fs.existsSync(f)).toBe(false);
    expect((await get(a.url)).statusCode).toBe(404);
    expect((await h.call('imageRemove', { token: admin, body: { ids: [a.id] } })).statusCode).toBe(404);
  });
});

// ---- site scoping --------------------------------------------------------------------------------

describe('the gallery picker for content editors', () => {
  it('lets an account holding only a content list key browse and upload, but not rename, move, remove or make folders', async () => {
    await h.built.db.updateTable('accounts').set({ permissions: JSON.stringify(['article_list']) }).where('id', '=', SEED_ACCOUNTS.contest.id).execute();
    const editor = await h.login('contest');
    expect((await h.call('imageList', { token: editor, query: { file_type: 9 } })).statusCode).toBe(200);
    expect((await h.call('imageFolders', { token: editor })).statusCode).toBe(200);
    const uploaded = await upload(await png(40, 30), '编辑上传.png', 'image/png', undefined, editor);
    expect(uploaded.statusCode).toBe(200);
    const id = (uploaded.json().data as ImageRow).id;
    const before = await snapshot(h);
    for (const [name, body] of [
      ['imageRename', { id, name: '改名' }],
      ['imageMove', { ids: [id], dir_id: 0 }],
      ['imageRemove', { ids: [id] }],
      ['imageMkdir', { name: '新文件夹' }],
    ] as const) {
      const res = await h.call(name, { token: editor, body });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(CHINESE);
    }
    expect(await snapshot(h)).toEqual(before);
    // Without any content key the library is closed.
    await h.built.db.updateTable('accounts').set({ permissions: JSON.stringify(['form_list']) }).where('id', '=', SEED_ACCOUNTS.contest.id).execute();
    expect((await h.call('imageList', { token: editor, query: { file_type: 9 } })).statusCode).toBe(403);
  });
});

describe('another site', () => {
  it('cannot see, change, fill or point at site 1001’s files and folders: 404 and nothing changes', async () => {
    const mine = (await list()).rows;
    const myImage = mine.find((r) => r.kind === 'image')!;
    const myFolder = (await folders())[0];
    const before = await snapshot(h);
    const filesBefore = storedFiles();

    // Another company's account, and the same account on another of its sites.
    const demo = await h.login('demo');
    const other = await h.login('admin');
    await h.call('siteActive', { token: other, query: { twebId: SITE.global } });
    for (const token of [demo, other]) {
      expect((await list({}, token)).rows.some((r) => r.id === myImage.id)).toBe(false);
      expect((await folders(token)).some((f) => f.id === myFolder.id)).toBe(false);
      const attempts = [
        await h.call('imageList', { token, query: { dir_id: myFolder.id } }),
        await h.call('imageRename', { token, body: { id: myImage.id, name: 'hacked' } }),
        await h.call('imageMove', { token, body: { ids: [myImage.id], dir_id: 0 } }),
        await h.call('imageRemove', { token, body: { ids: [myImage.id] } }),
        await h.call('imageMkdir', { token, body: { name: 'x', parent_id: myFolder.id } }),
        await h.call('imageRenameFolder', { token, body: { id: myFolder.id, name: 'hacked' } }),
        await h.call('imageRemoveFolder', { token, body: { id: myFolder.id } }),
        await upload(await png(8, 8), 'x.png', 'image/png', myFolder.id, token),
        await saveWatermark({ type: 'image', image_id: myImage.id }, token),
      ];
      expect(attempts.map((r) => r.statusCode)).toEqual(attempts.map(() => 404));
    }
    expect(storedFiles()).toEqual(filesBefore);
    const after = await snapshot(h);
    // Logging in and switching site touch sessions and accounts only.
    for (const table of ['image_folders', 'images', 'watermarks'] as const) expect(after[table]).toEqual(before[table]);
  });
});

// ---- upgrade -------------------------------------------------------------------------------------

it('seeds the library once on a database that predates migration 005, and never again', async () => {
  const other = await startServer();
  try {
    await other.built.close();
    const old = await buildApp(other.config);
    for (const table of ['watermarks', 'images', 'image_folders']) await old.db.schema.dropTable(table).execute();
    await sql`delete from kysely_migration where name = '005_images'`.execute(old.db);
    await old.close();
    fs.rmSync(path.join(other.dir, 'uploads'), { recursive: true, force: true });

    const upgraded = await buildApp(other.config);
    expect(upgraded.seeded).toBe(false);
    const count = async (db: typeof upgraded.db) => Number((await db.selectFrom('images').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count(upgraded.db)).toBe(SEED_PICTURES.length + 1);
    // Removed afterwards, it stays removed.
    await upgraded.db.deleteFrom('images').execute();
    await upgraded.close();
    const again = await buildApp(other.config);
    expect(await count(again.db)).toBe(0);
    await again.close();
  } finally {
    await other.close().catch(() => undefined);
  }
});
