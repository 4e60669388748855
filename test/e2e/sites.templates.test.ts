// Sites from templates in Chromium against the real server (issue 17 §2–3): a Chinese site created
// on /createZh goes on to 选择模板; a keyword filter narrows the grid; 使用此模板 (confirmed) builds
// the site and 建站完成 shows its address and pictures, also after a reload (the task's id is in the
// URL); the demonstration account is refused on /createZh; 更换模板 shows the seeded site's current
// template and history, and a confirmed change (which says the admin data is kept) shows the new one.
import { loginAs, type Stack, startStack, switchSite } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

it('creates a site on /createZh, chooses a template and reaches 建站完成 with its address', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/createZh`);
  await page.getByLabel('网站名称').fill('模板新站');
  await page.getByRole('button', { name: '创建' }).click();
  await page.waitForURL(/\/zhHome\/selectTemplate$/);
  // The switch happened: the header names the new site.
  await page.locator('.site-switcher-name', { hasText: '模板新站' }).waitFor();
  await page.getByText('为网站“模板新站”选择一套模板').waitFor();

  const grid = page.getByTestId('template-grid');
  const cards = grid.getByTestId('template-card');
  await cards.first().waitFor();
  expect(await cards.count()).toBe(12);
  expect(await grid.innerText()).toMatch(/共 \d+ 套模板/);
  // This company has the plus role: 高级 cards are among them.
  expect(await grid.locator('.tpl-card-plus').count()).toBeGreaterThan(0);
  // 预览 opens the template's demo in the designer's preview box (a new tab).
  const preview = cards.first().getByRole('link', { name: /^预览/ });
  expect(await preview.getAttribute('href')).toMatch(/^\/previewBox\/pcPreview\/[^/]+\/http[^/]+\/\d+\/\d+$/);
  expect(await preview.getAttribute('target')).toBe('_blank');

  // A keyword (Enter searches) narrows the grid to that template.
  const code = (await cards.nth(2).getAttribute('data-code'))!;
  const keyword = page.getByPlaceholder('搜索模板名称或编号');
  await keyword.fill(code);
  await keyword.press('Enter');
  await grid.locator(`[data-testid="template-card"][data-code="${code}"]`).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="template-grid"] [data-testid="template-card"]').length === 1);
  await keyword.fill('没有这样的模板名称');
  await keyword.press('Enter');
  await page.getByText('没有符合条件的模板，请调整筛选条件').waitFor();
  await page.getByRole('button', { name: '重置' }).click();
  await cards.nth(11).waitFor();

  await cards.first().getByRole('button', { name: /使用此模板/ }).click();
  await page.locator('.ant-modal-confirm-title', { hasText: /使用模板 T\d+？/ }).waitFor();
  await page.getByRole('button', { name: '确定' }).click();
  await page.waitForURL(/\/zhHome\/finish\?twebId=\d+&taskId=\d+$/);
  await page.getByTestId('finish-done').waitFor({ timeout: 30_000 });
  const pcUrl = page.getByTestId('finish-pc-url');
  expect((await pcUrl.innerText()).length).toBeGreaterThan(3);
  expect(await page.getByRole('img', { name: '电脑版预览图' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole('button', { name: '绑定域名' }).waitFor();

  // Reload-safe: the ids are in the URL.
  const address = await pcUrl.innerText();
  await page.reload();
  await page.getByTestId('finish-done').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('finish-pc-url').innerText()).toBe(address);

  // The built site now has a template: 更换模板 shows it.
  await page.getByRole('button', { name: '更换模板' }).click();
  await page.waitForURL(/\/zhHome\/template$/);
  await page.getByTestId('current-template').getByTestId('template-card').waitFor();
  // 选择模板 again (by URL) does not offer a second build.
  await page.goto(`${stack.baseUrl}/zhHome/selectTemplate`);
  await page.getByTestId('select-built').waitFor();
  await page.getByTestId('template-card').first().waitFor();
  expect(await page.getByTestId('template-card').first().getByRole('button', { name: /使用此模板/ }).isDisabled()).toBe(true);
  await context.close();
});

it('refuses the demonstration account on /createZh', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'demo');
  await page.goto(`${stack.baseUrl}/createZh`);
  await page.getByText('演示账号，该功能暂不可用！').waitFor();
  expect(await page.getByLabel('网站名称').count()).toBe(0);
  await context.close();
});

it('更换模板 shows the current template and history; a confirmed change keeps admin data and shows the new one', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  // The account's active site is remembered on the server: back to the seeded Chinese site.
  await switchSite(page, /示范企业官网/, /\/zhHome\/index$/);
  await page.locator('.site-switcher-name', { hasText: '示范企业官网' }).waitFor();
  // The home's 网站模板 card names the current template and leads to 更换模板.
  const homeCard = page.getByTestId('template-home-card');
  await homeCard.getByText('T1001').waitFor();
  await homeCard.getByRole('button', { name: '更换模板' }).click();
  await page.waitForURL(/\/zhHome\/template$/);
  const current = page.getByTestId('current-template');
  await current.locator('[data-code="T1001"]').waitFor();
  expect(await page.getByTestId('theme-history').innerText()).toContain('T1013');
  // No breadcrumb on this page.
  expect(await page.locator('.console-breadcrumb').count()).toBe(0);

  const grid = page.getByTestId('template-grid');
  const other = grid.locator('[data-testid="template-card"]:not([data-code="T1001"])').first();
  await other.waitFor();
  const code = (await other.getAttribute('data-code'))!;
  // 预览 opens the template's demo page in /previewBox (a new tab), framed — not 预览地址无效.
  const [preview] = await Promise.all([context.waitForEvent('page'), other.getByRole('link', { name: /预览/ }).click()]);
  const frame = preview.getByTestId('preview-box-frame').first();
  await frame.waitFor();
  expect(await frame.getAttribute('src')).toContain(`/tpl-demo/${code}/`);
  await preview.close();
  await other.getByRole('button', { name: '选择' }).click();
  await page.getByText(`已选择：${code}`).waitFor();
  await page.getByRole('button', { name: '更换模板', exact: true }).click();
  await page.getByTestId('change-confirm-body').waitFor();
  expect(await page.getByTestId('change-confirm-body').innerText()).toContain('后台数据（文章、产品、栏目、表单等）全部保留');
  await page.getByRole('button', { name: '确定更换' }).click();
  await page.getByText('模板已更换').waitFor();
  await current.locator(`[data-code="${code}"]`).waitFor();
  expect(await page.getByTestId('theme-history').innerText()).toContain('T1001');

  // 我的服务, collapsed below: opened, it lists the company's services.
  await page.getByText('我的服务').click();
  await page.getByTestId('my-services').waitFor();
  expect(await page.getByTestId('my-services').innerText()).toContain('示范企业官网');
  await context.close();
});
