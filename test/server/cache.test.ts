// The in-memory caches of the hot paths (sessions, site list, home data, message pages) must never
// be observable: a logout, a site switch, a permission change or any write answers differently on
// the very next request; a change committed by another connection to the SQLite file (another
// process) within EXTERNAL_CHECK_MS on SQLite, and once its commit notification has arrived on
// PostgreSQL (db/pgChangeFeed.ts); the clock alone expires sessions and turns sites expired.
import SQLite from 'better-sqlite3';
import { sqliteFileOf } from '../../server/core/config';
import { EXTERNAL_CHECK_MS } from '../../server/core/db/changeTracker';
import { SEED_ACCOUNTS, SITE } from '../../server/core/db/seedData';
import { TOKEN_COOKIE } from '../../shared/domain/constants';
import { endpoint } from '../../shared/domain/api/endpoints';
import { MSG } from '../../shared/domain/messages';
import type { AnyRoute } from '../../server/core/http/routeDef';
import { obj } from '../../server/core/http/schemas';
import { MAX_AGE_MS } from '../../server/core/services/readCache';
import { opLogs, startServer, type Harness } from './support/harness';

const keyedRoute: AnyRoute = {
  name: 'testCachedKeyed',
  endpoint: endpoint('admin', 'POST', 'System/cachedKeyed'),
  access: { permission: 'operation_log' },
  mutates: false,
  schema: { querystring: obj({}), body: obj({}) },
  async handler() {
    return { ok: true };
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let h: Harness;
beforeAll(async () => {
  h = await startServer({}, { extraRoutes: [keyedRoute] });
});
afterAll(() => h.close());

const sqliteOnly = () => h.built.dialect === 'sqlite';
const cacheSize = (name: string) => h.built.deps.caches.of(name, []).size;

/** Calls twice, so the second answer comes from the caches where there are any. */
async function warm(name: Parameters<Harness['call']>[0], options: Parameters<Harness['call']>[1]) {
  await h.call(name, options);
  return h.call(name, options);
}

describe('answers from the caches', () => {
  it('are byte for byte the answers computed afresh, with the same headers', async () => {
    const token = await h.login('admin');
    for (const [name, options] of [
      ['homeData', { token }],
      ['siteList', { token }],
      ['messageList', { token, body: { pageIndex: 1, pageSize: 3 } }],
    ] as const) {
      const first = await h.call(name, options);
      const second = await h.call(name, options);
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.headers['cache-control']).toBe('no-store');
      expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(JSON.parse(second.body).code).toBe(200);
    }
    // Both back ends keep them (PostgreSQL while its change feed listens).
    for (const name of ['sessions', 'homeData', 'siteList', 'messageList']) expect(cacheSize(name)).toBeGreaterThan(0);
  });

  it('still refuse the cookie alone and unknown fields, and check input on every call', async () => {
    const token = await h.login('admin');
    await warm('messageList', { token, body: { pageIndex: 1, pageSize: 3 } });
    expect((await h.call('homeData', { cookies: { [TOKEN_COOKIE]: token } })).statusCode).toBe(401);
    const unknown = await h.call('messageList', { token, body: { pageIndex: 1, pageSize: 3, extra: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(`${MSG.unknownField}：extra`);
    expect((await h.call('siteList', { token, query: { x: 1 } })).statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('logout refuses the token on the very next request, however warm the cache', async () => {
    const token = await h.login('admin');
    await warm('homeData', { token });
    await warm('siteList', { token });
    expect((await h.call('logout', { token })).statusCode).toBe(200);
    expect((await h.call('homeData', { token })).statusCode).toBe(401);
    expect((await h.call('siteList', { token })).statusCode).toBe(401);
    expect((await h.call('checkUserToken', { query: { token } })).json().data).toBe(false);
  });

  it('a site switch is what the next request sees', async () => {
    const token = await h.login('admin');
    expect((await warm('homeData', { token })).json().data.twebId).toBe(SITE.corporate);
    await h.call('siteActive', { token, query: { twebId: SITE.global } });
    expect((await h.call('homeData', { token })).json().data).toMatchObject({ twebId: SITE.global, siteType: 'en' });
    await h.call('siteActive', { token, query: { twebId: SITE.corporate } });
    expect((await h.call('homeData', { token })).json().data.twebId).toBe(SITE.corporate);
  });

  it('a permission changed in the database applies to the next request of a live session', async () => {
    const contest = SEED_ACCOUNTS.contest.id;
    await h.built.db.updateTable('accounts').set({ permissions: JSON.stringify(['operation_log']) }).where('id', '=', contest).execute();
    const token = await h.login('contest');
    expect((await warm(keyedRoute, { token, body: {} })).statusCode).toBe(200);
    await h.built.db.updateTable('accounts').set({ permissions: JSON.stringify(['content_manage']) }).where('id', '=', contest).execute();
    const refused = await h.call(keyedRoute, { token, body: {} });
    expect(refused.statusCode).toBe(403);
    expect((await opLogs(h)).at(-1)).toMatchObject({ action: 'testCachedKeyed', result: 'refused', code: 403 });
  });

  it('an expiry set in the database refuses the next request', async () => {
    const token = await h.login('operator');
    await warm('homeData', { token });
    await h.built.db.updateTable('sessions').set({ expires_at: Date.now() - 1000 }).where('account_id', '=', SEED_ACCOUNTS.operator.id).execute();
    expect((await h.call('homeData', { token })).statusCode).toBe(401);
  });
});

describe('writes through the routes', () => {
  it('show in the site list and home data at once', async () => {
    const token = await h.login('admin');
    const before = (await warm('siteList', { token })).json().data.rows.find((r: { id: number }) => r.id === SITE.shop);
    const next = before.inline === 1 ? 0 : 1;
    await h.call('siteInline', { token, body: { twebId: SITE.shop, inline: next } });
    const after = (await h.call('siteList', { token })).json().data.rows.find((r: { id: number }) => r.id === SITE.shop);
    expect(after).toMatchObject({ inline: next, status: next === 1 ? 2 : 1 });

    await warm('homeData', { token });
    const stamp = (await h.call('setLoginTime', { token })).json().data.lastLoginTime;
    expect((await h.call('homeData', { token })).json().data.lastLoginTime).toBe(stamp);
  });

  it('show in the message pages at once', async () => {
    const token = await h.login('demo');
    const page = { token, body: { pageIndex: 1, pageSize: 5 } };
    const before = (await warm('messageList', page)).json().data;
    await h.call('messageRead', { token, body: { all: true } });
    const after = (await h.call('messageList', page)).json().data;
    expect(after.unreadTotal).toBe(0);
    expect(after.recordsTotal).toBe(before.recordsTotal);
    expect(after.list.every((m: { readStatus: boolean }) => m.readStatus)).toBe(true);
  });
});

describe('another process writing the SQLite file', () => {
  /**
   * Another connection to the same database (another server process, a maintenance script): runs
   * a statement, then waits until this server can have seen its commit — EXTERNAL_CHECK_MS on
   * SQLite, the commit's notification on PostgreSQL (a round trip through the server's queue).
   */
  async function otherConnection(): Promise<{ run(text: string, params: unknown[]): Promise<unknown[]>; close(): Promise<void> }> {
    if (sqliteOnly()) {
      const other = new SQLite(sqliteFileOf(h.config));
      other.pragma('busy_timeout = 5000');
      return {
        async run(text, params) {
          const statement = other.prepare(text.replace(/\$\d+/g, '?'));
          const rows = statement.reader ? statement.all(...params) : (statement.run(...params), []);
          await sleep(EXTERNAL_CHECK_MS + 5);
          return rows;
        },
        async close() {
          other.close();
        },
      };
    }
    const { Client } = await import('pg');
    const other = new Client({ connectionString: h.config.databaseUrl as string });
    await other.connect();
    return {
      async run(text, params) {
        const { rows } = await other.query(text, params);
        await h.built.changeFeed!.sync();
        return rows;
      },
      close: () => other.end(),
    };
  }

  it(`reaches requests once another connection committed (SQLite: within ${EXTERNAL_CHECK_MS} ms; PostgreSQL: its notification): permissions, revocation, data`, async () => {
    const admin = SEED_ACCOUNTS.admin.id;
    const token = await h.login('admin');
    expect((await warm(keyedRoute, { token, body: {} })).statusCode).toBe(200);
    const other = await otherConnection();
    try {
      const [{ permissions: grants }] = (await other.run('SELECT permissions FROM accounts WHERE id = $1', [admin])) as { permissions: string }[];
      await other.run('UPDATE accounts SET permissions = $1 WHERE id = $2', [JSON.stringify(['content_manage']), admin]);
      expect((await h.call(keyedRoute, { token, body: {} })).statusCode).toBe(403);
      await other.run('UPDATE accounts SET permissions = $1 WHERE id = $2', [grants, admin]);
      expect((await h.call(keyedRoute, { token, body: {} })).statusCode).toBe(200);

      const names = (await warm('siteList', { token })).json().data.rows.map((r: { name: string }) => r.name);
      await other.run('UPDATE sites SET site_name = $1 WHERE id = $2', ['外部改名', SITE.miniProgram]);
      const renamed = (await h.call('siteList', { token })).json().data.rows.find((r: { id: number }) => r.id === SITE.miniProgram);
      expect(renamed.name).toBe('外部改名');
      await other.run('UPDATE sites SET site_name = $1 WHERE id = $2', [names[SITE.miniProgram - SITE.corporate], SITE.miniProgram]);

      await warm('homeData', { token });
      await other.run('UPDATE sessions SET revoked_at = $1 WHERE account_id = $2', [Date.now(), admin]);
      expect((await h.call('homeData', { token })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('misses no commit made while PostgreSQL’s change feed was down: everything is stale once it is back (PostgreSQL only: SQLite needs no feed)', async () => {
    if (sqliteOnly()) return;
    const feed = h.built.changeFeed!;
    const token = await h.login('admin');
    const before = (await warm('siteList', { token })).json().data.rows.find((r: { id: number }) => r.id === SITE.miniProgram).name;
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: process.env.TEST_PG_URL });
    await admin.connect();
    try {
      // Kill only the listening connection, and commit while nobody listens.
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like 'listen %'`, [new URL(h.config.databaseUrl as string).pathname.slice(1)]);
      for (let i = 0; i < 100 && feed.isReady; i++) await sleep(5);
      const other = new Client({ connectionString: h.config.databaseUrl as string });
      await other.connect();
      await other.query('UPDATE sites SET site_name = $1 WHERE id = $2', ['断线期间改名', SITE.miniProgram]);
      await other.end();
      for (let i = 0; i < 200 && !feed.isReady; i++) await sleep(25);
      expect(feed.isReady).toBe(true);
      const after = (await h.call('siteList', { token })).json().data.rows.find((r: { id: number }) => r.id === SITE.miniProgram).name;
      expect(after).toBe('断线期间改名');
      await h.built.db.updateTable('sites').set({ site_name: before }).where('id', '=', SITE.miniProgram).execute();
    } finally {
      await admin.end();
    }
  });
});

describe('the clock', () => {
  // Each step below moves the clock by less than MAX_AGE_MS, so what ends a cached value here is
  // the expiry or the validity window, not the age limit.
  let clock = Date.now();
  let t: Harness;
  beforeAll(async () => {
    t = await startServer({}, { now: () => clock });
  });
  afterAll(() => t.close());

  it('ends a cached session at its expiry, with no write', async () => {
    expect(MAX_AGE_MS).toBeGreaterThan(1000);
    const token = await t.login('operator');
    clock += 24 * 3600 * 1000 - 500;
    await t.call('homeData', { token });
    expect((await t.call('homeData', { token })).statusCode).toBe(200);
    clock += 500;
    expect((await t.call('homeData', { token })).statusCode).toBe(401);
  });

  it('turns a site expired in the cached list and home data once its end time passes', async () => {
    const first = await t.login('admin');
    const end = (await t.call('siteList', { token: first })).json().data.rows.find((r: { id: number }) => r.id === SITE.corporate).sys_end_time * 1000;
    clock = end - 500;
    const token = await t.login('admin');
    const corporate = async () => (await t.call('siteList', { token })).json().data.rows.find((r: { id: number }) => r.id === SITE.corporate);
    expect((await corporate()).status).toBe(2);
    expect((await t.call('homeData', { token })).json().data.status).toBe(2);
    clock = end;
    expect((await corporate()).status).toBe(2);
    clock = end + 1;
    expect((await corporate()).status).toBe(3);
    expect((await t.call('homeData', { token })).json().data.status).toBe(3);
  });
});
