// 网站信息、域名与证书、异常页面、头条验证、清除缓存 on the server (issue 14 §3, §8): each route behind
// its key, validated by the shared rules (nothing stored on a refusal), scoped to the active site;
// DNS verification against a local DNS double; certificates checked with node:crypto against the
// PEM fixtures in test/fixtures/certs (made once with openssl, see its README).
import fs from 'node:fs';
import path from 'node:path';
import type { ApiName } from '../../shared/domain/api/endpoints';
import { SITE_DOMAIN_MSG, SITE_INFO_MSG, SITE_TOUTIAO_MSG, type SiteDomainRow, type SiteInfo } from '../../shared/domain/settings/site';
import { SITE } from '../../server/core/db/seedData';
import { hashToken } from '../../server/core/services/sessions';
import { startDnsDouble, type DnsDouble } from '../support/doubles/dnsDouble';
import { tokenWith } from './support/content';
import { CHINESE, opLogs, startServer, type CallOptions, type Harness } from './support/harness';

jest.setTimeout(30_000);

const CERTS = path.join(__dirname, '../fixtures/certs');
const pem = (name: string) => fs.readFileSync(path.join(CERTS, name), 'utf8');

let h: Harness;
let dns: DnsDouble;
let admin: string;

beforeAll(async () => {
  dns = await startDnsDouble();
  h = await startServer();
  admin = await h.login('admin');
  await useSite(admin, SITE.corporate);
});
afterAll(async () => {
  delete process.env.DNS_SERVERS;
  await h.close();
  await dns.close();
});

const call = (name: ApiName, options: CallOptions = {}) => h.call(name, { token: admin, ...options });

async function useSite(token: string, siteId: number): Promise<void> {
  await h.built.db.updateTable('sessions').set({ site_id: siteId }).where('token_hash', '=', hashToken(token)).execute();
}

async function refused(name: ApiName, options: CallOptions, code: number, message: string | RegExp) {
  const res = await call(name, options);
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json();
  expect(body.code).toBe(code);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  return body;
}

const info = async (): Promise<SiteInfo> => (await call('siteBaseConfigGet')).json().data;
const domains = async (): Promise<SiteDomainRow[]> => (await call('siteDomainList')).json().data.rows;

