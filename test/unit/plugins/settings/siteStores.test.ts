// The site area's stores through the container (the settings plugin installed, a scripted server
// behind the real HttpService): what they send, the shared rules refusing in the browser before
// anything is sent, the server's refusal coming back with its field, confirmations before removing
// a domain or clearing caches, and the certificate handed to the file saver.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import settings from '../../../../plugins/settings';
import { SITE_CACHE_STORE, SITE_DOMAINS_STORE, SITE_INFO_STORE, SITE_PAGES_STORE, SITE_TOUTIAO_STORE } from '../../../../plugins/settings/site/tokens';
import enUS from '../../../../plugins/settings/site/i18n.en-US';
import zhCN from '../../../../plugins/settings/site/i18n.zh-CN';
import { SITE_DOMAIN_MSG, SITE_INFO_MSG, SITE_PAGE_DEFAULTS, SITE_TOUTIAO_MSG, type SiteDomainRow, type SiteInfo } from '../../../../shared/domain/settings/site';

const BASE = 'admin/SysConfig/getBaseConfig';
const SAVE = 'admin/SysConfig/setBaseConfig';
const FAVICON = 'admin/SysConfig/uploadFavicon';
const DOMAINS = 'admin/SysConfig/domainList';
const ADD = 'admin/SysConfig/domainAdd';
const REMOVE = 'admin/SysConfig/domainRemove';
const CERT = 'admin/SysConfig/certUpload';
const PEM = 'admin/SysConfig/certDownload';
const PAGES = 'admin/SysConfig/exceptionPages';
const PAGE_SAVE = 'admin/SysConfig/saveExceptionPage';
const TOUTIAO_SAVE = 'plugin/toutiao/save';
const CACHES = 'admin/SysConfig/cacheList';
const CLEAR = 'admin/SysConfig/clearCache';

const INFO: SiteInfo = { name: '示范企业官网', logo: '', favicon: '', copyright: '© 2026', icp: '京ICP备16032518号-1', police: '', statsCode: '<script>x</script>', closed: false };
const NOW = Date.UTC(2026, 10, 28);
const row = (over: Partial<SiteDomainRow> = {}): SiteDomainRow => ({
  id: 1, domain: 'www.demo-site.cn', expireAt: NOW / 1000 + 200 * 86_400, primary: true, verifyHost: '_siteverify.www.demo-site.cn', verifyValue: 'site-verify=abc', verifiedAt: null, cert: null, ...over,
});
const CERT_PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
const KEY_PEM = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----';

async function setup() {
  const kernel = createTestKernel();
  await kernel.install([settings]);
  expect(kernel.get(TOKENS.plugins).status('settings')?.state).toBe('ready');
  return kernel;
}

describe('网站信息 store', () => {
  it('loads, saves trimmed values and says so', async () => {
    const kernel = await setup();
    const store = kernel.get(SITE_INFO_STORE);
    kernel.transport.reply('GET', BASE, INFO);
    await store.load();
    expect(store.info).toEqual(INFO);
    kernel.transport.reply('POST', SAVE, { ...INFO, name: '新名称' });
    expect(await store.save({ ...INFO, name: '  新名称 ' })).toEqual({ ok: true });
    expect(kernel.transport.last(SAVE)?.data).toEqual({ ...INFO, name: '新名称' });
    expect(store.info?.name).toBe('新名称');
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '保存成功' });
  });

  it('refuses a bad 备案号 in the browser, and shows the server’s refusal with its field', async () => {
    const kernel = await setup();
    const store = kernel.get(SITE_INFO_STORE);
    expect(await store.save({ ...INFO, icp: '京ICP12345' })).toEqual({ ok: false, message: SITE_INFO_MSG.icpInvalid, field: 'icp' });
    expect(kernel.transport.last(SAVE)).toBeUndefined();
    kernel.transport.on('POST', SAVE, () => ({ data: { code: 400, message: SITE_INFO_MSG.policeInvalid, data: { field: 'police' } } }));
    expect(await store.save(INFO)).toEqual({ ok: false, message: SITE_INFO_MSG.policeInvalid, field: 'police' });
    expect(kernel.notifier.errors()).toContain(SITE_INFO_MSG.policeInvalid);
  });

  it('checks a favicon before sending it and sends its bytes as base64', async () => {
    const kernel = await setup();
    const store = kernel.get(SITE_INFO_STORE);
    const big = new Uint8Array(2 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await store.uploadFavicon({ name: 'big.png', bytes: big })).toEqual({ ok: false, message: SITE_INFO_MSG.faviconTooLarge, field: 'favicon' });
    expect(kernel.transport.last(FAVICON)).toBeUndefined();
    kernel.transport.reply('POST', FAVICON, { url: '/api/app/site-admin-api/plugin/site/favicon?site_id=1001&v=ab' });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]);
    expect(await store.uploadFavicon({ name: 'f.png', bytes: png })).toEqual({ url: '/api/app/site-admin-api/plugin/site/favicon?site_id=1001&v=ab' });
    expect(kernel.transport.last(FAVICON)?.data).toEqual({ fileName: 'f.png', data: Buffer.from(png).toString('base64') });
  });
});

