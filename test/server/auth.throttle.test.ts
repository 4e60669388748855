// Login throttling (issue 8): counted in the database before the password is verified, so parallel
// guesses cannot outrun it; per (account, address) with growing lock-outs, per address and per
// account only at much higher counts; shared by every server process; refusals folded in the log.
import { MSG } from '../../shared/domain/messages';
import { buildApp } from '../../server/app';
import * as passwords from '../../server/core/services/passwords';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, FIRST_LOCKOUT_MS, PAIR_LIMIT, THROTTLE_WINDOW_MS } from '../../server/core/services/loginThrottle';
import { opLogs, startServer, type Harness } from './support/harness';

const ADMIN = { account: 'admin', password: 'Admin@2026' };
const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** A harness behind a "proxy" (addresses from X-Forwarded-For) with a clock the test moves. */
async function throttled(): Promise<{ h: Harness; clock: { t: number } }> {
  const clock = { t: Date.UTC(2026, 10, 24, 2, 0, 0) };
  const h = await startServer({ TRUST_PROXY: 'true' }, { now: () => clock.t });
  return { h, clock };
}

function login(h: Harness, body: { account: string; password: string }, ip: string) {
  return h.call('login', { body, headers: from(ip) });
}

afterEach(() => jest.restoreAllMocks());

