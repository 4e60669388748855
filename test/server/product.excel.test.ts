// Products as spreadsheets (issue 11 §9), against the real server: the import template; an import
// of rows read by the rule book (categories created by path, tags by name, prices in fen, a
// revision per product), refused by row number and reason with nothing stored, or storing the good
// rows when 跳过错误行 is chosen; 按名称更新; an .exe named .xlsx and 10,001 rows refused; a cancel
// storing nothing; the keys and the site scope; and the export read back with ExcelJS (columns,
// specs as lines, a custom field by name, a formula neutralised, the filters and the selection).
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { TASK_MSG, type TaskView } from '../../shared/domain/api/tasks';
import { MSG } from '../../shared/domain/messages';
import { ALL_PERMISSION_KEYS } from '../../shared/domain/permissions';
import {
  cellText,
  IMPORT_MSG,
  PRODUCT_LIMITS,
  PRODUCT_MSG,
  sheetHeaders,
  SHEET_COLUMNS,
  type ProductImportResult,
} from '../../shared/domain/product';
import { SITE } from '../../server/core/db/seedData';
import { productImportKind } from '../../server/modules/product/excel/importTask';
import { SEED_PRODUCT_CATEGORY as C, SEED_PRODUCT_FIELDS, SEED_PRODUCT_TAG as T } from '../../server/modules/product/seedCatalogue';
import { startServer, type Harness } from './support/harness';
import { tokenWith } from './support/content';
import { multipart } from './support/multipart';
import { createProduct, listProducts, seededLive } from './support/product';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const FIELDS = SEED_PRODUCT_FIELDS.filter((f) => f.site === SITE.corporate);
const HEADERS = sheetHeaders(FIELDS);
const PRODUCT_TABLES = ['products', 'product_categories', 'product_tags', 'product_tag_links', 'product_terms', 'product_revisions'] as const;

type Cell = string | number | null;

/** An .xlsx of a header row and data rows, as a user's spreadsheet program would save it. */
async function workbook(header: string[], rows: Cell[][], more?: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('产品');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  more?.(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A row in HEADERS order from named cells. */
function row(cells: Partial<Record<string, Cell>>): Cell[] {
  return HEADERS.map((h) => cells[h] ?? null);
}

async function upload(file: Buffer, fields: { mode?: string; skip_errors?: string } = {}, token = admin, fileName = '产品.xlsx') {
  const parts = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value: value as string })),
    { name: 'file', value: file, fileName, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  ];
  const { payload, contentType } = multipart(parts);
  return h.call('goodsImport', { token, raw: { payload, contentType } });
}