describe('域名 store', () => {
  it('warns of domains expiring within 30 days by the server’s clock', async () => {
    const kernel = await setup();
    const store = kernel.get(SITE_DOMAINS_STORE);
    kernel.transport.reply('GET', DOMAINS, { rows: [row(), row({ id: 2, domain: 'demo-site.cn', primary: false, expireAt: NOW / 1000 + 25 * 86_400 })], total: 2, now: NOW });
    await store.load();
    expect(store.expiring.map((r) => r.domain)).toEqual(['demo-site.cn']);
    expect(store.expiryOf(store.rows[0])).toBe('ok');
  });

  it('checks a domain before adding it and shows 该域名已被其他网站绑定 on its field', async () => {
    const kernel = await setup();
    const store = kernel.get(SITE_DOMAINS_STORE);
    expect(await store.add('http://x.cn', '2099-01-01')).toEqual({ ok: false, message: SITE_DOMAIN_MSG.invalid, field: 'domain' });
    expect(kernel.transport.last(ADD)).toBeUndefined();
    kernel.transport.on('POST', ADD, () => ({ data: { code: 400, message: SITE_DOMAIN_MSG.boundElsewhere, data: { field: 'domain' } } }));
    expect(await store.add(' WWW.Demo-Global.com ', '2099-01-01')).toEqual({ ok: false, message: SITE_DOMAIN_MSG.boundElsewhere, field: 'domain' });
    expect(kernel.transport.last(ADD)?.data).toEqual({ domain: 'www.demo-global.com', expireDate: '2099-01-01' });
    kernel.transport.reply('POST', ADD, row({ id: 3, domain: 'shop.demo-site.cn', primary: false }));
    expect(await store.add('shop.demo-site.cn', '2099-01-01')).toEqual({ ok: true });
    expect(store.rows.map((r) => r.domain)).toEqual(['shop.demo-site.cn']);
  });

  it('removes a domain only after the operator confirms', async () => {
    const kernel = await setup();
    const store = kernel.get(SITE_DOMAINS_STORE);
    kernel.transport.reply('GET', DOMAINS, { rows: [row()], total: 1, now: NOW });
    kernel.transport.reply('POST', REMOVE, { id: 1 });
    await store.load();
    kernel.notifier.answer = false;
    expect(await store.remove(store.rows[0])).toBe(false);
    expect(kernel.transport.last(REMOVE)).toBeUndefined();
    expect(kernel.notifier.confirms.at(-1)?.content).toContain('www.demo-site.cn');
    kernel.notifier.answer = true;
    expect(await store.remove(store.rows[0])).toBe(true);
    expect(kernel.transport.last(REMOVE)?.data).toEqual({ id: 1 });
  });

  it('sends a certificate that looks like PEM, and saves the downloaded .pem', async () => {
    const kernel = await setup();
    const store = kernel.get(SITE_DOMAINS_STORE);
    expect(await store.uploadCert(row(), 'not a cert', KEY_PEM)).toEqual({ ok: false, message: SITE_DOMAIN_MSG.certInvalid, field: 'cert' });
    expect(kernel.transport.last(CERT)).toBeUndefined();
    kernel.transport.on('POST', CERT, () => ({ data: { code: 400, message: SITE_DOMAIN_MSG.certMismatch, data: { field: 'cert' } } }));
    expect(await store.uploadCert(row(), CERT_PEM, KEY_PEM)).toEqual({ ok: false, message: SITE_DOMAIN_MSG.certMismatch, field: 'cert' });
    expect(kernel.transport.last(CERT)?.data).toEqual({ id: 1, cert: CERT_PEM, key: KEY_PEM });

    kernel.transport.on('GET', PEM, () => ({ data: new Blob([CERT_PEM], { type: 'application/x-pem-file' }), headers: { 'content-type': 'application/x-pem-file', 'content-disposition': 'attachment; filename="www.demo-site.cn.pem"' } }));
    expect(await store.downloadCert(row({ cert: { subject: 'CN=www.demo-site.cn', issuer: 'CN=www.demo-site.cn', validFrom: 0, validTo: NOW / 1000, names: [] } }))).toBe(true);
    expect(kernel.files.saved.map((f) => f.fileName)).toEqual(['www.demo-site.cn.pem']);
  });
});

