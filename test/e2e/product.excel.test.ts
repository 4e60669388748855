// Products as spreadsheets in Chromium against the real server (issue 11 §9): 500 rows made here
// with ExcelJS imported through the 导入 dialog, the page reloaded while the import runs — its
// progress is there again and goes on to the end — and an imported product read in the list; a file
// with errors shows each row's number and reason and adds nothing; 导出 of the selection and of the
// list's filters, each downloaded .xlsx read back with ExcelJS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { SITE } from '../../server/core/db/seedData';
import { productImportKind } from '../../server/modules/product/excel/importTask';
import { SEED_PRODUCT_CATEGORY as C, SEED_PRODUCT_FIELDS } from '../../server/modules/product/seedCatalogue';
import { cellText, formatPrice, IMPORT_MSG, PRODUCT_MSG, sheetHeaders } from '../../shared/domain/product';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
let dir: string;
beforeAll(async () => {
  stack = await startStack();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'excel-e2e-'));
});
afterAll(async () => {
  await stack.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const LIST = '/zhProduct/list';
const HEADERS = sheetHeaders(SEED_PRODUCT_FIELDS.filter((f) => f.site === SITE.corporate));

/** An .xlsx of product rows (cells by header) in a file the browser can pick. */
async function workbookFile(name: string, rows: Record<string, string | number>[]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('产品');
  sheet.addRow(HEADERS);
  for (const r of rows) sheet.addRow(HEADERS.map((h) => r[h] ?? null));
  const file = path.join(dir, name);
  await wb.xlsx.writeFile(file);
  return file;
}

async function open(page: Page, address = LIST) {
  await page.goto(`${stack.baseUrl}${address}`);
  await page.getByTestId('product-table').locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
}

const table = (page: Page) => page.getByTestId('product-table');

/** Waits until the table shows `count` in all (共 N 条) and has settled. */
async function total(page: Page, count: number) {
  await page.getByText(`共 ${count} 条`, { exact: true }).waitFor();
  await table(page).locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

async function listTotal(page: Page): Promise<number> {
  const text = await page.locator('.ant-pagination-total-text').innerText();
  return Number(/共 (\d+) 条/.exec(text)?.[1]);
}

async function search(page: Page, keyword: string) {
  const box = page.getByLabel('搜索名称、型号、品牌');
  await box.fill(keyword);
  await box.press('Enter');
  await page.waitForURL(/keyword=/);
  await table(page).locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

async function readDownload(download: { path(): Promise<string | null> }): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await download.path()) as string);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((r) => {
    const values = r.values as unknown[];
    rows.push(Array.from({ length: values.length - 1 }, (_, i) => cellText(values[i + 1])));
  });
  return rows;
}

it('imports 500 rows; a reload mid-way shows the import going on to its end; an imported product is in the list', async () => {
  const rows = Array.from({ length: 500 }, (_, i) => ({
    产品名称: `批量导入测试 ${String(i).padStart(3, '0')} 号机`, 分类: '批量导入测试/液压机', 标签: '热销', 销售价: `${1000 + i}.50`, 品牌: '导入牌',
    型号: `E2E-${i}`, 参数: `公称力:${100 + i} kN\n行程:200 mm`, 适用行业: '通用',
  }));
  const file = await workbookFile('五百行.xlsx', rows);
  // The run is held once 200 rows are checked, until the page has been reloaded and read.
  const original = productImportKind.run;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  productImportKind.run = (ctx) => original({
    ...ctx,
    progress(done, all, stage) {
      ctx.progress(done, all, stage);
      if (stage === '正在检查数据' && done >= 200) return held as unknown as void;
    },
  });
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await open(page);
    const before = await listTotal(page);
    await page.locator('button', { hasText: /^导入$/ }).click();
    const dialog = page.getByRole('dialog', { name: '导入产品' });
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByText('五百行.xlsx').waitFor();
    await dialog.getByRole('button', { name: '开始导入' }).click();
    // Its progress in the dialog: rows checked of 500.
    await dialog.getByTestId('task-line').getByText('正在检查数据 200 / 500').waitFor();

    await page.reload();
    const panel = page.getByTestId('import-panel');
    await panel.getByTestId('task-line').getByText('正在检查数据 200 / 500').waitFor();
    expect(await panel.getByTestId('task-line').getAttribute('data-state')).toBe('running');
    expect(await panel.innerText()).toContain('导入产品（五百行.xlsx，仅新增）');

    release();
    await panel.getByText('全部导入成功。').waitFor();
    expect(await panel.getByTestId('import-result').innerText()).toMatch(/共 500 行[\s\S]*新增 500 个/);
    // The list was read again: 500 more, and the new category is in the tree.
    await total(page, before + 500);
    await page.locator('.pl-tree-node', { hasText: /^批量导入测试/ }).waitFor();
    await search(page, '批量导入测试 123 号机');
    const row = table(page).locator('.ant-table-row').filter({ hasText: '批量导入测试 123 号机' });
    await row.waitFor();
    expect(await row.innerText()).toContain(formatPrice(112_350));
    expect(await row.innerText()).toContain('液压机');

    // Closed, it stays closed after a reload.
    await panel.getByRole('button', { name: '关闭' }).click();
    await page.reload();
    await table(page).locator('.ant-table-row').first().waitFor();
    expect(await page.getByTestId('import-panel').count()).toBe(0);
  } finally {
    release();
    productImportKind.run = original;
    await context.close();
  }
}, 120_000);

