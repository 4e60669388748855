// Sign-in, tokens and sessions (DESIGN §4): fresh token per login, header-only authentication,
// server-side logout, token check and refresh, failed-login message, audit and throttling.
import { MSG } from '../../shared/domain/messages';
import { TOKEN_COOKIE } from '../../shared/domain/constants';
import { hashToken } from '../../server/core/services/sessions';
import { SEED_ACCOUNTS, SITE } from '../../server/core/db/seedData';
import { opLogs, startServer, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

describe('login', () => {
  it('issues a new, different token on every login and stores only its hash', async () => {
    const first = await h.call('login', { body: { account: 'admin', password: 'Admin@2026' } });
    const second = await h.call('login', { body: { account: 'admin', password: 'Admin@2026' } });
    expect(first.statusCode).toBe(200);
    const a = first.json().data;
    const b = second.json().data;
    expect(a.token).toMatch(/^[0-9a-f]{64}$/);
    expect(b.token).not.toBe(a.token);
    expect(a).toMatchObject({ loginName: 'admin', domainId: SITE.corporate, siteType: 'zh' });

    const rows = await h.built.db.selectFrom('sessions').selectAll().execute();
    expect(rows.some((r) => r.token_hash === a.token)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashToken(a.token))).toBe(true);
  });

  it('sets a readable X-Token cookie with SameSite=Lax, not Secure over plain http', async () => {
    const res = await h.call('login', { body: { account: 'operator', password: 'Operator@2026' } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${TOKEN_COOKIE}=${res.json().data.token}`);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it('marks the cookie Secure when the request came over https behind a trusted proxy', async () => {
    const proxied = await startServer({ TRUST_PROXY: 'true' });
    try {
      const res = await proxied.call('login', { body: { account: 'admin', password: 'Admin@2026' }, headers: { 'x-forwarded-proto': 'https' } });
      expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('answers the same message for an unknown account and a wrong password, and logs both', async () => {
    const before = (await opLogs(h)).length;
    const wrong = await h.call('login', { body: { account: 'contest', password: 'nope' }, headers: { 'x-forwarded-for': '10.0.0.1' } });
    const unknown = await h.call('login', { body: { account: 'nobody', password: 'nope' } });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: MSG.loginFailed, data: null });
    }
    const logs = (await opLogs(h)).slice(before);
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({ action: 'login', result: 'failed', code: 400, account_id: SEED_ACCOUNTS.contest.id });
    expect(logs[1]).toMatchObject({ action: 'login', result: 'failed', code: 400, account_id: null });
    expect(logs[1].detail).toContain('nobody');
    expect(logs[1].detail).not.toContain('nope');
  });
});

describe('the token', () => {
  it('authenticates through the X-Token or token header, never through the cookie alone', async () => {
    const token = await h.login('admin');
    expect((await h.call('accountInfo', { token })).statusCode).toBe(200);
    expect((await h.call('accountInfo', { headers: { token } })).statusCode).toBe(200);

    const cookieOnly = await h.call('accountInfo', { cookies: { [TOKEN_COOKIE]: token } });
    expect(cookieOnly.statusCode).toBe(401);
    expect(cookieOnly.json()).toEqual({ code: 401, message: MSG.notLoggedIn, data: null });
  });

  it('is refused when unknown or malformed', async () => {
    for (const token of ['0'.repeat(64), 'not-a-token', 'x'.repeat(5000)]) {
      const res = await h.call('homeData', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG.notLoggedIn);
    }
  });

  it('dies with logout: 401 everywhere afterwards, and checkUserToken turns false', async () => {
    const token = await h.login('admin');
    const other = await h.login('admin');
    expect((await h.call('checkUserToken', { query: { token } })).json().data).toBe(true);

    const out = await h.call('logout', { token });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`${TOKEN_COOKIE}=;`));

    for (const name of ['homeData', 'siteList', 'accountInfo'] as const) {
      expect((await h.call(name, { token })).statusCode).toBe(401);
    }
    expect((await h.call('logout', { token })).statusCode).toBe(401);
    expect((await h.call('checkUserToken', { query: { token } })).json()).toEqual({ code: 200, message: MSG.ok, data: false });
    // Another session of the same account is untouched.
    expect((await h.call('homeData', { token: other })).statusCode).toBe(200);
  });

  it('checkUserToken answers false for garbage and requires its parameter', async () => {
    expect((await h.call('checkUserToken', { query: { token: 'abc' } })).json().data).toBe(false);
    const missing = await h.call('checkUserToken');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('参数 token 不能为空');
  });

  it('expires: a session past its end is refused', async () => {
    const token = await h.login('operator');
    await h.built.db.updateTable('sessions').set({ expires_at: Date.now() - 1000 }).where('token_hash', '=', hashToken(token)).execute();
    expect((await h.call('homeData', { token })).statusCode).toBe(401);
    expect((await h.call('checkUserToken', { query: { token } })).json().data).toBe(false);
  });

  it('refreshToken extends the caller’s own session and refuses another token', async () => {
    const token = await h.login('admin');
    const before = await h.built.db.selectFrom('sessions').select('expires_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    await new Promise((r) => setTimeout(r, 5));
    const res = await h.call('refreshToken', { token, body: { token } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.token).toBe(token);
    expect(data.expiresAt).toBeGreaterThan(before.expires_at);
    const after = await h.built.db.selectFrom('sessions').select('expires_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(after.expires_at).toBe(data.expiresAt);

    const other = await h.login('admin');
    const mismatch = await h.call('refreshToken', { token, body: { token: other } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('只能刷新当前登录的令牌');
  });
});

// Throttling: auth.throttle.test.ts.
