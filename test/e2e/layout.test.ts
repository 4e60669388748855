// The layout while scrolling (issue 10): the menu stays in view and scrolls on its own when its open
// submenus are taller than the window; a page reached from the menu opens at its top; back returns
// to where the user was.
import type { Page } from 'playwright-core';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function openAllSubmenus(page: Page) {
  const closed = page.locator('.console-sider .ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while ((await closed.count()) > 0) {
    await closed.first().click();
    await page.waitForTimeout(50);
  }
}

it('keeps the menu in view with its own scroll, opens pages at the top, and back restores the position', async () => {
  const { page, context } = await stack.newPage();
  try {
    await page.setViewportSize({ width: 1280, height: 480 });
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhContent/news`);
    await page.locator('.ant-table-row').first().waitFor();
    await openAllSubmenus(page);

    const sider = page.locator('.console-sider .ant-layout-sider-children');
    const menu = await sider.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
    // The open submenus are taller than the window: the menu scrolls inside its own box.
    expect(menu.scrollHeight).toBeGreaterThan(menu.clientHeight);
    expect(menu.clientHeight).toBeLessThanOrEqual(480);

    // Scrolling the page leaves the menu where it was, just under the header.
    const tall = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(tall).toBeGreaterThan(100);
    const target = Math.min(300, tall);
    await page.evaluate((y) => window.scrollTo(0, y), target);
    await page.waitForTimeout(100);
    expect(await scrollY(page)).toBe(target);
    expect(Math.round((await page.locator('.console-sider').boundingBox())!.y)).toBe(56);

    // A page chosen from the lower part of the menu opens at its top.
    await sider.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.locator('.console-sider .ant-menu-item', { hasText: '回收站' }).click();
    await page.waitForURL(/\/zhRecycle\/index|\/zhContent\/index/);
    // The recycle bin's own content, not a heading the page before may still show while it loads.
    await page.getByTestId('recycle-table').waitFor();
    await page.waitForFunction(() => Math.round(window.scrollY) === 0, undefined, { timeout: 5000 }).catch(() => undefined);
    expect(await scrollY(page)).toBe(0);

    // Back: the list again, where the user had scrolled to.
    await page.goBack();
    await page.waitForURL(/\/zhContent\/news/);
    await page.locator('.ant-table-row').first().waitFor();
    await page.waitForFunction((y) => Math.round(window.scrollY) === y, target, { timeout: 5000 });
    expect(await scrollY(page)).toBe(target);
  } finally {
    await context.close();
  }
});
