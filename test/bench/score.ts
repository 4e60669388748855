// BENCH_ONLY=score, the site score (issue 12's targets: an evaluation over 100,000 articles ≤ 30 s,
// other requests p99 ≤ 100 ms meanwhile): the keyword detection bench's BENCH_SCORE_ARTICLES articles
// (words.ts: ~1,500 characters of HTML each, a link to a product that mostly does not exist, 最佳 in
// every one, two thirds without keywords) on site 1001, then 检测报告's evaluation started through
// its route and run as the server runs it (the task seo.score in this process), timed from start to
// report stored; meanwhile the news list's page 1 (kept in memory) and random pages (their query runs)
// are requested at a steady BENCH_SCORE_RATE a second each — operators at work, not a load test of
// the list — from worker threads (their own event loops, so what they measure is the server's
// answer time, not their own turn), and their p99 printed beside the same requests' p99 on the idle
// server.
// SQLite always; PostgreSQL beside it with TEST_PG_URL (a scratch database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { SITE } from '../../server/core/db/seedData';
import { SEED_ACCOUNTS } from '../../server/core/db/seedData';
import { createScratchDatabase } from '../support/scratchDatabase';
import { pad } from './run';
import { seedBenchArticles } from './words';

const ARTICLES = Number(process.env.BENCH_SCORE_ARTICLES || 100_000);
const IDLE_SECONDS = Number(process.env.BENCH_SECONDS || 8);
const TARGET_S = 30;
const TARGET_P99_MS = 100;
/** Requests a second of each kind on the article list, evaluation or not: operators at work, not a load test of the list. */
const RATE = Number(process.env.BENCH_SCORE_RATE || 25);
const PG_URL = process.env.TEST_PG_URL;

