// BENCH_ONLY=oplog, issue 14's target: 操作日志 (GET System/getLogList) over BENCH_OPLOG_ROWS
// (1,000,000) rows on site 1001, filtered by date and action, p99 ≤ 20 ms. The server runs in a
// process of its own (this file started again with --oplog-serve: a fresh database, the rows
// inserted through core's bulk insert in transactions of 50,000 — 180 days of ~40 actions, most of
// them reads refused or saves, a few rare — then PostgreSQL vacuumed and analysed as autovacuum
// would); each case goes through autocannon from 10 connections beside the target. A different
// date window or action every request, so every query runs. SQLite always; PostgreSQL beside it
// with BENCH_PG_URL or TEST_PG_URL.
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

const ROWS = Number(process.env.BENCH_OPLOG_ROWS || 1_000_000);
const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 10;
const PG_URL = process.env.BENCH_PG_URL || process.env.TEST_PG_URL;
const TARGET_P99_MS = 20;
const LIST = '/api/app/site-admin-api/admin/System/getLogList';
const DAY = 86_400_000;
const DAYS = 180;

/** Actions and their weights: the common saves and sign-ins, and rare ones (a QR save, a restore). */
const ACTIONS: readonly [string, number][] = [
  ['articleSave', 120], ['login', 100], ['goodsSave', 80], ['imageUpload', 70], ['messageReadOne', 60], ['articleUpDown', 40], ['goodsUpDown', 30],
  ['taskCancel', 5], ['categorySave', 20], ['tagSave', 15], ['formSave', 10], ['memberAdd', 25], ['memberSetStatus', 10], ['seoTkdSave', 8],
  ['navSave', 6], ['siteBaseConfigSave', 4], ['mailConfigSave', 2], ['qrConfigSave', 1], ['backupAdd', 2], ['backupRestore', 1],
  ['articleRemove', 20], ['articleRestore', 5], ['goodsRemove', 10], ['imageRemove', 20], ['keywordSave', 10], ['wordSave', 10],
  ['anchorSave', 5], ['sitemapGenerate', 3], ['baiduPush', 8], ['logout', 40], ['refreshToken', 90], ['smallVideoSave', 5],
  ['opLogList', 15], ['memberList', 30], ['goodsList', 30], ['articleList', 40], ['spiderUpload', 2], ['infoRecordAdd', 10], ['radarOpen', 1], ['opLogExport', 1],
];
const WEIGHT = ACTIONS.reduce((n, [, w]) => n + w, 0);
const IPS = ['114.88.23.', '223.104.63.', '36.110.147.', '183.6.12.', '58.246.7.'];
const random = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(list: readonly T[]) => list[random(list.length)];
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// --- the server process ------------------------------------------------------------------------