async function taskOf(id: number, token = admin): Promise<TaskView> {
  await h.built.deps.tasks.settled();
  const res = await h.call('taskGet', { token, query: { id } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Uploads, waits for the task and answers it (failing loudly when the upload is refused). */
async function importFile(file: Buffer, fields: { mode?: string; skip_errors?: string } = {}): Promise<TaskView & { result: ProductImportResult }> {
  const res = await upload(file, fields);
  if (res.statusCode !== 200) throw new Error(`导入被拒绝 ${res.statusCode} ${res.body}`);
  return (await taskOf(res.json().data.taskId)) as TaskView & { result: ProductImportResult };
}

async function productTables() {
  const out: Record<string, unknown[]> = {};
  for (const table of PRODUCT_TABLES) out[table] = await h.built.db.selectFrom(table).selectAll().orderBy('id').execute();
  return out;
}

async function productNamed(name: string) {
  return h.built.db.selectFrom('products').selectAll().where('site_id', '=', SITE.corporate).where('name', '=', name).where('disabled', '=', 0).executeTakeFirst();
}

async function categoryPathOf(id: number): Promise<string[]> {
  const names: string[] = [];
  for (let at = id; at !== 0;) {
    const c = await h.built.db.selectFrom('product_categories').select(['name', 'parent_id', 'site_id']).where('id', '=', at).executeTakeFirstOrThrow();
    expect(c.site_id).toBe(SITE.corporate);
    names.unshift(c.name);
    at = c.parent_id;
  }
  return names;
}

async function tagNamesOf(productId: number): Promise<string[]> {
  const rows = await h.built.db.selectFrom('product_tag_links').innerJoin('product_tags', 'product_tags.id', 'product_tag_links.tag_id')
    .select('product_tags.name').where('product_tag_links.product_id', '=', productId).execute();
  return rows.map((r) => r.name).sort();
}

async function readXlsx(body: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
}

/** A sheet's rows as cell texts (1-based columns dropped to 0-based). */
function textsOf(sheet: ExcelJS.Worksheet): string[][] {
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (r) => {
    const values = r.values as unknown[];
    out.push(Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => {
      const v = values[i + 1];
      return v === null || v === undefined ? '' : typeof v === 'object' ? cellText(v) : String(v);
    }));
  });
  return out;
}

async function download(taskId: number, token = admin): Promise<Buffer> {
  const res = await h.call('taskDownload', { token, query: { id: taskId } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('the template', () => {
  it('answers an .xlsx with the site’s header row, an example and a 说明 sheet', async () => {
    const res = await h.call('goodsImportTemplate', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = await readXlsx(res.rawPayload);
    const rows = textsOf(wb.getWorksheet('产品')!);
    // The fixed columns, then the custom fields by name.
    expect(rows[0]).toEqual(HEADERS);
    expect(rows[0].slice(-3)).toEqual(['功率(kW)', '质保期', '适用行业']);
    expect(rows).toHaveLength(2);
    expect(rows[1][0]).toContain('折弯机');
    expect(rows[1][HEADERS.indexOf('参数')]).toBe('公称压力:1000 kN\n工作台长度:3200 mm');
    const guide = textsOf(wb.getWorksheet('说明')!);
    expect(guide[0]).toEqual(['列名', '填写说明']);
    expect(guide.map((r) => r[0])).toEqual(expect.arrayContaining([...SHEET_COLUMNS.map((c) => c.header), '适用行业']));
    expect(guide.find((r) => r[0] === '适用行业')?.[1]).toContain('钣金加工');
  });

  it('imports as it is: its example row is a valid product', async () => {
    const res = await h.call('goodsImportTemplate', { token: admin });
    const task = await importFile(res.rawPayload);
    expect(task.state).toBe('succeeded');
    expect(task.result).toMatchObject({ rows: 1, added: 1, failed: 0, stored: true });
    const p = await productNamed('示例产品 WE67K-80/2500 电液伺服数控折弯机');
    expect(p?.type_id).toBe(C.pressBrakes);
    expect(Number(p?.price_sell)).toBe(12_800_000);
  });
});

describe('import', () => {
  it('adds valid rows: categories created by path, tags by name, prices in fen, specs, custom values, a revision each', async () => {
    const file = await workbook(HEADERS, [
      row({ 产品名称: '导入测试 A-1 激光打标机', 分类: '导入测试/激光设备/打标机', 标签: '热销, 导入新标签', 销售价: '12800', 市场价: 15000.5, 面议: '否',
        品牌: '华锐', 型号: 'A-1', 起订量: 2, 排序: 5, 推荐: '是', 状态: '下架', 摘要: '一台打标机', 参数: '功率:20 W\n波长：1064 nm', '功率(kW)': 20, 质保期: '一年', 适用行业: '通用',
        图片: '/uploads/1001/2026-01/a.jpg\nhttps://example.com/b.png' }),
      row({ 产品名称: '导入测试 A-2', 分类: '数控机床/折弯机', 销售价: '0.5' }),
      row({ 产品名称: '导入测试 A-3 面议', 面议: '是' }),
    ]);
    const task = await importFile(file);
    expect(task.state).toBe('succeeded');
    expect(task.result).toEqual({ mode: 'add', skipErrors: false, rows: 3, added: 3, updated: 0, skipped: 0, failed: 0, stored: true, errors: [] });
    // No errors: no report to download.
    expect(task.resultName).toBeNull();

    const a1 = (await productNamed('导入测试 A-1 激光打标机'))!;
    expect(await categoryPathOf(a1.type_id)).toEqual(['导入测试', '激光设备', '打标机']);
    expect(Number(a1.price_sell)).toBe(1_280_000);
    expect(Number(a1.price_market)).toBe(1_500_050);
    expect([a1.minimum, a1.sort, a1.recommend, a1.status, a1.price_negotiable]).toEqual([2, 5, 1, 0, 0]);
    expect(JSON.parse(a1.specs)).toEqual([{ name: '功率', value: '20 W' }, { name: '波长', value: '1064 nm' }]);
    expect(JSON.parse(a1.images).map((i: { url: string }) => i.url)).toEqual(['/uploads/1001/2026-01/a.jpg', 'https://example.com/b.png']);
    expect(a1.img).toBe('/uploads/1001/2026-01/a.jpg');
    expect([a1.p_5, a1.p_6, a1.p_7]).toEqual(['20', '一年', '通用']);
    expect(await tagNamesOf(a1.id)).toEqual(['导入新标签', '热销']);
    const revisions = await h.built.db.selectFrom('product_revisions').select(['version', 'editor_id']).where('product_id', '=', a1.id).execute();
    expect(revisions).toEqual([{ version: 1, editor_id: 1 }]);

    const a2 = (await productNamed('导入测试 A-2'))!;
    // An existing path is found, not created again.
    expect(a2.type_id).toBe(C.pressBrakes);
    expect(Number(a2.price_sell)).toBe(50);
    expect([a2.minimum, a2.status, a2.recommend]).toEqual([1, 1, 0]);
    const a3 = (await productNamed('导入测试 A-3 面议'))!;
    expect([a3.type_id, a3.price_negotiable, a3.price_sell]).toEqual([0, 1, null]);

    // The list finds them (search terms were written), and the new tag is the site's.
    expect((await listProducts(h, admin, { keyword: '打标机' })).rows.map((r) => r.name)).toEqual(['导入测试 A-1 激光打标机']);
    const tag = await h.built.db.selectFrom('product_tags').select('site_id').where('name', '=', '导入新标签').executeTakeFirstOrThrow();
    expect(tag.site_id).toBe(SITE.corporate);
  });

  it('refuses a file with errors by row number and reason, stores nothing, and reports every error', async () => {
    const existing = seededLive()[0].fields.name;
    const file = await workbook(HEADERS, [
      row({ 产品名称: '错误测试 好的一行', 分类: '错误测试/新分类' }),
      row({ 产品名称: '错误测试 价格', 销售价: '1.234' }),
      row({ 产品名称: '', 品牌: '没有名称' }),
      row({ 产品名称: '错误测试 好的一行' }),
      row({ 产品名称: existing }),
      row({ 产品名称: '错误测试 四级分类', 分类: 'A/B/C/D' }),
      row({ 产品名称: '错误测试 参数', 参数: '没有冒号的一行' }),
      row({ 产品名称: '错误测试 负价', 市场价: -1, 状态: '在售' }),
      row({ 产品名称: '错误测试 下拉', 适用行业: '航天' }),
      row({ 产品名称: '<script>alert(1)</script>', 参数: '颜色:<img src=x onerror=alert(1)>' }),
    ]);
    const before = await productTables();
    const task = await importFile(file);
    expect(task.state).toBe('succeeded');
    const r = task.result;
    expect([r.rows, r.added, r.updated, r.skipped, r.failed, r.stored]).toEqual([10, 0, 0, 0, 9, false]);
    expect(r.errors).toEqual([
      { row: 3, name: '错误测试 价格', reason: PRODUCT_MSG.priceFormat },
      { row: 4, name: '', reason: PRODUCT_MSG.nameRequired },
      { row: 5, name: '错误测试 好的一行', reason: IMPORT_MSG.nameRepeated(2) },
      { row: 6, name: existing, reason: PRODUCT_MSG.nameExists },
      { row: 7, name: '错误测试 四级分类', reason: PRODUCT_MSG.categoryDepth },
      { row: 8, name: '错误测试 参数', reason: IMPORT_MSG.specLine },
      { row: 9, name: '错误测试 负价', reason: `${IMPORT_MSG.flag('状态', '上架', '下架')}；${PRODUCT_MSG.priceFormat}` },
      { row: 10, name: '错误测试 下拉', reason: PRODUCT_MSG.customFieldInvalid('适用行业') },
      { row: 11, name: '<script>alert(1)</script>', reason: PRODUCT_MSG.specMarkup },
    ]);
    expect(await productTables()).toEqual(before);

    // The report: every error by row, then what became of the import.
    expect(task.resultName).toMatch(/^产品导入错误报告_\d{8}\.xlsx$/);
    const report = textsOf((await readXlsx(await download(task.id))).worksheets[0]);
    expect(report[0]).toEqual(['行号', '产品名称', '错误原因']);
    expect(report.slice(1, 10).map((x) => [Number(x[0]), x[2]])).toEqual(r.errors.map((e) => [e.row, e.reason]));
    expect(report[10].join('')).toContain('未导入任何产品');
  });

  it('stores the good rows and counts the others when 跳过错误行 is chosen', async () => {
    const file = await workbook(HEADERS, [
      row({ 产品名称: '跳过测试 一', 分类: '跳过测试/子类' }),
      row({ 产品名称: '跳过测试 二', 销售价: '1e309' }),
      row({ 产品名称: '跳过测试 三', 起订量: 0 }),
      row({ 产品名称: '跳过测试 四', 标签: '新品' }),
    ]);
    const task = await importFile(file, { skip_errors: '1' });
    expect(task.result).toMatchObject({ rows: 4, added: 2, updated: 0, skipped: 2, failed: 2, stored: true, skipErrors: true });
    expect(task.result.errors.map((e) => [e.row, e.reason])).toEqual([[3, PRODUCT_MSG.priceFormat], [4, PRODUCT_MSG.minimumOrder]]);
    expect(await productNamed('跳过测试 一')).toBeDefined();
    expect(await productNamed('跳过测试 二')).toBeUndefined();
    expect(await productNamed('跳过测试 三')).toBeUndefined();
    expect(await tagNamesOf((await productNamed('跳过测试 四'))!.id)).toEqual(['新品']);
    expect(task.resultName).toMatch(/错误报告/);
  });

  it('按名称更新: updates the named product (blank cells keep its values, a new revision) and adds new names', async () => {
    const { id } = await createProduct(h, admin, { name: '更新测试 原产品', brand: '原品牌', model: 'OLD-1', price_sell: '100', tag_ids: [T.hot], type_id: C.lasers, custom: { p_6: '三年' } });
    const header = ['产品名称', '销售价', '品牌', '标签', '质保期'];
    const file = await workbook(header, [
      ['更新测试 原产品', '250.5', '', '现货', null],
      ['更新测试 新产品', '99', '新品牌', '', null],
    ]);
    const task = await importFile(file, { mode: 'update' });
    expect(task.result).toMatchObject({ mode: 'update', rows: 2, added: 1, updated: 1, failed: 0, stored: true });
    const p = (await productNamed('更新测试 原产品'))!;
    expect(p.id).toBe(id);
    expect(Number(p.price_sell)).toBe(25_050);
    // Blank cells and absent columns keep what the product had.
    expect([p.brand, p.model, p.type_id, p.p_6]).toEqual(['原品牌', 'OLD-1', C.lasers, '三年']);
    expect(await tagNamesOf(id)).toEqual(['现货']);
    expect(p.version).toBe(2);
    const revisions = await h.built.db.selectFrom('product_revisions').select('version').where('product_id', '=', id).orderBy('version').execute();
    expect(revisions.map((r) => r.version)).toEqual([1, 2]);
    expect((await productNamed('更新测试 新产品'))?.brand).toBe('新品牌');

    // The same file again in 仅新增: both names exist now.
    const again = await importFile(file);
    expect(again.result.errors.map((e) => e.reason)).toEqual([PRODUCT_MSG.nameExists, PRODUCT_MSG.nameExists]);
  });

  it('reads an exported file back unchanged (round trip through 按名称更新)', async () => {
    const { id } = await createProduct(h, admin, {
      name: '往返测试 产品', type_id: C.servoBrakes, tag_ids: [T.saving, T.servo], price_sell: '12800', price_market: '', price_negotiable: 1,
      specs: [{ name: '行程', value: '200 mm' }], images: [{ url: '/uploads/x.jpg', alt: '' }], custom: { p_5: '7.5', p_7: '钣金加工' }, summary: '=1+1 不是公式',
    });
    const before = await h.built.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const started = await h.call('goodsExport', { token: admin, body: { ids: [id] } });
    const exported = await download((await taskOf(started.json().data.taskId)).id);
    const task = await importFile(exported, { mode: 'update' });
    expect(task.result).toMatchObject({ updated: 1, failed: 0 });
    const after = await h.built.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const { version: _v1, updated_at: _u1, ...was } = before;
    const { version: _v2, updated_at: _u2, ...now } = after;
    expect(now).toEqual(was);
    expect(await tagNamesOf(id)).toEqual(['伺服控制', '节能']);
  });
});

describe('files refused', () => {
  it('refuses an .exe named .xlsx (and other non-workbooks) in words, storing nothing', async () => {
    const before = await productTables();
    const tasksBefore = await h.built.db.selectFrom('tasks').select('id').execute();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.'), Buffer.alloc(4096, 7)]);
    const docx = await (async () => {
      // A ZIP, but a Word document's.
      const JSZip = (await import('jszip')).default;
      const zip = new JSZip();
      zip.file('[Content_Types].xml', '<Types/>');
      zip.file('word/document.xml', '<w:document/>');
      return zip.generateAsync({ type: 'nodebuffer' });
    })();
    // Looks like a workbook to a byte sniffer, but ExcelJS cannot read it.
    const broken = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('[Content_Types].xml xl/workbook.xml'), Buffer.alloc(2000, 1)]);
    // A workbook whose zip directory declares 2 GB inside (a zip bomb): refused before inflating.
    const bomb = await workbook(HEADERS, [row({ 产品名称: '炸弹' })]);
    const entry = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0x7fffffff, entry + 24);
    for (const [label, bytes] of [['exe', exe], ['docx', docx], ['broken', broken], ['bomb', bomb]] as const) {
      const res = await upload(bytes);
      expect({ label, status: res.statusCode, message: res.json().message }).toEqual({ label, status: 415, message: IMPORT_MSG.notXlsx });
    }
    expect(await productTables()).toEqual(before);
    expect(await h.built.db.selectFrom('tasks').select('id').execute()).toEqual(tasksBefore);
    // No upload was kept.
    const root = path.join(h.dir, 'imports');
    const files = fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => fs.statSync(path.join(root, String(f))).isFile()) : [];
    expect(files).toEqual([]);
  });

  it('fails the task, storing nothing, when a workbook’s zip holds what ExcelJS cannot read', async () => {
    const JSZip = (await import('jszip')).default;
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('xl/workbook.xml', '<workbook><sheets><sheet name="产品" sheetId="1" r:id="rId1"/></sheets>');
    zip.file('xl/worksheets/sheet1.xml', '<<<不是 XML');
    const before = await productTables();
    const task = await importFile(await zip.generateAsync({ type: 'nodebuffer' }));
    expect([task.state, task.error]).toEqual(['failed', IMPORT_MSG.notXlsx]);
    expect(await productTables()).toEqual(before);
  });

  it('refuses a file over 10 MB, a JSON body and a bad mode', async () => {
    const big = Buffer.concat([await workbook(HEADERS, [row({ 产品名称: '太大' })]), Buffer.alloc(PRODUCT_LIMITS.importBytes, 0)]);
    const tooBig = await upload(big);
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, IMPORT_MSG.fileTooLarge]);
    const json = await h.call('goodsImport', { token: admin, body: { mode: 'add' } });
    expect(json.statusCode).toBe(415);
    const mode = await upload(await workbook(HEADERS, [row({ 产品名称: '方式' })]), { mode: 'replace' });
    expect(mode.statusCode).toBe(400);
    expect(mode.json().message).toContain('mode');
  });

  it('refuses 10,001 rows naming the limit, storing nothing', async () => {
    const rows = Array.from({ length: PRODUCT_LIMITS.importRows + 1 }, (_, i) => [`超限产品 ${i}`]);
    const before = await productTables();
    const task = await importFile(await workbook(['产品名称'], rows));
    expect(task.state).toBe('failed');
    expect(task.error).toBe(IMPORT_MSG.tooManyRows);
    expect(task.error).toContain('10000');
    expect(await productTables()).toEqual(before);
  }, 60_000);

  it('refuses a header it cannot read, and a file without rows', async () => {
    const unknown = await importFile(await workbook(['产品名称', '颜色'], [['表头测试', '红']]));
    expect([unknown.state, unknown.error]).toEqual(['failed', IMPORT_MSG.unknownColumn('颜色')]);
    const noName = await importFile(await workbook(['品牌'], [['华锐']]));
    expect(noName.error).toBe(IMPORT_MSG.nameColumnMissing);
    const empty = await importFile(await workbook(HEADERS, []));
    expect(empty.error).toBe(IMPORT_MSG.noRows);
  });
});