describe('异常页面, 头条验证 and 清除缓存 stores', () => {
  it('saves one exception page checked by the shared rule', async () => {
    const kernel = await setup();
    const store = kernel.get(SITE_PAGES_STORE);
    const pages = (['404', '500', 'closed'] as const).map((kind) => ({ kind, ...SITE_PAGE_DEFAULTS[kind] }));
    kernel.transport.reply('GET', PAGES, { pages });
    await store.load();
    expect((await store.save({ ...pages[0], autoReturnSeconds: 99 })).ok).toBe(false);
    expect(kernel.transport.last(PAGE_SAVE)).toBeUndefined();
    kernel.transport.reply('POST', PAGE_SAVE, { ...pages[0], title: '走丢了' });
    expect(await store.save({ ...pages[0], title: ' 走丢了 ' })).toEqual({ ok: true });
    expect(store.page('404')?.title).toBe('走丢了');
  });

  it('refuses a path in the Toutiao file name before sending', async () => {
    const kernel = await setup();
    const store = kernel.get(SITE_TOUTIAO_STORE);
    expect(await store.save('../x.txt', 'code')).toEqual({ ok: false, message: SITE_TOUTIAO_MSG.nameInvalid, field: 'fileName' });
    expect(kernel.transport.last(TOUTIAO_SAVE)).toBeUndefined();
    kernel.transport.reply('POST', TOUTIAO_SAVE, { fileName: 'tt.txt', content: 'code', urls: ['http://www.demo-site.cn/tt.txt'] });
    expect(await store.save(' tt.txt ', 'code')).toEqual({ ok: true });
    expect(kernel.transport.last(TOUTIAO_SAVE)?.data).toEqual({ fileName: 'tt.txt', content: 'code' });
  });

  it('clears the chosen caches after confirming, then shows what was cleared', async () => {
    const kernel = await setup();
    const store = kernel.get(SITE_CACHE_STORE);
    const rows = [{ id: 'seo.sitemap', label: '网站地图', entries: 3, bytes: 2048 }, { id: 'settings.qr', label: '二维码图片', entries: 1, bytes: 10 }];
    kernel.transport.reply('GET', CACHES, { rows, total: 2 });
    await store.load();
    expect(await store.clear()).toBe(false);
    expect(kernel.notifier.toasts.at(-1)?.level).toBe('warning');
    store.select(['seo.sitemap']);
    kernel.notifier.answer = false;
    expect(await store.clear()).toBe(false);
    expect(kernel.transport.last(CLEAR)).toBeUndefined();
    kernel.notifier.answer = true;
    kernel.transport.reply('POST', CLEAR, { cleared: [rows[0]] });
    kernel.transport.reply('GET', CACHES, { rows: [{ ...rows[0], entries: 0, bytes: 0 }, rows[1]], total: 2 });
    expect(await store.clear()).toBe(true);
    expect(kernel.transport.last(CLEAR)?.data).toEqual({ ids: ['seo.sitemap'] });
    expect(store.lastCleared).toEqual([rows[0]]);
    expect(store.rows[0].entries).toBe(0);
    expect(store.selected).toEqual([]);
  });
});

describe('strings', () => {
  it('has the same keys in both languages', () => {
    const keys = (o: object, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`])).sort();
    expect(keys(enUS)).toEqual(keys(zhCN));
  });
});