async function serveSeeded(pgAdmin: string | undefined): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-oplog-'));
  const pg = pgAdmin ? await createScratchDatabase(pgAdmin, `console_bench_oplog_${process.pid}`) : null;
  const built = await buildApp(loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', STATIC_DIR: path.join(dataDir, 'no-dist'), DATABASE_URL: pg?.url }));
  const db = built.db;
  const started = performance.now();
  const rnd = mulberry32(14);
  const now = Date.now();
  const spec = {
    table: 'op_logs' as const,
    columns: [['account_id', 'int4'], ['site_id', 'int4'], ['action', 'text'], ['method', 'text'], ['path', 'text'], ['ip', 'text'], ['result', 'text'],
      ['code', 'int4'], ['detail', 'text'], ['created_at', 'int8']] as const,
  };
  const actionOf = () => {
    let n = rnd() * WEIGHT;
    for (const [action, w] of ACTIONS) if ((n -= w) < 0) return action;
    return ACTIONS[0][0];
  };
  for (let start = 0; start < ROWS; start += 50_000) {
    const rows: unknown[][] = [];
    for (let i = start; i < Math.min(ROWS, start + 50_000); i++) {
      const r = rnd();
      const result = r < 0.9 ? 'ok' : r < 0.96 ? 'failed' : 'refused';
      rows.push([
        1 + Math.floor(rnd() * 2), SITE.corporate, actionOf(), 'POST', '/api/app/site-admin-api/admin/x', `${IPS[Math.floor(rnd() * IPS.length)]}${Math.floor(rnd() * 255)}`,
        result, result === 'ok' ? 200 : result === 'failed' ? 400 : 403, '', now - Math.floor(rnd() * DAYS * DAY),
      ]);
    }
    await db.transaction().execute((trx) => built.deps.bulk.insert(trx, spec, rows));
  }
  if (pg) await sql`vacuum analyze op_logs`.execute(db);
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
const start = (pg: string | undefined) => startOwnServer<{ port: number; seedMs: number }>(__filename, '--oplog-serve', pg);
const stopServer = stopOwnServer;

type Query = () => Record<string, string | number>;
interface Figure { rps: number; p50: number; p99: number; total: number }

async function measure(base: string, token: string, query: Query, duration: number): Promise<Figure> {
  const path = () => `${LIST}?${new URLSearchParams(Object.entries({ rows: 10, ...query() }).map(([k, v]) => [k, String(v)])).toString()}`;
  const result = await autocannon({ url: base, headers: { 'x-token': token }, connections: CONNECTIONS, duration, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: path() }) }] });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`System/getLogList: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const one = (await (await fetch(`${base}${path()}`, { headers: { 'x-token': token } })).json()) as { data: { total: number } };
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: one.data.total };
}

/** A window of `days` days ending up to 150 days ago, as the filter's dates. */
function window(days: number): { date_start: string; date_end: string } {
  const end = Date.now() - random(150) * DAY;
  return { date_start: dayText(end - (days - 1) * DAY), date_end: dayText(end) };
}

async function run(pg: string | undefined) {
  const served = await start(pg);
  const base = `http://127.0.0.1:${served.info.port}`;
  try {
    const login = await fetch(`${base}/api/app/site-admin-api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const common = ACTIONS.filter(([, w]) => w >= 20).map(([a]) => a);
    const rare = ACTIONS.filter(([, w]) => w <= 2).map(([a]) => a);
    const cases: { name: string; query: Query }[] = [
      { name: 'last 30 days + 保存文章 (the most common), page 1', query: () => ({ page: 1, action: 'articleSave', ...window(30) }) },
      { name: 'a random 30-day window + a random common action', query: () => ({ page: 1, action: pick(common), ...window(30) }) },
      { name: 'a random 7-day window + a random rare action', query: () => ({ page: 1, action: pick(rare), ...window(7) }) },
      { name: 'a random 90-day window + a random action, page 1–50', query: () => ({ page: 1 + random(50), action: pick(ACTIONS)[0], ...window(90) }) },
      { name: 'a random 30-day window, no action, page 1', query: () => ({ page: 1, ...window(30) }) },
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

export async function reportOplog(): Promise<void> {
  console.log(`\n操作日志: GET System/getLogList over ${ROWS} rows on site 1001 (server in its own process, ${CONNECTIONS} connections × ${DURATION} s; target p99 ≤ ${TARGET_P99_MS} ms filtered by date and action)`);
  const sqlite = await run(undefined);
  const postgres = PG_URL ? await run(PG_URL) : null;
  console.log(`  seeding: SQLite ${(sqlite.seedMs / 1000).toFixed(1)} s${postgres ? `, PostgreSQL ${(postgres.seedMs / 1000).toFixed(1)} s` : ''}`);
  printSideBySide(sqlite.cases, sqlite.figures, postgres?.figures ?? null, TARGET_P99_MS, 54);
}

if (process.argv.includes('--oplog-serve')) {
  void serveSeeded(process.argv[process.argv.indexOf('--oplog-serve') + 1]);
} else if (require.main === module) {
  void reportOplog().then(() => process.exit(0), (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
