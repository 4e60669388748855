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
  h = await startServer({
    STATIC_DIR: staticDir,
    // A name that tries to close the data block and open a script of its own.
    PLATFORM_NAME: '云建站</script><script>alert(1)</script><!--&',
    LOGIN_URLS: 'console.example.com=https://sso.example.com/login,*=/login',
  });
});
afterAll(async () => {
  await h.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => h.built.app.inject({ method: 'GET', url, headers });

/** The page data block the console reads at start, and the page without it. */
function pageDataOf(html: string): { data: unknown; rest: string } {
  const match = /<script type="application\/json" id="console-page-data">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error(`no page data in ${html}`);
  return { data: JSON.parse(match[1]), rest: html.replace(match[0], '') };
}

it('serves index.html at / and for console routes, never cached, with the CSP', async () => {
  for (const url of ['/', '/zhHome/index', '/login/checklogin?token=x&login_name=admin&domain_id=1001', '/zhContent/news']) {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(pageDataOf(res.body).rest).toBe(INDEX);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  }
});

it('writes the platform info of the asking host into the page, the same with or without a session', async () => {
  const platform = (await h.call('platformInfo')).json().data;
  const page = pageDataOf((await get('/login')).body);
  expect(page.data).toEqual({ platform });
  expect(page.data).toEqual({ platform: expect.objectContaining({ loginUrl: '/login', platformName: '云建站</script><script>alert(1)</script><!--&' }) });
  // Another host's login address; a signed-in browser gets the very same page (nothing of its session).
  const signedIn = await h.login('admin');
  const other = await get('/zhHome/index', { host: 'console.example.com', cookie: `X-Token=${signedIn}` });
  expect(pageDataOf(other.body).data).toEqual({ platform: { ...platform, loginUrl: 'https://sso.example.com/login' } });
  expect((await get('/zhHome/index', { host: 'console.example.com' })).body).toBe(other.body);
});

it('escapes the page data so that nothing in it can end the block or run', async () => {
  const html = (await get('/')).body;
  // Exactly one script element is opened and closed besides the entry's: the data block.
  expect(html.match(/<script/g)).toHaveLength(2);
  expect(html.match(/<\/script>/g)).toHaveLength(2);
  expect(html).not.toContain('<!--');
  expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
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
    expect(res.statusCode === 404 || res.body.includes(INDEX.slice(-40))).toBe(true);
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
