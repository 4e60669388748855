// The product edit page as an operator works with it (issue 11 §3), in Chromium against the real
// server: a product added from the list with two pictures from the gallery (the first marked 封面),
// two spec rows and a price of 12800, read back as ¥12,800.00 in the list and from the server;
// a seeded product's name refused as typed (产品名称已存在) and again by the server on save; a price
// with three decimals refused as typed; a custom field added in 管理自定义字段 and filled; and two
// pages saving the same product — the second gets the conflict prompt and writes nothing.
import type { BrowserContext, Page } from 'playwright-core';
import { SEED_PRODUCTS } from '../../server/modules/product/seed';
import { SEED_PRODUCT_STATES } from '../../server/modules/product/seedCatalogue';
import { CONTENT_MSG } from '../../shared/domain';
import { PRODUCT_MSG, type ProductDetail, type ProductRow } from '../../shared/domain/product';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const CMS = '/api/app/site-admin-api/admin_cms';
/** A seeded product of the signed-in site that is live (not in the recycle bin). */
const SEEDED = SEED_PRODUCTS.find((p) => p.site === SEED_PRODUCTS[0].site && p.disabled === 0 && !(SEED_PRODUCT_STATES.unpublished as readonly number[]).includes(p.id)) as (typeof SEED_PRODUCTS)[number];

const OTHER = SEED_PRODUCTS.find((p) => p.site === SEEDED.site && p.disabled === 0 && p.id !== SEEDED.id) as (typeof SEED_PRODUCTS)[number];

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

/** Waits until a check on the page holds (a re-render after an answer). */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await check()).toBe(true);
}

/** The message shown under a form item (antd's explain line), by the item's label. */
const explainOf = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.locator(`label:text-is("${label}")`) }).locator('.ant-form-item-explain-error');

async function openNewProduct(page: Page) {
  await page.goto(`${stack.baseUrl}/zhProduct/add`);
  await page.getByLabel('产品名称').waitFor();
  // The form is usable once the site's fields and lists have arrived.
  await until(() => page.getByRole('button', { name: '保存', exact: true }).isEnabled());
}

