// Keywords link to products (issue 11 §10) as an operator does it: on a keyword's associate page the
// 产品 tab (its place in the address), a product found by name in the picker and linked, read in the
// list with its 上架 state, still there on the 产品 tab after a reload, counted in the keyword list,
// then removed after the confirm. The server's rows are checked along the way.
import type { Page } from 'playwright-core';
import { SITE } from '../../server/core/db/seedData';
import { SEED_KEYWORD } from '../../server/modules/content/seedKeywords';
import { SEED_PRODUCTS } from '../../server/modules/product/seed';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const dialog = (page: Page, title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const row = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });
const links = () => stack.built.db.selectFrom('keyword_products').selectAll().where('keyword_id', '=', SEED_KEYWORD.website).execute();

it('links a product to a keyword on the 产品 tab, keeps the tab over a reload, and removes it', async () => {
  const product = SEED_PRODUCTS.find((p) => p.site === SITE.corporate && p.disabled === 0 && p.fields.status === 1)!;
  const name = product.fields.name;
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/keywords/associateContent?id=${SEED_KEYWORD.website}`);
  await page.getByText('关键词“企业官网建设”的关联内容').waitFor();
  const tabs = page.locator('.kw-tabs .ant-tabs-tab');
  expect(await tabs.allInnerTexts()).toEqual(['文章', '产品']);

  // The 产品 tab goes into the address.
  await tabs.filter({ hasText: '产品' }).click();
  await page.waitForURL(new RegExp(`/keywords/associateContent\\?id=${SEED_KEYWORD.website}&kind=product$`));
  await page.getByText('还没有关联产品').waitFor();

  // The picker of products: found by name, ticked, linked.
  await page.getByRole('button', { name: '添加关联产品' }).click();
  const picker = dialog(page, '添加关联产品');
  await picker.locator('.ant-table-row').first().waitFor();
  expect(await picker.getByLabel('内容类型').count()).toBe(0);
  await picker.getByLabel('搜索名称、型号或品牌').fill(name);
  await picker.getByLabel('搜索名称、型号或品牌').press('Enter');
  const candidate = picker.locator('.ant-table-row').filter({ hasText: name }).first();
  await candidate.waitFor();
  await candidate.locator('input[type="checkbox"]').check();
  await picker.getByRole('button', { name: /确定关联（已选 1 条）/ }).click();
  await page.getByText('已关联 1 个产品').waitFor();
  await picker.waitFor({ state: 'hidden' });
  const linked = row(page, name);
  await linked.getByText('上架').waitFor();
  await page.getByText('共 1 个产品').waitFor();
  expect((await links()).map((l) => [l.product_id, l.site_id])).toEqual([[product.id, SITE.corporate]]);

  // A reload stays on the 产品 tab.
  await page.reload();
  await row(page, name).waitFor();
  expect(await page.locator('.kw-tabs .ant-tabs-tab-active').innerText()).toBe('产品');

  // The keyword list counts it; its count opens the keyword (on articles), and the tab brings the product back.
  await page.getByRole('button', { name: '返回关键词列表' }).click();
  await page.waitForURL(/\/keywords\/manage$/);
  await row(page, '企业官网建设').getByRole('button', { name: '1 条' }).click();
  await page.waitForURL(new RegExp(`/keywords/associateContent\\?id=${SEED_KEYWORD.website}$`));
  await page.getByText('还没有关联内容').waitFor();
  await page.locator('.kw-tabs .ant-tabs-tab').filter({ hasText: '产品' }).click();
  await row(page, name).waitFor();

  // Removed after the confirm.
  await page.getByRole('button', { name: `取消关联 ${name}` }).click();
  await page.getByText(`确定取消产品“${name}”与该关键词的关联吗？`).waitFor();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click();
  await page.getByText('已取消 1 个产品的关联').waitFor();
  await page.getByText('还没有关联产品').waitFor();
  expect(await links()).toEqual([]);
  await context.close();
});
