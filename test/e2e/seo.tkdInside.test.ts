// 站内TKD as an operator uses it: the articles with their effective TKD, the inline edit of one
// article's own title (stored with its version bumped), the 重复 filter finding two articles given
// the same title, and 一键提取 of one article's empty fields.
import type { Page } from 'playwright-core';
import { SITE } from '../../server/core/db/seedData';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const row = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });
const live = () => stack.built.db.selectFrom('articles').select(['id', 'title', 'version', 'seo_title', 'seo_description']).where('site_id', '=', SITE.corporate).where('disabled', '=', 0);

it('edits an article’s own title inline, finds the duplicate and extracts another’s empty fields', async () => {
  const [a, b] = await live().orderBy('id', 'desc').limit(2).execute();
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/seoSetting/inside`);
  await row(page, a.title).waitFor();

  for (const r of [a, b]) {
    await page.getByRole('button', { name: `编辑 ${r.title}` }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: `编辑TKD：${r.title}` });
    await dialog.getByLabel('标题').fill('重复的页面标题');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, r.title).getByText('重复的页面标题').waitFor();
  }
  const stored = await live().where('id', '=', a.id).executeTakeFirstOrThrow();
  expect(stored).toMatchObject({ seo_title: '重复的页面标题', version: a.version + 1 });

  await page.getByText('重复', { exact: true }).first().click();
  await row(page, a.title).getByText('重复', { exact: true }).waitFor();
  await row(page, b.title).waitFor();
  expect(await page.locator('.ant-table-row').count()).toBe(2);

  await page.getByText('全部', { exact: true }).first().click();
  const c = (await live().orderBy('id', 'desc').offset(2).limit(1).execute())[0];
  await stack.built.db.updateTable('articles').set({ seo_description: '' }).where('id', '=', c.id).execute();
  await page.getByText('缺失', { exact: true }).first().click();
  await row(page, c.title).waitFor();
  await page.getByRole('button', { name: `提取 ${c.title}` }).click();
  await page.getByText('已提取并保存').waitFor();
  const extracted = await live().where('id', '=', c.id).executeTakeFirstOrThrow();
  expect(extracted.seo_title).not.toBe('');
  await context.close();
});
