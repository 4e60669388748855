// 同步翻译's list figure (issue 17 target): GET admin/SyncData/list over 100,000 items, p99 ≤ 20 ms.
// The server runs in this process on a real port; site 1001 is grown to BENCH_SYNC_ITEMS (100,000)
// articles, every other one with a sync row into the bound foreign site (a tenth of those edited
// since: 已修改). Each request is a random mix of the page's filters (state, a title keyword, a
// page among the first 50) — one at a time (a user's wait), then 10 connections at once.
// Run alone: node -r esbuild-register test/bench/syncList.ts (SQLite; BENCH_PG_URL or TEST_PG_URL for PostgreSQL too).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { insertChunked } from '../../server/core/db/seed';
import { SITE } from '../../server/core/db/seedData';
import { urlOf } from '../../server/core/http/register';
import { API } from '../../shared/domain/api/endpoints';
import { createScratchDatabase } from '../support/scratchDatabase';

const PG_URL = process.env.BENCH_PG_URL || process.env.TEST_PG_URL;
const ITEMS = Number(process.env.BENCH_SYNC_ITEMS || 100_000);
const SEQUENTIAL = Number(process.env.BENCH_SYNC_REQUESTS || 2_000);
const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 10;
const TARGET_MS = 20;
const LIST = urlOf({ endpoint: API.syncList });
const WORDS = ['智能', '制造', '工业', '数字化', '新品', '客户', '案例', '展会'];

function randomQuery(): string {
  const r = Math.random;
  const q = new URLSearchParams({ type: 'article', page: String(1 + Math.floor(r() * 50)), rows: '20' });
  if (r() < 0.5) q.set('state', ['unsynced', 'synced', 'modified'][Math.floor(r() * 3)]);
  if (r() < 0.2) q.set('keyword', WORDS[Math.floor(r() * WORDS.length)]);
  return `${LIST}?${q}`;
}

export interface SyncListFigures {
  items: number;
  insertMs: number;
  sequential: number[];
  load: { rps: number; p50: number; p99: number };
}

export async function measureSyncList(pgUrl?: string): Promise<SyncListFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-sync-'));
  const scratch = pgUrl ? await createScratchDatabase(pgUrl, `console_bench_sync_${process.pid}`) : null;
  const built = await buildApp(loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'silent', ...(scratch ? { DATABASE_URL: scratch.url } : {}) }));
  try {
    const db = built.db;
    const seeded = Number((await db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow()).n);
    const insertStarted = performance.now();
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      const rows = Array.from({ length: ITEMS - seeded }, (_, i) => ({
        site_id: SITE.corporate, category_id: 0, title: `${WORDS[i % WORDS.length]}资讯第 ${i + 1} 篇：${WORDS[(i * 7) % WORDS.length]}动态`, summary: '', content: '<p>正文</p>',
        img: '', author: '', type: 1, sort: 0, disabled: 0, status: 1, seo_title: '', seo_keywords: '', seo_description: '', tag_ids: '', version: 1, created_at: now, updated_at: now,
      }));
      await insertChunked(trx, 'articles', rows);
      const ids = (await trx.selectFrom('articles').select(['id', 'version']).where('site_id', '=', SITE.corporate).orderBy('id').execute())
        .filter((a) => a.id % 2 === 0);
      const synced = await trx.selectFrom('language_syncs').select('source_id').where('site_id', '=', SITE.corporate).execute();
      const done = new Set(synced.map((s) => s.source_id));
      await insertChunked(trx, 'language_syncs', ids.filter((a) => !done.has(a.id)).map((a, i) => ({
        site_id: SITE.corporate, target_site_id: SITE.global, item_type: 'article', source_id: a.id, target_id: a.id,
        // Every tenth synced item was edited since (its version moved on): 已修改.
        source_version: i % 10 === 0 ? a.version - 1 : a.version, source_hash: 'bench', synced_at: now,
      })));
    });
    const insertMs = performance.now() - insertStarted;
    // What autovacuum does within a minute of a bulk load: without statistics PostgreSQL takes the
    // tables for tiny and scans the sync rows inside each per-row look-up (README: known limits).
    if (pgUrl) await sql`analyze articles, language_syncs`.execute(db);
    const items = Number((await db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow()).n);

    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}${urlOf({ endpoint: API.login })}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { 'x-token': token };

    const sequential: number[] = [];
    for (let i = 0; i < SEQUENTIAL + 100; i++) {
      const started = performance.now();
      const query = randomQuery();
      const res = await fetch(`${base}${query}`, { headers });
      const answer = (await res.json()) as { code: number; message: string };
      if (answer.code !== 200) throw new Error(`sync list refused: ${answer.message} (${query})`);
      // The first 100 warm the statement caches and are not counted.
      if (i >= 100) sequential.push(performance.now() - started);
    }
    const result = await autocannon({
      url: base, headers, connections: CONNECTIONS, duration: DURATION,
      requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: randomQuery() }) }],
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`sync list under load: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { items, insertMs, sequential, load: { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 } };
  } finally {
    await built.close();
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export function printSyncList(label: string, f: SyncListFigures): void {
  const sorted = [...f.sequential].sort((a, b) => a - b);
  const p99 = pct(sorted, 0.99);
  console.log(`同步翻译 list (${label}): ${f.items.toLocaleString()} articles, half synced (inserted in ${(f.insertMs / 1000).toFixed(1)} s)`);
  console.log(`  one at a time (${sorted.length}): p50 ${pct(sorted, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms   (target p99 ≤ ${TARGET_MS} ms: ${p99 <= TARGET_MS ? 'meets' : 'misses'})`);
  console.log(`  ${CONNECTIONS} connections: ${f.load.rps.toFixed(0)} req/s, p50 ${f.load.p50} ms, p99 ${f.load.p99} ms`);
}

export async function reportSyncList(): Promise<void> {
  printSyncList('SQLite', await measureSyncList());
  if (PG_URL) printSyncList('PostgreSQL', await measureSyncList(PG_URL));
}

if (require.main === module) {
  reportSyncList().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
