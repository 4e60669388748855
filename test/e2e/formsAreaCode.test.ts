// Forms as the operator and the visitor meet them (issue 10): the 显示区号选择 switch puts an
// area-code selector before the visitor's phone number, a number wrong for its code is refused in
// the browser and never stored, a right one arrives in the form's messages with its code; the
// form's messages page goes back to 表单管理 and reads 首页 / 表单留言 / 查看留言; a message and a
// data record open the same way, on a page of their own; the item list's icons line up. At 1280 px.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { LEAD_FORM } from '../../server/core/db/seedData';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const SHOTS = process.env.E2E_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function newPage() {
  const { page, context } = await stack.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  return { page, context };
}

/** Opens the phone item of the open form dialog and sets its 显示区号选择 switch. */
async function setAreaSwitch(page: Page, on: boolean) {
  await page.getByRole('button', { name: '编辑 电话' }).first().click();
  const dialog = page.getByTestId('lead-item-dialog');
  await dialog.waitFor();
  const toggle = dialog.getByRole('switch', { name: '显示区号选择' });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  expect(await toggle.getAttribute('aria-checked')).toBe(String(on));
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

const storedPhones = async (formId: number) =>
  (await stack.built.db.selectFrom('form_messages').select('values').where('form_id', '=', formId).where('kind', '=', 'lead').execute()).map((m) => JSON.parse(m.values).phone as string);

it('turns the area-code selector on, picks +852 by keyboard, refuses a wrong number in the browser and shows the right one with its code', async () => {
  const { page, context } = await newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhEnquiry/form`);

    // A new form whose phone item has the switch off: the visitor types a bare number.
    await page.getByRole('button', { name: '新建表单' }).click();
    await page.getByTestId('form-item-row').first().waitFor();
    await setAreaSwitch(page, false);
    await page.getByLabel('表单名称', { exact: true }).fill('区号测试表单');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('表单已保存').waitFor();
    const row = page.locator('tr', { hasText: '区号测试表单' });
    const href = (await row.getByRole('link', { name: '访客页面' }).getAttribute('href')) ?? '';
    const formId = Number(href.split('/').pop());
    const visitor = await context.newPage();
    await visitor.setViewportSize({ width: 1280, height: 800 });
    await visitor.goto(`${stack.baseUrl}${href}`);
    await visitor.getByRole('heading', { name: '区号测试表单' }).waitFor();
    expect(await visitor.getByRole('combobox', { name: '区号' }).count()).toBe(0);

    // The operator turns it on.
    await row.getByRole('button', { name: '区号测试表单' }).click();
    await page.getByTestId('form-item-row').first().waitFor();
    await setAreaSwitch(page, true);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('表单已保存').waitFor();

    // The visitor's form now has it, +86 chosen; typing 852 and Enter picks 中国香港.
    await visitor.reload();
    const code = visitor.getByRole('combobox', { name: '区号' });
    await code.waitFor();
    expect(await code.inputValue()).toBe('+86');
    await visitor.getByLabel('姓名').fill('港澳访客');
    await visitor.getByLabel('留言主题').fill('区号测试');
    await code.focus();
    await visitor.keyboard.type('852');
    const options = visitor.getByRole('listbox', { name: '区号' }).getByRole('option');
    expect(await options.allInnerTexts()).toEqual([expect.stringMatching(/^中国香港\s*\+852$/)]);
    await shot(visitor, 'public-form-area-search');
    await visitor.keyboard.press('Enter');
    expect(await code.inputValue()).toBe('+852');
    // Searching by name works too, and Escape leaves the choice alone.
    await code.focus();
    await visitor.keyboard.type('香港');
    expect(await options.allInnerTexts()).toEqual([expect.stringMatching(/^中国香港\s*\+852$/)]);
    await visitor.keyboard.press('Escape');
    expect(await code.inputValue()).toBe('+852');

    // Eleven digits are right for +86, wrong for +852: refused on the page, nothing stored.
    await visitor.getByLabel('电话').fill('13912345678');
    await visitor.getByRole('button', { name: '提交' }).click();
    await visitor.getByText('电话必须是8位数字（中国香港 +852）').waitFor();
    await shot(visitor, 'public-form-area-error');
    expect(await storedPhones(formId)).toEqual([]);

    await visitor.getByLabel('电话').fill('9123 4567');
    await visitor.getByRole('button', { name: '提交' }).click();
    await visitor.getByText('提交成功，感谢您的留言！').waitFor();
    expect(await storedPhones(formId)).toEqual(['+852 91234567']);
    await visitor.close();

    // In the form's messages (查看留言) with its code, and in the message itself.
    await row.getByRole('button', { name: '查看留言' }).click();
    await page.waitForURL(/\/zhEnquiry\/messageList\?formId=\d+/);
    const message = page.locator('tr', { hasText: '港澳访客' });
    await message.waitFor();
    expect(await message.innerText()).toContain('+852 91234567');
    await message.getByRole('link', { name: '查看' }).click();
    await page.waitForURL(/\/zhEnquiry\/details\?id=\d+/);
    await page.getByTestId('message-detail').getByText('+852 91234567').waitFor();
  } finally {
    await context.close();
  }
});

it('shows the selector on the visitor’s form (screenshot) with the list open', async () => {
  const { page, context } = await newPage();
  try {
    await page.goto(`${stack.baseUrl}/form/lead/${LEAD_FORM.onlineMessage}`);
    const code = page.getByRole('combobox', { name: '区号' });
    await code.click();
    const list = page.getByRole('listbox', { name: '区号' });
    await list.waitFor();
    // All twenty codes, the chosen one marked; the arrows move through them.
    expect(await list.getByRole('option').count()).toBe(20);
    expect(await list.getByRole('option', { selected: true }).innerText()).toMatch(/中国大陆\s*\+86/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await code.inputValue()).toBe('+852');
    await code.click();
    await shot(page, 'public-form-area-open');
    // The number field sits right after the selector, on one line.
    const [a, b] = await Promise.all([code.boundingBox(), page.getByLabel('电话').boundingBox()]);
    expect(a && b && Math.abs(a.y - b.y) < 1 && b.x >= a.x + a.width - 1).toBe(true);
  } finally {
    await context.close();
  }
});

it('goes back from a form’s messages to 表单管理, names the page in the breadcrumb, and opens messages and records as pages', async () => {
  const { page, context } = await newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhEnquiry/form`);
    const row = page.locator('tr', { hasText: '在线留言' });
    await row.getByRole('button', { name: '查看留言' }).click();
    await page.waitForURL(/\/zhEnquiry\/messageList\?formId=\d+/);
    await page.locator('.forms-inbox-table .ant-table-row').first().waitFor();
    expect(await page.locator('.console-breadcrumb').innerText()).toMatch(/^首页\s*\/\s*表单留言\s*\/\s*查看留言$/);

    // A message opens on its own page; back returns to this list on the same page of rows.
    await page.locator('.forms-inbox-table .ant-pagination-item-2').click();
    await page.locator('.ant-pagination-item-active', { hasText: '2' }).waitFor();
    const firstOnPage2 = await page.locator('.forms-inbox-table .ant-table-row').first().getAttribute('data-row-key');
    await page.locator('.forms-inbox-table .ant-table-row').first().getByRole('link', { name: '查看' }).click();
    await page.waitForURL(/\/zhEnquiry\/details\?id=\d+/);
    await page.getByTestId('message-detail').locator('.forms-inbox-detail').waitFor();
    expect(await page.locator('.ant-drawer').count()).toBe(0);
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(/\/zhEnquiry\/messageList\?formId=\d+/);
    await page.locator('.ant-pagination-item-active', { hasText: '2' }).waitFor();
    expect(await page.locator('.forms-inbox-table .ant-table-row').first().getAttribute('data-row-key')).toBe(firstOnPage2);

    await page.getByRole('link', { name: '返回表单管理' }).click();
    await page.waitForURL(/\/zhEnquiry\/form$/);

    // A data record opens the same way: its own page and address, no drawer; back to the records.
    await page.goto(`${stack.baseUrl}/zhEnquiry/messageManagement4`);
    const record = page.locator('.forms-inbox-table .ant-table-row').first();
    await record.waitFor();
    const recordName = (await record.innerText()).split('\t')[0].split('\n')[0];
    await record.getByRole('link', { name: '查看' }).click();
    await page.waitForURL(/\/zhEnquiry\/recordDetails\?id=\d+/);
    const detail = page.getByTestId('message-detail');
    await detail.getByRole('heading', { name: '记录详情' }).waitFor();
    await detail.getByText(recordName, { exact: true }).first().waitFor();
    expect(await page.locator('.ant-drawer').count()).toBe(0);
    // The address works on its own (a reload, a shared link): back then goes to the records.
    const address = page.url();
    const other = await context.newPage();
    await other.setViewportSize({ width: 1280, height: 800 });
    await other.goto(address);
    await other.getByTestId('message-detail').getByText(recordName, { exact: true }).first().waitFor();
    await other.getByRole('button', { name: '返回' }).click();
    await other.waitForURL(/\/zhEnquiry\/messageManagement4$/);
    await other.close();
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(/\/zhEnquiry\/messageManagement4$/);
    await page.locator('.forms-inbox-table .ant-table-row').first().waitFor();

    // The inbox (留言管理) too.
    await page.goto(`${stack.baseUrl}/zhEnquiry/messageManagement`);
    await page.locator('.forms-inbox-table .ant-table-row').first().getByRole('link', { name: '查看' }).click();
    await page.waitForURL(/\/zhEnquiry\/details\?id=\d+/);
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(/\/zhEnquiry\/messageManagement$/);
  } finally {
    await context.close();
  }
});