describe('under concurrency', () => {
  let h: Harness;
  beforeEach(async () => ({ h } = await throttled()));
  afterEach(() => h.close());

  it('evaluates at most the limit of 600 parallel wrong passwords, and refuses the rest without running the KDF', async () => {
    const verify = jest.spyOn(passwords, 'verifyPassword');
    const answers = await Promise.all(Array.from({ length: 600 }, (_, i) => login(h, { account: 'admin', password: `guess-${i}` }, '203.0.113.50')));
    const codes = answers.map((r) => r.statusCode);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(PAIR_LIMIT);
    expect(codes.filter((c) => c === 400)).toHaveLength(verify.mock.calls.length);
    expect(codes.filter((c) => c === 429)).toHaveLength(600 - verify.mock.calls.length);
    const refused = answers.find((r) => r.statusCode === 429)!.json();
    expect(refused.message).toMatch(/^登录失败次数过多，请\d+分钟后再试$/);
  });

  it('issues no token when the right password is the 150th of 200 parallel tries', async () => {
    const tries = Array.from({ length: 200 }, (_, i) => (i === 149 ? ADMIN : { account: 'admin', password: `wrong-${i}` }));
    const answers = await Promise.all(tries.map((body) => login(h, body, '203.0.113.51')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(0);
    expect(answers[149].statusCode).toBe(429);
    expect(await h.built.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });
});

describe('who is locked out', () => {
  let h: Harness;
  let clock: { t: number };
  beforeEach(async () => ({ h, clock } = await throttled()));
  afterEach(() => h.close());

  it('locks the account only for the address that guessed: everyone else still signs in', async () => {
    for (let i = 0; i < PAIR_LIMIT; i++) expect((await login(h, { account: 'admin', password: `x${i}` }, '203.0.113.60')).statusCode).toBe(400);
    const attacker = await login(h, ADMIN, '203.0.113.60');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toEqual({ code: 429, message: '登录失败次数过多，请1分钟后再试', data: null });
    expect((await login(h, ADMIN, '198.51.100.7')).statusCode).toBe(200);
  });

  it('grows the lock-out after each further failure: 1, then 2, then 4 minutes, one try between them', async () => {
    const ip = '203.0.113.61';
    for (let i = 0; i < PAIR_LIMIT; i++) await login(h, { account: 'operator', password: `x${i}` }, ip);
    expect((await login(h, { account: 'operator', password: 'x' }, ip)).json().message).toBe('登录失败次数过多，请1分钟后再试');
    clock.t += FIRST_LOCKOUT_MS;
    expect((await login(h, { account: 'operator', password: 'again' }, ip)).statusCode).toBe(400);
    expect((await login(h, { account: 'operator', password: 'x' }, ip)).json().message).toBe('登录失败次数过多，请2分钟后再试');
    clock.t += 2 * FIRST_LOCKOUT_MS;
    expect((await login(h, { account: 'operator', password: 'again' }, ip)).statusCode).toBe(400);
    expect((await login(h, { account: 'operator', password: 'x' }, ip)).json().message).toBe('登录失败次数过多，请4分钟后再试');
    clock.t += 4 * FIRST_LOCKOUT_MS;
    // The right password ends it, and the pair starts again with its full allowance.
    expect((await login(h, { account: 'operator', password: 'Operator@2026' }, ip)).statusCode).toBe(200);
    for (let i = 0; i < PAIR_LIMIT - 1; i++) expect((await login(h, { account: 'operator', password: `y${i}` }, ip)).statusCode).toBe(400);
    expect((await login(h, { account: 'operator', password: 'Operator@2026' }, ip)).statusCode).toBe(200);
  });

  it('refuses an address spraying many accounts past its own (higher) limit', async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i++) await login(h, { account: `nobody${i}`, password: 'x' }, '203.0.113.62');
    expect((await login(h, ADMIN, '203.0.113.62')).statusCode).toBe(429);
    expect((await login(h, ADMIN, '203.0.113.63')).statusCode).toBe(200);
  });

  it('locks the account for everyone only at a much higher count, spread over many addresses, until the window passes', async () => {
    // From ACCOUNT_LIMIT addresses, a few at a time (each address stays far below its own limits).
    for (let i = 0; i < ACCOUNT_LIMIT; i += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, k) => login(h, { account: 'contest', password: 'x' }, `198.18.0.${i + k}`)));
    }
    expect((await login(h, { account: 'contest', password: 'Contest@2026' }, '192.0.2.99')).statusCode).toBe(429);
    clock.t += THROTTLE_WINDOW_MS + 1;
    expect((await login(h, { account: 'contest', password: 'Contest@2026' }, '192.0.2.99')).statusCode).toBe(200);
  });

  it('gives correct sign-ins their attempt back: an office behind one address never runs out', async () => {
    for (let i = 0; i < ADDRESS_LIMIT + 10; i++) expect((await login(h, ADMIN, '203.0.113.64')).statusCode).toBe(200);
  });

  it('holds across server processes on one database (and so across a restart)', async () => {
    for (let i = 0; i < PAIR_LIMIT; i++) await login(h, { account: 'admin', password: `x${i}` }, '203.0.113.65');
    const second = await buildApp(h.config, { now: () => clock.t });
    try {
      const res = await second.app.inject({ method: 'POST', url: '/api/app/site-admin-api/admin/login', headers: { 'content-type': 'application/json', ...from('203.0.113.65') }, payload: JSON.stringify(ADMIN) });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('the operation log', () => {
  it('folds refused anonymous calls and throttled logins into one counted row per address and minute', async () => {
    const { h } = await throttled();
    try {
      const before = (await opLogs(h)).length;
      for (let i = 0; i < 50; i++) await h.call('articleSave', { body: { type: 1, title: 'x' }, headers: from('203.0.113.70') });
      for (let i = 0; i < PAIR_LIMIT + 40; i++) await login(h, { account: 'admin', password: 'x' }, '203.0.113.71');
      await h.built.deps.refusals.flush();
      const rows = (await opLogs(h)).slice(before);
      const anonymous = rows.filter((r) => r.action === 'articleSave');
      expect(anonymous).toHaveLength(1);
      expect(anonymous[0]).toMatchObject({ ip: '203.0.113.70', code: 401, result: 'refused', count: 50 });
      const throttledRows = rows.filter((r) => r.action === 'login' && r.code === 429);
      expect(throttledRows).toHaveLength(1);
      expect(throttledRows[0].count).toBe(40);
      // Each evaluated wrong password keeps its own row.
      expect(rows.filter((r) => r.action === 'login' && r.code === 400)).toHaveLength(PAIR_LIMIT);
    } finally {
      await h.close();
    }
  });
});

describe('password hashing', () => {
  it('uses OWASP’s scrypt cost (N = 2^17, r = 8, p = 1) unless told otherwise', async () => {
    const { loadConfig } = await import('../../server/core/config');
    expect(passwords.scryptParams(loadConfig({}).passwordHashCost)).toEqual(passwords.OWASP_SCRYPT);
    expect(passwords.OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await passwords.hashPassword('Admin@2026');
    expect(passwords.paramsOf(hash)).toEqual({ N: 131072, r: 8, p: 1 });
    expect(await passwords.verifyPassword('Admin@2026', hash)).toBe(true);
  });

  it('upgrades a weaker stored hash at the next successful login, and only then', async () => {
    const h = await startServer({ PASSWORD_HASH_COST: '15' });
    try {
      const weak = await passwords.hashPassword('Operator@2026', passwords.scryptParams(14));
      await h.built.db.updateTable('accounts').set({ password_hash: weak }).where('login_name', '=', 'operator').execute();
      const stored = async () => (await h.built.db.selectFrom('accounts').select('password_hash').where('login_name', '=', 'operator').executeTakeFirstOrThrow()).password_hash;
      expect((await h.call('login', { body: { account: 'operator', password: 'wrong' } })).statusCode).toBe(400);
      expect(await stored()).toBe(weak);
      expect((await h.call('login', { body: { account: 'operator', password: 'Operator@2026' } })).statusCode).toBe(200);
      const upgraded = await stored();
      expect(passwords.paramsOf(upgraded)).toEqual({ N: 2 ** 15, r: 8, p: 1 });
      expect((await h.call('login', { body: { account: 'operator', password: 'Operator@2026' } })).statusCode).toBe(200);
      expect(await stored()).toBe(upgraded);
    } finally {
      await h.close();
    }
  });
});

it('answers a throttled login with the message and no session', async () => {
  const { h } = await throttled();
  try {
    for (let i = 0; i < PAIR_LIMIT; i++) await login(h, { account: 'operator', password: `w${i}` }, '203.0.113.80');
    const blocked = await login(h, { account: 'operator', password: 'Operator@2026' }, '203.0.113.80');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MSG.loginThrottled.replace('15', '1'));
    expect(await h.built.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  } finally {
    await h.close();
  }
});
