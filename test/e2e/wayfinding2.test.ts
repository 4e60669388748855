// Wayfinding leftovers of issue 10 as the user reads them: the home's 草稿文章 to-do opens the drafts
// of every type (and publishing one takes it off the list), the English console counts in English
// ("1 item", not "1 items") and names the server's to-dos in English, and an expired site's home
// offers 续费 — or says whom to ask when the company has no buy address.
import type { Page } from 'playwright-core';
import { SITE } from '../../server/core/db/seedData';
import { destroyAiSeedDrafts } from './support/aiSeed';
import { loginAs, startStack, waitUntilSettled, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  // This file reads content's three seeded drafts; the AI assistant's go first.
  await destroyAiSeedDrafts(stack);
});
afterAll(() => stack.close());

const rowTexts = async (page: Page, column: number) =>
  (await page.locator(`.ant-table-row td:nth-child(${column})`).allInnerTexts()).map((t) => t.trim());

it('goes from the home to-do to the drafts of every type, and publishing one takes it off the list', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    const todo = page.getByTestId('home-tasks').locator('li').filter({ hasText: '草稿文章' });
    await todo.waitFor();
    expect(await todo.innerText()).toMatch(/^3\s*草稿文章\s*去处理$/);
    await todo.getByRole('button', { name: '去处理' }).click();
    await page.waitForURL(/\/zhContent\/drafts$/);
    await page.locator('.ant-table-row').first().waitFor();

    expect(await page.title()).toBe('草稿箱 - 建站管理控制台');
    expect(await page.locator('.console-breadcrumb').innerText()).toMatch(/^首页\s*\/\s*内容管理\s*\/\s*草稿箱$/);
    const drafts = Object.fromEntries((await rowTexts(page, 1)).map((title, i) => [title, i]));
    expect(Object.keys(drafts).sort()).toEqual(['年中客户答谢会筹备中', '教育机构招生平台案例（待完善）', '新厂区落成典礼相册'].sort());
    const types = await rowTexts(page, 2);
    expect({ news: types[drafts['年中客户答谢会筹备中']], case: types[drafts['教育机构招生平台案例（待完善）']], album: types[drafts['新厂区落成典礼相册']] })
      .toEqual({ news: '新闻', case: '案例', album: '相册' });
    expect(await page.locator('.ant-pagination-total-text').innerText()).toBe('共 3 篇草稿');

    // The title is a link to the edit page of its type.
    const album = page.locator('.ant-table-row').filter({ hasText: '新厂区落成典礼相册' });
    expect(await album.getByRole('link', { name: '新厂区落成典礼相册' }).getAttribute('href')).toMatch(/^\/zhContent\/add\?type=5&id=\d+$/);

    // Publish the news draft: confirmed, then it leaves the list.
    const news = page.locator('.ant-table-row').filter({ hasText: '年中客户答谢会筹备中' });
    await news.getByRole('button', { name: /^发\s*布$/ }).click();
    const dialog = page.locator('.ant-modal-confirm').filter({ hasText: '确定发布“年中客户答谢会筹备中”吗？' });
    await waitUntilSettled(dialog);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('已发布', { exact: true }).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-table-tbody')?.textContent?.includes('年中客户答谢会筹备中'));
    expect((await rowTexts(page, 1)).sort()).toEqual(['教育机构招生平台案例（待完善）', '新厂区落成典礼相册'].sort());
    expect(await page.locator('.ant-pagination-total-text').innerText()).toBe('共 2 篇草稿');

    // The home counts what the view lists.
    await page.goto(`${stack.baseUrl}/zhHome/index`);
    expect(await page.getByTestId('home-tasks').locator('li').filter({ hasText: '草稿文章' }).innerText()).toMatch(/^2\s*草稿文章/);
  } finally {
    await context.close();
  }
});

