// The API host switch (§7; issue 17 item 10): API_BASES names the API base per console host
// pattern. The page served on a switched host carries it (and may connect there: CSP), the
// platform info answers it, and the API answers those consoles' origins across origins with
// credentials — no other origin gets CORS headers (deny by default).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_DATA_ID } from '../../shared/domain/api/pageData';
import { loadConfig } from '../../server/core/config';
import { startServer, type Harness } from './support/harness';

const VENDOR_API = 'https://api.vendor.example.com/api/app/';
const API_BASES = JSON.stringify({ 'vendor.example.com': VENDOR_API, '.brand.example.net': 'https://brand-api.example.net/api/app/' });

function pageDataOf(html: string): { platform?: { apiBase?: string; loginUrl: string } } {
  const m = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html);
  return m ? JSON.parse(m[1]) : {};
}

describe('with API_BASES', () => {
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>c</title></head><body><div id="root"></div></body></html>');
    h = await startServer({ API_BASES, STATIC_DIR: dist, S3_BUCKET: 'uploads-bucket', S3_ENDPOINT: 'https://s3.example.com', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' });
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (host: string) => h.built.app.inject({ method: 'GET', url: '/', headers: { host } });

  it('the page on a switched host names its API base; other hosts keep the default', async () => {
    expect(pageDataOf((await page('vendor.example.com')).body).platform?.apiBase).toBe(VENDOR_API);
    expect(pageDataOf((await page('console.brand.example.net:8443')).body).platform?.apiBase).toBe('https://brand-api.example.net/api/app/');
    const plain = pageDataOf((await page('localhost')).body).platform;
    expect(plain?.loginUrl).toBe('/login');
    expect(plain).not.toHaveProperty('apiBase');
    const info = await h.call('platformInfo', { query: { host: 'vendor.example.com' } });
    expect(info.json().data.apiBase).toBe(VENDOR_API);
  });

  it('the page may connect to the switched APIs and the upload bucket, nothing else', async () => {
    const csp = String((await page('vendor.example.com')).headers['content-security-policy']);
    const connect = /connect-src ([^;]+)/.exec(csp)?.[1].split(' ');
    expect(connect).toEqual(["'self'", 'https://api.vendor.example.com', 'https://brand-api.example.net', 'https://uploads-bucket.s3.example.com']);
  });

  it('a preflight from a switched console origin is allowed with credentials and only the console’s headers', async () => {
    const res = await h.built.app.inject({
      method: 'OPTIONS', url: '/api/app/site-admin-api/admin/platformInfo',
      headers: { origin: 'https://vendor.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'Content-Type, X-Token, X-Evil' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://vendor.example.com');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(res.headers['access-control-allow-headers']).toBe('content-type, x-token');
  });

  it('an answer to a switched console origin (refusals too) carries the CORS headers', async () => {
    const ok = await h.call('platformInfo', { headers: { origin: 'https://www.brand.example.net' } });
    expect(ok.headers['access-control-allow-origin']).toBe('https://www.brand.example.net');
    const refused = await h.call('uploadAuth', { headers: { origin: 'https://vendor.example.com' }, body: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('https://vendor.example.com');
    expect(refused.headers.vary).toContain('Origin');
  });

  it('any other origin gets no CORS header (deny by default)', async () => {
    for (const origin of ['https://evil.example.com', 'https://vendor.example.com.evil.io', 'null', 'https://vendor.example.com/path', 'javascript://vendor.example.com']) {
      const pre = await h.built.app.inject({ method: 'OPTIONS', url: '/api/app/site-admin-api/admin/platformInfo', headers: { origin, 'access-control-request-method': 'POST' } });
      expect({ origin, allow: pre.headers['access-control-allow-origin'], status: pre.statusCode === 204 }).toEqual({ origin, allow: undefined, status: false });
      const get = await h.call('platformInfo', { headers: { origin } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
      expect(get.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('without API_BASES', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startServer();
  });
  afterAll(() => h.close());

  it('no origin gets CORS, the CSP connects to this origin only, the platform info names no base', async () => {
    const res = await h.call('platformInfo', { headers: { origin: 'https://vendor.example.com' }, query: { host: 'vendor.example.com' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
    expect(res.json().data).not.toHaveProperty('apiBase');
  });
});

describe('API_BASES configuration', () => {
  it('malformed values fail at start-up, naming the variable', () => {
    expect(() => loadConfig({ API_BASES: 'vendor.example.com=https://x/' })).toThrow(/API_BASES/);
    expect(() => loadConfig({ API_BASES: '{"vendor.example.com":"ftp://x/api/"}' })).toThrow(/API_BASES/);
    expect(() => loadConfig({ API_BASES: '{"vendor.example.com":"https://x/api"}' })).toThrow(/API_BASES/);
    expect(() => loadConfig({ API_BASES: '{"*":"https://x/api/"}' })).toThrow(/API_BASES/);
    expect(loadConfig({ API_BASES: '{"Vendor.Example.com":"https://x/api/"}' }).apiBases).toEqual({ 'vendor.example.com': 'https://x/api/' });
  });
});