describe('cancel', () => {
  let runs = 0;
  /**
   * Runs an import held at its first progress of `stage` past 200 rows (the run awaits what
   * ctx.progress answers) while `whileHeld` runs, then lets it go on and answers the task.
   */
  async function heldImport(stage: string, whileHeld: (taskId: number) => Promise<void>, fields: { skip_errors?: string } = {}, bad = false): Promise<TaskView> {
    // Names of their own each time (an earlier run's stored rows would make these name errors).
    const run = (runs += 1);
    const rows = Array.from({ length: 600 }, (_, i) => [`取消测试${run} ${i}`, '取消测试/子类', '取消测试标签', bad && i === 0 ? '1.234' : '']);
    const original = productImportKind.run;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const holding = new Promise<void>((resolve) => (reached = resolve));
    productImportKind.run = (ctx) => original({
      ...ctx,
      progress(done, total, label) {
        ctx.progress(done, total, label);
        if (label === stage && done >= 200) {
          reached();
          return held as unknown as void;
        }
      },
    });
    try {
      const res = await upload(await workbook(['产品名称', '分类', '标签', '销售价'], rows), fields);
      const taskId = res.json().data.taskId as number;
      await holding;
      await whileHeld(taskId);
      release();
      return await taskOf(taskId);
    } finally {
      release();
      productImportKind.run = original;
    }
  }

  it('stores nothing when the import is cancelled while its rows are checked', async () => {
    const before = await productTables();
    const task = await heldImport('正在检查数据', async (taskId) => {
      const res = await h.call('taskCancel', { token: admin, body: { id: taskId } });
      expect(res.statusCode).toBe(200);
    });
    expect(task.state).toBe('cancelled');
    expect(await productTables()).toEqual(before);
  }, 60_000);

  it('does not claim a cancel that arrives once the rows are stored', async () => {
    const task = await heldImport('正在生成错误报告', async (taskId) => {
      await h.call('taskCancel', { token: admin, body: { id: taskId } });
    }, { skip_errors: '1' }, true);
    expect(task.state).toBe('succeeded');
    expect(task.result).toMatchObject({ added: 599, skipped: 1, stored: true });
    expect(await productNamed(`取消测试${runs} 599`)).toBeDefined();
  }, 60_000);

  // On SQLite the write transaction holds the one connection, so a cancel is answered once it has
  // ended — too late to undo (the task then ends succeeded, never "cancelled" with its rows stored).
  const onPostgres = process.env.TEST_PG_URL ? it : it.skip;
  onPostgres('stores nothing when the import is cancelled while it writes (rolled back mid-way)', async () => {
    const before = await productTables();
    const task = await heldImport('正在写入产品', async (taskId) => {
      const res = await h.call('taskCancel', { token: admin, body: { id: taskId } });
      expect(res.statusCode).toBe(200);
    });
    expect(task.state).toBe('cancelled');
    expect(await productTables()).toEqual(before);
  }, 60_000);
});

