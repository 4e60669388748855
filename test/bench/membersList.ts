// BENCH_ONLY=members, issue 13's target: the member list (GET ucenterMember/list) over BENCH_MEMBERS
// (100,000) members on site 1001, by keyword and by rank, p99 ≤ 20 ms. The server runs in a process
// of its own (this file started again with --members-serve: a fresh database, the members inserted
// a thousand a statement, then PostgreSQL vacuumed and analysed as autovacuum would); the cases go
// through autocannon from 10 connections, each beside the target. The keyword matches the start of
// 账号, 手机 or 邮箱 over indexes (memberQuery.ts): a different keyword every request, so every
// query runs. SQLite always; PostgreSQL beside it with BENCH_PG_URL or TEST_PG_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { SITE } from '../../server/core/db/seedData';
import { mulberry32 } from '../../server/core/db/prng';
import { createScratchDatabase } from '../support/scratchDatabase';
import { printSideBySide, startOwnServer, stopOwnServer, type OwnServer } from './ownProcess';

const MEMBERS = Number(process.env.BENCH_MEMBERS || 100_000);
const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 10;
const PG_URL = process.env.BENCH_PG_URL || process.env.TEST_PG_URL;
const TARGET_P99_MS = 20;
const LIST = '/api/app/site-admin-api/admin/ucenterMember/list';

const SURNAMES = ['zhang', 'wang', 'li', 'zhao', 'liu', 'chen', 'yang', 'huang', 'zhou', 'wu', 'xu', 'sun', 'ma', 'zhu', 'hu', 'guo', 'he', 'lin', 'luo', 'gao'];
const GIVEN = ['wei', 'fang', 'na', 'min', 'jing', 'li', 'qiang', 'lei', 'jun', 'yang', 'yong', 'yan', 'jie', 'tao', 'ming', 'chao', 'xia', 'ping', 'gang', 'hui'];
const PHONE_HEADS = ['13', '15', '17', '18', '19'];
const random = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(list: readonly T[]) => list[random(list.length)];

// --- the server process ------------------------------------------------------------------------

