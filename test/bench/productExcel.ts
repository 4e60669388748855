// BENCH_ONLY=product, the spreadsheets (issue 11's targets: an import of 10,000 rows ≤ 20 s, an
// export of 10,000 products ≤ 5 s): a workbook of BENCH_IMPORT_ROWS product rows (categories by
// path, some new; tags by name; prices, specs, custom fields) is uploaded to goods/import and the
// task followed to its end; then every product of the site (the seed's and the imported ones) is
// exported through goods/export and the file downloaded. Each figure is the server's own
// (task created → finished) beside the wall time the client saw (upload or request → file in hand).
// SQLite always; PostgreSQL beside it with BENCH_PG_URL (a fresh database, dropped afterwards).
import ExcelJS from 'exceljs';
import { sheetHeaders } from '../../shared/domain/product';
import { SITE } from '../../server/core/db/seedData';
import { SEED_PRODUCT_FIELDS } from '../../server/modules/product/seedCatalogue';
import { pad, serve, stop } from './run';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS || 10_000);
const PG_URL = process.env.BENCH_PG_URL;
const TARGET_IMPORT_S = 20;
const TARGET_EXPORT_S = 5;
const API = '/api/app/site-admin-api';

const PATHS = [
  '数控机床/折弯机/电液伺服折弯机', '数控机床/剪板机/液压摆式剪板机', '数控机床/激光切割机/光纤激光切割机', '焊接设备/机器人焊接',
  '批量导入/冲压设备/开式压力机', '批量导入/冲压设备/闭式压力机', '批量导入/钣金配件', '批量导入/液压系统/油缸', '批量导入/液压系统/泵站', '批量导入',
];
const TAGS = ['热销', '节能', '现货', '批量标签一', '批量标签二', '批量标签三'];