describe('keys and sites', () => {
  it('refuses every spreadsheet route without product_list, and starts nothing', async () => {
    const token = await tokenWith(h, ALL_PERMISSION_KEYS.filter((k) => !k.startsWith('product_')));
    const tasksBefore = await h.built.db.selectFrom('tasks').select('id').execute();
    const template = await h.call('goodsImportTemplate', { token });
    const imported = await upload(await workbook(HEADERS, [row({ 产品名称: '无权导入' })]), {}, token);
    const exported = await h.call('goodsExport', { token, body: {} });
    for (const res of [template, imported, exported]) expect([res.statusCode, res.json().message]).toEqual([403, MSG.forbidden]);
    expect(await h.built.db.selectFrom('tasks').select('id').execute()).toEqual(tasksBefore);
  });

  it('answers 404 for an import or export task of another site, and for another site’s records in an export', async () => {
    const imported = await upload(await workbook(HEADERS, [row({ 产品名称: '站点测试' })]));
    const exported = await h.call('goodsExport', { token: admin, body: {} });
    const other = await h.login('admin');
    expect((await h.call('siteActive', { token: other, query: { twebId: SITE.global } })).statusCode).toBe(200);
    await h.built.deps.tasks.settled();
    for (const id of [imported.json().data.taskId, exported.json().data.taskId]) {
      for (const [name, options] of [['taskGet', { query: { id } }], ['taskDownload', { query: { id } }], ['taskCancel', { body: { id } }]] as const) {
        const res = await h.call(name, { token: other, ...options });
        expect([name, res.statusCode, res.json().message]).toEqual([name, 404, TASK_MSG.notFound]);
      }
    }
    const foreignProduct = await h.built.db.selectFrom('products').select('id').where('site_id', '=', SITE.global).executeTakeFirstOrThrow();
    const tasksBefore = await h.built.db.selectFrom('tasks').select('id').execute();
    for (const body of [{ ids: [seededLive()[0].id, foreignProduct.id] }, { type_id: C.globalMachines }, { tag_id: T.globalBest }]) {
      const res = await h.call('goodsExport', { token: admin, body });
      expect([res.statusCode, res.json().message]).toEqual([404, MSG.siteNotFound]);
    }
    expect(await h.built.db.selectFrom('tasks').select('id').execute()).toEqual(tasksBefore);
  });
});

