// BENCH_ONLY=spider, the spider analysis targets (issue 12 §8): a generated access log of
// BENCH_SPIDER_MB megabytes (default 1024: 1 GB; smaller for a quick run) parsed and stored through
// the import (MB/s, target ≥ 50; RSS sampled through it to show memory flat), then the charts over
// 92 days of BENCH_SPIDER_VISITS visits (default 10 million) held in the rollups: autocannon on
// GET Spider/charts, p99 (target ≤ 20 ms). SQLite always; PostgreSQL beside it with TEST_PG_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { SITE } from '../../server/core/db/seedData';
import { importLogFile } from '../../server/modules/spider/importLog';
import { addRollups } from '../../server/modules/spider/visitWriter';
import { API, API_BASE, endpointPath, SERVICE_PREFIXES } from '../../shared/domain';
import { addDays, dayNumber, dayOf, dayText, SPIDER_KEYS } from '../../shared/domain/spider';
import { createScratchDatabase } from '../support/scratchDatabase';
import { pad } from './run';

const LOG_MB = Number(process.env.BENCH_SPIDER_MB || 1024);
const VISITS = Number(process.env.BENCH_SPIDER_VISITS || 10_000_000);
const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 10;
const PG_URL = process.env.TEST_PG_URL;
const DOMAIN = 'www.demo-site.cn';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * The share of lines that are spiders' (BENCH_SPIDER_SHARE, default 0.3): a company site's log is
 * mostly its visitors' pages and their assets; spiders are a large minority (a new small site may
 * see more — 0.8 gives a log of almost nothing else, the import's worst case).
 */
const SPIDER_SHARE = Math.min(1, Math.max(0, Number(process.env.BENCH_SPIDER_SHARE ?? 0.3)));
const SPIDERS = [
  'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  'Mozilla/5.0 (compatible; Bytespider; spider-feedback@bytedance.com)',
  'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
];
const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
];
/** A visitor's requests: a page, then its assets. */
const HUMAN_PATHS = (n: number) => [`/news/${n % 5000}.html`, '/static/css/site.css?v=3', '/static/js/site.js?v=3', `/upload/image/${n % 800}.jpg`][n % 4];

/** Writes a combined log of about `mb` megabytes (spiders and humans over the last 30 days). */
function writeLog(file: string, mb: number): number {
  const fd = fs.openSync(file, 'w');
  const target = mb * 1024 * 1024;
  const now = Date.now();
  let written = 0;
  let n = 0;
  while (written < target) {
    const lines: string[] = [];
    for (let i = 0; i < 20_000; i++, n++) {
      const d = new Date(now - (n % 30) * 86_400_000 - (n % 86_400) * 1000 + 8 * 3600_000);
      const time = `${String(d.getUTCDate()).padStart(2, '0')}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}:00 +0800`;
      const status = n % 50 === 0 ? 404 : 200;
      if ((n % 100) < SPIDER_SHARE * 100) {
        lines.push(`220.181.${n % 250}.${n % 200} - - [${time}] "GET /news/${n % 5000}.html HTTP/1.1" ${status} ${1000 + (n % 9000)} "-" "${SPIDERS[n % SPIDERS.length]}"`);
      } else {
        // One visitor in twenty arrives from a Baidu search (the keyword statistics' referrals).
        const referer = n % 20 === 0 ? `https://www.baidu.com/s?wd=${encodeURIComponent(['数控折弯机', '激光切割机', '剪板机'][n % 3])}` : `https://www.demo-site.cn/news/${(n + 7) % 5000}.html`;
        lines.push(`113.${n % 250}.${n % 200}.${n % 90} - - [${time}] "GET ${HUMAN_PATHS(n)} HTTP/1.1" ${status} ${1000 + (n % 9000)} "${referer}" "${BROWSERS[n % BROWSERS.length]}"`);
      }
    }
    const chunk = `${lines.join('\n')}\n`;
    fs.writeSync(fd, chunk);
    written += Buffer.byteLength(chunk);
  }
  fs.closeSync(fd);
  return written;
}

