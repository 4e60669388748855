// Wayfinding as the user reads it (issue 10): the browser tab names every page, a group and its
// page of the same name are one crumb, the recycle bin's pager counts, and an article without a
// category says so.
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

it('names the tab on the shell\'s own pages, says each crumb once, counts the recycle bin and marks uncategorised articles', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');

    // The shell's own pages replace the previous page's tab title.
    await page.goto(`${stack.baseUrl}/zhTags/tags`);
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.title()).toBe('标签管理 - 建站管理控制台');
    // 标签管理 is both the menu group and its page: one crumb.
    expect(await page.locator('.console-breadcrumb').innerText()).toMatch(/^首页\s*\/\s*标签管理$/);

    await page.getByRole('button', { name: /消息中心/ }).click();
    await page.getByText('查看更多').click();
    await page.waitForURL(/\/message\/allMessage$/);
    await page.waitForFunction(() => document.title.startsWith('全部消息'));
    expect(await page.title()).toBe('全部消息 - 建站管理控制台');

    await page.goto(`${stack.baseUrl}/zhRecycle/index`);
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.locator('.ant-pagination-total-text').innerText()).toMatch(/^共 \d+ 条$/);

    // Every seeded article has a category: take one help article out of its category.
    const help = await stack.built.db.selectFrom('articles').select('id').where('site_id', '=', 1001).where('type', '=', 2).where('disabled', '=', 0).executeTakeFirstOrThrow();
    await stack.built.db.updateTable('articles').set({ category_id: 0 }).where('id', '=', help.id).execute();
    await page.goto(`${stack.baseUrl}/zhContent/help`);
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.locator('.content-uncategorised').count()).toBe(1);
    expect(await page.locator('.content-uncategorised').first().innerText()).toBe('未分类');
  } finally {
    await context.close();
  }
});
