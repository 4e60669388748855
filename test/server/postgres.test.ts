// What only a database server can do to us: drop connections (restart, failover,
// pg_terminate_backend), refuse new ones for a while, and be started against by two servers at once.
// The connection tests need PostgreSQL (SQLite is a file this process holds open: there is no
// connection to lose), so they are skipped without TEST_PG_URL; the two-servers test runs on both.
import { Client } from 'pg';
import { MSG } from '../../shared/domain/messages';
import { buildApp } from '../../server/app';
import { startServer, type Harness } from './support/harness';

const admin = process.env.TEST_PG_URL;
const onPostgres = admin ? describe : describe.skip;

async function asAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: admin });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseOf = (h: Harness) => new URL(h.config.databaseUrl as string).pathname.slice(1);

onPostgres('PostgreSQL connections (PostgreSQL only: SQLite has no connection to drop)', () => {
  let h: Harness;
  let token: string;
  beforeEach(async () => {
    h = await startServer();
    token = await h.login('admin');
  });
  afterEach(async () => {
    await asAdmin((c) => c.query(`alter database ${databaseOf(h)} allow_connections true`));
    await h.close();
  });

  const home = () => h.call('homeData', { token });

  it('lives through its idle connections being killed, and the next request just works', async () => {
    // Warm the pool: several connections open and idle.
    await Promise.all(Array.from({ length: 8 }, home));
    const killed = await asAdmin(async (c) => (await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseOf(h)])).rowCount);
    expect(killed).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const res = await home();
    expect(res.statusCode).toBe(200);
  });

  it('answers 系统繁忙，请稍后再试！ while the database refuses connections, and recovers by itself', async () => {
    await asAdmin(async (c) => {
      await c.query(`alter database ${databaseOf(h)} allow_connections false`);
      await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseOf(h)]);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A token the session cache does not hold, so the request must reach the database.
    const during = await h.call('homeData', { token: 'a'.repeat(64) });
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ code: 503, message: MSG.systemBusy, data: null });
    const login = await h.call('login', { body: { account: 'admin', password: 'Admin@2026' } });
    expect(login.json().message).toBe(MSG.systemBusy);
    await asAdmin((c) => c.query(`alter database ${databaseOf(h)} allow_connections true`));
    const after = await home();
    expect(after.statusCode).toBe(200);
  });
});

describe('two servers started together on one empty database', () => {
  it('both start; the schema is migrated and the data seeded once', async () => {
    const first = await startServer();
    // A second database, empty, that both servers are pointed at.
    const config = first.config;
    let fresh: { url?: string; dataDir: string; drop(): Promise<void> };
    if (config.databaseUrl) {
      const name = `console_test_pair_${process.pid}_${Date.now()}`;
      await asAdmin((c) => c.query(`create database ${name}`));
      const url = new URL(config.databaseUrl);
      url.pathname = `/${name}`;
      fresh = { url: url.toString(), dataDir: config.dataDir, drop: () => asAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined) };
    } else {
      const dataDir = `${config.dataDir}/pair`;
      fresh = { dataDir, drop: async () => undefined };
    }
    try {
      const both = await Promise.all([0, 1].map(() => buildApp({ ...config, dataDir: fresh.dataDir, databaseUrl: fresh.url ?? null })));
      try {
        expect(both.filter((b) => b.seeded)).toHaveLength(1);
        const companies = await both[0].db.selectFrom('companies').select('id').execute();
        const accounts = await both[1].db.selectFrom('accounts').select('login_name').execute();
        expect(companies.length).toBeGreaterThan(0);
        expect(new Set(accounts.map((a) => a.login_name)).size).toBe(accounts.length);
      } finally {
        for (const b of both) await b.close();
      }
    } finally {
      await fresh.drop();
      await first.close();
    }
  });
});
