// Serving the built console: files, SPA fallback, cache headers, security headers on everything.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '../../shared/domain/messages';
import { CONTENT_SECURITY_POLICY } from '../../server/core/http/security';
import { startServer, type Harness } from './support/harness';

const INDEX = '<!doctype html><html><head><script defer src="/assets/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

let h: Harness;
let staticDir: string;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(staticDir, 'assets', 'main.1a2b3c4d.js'), 'console.log(1)');
  fs.writeFileSync(path.join(staticDir, 'favicon.ico'), 'icon');
  h = await startServer({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await h.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string) => h.built.app.inject({ method: 'GET', url });

it('serves index.html at / and for console routes, never cached, with the CSP', async () => {
  for (const url of ['/', '/zhHome/index', '/login/checklogin?token=x&login_name=admin&domain_id=1001', '/zhContent/news']) {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  }
});

it('caches hashed assets for a year and 404s a missing asset instead of answering HTML', async () => {
  const js = await get('/assets/main.1a2b3c4d.js');
  expect(js.statusCode).toBe(200);
  expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers['content-type']).toMatch(/javascript/);
  const missing = await get('/assets/gone.12345678.js');
  expect(missing.statusCode).toBe(404);
  expect(missing.body).not.toContain('<html');
  expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
});

it('keeps /api/ out of the fallback and puts the security headers on API answers too', async () => {
  const res = await get('/api/app/site-admin-api/admin/nothing-here');
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ code: 404, message: MSG.notFound, data: null });
  expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(res.headers['cache-control']).toBe('no-store');
  const api = await h.call('platformInfo');
  expect(api.headers['x-content-type-options']).toBe('nosniff');
  expect(api.headers['cache-control']).toBe('no-store');
});

it('does not serve files outside the static folder', async () => {
  for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
    const res = await get(url);
    expect(res.body).not.toContain('"name": "site-console"');
    expect(res.statusCode === 404 || res.body === INDEX).toBe(true);
  }
});

it('says the console is not built when the folder is missing', async () => {
  const bare = await startServer();
  try {
    const res = await bare.built.app.inject({ method: 'GET', url: '/zhHome/index' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('npm run build');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  } finally {
    await bare.close();
  }
});
