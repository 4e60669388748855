// SQLite and PostgreSQL side by side, in one run: the article list over BENCH_ARTICLES (100,000)
// extra articles on one site — page 1, a keyword search asked again and again (the list cache
// answers it), a keyword search that differs every request (the query runs), and a random page
// (the query runs) — each on both back ends, with PostgreSQL's figure as a share of SQLite's.
// Targets (issue 8): PostgreSQL ≥ 25% of SQLite on page 1 and on a keyword search, p99 ≤ 50 ms.
// BENCH_PG_URL (an admin connection string) names the PostgreSQL server; without it the
// PostgreSQL column is skipped and says so.
import autocannon from 'autocannon';
import { pad, serve, stop } from './run';

const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 10;
const ARTICLES = Number(process.env.BENCH_ARTICLES || 100_000);
const PG_URL = process.env.BENCH_PG_URL;

interface Figure {
  rps: number;
  p50: number;
  p99: number;
}

type PathMaker = () => string;

const LIST = '/api/app/site-admin-api/admin_cms/article/getlist';
const CASES: { name: string; path: PathMaker; target?: string }[] = [
  { name: 'page 1 of news (10 rows)', path: () => `${LIST}?type=1&page=1&rows=10`, target: 'PG ≥ 25% of SQLite, p99 ≤ 50 ms' },
  { name: 'keyword 博览会, the same each time', path: () => `${LIST}?type=1&page=1&rows=10&keyword=${encodeURIComponent('博览会')}`, target: 'PG ≥ 25% of SQLite, p99 ≤ 50 ms' },
  {
    name: 'keyword 第N期, N random (query runs)',
    path: () => `${LIST}?type=1&page=1&rows=10&keyword=${encodeURIComponent(`第${1 + Math.floor(Math.random() * ARTICLES)}期`)}`,
    target: 'p99 ≤ 50 ms',
  },
  { name: 'random page of news (query runs)', path: () => `${LIST}?type=1&rows=10&page=${1 + Math.floor(Math.random() * Math.floor((ARTICLES * 0.7) / 10))}` },
];

async function run(base: string, headers: Record<string, string>, path: PathMaker, duration: number): Promise<Figure> {
  const result = await autocannon({
    url: base, headers, connections: CONNECTIONS, duration,
    requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: path() }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path()}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function measure(backend: 'sqlite' | 'postgres'): Promise<{ seedMs: number; figures: Figure[] }> {
  const server = await serve('console', ['--articles', String(ARTICLES), ...(backend === 'postgres' ? ['--pg', PG_URL as string] : [])]);
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const res = await fetch(`${base}/api/app/site-admin-api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const headers = { 'x-token': token };
    const figures: Figure[] = [];
    for (const c of CASES) {
      await run(base, headers, c.path, 1);
      figures.push(await run(base, headers, c.path, DURATION));
    }
    return { seedMs: server.seedMs ?? 0, figures };
  } finally {
    await stop(server);
  }
}

export async function reportBackends(): Promise<void> {
  console.log(`\nSQLite and PostgreSQL (${ARTICLES} extra articles on site 1001, server in its own process, ${CONNECTIONS} connections × ${DURATION} s)`);
  const sqlite = await measure('sqlite');
  const postgres = PG_URL ? await measure('postgres') : null;
  console.log(`  seeding: SQLite ${(sqlite.seedMs / 1000).toFixed(1)} s${postgres ? `, PostgreSQL ${(postgres.seedMs / 1000).toFixed(1)} s` : ''}`);
  const cell = (f: Figure) => pad(`${f.rps.toFixed(0)} req/s p50 ${f.p50} p99 ${f.p99} ms`, 34);
  console.log(`  ${pad('', 40)}${pad('SQLite', 34)}${pad('PostgreSQL', 34)}PG / SQLite`);
  CASES.forEach((c, i) => {
    const s = sqlite.figures[i];
    const p = postgres?.figures[i];
    const share = p ? `${((p.rps / s.rps) * 100).toFixed(0)}%` : '—';
    console.log(`  ${pad(c.name, 40)}${cell(s)}${p ? cell(p) : pad('(set BENCH_PG_URL)', 34)}${pad(share, 8)}${c.target ? `target ${c.target}` : ''}`);
  });
}
