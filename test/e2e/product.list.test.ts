// The product list and tags pages as an operator works with them (issue 11 §2, §5), in Chromium
// against the real server and its seeded catalogue: a category with subcategories chosen in the
// tree lists theirs (and survives a reload through the address); a 销售价 range, a price refused
// as typed; batch 下架 read back on the switches; removal to the 回收站 tab and 恢复; a category
// added from the tree, dragged under another (the server keeps it there) and a non-empty one's
// deletion refused in the server's words; a duplicate product tag refused with 标签已存在.
import type { Page } from 'playwright-core';
import { SITE } from '../../server/core/db/seedData';
import { SEED_PRODUCTS } from '../../server/modules/product/seed';
import { SEED_PRODUCT_CATEGORY as C } from '../../server/modules/product/seedCatalogue';
import { formatPrice, type ProductCategory } from '../../shared/domain/product';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const LIST = '/zhProduct/list';
const live = SEED_PRODUCTS.filter((p) => p.site === SITE.corporate && p.disabled === 0);
const nameOf = (id: number) => SEED_PRODUCTS.find((p) => p.id === id)!.fields.name;

async function open(path = LIST) {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}${path}`);
  await page.getByTestId('product-table').locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
  return { page, context };
}

const table = (page: Page) => page.getByTestId('product-table');
const rowOf = (page: Page, name: string) => table(page).locator('.ant-table-row').filter({ has: page.getByRole('link', { name, exact: true }) });

/** The texts of one column of the product table, by its header. */
async function column(page: Page, header: string): Promise<string[]> {
  const headers = (await table(page).locator('thead th').allInnerTexts()).map((t) => t.trim());
  const index = headers.indexOf(header);
  expect(index).toBeGreaterThanOrEqual(0);
  return (await table(page).locator(`.ant-table-row td:nth-child(${index + 1})`).allInnerTexts()).map((t) => t.trim());
}

/** Waits until the table shows `count` in all (共 N 条) and has settled. */
async function total(page: Page, count: number) {
  await page.getByText(`共 ${count} 条`, { exact: true }).waitFor();
  await table(page).locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

async function token(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'X-Token')?.value as string;
}

it('lists a category with its subcategories from the tree, and keeps it through a reload', async () => {
  const { page, context } = await open();
  try {
    // The breadcrumb and the menu's highlight of §2.
    expect((await page.locator('.ant-breadcrumb').innerText()).replace(/\s+/g, '')).toBe('首页/产品管理/产品列表');
    await page.locator('.ant-menu-item-selected', { hasText: '产品列表' }).waitFor();

    const shears = live.filter((p) => p.fields.type_id === C.swingShears || p.fields.type_id === C.guillotineShears);
    await page.locator('.pl-tree-node', { hasText: /^剪板机/ }).click();
    await page.waitForURL(/\/zhProduct\/list\?category=7$/);
    await total(page, shears.length);
    expect(new Set(await column(page, '分类'))).toEqual(new Set(['液压摆式剪板机', '液压闸式剪板机']));

    await page.reload();
    await total(page, shears.length);
    expect((await table(page).locator('.ant-table-row a.ui-cell-link').allInnerTexts()).sort()).toEqual(shears.map((p) => p.fields.name).sort());
    await page.locator('.ant-tree-node-selected', { hasText: /^剪板机/ }).waitFor();
  } finally {
    await context.close();
  }
});

it('narrows by a 销售价 range, refusing a price as it is typed', async () => {
  const { page, context } = await open();
  try {
    const low = page.getByLabel('最低价');
    await low.fill('1.234');
    await page.getByRole('alert').filter({ hasText: '价格格式不正确，最多保留两位小数' }).waitFor();
    await low.fill('100000');
    await page.getByLabel('最高价').fill('130000');
    await page.getByLabel('最高价').press('Enter');
    await page.waitForURL(/min=100000&max=130000/);

    const inRange = live.filter((p) => !p.fields.price_negotiable && p.fields.price_sell !== null && p.fields.price_sell >= 10_000_000 && p.fields.price_sell <= 13_000_000);
    expect(inRange.length).toBeGreaterThan(1);
    await total(page, inRange.length);
    expect((await column(page, '销售价')).sort()).toEqual(inRange.map((p) => formatPrice(p.fields.price_sell)).sort());
  } finally {
    await context.close();
  }
});

it('takes the selection off sale in one batch', async () => {
  const { page, context } = await open(`${LIST}?category=${C.torsionBrakes}`);
  try {
    const ids = live.filter((p) => p.fields.type_id === C.torsionBrakes && p.fields.status === 1).map((p) => p.id).slice(0, 2);
    for (const id of ids) {
      expect(await page.getByRole('switch', { name: `${nameOf(id)} 上架状态` }).getAttribute('aria-checked')).toBe('true');
      await rowOf(page, nameOf(id)).locator('.ant-checkbox-input').check();
    }
    await page.getByText('已选 2 项').waitFor();
    await page.getByRole('toolbar', { name: '批量操作' }).getByRole('button', { name: '下架' }).click();
    await page.getByText('已下架').first().waitFor();
    for (const id of ids) {
      await page.waitForFunction((name) => document.querySelector(`[aria-label="${name} 上架状态"]`)?.getAttribute('aria-checked') === 'false', nameOf(id));
    }
    // The status filter agrees.
    await page.getByLabel('状态', { exact: true }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '下架' }).click();
    await page.waitForURL(/status=0/);
    await rowOf(page, nameOf(ids[0])).waitFor();
    await rowOf(page, nameOf(ids[1])).waitFor();
  } finally {
    await context.close();
  }
});

it('moves a product to the 回收站 tab and restores it', async () => {
  const { page, context } = await open(`${LIST}?category=${C.weldingCells}`);
  try {
    const name = nameOf(live.find((p) => p.fields.type_id === C.weldingCells)!.id);
    await rowOf(page, name).getByRole('button', { name: '删除' }).click();
    await page.getByText('确定将 1 个产品移到回收站吗？').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('已移到回收站').waitFor();
    await rowOf(page, name).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: '回收站' }).click();
    await page.waitForURL(/tab=bin/);
    const binned = table(page).locator('.ant-table-row', { hasText: name });
    await binned.waitFor();
    await binned.getByRole('button', { name: '恢复' }).click();
    await page.getByText('已恢复').waitFor();
    await binned.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: '产品' }).click();
    await page.waitForURL(/\/zhProduct\/list$/);
    await page.getByLabel('搜索名称、型号、品牌').fill(name);
    await page.getByLabel('搜索名称、型号、品牌').press('Enter');
    await rowOf(page, name).waitFor();
  } finally {
    await context.close();
  }
});

it('adds a category from the tree, drags it under another, and refuses to delete one that holds products', async () => {
  const { page, context } = await open();
  try {
    await page.getByRole('button', { name: '添加分类' }).click();
    await page.getByRole('dialog').getByLabel('分类名称').fill('数控折弯配件');
    await page.getByRole('dialog').getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByText('分类已保存').waitFor();
    const added = page.locator('.pl-tree-node', { hasText: /^数控折弯配件/ });
    await added.waitFor();

    // Dragged onto the middle of 配件与服务: nested inside it, as the server now keeps it.
    const target = page.locator('.ant-tree-treenode', { has: page.locator('.pl-tree-name', { hasText: /^配件与服务$/ }) }).locator('.ant-tree-node-content-wrapper');
    await added.dragTo(target);
    await page.getByText('分类顺序已保存').waitFor();
    const response = await fetch(`${stack.baseUrl}/api/app/site-admin-api/admin_cms/goodsType/getlist`, { headers: { 'X-Token': await token(page) } });
    const tree = (await response.json()).data as ProductCategory[];
    const parts = tree.find((c) => c.id === C.parts)!;
    expect(parts.children.map((c) => c.name)).toContain('数控折弯配件');

    // 折弯机 holds products and subcategories: the server says no, in its words.
    await page.locator('.pl-tree-node', { hasText: /^折弯机/ }).hover();
    await page.getByRole('button', { name: '折弯机 的操作', exact: true }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await page.getByText('确定删除分类「折弯机」吗？').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('该分类下还有内容或子分类，不能删除').waitFor();
    await page.locator('.pl-tree-node', { hasText: /^折弯机/ }).waitFor();
  } finally {
    await context.close();
  }
});

it('adds a product tag, and refuses one already there with 标签已存在', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhProduct/tag`);
    await page.locator('.ant-table-row').first().waitFor();
    expect((await page.locator('.ant-breadcrumb').innerText()).replace(/\s+/g, '')).toBe('首页/产品管理/产品标签');
    await page.locator('.ant-menu-item-selected', { hasText: '产品标签' }).waitFor();

    await page.getByRole('button', { name: '添加标签' }).click();
    await page.getByRole('dialog').getByLabel('标签名称').fill('热销');
    await page.getByRole('dialog').getByRole('button', { name: /^保\s*存$/ }).click();
    await page.locator('.ant-form-item-explain-error', { hasText: '标签已存在' }).waitFor();

    // (The dialog's button waits out its click guard before a second save.)
    await page.getByRole('dialog').getByLabel('标签名称').fill('样机展示');
    await page.getByRole('dialog').getByRole('button', { name: /^保\s*存$/ }).click({ timeout: 6000 });
    await page.getByText('标签已保存').waitFor();
    await page.locator('.ant-table-row', { hasText: '样机展示' }).waitFor();
  } finally {
    await context.close();
  }
});
