// The site area's rules (shared/domain/settings/site*): 备案号, 公安备案号, domain syntax and expiry,
// the favicon's size and bytes, the Toutiao file name and size, the exception pages, and the
// certificate checks of the server (node:crypto) over the PEM fixtures in test/fixtures/certs.
import fs from 'node:fs';
import path from 'node:path';
import {
  checkSiteCertText,
  checkSiteInfo,
  checkSitePage,
  checkSiteToutiaoFile,
  normaliseSiteDomain,
  siteDaysLeft,
  siteDomainValid,
  siteExpiryState,
  siteFaviconType,
  siteIcpValid,
  siteImageUrlValid,
  sitePoliceValid,
  SITE_DOMAIN_MSG,
  SITE_INFO_MSG,
  SITE_PAGE_DEFAULTS,
  SITE_TOUTIAO_MSG,
  type SiteInfo,
} from '../../../shared/domain/settings/site';
import { checkCertificate } from '../../../server/modules/settings/site/certCheck';
import { dnsServersOf } from '../../../server/modules/settings/site/dnsLookup';

const pem = (name: string) => fs.readFileSync(path.join(__dirname, '../../fixtures/certs', name), 'utf8');
const INFO: SiteInfo = { name: '示范', logo: '', favicon: '', copyright: '', icp: '', police: '', statsCode: '', closed: false };

describe('备案号 and 公安备案号', () => {
  it.each(['京ICP备12345678号', '京ICP备12345678号-1', '粤ICP备2021012345号-12', ''])('accepts %s', (icp) => expect(siteIcpValid(icp)).toBe(true));
  it.each(['京ICP12345678号', 'ICP备12345678号', '京ICP备123号', '京ICP备12345678', '京ICP备12345678号-', '京ICP备12345678号-1234', ' 京ICP备12345678号'])('refuses %s', (icp) => {
    expect(siteIcpValid(icp)).toBe(false);
    expect(checkSiteInfo({ ...INFO, icp })).toEqual({ field: 'icp', message: SITE_INFO_MSG.icpInvalid });
  });
  it('reads 公安备案号 with or without the space', () => {
    expect(sitePoliceValid('京公网安备11010502030143号')).toBe(true);
    expect(sitePoliceValid('京公网安备 11010502030143号')).toBe(true);
    expect(sitePoliceValid('京公网安备1101050203014号')).toBe(false);
    expect(checkSiteInfo({ ...INFO, police: '公网安备11010502030143号' })).toEqual({ field: 'police', message: SITE_INFO_MSG.policeInvalid });
  });
  it('bounds the statistics code at 10,000 characters and needs a name', () => {
    expect(checkSiteInfo({ ...INFO, statsCode: 'x'.repeat(10_000) })).toBeNull();
    expect(checkSiteInfo({ ...INFO, statsCode: 'x'.repeat(10_001) })?.field).toBe('statsCode');
    expect(checkSiteInfo({ ...INFO, name: '' })?.message).toBe(SITE_INFO_MSG.nameRequired);
  });
  it('takes pictures from the uploads or http(s) only', () => {
    expect(siteImageUrlValid('/uploads/1001/2026-01/ab.png')).toBe(true);
    expect(siteImageUrlValid('https://cdn.example.com/logo.png')).toBe(true);
    expect(siteImageUrlValid('javascript:alert(1)')).toBe(false);
    expect(siteImageUrlValid('/uploads/../secret')).toBe(false);
    expect(siteImageUrlValid('data:image/png;base64,AAAA')).toBe(false);
  });
});