it('lines the item icons up in columns in the form dialog, first and last rows included', async () => {
  const { page, context } = await newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhEnquiry/form`);
    await page.locator('tr', { hasText: '产品询价' }).getByRole('button', { name: '产品询价' }).click();
    const rows = page.getByTestId('form-item-row');
    await rows.first().getByRole('button', { name: /^下移/ }).waitFor();
    await shot(page, 'form-dialog-items');
    const count = await rows.count();
    expect(count).toBeGreaterThan(3);
    // Each kind of button at one x down the list, wherever it appears.
    const columns: Record<string, Set<number>> = {};
    for (let i = 0; i < count; i += 1) {
      for (const name of ['上移', '下移', '编辑', '删除']) {
        const button = rows.nth(i).getByRole('button', { name: new RegExp(`^${name} `) });
        if ((await button.count()) === 0) continue;
        const box = await button.boundingBox();
        (columns[name] ??= new Set()).add(Math.round(box!.x));
      }
    }
    expect(Object.keys(columns).sort()).toEqual(['上移', '下移', '删除', '编辑'].sort());
    for (const name of Object.keys(columns)) expect([name, [...columns[name]]]).toEqual([name, [expect.any(Number)]]);
    // The first row has no 上移, the last no 下移: their places are kept, not closed up.
    expect(await rows.first().getByRole('button', { name: /^上移 / }).count()).toBe(0);
    expect(await rows.last().getByRole('button', { name: /^下移 / }).count()).toBe(0);
    const x = (name: string) => [...columns[name]][0];
    expect(x('上移') < x('下移') && x('下移') < x('编辑') && x('编辑') < x('删除')).toBe(true);
  } finally {
    await context.close();
  }
});
