// Information search as an operator and a visitor use it (issue 13 §8), in Chromium against the real
// server: 1,000 certificates made here with ExcelJS imported into 证书查询 through the 管理记录
// drawer, the page reloaded while the import runs — its progress is there again and goes on to
// the end — then one of them looked up on the visitors' page (and a wrong holder answered with the
// lookup's 无结果提示); a lookup built on 编辑查询 and found in the list; 开放 switched off in the
// list and the visitors' page answering 该查询暂未开放, and 仅会员 answering 请登录会员后查询.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { SITE } from '../../server/core/db/seedData';
import { infoImportKind } from '../../server/modules/members/information/importTask';
import { CERTIFICATE_FIELDS } from '../../server/modules/members/information/seed';
import { INFO_MSG } from '../../shared/domain/members';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
let dir: string;
beforeAll(async () => {
  stack = await startStack();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'info-e2e-'));
});
afterAll(async () => {
  await stack.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const LIST = '/marketInteract/infoSearch';

async function queryId(title: string): Promise<number> {
  return (await stack.built.db.selectFrom('info_queries').select('id').where('site_id', '=', SITE.corporate).where('title', '=', title).executeTakeFirstOrThrow()).id;
}

/** Waits until a check holds (a re-render, a write). */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await check()).toBe(true);
}

const openInDb = async (id: number) => (await stack.built.db.selectFrom('info_queries').select('if_open').where('id', '=', id).executeTakeFirstOrThrow()).if_open;

const rowOf = (page: Page, title: string) => page.locator('.ant-table-row').filter({ has: page.getByText(title, { exact: true }) });

async function certificates(file: string, count: number): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('数据');
  sheet.addRow(CERTIFICATE_FIELDS.map((f) => f.name));
  for (let i = 0; i < count; i++) sheet.addRow([`E2E-${String(i).padStart(4, '0')}`, `测试学员${i}`, '起重机械操作（E2E）', '2026-03-01', '2029-02-28', '']);
  const full = path.join(dir, file);
  await wb.xlsx.writeFile(full);
  return full;
}

