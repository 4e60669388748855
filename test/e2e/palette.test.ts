// The command palette (issue 10, 7a): Ctrl+K opens it anywhere; by keyboard alone the user jumps
// to a page, runs a plugin's action, or opens a record found by title. It never lists what the
// user may not open: the operator (no SEO keys) sees no SEO page.
import type { Page } from 'playwright-core';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const palette = (page: Page) => page.getByRole('dialog', { name: '命令面板' });
const options = (page: Page) => palette(page).getByRole('option');

async function openPalette(page: Page) {
  // A palette that is still closing must not take the keystrokes meant for the new one.
  await palette(page).waitFor({ state: 'hidden' });
  await page.keyboard.press('Control+k');
  await palette(page).getByRole('combobox').waitFor();
  await page.waitForFunction(() => (document.querySelector('.console-palette input') as HTMLInputElement | null)?.value === '');
}

/** Types a query and waits until the record search has answered. */
async function search(page: Page, query: string) {
  await page.keyboard.type(query);
  await page.waitForFunction((q) => (document.querySelector('.console-palette input') as HTMLInputElement | null)?.value === q, query);
  await page.waitForTimeout(250);
  await palette(page).getByText('正在搜索记录…').waitFor({ state: 'detached' });
}

/** Waits for a form field showing this value (the editor's title, the dialog's form name). */
async function fieldShowing(page: Page, value: string) {
  await page.waitForFunction((v) => [...document.querySelectorAll('input')].some((input) => input.value === v), value);
}

async function selectedText(page: Page) {
  return palette(page).locator('[role="option"][aria-selected="true"]').innerText();
}

it('jumps to a page, runs an action and opens a record, by keyboard only', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');

    // A page: 标签 → 标签管理, first and selected; Enter opens it.
    await openPalette(page);
    await search(page, '标签');
    expect(await selectedText(page)).toContain('标签管理');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/zhTags\/tags$/);
    await expect(palette(page).isVisible()).resolves.toBe(false);

    // The admin holds the SEO keys: the operator test below is not vacuous.
    await openPalette(page);
    await search(page, '网站地图');
    expect(await selectedText(page)).toContain('网站地图');
    await page.keyboard.press('Escape');

    // An action contributed by the content plugin, reached with the arrow keys.
    await openPalette(page);
    await search(page, '新建');
    const texts = await options(page).allInnerTexts();
    const target = texts.findIndex((t) => t.includes('新建案例'));
    expect(target).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
    expect(await selectedText(page)).toContain('新建案例');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/zhContent\/add\?type=3$/);

    // A record by title: the article opens in its editor.
    await openPalette(page);
    await search(page, '智能制造生产线');
    const record = options(page).filter({ hasText: '新一代智能制造生产线正式投产' });
    expect(await record.innerText()).toContain('新闻资讯');
    while (!(await selectedText(page)).includes('新一代智能制造生产线正式投产')) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/zhContent\/add\?type=1&id=\d+$/);
    await fieldShowing(page, '新一代智能制造生产线正式投产');

    // A form by title opens in the form dialog on its list.
    await openPalette(page);
    await search(page, '产品询价');
    while (!(await selectedText(page)).includes('产品询价')) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/zhEnquiry\/form$/);
    await fieldShowing(page, '产品询价');
    await page.keyboard.press('Escape');

    // Nothing matches: said so. Escape closes.
    await openPalette(page);
    await search(page, 'zzzz-没有这个');
    await palette(page).getByText('没有找到匹配的页面、操作或记录').waitFor();
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'hidden' });
  } finally {
    await context.close();
  }
});

it('lists no page the operator may not open (SEO)', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'operator');
    await openPalette(page);
    await search(page, '');
    const all = (await options(page).allInnerTexts()).join('\n');
    expect(all).toContain('新闻资讯');
    for (const query of ['seo', '网站地图', 'Robots']) {
      await page.keyboard.press('Control+a');
      await search(page, query);
      const texts = (await options(page).allInnerTexts()).join('\n');
      expect(texts).not.toMatch(/网站地图|Robots协议|SEO设置/);
    }
    await palette(page).getByText('没有找到匹配的页面、操作或记录').waitFor();
  } finally {
    await context.close();
  }
});
