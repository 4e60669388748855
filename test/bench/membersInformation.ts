// BENCH_ONLY=information, issue 13's information-search targets: an import of 50,000 records ≤ 30 s
// and an exact lookup over 100,000 records p99 ≤ 20 ms. A lookup (证书编号 and 姓名 as conditions,
// 精确匹配) is added through the API; two workbooks of BENCH_INFO_ROWS rows each are imported
// through information/import (the first one's task time is the import figure); then visitors' exact
// lookups of random certificates go through sitePlugin/information/search one after another
// (BENCH_INFO_LOOKUPS of them), and again from 10 connections at once (autocannon), each beside
// the target; then, switched to 模糊匹配, lookups finding many and none (informative). SQLite always; PostgreSQL beside it with BENCH_PG_URL or TEST_PG_URL.
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import { SITE } from '../../server/core/db/seedData';
import { pad, serve, stop } from './run';

const ROWS = Number(process.env.BENCH_INFO_ROWS || 50_000);
const LOOKUPS = Number(process.env.BENCH_INFO_LOOKUPS || 2_000);
const PG_URL = process.env.BENCH_PG_URL || process.env.TEST_PG_URL;
const TARGET_IMPORT_S = 30;
const TARGET_P99_MS = 20;
const API = '/api/app/site-admin-api';

const FIELDS = [
  { key: 'f1', name: '证书编号', type: 'text', condition: true, shown: true, required: true },
  { key: 'f2', name: '姓名', type: 'text', condition: true, shown: true, required: true },
  { key: 'f3', name: '证书名称', type: 'text', condition: false, shown: true, required: true },
  { key: 'f4', name: '发证日期', type: 'date', condition: false, shown: true, required: false },
  { key: 'f5', name: '备注', type: 'text', condition: false, shown: false, required: false },
];

const certificate = (i: number) => `BZ${String(i).padStart(7, '0')}`;
const holder = (i: number) => `持证人${i % 997}`;

