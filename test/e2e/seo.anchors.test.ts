// Anchor text as an operator meets it: add an anchor on the anchor page (a bad link refused on its
// field), run 全部更新 and read on screen how many links went in and how often the new anchor is
// used, then find exactly that many links in the stored bodies; 清除锚文本 takes them away again.
import type { Page } from 'playwright-core';
import { ANCHOR_MSG } from '../../shared/domain/seo/anchors';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const dialog = (page: Page, title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const confirm = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click();

it('adds an anchor, links it into the bodies with 全部更新 and clears it again', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/seoSetting/anchorText`);
  await page.getByText('共 10 个锚文本').waitFor();

  const word = '折弯机';
  await page.getByRole('button', { name: '新增锚文本' }).click();
  const add = dialog(page, '新增锚文本');
  await add.getByLabel('锚文本').fill(word);
  await add.getByLabel('链接地址').fill('javascript:alert(1)');
  await add.getByRole('button', { name: '保存' }).click();
  await add.getByText(ANCHOR_MSG.linkInvalid).waitFor();
  await add.getByLabel('链接地址').fill('/product/list_2.html');
  await add.getByLabel('权重').fill('100');
  await add.getByRole('button', { name: '保存' }).click();
  await add.waitFor({ state: 'hidden' });
  await page.getByText('共 11 个锚文本').waitFor();
  expect(await page.getByTestId(`anchor-uses-${word}`).innerText()).toBe('0');

  await page.getByRole('button', { name: '全部更新' }).click();
  await confirm(page);
  const result = page.getByTestId('anchor-bulk-result');
  await result.getByText(/全部更新完成/).waitFor();
  const [, updated, links] = /更新 (\d+) 篇，正文中共有锚文本链接 (\d+) 个/.exec(await result.innerText()) ?? [];
  expect(Number(updated)).toBeGreaterThan(0);
  expect(Number(links)).toBeGreaterThan(0);
  // The heaviest anchor went into every body holding its word: its use count is on the list.
  await page.waitForFunction((w) => Number(document.querySelector(`[data-testid="anchor-uses-${w}"]`)?.textContent) > 0, word);
  const uses = Number(await page.getByTestId(`anchor-uses-${word}`).innerText());

  // The bodies hold exactly that many links of it, each marked and pointing where it was told.
  const marked = `<a href="/product/list_2.html" data-anchor="`;
  const bodies = [
    ...(await stack.built.db.selectFrom('articles').select('content').where('content', 'like', `%${marked}%`).execute()),
    ...(await stack.built.db.selectFrom('products').select('content').where('content', 'like', `%${marked}%`).execute()),
  ];
  expect(bodies.reduce((n, b) => n + b.content.split(marked).length - 1, 0)).toBe(uses);

  await page.getByRole('button', { name: '清除锚文本' }).click();
  await confirm(page);
  await result.getByText(/清除完成/).waitFor();
  await page.waitForFunction((w) => document.querySelector(`[data-testid="anchor-uses-${w}"]`)?.textContent === '0', word);
  await context.close();
});
