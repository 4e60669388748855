// Video uploads (admin_cms/smallVideo/upload) and playback (smallVideo/play): an MP4 or a WebM told
// by its bytes — files built here box by box and element by element — its duration read from its
// header (mvhd timescale/duration, wherever the moov sits; Info Duration × TimecodeScale), stored
// under DATA_DIR/short-video and played back with byte ranges; an .exe named .mp4, a picture, a
// QuickTime or Matroska file, a broken MP4 and a file over 200 MB refused in Chinese, nothing kept.
import fs from 'node:fs';
import path from 'node:path';
import { DAY_MS } from '../../server/core/services/maintenance';
import { Readable } from 'node:stream';
import { API } from '../../shared/domain/api/endpoints';
import { VIDEO_LIMITS, VIDEO_MSG } from '../../shared/domain/product';
import { urlOf } from '../../server/core/http/register';
import { snapshot, startServer, type Harness } from './support/harness';
import { multipart } from './support/multipart';
import { box, ftyp, mdat, mp4, mvhd, u32 } from '../support/mp4Files';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

// ---- building files ---------------------------------------------------------------------------------

/** An EBML element: its id bytes, an 8-byte size and the data. */
const el = (id: number[], ...data: Buffer[]) => {
  const body = Buffer.concat(data);
  const size = Buffer.alloc(8);
  size[0] = 0x01;
  size.writeUIntBE(body.length, 2, 6);
  return Buffer.concat([Buffer.from(id), size, body]);
};

function webm({ ticks = 7250, docType = 'webm', scale = 1_000_000, float32 = false, withInfo = true } = {}): Buffer {
  const header = el([0x1a, 0x45, 0xdf, 0xa3],
    el([0x42, 0x86], Buffer.from([1])), el([0x42, 0x82], Buffer.from(docType, 'latin1')), el([0x42, 0x87], Buffer.from([4])), el([0x42, 0x85], Buffer.from([2])));
  const duration = Buffer.alloc(float32 ? 4 : 8);
  if (float32) duration.writeFloatBE(ticks);
  else duration.writeDoubleBE(ticks);
  const scaleBytes = u32(scale);
  const info = el([0x15, 0x49, 0xa9, 0x66], el([0x2a, 0xd7, 0xb1], scaleBytes), el([0x44, 0x89], duration), el([0x4d, 0x80], Buffer.from('test-muxer')));
  const voidEl = el([0xec], Buffer.alloc(30));
  const cluster = el([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(6000, 0x33));
  // A Segment of unknown size, as a live recorder writes it.
  const segment = Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), voidEl, ...(withInfo ? [info] : []), cluster]);
  return Buffer.concat([header, segment]);
}

/** A Windows executable's start (MZ, the DOS stub) and some code. */
const exe = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.from('This program cannot be run in DOS mode.'), Buffer.alloc(8000, 0xcc)]);

// ---- calling ------------------------------------------------------------------------------------------

async function upload(data: Buffer, fileName: string, type = 'video/mp4') {
  const form = multipart([{ name: 'file', value: data, fileName, type }]);
  return h.call('smallVideoUpload', { token: admin, raw: form });
}

const play = (url: string, headers: Record<string, string> = {}) => h.built.app.inject({ method: 'GET', url, headers });
const videoDir = () => path.join(h.dir, 'short-video');
const incoming = () => (fs.existsSync(path.join(videoDir(), '.incoming')) ? fs.readdirSync(path.join(videoDir(), '.incoming')) : []);
const storedFiles = () => h.built.db.selectFrom('short_video_files').selectAll().orderBy('id').execute();