async function workbook(from: number, rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('数据');
  sheet.addRow(FIELDS.map((f) => f.name));
  for (let i = from; i < from + rows; i++) {
    sheet.addRow([certificate(i), holder(i), ['焊工（高级）', '电工作业人员（低压）', '质量管理体系内审员'][i % 3], `2025-${String(1 + (i % 12)).padStart(2, '0')}-15`, i % 5 ? '' : '补发']);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { code: number; message: string; data: T };
  if (body.code !== 200) throw new Error(`${res.url} answered ${body.code} ${body.message}`);
  return body.data;
}

interface Task { state: string; error: string | null; result: Record<string, unknown> | null; createdAt: number; finishedAt: number | null }

async function finished(base: string, token: string, id: number): Promise<Task> {
  for (;;) {
    const task = await json<Task>(await fetch(`${base}${API}/admin/task/get?id=${id}`, { headers: { 'x-token': token } }));
    if (['succeeded', 'failed', 'cancelled'].includes(task.state)) {
      if (task.state !== 'succeeded') throw new Error(`task ${id} ${task.state}: ${task.error}`);
      return task;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface Figures {
  records: number;
  importTaskMs: number;
  importWallMs: number;
  p50: number;
  p99: number;
  loadP99: number;
  loadRps: number;
  fuzzyHit: number;
  fuzzyMiss: number;
}

async function measure(backend: 'sqlite' | 'postgres', files: Buffer[]): Promise<Figures> {
  // The visitors' per-address limit is lifted: the load comes from one address.
  const server = await serve('console', backend === 'postgres' ? ['--pg', PG_URL as string] : [], { SUBMIT_RATE_LIMIT_PER_MINUTE: '0' });
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const login = await json<{ token: string }>(await fetch(`${base}${API}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) }));
    const headers = { 'x-token': login.token };
    const { id } = await json<{ id: number }>(await fetch(`${base}${API}/admin/information/add`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ title: '证书查询（压测）', fields: FIELDS, degree: 'exact', permission: 'all' }),
    }));
    let first: { taskMs: number; wallMs: number } | null = null;
    let records = 0;
    for (const file of files) {
      const form = new FormData();
      form.append('query_id', String(id));
      form.append('file', new Blob([new Uint8Array(file)]), '证书.xlsx');
      const started = performance.now();
      const { taskId } = await json<{ taskId: number }>(await fetch(`${base}${API}/admin/information/import`, { method: 'POST', headers, body: form }));
      const task = await finished(base, login.token, taskId);
      const result = task.result as { added: number; failed: number };
      if (result.failed) throw new Error(`import refused ${result.failed} rows`);
      records += result.added;
      first ??= { taskMs: (task.finishedAt ?? 0) - task.createdAt, wallMs: performance.now() - started };
    }

    const url = `${base}${API}/plugin/information/search`;
    const body = (i: number) => JSON.stringify({ site: SITE.corporate, id, values: { f1: certificate(i), f2: holder(i) } });
    const times: number[] = [];
    for (let n = 0; n < LOOKUPS + 100; n++) {
      const i = Math.floor(Math.random() * records);
      const started = performance.now();
      const found = await json<{ rows: unknown[] }>(await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(i) }));
      const ms = performance.now() - started;
      if (found.rows.length !== 1) throw new Error(`lookup of ${certificate(i)} found ${found.rows.length}`);
      if (n >= 100) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const load = await autocannon({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body: body(4242), connections: 10, duration: 5 });
    if (load.non2xx > 0 || load.errors > 0) throw new Error(`lookup under load: ${load.non2xx} non-2xx, ${load.errors} errors`);
    // 模糊匹配 (no target): a holder found among many, and a number no record has (the lookup's records scanned whole).
    await json(await fetch(`${base}${API}/admin/information/degree`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ id, degree: 'fuzzy' }) }));
    const fuzzy = async (values: (n: number) => Record<string, string>) => {
      const ms: number[] = [];
      for (let n = 0; n < 200; n++) {
        const started = performance.now();
        await json(await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ site: SITE.corporate, id, values: values(n) }) }));
        ms.push(performance.now() - started);
      }
      return percentile(ms.sort((a, b) => a - b), 99);
    };
    const fuzzyHit = await fuzzy((n) => ({ f2: holder(n * 7) }));
    const fuzzyMiss = await fuzzy((n) => ({ f1: `QQ${n}` }));
    return {
      records, importTaskMs: first!.taskMs, importWallMs: first!.wallMs, p50: percentile(times, 50), p99: percentile(times, 99), loadP99: load.latency.p99, loadRps: load.requests.average,
      fuzzyHit, fuzzyMiss,
    };
  } finally {
    await stop(server);
  }
}

export async function reportInformation(): Promise<void> {
  const files = [await workbook(0, ROWS), await workbook(ROWS, ROWS)];
  console.log(`\nInformation search: import of ${ROWS} records (${(files[0].length / 1024 / 1024).toFixed(1)} MB .xlsx), then exact lookups over ${2 * ROWS} records (server in its own process; ${LOOKUPS} sequential lookups of random certificates, then 10 connections × 5 s)`);
  const sqlite = await measure('sqlite', files);
  const postgres = PG_URL ? await measure('postgres', files) : null;
  const cell = (f: Figures | null, text: (f: Figures) => string) => pad(f ? text(f) : '(set BENCH_PG_URL)', 36);
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const verdict = (ok: boolean) => (ok ? 'meets' : 'misses');
  console.log(`  ${pad('', 44)}${pad('SQLite', 36)}${pad('PostgreSQL', 36)}target`);
  console.log(`  ${pad(`import ${ROWS} records`, 44)}${cell(sqlite, (f) => `${s(f.importTaskMs)} (wall ${s(f.importWallMs)}) ${verdict(f.importWallMs <= TARGET_IMPORT_S * 1000)}`)}${cell(postgres, (f) => `${s(f.importTaskMs)} (wall ${s(f.importWallMs)}) ${verdict(f.importWallMs <= TARGET_IMPORT_S * 1000)}`)}≤ ${TARGET_IMPORT_S} s`);
  console.log(`  ${pad(`exact lookup over ${sqlite.records} records, p99`, 44)}${cell(sqlite, (f) => `${f.p99.toFixed(1)} ms (p50 ${f.p50.toFixed(1)}) ${verdict(f.p99 <= TARGET_P99_MS)}`)}${cell(postgres, (f) => `${f.p99.toFixed(1)} ms (p50 ${f.p50.toFixed(1)}) ${verdict(f.p99 <= TARGET_P99_MS)}`)}≤ ${TARGET_P99_MS} ms`);
  console.log(`  ${pad('  under load (10 connections), p99', 44)}${cell(sqlite, (f) => `${f.loadP99} ms at ${Math.round(f.loadRps)} req/s`)}${cell(postgres, (f) => `${f.loadP99} ms at ${Math.round(f.loadRps)} req/s`)}`);
  console.log(`  ${pad('fuzzy (模糊匹配): 20 of many, p99', 42)}${cell(sqlite, (f) => `${f.fuzzyHit.toFixed(1)} ms`)}${cell(postgres, (f) => `${f.fuzzyHit.toFixed(1)} ms`)}(no target)`);
  console.log(`  ${pad('fuzzy (模糊匹配): none, all scanned, p99', 40)}${cell(sqlite, (f) => `${f.fuzzyMiss.toFixed(1)} ms`)}${cell(postgres, (f) => `${f.fuzzyMiss.toFixed(1)} ms`)}(no target)`);
}
