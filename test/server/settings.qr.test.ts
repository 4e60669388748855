// 网站二维码 on the server (admin/sysconfig qrCodeConfig GET/POST, qrCodeImage; key qrcode_setting):
// the seeded config and the defaults reading the site's primary address, the save's rules (unknown
// field, bad level, width out of range, bad colour, another site's logo, a text too long for the
// level) refused in Chinese with nothing stored, the PNG decoded back to its text at L and at H with
// a logo, its per-site cache listed and cleared through 清除缓存's entry, and the key. SQLite and
// PostgreSQL alike.
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { ApiName } from '../../shared/domain/api/endpoints';
import { QR_MSG, type QrConfigData, type QrOptions } from '../../shared/domain/settings/qr';
import { SITE } from '../../server/core/db/seedData';
import { writeStored, uploadsRoot } from '../../server/core/services/uploads';
import { qrSiteCache } from '../../server/modules/settings/qr/cache';
import { CHINESE, snapshot, startServer, type CallOptions, type Harness } from './support/harness';
import { tokenWith } from './support/content';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
}, 30_000);
afterAll(() => h.close());

const call = (name: ApiName, options: CallOptions = {}) => h.call(name, { token: admin, ...options });
const config = async (): Promise<QrConfigData> => (await call('qrConfigGet')).json().data;
const save = (options: unknown) => call('qrConfigSave', { body: options });

async function decode(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** A red square filed as a picture of the site's library (where the gallery puts uploads). */
async function sitePicture(siteId: number): Promise<string> {
  const stored = `${siteId}/2026-01/${'ab'.repeat(16)}.png`;
  await writeStored(uploadsRoot(h.config.dataDir), stored, await sharp({ create: { width: 80, height: 80, channels: 4, background: '#e02020' } }).png().toBuffer());
  return `/uploads/${stored}`;
}

describe('the config', () => {
  it('reads the demo site\'s saved code, and the defaults of §9 with its address elsewhere', async () => {
    const seeded = await config();
    expect(seeded).toMatchObject({ saved: true, site_address: 'https://www.demo-site.cn/' });
    expect(seeded.options).toMatchObject({ text: 'https://www.demo-site.cn/', level: 'M', label: { text: '扫码访问示范企业官网' } });
    await h.built.db.deleteFrom('qr_configs').where('site_id', '=', SITE.corporate).execute();
    const defaults = await config();
    expect(defaults).toMatchObject({ saved: false, options: { text: 'https://www.demo-site.cn/', level: 'L', width: 300, margin: 10 } });
    expect((await save(seeded.options)).json().code).toBe(200);
  });

  it('saves options and answers them back', async () => {
    const { options } = await config();
    const next: QrOptions = { ...options, text: 'https://www.demo-site.cn/about', width: 420, rotate: 90, gradient: { ...options.gradient, enabled: true } };
    const res = await save(next);
    expect(res.json()).toMatchObject({ code: 200, data: { saved: true, options: next } });
    expect((await config()).options).toEqual(next);
  });
});

describe('bad input', () => {
  it('refuses an unknown field, a bad level, a width out of range, a bad colour, an empty or too dense text, another site\'s logo — in Chinese, storing nothing', async () => {
    const { options } = await config();
    const foreignLogo = await sitePicture(SITE.marketingFree);
    const before = await snapshot(h);
    const cases: [unknown, string | RegExp][] = [
      [{ ...options, extra: 1 }, '不支持的参数：extra'],
      [{ ...options, logo: { ...options.logo, icon: 'x' } }, /icon/],
      [{ ...options, level: 'X' }, /level/],
      [{ ...options, width: 99 }, /width/],
      [{ ...options, width: 1001 }, /width/],
      [{ ...options, width: 300.5 }, /width/],
      [{ ...options, foreground: 'red' }, /foreground/],
      [{ ...options, text: '   ' }, QR_MSG.textRequired],
      [{ ...options, level: 'H', text: '汉'.repeat(500) }, QR_MSG.textTooDense],
      [{ ...options, level: 'H', logo: { ...options.logo, enabled: true, src: foreignLogo } }, QR_MSG.badLogo],
      [{ ...options, level: 'H', logo: { ...options.logo, enabled: true, src: `/uploads/${SITE.corporate}/2026-01/${'cd'.repeat(16)}.png` } }, QR_MSG.logoMissing],
      [{ ...options, level: 'H', logo: { ...options.logo, enabled: true, src: '/uploads/../../etc/passwd' } }, QR_MSG.badLogo],
    ];
    for (const [body, message] of cases) {
      const res = await save(body);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(res.json().message).toMatch(CHINESE);
    }
    expect(await snapshot(h)).toEqual(before);
  });

  it('refuses every QR route without qrcode_setting', async () => {
    const other = await tokenWith(h, ['operation_log']);
    const { options } = await config();
    for (const [name, body] of [['qrConfigGet', undefined], ['qrConfigSave', options], ['qrImage', undefined]] as const) {
      expect((await h.call(name, { token: other, body })).json().code).toBe(403);
    }
  });
});

describe('the PNG', () => {
  it('draws the saved code at L, which reads back as its text', async () => {
    const { options } = await config();
    expect((await save({ ...options, text: 'https://www.demo-site.cn/', level: 'L', width: 300, rotate: 0, gradient: { ...options.gradient, enabled: false } })).json().code).toBe(200);
    const res = await call('qrImage');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(300);
    expect(await decode(res.rawPayload)).toBe('https://www.demo-site.cn/');
  });

  it('draws the logo at H (still readable) and not at L, with the same options otherwise', async () => {
    const logo = await sitePicture(SITE.corporate);
    const { options } = await config();
    const withLogo: QrOptions = { ...options, text: 'https://www.demo-site.cn/contact', level: 'H', logo: { ...options.logo, enabled: true, src: logo, size: 25 } };
    expect((await save(withLogo)).json().code).toBe(200);
    const atH = (await call('qrImage')).rawPayload;
    expect(await decode(atH)).toBe('https://www.demo-site.cn/contact');
    const red = async (png: Buffer) => {
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const c = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
      return data[c] > 200 && data[c + 1] < 80 && data[c + 2] < 80;
    };
    expect(await red(atH)).toBe(true);
    expect((await save({ ...withLogo, level: 'L' })).json().code).toBe(200);
    const atL = (await call('qrImage')).rawPayload;
    expect(await red(atL)).toBe(false);
    expect(await decode(atL)).toBe('https://www.demo-site.cn/contact');
  });

  it('keeps the drawn PNG per site until a save or 清除缓存 clears it', async () => {
    const ctx = { db: h.built.db, dataDir: h.config.dataDir, now: Date.now() };
    await call('qrImage');
    const stat = await qrSiteCache.stat(ctx, SITE.corporate);
    expect(stat.entries).toBe(1);
    expect(stat.bytes).toBeGreaterThan(100);
    expect(h.built.deps.siteCaches.map((c) => c.id)).toContain('settings.qr');
    await qrSiteCache.clear(ctx, SITE.corporate);
    expect(await qrSiteCache.stat(ctx, SITE.corporate)).toEqual({ entries: 0, bytes: 0 });
    expect((await call('qrImage')).statusCode).toBe(200);
    const { options } = await config();
    await save({ ...options, margin: 12 });
    expect((await qrSiteCache.stat(ctx, SITE.corporate)).entries).toBe(0);
  });
});
