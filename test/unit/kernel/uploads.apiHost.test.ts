// The API host switch at boot (§7; issue 17 item 10): the base the server wrote into the page for
// this host becomes the kernel's apiBase, so every call (uploads included) goes there; a page
// without one, or with a malformed one, keeps /api/app/.
import { bootConfigOf, readPageData } from '../../../kernel/boot/pageData';
import { createTestKernel } from '../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../kernel/tokens';
import { PAGE_DATA_ID } from '../../../shared/domain/api/pageData';
import { SHELL_API, type PlatformInfo } from '../../../shared/domain';
import { apiBaseFor } from '../../../shared/domain/hosts';
import { UPLOADS_API } from '../../../shared/domain/api/uploadsEndpoints';

const PLATFORM: PlatformInfo = { platformName: 'P', logoUrl: '', loginUrl: '/login', helpUrlNew: '', helpUrlOld: '', productDomains: ['vendor.example.com'] };

function pageWith(platform: unknown): Document {
  const doc = document.implementation.createHTMLDocument('c');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = JSON.stringify({ platform });
  doc.head.appendChild(script);
  return doc;
}

it('host patterns pick the base: an exact host, a ".suffix" (and its bare domain), ports ignored; others none', () => {
  const apiBases = { 'vendor.example.com': 'https://api.vendor.example.com/api/app/', '.brand.example.net': 'https://b.example.net/api/' };
  expect(apiBaseFor('vendor.example.com:8080', { apiBases })).toBe('https://api.vendor.example.com/api/app/');
  expect(apiBaseFor('www.brand.example.net', { apiBases })).toBe('https://b.example.net/api/');
  expect(apiBaseFor('brand.example.net', { apiBases })).toBe('https://b.example.net/api/');
  expect(apiBaseFor('xvendor.example.com', { apiBases })).toBeNull();
  expect(apiBaseFor('vendor.example.com', {})).toBeNull();
});

it('a switched page sends every call, the upload host’s too, to its API base', async () => {
  const config = bootConfigOf(readPageData(pageWith({ ...PLATFORM, apiBase: 'https://api.vendor.example.com/api/app/' })));
  expect(config.apiBase).toBe('https://api.vendor.example.com/api/app/');
  const kernel = createTestKernel({ config });
  kernel.transport.reply('GET', 'admin/platformInfo', PLATFORM);
  const http = kernel.get(TOKENS.http);
  await http.call(SHELL_API.platformInfo);
  expect(kernel.transport.requests[0].url).toBe('https://api.vendor.example.com/api/app/site-admin-api/admin/platformInfo');
  expect(kernel.transport.requests[0].withCredentials).toBe(true);
  expect(http.urlOf(UPLOADS_API.uploadAuth)).toBe('https://api.vendor.example.com/api/app/file-host/file/cos/auth');
});

it('no base, or a malformed one, keeps the default /api/app/', () => {
  for (const apiBase of [undefined, 'javascript:alert(1)//', 'https://api.example.com/api/app', 'api/app/', 42]) {
    const config = bootConfigOf(readPageData(pageWith({ ...PLATFORM, apiBase })));
    expect(config.apiBase).toBeUndefined();
    expect(config.platform?.loginUrl).toBe('/login');
    expect(createTestKernel({ config }).get(TOKENS.http).urlOf(SHELL_API.platformInfo)).toBe('/api/app/site-admin-api/admin/platformInfo');
  }
  expect(bootConfigOf(readPageData(document.implementation.createHTMLDocument('x')))).toEqual({});
});
