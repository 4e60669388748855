// 模板列表's figure (issue 17 target): GET tweb/pub/tplist over 10,000 templates, p99 ≤ 20 ms. The
// server runs in this process on a real port with the catalogue grown to BENCH_TEMPLATES (10,000)
// by the seed's own generator; each request is a random mix of the console's filters (page,
// industry, colour, device, function tags, keyword) — one at a time (a user's wait), then 10
// connections at once (autocannon).
// Run alone: node -r esbuild-register test/bench/templateList.ts (SQLite; BENCH_PG_URL or TEST_PG_URL for PostgreSQL too).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { urlOf } from '../../server/core/http/register';
import { generateTemplates, insertTemplates } from '../../server/modules/sites/templates/catalogue';
import { API } from '../../shared/domain/api/endpoints';
import { createScratchDatabase } from '../support/scratchDatabase';

const PG_URL = process.env.BENCH_PG_URL || process.env.TEST_PG_URL;
const TEMPLATES = Number(process.env.BENCH_TEMPLATES || 10_000);
const SEQUENTIAL = Number(process.env.BENCH_TEMPLATE_REQUESTS || 2_000);
const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 10;
const TARGET_MS = 20;
const LIST = urlOf({ endpoint: API.templateList });

/** A random query of the selection page's filters (most carry one or two, some none). */
function randomQuery(industries: number[], colors: number[], tags: number[]): string {
  const q = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 20)), rows: '12' });
  const r = () => Math.random();
  if (r() < 0.4) q.set('industryId', String(industries[Math.floor(r() * industries.length)]));
  if (r() < 0.3) q.set('colorId', String(colors[Math.floor(r() * colors.length)]));
  if (r() < 0.2) q.set('device', ['responsive', 'pc', 'mobile'][Math.floor(r() * 3)]);
  if (r() < 0.3) q.set('funcTagIds', [...new Set([tags[Math.floor(r() * tags.length)], tags[Math.floor(r() * tags.length)]])].join(','));
  if (r() < 0.15) q.set('keyword', ['企业', '科技', '蓝色', 'T12', '手机', '商务'][Math.floor(r() * 6)]);
  return `${LIST}?${q}`;
}

export interface TemplateListFigures {
  templates: number;
  insertMs: number;
  sequential: number[];
  load: { rps: number; p50: number; p99: number };
}

export async function measureTemplateList(pgUrl?: string): Promise<TemplateListFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-tplist-'));
  const scratch = pgUrl ? await createScratchDatabase(pgUrl, `console_bench_tplist_${process.pid}`) : null;
  const built = await buildApp(loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), LOG_LEVEL: 'silent', ...(scratch ? { DATABASE_URL: scratch.url } : {}) }));
  try {
    const seeded = Number((await built.db.selectFrom('templates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const insertStarted = performance.now();
    await built.db.transaction().execute((trx) => insertTemplates(trx, generateTemplates(TEMPLATES - seeded, seeded), Date.now()));
    const insertMs = performance.now() - insertStarted;
    // PostgreSQL plans by its statistics: a live database has them (autovacuum analyses a table
    // grown this much); a bulk insert measured at once must gather them itself.
    if (pgUrl) await sql`analyze templates, template_tag_links`.execute(built.db);
    const templates = Number((await built.db.selectFrom('templates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const ids = async (table: 'template_industries' | 'template_colors' | 'template_func_tags') => (await built.db.selectFrom(table).select('id').execute()).map((r) => r.id);
    const [industries, colors, tags] = [await ids('template_industries'), await ids('template_colors'), await ids('template_func_tags')];

    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}${urlOf({ endpoint: API.login })}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { 'x-token': token };

    const sequential: number[] = [];
    for (let i = 0; i < SEQUENTIAL + 100; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${randomQuery(industries, colors, tags)}`, { headers });
      const answer = (await res.json()) as { code: number; message: string };
      if (answer.code !== 200) throw new Error(`tplist refused: ${answer.message}`);
      // The first 100 warm the statement caches and are not counted.
      if (i >= 100) sequential.push(performance.now() - started);
    }
    const result = await autocannon({
      url: base, headers, connections: CONNECTIONS, duration: DURATION,
      requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: randomQuery(industries, colors, tags) }) }],
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`tplist under load: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { templates, insertMs, sequential, load: { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 } };
  } finally {
    await built.close();
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export function printTemplateList(label: string, f: TemplateListFigures): void {
  const sorted = [...f.sequential].sort((a, b) => a - b);
  const p99 = quantile(sorted, 0.99);
  console.log(`模板列表 tplist (${label}): ${f.templates} templates (inserted in ${(f.insertMs / 1000).toFixed(1)} s), random filters and pages`);
  console.log(`  one at a time, ${sorted.length} requests: p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, slowest ${sorted[sorted.length - 1].toFixed(1)} ms   (target p99 ≤ ${TARGET_MS} ms: ${p99 <= TARGET_MS ? 'meets' : 'misses'})`);
  console.log(`  ${CONNECTIONS} connections × ${DURATION} s: ${f.load.rps.toFixed(0)} req/s, p50 ${f.load.p50} ms, p99 ${f.load.p99} ms   (target p99 ≤ ${TARGET_MS} ms: ${f.load.p99 <= TARGET_MS ? 'meets' : 'misses'})`);
}

export async function reportTemplateList(): Promise<void> {
  printTemplateList('SQLite', await measureTemplateList());
  if (PG_URL) printTemplateList('PostgreSQL', await measureTemplateList(PG_URL));
}

if (require.main === module) {
  reportTemplateList().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