describe('网站信息', () => {
  it('reads the seeded site and keeps a save, its before/after noted', async () => {
    const seeded = await info();
    expect(seeded).toMatchObject({ name: '示范企业官网', icp: '京ICP备16032518号-1', police: '京公网安备11010502030143号', closed: false });
    expect(seeded.statsCode).toContain('hm.baidu.com');

    const saved = { ...seeded, name: '  示范企业官网（新）  ', copyright: '© 2026 示范', icp: '京ICP备12345678号', closed: true };
    const res = await call('siteBaseConfigSave', { body: saved });
    expect(res.json()).toMatchObject({ code: 200 });
    expect(await info()).toMatchObject({ name: '示范企业官网（新）', copyright: '© 2026 示范', icp: '京ICP备12345678号', closed: true });
    // The name is the site's own: the site list shows it.
    const site = await h.built.db.selectFrom('sites').select('site_name').where('id', '=', SITE.corporate).executeTakeFirstOrThrow();
    expect(site.site_name).toBe('示范企业官网（新）');
    // The operation log keeps each changed field's before and after, and only those.
    const row = (await opLogs(h)).filter((r) => r.action === 'siteBaseConfigSave').at(-1)!;
    expect(JSON.parse(row.changes!)).toEqual([
      { field: 'name', before: '示范企业官网', after: '示范企业官网（新）' },
      { field: 'copyright', before: seeded.copyright, after: '© 2026 示范' },
      { field: 'icp', before: '京ICP备16032518号-1', after: '京ICP备12345678号' },
      { field: 'closed', before: false, after: true },
    ]);
    await call('siteBaseConfigSave', { body: seeded });
  });

  it('refuses a bad 备案号, 公安备案号, an over-long statistics code and unknown fields, storing nothing', async () => {
    const before = await info();
    await refused('siteBaseConfigSave', { body: { ...before, icp: '京ICP12345678' } }, 400, SITE_INFO_MSG.icpInvalid);
    await refused('siteBaseConfigSave', { body: { ...before, police: '京公网安备123号' } }, 400, SITE_INFO_MSG.policeInvalid);
    await refused('siteBaseConfigSave', { body: { ...before, statsCode: 'x'.repeat(10_001) } }, 400, CHINESE);
    await refused('siteBaseConfigSave', { body: { ...before, name: '   ' } }, 400, SITE_INFO_MSG.nameRequired);
    await refused('siteBaseConfigSave', { body: { ...before, logo: 'javascript:alert(1)' } }, 400, SITE_INFO_MSG.imageInvalid);
    await refused('siteBaseConfigSave', { body: { ...before, theme: 'x' } }, 400, CHINESE);
    expect(await info()).toEqual(before);
  });

  it('takes a small PNG favicon and serves it; refuses a 2 MB one and an SVG with script', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
    const res = await call('siteFaviconUpload', { body: { fileName: 'favicon.png', data: png.toString('base64') } });
    expect(res.json().code).toBe(200);
    const url: string = res.json().data.url;
    const served = await h.built.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    await refused('siteFaviconUpload', { body: { fileName: 'big.png', data: big.toString('base64') } }, 400, SITE_INFO_MSG.faviconTooLarge);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await refused('siteFaviconUpload', { body: { fileName: 'x.svg', data: Buffer.from(svg).toString('base64') } }, 400, SITE_INFO_MSG.faviconUnsafe);
    await refused('siteFaviconUpload', { body: { fileName: 'x.gif', data: Buffer.from('GIF89a....').toString('base64') } }, 400, SITE_INFO_MSG.faviconType);
    // The served favicon is still the PNG.
    expect((await h.built.app.inject({ method: 'GET', url })).rawPayload.equals(png)).toBe(true);

    // Saved as the site's favicon, it is /favicon.ico on the site's domains (and on no other host).
    await call('siteBaseConfigSave', { body: { ...(await info()), favicon: url } });
    const ico = await h.built.app.inject({ method: 'GET', url: '/favicon.ico', headers: { host: 'www.demo-site.cn' } });
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toBe('image/png');
    expect(ico.rawPayload.equals(png)).toBe(true);
    expect((await h.built.app.inject({ method: 'GET', url: '/favicon.ico', headers: { host: 'www.demo-global.com' } })).statusCode).toBe(404);
    await call('siteBaseConfigSave', { body: { ...(await info()), favicon: '' } });
  });
});

describe('keys', () => {
  it('answers each page only to holders of its key (头条验证: app_ttyz or app_center)', async () => {
    const siteOnly = await tokenWith(h, ['site_setting']);
    expect((await h.call('siteBaseConfigGet', { token: siteOnly })).json().code).toBe(200);
    for (const name of ['siteDomainList', 'sitePagesGet', 'siteToutiaoGet', 'siteCacheList'] as const) {
      expect((await h.call(name, { token: siteOnly })).json().code).toBe(403);
    }
    const appCentre = await tokenWith(h, ['app_center']);
    expect((await h.call('siteToutiaoGet', { token: appCentre })).json().code).toBe(200);
    expect((await h.call('siteBaseConfigGet', { token: appCentre })).json().code).toBe(403);
    const operator = await h.login('operator');
    expect((await h.call('siteBaseConfigSave', { token: operator, body: await info() })).json().code).toBe(403);
  });
});

