// BENCH_ONLY=sitemap, the public sitemap (issue 12's target: GET /sitemap.xml p99 ≤ 20 ms):
// BENCH_SITEMAP_ARTICLES published articles on site 1001, one generation (timed; past 50,000
// addresses sitemap.xml is the index of part files), then autocannon on GET /sitemap.xml with the
// bound domain as Host — and, for comparison, on one 50,000-address part file. SQLite always;
// PostgreSQL beside it with TEST_PG_URL (a scratch database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { SITE } from '../../server/core/db/seedData';
import { generateSitemap } from '../../server/modules/seo/publicFiles/generate';
import { createScratchDatabase } from '../support/scratchDatabase';
import { pad } from './run';

const ARTICLES = Number(process.env.BENCH_SITEMAP_ARTICLES || 100_000);
const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 10;
const TARGET_MS = 20;
const HOST = 'www.demo-site.cn';
const PG_URL = process.env.TEST_PG_URL;

async function load(url: string): Promise<{ p99: number; p50: number; rps: number; kb: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { host: HOST } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p99: result.latency.p99, p50: result.latency.p50, rps: result.requests.average, kb: result.requests.total ? result.throughput.total / result.requests.total / 1024 : 0 };
}

async function run(backend: 'sqlite' | 'postgres'): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sitemap-'));
  const pg = backend === 'postgres' ? await createScratchDatabase(PG_URL as string, `bench_sitemap_${process.pid}`) : null;
  const config = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), RATE_LIMIT_PER_MINUTE: '0', ...(pg ? { DATABASE_URL: pg.url } : {}) }), logLevel: 'silent' as const };
  const built = await buildApp(config);
  const db = built.db;
  try {
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < ARTICLES; i += 1000) {
        await trx.insertInto('articles').values(Array.from({ length: Math.min(1000, ARTICLES - i) }, (_, k) => ({
          site_id: SITE.corporate, category_id: 0, title: `地图基准文章 ${i + k}`, summary: '', content: '<p>正文</p>', img: '', author: '基准',
          type: (i + k) % 3 === 0 ? 3 : 1, sort: 0, disabled: 0, status: 1, seo_title: '', seo_keywords: '', seo_description: '', tag_ids: '',
          version: 1, created_at: now - (i + k) * 1000, updated_at: now - (i + k) * 1000,
        }))).execute();
      }
    });
    if (backend === 'sqlite') await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    const started = Date.now();
    const made = await generateSitemap(db, SITE.corporate, { signal: new AbortController().signal, progress: () => {}, now: Date.now(), shownDomain: HOST });
    const generateS = (Date.now() - started) / 1000;
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const index = await load(`http://127.0.0.1:${port}/sitemap.xml`);
    const part = await load(`http://127.0.0.1:${port}/sitemap-1.xml`);
    const name = backend === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    console.log(`  ${pad(name, 12)} generation: ${made.urlCount} addresses in ${made.files} files, ${generateS.toFixed(1)} s`);
    console.log(`  ${pad('', 12)} ${pad('GET /sitemap.xml (index)', 30)} p99 ${pad(`${index.p99} ms`, 8)} target ≤ ${TARGET_MS} ms   (p50 ${index.p50} ms, ${index.rps.toFixed(0)} req/s, ${index.kb.toFixed(1)} KB)`);
    console.log(`  ${pad('', 12)} ${pad('GET /sitemap-1.xml (a part)', 30)} p99 ${pad(`${part.p99} ms`, 8)} (no target; p50 ${part.p50} ms, ${part.rps.toFixed(0)} req/s, ${part.kb.toFixed(0)} KB)`);
  } finally {
    await built.close();
    await pg?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function reportSitemap(): Promise<void> {
  console.log(`Sitemap (GET /sitemap.xml with Host ${HOST}; ${ARTICLES} published articles on site 1001; ${CONNECTIONS} connections × ${DURATION} s)`);
  await run('sqlite');
  if (PG_URL) await run('postgres');
  else console.log('  PostgreSQL: skipped (set TEST_PG_URL)');
}
