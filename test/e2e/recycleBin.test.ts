// The site's recycle bin (/zhRecycle/index) lists what other plugins contribute beside the
// articles (the kernel's recycleBins extension point), in Chromium against the real server: the
// products' tab shows a seeded removed product, survives a reload through ?tab=, and 恢复 brings
// the product back onto the product list.
import { SITE } from '../../server/core/db/seedData';
import { SEED_PRODUCTS } from '../../server/modules/product/seed';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const binned = SEED_PRODUCTS.find((p) => p.site === SITE.corporate && p.disabled === 1)!;

test('products and short videos have their tabs in the recycle bin; a product restored there is back on the list', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/zhRecycle/index`);
  const tabs = page.getByRole('tab');
  await tabs.first().waitFor();
  expect(await tabs.allInnerTexts()).toEqual(['文章', '相册', '职位', '产品', '短视频']);

  await page.getByRole('tab', { name: '产品' }).click();
  await page.waitForURL(/\/zhRecycle\/index\?tab=products$/);
  const table = page.getByTestId('recycle-table');
  const row = table.locator('.ant-table-row', { hasText: binned.fields.name });
  await row.waitFor();
  // No type column: products are one kind.
  expect(await table.locator('thead th').allInnerTexts()).not.toContain('类型');

  await page.reload();
  await row.waitFor();
  expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('产品');

  await row.getByRole('button', { name: '恢复' }).click();
  await page.getByText('已恢复').waitFor();
  await row.waitFor({ state: 'detached' });

  await page.goto(`${stack.baseUrl}/zhProduct/list?keyword=${encodeURIComponent(binned.fields.name)}`);
  await page.getByTestId('product-table').getByRole('link', { name: binned.fields.name, exact: true }).waitFor();

  // The articles' tab still labels each record with its type.
  await page.goto(`${stack.baseUrl}/zhRecycle/index?tab=articles`);
  await page.getByTestId('recycle-table').locator('.ant-table-row').first().waitFor();
  expect(await page.getByTestId('recycle-table').locator('thead th').allInnerTexts()).toContain('类型');
  await context.close();
});
