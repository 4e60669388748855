// The keyword library and detection as an operator uses them: the library shows its counts per
// kind with the seeded 广告法 words; the detection runs as a task over the site's content and lists
// 最佳 in the seeded article's body with the text around it; 替换 writes the new word into that
// article (a new version) and the hit leaves the list.
import { SITE } from '../../server/core/db/seedData';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

it('shows the library, detects 最佳 and replaces it, reading each step on screen', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');

  await page.goto(`${stack.baseUrl}/seoSetting/library`);
  await page.getByTestId('word-stats').getByText(/违禁词 \d+/).waitFor();
  await page.getByPlaceholder('搜索词语').fill('最佳');
  await page.getByPlaceholder('搜索词语').press('Enter');
  await page.getByRole('cell', { name: '最佳', exact: true }).waitFor();

  await page.goto(`${stack.baseUrl}/seoSetting/wordDetection`);
  await page.getByText('尚未检测，点击“开始检测”').first().waitFor();
  await page.getByRole('button', { name: '开始检测' }).click();
  await page.getByTestId('detection-state').getByText(/上次检测：.*发现 \d+ 处/).waitFor({ timeout: 30_000 });
  await page.getByPlaceholder('按词语筛选').fill('最佳');
  await page.getByPlaceholder('按词语筛选').press('Enter');
  const row = page.getByRole('row').filter({ hasText: '公司荣获年度数字化转型优秀企业称号' }).filter({ hasText: '实践之一' });
  await row.waitFor();
  expect(await row.locator('mark').innerText()).toBe('最佳');
  expect(await row.getByText('正文').count()).toBe(1);

  const article = await stack.built.db.selectFrom('articles').select(['id', 'version', 'content'])
    .where('site_id', '=', SITE.corporate).where('title', '=', '公司荣获年度数字化转型优秀企业称号').executeTakeFirstOrThrow();
  await page.getByLabel('替换为').fill('优秀');
  await row.getByRole('button', { name: /^替换/ }).click();
  await page.getByText('已处理 1 处，修改 1 条内容').waitFor();
  await row.waitFor({ state: 'detached' });
  const after = await stack.built.db.selectFrom('articles').select(['version', 'content']).where('id', '=', article.id).executeTakeFirstOrThrow();
  expect(after.version).toBe(article.version + 1);
  expect(after.content).toBe(article.content.replace('区域内<em>最佳</em>实践', '区域内<em>优秀</em>实践'));

  // The record opens in its editor.
  await page.getByPlaceholder('按词语筛选').fill('第一');
  await page.getByPlaceholder('按词语筛选').press('Enter');
  await page.getByRole('row').filter({ hasText: '新一代智能制造生产线正式投产' }).first().getByText(/^文章：/).click();
  await page.waitForURL(/\/zhContent\/add\?type=1&id=\d+/);
  await context.close();
});
