// Forms as an operator and a visitor meet them: build a lead form with every item type, hit the
// 20-item limit, try to retype a system item, save without a title, save, submit from the public
// page (a bad phone refused, a good one accepted), find the message unread, open it, export it.
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const COMMON = ['单行文本', '多行文本', '单选', '多选', '下拉选择', '日期'];
const MORE = ['电话', '邮箱', '身份证', '省市区', '上传', '上传图片', '上传文件', '文字说明'];

async function addItem(page: Page, typeLabel: string, title?: string) {
  await page.getByRole('button', { name: '添加表单项' }).click();
  const dialog = page.getByTestId('lead-item-dialog');
  await dialog.waitFor();
  if (MORE.includes(typeLabel) && (await dialog.getByTestId('more-types').count()) === 0) {
    await dialog.getByRole('button', { name: '更多类型' }).click();
  }
  await dialog.getByRole('button', { name: typeLabel, exact: true }).click();
  if (title) await dialog.getByLabel('名称', { exact: true }).fill(title);
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

it('builds, publishes, receives and exports a lead form', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/zhEnquiry/form`);
  await page.getByRole('button', { name: '新建表单' }).click();
  const rows = page.getByTestId('form-item-row');
  await rows.first().waitFor();
  expect(await rows.count()).toBe(4); // username, phone, email, title (Chinese site)

  // Every one of the 14 item types.
  for (const label of [...COMMON, ...MORE]) await addItem(page, label, label === '单行文本' ? '公司地址' : undefined);
  expect(await rows.count()).toBe(18);
  await addItem(page, '单行文本', '备用一');
  await addItem(page, '单行文本', '备用二');
  expect(await rows.count()).toBe(20);

  // The 21st is refused with the §5 message, on screen.
  await page.getByRole('button', { name: '添加表单项' }).click();
  await page.getByText('表单项最多添加20条').waitFor();
  expect(await rows.count()).toBe(20);

  // A system item's type cannot change.
  await page.getByRole('button', { name: '编辑 电话' }).first().click();
  const itemDialog = page.getByTestId('lead-item-dialog');
  await itemDialog.getByTestId('more-types').waitFor(); // editing opens the more-types panel (§4)
  await itemDialog.getByRole('button', { name: '单行文本', exact: true }).click();
  await page.getByText('类型不支持修改').waitFor();
  await page.getByRole('button', { name: '取消' }).last().click();

  // Saving without a title is refused, then a valid save.
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('表单名称不能为空').waitFor();
  await page.getByLabel('表单名称', { exact: true }).fill('端到端留言表单');
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('表单已保存').waitFor();
  const row = page.locator('tr', { hasText: '端到端留言表单' });
  await row.waitFor();
  const href = await row.getByRole('link', { name: '访客页面' }).getAttribute('href');
  expect(href).toMatch(/^\/form\/lead\/\d+$/);

  // A visitor submits from the public page.
  const visitor = await context.newPage();
  await visitor.goto(`${stack.baseUrl}${href}`);
  await visitor.getByRole('heading', { name: '端到端留言表单' }).waitFor();
  await visitor.getByLabel('姓名').fill('访客张三<b>粗体</b>');
  await visitor.getByLabel('电话').first().fill('12345');
  await visitor.getByLabel('留言主题').fill('=1+1 咨询报价');
  await visitor.getByRole('button', { name: '提交' }).click();
  await visitor.getByText('电话必须是11位数字').waitFor();
  await visitor.getByLabel('电话').first().fill('13912345678');
  await visitor.getByRole('button', { name: '提交' }).click();
  await visitor.getByText('提交成功，感谢您的留言！').waitFor();
  await visitor.close();

  // The operator finds it unread in the inbox, opens it, and exports.
  await page.goto(`${stack.baseUrl}/zhEnquiry/messageManagement`);
  const message = page.locator('tr', { hasText: '访客张三' });
  await message.waitFor();
  expect(await message.innerText()).toContain('未读');
  await message.getByRole('link', { name: '查看' }).click();
  await page.waitForURL(/\/zhEnquiry\/details\?id=\d+/);
  await page.getByText('13912345678').waitFor();
  await page.getByText('访客张三<b>粗体</b>').waitFor(); // shown as text, never as HTML
  await page.getByText('=1+1 咨询报价').waitFor();
  await page.goto(`${stack.baseUrl}/zhEnquiry/messageManagement`);
  const again = page.locator('tr', { hasText: '访客张三' });
  await again.waitFor();
  expect(await again.innerText()).toContain('已读');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const lines: string[][] = [];
  sheet.eachRow((r) => lines.push((r.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  expect(lines[0].slice(0, 3)).toEqual(['表单', '提交时间', '状态']);
  const mine = lines.find((l) => l.some((cell) => cell.includes('访客张三')));
  expect(mine).toBeDefined();
  expect(mine).toContain('13912345678');
  // The formula-looking answer is neutralised so a spreadsheet never runs it.
  expect(mine).toContain("'=1+1 咨询报价");
  expect(mine).not.toContain('=1+1 咨询报价');

  // The export ran as a background task: its line under the toolbar says so, and after a reload the
  // header's task list still has it, with its file to download again.
  await page.locator('.forms-inbox-export-task').getByText('已完成').waitFor();
  await page.reload();
  await page.getByRole('button', { name: /后台任务/ }).click();
  const line = page.getByTestId('task-center').getByTestId('task-line').first();
  await line.getByText('已完成').waitFor();
  expect(await line.innerText()).toContain('导出');
  const [second] = await Promise.all([page.waitForEvent('download'), line.getByRole('button', { name: '下载结果' }).click()]);
  expect(second.suggestedFilename()).toBe(download.suggestedFilename());
  await context.close();
});