describe('export', () => {
  async function exportOf(body: Record<string, unknown>): Promise<{ task: TaskView; rows: string[][]; sheet: ExcelJS.Worksheet }> {
    const res = await h.call('goodsExport', { token: admin, body });
    expect(res.statusCode).toBe(200);
    const task = await taskOf(res.json().data.taskId);
    expect(task.state).toBe('succeeded');
    const wb = await readXlsx(await download(task.id));
    const sheet = wb.worksheets[0];
    return { task, rows: textsOf(sheet), sheet };
  }

  it('writes every column: category path, tags, prices as text, specs as lines, images, custom fields by name; formulas neutralised', async () => {
    const { id } = await createProduct(h, admin, {
      name: '=HYPERLINK("http://evil.example","点我")', type_id: C.servoBrakes, tag_ids: [T.hot, T.servo], price_sell: '1234567.8', price_market: '', price_negotiable: 0,
      brand: '+华锐', model: '@M-1', specs: [{ name: '公称压力', value: '300 kN' }, { name: '-行程', value: '200 mm' }],
      images: [{ url: '/uploads/1001/2026-01/a.jpg', alt: '' }, { url: 'https://cdn.example.com/b.jpg', alt: '' }],
      custom: { p_5: '7.5', p_7: '钣金加工' }, summary: '-10℃ 也能开机',
    });
    const { task, rows, sheet } = await exportOf({ ids: [id] });
    expect(task.title).toBe('导出产品（已选 1 个）');
    expect(task.result).toEqual({ rows: 1 });
    expect(task.resultName).toMatch(/^产品导出_\d{8}\.xlsx$/);
    expect(rows[0]).toEqual(HEADERS);
    const cell = (header: string) => rows[1][HEADERS.indexOf(header)];
    // The raw cell holds the apostrophe: a spreadsheet shows it as text, never runs it.
    expect(sheet.getCell(2, 1).value).toBe('\'=HYPERLINK("http://evil.example","点我")');
    expect(cell('品牌')).toBe('\'+华锐');
    expect(cell('型号')).toBe('\'@M-1');
    expect(cell('摘要')).toBe('\'-10℃ 也能开机');
    expect(cell('分类')).toBe('数控机床/折弯机/电液伺服折弯机');
    expect(cell('标签')).toBe('热销,伺服控制');
    expect([cell('销售价'), cell('市场价'), cell('面议')]).toEqual(['1234567.80', '', '否']);
    expect(cell('参数')).toBe('公称压力:300 kN\n-行程:200 mm');
    // Site paths are written on the console's address.
    expect(cell('图片').split('\n')).toEqual([expect.stringMatching(/^https?:\/\/[^/]+\/uploads\/1001\/2026-01\/a\.jpg$/), 'https://cdn.example.com/b.jpg']);
    expect([cell('功率(kW)'), cell('质保期'), cell('适用行业')]).toEqual(['7.5', '', '钣金加工']);
    expect([cell('起订量'), cell('排序'), cell('推荐'), cell('状态')]).toEqual(['1', '0', '否', '上架']);
    // No cell of the file starts with a formula character unneutralised.
    for (const r of rows) for (const text of r) expect(text).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('follows the list’s filters: a category with its children, a keyword, a price range, status', async () => {
    for (const body of [{ type_id: C.pressBrakes }, { keyword: '折弯机' }, { price_min: '100000', price_max: '300000' }, { status: 0 }, { type_id: C.machineTools, sort: 'updated_desc' }]) {
      const listed = await listProducts(h, admin, { ...body, rows: 100 });
      const { task, rows } = await exportOf(body);
      expect(task.title).toBe('导出产品（筛选结果）');
      expect(rows.slice(1).map((r) => r[0])).toEqual(listed.rows.map((p) => p.name.replace(/^([=+\-@\t\r])/, '\'$1')));
      expect(task.result).toEqual({ rows: listed.total });
    }
  });

  it('exports the selection only, in the list’s order; everything without a filter', async () => {
    const chosen = seededLive((p) => p.fields.type_id === C.servoBrakes).slice(0, 5).map((p) => p.id);
    const listed = (await listProducts(h, admin, { type_id: C.servoBrakes })).rows.filter((p) => chosen.includes(p.id)).map((p) => p.name);
    expect(listed).toHaveLength(5);
    const { rows } = await exportOf({ ids: chosen.reverse() });
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed);
    const all = await exportOf({});
    expect(all.task.title).toBe('导出产品（全部）');
    expect(all.task.result).toEqual({ rows: (await listProducts(h, admin)).total });
  });
});
