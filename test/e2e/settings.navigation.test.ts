// 导航设置 in Chromium against the real server (issue 14 §2): an item nested under another by
// dragging it with the mouse, still nested after a reload; an item added with an inside link to one
// of the site's articles chosen by searching its title (bad input refused on screen first); and
// 顶部导航 copied onto 手机导航 after the confirmation; the show switch, and deletion (请先删除子导航, else
// confirmed). Photographed at 1280 and 1440 px with E2E_SHOTS.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { SITE } from '../../server/core/db/seedData';
import { chooseFromDropdown, loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const SHOTS = process.env.E2E_SHOTS;
const NAVBAR = '/zhSetting/navbar';

const node = (page: Page, name: string) => page.locator('.ant-tree-treenode', { has: page.locator('.nav-node-name', { hasText: new RegExp(`^${name}$`) }) });
/** The item's level as the tree draws it (1 at the top). */
const levelOf = async (page: Page, name: string) => 1 + (await node(page, name).locator('.ant-tree-indent-unit').count());
const topNames = async (page: Page) => (await page.locator('.nav-tree .nav-node-name').allInnerTexts()).map((t) => t.trim());

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function open(): Promise<Page> {
  const { page } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}${NAVBAR}`);
  await node(page, '案例展示').waitFor();
  return page;
}

it('nests 案例展示 under 新闻资讯 by dragging it with the mouse, and it stays nested after a reload', async () => {
  const page = await open();
  try {
    await page.locator('.ant-menu-item-selected', { hasText: '导航设置' }).waitFor();
    expect(await levelOf(page, '案例展示')).toBe(1);
    await shoot(page, 'navbar');
    if (SHOTS) {
      await page.getByRole('tab', { name: '底部导航' }).click();
      await node(page, '人才招聘').getByText('已隐藏').waitFor();
      await shoot(page, 'navbar-bottom');
      await page.getByRole('tab', { name: '顶部导航' }).click();
      await node(page, '案例展示').waitFor();
    }

    const from = await node(page, '案例展示').locator('.nav-node-name').boundingBox();
    const to = await node(page, '新闻资讯').locator('.ant-tree-node-content-wrapper').boundingBox();
    if (!from || !to) throw new Error('tree not drawn');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Over the lower half of 新闻资讯 and an indent right of where the drag began: dropped inside it
    // (the upper half of an item aims at the one above it).
    const start = from.x + from.width / 2;
    await page.mouse.move(start + 10, from.y - 4, { steps: 5 });
    await page.mouse.move(start + 48, to.y + to.height * 0.75, { steps: 10 });
    await page.mouse.up();
    await page.getByText('导航顺序已保存').waitFor();

    await page.reload();
    await node(page, '案例展示').waitFor();
    expect(await levelOf(page, '案例展示')).toBe(2);
    // The server holds it under 新闻资讯.
    const rows = await stack.built.db.selectFrom('nav_items').select(['id', 'name', 'parent_id']).where('site_id', '=', SITE.corporate).where('position', '=', 'top').execute();
    const news = rows.find((r) => r.name === '新闻资讯')!;
    expect(rows.find((r) => r.name === '案例展示')!.parent_id).toBe(news.id);
  } finally {
    await page.context().close();
  }
});

it('adds an item linking to an article found by its title, refusing an empty name and a javascript: address first', async () => {
  const page = await open();
  try {
    await page.getByRole('button', { name: '添加导航' }).click();
    await page.waitForURL(/\/zhSetting\/addNavbar\?position=top/);
    await page.getByTestId('nav-form').waitFor();
    // No breadcrumb on this page; 导航设置 stays highlighted.
    expect(await page.locator('.ant-breadcrumb').count()).toBe(0);
    await page.locator('.ant-menu-item-selected', { hasText: '导航设置' }).waitFor();

    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.locator('.ant-form-item-explain-error', { hasText: '导航名称不能为空' }).waitFor();

    await page.getByLabel('导航名称').fill('新品发布');
    await page.getByRole('radio', { name: '外部链接' }).check();
    await page.getByLabel('链接地址').fill('javascript:alert(1)');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.locator('.ant-form-item-explain-error', { hasText: '链接地址只支持以 http:// 或 https:// 开头的网址' }).waitFor();

    await page.getByRole('radio', { name: '站内链接' }).check();
    await page.getByLabel('链接内容').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: /^文章$/ }).click();
    const article = await stack.built.db.selectFrom('articles').select(['id', 'title']).where('site_id', '=', SITE.corporate).where('disabled', '=', 0)
      .where('title', '=', '新一代智能制造生产线正式投产').executeTakeFirstOrThrow();
    const picker = page.getByLabel('选择文章');
    await picker.click();
    await picker.fill('智能制造生产线');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: article.title }).click();
    await page.getByRole('radio', { name: '新窗口打开' }).check();
    await shoot(page, 'add-navbar');
    // (The click guard holds 保存 for 3 s after the last try.)
    await page.getByRole('button', { name: /^保\s*存$/ }).click({ timeout: 6000 });
    await page.getByText('导航已保存').first().waitFor();
    await page.waitForURL(/\/zhSetting\/navbar$/);

    const added = node(page, '新品发布');
    await added.waitFor();
    expect(await added.locator('.nav-node-link').innerText()).toBe(`站内链接 · 文章：${article.title}`);
    const stored = await stack.built.db.selectFrom('nav_items').selectAll().where('site_id', '=', SITE.corporate).where('name', '=', '新品发布').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ position: 'top', parent_id: 0, link_type: 'inside_link', link_kind: 'article', link_id: article.id, link_url: '', jump_type: 'other_page' });

    // Opened again: the form holds what was saved, the article shown by its title; renamed.
    await added.getByRole('button', { name: '编辑' }).click();
    await page.waitForURL(new RegExp(`/zhSetting/addNavbar\\?id=${stored.id}`));
    await page.getByRole('heading', { name: '编辑导航' }).waitFor();
    await page.locator('.ant-select-content', { hasText: article.title }).or(page.locator('.ant-select-selection-item', { hasText: article.title })).first().waitFor();
    expect(await page.getByRole('radio', { name: '新窗口打开' }).isChecked()).toBe(true);
    await page.getByLabel('导航名称').fill('新品速递');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByText('导航已保存').first().waitFor();
    await node(page, '新品速递').waitFor();
  } finally {
    await page.context().close();
  }
});

it('copies 顶部导航 onto 手机导航 once the confirmation is accepted', async () => {
  const page = await open();
  try {
    const top = await topNames(page);
    await page.getByRole('tab', { name: '手机导航' }).click();
    await page.waitForURL(/tab=phone/);
    await node(page, '产品').waitFor();
    const phoneBefore = await topNames(page);
    expect(phoneBefore).not.toEqual(top);

    // Cancelled: nothing changes.
    await page.getByRole('button', { name: '复制顶部导航到手机导航' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('复制后，手机导航现有的全部导航将被顶部导航替换，确定继续吗？').waitFor();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await topNames(page)).toEqual(phoneBefore);

    await page.getByRole('button', { name: '复制顶部导航到手机导航' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText(`已复制 ${top.length} 项到手机导航`).waitFor();
    await node(page, '案例展示').waitFor();
    expect(await topNames(page)).toEqual(top);
    await page.reload();
    await node(page, '案例展示').waitFor();
    expect(await topNames(page)).toEqual(top);
    await shoot(page, 'navbar-phone');
  } finally {
    await page.context().close();
  }
});

it('hides an item with its switch, refuses to delete one with children (请先删除子导航) and deletes a leaf once confirmed', async () => {
  const page = await open();
  try {
    await page.getByRole('switch', { name: '显示 关于我们' }).click();
    await page.getByText('已隐藏「关于我们」').waitFor();
    await node(page, '关于我们').getByText('已隐藏').waitFor();
    await page.reload();
    await node(page, '关于我们').getByText('已隐藏').waitFor();
    expect(await page.getByRole('switch', { name: '显示 关于我们' }).isChecked()).toBe(false);

    await chooseFromDropdown(page, page.getByRole('button', { name: '产品中心 的操作', exact: true }), '删除');
    await page.getByText('请先删除子导航').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await chooseFromDropdown(page, page.getByRole('button', { name: '数控机床 的操作', exact: true }), '删除');
    await page.getByRole('dialog').getByText('确定删除导航「数控机床」吗？删除后不可恢复。').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('导航已删除').waitFor();
    await node(page, '数控机床').waitFor({ state: 'detached' });
    const left = await stack.built.db.selectFrom('nav_items').select('name').where('site_id', '=', SITE.corporate).where('position', '=', 'top').execute();
    expect(left.map((r) => r.name)).not.toContain('数控机床');
    expect(left.map((r) => r.name)).toContain('焊接设备');
  } finally {
    await page.context().close();
  }
});
