// BENCH_ONLY=stylesheet, issue 15's target: the visitors' stylesheet (GET decoration/style.css?siteId)
// p99 ≤ 5 ms. The server runs in a process of its own (this file started again with
// --stylesheet-serve: a fresh seeded database, every live demo site given a saved decoration); each
// case goes through autocannon from 10 connections beside the target: one site over and over (the
// common case: served from memory), every request another site, and with the browser's ETag (304).
// SQLite always; PostgreSQL beside it with BENCH_PG_URL or TEST_PG_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { SITE } from '../../server/core/db/seedData';
import { demoDecoration } from '../../server/modules/designer/seed';
import { createScratchDatabase } from '../support/scratchDatabase';
import { printSideBySide, startOwnServer, stopOwnServer, type OwnServer } from './ownProcess';

const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 10;
const PG_URL = process.env.BENCH_PG_URL || process.env.TEST_PG_URL;
const TARGET_P99_MS = 5;
const STYLESHEET = '/api/app/site-admin-api/plugin/decoration/style.css';

// --- the server process ------------------------------------------------------------------------

async function serveSeeded(pgAdmin: string | undefined): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-stylesheet-'));
  const pg = pgAdmin ? await createScratchDatabase(pgAdmin, `console_bench_stylesheet_${process.pid}`) : null;
  const built = await buildApp(loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', STATIC_DIR: path.join(dataDir, 'no-dist'), DATABASE_URL: pg?.url }));
  // Every demo site gets the demo decoration (the corporate site has it from the seed).
  const sections = demoDecoration();
  const sites = await built.db.selectFrom('sites').select('id').where('id', '!=', SITE.corporate).execute();
  for (const site of sites) {
    await built.db.insertInto('site_decorations').values({ site_id: site.id, sections: JSON.stringify(sections), version: 1, updated_at: Date.now(), updated_by: null }).execute();
  }
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
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

type Served = OwnServer<{ port: number }>;
const start = (pg: string | undefined) => startOwnServer<{ port: number }>(__filename, '--stylesheet-serve', pg);
const stopServer = stopOwnServer;

interface Figure { rps: number; p50: number; p99: number }
interface Case { name: string; path: () => string; headers?: Record<string, string>; status: number }

async function measure(base: string, c: Case, duration: number): Promise<Figure> {
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration, headers: c.headers, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: c.path() }) }] });
  const wrong = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => Number(code) !== c.status);
  if (wrong.length || result.errors > 0) throw new Error(`${c.name}: ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function run(pg: string | undefined) {
  const served = await start(pg);
  const base = `http://127.0.0.1:${served.info.port}`;
  try {
    const live = [SITE.corporate, SITE.global, SITE.foreignTrade, SITE.miniProgram, SITE.demo, SITE.contest];
    let n = 0;
    const one = `${STYLESHEET}?siteId=${SITE.corporate}`;
    const etag = (await fetch(`${base}${one}`)).headers.get('etag') ?? '';
    const cases: Case[] = [
      { name: 'one site (the corporate demo), 200', path: () => one, status: 200 },
      { name: 'a different live site every request, 200', path: () => `${STYLESHEET}?siteId=${live[n++ % live.length]}`, status: 200 },
      { name: 'one site with the browser’s ETag, 304', path: () => one, headers: { 'if-none-match': etag }, status: 304 },
    ];
    const figures: Figure[] = [];
    for (const c of cases) {
      await measure(base, c, 1);
      figures.push(await measure(base, c, DURATION));
    }
    return { cases, figures };
  } finally {
    await stopServer(served);
  }
}

export async function reportStylesheet(): Promise<void> {
  console.log(`\n网站装修 stylesheet: GET decoration/style.css (server in its own process, ${CONNECTIONS} connections × ${DURATION} s; target p99 ≤ ${TARGET_P99_MS} ms)`);
  const sqlite = await run(undefined);
  const postgres = PG_URL ? await run(PG_URL) : null;
  printSideBySide(sqlite.cases, sqlite.figures, postgres?.figures ?? null, TARGET_P99_MS, 44);
}

if (process.argv.includes('--stylesheet-serve')) {
  void serveSeeded(process.argv[process.argv.indexOf('--stylesheet-serve') + 1]);
} else if (require.main === module) {
  void reportStylesheet().then(() => process.exit(0), (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