it('shows each refused row by number and reason, adds nothing, and offers the report', async () => {
  const file = await workbookFile('有错误.xlsx', [
    { 产品名称: '错误测试 正确的一行', 销售价: '100' },
    { 产品名称: '错误测试 价格', 销售价: '1.234' },
    { 产品名称: 'WE67K-30/1300 电液伺服数控折弯机' },
    { 产品名称: '错误测试 分类', 分类: '一/二/三/四' },
  ]);
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await open(page);
    const before = await listTotal(page);
    await page.locator('button', { hasText: /^导入$/ }).click();
    const dialog = page.getByRole('dialog', { name: '导入产品' });
    // The browser refuses what is not an .xlsx before anything is sent.
    const exe = path.join(dir, 'setup.exe');
    fs.writeFileSync(exe, 'MZ');
    await dialog.locator('input[type=file]').setInputFiles(exe);
    await dialog.getByRole('alert').filter({ hasText: IMPORT_MSG.notXlsx }).waitFor();
    expect(await dialog.getByRole('button', { name: '开始导入' }).isDisabled()).toBe(true);

    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('button', { name: '开始导入' }).click();
    const result = dialog.getByTestId('import-result');
    await result.getByText('发现 3 行错误，未导入任何产品', { exact: false }).waitFor();
    const lines = (await result.getByTestId('import-errors').locator('tbody tr').allInnerTexts()).map((t) => t.split('\t').map((c) => c.trim()));
    expect(lines).toEqual([
      ['3', '错误测试 价格', PRODUCT_MSG.priceFormat],
      ['4', 'WE67K-30/1300 电液伺服数控折弯机', PRODUCT_MSG.nameExists],
      ['5', '错误测试 分类', PRODUCT_MSG.categoryDepth],
    ]);
    const [report] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: '下载错误报告' }).click()]);
    expect(report.suggestedFilename()).toMatch(/^产品导入错误报告_\d{8}\.xlsx$/);
    expect((await readDownload(report)).slice(0, 4).map((r) => r.slice(0, 3))).toEqual([['行号', '产品名称', '错误原因'], ...lines]);

    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await page.getByTestId('import-panel').getByText('未导入任何产品', { exact: false }).waitFor();
    await page.reload();
    await total(page, before);
    await search(page, '错误测试');
    await table(page).locator('.ant-table-placeholder').waitFor();
  } finally {
    await context.close();
  }
}, 120_000);

it('exports the selection, and the list as filtered, each .xlsx read back', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await open(page, `${LIST}?category=${C.servoBrakes}`);
    const names = (await table(page).locator('.ant-table-row a.ui-cell-link').allInnerTexts()).map((t) => t.trim());
    for (const name of names.slice(0, 2)) {
      await table(page).locator('.ant-table-row').filter({ has: page.getByRole('link', { name, exact: true }) }).locator('.ant-checkbox-input').check();
    }
    await page.locator('button', { hasText: /^导出$/ }).click();
    const dialog = page.getByTestId('export-dialog');
    await dialog.getByText('将导出已选的 2 个产品。').waitFor();
    const [selection] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '开始导出' }).click()]);
    expect(selection.suggestedFilename()).toMatch(/^产品导出_\d{8}\.xlsx$/);
    const selected = await readDownload(selection);
    expect(selected[0]).toEqual(HEADERS);
    expect(selected.slice(1).map((r) => r[0])).toEqual(names.slice(0, 2));
    const first = selected[1];
    expect(first[HEADERS.indexOf('分类')]).toBe('数控机床/折弯机/电液伺服折弯机');
    expect(first[HEADERS.indexOf('参数')]).toMatch(/^公称压力:\d+ kN\n工作台长度:/);
    expect(first[HEADERS.indexOf('适用行业')]).toBe('钣金加工');
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).last().click();

    // Without a selection: the category's list as filtered, all of it.
    await page.getByRole('toolbar', { name: '批量操作' }).getByRole('button', { name: '取消选择' }).click();
    const count = await listTotal(page);
    await page.locator('button', { hasText: /^导出$/ }).click();
    await page.getByTestId('export-dialog').getByText(`将导出当前筛选条件下的 ${count} 个产品。`).waitFor();
    const [filtered] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '开始导出' }).click()]);
    const all = await readDownload(filtered);
    expect(all.length - 1).toBe(count);
    expect(new Set(all.slice(1).map((r) => r[HEADERS.indexOf('分类')]))).toEqual(new Set(['数控机床/折弯机/电液伺服折弯机']));
  } finally {
    await context.close();
  }
}, 120_000);
