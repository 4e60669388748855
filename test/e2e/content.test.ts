// Content as an operator writes it: an article with an image from the gallery and a link through
// the editor's dialogs, each dialog refusing bad input first; published, found in its list,
// removed to the recycle bin, restored. The server's stored HTML is checked too.
import type { Page } from 'playwright-core';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

// The main toolbar's button once enabled: wangEditor refreshes its toolbar on a short debounce after
// each keystroke, and a click on a button still drawn disabled does nothing.
const toolbar = (page: Page, key: string) => page.locator(`.w-e-toolbar button[data-menu-key="${key}"]:not(.disabled)`);
const dialog = (page: Page, title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

it('writes, publishes, removes and restores an article through the editor dialogs', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/zhContent/news`);
  await page.getByRole('button', { name: '添加新闻' }).click();
  await page.waitForURL(/\/zhContent\/add\?type=1$/);
  // The list of its type stays highlighted (§2), and the page has no breadcrumb.
  await page.locator('.ant-menu-item-selected', { hasText: '新闻资讯' }).waitFor();
  expect(await page.locator('.console-breadcrumb').count()).toBe(0);

  const title = `端到端文章 ${Date.now()}`;
  await page.getByLabel('标题', { exact: true }).fill(title);
  const body = page.locator('[data-slate-editor]');
  await body.waitFor();
  await body.click();
  await page.keyboard.type('这是正文的第一段。');

  // Link dialog: a bad address is refused with the editor's alert and nothing is inserted.
  await toolbar(page, 'uiLink').click();
  const link = dialog(page, '插入链接');
  await link.getByLabel('地址').fill('not a url');
  await link.getByRole('button', { name: '确定' }).click();
  await page.getByText('请输入正确的链接地址').first().waitFor();
  expect(await body.locator('a').count()).toBe(0);
  await link.getByLabel('地址').fill('https://www.example.com/about');
  await link.getByLabel('文字').fill('示例链接');
  await link.getByText('在新窗口打开').click();
  await link.getByRole('button', { name: '确定' }).click();
  await body.locator('a', { hasText: '示例链接' }).waitFor();

  // Video dialog: the untouched default prefix is not an address.
  await toolbar(page, 'uiVideo').click();
  const video = dialog(page, '插入视频');
  await video.getByRole('button', { name: '确定' }).click();
  await page.getByText('请输入正确的视频地址').first().waitFor();
  await video.getByRole('button', { name: '取消' }).click();

  // Insert-file dialog: an ftp address is refused.
  await toolbar(page, 'uiInsertFile').click();
  const file = dialog(page, '插入文件');
  await file.getByLabel('文件地址').fill('ftp://files.example.com/a.pdf');
  await file.getByRole('button', { name: '确定' }).click();
  await page.getByText('请输入正确的链接地址').first().waitFor();
  await file.getByRole('button', { name: '取消' }).click();

  // Image from the gallery; a width that is not a number is refused first.
  await body.click();
  await page.keyboard.press('End');
  await toolbar(page, 'uiImage').click();
  const image = dialog(page, '插入图片');
  await image.getByRole('button', { name: '从图库选择' }).click();
  const picker = page.getByTestId('gallery-picker');
  await picker.getByTestId('file-card').first().waitFor();
  await picker.getByTestId('file-card').first().locator('button').click();
  await page.locator('.res-picker').getByRole('button', { name: '确定' }).click();
  await picker.waitFor({ state: 'detached' });
  expect(await image.getByLabel('地址').inputValue()).toMatch(/^\/uploads\//);
  await image.getByLabel('宽度').fill('abc');
  await image.getByRole('button', { name: '确定' }).click();
  await page.getByText('宽度只能输入数字').first().waitFor();
  await image.getByLabel('宽度').fill('300');
  await image.getByRole('button', { name: '确定' }).click();
  await body.locator('img').first().waitFor();

  // Publish and go back to the list.
  await page.getByRole('button', { name: '保存并返回' }).click();
  await page.waitForURL(/\/zhContent\/news$/);
  const row = page.locator('tr', { hasText: title });
  await row.waitFor();
  expect(await row.innerText()).toContain('已发布');

  // What the server stored: the link opens safely in a new window, the image is the gallery's.
  const token = (await context.cookies()).find((c) => c.name === 'X-Token')?.value as string;
  const list = await (await fetch(`${stack.baseUrl}/api/app/site-admin-api/admin_cms/article/getlist?type=1&keyword=${encodeURIComponent(title)}`, { headers: { 'X-Token': token } })).json();
  const id = list.data.rows[0].id as number;
  const stored = (await (await fetch(`${stack.baseUrl}/api/app/site-admin-api/admin_cms/article/edit?id=${id}`, { headers: { 'X-Token': token } })).json()).data.info.content as string;
  expect(stored).toMatch(/<a [^>]*href="https:\/\/www\.example\.com\/about"[^>]*>/);
  expect(stored).toMatch(/target="_blank"/);
  expect(stored).toMatch(/rel="noopener noreferrer"/);
  expect(stored).toMatch(/<img [^>]*src="\/uploads\/[^"]+"/);

  // Remove to the recycle bin (confirmed), then restore it.
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByText(/确定将所选的 1 条内容移到回收站吗/).waitFor();
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByText('已移到回收站').waitFor();
  await row.waitFor({ state: 'detached' });

  await page.getByRole('menuitem', { name: '回收站' }).click();
  await page.waitForURL(/\/zhRecycle\/index$/);
  const removed = page.getByTestId('recycle-table').locator('tr', { hasText: title });
  await removed.waitFor();
  await removed.getByRole('button', { name: '恢复' }).click();
  await page.getByText('已恢复').waitFor();
  await page.goto(`${stack.baseUrl}/zhContent/news`);
  await page.locator('tr', { hasText: title }).waitFor();
  await context.close();
});
