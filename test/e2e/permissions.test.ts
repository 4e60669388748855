// Permissions decide the menu and the routes: the operator (no seo_anchor_manage, spider,
// sys_setting) sees no SEO entry and a typed SEO address lands on /404; the administrator
// sees and opens it.
import { loginAs, menuTexts, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

it('hides SEO from the operator and answers a typed SEO address with /404', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'operator');
  const menu = await menuTexts(page);
  expect(menu).toContain('首页');
  expect(menu).not.toContain('SEO设置');
  expect(menu).not.toContain('网站地图');

  await page.goto(`${stack.baseUrl}/seoSetting/sitemap`);
  await page.waitForURL(/\/404$/);
  await page.getByText('抱歉，您访问的页面不存在').waitFor();
  // The server refuses the call too: hiding the menu is not the only protection.
  const token = (await context.cookies()).find((c) => c.name === 'X-Token')?.value as string;
  const res = await fetch(`${stack.baseUrl}/api/app/site-admin-api/admin/Sitemap/getConfig`, { headers: { 'X-Token': token } });
  expect((await res.json()).code).toBe(403);
  await context.close();
});

it('shows SEO to the administrator, with a breadcrumb, and opens the sitemap page', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  expect(await menuTexts(page)).toEqual(expect.arrayContaining(['首页', 'SEO设置']));
  await page.getByRole('menuitem', { name: 'SEO设置' }).click();
  await page.getByRole('menuitem', { name: '网站地图' }).click();
  await page.waitForURL(/\/seoSetting\/sitemap$/);
  expect(await page.locator('.console-breadcrumb').innerText()).toMatch(/首页\s*\/\s*SEO设置\s*\/\s*网站地图/);
  await page.getByRole('button', { name: '立即生成' }).click();
  await page.getByText(/网站地图已生成，共 \d+ 个地址/).waitFor();
  expect(Number(await page.getByTestId('sitemap-count').innerText())).toBeGreaterThan(6);
  // Generation ran as a background task: its line on the page shows it finished.
  await page.locator('.seo-sitemap-task').getByText('已完成').waitFor();
  expect(await page.locator('.seo-sitemap-task').innerText()).toContain('生成网站地图');
  await context.close();
});

it('refuses an invalid robots.txt in the browser with the shared rule’s message', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/seoSetting/robotsTxtProtocol`);
  const editor = page.getByLabel('robots.txt');
  await editor.fill('User-agent: *\nDisalow: /admin/');
  await page.getByText('第 2 行的字段“Disalow”不受支持').waitFor();
  expect(await page.getByRole('button', { name: '保存' }).isDisabled()).toBe(true);
  await editor.fill('User-agent: *\nDisallow: /admin/');
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('robots.txt 已保存').waitFor();
  await context.close();
});
