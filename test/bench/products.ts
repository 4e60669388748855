// BENCH_ONLY=product: POST goods/getlist over BENCH_PRODUCTS (100,000) extra products on site 1001
// (issue 11's target: by category and keyword, p99 ≤ 20 ms). Each case under load (10
// connections): page 1 of the catalogue, of a category with its children, of a category and a
// keyword — each asked again and again (the list cache answers); a random page of a category, with
// and without a keyword, and of the whole catalogue (the page's query runs; the count and the deep
// pages' checkpoints are kept); and a keyword that differs every request (every query runs). Before the load, single requests
// of each filter with nothing cached (count and page). SQLite always; PostgreSQL beside it with
// BENCH_PG_URL (a fresh database, dropped afterwards).
import autocannon from 'autocannon';
import { SEED_PRODUCT_CATEGORY as C } from '../../server/modules/product/seedCatalogue';
import { pad, serve, stop } from './run';

const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 10;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 100_000);
const PG_URL = process.env.BENCH_PG_URL;
const TARGET_P99_MS = 20;
const LIST = '/api/app/site-admin-api/admin_cms/goods/getlist';

interface Figure {
  rps: number;
  p50: number;
  p99: number;
}

type BodyMaker = () => Record<string, unknown>;
const random = (n: number) => 1 + Math.floor(Math.random() * n);

/** How a case's requests are answered: the same answer again, the page's query (count and checkpoints kept), or every query. */
type Kind = 'same' | 'page' | 'runs';
const KIND_LABEL: Record<Kind, string> = { same: '', page: ' (page query runs)', runs: ' (query runs)' };

const CASES: { name: string; body: BodyMaker; kind: Kind }[] = [
  { name: 'page 1, all products (sort order)', body: () => ({ page: 1, rows: 10 }), kind: 'same' },
  { name: 'category 数控机床 and its children', body: () => ({ page: 1, rows: 10, type_id: C.machineTools }), kind: 'same' },
  { name: 'category 数控机床 + keyword 折弯机', body: () => ({ page: 1, rows: 10, type_id: C.machineTools, keyword: '折弯机' }), kind: 'same' },
  { name: 'category 折弯机 + keyword 伺服', body: () => ({ page: 1, rows: 10, type_id: C.pressBrakes, keyword: '伺服' }), kind: 'same' },
  // A serial number (5 digits) the products' models carry: a different keyword every request.
  { name: 'category 数控机床 + serial N, random N', body: () => ({ page: 1, rows: 10, type_id: C.machineTools, keyword: String(9_999 + random(90_000)) }), kind: 'runs' },
  { name: 'category 数控机床 + 折弯机, random page', body: () => ({ page: random(1300), rows: 10, type_id: C.machineTools, keyword: '折弯机' }), kind: 'page' },
  { name: 'category 数控机床, random page', body: () => ({ page: random(3900), rows: 10, type_id: C.machineTools }), kind: 'page' },
  { name: 'all products, random page', body: () => ({ page: random(9800), rows: 10 }), kind: 'page' },
];

async function run(base: string, headers: Record<string, string>, body: BodyMaker, duration: number): Promise<Figure> {
  const result = await autocannon({
    url: base, headers: { ...headers, 'content-type': 'application/json' }, connections: CONNECTIONS, duration,
    requests: [{ method: 'POST', setupRequest: (r) => ({ ...r, path: LIST, body: JSON.stringify(body()) }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`goods/getlist ${JSON.stringify(body())}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function measure(backend: 'sqlite' | 'postgres') {
  const server = await serve('console', ['--products', String(PRODUCTS), ...(backend === 'postgres' ? ['--pg', PG_URL as string] : [])]);
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const res = await fetch(`${base}/api/app/site-admin-api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const headers = { 'x-token': token };
    const once = async (body: Record<string, unknown>) => {
      const started = performance.now();
      const answer = await fetch(`${base}${LIST}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const json = (await answer.json()) as { code: number; data: { total: number } };
      if (json.code !== 200) throw new Error(`goods/getlist ${JSON.stringify(body)} answered ${json.code}`);
      return { ms: performance.now() - started, total: json.data.total };
    };
    // Another filter first, so the code paths are warm and what follows times the database work.
    await once({ page: 1, rows: 10, type_id: C.welding });
    const colds: { name: string; ms: number; total: number }[] = [];
    for (const c of CASES.filter((x) => x.kind === 'same')) colds.push({ name: c.name, ...(await once(c.body())) });
    colds.push({ name: 'keyword 54321 (one serial)', ...(await once({ page: 1, rows: 10, keyword: '54321' })) });
    const figures: Figure[] = [];
    for (const c of CASES) {
      await run(base, headers, c.body, 1);
      figures.push(await run(base, headers, c.body, DURATION));
    }
    return { seedMs: server.seedMs ?? 0, colds, figures };
  } finally {
    await stop(server);
  }
}

export async function reportProducts(): Promise<void> {
  console.log(`\nProducts: POST goods/getlist over ${PRODUCTS} extra products on site 1001 (server in its own process, ${CONNECTIONS} connections × ${DURATION} s; target p99 ≤ ${TARGET_P99_MS} ms)`);
  const sqlite = await measure('sqlite');
  const postgres = PG_URL ? await measure('postgres') : null;
  console.log(`  seeding: SQLite ${(sqlite.seedMs / 1000).toFixed(1)} s${postgres ? `, PostgreSQL ${(postgres.seedMs / 1000).toFixed(1)} s` : ''}`);
  const cell = (f: Figure) => pad(`${f.rps.toFixed(0)} req/s p50 ${f.p50} p99 ${f.p99} ms`, 36);
  const verdict = (f: Figure) => (f.p99 <= TARGET_P99_MS ? 'meets' : 'misses');
  console.log(`  ${pad('', 62)}${pad('SQLite', 36)}${pad(postgres ? 'PostgreSQL' : '', 36)}p99 ≤ ${TARGET_P99_MS} ms`);
  CASES.forEach((c, i) => {
    const s = sqlite.figures[i];
    const p = postgres?.figures[i];
    const name = `${c.name}${KIND_LABEL[c.kind]}`;
    console.log(`  ${pad(name, 62)}${cell(s)}${p ? cell(p) : pad('(set BENCH_PG_URL)', 36)}SQLite ${verdict(s)}${p ? `, PostgreSQL ${verdict(p)}` : ''}`);
  });
  console.log('  single requests before anything was cached (count + page 1):');
  sqlite.colds.forEach((c, i) => {
    const p = postgres?.colds[i];
    console.log(`    ${pad(c.name, 42)}${pad(`SQLite ${c.ms.toFixed(1)} ms`, 20)}${p ? pad(`PostgreSQL ${p.ms.toFixed(1)} ms`, 24) : ''}${c.total} matches`);
  });
}
