// /previewBox's address check (admin decoration/previewBoxCheck, issue 15 §7): any signed-in
// account may ask; only http(s) addresses of the active site's hosts (bound domains and its system
// addresses) and this server's preview pages of the active site pass, answered back normalised;
// a picture only of the site's library; {sn} only the active site. Everything else — another
// site's domain, javascript:, data:, a foreign host, credentials in the address, another site's
// preview page or picture, another {sn} — is 400 预览地址无效, and nothing is written. Unknown fields
// and a missing session are refused. SQLite and PostgreSQL alike.
import { DESIGN_MSG } from '../../shared/domain/design/style';
import { SITE } from '../../server/core/db/seedData';
import { signPreviewToken } from '../../server/modules/designer/previewToken';
import { CHINESE, snapshot, startServer, type Harness } from './support/harness';
import { tokenWith } from './support/content';

let h: Harness;
let admin: string;

const CONSOLE_HOST = 'console.test:8443';
const PREVIEW_PAGE = `https://${CONSOLE_HOST}/api/app/site-admin-api/plugin/decoration/previewPage`;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
}, 30_000);
afterAll(() => h.close());

const check = (body: unknown, token: string | undefined = admin) => h.call('previewBoxCheck', { token, body, headers: { host: CONSOLE_HOST } });

async function expectInvalid(body: unknown, token: string = admin) {
  const res = await check(body, token);
  expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: DESIGN_MSG.previewInvalid });
}

/** A row of the images table: a picture filed in a site's library. */
async function filedPicture(siteId: number, hex: string, kind: 'image' | 'file' = 'image'): Promise<string> {
  const url = `/uploads/${siteId}/2026-01/${hex.repeat(16)}.${kind === 'image' ? 'png' : 'pdf'}`;
  await h.built.db.insertInto('images').values({
    site_id: siteId, dir_id: 0, name: 'qr.png', name_search: 'qr.png', stored_name: url.slice('/uploads/'.length), url, thumb_url: '',
    mime: kind === 'image' ? 'image/png' : 'application/pdf', kind, width: 10, height: 10, size: 100, created_at: Date.now(),
  }).execute();
  return url;
}

/** A signed preview page of the caller's active site, made by 网站装修's preview call. */
async function previewPageOf(token: string): Promise<string> {
  const got = (await h.call('decorationGet', { token })).json();
  expect(got.code).toBe(200);
  const res = await h.call('decorationPreview', { token, body: { sections: got.data.sections }, headers: { host: CONSOLE_HOST } });
  expect(res.json().code).toBe(200);
  return new URL(res.json().data.pcUrl, `https://${CONSOLE_HOST}`).href;
}

describe('what may be framed', () => {
  it('answers the active site\'s bound domain and system addresses back, normalised, with its picture', async () => {
    const picture = await filedPicture(SITE.corporate, 'a1');
    const res = await check({ urls: ['https://WWW.demo-site.cn/about?x=1', 'http://www.demo-site.cn:8080', 'https://m1001.preview.example.com/'], qrcode: picture, sn: String(SITE.corporate) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      urls: ['https://www.demo-site.cn/about?x=1', 'http://www.demo-site.cn:8080/', 'https://m1001.preview.example.com/'],
      qrcode: picture,
    });
    // The picture given as an absolute address on the console's host is the same picture.
    const absolute = await check({ urls: ['https://s1001.preview.example.com/'], qrcode: `https://${CONSOLE_HOST}${picture}`, sn: '1001' });
    expect(absolute.json().data).toEqual({ urls: ['https://s1001.preview.example.com/'], qrcode: picture });
  });

  it('is open to any signed-in account (no key needed), for its own active site', async () => {
    const bare = await tokenWith(h, []);
    const res = await check({ urls: ['https://www.demo-site.cn/'], sn: '1001' }, bare);
    expect(res.json()).toMatchObject({ code: 200, data: { urls: ['https://www.demo-site.cn/'], qrcode: null } });
    // Another company's account: its own site passes, the demo company's does not.
    const demo = await h.login('demo');
    await expectInvalid({ urls: ['https://www.demo-site.cn/'], sn: String(SITE.demo) }, demo);
    await expectInvalid({ urls: ['https://s1008.preview.example.com/'], sn: '1001' }, demo);
    expect((await check({ urls: ['https://s1008.preview.example.com/'], sn: String(SITE.demo) }, demo)).json().code).toBe(200);
  });

  it('frames a preview page of the active site made by 网站装修', async () => {
    const page = await previewPageOf(admin);
    const res = await check({ urls: [page], sn: '1001' });
    expect(res.json()).toMatchObject({ code: 200, data: { urls: [page] } });
  });
});

describe('template demo pages (issue 17)', () => {
  it('frames a template’s demo page on the console’s host, and nothing else under /tpl-demo/', async () => {
    const pc = `https://${CONSOLE_HOST}/tpl-demo/T1001/pc.html`;
    const mobile = `https://${CONSOLE_HOST}/tpl-demo/T1001/mobile.html`;
    expect((await check({ urls: [mobile, pc], sn: '1001' })).json()).toMatchObject({ code: 200, data: { urls: [mobile, pc] } });
    for (const url of [
      `https://evil.example.com/tpl-demo/T1001/pc.html`,
      `https://${CONSOLE_HOST}/tpl-demo/T1001/pc.html?x=<script>`,
      `https://${CONSOLE_HOST}/tpl-demo/T1001/other.html`,
      `https://${CONSOLE_HOST}/tpl-demo/../uploads/pc.html`,
      `https://${CONSOLE_HOST}/tpl-demo/T1001/pc.html#x`,
    ]) await expectInvalid({ urls: [url], sn: '1001' });
  });
});

