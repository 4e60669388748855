// 操作日志 as an administrator reads it (issue 14 §9), in Chromium against the real server: one's
// own save of the QR code found by its Chinese label and its 宽度 before → after in the detail; the
// log's filters; 导出 followed to its end and the .xlsx downloaded. Screenshots at 1280 and 1440 px
// go to $OPLOG_SHOTS when it is set.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const LOG = '/zhSetting/zhOperationLog';
const SHOTS = process.env.OPLOG_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Picks an option of one of the filters' selects: typed (the action list is long), then clicked. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).first().click();
}

const rows = (page: Page) => page.locator('[data-testid="oplog-table"] .ant-table-row');

it('finds one\'s own QR save in the log with its before and after', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    // The save: 宽度 300 → 360 on 网站二维码.
    await page.goto(`${stack.baseUrl}/zhSetting/qrCodeSetting`);
    await page.getByTestId('qr-preview').waitFor();
    await page.getByLabel('宽度', { exact: true }).fill('360');
    await page.keyboard.press('Enter');
    await page.getByTestId('qr-save').click();
    await page.getByText('网站二维码已保存').waitFor();

    await page.goto(`${stack.baseUrl}${LOG}`);
    await rows(page).first().waitFor();
    await shoot(page, 'oplog-list');
    await pick(page, '操作', '保存二维码设置');
    const first = rows(page).first();
    await first.getByText('保存二维码设置', { exact: true }).waitFor();
    expect(await first.innerText()).toContain('admin（系统管理员）');
    expect(await first.innerText()).toContain('成功');
    await first.getByRole('button', { name: '详情' }).click();
    const changes = page.getByTestId('oplog-changes');
    const width = changes.locator('.ant-table-row').filter({ hasText: '宽度' });
    await width.waitFor();
    expect((await width.innerText()).replace(/\s+/g, ' ')).toMatch(/宽度 300 360/);
    await shoot(page, 'oplog-drawer');
    await page.keyboard.press('Escape');
    await page.getByTestId('oplog-drawer').waitFor({ state: 'hidden' }).catch(() => undefined);

    // Filters: 清空筛选 brings everything back; 拒绝 shows only refusals.
    await page.getByRole('button', { name: '清空筛选' }).click();
    await page.getByRole('button', { name: '清空筛选' }).waitFor({ state: 'detached' });
    await pick(page, '结果', '拒绝');
    await rows(page).first().getByText('拒绝', { exact: true }).waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="oplog-table"] .ant-table-row')].every((r) => r.textContent?.includes('拒绝')));
    expect(await page.getByText(/共 \d+ 条/).innerText()).toMatch(/共 \d+ 条/);
  } finally {
    await context.close();
  }
});

it('exports the log as a task and downloads the .xlsx when it ends', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${LOG}`);
    await rows(page).first().waitFor();
    await pick(page, '操作', '保存文章');
    await rows(page).first().getByText('保存文章', { exact: true }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('oplog-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^操作日志_\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['时间', '操作人', '操作', '结果', 'IP', '请求', '说明', '变更内容']);
    expect(sheet.rowCount).toBe(31);
    expect(sheet.getRow(2).getCell(3).value).toBe('保存文章');
    await page.getByText('操作日志已导出').waitFor();
  } finally {
    await context.close();
  }
});