/** A workbook as an operator would fill the template: every fixed column, the site's custom fields. */
async function importWorkbook(rows: number): Promise<Buffer> {
  const fields = SEED_PRODUCT_FIELDS.filter((f) => f.site === SITE.corporate);
  const headers = sheetHeaders(fields);
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('产品');
  sheet.addRow(headers);
  for (let i = 0; i < rows; i++) {
    const price = 5_000 + ((i * 7919) % 500_000);
    const cells: Record<string, string | number> = {
      产品名称: `批量导入 JY-${100_000 + i} 型液压机`, 分类: PATHS[i % PATHS.length], 标签: i % 3 === 0 ? '' : `${TAGS[i % TAGS.length]},${TAGS[(i + 1) % TAGS.length]}`,
      销售价: `${price}.${String(i % 100).padStart(2, '0')}`, 市场价: i % 4 === 0 ? '' : String(Math.round(price * 1.2)), 面议: i % 10 === 0 ? '是' : '否',
      品牌: ['华锐', '精锻', '力拓'][i % 3], 型号: `JY-${100_000 + i}`, 产地: '江苏南通', 单位: '台', 包装: '木箱', 起订量: 1 + (i % 5), 排序: i % 1000,
      推荐: i % 20 === 0 ? '是' : '否', 状态: i % 9 === 0 ? '下架' : '上架', 摘要: `第 ${i} 号液压机，四柱结构，PLC 控制，适合冲压、拉伸与压装。`,
      图片: i % 2 === 0 ? `https://img.example.com/p/${i}.jpg\nhttps://img.example.com/p/${i}-2.jpg` : '',
      参数: `公称力:${100 + (i % 900)} kN\n工作台:${600 + (i % 400)}×${500 + (i % 300)} mm\n滑块行程:${200 + (i % 300)} mm\n电机功率:${(5.5 + (i % 10)).toFixed(1)} kW`,
      '功率(kW)': (5.5 + (i % 10)).toFixed(1), 质保期: '整机1年', 适用行业: ['钣金加工', '汽车零部件', '通用'][i % 3],
    };
    sheet.addRow(headers.map((h) => cells[h] ?? ''));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

interface TaskView {
  id: number;
  state: string;
  error: string | null;
  result: Record<string, unknown> | null;
  createdAt: number;
  finishedAt: number | null;
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { code: number; message: string; data: T };
  if (body.code !== 200) throw new Error(`${res.url} answered ${body.code} ${body.message}`);
  return body.data;
}

/** Polls task/get as the console does (more often, to time it closely) until the task ends. */
async function finished(base: string, token: string, id: number): Promise<TaskView> {
  for (;;) {
    const task = await json<TaskView>(await fetch(`${base}${API}/admin/task/get?id=${id}`, { headers: { 'x-token': token } }));
    if (['succeeded', 'failed', 'cancelled'].includes(task.state)) {
      if (task.state !== 'succeeded') throw new Error(`task ${id} ${task.state}: ${task.error}`);
      return task;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Figures {
  rows: number;
  fileBytes: number;
  importWallMs: number;
  importTaskMs: number;
  added: number;
  exported: number;
  exportWallMs: number;
  exportTaskMs: number;
  exportBytes: number;
}

async function measure(backend: 'sqlite' | 'postgres', file: Buffer): Promise<Figures> {
  const server = await serve('console', backend === 'postgres' ? ['--pg', PG_URL as string] : []);
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const login = await json<{ token: string }>(await fetch(`${base}${API}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) }));
    const headers = { 'x-token': login.token };

    const form = new FormData();
    form.append('mode', 'add');
    form.append('skip_errors', '0');
    form.append('file', new Blob([new Uint8Array(file)]), '批量导入.xlsx');
    const importStarted = performance.now();
    const { taskId } = await json<{ taskId: number }>(await fetch(`${base}${API}/admin_cms/goods/import`, { method: 'POST', headers, body: form }));
    const imported = await finished(base, login.token, taskId);
    const importWallMs = performance.now() - importStarted;
    const result = imported.result as { added: number; failed: number };
    if (result.failed) throw new Error(`import refused ${result.failed} rows: ${JSON.stringify(imported.result).slice(0, 300)}`);

    const exportStarted = performance.now();
    const started = await json<{ taskId: number }>(await fetch(`${base}${API}/admin_cms/goods/export`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' }));
    const exported = await finished(base, login.token, started.taskId);
    const download = await fetch(`${base}${API}/admin/task/download?id=${started.taskId}`, { headers });
    const bytes = (await download.arrayBuffer()).byteLength;
    const exportWallMs = performance.now() - exportStarted;
    return {
      rows: ROWS, fileBytes: file.length, importWallMs, importTaskMs: (imported.finishedAt ?? 0) - imported.createdAt, added: result.added,
      exported: (exported.result as { rows: number }).rows, exportWallMs, exportTaskMs: (exported.finishedAt ?? 0) - exported.createdAt, exportBytes: bytes,
    };
  } finally {
    await stop(server);
  }
}

export async function reportProductExcel(): Promise<void> {
  const file = await importWorkbook(ROWS);
  console.log(`\nProducts as spreadsheets: import of ${ROWS} rows (${(file.length / 1024 / 1024).toFixed(1)} MB .xlsx, 仅新增, categories by path, tags by name) and export of every product (server in its own process; target import ≤ ${TARGET_IMPORT_S} s, export ≤ ${TARGET_EXPORT_S} s)`);
  const sqlite = await measure('sqlite', file);
  const postgres = PG_URL ? await measure('postgres', file) : null;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const verdict = (ms: number, target: number) => (ms <= target * 1000 ? 'meets' : 'misses');
  const line = (label: string, f: Figures | null, pick: (f: Figures) => [number, number], target: number) => {
    if (!f) return pad('(set BENCH_PG_URL)', 40);
    const [task, wall] = pick(f);
    return pad(`${s(task)} (wall ${s(wall)}) ${verdict(wall, target)}`, 40);
  };
  console.log(`  ${pad('', 46)}${pad('SQLite', 40)}${pad('PostgreSQL', 40)}target`);
  console.log(`  ${pad(`import ${sqlite.rows} rows → ${sqlite.added} added`, 46)}${line('', sqlite, (f) => [f.importTaskMs, f.importWallMs], TARGET_IMPORT_S)}${line('', postgres, (f) => [f.importTaskMs, f.importWallMs], TARGET_IMPORT_S)}≤ ${TARGET_IMPORT_S} s`);
  console.log(`  ${pad(`export ${sqlite.exported} products (${(sqlite.exportBytes / 1024 / 1024).toFixed(1)} MB)`, 46)}${line('', sqlite, (f) => [f.exportTaskMs, f.exportWallMs], TARGET_EXPORT_S)}${line('', postgres, (f) => [f.exportTaskMs, f.exportWallMs], TARGET_EXPORT_S)}≤ ${TARGET_EXPORT_S} s`);
}