describe('favicon', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  it('judges by the bytes: ICO, PNG, script-free SVG', () => {
    expect(siteFaviconType(png)).toEqual({ type: 'image/png' });
    expect(siteFaviconType(new Uint8Array([0, 0, 1, 0, 1, 0, 16, 16]))).toEqual({ type: 'image/x-icon' });
    expect(siteFaviconType(new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'))).toEqual({ type: 'image/svg+xml' });
  });
  it('refuses a large file, other types and SVG that could run or fetch anything', () => {
    const big = new Uint8Array(200 * 1024 + 1);
    big.set(png);
    expect(siteFaviconType(big)).toEqual({ message: SITE_INFO_MSG.faviconTooLarge });
    expect(siteFaviconType(new TextEncoder().encode('GIF89a'))).toEqual({ message: SITE_INFO_MSG.faviconType });
    for (const svg of ['<svg onload="x()"></svg>', '<svg><script>x</script></svg>', '<svg><image href="https://x.cn/a.png"/></svg>', '<svg><a href="javascript:x">a</a></svg>']) {
      expect(siteFaviconType(new TextEncoder().encode(svg))).toEqual({ message: SITE_INFO_MSG.faviconUnsafe });
    }
  });
});

describe('domains', () => {
  it.each(['www.example.com', 'example.cn', 'a-b.c-d.com.cn', 'xn--fiqs8s.xn--fiqz9s'])('accepts %s', (d) => expect(siteDomainValid(d)).toBe(true));
  it.each(['localhost', 'http://a.cn', 'a.cn/x', 'a.cn:80', '192.168.1.1', '-a.cn', 'a-.cn', 'a..cn', 'a.c', `${'a'.repeat(64)}.cn`, '中文.cn'])('refuses %s', (d) => expect(siteDomainValid(d)).toBe(false));
  it('normalises case, spaces and a trailing dot', () => expect(normaliseSiteDomain('  WWW.Example.COM. ')).toBe('www.example.com'));
  it('warns within 30 days and counts the days left', () => {
    const now = Date.UTC(2026, 0, 1);
    const sec = (days: number) => now / 1000 + days * 86_400;
    expect(siteExpiryState(sec(31), now)).toBe('ok');
    expect(siteExpiryState(sec(30), now)).toBe('soon');
    expect(siteExpiryState(sec(0.5), now)).toBe('soon');
    expect(siteExpiryState(sec(0), now)).toBe('expired');
    expect(siteDaysLeft(sec(25), now)).toBe(25);
    expect(siteDaysLeft(sec(-3), now)).toBe(0);
  });
  it('reads DNS_SERVERS and refuses a malformed one', () => {
    expect(dnsServersOf(undefined)).toEqual([]);
    expect(dnsServersOf('223.5.5.5, 127.0.0.1:5353,[::1]:53')).toEqual(['223.5.5.5', '127.0.0.1:5353', '[::1]:53']);
    expect(() => dnsServersOf('dns.example.com')).toThrow('DNS_SERVERS');
    expect(() => dnsServersOf('1.2.3.4:99999')).toThrow('DNS_SERVERS');
  });
});

describe('certificates', () => {
  // After the fixtures were made (2026-11-28), before the good ones end (2126).
  const now = Date.UTC(2027, 5, 1);
  it('checks the text first', () => {
    expect(checkSiteCertText('', pem('site.key'))).toBe(SITE_DOMAIN_MSG.certRequired);
    expect(checkSiteCertText('hello', pem('site.key'))).toBe(SITE_DOMAIN_MSG.certInvalid);
    expect(checkSiteCertText(pem('site.crt'), 'hello')).toBe(SITE_DOMAIN_MSG.keyInvalid);
  });
  it('accepts a certificate for the domain with its key', () => {
    const verdict = checkCertificate('demo-site.cn', pem('site.crt'), pem('site.key'), now);
    expect(verdict).toMatchObject({ ok: true, info: { names: ['www.demo-site.cn', 'demo-site.cn'] } });
  });
  it('refuses another name, an expired one and a key that is not its own', () => {
    expect(checkCertificate('www.demo-site.cn', pem('other.crt'), pem('other.key'), now)).toEqual({ ok: false, message: SITE_DOMAIN_MSG.certMismatch });
    expect(checkCertificate('shop.demo-site.cn', pem('site.crt'), pem('site.key'), now)).toEqual({ ok: false, message: SITE_DOMAIN_MSG.certMismatch });
    expect(checkCertificate('www.demo-site.cn', pem('expired.crt'), pem('site.key'), now)).toEqual({ ok: false, message: SITE_DOMAIN_MSG.certExpired });
    expect(checkCertificate('www.demo-site.cn', pem('site.crt'), pem('other.key'), now)).toEqual({ ok: false, message: SITE_DOMAIN_MSG.keyMismatch });
    // Before its start: the expired fixture, read in 2019.
    expect(checkCertificate('www.demo-site.cn', pem('expired.crt'), pem('site.key'), Date.UTC(2019, 0, 1))).toEqual({ ok: false, message: SITE_DOMAIN_MSG.certNotYetValid });
  });
});

describe('头条验证 file', () => {
  it('accepts a plain name and text up to 1 KB', () => {
    expect(checkSiteToutiaoFile('toutiao_verify_8f3c.txt', 'x'.repeat(1024))).toBeNull();
    expect(checkSiteToutiaoFile('a.b-c.html', 'code')).toBeNull();
  });
  it.each(['../a.txt', 'a/b.txt', 'a\\b.txt', '.hidden.txt', 'a..txt', 'a.php', 'a.txt ', 'a b.txt', '%2e%2e.txt'])('refuses the name %s', (name) => {
    expect(checkSiteToutiaoFile(name, 'x')).toEqual({ field: 'fileName', message: SITE_TOUTIAO_MSG.nameInvalid });
  });
  it('refuses the site’s own files, an empty or oversized text, and control characters', () => {
    expect(checkSiteToutiaoFile('robots.txt', 'x')?.message).toBe(SITE_TOUTIAO_MSG.nameReserved);
    expect(checkSiteToutiaoFile('a.txt', '  ')?.message).toBe(SITE_TOUTIAO_MSG.contentRequired);
    // 1 KB in bytes: 342 Chinese characters are 1,026 bytes.
    expect(checkSiteToutiaoFile('a.txt', '验'.repeat(342))?.message).toBe(SITE_TOUTIAO_MSG.contentTooLarge);
    expect(checkSiteToutiaoFile('a.txt', 'a\u0000b')?.message).toBe(SITE_TOUTIAO_MSG.contentBinary);
  });
});

describe('exception pages', () => {
  it('accepts the defaults and refuses a blank title, a missing button text and seconds past 60', () => {
    for (const kind of ['404', '500', 'closed'] as const) expect(checkSitePage({ kind, ...SITE_PAGE_DEFAULTS[kind] })).toBeNull();
    const page = { kind: '404' as const, ...SITE_PAGE_DEFAULTS['404'] };
    expect(checkSitePage({ ...page, title: ' ' })?.field).toBe('title');
    expect(checkSitePage({ ...page, buttonText: '' })?.field).toBe('buttonText');
    expect(checkSitePage({ ...page, showHomeButton: false, buttonText: '' })).toBeNull();
    expect(checkSitePage({ ...page, autoReturnSeconds: 61 })?.field).toBe('autoReturnSeconds');
    expect(checkSitePage({ ...page, autoReturnSeconds: 1.5 })?.field).toBe('autoReturnSeconds');
  });
});
