// Recommended keywords as an operator manages them: add a keyword (a bad link refused first, on the
// field, with nothing stored), open its associated content (no breadcrumb, the list highlighted),
// associate an article found by its title through the picker, see the count in the list,
// dissociate it, delete the keyword. The server's rows are checked along the way.
import type { Page } from 'playwright-core';
import { KEYWORD_MSG } from '../../shared/domain/api/keywords';
import { SITE } from '../../server/core/db/seedData';
import { SEED_KEYWORD } from '../../server/modules/content/seedKeywords';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const dialog = (page: Page, title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const row = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });

async function keywordRow(word: string) {
  return stack.built.db.selectFrom('keywords').selectAll().where('site_id', '=', SITE.corporate).where('word', '=', word).executeTakeFirst();
}

it('adds a keyword, associates an article found by title, sees the count, dissociates it and deletes the keyword', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  // Through the menu: the group has one visible page, so 关键词 is one entry opening it.
  await page.locator('.console-menu .ant-menu-item').filter({ hasText: /^关键词$/ }).click();
  await page.waitForURL(/\/keywords\/manage$/);
  await row(page, '智能制造').waitFor();
  expect(await page.locator('.console-breadcrumb').innerText()).toMatch(/关键词\s*\/\s*关键词管理/);

  // Add: a bad link is refused on its field and nothing is stored.
  const word = '端到端关键词';
  await page.getByRole('button', { name: '添加关键词' }).click();
  const add = dialog(page, '添加关键词');
  await add.getByLabel('关键词').fill(word);
  await add.getByLabel('链接地址').fill('not a url');
  await add.getByRole('button', { name: '保存' }).click();
  await add.getByText(KEYWORD_MSG.urlInvalid).waitFor();
  expect(await keywordRow(word)).toBeUndefined();
  // A taken word (another case) is refused by the server, on the word.
  await add.getByLabel('关键词').fill('智能制造');
  await add.getByLabel('链接地址').fill('/e2e/keyword.html');
  await add.getByRole('button', { name: '保存' }).click();
  await add.getByText(KEYWORD_MSG.wordExists).waitFor();
  await add.getByLabel('关键词').fill(word);
  await add.getByRole('button', { name: '保存' }).click();
  await page.getByText('关键词已保存').waitFor();
  await add.waitFor({ state: 'hidden' });
  const stored = await keywordRow(word);
  expect(stored).toMatchObject({ url: '/e2e/keyword.html', sort: 0 });
  await row(page, word).getByText('0 条').waitFor();

  // Its content: no breadcrumb (§2), the list stays highlighted.
  await page.getByRole('button', { name: `关联内容 ${word}` }).click();
  await page.waitForURL(new RegExp(`/keywords/associateContent\\?id=${stored!.id}$`));
  await page.getByText(`关键词“${word}”的关联内容`).waitFor();
  await page.locator('.console-menu .ant-menu-item-selected').filter({ hasText: /^关键词$/ }).waitFor();
  expect(await page.locator('.console-breadcrumb').count()).toBe(0);
  await page.getByText('还没有关联内容').waitFor();

  // The picker: find an article by its title, tick it, associate it.
  await page.getByRole('button', { name: '添加关联内容' }).click();
  const picker = dialog(page, '添加关联内容');
  await picker.locator('.ant-table-row').first().waitFor();
  await picker.getByLabel('搜索标题').fill('保修');
  await picker.getByLabel('搜索标题').press('Enter');
  await picker.locator('.ant-table-row').filter({ hasText: '产品保修政策说明' }).waitFor();
  expect(await picker.locator('.ant-table-row').count()).toBe(1);
  await picker.locator('.ant-table-row').filter({ hasText: '产品保修政策说明' }).locator('input[type="checkbox"]').check();
  await picker.getByRole('button', { name: /确定关联（已选 1 条）/ }).click();
  await page.getByText('已关联 1 条内容').waitFor();
  await picker.waitFor({ state: 'hidden' });
  const associated = row(page, '产品保修政策说明');
  await associated.waitFor();
  await associated.getByText('帮助').waitFor();
  await associated.getByText('已发布').waitFor();
  const links = await stack.built.db.selectFrom('keyword_articles').selectAll().where('keyword_id', '=', stored!.id).execute();
  expect(links).toHaveLength(1);

  // The list counts it.
  await page.getByRole('button', { name: '返回关键词列表' }).click();
  await page.waitForURL(/\/keywords\/manage$/);
  await row(page, word).getByRole('button', { name: '1 条' }).click();
  await page.waitForURL(/\/keywords\/associateContent\?id=\d+$/);

  // Dissociate (confirmed).
  await page.getByRole('button', { name: '取消关联 产品保修政策说明' }).click();
  await page.getByText('确定取消“产品保修政策说明”与该关键词的关联吗？').waitFor();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click();
  await page.getByText('已取消 1 条内容的关联').waitFor();
  await page.getByText('还没有关联内容').waitFor();
  expect(await stack.built.db.selectFrom('keyword_articles').selectAll().where('keyword_id', '=', stored!.id).execute()).toEqual([]);

  // Delete the keyword (confirmed).
  await page.getByRole('button', { name: '返回关键词列表' }).click();
  await row(page, word).getByText('0 条').waitFor();
  await page.getByRole('button', { name: `删除 ${word}` }).click();
  await page.getByText(`确定删除关键词“${word}”吗？`, { exact: false }).waitFor();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click();
  await page.getByText('已删除 1 个关键词').waitFor();
  await row(page, word).waitFor({ state: 'detached' });
  expect(await keywordRow(word)).toBeUndefined();
  await context.close();
});

it('marks an associated article in the recycle bin, and says so for another site’s keyword', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/keywords/associateContent?id=${SEED_KEYWORD.expo}`);
  await page.getByText('关键词“工业博览会”的关联内容').waitFor();
  await row(page, '（已删除）旧版产品停产公告').getByText('回收站中').waitFor();
  expect(await row(page, '我司参加国际工业博览会').getByText('回收站中').count()).toBe(0);

  await page.goto(`${stack.baseUrl}/keywords/associateContent?id=${SEED_KEYWORD.globalExpo}`);
  await page.getByText('关键词不存在或已被删除').waitFor();
  await context.close();
});
