// core's readFirstSheet (the product and information-search imports): Chinese text read back exactly
// however the file's parts are chunked (ExcelJS's streaming reader broke characters cut by a 16 KB
// chunk boundary), blank rows skipped, the row limit and a row too long refused in the caller's words,
// and a file that is not a workbook refused before anything is inflated.
import ExcelJS from 'exceljs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readFirstSheet, type SheetRules } from '../../server/core/services/xlsxSheet';

const RULES: SheetRules = {
  maxRows: 6_000,
  maxColumns: 10,
  maxRowChars: 1_000,
  messages: { notXlsx: '不是工作簿', tooManyRows: '行数过多', rowTooLong: '一行过长', noRows: '没有数据' },
};

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'xlsx-sheet-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function workbook(name: string, rows: unknown[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('数据');
  for (const row of rows) sheet.addRow(row);
  const file = path.join(dir, name);
  await book.xlsx.writeFile(file);
  return file;
}

const chinese = (i: number) => `第${i}号证书：智能制造产业链协同创新示范企业（华东区域）`;

it('reads 5,000 rows of Chinese text back exactly, skipping blank rows', async () => {
  const rows: unknown[][] = [['证书编号', '名称']];
  for (let i = 1; i <= 5_000; i++) rows.push([`ZS${i}`, chinese(i)], ...(i % 1000 === 0 ? [[]] : []));
  const data = await readFirstSheet(await workbook('chinese.xlsx', rows), RULES);
  expect(data.header).toEqual(['证书编号', '名称']);
  expect(data.rows).toHaveLength(5_000);
  const wrong = data.rows.filter((r, i) => r.texts[1] !== chinese(i + 1) || r.texts[0] !== `ZS${i + 1}`);
  expect(wrong.map((r) => r.texts[1])).toEqual([]);
});

it('refuses more rows than the limit, a row too long and a file that is not a workbook, in the caller’s words', async () => {
  const many = [['编号'], ...Array.from({ length: 6_001 }, (_, i) => [`${i}`])];
  await expect(readFirstSheet(await workbook('many.xlsx', many), RULES)).rejects.toMatchObject({ message: '行数过多' });
  await expect(readFirstSheet(await workbook('long.xlsx', [['编号'], ['长'.repeat(1_001)]]), RULES)).rejects.toMatchObject({ message: '一行过长' });
  const exe = path.join(dir, 'setup.xlsx');
  await fs.writeFile(exe, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 1)]));
  await expect(readFirstSheet(exe, RULES)).rejects.toMatchObject({ message: '不是工作簿' });
  await expect(readFirstSheet(await workbook('empty.xlsx', [[]]), RULES)).rejects.toMatchObject({ message: '没有数据' });
});