it('reads the home to-dos and a category count in English once the console is switched', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.getByTestId('home-tasks').locator('li').first().waitFor();
    const menu = page.getByTestId('user-menu');
    await menu.click();
    const popup = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await waitUntilSettled(popup);
    await popup.getByRole('menuitem', { name: '界面语言' }).hover();
    await page.getByRole('menuitem', { name: 'English' }).click();

    const tasks = page.getByTestId('home-tasks');
    await tasks.getByText('Unread messages').waitFor();
    const labels = (await tasks.locator('.home-task-row > span:not(.ant-badge)').allInnerTexts()).map((t) => t.trim());
    expect(labels).toEqual(['Unread messages', 'Draft articles', 'Recycle bin']);
    expect(await tasks.innerText()).not.toMatch(/[\u4e00-\u9fff]/);
    const guide = await page.getByTestId('home-guide').innerText();
    expect(guide).toContain('Publish the first article');
    expect(guide).not.toMatch(/[\u4e00-\u9fff]/);

    // A category's count: the name is the user's, the wrapper and the count English, singular for one.
    await page.goto(`${stack.baseUrl}/zhContent/news`);
    await page.locator('.ant-table-row').first().waitFor();
    const tree = (await page.locator('.content-category-card .ant-tree-title').allInnerTexts()).map((t) => t.trim());
    expect(tree.length).toBeGreaterThan(1);
    for (const title of tree.slice(1)) expect(title).toMatch(/^\S.* \((1 item|\d+ items)\)$/);
    // Make one category hold exactly one article and read "(1 item)".
    const category = await stack.built.db.selectFrom('categories').select(['id', 'name']).where('site_id', '=', SITE.corporate).where('type', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const inIt = await stack.built.db.selectFrom('articles').select('id').where('category_id', '=', category.id).where('disabled', '=', 0).orderBy('id').execute();
    await stack.built.db.updateTable('articles').set({ category_id: 0 }).where('id', 'in', inIt.slice(1).map((a) => a.id).concat([-1])).execute();
    await page.reload();
    await page.locator('.content-category-card .ant-tree-title').filter({ hasText: category.name }).first().waitFor();
    expect(await page.locator('.content-category-card .ant-tree-title').filter({ hasText: category.name }).first().innerText()).toBe(`${category.name} (1 item)`);
  } finally {
    await context.close();
  }
});

it('offers 续费 on the expired site’s home, opening the company’s buy address in a new window', async () => {
  const { page, context } = await stack.newPage();
  try {
    // The buy address is outside: answer it here so the new window has something to show.
    await context.route('https://www.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>续费</title>' }));
    await loginAs(page, stack.baseUrl, 'admin');
    await chooseSite(page, '旧版官网（已过期）');
    const site = page.getByTestId('home-site-info');
    await site.getByText('网站已过期，请续费后继续使用。').waitFor();
    const renew = site.getByTestId('home-renew');
    await renew.waitFor();
    expect((await renew.innerText()).replace(/\s/g, '')).toBe('续费');
    expect(await renew.getAttribute('target')).toBe('_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), renew.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://www.example.com/buy/foreign-site');
    await popup.close();
    expect(await page.getByTestId('home-domains').getByTestId('home-renew').count()).toBe(1);

    // A company without a buy address: no button, a sentence instead.
    await stack.built.db.updateTable('companies').set({ buy_url: '' }).where('id', '=', 1).execute();
    await page.reload();
    await site.getByTestId('home-renew-contact').waitFor();
    expect(await site.getByTestId('home-renew-contact').innerText()).toBe('暂未开通在线续费，请联系客服续费');
    expect(await page.getByTestId('home-renew').count()).toBe(0);
  } finally {
    await context.close();
  }
});

/** Makes a site active through the header's site switcher (as shell.test.ts does). */
async function chooseSite(page: Page, name: string): Promise<void> {
  await page.locator('.site-switcher-trigger').click();
  const switcher = page.getByTestId('site-switcher');
  await waitUntilSettled(switcher);
  await switcher.getByRole('button', { name: new RegExp(name.replace(/[()（）]/g, '.')) }).first().click();
  await page.getByTestId('home-site-info').getByText(name, { exact: true }).waitFor();
}