async function serveSeeded(pgAdmin: string | undefined): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-members-'));
  const pg = pgAdmin ? await createScratchDatabase(pgAdmin, `console_bench_members_${process.pid}`) : null;
  const built = await buildApp(loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', STATIC_DIR: path.join(dataDir, 'no-dist'), DATABASE_URL: pg?.url }));
  const db = built.db;
  const started = performance.now();
  const ranks = (await db.selectFrom('member_ranks').select('id').where('site_id', '=', SITE.corporate).orderBy('level').execute()).map((r) => r.id);
  const hash = (await db.selectFrom('members').select('password_hash').executeTakeFirstOrThrow()).password_hash;
  const rnd = mulberry32(13);
  const now = Date.now();
  const phones = new Set((await db.selectFrom('members').select('phone').execute()).map((r) => r.phone));
  for (let start = 0; start < MEMBERS; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(MEMBERS, start + 1000); i++) {
      // Numbers from 100000 on: never one of the seed's accounts (…001–…299).
      const account = `${SURNAMES[Math.floor(rnd() * 20)]}${GIVEN[Math.floor(rnd() * 20)]}${100_000 + i}`;
      let phone = '';
      if (rnd() < 0.8) {
        do phone = `${PHONE_HEADS[Math.floor(rnd() * 5)]}${String(Math.floor(rnd() * 1e9)).padStart(9, '0')}`; while (phones.has(phone));
        phones.add(phone);
      }
      const registered = now - Math.floor(rnd() * 3 * 365 * 86_400_000);
      rows.push({
        site_id: SITE.corporate, account, account_key: account, password_hash: hash, phone, email: rnd() < 0.6 ? `${account}@example.com` : '',
        nickname: '', real_name: '', company: '', rank_id: ranks[Math.floor(rnd() * rnd() * ranks.length)], status: rnd() < 0.9 ? 1 : 0, source: 1, remark: '',
        session_version: 1, registered_at: registered, last_login_at: null, last_login_ip: '', created_at: registered, updated_at: registered,
      });
    }
    await db.insertInto('members').values(rows).execute();
  }
  if (pg) await sql`vacuum analyze members`.execute(db);
  else await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  const seedMs = performance.now() - started;
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, seedMs }));
  const stop = async () => {
    await built.close();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// --- the measuring process ---------------------------------------------------------------------

type Served = OwnServer<{ port: number; seedMs: number }>;
const start = (pg: string | undefined) => startOwnServer<{ port: number; seedMs: number }>(__filename, '--members-serve', pg);
const stopServer = stopOwnServer;

type Query = () => Record<string, string | number>;
interface Figure { rps: number; p50: number; p99: number; total: number }

async function measure(base: string, token: string, query: Query, duration: number): Promise<Figure> {
  const path = () => `${LIST}?${new URLSearchParams(Object.entries({ rows: 10, ...query() }).map(([k, v]) => [k, String(v)])).toString()}`;
  const result = await autocannon({ url: base, headers: { 'x-token': token }, connections: CONNECTIONS, duration, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: path() }) }] });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`ucenterMember/list: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const one = (await (await fetch(`${base}${path()}`, { headers: { 'x-token': token } })).json()) as { data: { total: number } };
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: one.data.total };
}

async function run(pg: string | undefined) {
  const served = await start(pg);
  const base = `http://127.0.0.1:${served.info.port}`;
  try {
    const login = await fetch(`${base}/api/app/site-admin-api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const ranks = ((await (await fetch(`${base}/api/app/site-admin-api/admin/ucenterMember/rankList`, { headers: { 'x-token': token } })).json()) as { data: { rows: { id: number; name: string }[] } }).data.rows;
    const cases: { name: string; query: Query }[] = [
      { name: 'page 1, no filter', query: () => ({ page: 1 }) },
      { name: 'keyword: an account’s start (zhangwei1234…), random', query: () => ({ page: 1, keyword: `${pick(SURNAMES)}${pick(GIVEN)}1${random(1000)}` }) },
      { name: 'keyword: a surname (zhang…, ~5,000 match)', query: () => ({ page: 1, keyword: pick(SURNAMES) }) },
      { name: 'keyword: a phone’s first 7 digits, random', query: () => ({ page: 1, keyword: `${pick(PHONE_HEADS)}${String(random(100_000)).padStart(5, '0')}` }) },
      { name: 'keyword: an e-mail’s start, random', query: () => ({ page: 1, keyword: `${pick(SURNAMES)}${pick(GIVEN)}${100_000 + random(MEMBERS)}@` }) },
      { name: `rank ${ranks[0].name} (the most members), page 1`, query: () => ({ page: 1, rank_id: ranks[0].id }) },
      { name: 'a random rank, random page of the first 50', query: () => ({ page: 1 + random(50), rank_id: pick(ranks).id }) },
      { name: 'rank + keyword (surname), random', query: () => ({ page: 1, rank_id: pick(ranks).id, keyword: pick(SURNAMES) }) },
    ];
    const figures: Figure[] = [];
    for (const c of cases) {
      await measure(base, token, c.query, 1);
      figures.push(await measure(base, token, c.query, DURATION));
    }
    return { seedMs: served.info.seedMs, cases, figures };
  } finally {
    await stopServer(served);
  }
}

export async function reportMembersList(): Promise<void> {
  console.log(`\nMembers: GET ucenterMember/list over ${MEMBERS} members on site 1001 (server in its own process, ${CONNECTIONS} connections × ${DURATION} s; target p99 ≤ ${TARGET_P99_MS} ms by keyword and by rank)`);
  const sqlite = await run(undefined);
  const postgres = PG_URL ? await run(PG_URL) : null;
  console.log(`  seeding: SQLite ${(sqlite.seedMs / 1000).toFixed(1)} s${postgres ? `, PostgreSQL ${(postgres.seedMs / 1000).toFixed(1)} s` : ''}`);
  printSideBySide(sqlite.cases, sqlite.figures, postgres?.figures ?? null, TARGET_P99_MS, 54);
}

if (process.argv.includes('--members-serve')) {
  void serveSeeded(process.argv[process.argv.indexOf('--members-serve') + 1]);
} else if (require.main === module) {
  void reportMembersList().then(() => process.exit(0), (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