describe('域名', () => {
  it('lists the seeded domains with their expiry and TXT record', async () => {
    const rows = await domains();
    expect(rows.map((r) => r.domain)).toEqual(['www.demo-site.cn']);
    expect(rows[0].primary).toBe(true);
    expect(rows[0].verifyHost).toBe('_siteverify.www.demo-site.cn');
    expect(rows[0].verifyValue).toMatch(/^site-verify=[0-9a-f]{24}$/);
    // The global site's domain expires within the 30-day warning.
    await useSite(admin, SITE.global);
    const [global] = await domains();
    expect(global.domain).toBe('www.demo-global.com');
    expect(global.expireAt * 1000 - Date.now()).toBeLessThan(30 * 86_400_000);
    await useSite(admin, SITE.corporate);
  });

  it('adds a domain, refuses one bound to another site (the unique index) or malformed, removes only its own', async () => {
    await refused('siteDomainAdd', { body: { domain: 'WWW.Demo-Global.com', expireDate: '2099-12-31' } }, 400, SITE_DOMAIN_MSG.boundElsewhere);
    await refused('siteDomainAdd', { body: { domain: 'http://x.cn/a', expireDate: '2099-12-31' } }, 400, SITE_DOMAIN_MSG.invalid);
    await refused('siteDomainAdd', { body: { domain: 'www.demo-site.cn', expireDate: '2099-12-31' } }, 400, SITE_DOMAIN_MSG.boundHere);
    await refused('siteDomainAdd', { body: { domain: 'new.demo-site.cn', expireDate: '2001-01-01' } }, 400, SITE_DOMAIN_MSG.expirePast);
    await refused('siteDomainAdd', { body: { domain: 'new.demo-site.cn', expireDate: '2099-12-31', primary: true } }, 400, CHINESE);
    expect(await domains()).toHaveLength(1);

    const added = (await call('siteDomainAdd', { body: { domain: 'Shop.Demo-Site.cn', expireDate: '2099-12-31' } })).json();
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ domain: 'shop.demo-site.cn', primary: false, verifiedAt: null, cert: null });

    // Another site of the company cannot touch it, nor see it.
    await useSite(admin, SITE.global);
    await refused('siteDomainRemove', { body: { id: added.data.id } }, 404, SITE_DOMAIN_MSG.notFound);
    await refused('siteDomainPrimary', { body: { id: added.data.id } }, 404, SITE_DOMAIN_MSG.notFound);
    await refused('siteCertDownload', { query: { id: added.data.id } }, 404, SITE_DOMAIN_MSG.notFound);
    expect((await domains()).map((d) => d.domain)).toEqual(['www.demo-global.com']);
    await useSite(admin, SITE.corporate);

    expect((await call('siteDomainPrimary', { body: { id: added.data.id } })).json().data.primary).toBe(true);
    expect((await domains()).filter((d) => d.primary).map((d) => d.domain)).toEqual(['shop.demo-site.cn']);
    expect((await call('siteDomainRemove', { body: { id: added.data.id } })).json().code).toBe(200);
    const left = await domains();
    expect(left.map((d) => d.domain)).toEqual(['www.demo-site.cn']);
    expect(left[0].primary).toBe(true);
  });

  it('lets one of 20 racing adds of a name from two sites bind it; the others are told who holds it', async () => {
    const other = await h.login('admin');
    await useSite(other, SITE.global);
    const tokens = Array.from({ length: 20 }, (_, i) => (i % 2 ? other : admin));
    const answers = await Promise.all(tokens.map((token) => h.call('siteDomainAdd', { token, body: { domain: 'race.demo-site.cn', expireDate: '2099-12-31' } })));
    expect(answers.every((r) => r.statusCode < 500)).toBe(true);
    const won = answers.filter((r) => r.json().code === 200);
    expect(won).toHaveLength(1);
    const rows = await h.built.db.selectFrom('site_domains').select(['id', 'site_id']).where('domain', '=', 'race.demo-site.cn').execute();
    expect(rows).toHaveLength(1);
    answers.forEach((r, i) => {
      if (r.json().code === 200) return;
      const sameSite = (tokens[i] === admin) === (rows[0].site_id === SITE.corporate);
      expect(r.json().message).toBe(sameSite ? SITE_DOMAIN_MSG.boundHere : SITE_DOMAIN_MSG.boundElsewhere);
    });
    await h.built.db.deleteFrom('site_domains').where('id', '=', rows[0].id).execute();
  });

  it('verifies by the TXT record through DNS_SERVERS: unconfigured, missing, failing, found', async () => {
    const [row] = await domains();
    delete process.env.DNS_SERVERS;
    await refused('siteDomainVerify', { body: { id: row.id } }, 409, SITE_DOMAIN_MSG.dnsUnconfigured);

    process.env.DNS_SERVERS = dns.server;
    await refused('siteDomainVerify', { body: { id: row.id } }, 400, SITE_DOMAIN_MSG.dnsMissing);
    expect(dns.asked).toContain(`${row.verifyHost} TXT`);

    dns.txt.set(row.verifyHost, ['some-other=1']);
    dns.mode = 'servfail';
    await refused('siteDomainVerify', { body: { id: row.id } }, 424, SITE_DOMAIN_MSG.dnsFailed);
    dns.mode = 'answer';
    await refused('siteDomainVerify', { body: { id: row.id } }, 400, SITE_DOMAIN_MSG.dnsMissing);
    expect((await domains())[0].verifiedAt).toBeNull();

    dns.txt.set(row.verifyHost, ['some-other=1', row.verifyValue]);
    const ok = (await call('siteDomainVerify', { body: { id: row.id } })).json();
    expect(ok).toMatchObject({ code: 200, message: SITE_DOMAIN_MSG.verified });
    expect((await domains())[0].verifiedAt).toEqual(expect.any(Number));
  });

  it('checks a certificate with node:crypto, seals its key and gives the certificate back as .pem', async () => {
    const [row] = await domains();
    await refused('siteCertUpload', { body: { id: row.id, cert: pem('other.crt'), key: pem('other.key') } }, 400, SITE_DOMAIN_MSG.certMismatch);
    await refused('siteCertUpload', { body: { id: row.id, cert: pem('expired.crt'), key: pem('site.key') } }, 400, SITE_DOMAIN_MSG.certExpired);
    await refused('siteCertUpload', { body: { id: row.id, cert: pem('site.crt'), key: pem('other.key') } }, 400, SITE_DOMAIN_MSG.keyMismatch);
    await refused('siteCertUpload', { body: { id: row.id, cert: 'hello', key: pem('site.key') } }, 400, SITE_DOMAIN_MSG.certInvalid);
    await refused('siteCertDownload', { query: { id: row.id } }, 404, SITE_DOMAIN_MSG.noCert);
    expect((await domains())[0].cert).toBeNull();

    const ok = (await call('siteCertUpload', { body: { id: row.id, cert: pem('site.crt'), key: pem('site.key') } })).json();
    expect(ok.code).toBe(200);
    expect(ok.data.cert.names).toEqual(['www.demo-site.cn', 'demo-site.cn']);
    expect(JSON.stringify(ok)).not.toContain('PRIVATE KEY');
    const stored = await h.built.db.selectFrom('settings_site_domains').select(['cert_key_sealed']).where('domain_id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored.cert_key_sealed).toMatch(/^v1:/);
    expect(stored.cert_key_sealed).not.toContain('PRIVATE KEY');

    const file = await call('siteCertDownload', { query: { id: row.id } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/x-pem-file');
    expect(file.headers['content-disposition']).toContain('www.demo-site.cn.pem');
    expect(file.body.trim()).toBe(pem('site.crt').trim());
  });
});

describe('异常页面', () => {
  it('reads, saves and publishes the pages; refuses bad seconds', async () => {
    const { pages } = (await call('sitePagesGet')).json().data;
    expect(pages.map((p: { kind: string }) => p.kind)).toEqual(['404', '500', 'closed']);
    expect(pages[0].title).toBe('您访问的页面走丢了');
    const page = { ...pages[1], title: '服务器维护', autoReturnSeconds: 10 };
    expect((await call('sitePageSave', { body: page })).json().code).toBe(200);
    await refused('sitePageSave', { body: { ...page, autoReturnSeconds: 61 } }, 400, CHINESE);
    await refused('sitePageSave', { body: { ...page, title: '' } }, 400, CHINESE);
    await refused('sitePageSave', { body: { ...page, kind: '403' } }, 400, CHINESE);
    const pub = (await h.call('sitePublicPages', { query: { site_id: SITE.corporate } })).json();
    expect(pub.data.pages['500']).toMatchObject({ title: '服务器维护', autoReturnSeconds: 10 });
    expect(pub.data.closed).toBe(false);
    expect((await h.call('sitePublicPages', { query: { site_id: 999999 } })).json().code).toBe(404);
  });
});

describe('头条验证', () => {
  it('refuses a path or an oversized file, serves the saved one as text/plain on the site’s domains only', async () => {
    await refused('siteToutiaoSave', { body: { fileName: '../etc/passwd.txt', content: 'x' } }, 400, SITE_TOUTIAO_MSG.nameInvalid);
    await refused('siteToutiaoSave', { body: { fileName: 'a/b.txt', content: 'x' } }, 400, SITE_TOUTIAO_MSG.nameInvalid);
    await refused('siteToutiaoSave', { body: { fileName: 'robots.txt', content: 'x' } }, 400, SITE_TOUTIAO_MSG.nameReserved);
    await refused('siteToutiaoSave', { body: { fileName: 'tt.txt', content: 'x'.repeat(1025) } }, 400, SITE_TOUTIAO_MSG.contentTooLarge);
    expect((await call('siteToutiaoGet')).json().data.fileName).toBe('toutiao_verify_8f3c2a1d.txt');

    const saved = (await call('siteToutiaoSave', { body: { fileName: 'tt_verify_123abc.txt', content: 'toutiao-verify=123abc' } })).json();
    expect(saved.data.urls).toEqual(['http://www.demo-site.cn/tt_verify_123abc.txt']);
    const served = await h.built.app.inject({ method: 'GET', url: '/tt_verify_123abc.txt', headers: { host: 'www.demo-site.cn' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.body).toBe('toutiao-verify=123abc');
    expect((await h.built.app.inject({ method: 'GET', url: '/tt_verify_123abc.txt', headers: { host: 'www.demo-global.com' } })).statusCode).toBe(404);
    expect((await h.built.app.inject({ method: 'GET', url: '/toutiao_verify_8f3c2a1d.txt', headers: { host: 'www.demo-site.cn' } })).statusCode).toBe(404);
  });

  it('is an app of the application centre: switched off, the file is kept but not served; on again, served', async () => {
    await call('siteToutiaoSave', { body: { fileName: 'tt_app_switch.txt', content: 'toutiao-verify=switch' } });
    const fetchFile = () => h.built.app.inject({ method: 'GET', url: '/tt_app_switch.txt', headers: { host: 'www.demo-site.cn' } });
    const state = async () => (await call('appList')).json().data.apps.find((a: { key: string }) => a.key === 'toutiao');
    expect(await state()).toMatchObject({ enabled: true });
    expect((await fetchFile()).statusCode).toBe(200);
    expect((await call('appSwitch', { body: { key: 'toutiao', enabled: false } })).json().code).toBe(200);
    expect(await state()).toMatchObject({ enabled: false });
    expect((await fetchFile()).statusCode).toBe(404);
    expect((await call('siteToutiaoGet')).json().data.fileName).toBe('tt_app_switch.txt');
    await call('appSwitch', { body: { key: 'toutiao', enabled: true } });
    expect((await fetchFile()).body).toBe('toutiao-verify=switch');
  });
});

describe('清除缓存', () => {
  it('lists the modules’ caches with sizes and clears those chosen', async () => {
    const now = Date.now();
    await h.built.db.insertInto('seo_sitemap_files').values({ site_id: SITE.corporate, name: 'sitemap.xml', body: '<urlset>0123456789</urlset>', url_count: 1, created_at: now }).execute();
    const list = (await call('siteCacheList')).json().data.rows as { id: string; entries: number; bytes: number }[];
    expect(list.find((c) => c.id === 'seo.sitemap')).toMatchObject({ entries: 1, bytes: 27 });

    await refused('siteCacheClear', { body: { ids: ['no.such'] } }, 400, CHINESE);
    await refused('siteCacheClear', { body: { ids: [] } }, 400, CHINESE);
    const cleared = (await call('siteCacheClear', { body: { ids: ['seo.sitemap'] } })).json();
    expect(cleared.data.cleared).toEqual([expect.objectContaining({ id: 'seo.sitemap', entries: 1 })]);
    const after = (await call('siteCacheList')).json().data.rows as { id: string; entries: number }[];
    expect(after.find((c) => c.id === 'seo.sitemap')?.entries).toBe(0);
  });
});