it('imports 1,000 records; a reload mid-way shows the import going on; one is looked up on the visitors’ page', async () => {
  const id = await queryId('证书查询');
  const file = await certificates('一千条.xlsx', 1000);
  // The run is held as it starts writing, until the page has been reloaded and read.
  const original = infoImportKind.run;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  infoImportKind.run = (ctx) => original({
    ...ctx,
    progress(done, total, stage) {
      ctx.progress(done, total, stage);
      if (stage === '正在写入记录' && done === 0) return held as unknown as void;
    },
  });
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${LIST}`);
    await rowOf(page, '证书查询').getByRole('button', { name: '管理记录' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('共 200 条记录').waitFor();
    await drawer.getByRole('button', { name: '导入' }).click();
    const panel = page.getByTestId('info-import');
    await panel.locator('input[type=file]').setInputFiles(file);
    await panel.getByTestId('info-import-file').getByText('一千条.xlsx').waitFor();
    await panel.getByRole('button', { name: '开始导入' }).click();
    await panel.getByTestId('task-line').getByText('正在写入记录 0 / 1000').waitFor();

    await page.reload();
    expect(page.url()).toContain(`records=${id}`);
    const again = page.getByTestId('info-import');
    await again.getByTestId('task-line').getByText('正在写入记录 0 / 1000').waitFor();
    expect(await again.getByTestId('task-line').getAttribute('data-state')).toBe('running');
    expect(await again.innerText()).toContain('导入查询记录（一千条.xlsx）');

    release();
    await again.getByText('全部导入成功。').waitFor();
    await page.locator('.ant-drawer').getByText('共 1200 条记录').waitFor();
    const history = again.locator('.ant-table-row').first();
    await history.getByText('已完成').waitFor();
    expect(await history.innerText()).toMatch(/一千条\.xlsx[\s\S]*共 1000 行，导入 1000 行，0 行有错误/);
    // The drawer's search finds an imported record.
    await page.getByLabel('搜索记录内容').fill('测试学员123');
    await page.getByLabel('搜索记录内容').press('Enter');
    await page.locator('.ant-drawer .ant-table-row').filter({ hasText: 'E2E-0123' }).waitFor();
  } finally {
    infoImportKind.run = original;
    release();
    await context.close();
  }

  const visitor = await stack.newPage();
  try {
    const p = visitor.page;
    await p.goto(`${stack.baseUrl}/lookup/${SITE.corporate}/${id}`);
    await p.getByRole('heading', { name: '证书查询' }).waitFor();
    // 精确匹配: both conditions, checked before sending.
    await p.getByLabel('证书编号').fill('e2e-0123');
    await p.getByRole('button', { name: '查询' }).click();
    await p.getByText(INFO_MSG.conditionMissing('姓名')).waitFor();
    await p.getByLabel('姓名').fill('测试学员123');
    await p.getByRole('button', { name: '查询' }).click();
    const result = p.locator('.lk-table tbody tr');
    await result.first().waitFor();
    expect(await result.count()).toBe(1);
    expect(await result.first().innerText()).toMatch(/E2E-0123\s+测试学员123\s+起重机械操作（E2E）\s+2026-03-01\s+2029-02-28/);
    await p.getByLabel('姓名').fill('别人');
    await p.getByRole('button', { name: '查询' }).click();
    await p.getByText('未查询到该证书，请核对证书编号和姓名').waitFor();
  } finally {
    await visitor.context.close();
  }
});

it('builds a lookup on 编辑查询 and finds it in the list', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${LIST}`);
    await page.getByRole('button', { name: '新建查询' }).click();
    await page.waitForURL(/\/marketInteract\/infoDataAdd$/);
    // Saving without a name: the rule book's words, nothing sent.
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('alert').getByText(INFO_MSG.titleRequired).waitFor();
    await page.getByLabel('查询名称', { exact: true }).fill('会员资格查询');
    await page.getByLabel('字段名称 1').fill('会员编号');
    await page.getByRole('button', { name: '添加字段' }).click();
    await page.getByLabel('字段名称 2').fill('到期日期');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(new RegExp(`${LIST}$`));
    const row = rowOf(page, '会员资格查询');
    await row.waitFor();
    expect(await row.innerText()).toMatch(/0 条[\s\S]*精确匹配[\s\S]*所有访客/);
    const stored = await stack.built.db.selectFrom('info_queries').select('fields').where('title', '=', '会员资格查询').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.fields).map((f: { name: string; condition: boolean }) => [f.name, f.condition])).toEqual([['会员编号', true], ['到期日期', false]]);
  } finally {
    await context.close();
  }
});

it('closes a lookup with 开放 and the visitors’ page says so; 仅会员 asks a visitor to sign in', async () => {
  const id = await queryId('物流查询');
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${LIST}`);
    const row = rowOf(page, '物流查询');
    const open = row.getByRole('switch', { name: '开放 物流查询' });
    await open.click();
    await page.getByText('已关闭').waitFor();
    await until(async () => (await open.getAttribute('aria-checked')) === 'false' && (await openInDb(id)) === 0);
    const visitor = await context.newPage();
    await visitor.goto(`${stack.baseUrl}/lookup/${SITE.corporate}/${id}`);
    await visitor.getByText(INFO_MSG.closed).waitFor();

    await page.bringToFront();
    await open.click();
    await until(async () => (await open.getAttribute('aria-checked')) === 'true' && (await openInDb(id)) === 1);
    await visitor.bringToFront();
    await visitor.reload();
    await visitor.getByRole('heading', { name: '物流查询' }).waitFor();
    await visitor.getByLabel('运单号').fill('SF8800');
    await visitor.getByRole('button', { name: '查询' }).click();
    await visitor.getByRole('alert').getByText(INFO_MSG.memberOnly).waitFor();
    expect(await visitor.getByRole('link', { name: '登录会员' }).first().getAttribute('href')).toBe(`/member/${SITE.corporate}/login`);
  } finally {
    await context.close();
  }
});
