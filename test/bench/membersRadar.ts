// BENCH_ONLY=radar, issue 13's beacon target: ≥ 2,000 beacons a second. The console server in its
// own process (SQLite, and PostgreSQL beside it with BENCH_PG_URL or TEST_PG_URL), site 1001's
// radar open as seeded; autocannon sends beacons as /radar.js does (POST, fields in the query, no
// body) from BENCH_RADAR_CONNECTIONS connections for BENCH_RADAR_SECONDS: 5,000 visitors, a new
// page view each time, every fourth a leave with its dwell. Printed: beacons a second beside the
// target, latency, non-2xx, and the page views the server stored against the 2xx it answered.
import autocannon from 'autocannon';
import { SITE } from '../../server/core/db/seedData';
import { pad, serve, stop } from './run';

const SECONDS = Number(process.env.BENCH_RADAR_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_RADAR_CONNECTIONS || 50);
const PG_URL = process.env.BENCH_PG_URL || process.env.TEST_PG_URL;
const TARGET_RPS = 2_000;
const API = '/api/app/site-admin-api';
const VISITORS = 5_000;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  storedViews: number;
  views: number;
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { code: number; message: string; data: T };
  if (body.code !== 200) throw new Error(`${res.url} answered ${body.code} ${body.message}`);
  return body.data;
}

const visitorId = (n: number) => `bench${String(n).padStart(6, '0')}visitor00`;

async function measure(backend: 'sqlite' | 'postgres'): Promise<Figures> {
  // The per-address limit is lifted: the load comes from one address.
  const server = await serve('console', backend === 'postgres' ? ['--pg', PG_URL as string] : [], { SUBMIT_RATE_LIMIT_PER_MINUTE: '0' });
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const login = await json<{ token: string }>(await fetch(`${base}${API}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) }));
    const headers = { 'x-token': login.token };
    const before = await json<{ today: { views: number } }>(await fetch(`${base}${API}/admin/businessRadar/radarState`, { headers }));
    let n = 0;
    let views = 0;
    const result = await autocannon({
      url: `${base}${API}/plugin/radar/beacon`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [{
        method: 'POST',
        setupRequest: (request) => {
          n += 1;
          const leave = n % 4 === 0;
          if (!leave) views += 1;
          const visitor = visitorId((leave ? n - 1 : n) % VISITORS);
          const view = `bv${(leave ? n - 1 : n).toString(36).padStart(8, '0')}`;
          const page = encodeURIComponent(`https://www.demo-corp.example.com/product/${n % 300}.html`);
          const tail = leave ? '&k=leave&d=15000' : `&k=view&n=${n < VISITORS ? 1 : 0}&r=${encodeURIComponent('https://www.baidu.com/s?wd=折弯机')}`;
          return { ...request, path: `${API}/plugin/radar/beacon?s=${SITE.corporate}&v=${visitor}&p=${view}&u=${page}${tail}` };
        },
      }],
    });
    const after = await json<{ today: { views: number } }>(await fetch(`${base}${API}/admin/businessRadar/radarState`, { headers }));
    return {
      rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, sent: result.requests.sent, ok: result['2xx'],
      non2xx: result.non2xx, errors: result.errors, storedViews: after.today.views - before.today.views, views,
    };
  } finally {
    await stop(server);
  }
}

export async function reportRadar(): Promise<void> {
  console.log(`\nBusiness radar beacon (server in its own process; ${CONNECTIONS} connections × ${SECONDS} s; ${VISITORS} visitors, a new page view each beacon, every fourth a leave)`);
  const sqlite = await measure('sqlite');
  const postgres = PG_URL ? await measure('postgres') : null;
  const cell = (f: Figures | null, text: (f: Figures) => string) => pad(f ? text(f) : '(set BENCH_PG_URL)', 40);
  console.log(`  ${pad('', 30)}${pad('SQLite', 40)}PostgreSQL`);
  console.log(`  ${pad('beacons a second', 30)}${cell(sqlite, (f) => `${f.rps.toFixed(0)} (target ≥ ${TARGET_RPS})`)}${cell(postgres, (f) => `${f.rps.toFixed(0)} (target ≥ ${TARGET_RPS})`)}`);
  console.log(`  ${pad('latency p50 / p99', 30)}${cell(sqlite, (f) => `${f.p50} / ${f.p99} ms`)}${cell(postgres, (f) => `${f.p50} / ${f.p99} ms`)}`);
  console.log(`  ${pad('2xx / non-2xx / errors', 30)}${cell(sqlite, (f) => `${f.ok} / ${f.non2xx} / ${f.errors}`)}${cell(postgres, (f) => `${f.ok} / ${f.non2xx} / ${f.errors}`)}`);
  console.log(`  ${pad('page views stored / sent', 30)}${cell(sqlite, (f) => `${f.storedViews} / ${f.views}`)}${cell(postgres, (f) => `${f.storedViews} / ${f.views}`)}`);
}
