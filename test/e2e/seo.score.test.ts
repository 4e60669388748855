// 检测报告 as an operator uses it: the empty report, 开始检测 and the seeded site's score read on
// screen (about 70, 一般); a thin article opened from its 去修改 link and given more text in the
// editor; the sitemap opened from its 去修改 link and generated; 重新检测 reads a higher score, the
// thin article gone from its check and the sitemap check passed.
import { SCORE_DEMO } from '../../server/modules/seo/score/seed';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

it('scores the site, follows 去修改 to fix a thin article and the sitemap, and reads a higher score', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');

  await page.goto(`${stack.baseUrl}/seoSetting/optimize`);
  await page.getByText('尚未检测，点击“开始检测”为网站评分').waitFor();
  await page.getByRole('button', { name: '开始检测' }).click();
  const number = page.getByTestId('score-number');
  await number.waitFor({ timeout: 30_000 });
  const first = Number(await number.innerText().then((s) => s.replace(/\D/g, '')));
  expect(first).toBeGreaterThanOrEqual(65);
  expect(first).toBeLessThanOrEqual(75);
  expect(await page.getByTestId('score-level').innerText()).toBe('一般');
  const checks = page.getByTestId('score-checks');
  const thinRow = checks.getByRole('row').filter({ hasText: '内容过少' });
  const thinBefore = await thinRow.innerText();
  const [thinCount] = /(\d+) \/ (\d+)/.exec(thinBefore)!.slice(1).map(Number);

  // The thin article: its 去修改 opens the editor, where it gets a few paragraphs more.
  await thinRow.getByRole('button', { name: /展开|Expand/ }).click();
  const thin = page.getByTestId('score-records-thinContent');
  const record = thin.getByRole('row').filter({ hasText: SCORE_DEMO.imageArticle });
  await record.getByRole('link', { name: `去修改 ${SCORE_DEMO.imageArticle}` }).click();
  await page.waitForURL(/\/zhContent\/add\?type=1&id=\d+/);
  const body = page.locator('[data-slate-editor]');
  await body.locator('img').first().waitFor();
  await body.locator('p').first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const more = '展会期间，我们的工程师团队现场演示了新一代智能折弯机和光纤激光切割机的联动生产，观众可以近距离了解整条产线从上料、切割、折弯到检测的全过程。';
  for (let i = 0; i < 5; i++) await page.keyboard.type(more);
  await page.getByRole('button', { name: '保存并返回' }).click();
  await page.waitForURL(/\/zhContent\/news$/);

  // The sitemap: its 去修改 opens the sitemap page, where it is generated.
  await page.goto(`${stack.baseUrl}/seoSetting/optimize`);
  const sitemapRow = checks.getByRole('row').filter({ hasText: '网站地图缺失或过期' });
  await sitemapRow.getByRole('button', { name: /展开|Expand/ }).click();
  await page.getByTestId('score-records-sitemap').getByText('尚未生成网站地图').waitFor();
  await page.getByTestId('score-records-sitemap').getByRole('link', { name: '去修改 整个网站' }).click();
  await page.waitForURL(/\/seoSetting\/sitemap$/);
  await page.getByRole('button', { name: '立即生成' }).click();
  await page.getByText(/网站地图已生成，共 \d+ 个地址/).waitFor({ timeout: 30_000 });

  // Checked again: a higher score, the article no longer thin, the sitemap passed.
  await page.goto(`${stack.baseUrl}/seoSetting/optimize`);
  await page.getByRole('button', { name: '重新检测' }).click();
  await page.getByText(/检测完成：\d+ 分/).waitFor({ timeout: 30_000 });
  const second = Number((await number.innerText()).replace(/\D/g, ''));
  expect(second).toBeGreaterThan(first);
  expect(await thinRow.innerText()).toContain(`${thinCount - 1} / `);
  expect(await sitemapRow.innerText()).toContain('通过');
  await page.getByTestId('score-history').getByRole('row').nth(2).waitFor();
  expect(await page.getByTestId('score-history').getByRole('row').count()).toBe(3);
  await context.close();
});