describe('what is accepted', () => {
  it('stores an mp4 with its duration and plays it back, whole and by byte range, without a token', async () => {
    const data = mp4({ seconds: 12.345 });
    const res = await upload(data, '车间实拍.mp4');
    expect(res.statusCode).toBe(200);
    const info = res.json().data;
    expect(info).toMatchObject({ name: '车间实拍.mp4', mime: 'video/mp4', bytes: data.length, duration_seconds: 12 });
    expect(info.url).toBe(`${urlOf({ endpoint: API.smallVideoPlay })}?file=${(await storedFiles()).at(-1)!.file_name}`);
    const [file] = (await storedFiles()).slice(-1);
    expect(fs.readFileSync(path.join(videoDir(), file.stored)).equals(data)).toBe(true);
    expect(incoming()).toEqual([]);

    const whole = await play(info.url);
    expect([whole.statusCode, whole.headers['content-type'], whole.headers['accept-ranges'], Number(whole.headers['content-length'])]).toEqual([200, 'video/mp4', 'bytes', data.length]);
    expect(whole.rawPayload.equals(data)).toBe(true);
    // Played in the tab it is opened in (not saved), never sniffed as anything else.
    expect(whole.headers['content-disposition']).toMatch(/^inline; filename="/);
    expect(whole.headers['x-content-type-options']).toBe('nosniff');

    const part = await play(info.url, { range: 'bytes=100-199' });
    expect([part.statusCode, part.headers['content-range'], part.rawPayload.length]).toEqual([206, `bytes 100-199/${data.length}`, 100]);
    expect(part.rawPayload.equals(data.subarray(100, 200))).toBe(true);
    const tail = await play(info.url, { range: 'bytes=-16' });
    expect([tail.statusCode, tail.headers['content-range']]).toEqual([206, `bytes ${data.length - 16}-${data.length - 1}/${data.length}`]);
    expect(tail.rawPayload.equals(data.subarray(-16))).toBe(true);
    const open = await play(info.url, { range: `bytes=${data.length - 10}-` });
    expect([open.statusCode, open.rawPayload.length]).toEqual([206, 10]);
    const beyond = await play(info.url, { range: `bytes=${data.length}-` });
    expect([beyond.statusCode, beyond.headers['content-range'], beyond.json().message]).toEqual([416, `bytes */${data.length}`, '请求的视频范围无效']);

    // A name the server never wrote, or one of the wrong shape.
    expect((await play(info.url.replace(/file=[0-9a-f]{8}/, 'file=00000000'))).statusCode).toBe(404);
    expect((await play(`${urlOf({ endpoint: API.smallVideoPlay })}?file=../../etc/passwd`)).statusCode).toBe(400);
  });

  it('reads the duration wherever the moov sits, in either mvhd version', async () => {
    expect((await upload(mp4({ seconds: 95, moovLast: true }), 'camera.mp4')).json().data.duration_seconds).toBe(95);
    expect((await upload(mp4({ seconds: 3600.4, version: 1 }), 'long.mp4')).json().data.duration_seconds).toBe(3600);
    // Smaller than the head the type is told from: judged whole.
    expect((await upload(mp4({ seconds: 2, media: 10 }), 'tiny.mp4')).json().data).toMatchObject({ mime: 'video/mp4', duration_seconds: 2 });
  });

  it('stores a webm, its duration from Info (Duration × TimecodeScale)', async () => {
    const res = await upload(webm({ ticks: 7250 }), 'clip.webm', 'video/webm');
    expect(res.json().data).toMatchObject({ mime: 'video/webm', duration_seconds: 7 });
    // A 4-byte float, and a coarser TimecodeScale (0.1 s a tick): 12.5 s.
    expect((await upload(webm({ ticks: 2400, float32: true }), 'f32.webm')).json().data.duration_seconds).toBe(2);
    expect((await upload(webm({ ticks: 125, scale: 100_000_000 }), 'scaled.webm')).json().data.duration_seconds).toBe(13);
    const played = await play(res.json().data.url, { range: 'bytes=0-3' });
    expect([played.statusCode, played.headers['content-type'], [...played.rawPayload]]).toEqual([206, 'video/webm', [0x1a, 0x45, 0xdf, 0xa3]]);
  });

  it('saves a video of an uploaded file with the file’s type, size and duration; the file goes with the last video using it', async () => {
    const data = mp4({ seconds: 30 });
    const info = (await upload(data, 'a.mp4')).json().data;
    const { id, version } = (await h.call('smallVideoSave', { token: admin, body: { title: '上传的视频', file_id: info.file_id } })).json().data;
    const row = (await h.call('smallVideoRow', { token: admin, query: { id } })).json().data;
    expect(row).toMatchObject({ file_id: info.file_id, file_url: info.url, mime: 'video/mp4', bytes: data.length, duration_seconds: 30, link: '' });

    // Replaced by another upload: the first file is no longer kept or served.
    const next = (await upload(mp4({ seconds: 31 }), 'b.mp4')).json().data;
    const first = (await storedFiles()).find((f) => f.id === info.file_id)!;
    await h.call('smallVideoSave', { token: admin, body: { id, version, title: '上传的视频', file_id: next.file_id } });
    expect((await storedFiles()).map((f) => f.id)).not.toContain(info.file_id);
    expect(fs.existsSync(path.join(videoDir(), first.stored))).toBe(false);
    expect((await play(info.url)).statusCode).toBe(404);
    expect((await h.call('smallVideoRow', { token: admin, query: { id } })).json().data.duration_seconds).toBe(31);

    // Destroyed from the bin: its file too.
    const second = (await storedFiles()).find((f) => f.id === next.file_id)!;
    await h.call('smallVideoRemove', { token: admin, body: { ids: [id] } });
    expect((await play(next.url)).statusCode).toBe(200);
    await h.call('smallVideoDestroy', { token: admin, body: { ids: [id] } });
    expect(fs.existsSync(path.join(videoDir(), second.stored))).toBe(false);
    expect((await play(next.url)).statusCode).toBe(404);
  });
});

describe('the daily cleanup', () => {
  it('deletes a file uploaded a day ago and never saved with a video, row and bytes; keeps a recent one and one in use', async () => {
    const orphan = (await upload(mp4({ seconds: 5 }), 'left-behind.mp4')).json().data;
    const recent = (await upload(mp4({ seconds: 6 }), 'still-editing.mp4')).json().data;
    const used = (await upload(mp4({ seconds: 7 }), 'saved.mp4')).json().data;
    await h.call('smallVideoSave', { token: admin, body: { title: '已保存的视频', file_id: used.file_id } });
    // Two of them were uploaded more than a day ago.
    const dayAgo = Date.now() - DAY_MS - 60_000;
    await h.built.db.updateTable('short_video_files').set({ created_at: dayAgo }).where('id', 'in', [orphan.file_id, used.file_id]).execute();
    const stored = new Map((await storedFiles()).map((f) => [f.id, f.stored]));

    expect((await h.built.maintenance.run()).modules['short-video']).toBe(1);
    expect((await storedFiles()).map((f) => f.id)).toEqual(expect.arrayContaining([recent.file_id, used.file_id]));
    expect((await storedFiles()).map((f) => f.id)).not.toContain(orphan.file_id);
    expect(fs.existsSync(path.join(videoDir(), stored.get(orphan.file_id)!))).toBe(false);
    expect((await play(orphan.url)).statusCode).toBe(404);
    expect((await play(used.url)).statusCode).toBe(200);
    expect((await play(recent.url)).statusCode).toBe(200);
    // Nothing left to do: a second run removes nothing.
    expect((await h.built.maintenance.run()).modules['short-video']).toBe(0);
  });
});

describe('what is refused', () => {
  it('refuses an .exe named .mp4, pictures, QuickTime, Matroska and a broken mp4, keeping nothing', async () => {
    const before = await snapshot(h);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5000)]);
    const heic = Buffer.concat([ftyp('heic', ['mif1', 'heic']), Buffer.alloc(5000)]);
    const quicktime = Buffer.concat([ftyp('qt  ', ['qt  ']), box('moov', mvhd(600, 6000)), mdat(5000)]);
    const cases: [Buffer, string, string][] = [
      [exe(), 'setup.mp4', VIDEO_MSG.fileTypeRefused],
      [exe().subarray(0, 100), 'small.mp4', VIDEO_MSG.fileTypeRefused],
      [png, 'photo.mp4', VIDEO_MSG.fileTypeRefused],
      [heic, 'photo.mp4', VIDEO_MSG.fileTypeRefused],
      [quicktime, 'movie.mp4', VIDEO_MSG.fileTypeRefused],
      [webm({ docType: 'matroska' }), 'movie.webm', VIDEO_MSG.fileTypeRefused],
      [Buffer.concat([ftyp(), mdat(6000)]), 'no-moov.mp4', VIDEO_MSG.fileCorrupt],
      [Buffer.concat([ftyp(), u32(0xfffffff0), Buffer.from('mdat'), Buffer.alloc(5000)]), 'truncated.mp4', VIDEO_MSG.fileCorrupt],
      [webm({ withInfo: false }), 'no-info.webm', VIDEO_MSG.fileCorrupt],
    ];
    for (const [data, name, message] of cases) {
      const res = await upload(data, name);
      expect({ name, status: res.statusCode, message: res.json().message }).toEqual({ name, status: 415, message });
    }
    const empty = await upload(Buffer.alloc(0), 'empty.mp4');
    expect([empty.statusCode, empty.json().message]).toEqual([400, '上传的文件为空']);
    const extra = await h.call('smallVideoUpload', { token: admin, raw: multipart([{ name: 'file', value: mp4(), fileName: 'a.mp4' }, { name: 'site_id', value: '1003' }]) });
    expect([extra.statusCode, extra.json().message]).toEqual([400, '不支持的参数：site_id']);
    const json = await h.call('smallVideoUpload', { token: admin, body: {} });
    expect(json.statusCode).toBe(415);
    expect(await snapshot(h)).toEqual(before);
    expect(incoming()).toEqual([]);
  });

  it(`refuses a file over ${VIDEO_LIMITS.fileBytes / 1024 / 1024} MB as it streams in`, async () => {
    const before = await snapshot(h);
    const head = mp4({ media: 100 });
    const boundary = '----big';
    const total = VIDEO_LIMITS.fileBytes + 1;
    const piece = Buffer.alloc(1024 * 1024, 0x20);
    async function* body() {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
      yield head;
      for (let sent = head.length; sent < total; sent += piece.length) yield piece.subarray(0, Math.min(piece.length, total - sent));
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const res = await h.built.app.inject({
      method: 'POST', url: urlOf({ endpoint: API.smallVideoUpload }),
      headers: { 'x-token': admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(body()),
    });
    expect([res.statusCode, res.json().message]).toEqual([413, VIDEO_MSG.fileTooLarge]);
    expect(await snapshot(h)).toEqual(before);
    expect(incoming()).toEqual([]);
  }, 60_000);
});
