// 导入到文章 (issue 11 §8) as an operator does it, in Chromium against the real server and its
// seeded catalogue: two products selected on the product list become news drafts in 公司新闻 — the
// answer 已导入 2 篇，跳过 0 篇（已导入过）, a draft opened from its link, both read on the news list
// as 草稿 in that category; then 从产品导入 on the news list picks one product already imported and
// one from the second page of a search: 已导入 1 篇，跳过 1 篇（已导入过）, and the list shows the new draft.
import type { Locator, Page } from 'playwright-core';
import { SITE } from '../../server/core/db/seedData';
import { SEED_PRODUCTS } from '../../server/modules/product/seed';
import { SEED_PRODUCT_CATEGORY as C } from '../../server/modules/product/seedCatalogue';
import { loginAs, startStack, waitUntilSettled, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const live = SEED_PRODUCTS.filter((p) => p.site === SITE.corporate && p.disabled === 0);
const servoBrakes = live.filter((p) => p.fields.type_id === C.servoBrakes).map((p) => p.fields.name);

async function open(path: string) {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}${path}`);
  return { page, context };
}

/** Picks a node of an antd TreeSelect (found by its aria-label) by its title. */
async function chooseTreeNode(page: Page, scope: Locator, label: string, title: string) {
  await scope.getByLabel(label, { exact: true }).click();
  const popup = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await waitUntilSettled(popup);
  await popup.locator('.ant-select-tree-title', { hasText: new RegExp(`^${title}$`) }).click();
}

/** The news list's rows as 标题|分类|状态. */
async function newsRows(page: Page): Promise<string[]> {
  const table = page.getByTestId('article-table');
  await table.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  const rows = table.locator('.ant-table-row');
  const out: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = (await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.trim());
    // Columns: selection, 标题, 分类, 状态, …
    out.push(`${cells[1]}|${cells[2]}|${cells[3]}`);
  }
  return out;
}

it('makes news drafts of products from the product list, then more from the news list’s 从产品导入', async () => {
  expect(servoBrakes.length).toBeGreaterThanOrEqual(4);
  const [first, second] = servoBrakes;
  const { page, context } = await open(`/zhProduct/list?category=${C.servoBrakes}`);
  try {
    // --- the product list: select two, 导入到文章 → 新闻资讯 › 公司新闻 ---
    const table = page.getByTestId('product-table');
    for (const name of [first, second]) {
      await table.locator('.ant-table-row').filter({ has: page.getByRole('link', { name, exact: true }) }).locator('.ant-checkbox-input').check();
    }
    await page.getByRole('toolbar', { name: '批量操作' }).getByRole('button', { name: '导入到文章' }).click();
    const dialog = page.getByRole('dialog', { name: '导入到文章（2 个产品）' });
    await dialog.waitFor();
    expect(await dialog.locator('.ant-select-content').first().innerText()).toBe('新闻资讯');
    await chooseTreeNode(page, dialog, '文章分类', '公司新闻');
    await dialog.getByRole('button', { name: '导入' }).click();
    await dialog.getByText('已导入 2 篇，跳过 0 篇（已导入过）').waitFor();
    expect((await dialog.locator('.ui-import-result-link').allInnerTexts()).sort()).toEqual([first, second].sort());

    // A draft's link opens it in the editor.
    await dialog.getByRole('link', { name: first }).click();
    await page.waitForURL(/\/zhContent\/add\?type=1&id=\d+$/);
    await expectValue(page.getByPlaceholder('请输入标题'), first);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // --- the news list: both drafts, in 公司新闻 ---
    await page.goto(`${stack.baseUrl}/zhContent/news`);
    // Newest change first: the two drafts lead the list.
    await page.getByTestId('article-table').getByText(second, { exact: true }).waitFor();
    expect(await newsRows(page)).toEqual(expect.arrayContaining([`${first}|公司新闻|草稿`, `${second}|公司新闻|草稿`]));

    // --- 从产品导入 on the news list: one already imported, one from page 2 of a search ---
    await page.getByRole('button', { name: '从产品导入' }).click();
    const picker = page.getByRole('dialog', { name: '从产品导入新闻' });
    await picker.waitFor();
    const products = picker.getByTestId('from-products-table');
    const rowNamed = (name: string) => products.locator('.ant-table-row').filter({ has: page.getByText(name, { exact: true }) });
    const search = async (keyword: string) => {
      await picker.getByPlaceholder('搜索名称、型号、品牌').fill(keyword);
      await picker.getByPlaceholder('搜索名称、型号、品牌').press('Enter');
      await products.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    };
    await search(first);
    await rowNamed(first).locator('.ant-checkbox-input').check();
    // Another search, its second page: the first choice is kept.
    expect(live.filter((p) => p.fields.name.includes('折弯')).length).toBeGreaterThan(10);
    await search('折弯');
    await picker.locator('.ant-pagination-item-2').click();
    await products.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    const pageTwo = (await products.locator('.ant-table-row td:nth-child(3)').allInnerTexts()).map((t) => t.trim());
    const onPage2 = pageTwo.find((name) => name !== first && name !== second) as string;
    expect(onPage2).toBeTruthy();
    await rowNamed(onPage2).locator('.ant-checkbox-input').check();
    await picker.getByText('已选 2 个产品').waitFor();
    await chooseTreeNode(page, picker, '分类', '行业动态');
    await picker.getByRole('button', { name: '导入（2）' }).click();
    await picker.getByText('已导入 1 篇，跳过 1 篇（已导入过）').waitFor();
    expect(await picker.locator('.ui-import-result-link').allInnerTexts()).toEqual([onPage2]);
    await picker.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();

    // The list has reloaded: the new draft, in 行业动态.
    await page.getByTestId('article-table').getByText(onPage2, { exact: true }).waitFor();
    expect(await newsRows(page)).toContain(`${onPage2}|行业动态|草稿`);
  } finally {
    await context.close();
  }
});

/** Waits until an input shows the value (the edit page fills its form once the article is read). */
async function expectValue(input: Locator, value: string) {
  await input.waitFor();
  const handle = await input.elementHandle();
  await input.page().waitForFunction(([el, v]) => (el as HTMLInputElement).value === v, [handle, value] as const);
  expect(await input.inputValue()).toBe(value);
}
