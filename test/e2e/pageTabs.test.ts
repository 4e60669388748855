// Page tabs (多页签, issue 10 7b): switched on from the user menu and remembered for that user;
// every page opened gets a tab whose page keeps its state (a half-typed filter) across switches;
// the address bar shows the active tab's URL; close, close others and reopen closed.
import type { Page } from 'playwright-core';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const tabBar = (page: Page) => page.locator('.console-page-tabs');
const tabTitles = (page: Page) => tabBar(page).locator('.console-page-tab').allInnerTexts();
/** Waits until the tab bar reads exactly these titles, in order. */
async function expectTabs(page: Page, titles: string[]) {
  await page
    .waitForFunction((want) => JSON.stringify([...document.querySelectorAll('.console-page-tabs .console-page-tab')].map((t) => t.textContent)) === JSON.stringify(want), titles, { timeout: 5000 })
    .catch(() => undefined);
  expect(await tabTitles(page)).toEqual(titles);
}
const tab = (page: Page, title: string) => tabBar(page).getByRole('tab', { name: title });

/** Opens a page inside the console (no reload), through the command palette. */
async function openInConsole(page: Page, query: string, url: RegExp) {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: '命令面板' });
  await palette.getByRole('combobox').fill(query);
  await palette.locator('[role="option"][aria-selected="true"]').filter({ hasText: query }).waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL(url);
}

async function userMenu(page: Page, item: string) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: item }).click();
}

it('keeps each tab’s page as it was, and closes, closes others and reopens tabs', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    expect(await tabBar(page).count()).toBe(0);
    await userMenu(page, '开启多页签');
    await tabBar(page).waitFor();
    await expectTabs(page, ['首页']);

    // A half-typed search on the news list (not submitted) …
    await openInConsole(page, '新闻资讯', /\/zhContent\/news$/);
    await page.locator('.content-search input').fill('半截的筛选');
    await openInConsole(page, '标签管理', /\/zhTags\/tags$/);
    await expectTabs(page, ['首页', '新闻资讯', '标签管理']);

    // … is still there after switching away and back; the address follows the tab.
    await tab(page, '新闻资讯').click();
    await page.waitForURL(/\/zhContent\/news$/);
    expect(await page.locator('.content-search input').inputValue()).toBe('半截的筛选');

    // Close a tab, then reopen it from the tab menu.
    await tabBar(page).locator('.ant-tabs-tab', { hasText: '标签管理' }).locator('.ant-tabs-tab-remove').click();
    await expectTabs(page, ['首页', '新闻资讯']);
    await tabBar(page).getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '重新打开关闭的标签页' }).click();
    await page.waitForURL(/\/zhTags\/tags$/);
    await expectTabs(page, ['首页', '新闻资讯', '标签管理']);

    // Close the others: only the active tab stays.
    await tabBar(page).getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '关闭其他标签页' }).click();
    await expectTabs(page, ['标签管理']);

    // Remembered for this user across a reload; another user on this browser has none.
    await page.reload();
    await tabBar(page).waitFor();
    await expectTabs(page, ['标签管理']);
    await userMenu(page, '退出登录');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/login/);
    await loginAs(page, stack.baseUrl, 'operator');
    await page.getByTestId('user-menu').waitFor();
    expect(await tabBar(page).count()).toBe(0);
  } finally {
    await context.close();
  }
});
