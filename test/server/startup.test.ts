// Start-up: configuration parsing, idempotent migrations and seed on a reused DATA_DIR, and the
// optional global rate limit.
import { MSG } from '../../shared/domain/messages';
import { buildApp } from '../../server/app';
import { loadConfig, parseLoginUrls } from '../../server/core/config';
import { startServer } from './support/harness';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080, host: '127.0.0.1', databaseUrl: null, loginUrls: { '*': '/login' }, productDomains: ['localhost', '127.0.0.1'],
      platformName: '云建站管理平台', sessionTtlHours: 24, cookieSecure: 'auto', rateLimitPerMinute: 0,
    });
    expect(c.dataDir.endsWith('data')).toBe(true);
    expect(c.staticDir.endsWith('dist')).toBe(true);
    expect(c.helpUrlNew).toMatch(/^https:\/\//);
  });

  it('parses login addresses per host and refuses nonsense loudly', () => {
    expect(parseLoginUrls('console.example.com=https://sso.example.com/login,*=/login')).toEqual({ 'console.example.com': 'https://sso.example.com/login', '*': '/login' });
    expect(parseLoginUrls('a.example.com=/a')).toEqual({ 'a.example.com': '/a', '*': '/login' });
    expect(() => parseLoginUrls('nonsense')).toThrow(/LOGIN_URLS/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_TTL_HOURS: '0' })).toThrow(/SESSION_TTL_HOURS/);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });
});

it('migrates and seeds once: a restart on the same data keeps sessions and changes', async () => {
  const first = await startServer({}, {}, { fresh: true });
  const token = await first.login('admin');
  await first.call('siteInline', { token, body: { twebId: 1006, inline: 1 } });
  expect(first.built.seeded).toBe(true);
  await first.built.close();

  const again = await buildApp(first.config);
  try {
    expect(again.seeded).toBe(false);
    const accounts = await again.db.selectFrom('accounts').select('login_name').execute();
    expect(accounts.map((a) => a.login_name).sort()).toEqual(['admin', 'contest', 'demo', 'operator']);
    const res = await again.app.inject({ method: 'GET', url: '/api/app/obor-nginx-php/tweb/site/weblist', headers: { 'x-token': token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows.find((s: { id: number }) => s.id === 1006).inline).toBe(1);
  } finally {
    await again.close();
    await first.close();
  }
});

it('limits requests per address when RATE_LIMIT_PER_MINUTE is set', async () => {
  const h = await startServer({ RATE_LIMIT_PER_MINUTE: '3' });
  try {
    for (let i = 0; i < 3; i++) expect((await h.call('platformInfo')).statusCode).toBe(200);
    const res = await h.call('platformInfo');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 429, message: MSG.tooManyRequests, data: null });
  } finally {
    await h.close();
  }
});