it('adds a product with two gallery pictures, two spec rows and a price, and finds ¥12,800.00 in the list', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhProduct/list`);
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: '添加产品' }).first().click();
    await page.waitForURL(/\/zhProduct\/add$/);
    await page.getByLabel('产品名称').waitFor();
    // 产品列表 stays highlighted (§2), the page has no breadcrumb, and the tab says what it is.
    await page.locator('.ant-menu-item-selected', { hasText: '产品列表' }).waitFor();
    expect(await page.locator('.console-breadcrumb').count()).toBe(0);
    await page.locator('.ant-card-head-title', { hasText: '添加产品' }).waitFor();

    const name = `数控转塔冲床 E2E-${Date.now()}`;
    await page.getByLabel('产品名称').fill(name);

    // Two pictures in one go from the gallery picker.
    await page.getByRole('button', { name: /从图库选择/ }).first().click();
    const picker = page.getByTestId('gallery-picker');
    const cards = picker.getByTestId('file-card');
    await cards.nth(1).waitFor();
    await cards.nth(0).locator('button').click();
    await cards.nth(1).locator('button').click();
    await page.getByTestId('picker-count').getByText(/2/).waitFor();
    await page.locator('.res-picker').getByRole('button', { name: '确定' }).click();
    await picker.waitFor({ state: 'detached' });
    const images = page.getByTestId('product-image');
    await until(async () => (await images.count()) === 2);
    // The first is the cover and says so; the second goes first with its arrow.
    expect(await images.nth(0).getByText('封面').count()).toBe(1);
    expect(await images.nth(1).getByText('封面').count()).toBe(0);
    const second = await images.nth(1).locator('img').getAttribute('src');
    await page.getByRole('button', { name: '前移 2' }).click();
    expect(await images.nth(0).locator('img').getAttribute('src')).toBe(second);
    await page.getByLabel('图片描述 1').fill('冲床正面');

    // Two spec rows.
    await page.getByRole('button', { name: '添加参数' }).click();
    await page.getByLabel('参数名 第 1 行').fill('公称压力');
    await page.getByLabel('参数值 第 1 行').fill('300 kN');
    await page.getByRole('button', { name: '添加参数' }).click();
    await page.getByLabel('参数名 第 2 行').fill('工位数');
    await page.getByLabel('参数值 第 2 行').fill('32');

    await page.getByLabel('销售价').fill('12800');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('产品已保存').first().waitFor();
    // A new product's address gets its id, and the page now edits it.
    await page.waitForURL(/\/zhProduct\/add\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.locator('.ant-card-head-title', { hasText: '编辑产品' }).waitFor();

    // A second save goes through once the click guard (§5) lets go: the first one's version is carried.
    const saveButton = page.getByRole('button', { name: '保存', exact: true });
    await until(() => saveButton.isEnabled());
    await page.getByLabel('产品简介').fill('第二次保存的简介');
    const secondSave = page.waitForResponse((r) => r.url().includes('goods/save'));
    await saveButton.click();
    expect(((await (await secondSave).json()) as { code: number }).code).toBe(200);
    expect(await page.locator('.ant-modal', { hasText: CONTENT_MSG.lockConflict }).count()).toBe(0);

    // What the server stored: prices in fen, the pictures in their order with the alt, the rows.
    const token = await tokenOf(context);
    const { info } = await call<{ info: ProductDetail }>(token, 'GET', `goods/edit?id=${id}`);
    expect(info.price_sell).toBe(1_280_000);
    expect(info.images).toHaveLength(2);
    expect(info.images[0]).toEqual({ url: second, alt: '冲床正面' });
    expect(info.img).toBe(second);
    expect(info.specs).toEqual([{ name: '公称压力', value: '300 kN' }, { name: '工位数', value: '32' }]);
    expect(info.summary).toBe('第二次保存的简介');
    expect(info.version).toBe(2);

    // The list shows it with its price.
    await page.goto(`${stack.baseUrl}/zhProduct/list`);
    const search = page.getByLabel('搜索名称、型号、品牌');
    await search.fill(name);
    await search.press('Enter');
    const row = page.locator('.ant-table-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain('¥12,800.00');
    const listed = await call<{ rows: ProductRow[] }>(token, 'POST', 'goods/getlist', { keyword: name });
    expect(listed.rows.map((r) => [r.name, r.price_sell])).toEqual([[name, 1_280_000]]);
  } finally {
    await context.close();
  }
});

it('refuses a taken name as typed and on save, and a price with three decimals as typed', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await openNewProduct(page);

    // A price with three decimals: the rule's words under the field, as typed.
    await page.getByLabel('销售价').fill('1.234');
    await explainOf(page, '销售价').getByText(PRODUCT_MSG.priceFormat).waitFor();
    expect(PRODUCT_MSG.priceFormat).toBe('价格格式不正确，最多保留两位小数');
    await page.getByLabel('销售价').fill('1.23');
    await explainOf(page, '销售价').waitFor({ state: 'detached' });

    // A seeded product's name: the site says it is taken, as typed.
    await page.getByLabel('产品名称').fill(SEEDED.fields.name);
    await explainOf(page, '产品名称').getByText('产品名称已存在').waitFor();
    await page.getByLabel('产品名称').fill(`${SEEDED.fields.name} 二代`);
    await explainOf(page, '产品名称').waitFor({ state: 'detached' });

    // Saved before the check could answer (here it never does), the server says the same.
    await page.route('**/goods/checkName**', (route) => route.abort());
    const saved = page.waitForResponse((r) => r.url().includes('goods/save'));
    await page.getByLabel('产品名称').fill(OTHER.fields.name);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const answer = (await (await saved).json()) as { code: number; message: string };
    expect(answer.message).toBe(PRODUCT_MSG.nameExists);
    await page.getByTestId('save-error').getByText('产品名称已存在').waitFor();
    await explainOf(page, '产品名称').getByText('产品名称已存在').waitFor();
    expect(page.url()).toMatch(/\/zhProduct\/add$/);
  } finally {
    await context.close();
  }
});

it('adds a custom field in 管理自定义字段 and fills it on the product', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await openNewProduct(page);
    await page.getByRole('button', { name: '管理自定义字段' }).click();
    const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: '管理自定义字段' }) });
    await dialog.getByText('已有 3 个字段，最多 36 个').waitFor();
    await dialog.getByRole('button', { name: '添加字段' }).click();
    const editor = dialog.getByTestId('field-editor');
    // A name the site already has is refused as typed.
    await editor.getByLabel('字段名称').fill('质保期');
    await editor.getByText(PRODUCT_MSG.customFieldNameExists).waitFor();
    await editor.getByLabel('字段名称').fill('认证标准');
    await editor.getByText('必填').click();
    await editor.getByRole('button', { name: '保存' }).click();
    await page.getByText('自定义字段已保存').first().waitFor();
    // The server gave it the lowest free slot.
    const added = dialog.locator('.ant-table-row').filter({ hasText: '认证标准' });
    await added.waitFor();
    expect(await added.innerText()).toContain('p_8');
    await dialog.getByText('已有 4 个字段，最多 36 个').waitFor();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const name = `激光切割机 认证款 ${Date.now()}`;
    await page.getByLabel('产品名称').fill(name);
    // Required: saving empty says so under the field.
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await explainOf(page, '认证标准').getByText('请填写认证标准').waitFor();
    await page.getByLabel('认证标准').fill('CE / ISO 9001');
    await explainOf(page, '认证标准').waitFor({ state: 'detached' });
    await page.getByLabel('质保期').fill('整机2年');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL(/\/zhProduct\/add\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const { info } = await call<{ info: ProductDetail }>(await tokenOf(context), 'GET', `goods/edit?id=${id}`);
    expect(info.custom).toEqual({ p_6: '整机2年', p_8: 'CE / ISO 9001' });

    // Reopened, the value is where it was typed.
    await page.reload();
    await until(async () => (await page.getByLabel('认证标准').inputValue()) === 'CE / ISO 9001');

    // Deleting the field asks first, saying what goes with it; then its values are gone.
    await page.getByRole('button', { name: '管理自定义字段' }).click();
    const row = dialog.locator('.ant-table-row').filter({ hasText: '认证标准' });
    await row.getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('确定删除自定义字段「认证标准」吗？删除后，所有产品的该字段值都将被清空，且无法恢复。').waitFor();
    await confirm.getByRole('button', { name: /确\s*定|删\s*除|是/ }).click();
    await page.getByText('自定义字段已删除').first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await call<{ info: ProductDetail }>(await tokenOf(context), 'GET', `goods/edit?id=${id}`)).info.custom).toEqual({ p_6: '整机2年' });
  } finally {
    await context.close();
  }
});

it('shows the conflict prompt when another page saved the product in between, and overwrites nothing', async () => {
  const first = await stack.newPage();
  const second = await stack.newPage();
  try {
    await loginAs(first.page, stack.baseUrl, 'admin');
    await loginAs(second.page, stack.baseUrl, 'admin');
    const url = `${stack.baseUrl}/zhProduct/add?id=${SEEDED.id}`;
    for (const { page } of [first, second]) {
      await page.goto(url);
      await until(async () => (await page.getByLabel('产品名称').inputValue()) === SEEDED.fields.name);
    }
    const token = await tokenOf(first.context);
    const before = (await call<{ info: ProductDetail }>(token, 'GET', `goods/edit?id=${SEEDED.id}`)).info.version;

    await first.page.getByLabel('产品简介').fill('第一个页面保存的简介');
    await first.page.getByRole('button', { name: '保存', exact: true }).click();
    await first.page.getByText('产品已保存').first().waitFor();

    await second.page.getByLabel('产品简介').fill('第二个页面的简介');
    await second.page.getByRole('button', { name: '保存', exact: true }).click();
    const prompt = second.page.locator('.ant-modal').filter({ hasText: '产品已被修改' });
    await prompt.getByText(CONTENT_MSG.lockConflict).waitFor();
    expect(await prompt.innerText()).toMatch(/系统管理员 在 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 保存了这个产品/);
    const stored = (await call<{ info: ProductDetail }>(token, 'GET', `goods/edit?id=${SEEDED.id}`)).info;
    expect(stored.summary).toBe('第一个页面保存的简介');
    expect(stored.version).toBe(before + 1);

    // 重新加载: the first page's text, and the next save goes through.
    await prompt.getByRole('button', { name: '重新加载' }).click();
    await prompt.waitFor({ state: 'hidden' });
    await until(async () => (await second.page.getByLabel('产品简介').inputValue()) === '第一个页面保存的简介');
  } finally {
    await first.context.close();
    await second.context.close();
  }
});
