// A product's history as an operator uses it (issue 11 §7), in Chromium against the real server: a
// product edited twice on its edit page (the price, then the name), its 历史版本 opened from the
// page's header (产品列表 stays highlighted, no breadcrumb), the first version compared with the
// product now — the price and name marked 已修改, the summary not — and restored after the
// confirmation: the edit page then shows the first version's price and name, and the server holds
// them as a new version.
import type { BrowserContext, Page } from 'playwright-core';
import type { ProductDetail } from '../../shared/domain/product';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const CMS = '/api/app/site-admin-api/admin_cms';

async function tokenOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((c) => c.name === 'X-Token')?.value as string;
}

async function call<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.baseUrl}${CMS}/${path}`, {
    method,
    headers: { 'X-Token': token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await check()).toBe(true);
}

async function saveOnPage(page: Page) {
  const save = page.getByRole('button', { name: '保存', exact: true });
  // The click guard (3000 ms) may still hold the button from the save before.
  await until(() => save.isEnabled());
  await save.click();
  await page.getByText('产品已保存').first().waitFor();
  await page.getByText('产品已保存').first().waitFor({ state: 'detached' });
}

/** The compare table's row of a field, by its label. */
const compareRow = (page: Page, label: string) => page.getByTestId('history-compare').locator('tbody > tr').filter({ has: page.locator(`th:has-text("${label}")`) });

it('edits a product twice, compares its first version (changes marked), restores it and reads it back on the edit page', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    const token = await tokenOf(context);
    const first = `历史演示折弯机 E2E-${Date.now()}`;
    const { id } = await call<{ id: number }>(token, 'POST', 'goods/save', { name: first, price_sell: '12800', summary: '不变的简介', status: 1 });

    await page.goto(`${stack.baseUrl}/zhProduct/add?id=${id}`);
    await page.getByLabel('产品名称').waitFor();
    await until(async () => (await page.getByLabel('产品名称').inputValue()) === first);
    await page.getByLabel('销售价').fill('13500');
    await saveOnPage(page);
    await page.getByLabel('产品名称').fill(`${first} 二代`);
    await saveOnPage(page);

    await page.getByRole('button', { name: '历史版本' }).click();
    await page.waitForURL(new RegExp(`/zhProduct/historyList\\?id=${id}$`));
    const rows = page.locator('.ant-table-row');
    await until(async () => (await rows.count()) === 3);
    expect(await rows.locator('td:first-child').allTextContents()).toEqual(['v3', 'v2', 'v1']);
    await page.locator('.ant-menu-item-selected', { hasText: '产品列表' }).waitFor();
    expect(await page.locator('.console-breadcrumb').count()).toBe(0);

    await rows.nth(2).getByRole('button', { name: '查看对比' }).click();
    await page.waitForURL(/\/zhProduct\/historyEdit\?id=\d+&rid=\d+$/);
    await page.getByTestId('history-compare').waitFor();
    await page.getByTestId('history-summary').getByText('与当前相比有 2 处不同').waitFor();
    const price = compareRow(page, '销售价');
    expect(await price.getAttribute('data-changed')).toBe('true');
    await price.getByText('已修改').waitFor();
    expect(await price.locator('td').allTextContents()).toEqual(['¥12,800.00', '¥13,500.00']);
    expect(await compareRow(page, '产品名称').getAttribute('data-changed')).toBe('true');
    expect(await compareRow(page, '产品简介').getAttribute('data-changed')).toBe('false');
    await page.locator('.ant-menu-item-selected', { hasText: '产品列表' }).waitFor();
    expect(await page.locator('.console-breadcrumb').count()).toBe(0);

    await page.getByRole('button', { name: '恢复此版本' }).click();
    await page.locator('.ant-modal-confirm').getByText('确定将产品恢复为版本 v1 吗').waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click();
    await page.waitForURL(new RegExp(`/zhProduct/add\\?id=${id}$`));
    await until(async () => (await page.getByLabel('产品名称').inputValue()) === first);
    expect(await page.getByLabel('销售价').inputValue()).toBe('12800.00');

    const { info } = await call<{ info: ProductDetail }>(token, 'GET', `goods/edit?id=${id}`);
    expect(info).toMatchObject({ name: first, price_sell: 1_280_000, summary: '不变的简介', version: 4 });
  } finally {
    await context.close();
  }
});