interface Load {
  p99: number;
  p50: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/**
 * The news list — a random page of `pages` (its query runs), or page 1 when null (kept in memory
 * until articles change) — RATE times a second at fixed times (a request is sent on time whether
 * or not the previous one was answered, as operators' clicks are), for `seconds` or until stop(),
 * from a worker thread: the load never waits for the server's event loop to run its own code. Each
 * request's time is taken from its send to its last byte. (autocannon's own rate limit idles its
 * connections between requests and then measures TCP's delayed acknowledgements, ~40 ms.)
 */
function startLoad(base: string, token: string, pages: number | null, seconds?: number): { stop(): Promise<Load> } {
  const worker = new Worker(`
    const { parentPort, workerData } = require('node:worker_threads');
    const { base, token, pages, seconds, rate } = workerData;
    const url = () => base + '/api/app/site-admin-api/admin_cms/article/getlist?type=1&rows=10&page=' + (pages ? 1 + Math.floor(Math.random() * pages) : 1);
    const times = [];
    let non2xx = 0, errors = 0, open = 0, stopping = false;
    const one = async () => {
      open++;
      const started = performance.now();
      try {
        const res = await fetch(url(), { headers: { 'x-token': token } });
        const body = await res.json();
        if (res.status !== 200 || body.code !== 200) non2xx++;
        times.push(performance.now() - started);
      } catch {
        errors++;
      }
      open--;
      if (stopping && open === 0) report();
    };
    const timer = setInterval(one, 1000 / rate);
    const stop = () => {
      clearInterval(timer);
      stopping = true;
      if (open === 0) report();
    };
    let reported = false;
    function report() {
      if (reported) return;
      reported = true;
      times.sort((a, b) => a - b);
      const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
      parentPort.postMessage({ p99: at(0.99), p50: at(0.5), max: Math.round(times[times.length - 1] ?? 0), requests: times.length, non2xx, errors });
    }
    if (seconds) setTimeout(stop, seconds * 1000);
    parentPort.on('message', stop);
  `, { eval: true, workerData: { base, token, pages, seconds, rate: RATE } });
  const done = new Promise<Load>((resolve, reject) => {
    worker.once('message', (m: Load) => resolve(m));
    worker.once('error', reject);
  });
  return {
    /** A timed run's result when its time is up; an open-ended one's at once. */
    async stop() {
      if (!seconds) worker.postMessage('stop');
      const load = await done;
      await worker.terminate();
      if (load.non2xx > 0 || load.errors > 0) throw new Error(`article list under load: ${load.non2xx} non-2xx, ${load.errors} errors`);
      return load;
    },
  };
}

async function run(backend: 'sqlite' | 'postgres'): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-score-'));
  const pg = backend === 'postgres' ? await createScratchDatabase(PG_URL as string, `bench_score_${process.pid}`) : null;
  const config = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), RATE_LIMIT_PER_MINUTE: '0', ...(pg ? { DATABASE_URL: pg.url } : {}) }), logLevel: 'silent' as const };
  const built = await buildApp(config);
  const db = built.db;
  try {
    const seedStarted = Date.now();
    await seedBenchArticles(db, backend, ARTICLES, 2_000, Date.now());
    const seedMs = Date.now() - seedStarted;
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}/api/app/site-admin-api/admin/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: SEED_ACCOUNTS.admin.loginName, password: SEED_ACCOUNTS.admin.password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const news = Number((await db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', SITE.corporate).where('type', '=', 1).where('disabled', '=', 0).executeTakeFirstOrThrow()).n);
    const pages = Math.ceil(news / 10);

    // The list alone first (warm, then measured), for comparison: page 1 and random pages at once.
    await startLoad(base, token, pages, 2).stop();
    const [idleFirst, idle] = await Promise.all([startLoad(base, token, null, IDLE_SECONDS).stop(), startLoad(base, token, pages, IDLE_SECONDS).stop()]);

    // The evaluation through its route, the list requested until it has ended.
    const loads = [startLoad(base, token, null), startLoad(base, token, pages)];
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = await fetch(`${base}/api/app/site-admin-api/admin/SiteScore/evaluate`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-token': token }, body: '{}' });
    const taskId = ((await started.json()) as { data: { taskId: number } }).data.taskId;
    let task: { state: string; started_at: number | null; finished_at: number | null; error: string | null };
    for (;;) {
      task = await db.selectFrom('tasks').select(['state', 'started_at', 'finished_at', 'error']).where('id', '=', taskId).executeTakeFirstOrThrow();
      if (task.state !== 'queued' && task.state !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [duringFirst, during] = await Promise.all(loads.map((l) => l.stop()));
    if (task.state !== 'succeeded') throw new Error(`evaluation ${task.state}: ${task.error}`);
    const seconds = (Number(task.finished_at) - Number(task.started_at)) / 1000;
    const report = await db.selectFrom('seo_score_runs').select(['score', 'level', 'record_count']).where('task_id', '=', taskId).executeTakeFirstOrThrow();
    const stored = Number((await db.selectFrom('seo_score_records').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

    const name = backend === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    console.log(`  ${pad(name, 12)} ${pad(`evaluation of ${report.record_count} records`, 34)} ${pad(`${seconds.toFixed(1)} s`, 9)} target ≤ ${TARGET_S} s   (score ${report.score}, ${report.level}; ${stored} affected records stored; seeded in ${(seedMs / 1000).toFixed(1)} s)`);
    const line = (label: string, r: Load, note: string) => console.log(`  ${pad('', 12)} ${pad(label, 34)} ${pad(`p99 ${r.p99} ms`, 13)} ${note}(p50 ${r.p50} ms, max ${r.max} ms, ${r.requests} requests)`);
    line('news page 1, meanwhile', duringFirst, `target ≤ ${TARGET_P99_MS} ms  `);
    line('news page 1, idle server', idleFirst, '');
    line('news random page, meanwhile', during, `target ≤ ${TARGET_P99_MS} ms  `);
    line('news random page, idle server', idle, '');
  } finally {
    await built.close();
    await pg?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function reportScore(): Promise<void> {
  console.log(`Site score (检测报告's evaluation as a task; ${ARTICLES} articles of ~1,500 chars of HTML on site 1001; the news list's page 1 and random pages at ${RATE} requests/s each meanwhile)`);
  await run('sqlite');
  if (PG_URL) await run('postgres');
  else console.log('  PostgreSQL   (TEST_PG_URL not set: not measured)');
}