describe('预览地址无效', () => {
  it('refuses other sites, other schemes, foreign hosts, tricks in the address, another {sn} — writing nothing', async () => {
    const before = await snapshot(h);
    const sn = '1001';
    const refused: unknown[] = [
      { urls: ['https://www.demo-global.com/'], sn }, // another site's bound domain, same company
      { urls: ['https://s1002.preview.example.com/'], sn }, // another site's system address
      { urls: ['javascript:alert(1)'], sn },
      { urls: ['JaVaScRiPt://www.demo-site.cn/%0aalert(1)'], sn },
      { urls: ['data:text/html,<script>alert(1)</script>'], sn },
      { urls: ['https://evil.example.com/'], sn },
      { urls: ['https://www.demo-site.cn.evil.example.com/'], sn },
      { urls: ['https://evil.example.com/?u=https://www.demo-site.cn/'], sn },
      { urls: ['https://www.demo-site.cn@evil.example.com/'], sn },
      { urls: ['https://user:pass@www.demo-site.cn/'], sn },
      { urls: ['ftp://www.demo-site.cn/'], sn },
      { urls: ['//www.demo-site.cn/'], sn },
      { urls: ['/zhHome/index'], sn },
      { urls: [' https://www.demo-site.cn/'], sn },
      { urls: ['https://www.demo-site.cn/\u0000'], sn },
      { urls: ['https://www.demo-site.cn/', 'https://evil.example.com/'], sn }, // one bad address spoils the lot
      { urls: ['https://www.demo-site.cn/'], sn: '1002' }, // another site's {sn}
      { urls: ['https://www.demo-site.cn/'], sn: '1008' }, // another company's
      { urls: ['https://www.demo-site.cn/'], sn: '01001' },
      { urls: ['https://www.demo-site.cn/'], sn: '' },
      // this server, but not a preview page, or one without a token
      { urls: [`https://${CONSOLE_HOST}/zhHome/index`], sn },
      { urls: [PREVIEW_PAGE], sn },
      { urls: [`${PREVIEW_PAGE}?token=forged&device=pc`], sn },
      { urls: [`https://other.test/api/app/site-admin-api/plugin/decoration/previewPage?token=x`], sn },
    ];
    for (const body of refused) await expectInvalid(body);
    expect(await snapshot(h)).toEqual(before);
  });

  it('refuses a picture of another site, a file, a missing one or one elsewhere', async () => {
    const foreign = await filedPicture(SITE.marketingFree, 'b2');
    const document = await filedPicture(SITE.corporate, 'c3', 'file');
    const urls = ['https://www.demo-site.cn/'];
    for (const qrcode of [
      foreign,
      foreign.replace('/uploads/1002/', '/uploads/1001/'), // well formed but not filed
      document,
      `https://evil.example.com${(await filedPicture(SITE.corporate, 'd4'))}`,
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/uploads/1001/../1002/2026-01/x.png',
      '',
    ]) await expectInvalid({ urls, qrcode, sn: '1001' });
  });

  it('refuses another site\'s preview page (another company\'s too)', async () => {
    const demo = await h.login('demo');
    const foreign = await previewPageOf(demo);
    await expectInvalid({ urls: [foreign], sn: '1001' });
    // Tampered: the token of the admin's own page with a letter changed.
    const own = new URL(await previewPageOf(admin));
    const token = own.searchParams.get('token') ?? '';
    own.searchParams.set('token', token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'));
    await expectInvalid({ urls: [own.href], sn: '1001' });
  });

  it('refuses an expired preview page, and one whose draft is gone', async () => {
    const own = new URL(await previewPageOf(admin));
    const [site, draft] = (own.searchParams.get('token') ?? '').split('.').map(Number);
    own.searchParams.set('token', signPreviewToken(h.config, { siteId: site, draftId: draft, expiresAt: Date.now() - 1 }));
    await expectInvalid({ urls: [own.href], sn: '1001' });
    // Signed and unexpired, but naming a draft that does not exist (purged or superseded).
    own.searchParams.set('token', signPreviewToken(h.config, { siteId: site, draftId: draft + 1000, expiresAt: Date.now() + 60_000 }));
    await expectInvalid({ urls: [own.href], sn: '1001' });
  });
});

describe('the request', () => {
  it('needs a session', async () => {
    const res = await h.call('previewBoxCheck', { body: { urls: ['https://www.demo-site.cn/'], sn: '1001' }, headers: { host: CONSOLE_HOST } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(CHINESE);
  });

  it('refuses unknown fields, missing ones, too many or too long addresses, in Chinese', async () => {
    const before = await snapshot(h);
    for (const body of [
      { urls: ['https://www.demo-site.cn/'], sn: '1001', extra: 1 },
      { urls: ['https://www.demo-site.cn/'] },
      { sn: '1001' },
      { urls: [], sn: '1001' },
      { urls: ['https://www.demo-site.cn/', 'https://www.demo-site.cn/1', 'https://www.demo-site.cn/2', 'https://www.demo-site.cn/3'], sn: '1001' },
      { urls: [`https://www.demo-site.cn/${'a'.repeat(2100)}`], sn: '1001' },
      { urls: [42], sn: '1001' },
      { urls: ['https://www.demo-site.cn/'], sn: 1001 },
    ]) {
      const res = await check(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(CHINESE);
    }
    expect(await snapshot(h)).toEqual(before);
  });
});