async function run(backend: 'sqlite' | 'postgres', log: string, logBytes: number): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-spider-'));
  const pg = backend === 'postgres' ? await createScratchDatabase(PG_URL as string, `bench_spider_${process.pid}`) : null;
  const config = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), RATE_LIMIT_PER_MINUTE: '0', ...(pg ? { DATABASE_URL: pg.url } : {}) }), logLevel: 'silent' as const };
  const built = await buildApp(config);
  const db = built.db;
  const name = backend === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  try {
    // 1. The log parsed and stored, RSS sampled every 250 ms.
    const { id } = await db.insertInto('spider_imports').values({
      site_id: SITE.corporate, domain: DOMAIN, source: 'upload', file_name: 'bench.log', sha256: `bench-${Date.now()}`, bytes: logBytes,
      state: 'running', accepted: 0, spiders: 0, rejected: 0, lines_done: 0, task_id: null, created_at: Date.now(),
    }).returning('id').executeTakeFirstOrThrow();
    const rss: number[] = [];
    const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 250);
    const started = performance.now();
    const counts = await importLogFile({ db, bulk: built.deps.bulk, siteId: SITE.corporate, domain: DOMAIN, importId: id, file: log, reverseDns: false });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const mb = (v: number) => `${(v / 1024 / 1024).toFixed(0)} MB`;
    const at = (share: number) => rss[Math.min(rss.length - 1, Math.floor(rss.length * share))] ?? 0;
    console.log(`  ${pad(name, 12)} parse + store ${(logBytes / 1024 / 1024).toFixed(0)} MB (${counts.lines} lines, ${counts.spiders} spider visits): ${seconds.toFixed(1)} s = ${(logBytes / 1024 / 1024 / seconds).toFixed(1)} MB/s   target ≥ 50 MB/s`);
    console.log(`  ${pad('', 12)} RSS at 10% / 50% / 90% of the run: ${mb(at(0.1))} / ${mb(at(0.5))} / ${mb(at(0.9))}, peak ${mb(Math.max(...rss, 0))}`);

    // 2. The rollups of VISITS visits over 92 days (spread over spiders, hours and a few statuses).
    const today = dayText(dayOf(Date.now()));
    const statuses = [200, 200, 200, 301, 304, 404, 500];
    const perCell = Math.max(1, Math.round(VISITS / (92 * 24 * SPIDER_KEYS.length * statuses.length)));
    await db.deleteFrom('spider_daily').execute();
    await db.deleteFrom('spider_hours').execute();
    for (let back = 0; back < 92; back++) {
      const day = dayNumber(addDays(today, -back));
      const daily: { site_id: number; domain: string; day: number; spider: string; status: number; visits: number }[] = [];
      const hourly: { site_id: number; domain: string; day: number; hour: number; spider: string; visits: number }[] = [];
      for (const spider of SPIDER_KEYS) {
        for (const status of new Set(statuses)) {
          const weight = statuses.filter((s) => s === status).length;
          daily.push({ site_id: SITE.corporate, domain: DOMAIN, day, spider, status, visits: perCell * 24 * weight });
        }
        for (let hour = 0; hour < 24; hour++) hourly.push({ site_id: SITE.corporate, domain: DOMAIN, day, hour, spider, visits: perCell * statuses.length });
      }
      await addRollups(db, daily, hourly, [], []);
    }
    if (backend === 'sqlite') await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    else await sql`ANALYZE`.execute(db);
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}${API_BASE}${endpointPath(API.login, SERVICE_PREFIXES)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const from = addDays(today, -91);
    const url = `${base}${API_BASE}${endpointPath(API.spiderCharts, SERVICE_PREFIXES)}?from=${from}&to=${today}&domain=${DOMAIN}`;
    const check = (await (await fetch(url, { headers: { 'x-token': token } })).json()) as { data: { total: number } };
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { 'x-token': token } });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`charts: ${result.non2xx} non-2xx, ${result.errors} errors`);
    console.log(`  ${pad('', 12)} GET Spider/charts, 92 days of ${check.data.total.toLocaleString('en')} visits: p99 ${result.latency.p99} ms   target ≤ 20 ms   (p50 ${result.latency.p50} ms, ${result.requests.average.toFixed(0)} req/s)`);
  } finally {
    await built.close();
    await pg?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function reportSpider(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-spider-log-'));
  try {
    const log = path.join(dir, 'access.log');
    const bytes = writeLog(log, LOG_MB);
    console.log(`Spider analysis (BENCH_SPIDER_MB=${LOG_MB}, BENCH_SPIDER_SHARE=${SPIDER_SHARE} of the lines spiders', BENCH_SPIDER_VISITS=${VISITS})`);
    await run('sqlite', log, bytes);
    if (PG_URL) await run('postgres', log, bytes);
    else console.log('  (PostgreSQL: set TEST_PG_URL)');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
