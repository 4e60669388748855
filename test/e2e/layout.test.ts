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

it('the user menu: 账号信息 shows the company’s real-name state, the build date is there, and the 140 px sidebar theme survives a reload', async () => {
  const { page, context } = await stack.newPage();
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAs(page, stack.baseUrl, 'admin');
    const siderWidth = () => page.locator('.console-sider').evaluate((el) => Math.round(el.getBoundingClientRect().width));
    expect(await siderWidth()).toBe(192);

    await page.getByTestId('user-menu').click();
    expect(await page.getByText('版本日期 2025/10/23').isVisible()).toBe(true);
    await page.getByRole('menuitem', { name: '账号信息' }).click();
    const dialog = page.getByRole('dialog', { name: '账号信息' });
    await dialog.getByTestId('real-name-state').waitFor();
    expect(await dialog.getByTestId('real-name-state').innerText()).toBe('已实名认证');
    expect(await dialog.innerText()).toContain('企业：云建站示范科技有限公司');
    await page.keyboard.press('Escape');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '菜单样式' }).hover();
    await page.getByRole('menuitem', { name: /窄侧边栏（140px）/ }).click();
    await page.waitForFunction(() => Math.round(document.querySelector('.console-sider')!.getBoundingClientRect().width) === 140);
    await page.reload();
    await page.locator('.console-sider').waitFor();
    expect(await siderWidth()).toBe(140);
    // Every first-level title still fits (no title cut off by the narrower menu).
    const clipped = await page.locator('.console-sider .ant-menu-title-content').evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
    expect(clipped).toEqual([]);
  } finally {
    await context.close();
  }
});
