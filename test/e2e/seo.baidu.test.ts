// 百度收录 as an operator uses it, the server's push going to a local double of Baidu's API: a key
// in the wrong shape refused on its field, the right one saved and shown masked; two articles
// selected and pushed — Baidu's answer on the page, 已推送 in their rows, the push in the log with
// what Baidu refused; a refused key read as 百度推送准入密钥无效; a title holding markup shown as text.
import { publicPageUrl, recordPath } from '../../shared/domain/seo/recordPaths';
import { SITE } from '../../server/core/db/seedData';
import { answer, startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { loginAs, startStack, type Stack } from './support/stack';

const TOKEN = 'edk7yc4rEZP9pDQD';
let baidu: HttpDouble;
let stack: Stack;
beforeAll(async () => {
  baidu = await startHttpDouble();
  stack = await startStack({ SEO_PUSH_BAIDU_URL: baidu.url });
});
afterAll(async () => {
  await stack?.close();
  await baidu?.close();
});

it('enters the key, pushes two articles and reads Baidu’s answer, their 推送状态 and the log', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/seoSetting/baiduInclude`);
  await page.getByTestId('baidu-token').getByText('未填写').waitFor();
  // Without the index check configured, the page says so.
  await page.getByTestId('baidu-check-unconfigured').getByText('收录查询服务未配置，请联系管理员').waitFor();
  expect(await page.getByTestId('baidu-push-unconfigured').count()).toBe(0);

  await page.getByRole('button', { name: '填写' }).click();
  await page.getByLabel('准入密钥').fill('edk7yc4r-ZP9pDQD');
  await page.getByLabel('准入密钥').press('Enter');
  await page.getByText('准入密钥应为 16 位字母或数字').waitFor();
  await page.getByLabel('准入密钥').fill(TOKEN);
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByTestId('baidu-token').getByText('edk7****pDQD').waitFor();
  expect(await page.content()).not.toContain(TOKEN);

  // The two newest live articles, as the list shows them first among the articles; one titled with
  // markup, which the page must show as text.
  const newest = await stack.built.db.selectFrom('articles').select('id').where('site_id', '=', SITE.corporate)
    .where('disabled', '=', 0).where('status', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
  await stack.built.db.updateTable('articles').set({ title: '<img src=x onerror="window.__xss=1">企业宣传片' }).where('id', '=', newest.id).execute();
  const articles = await stack.built.db.selectFrom('articles').select(['id', 'title', 'type']).where('site_id', '=', SITE.corporate)
    .where('disabled', '=', 0).where('status', '=', 1).orderBy('id', 'desc').limit(2).execute();
  const [first, second] = articles;
  const urlOf = (a: { id: number; type: number }) => publicPageUrl('www.demo-site.cn', recordPath('article', a.id, a.type));
  baidu.next(answer.json({ success: 1, remain: 99_998, not_same_site: [], not_valid: [urlOf(second)] }));

  await page.reload();
  await page.getByLabel('页面类型').click();
  await page.getByTitle('文章', { exact: true }).click();
  for (const a of articles) {
    const row = page.getByRole('row').filter({ hasText: a.title });
    await row.getByTestId(`baidu-push-article:${a.id}`).getByText('未推送').waitFor();
    await row.getByRole('checkbox').check();
  }
  await page.getByText('<img src=x onerror="window.__xss=1">企业宣传片', { exact: true }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await page.getByText('已选 2 个').waitFor();
  await page.getByRole('button', { name: '推送所选' }).click();
  await page.getByTestId('baidu-outcome').getByText('已提交 2 个网址，百度接收 1 个；今日剩余配额 99998 个；无效网址 1 个').waitFor();
  await page.getByTestId(`baidu-push-article:${first.id}`).getByText('已推送').waitFor();
  await page.getByTestId(`baidu-push-article:${second.id}`).getByText('无效网址').waitFor();
  // What Baidu got: both addresses, the site and the key.
  expect(baidu.received).toHaveLength(1);
  expect(baidu.received[0].body.split('\n').sort()).toEqual([urlOf(first), urlOf(second)].sort());
  expect(new URL(baidu.received[0].url, baidu.url).searchParams.get('token')).toBe(TOKEN);

  await page.getByRole('tab', { name: '推送记录' }).click();
  const line = page.getByTestId('baidu-log').getByRole('row').filter({ hasText: '手动推送' });
  await line.waitFor();
  expect(await line.innerText()).toMatch(/系统管理员\s+2\s+1\s+99998\s+无效网址 1 个\s+成功/);

  // A refused key: the page says so; nothing new in the log.
  baidu.next(answer.status(401, { error: 401, message: 'token is not valid' }));
  await page.getByRole('tab', { name: '网址列表' }).click();
  const third = page.getByRole('row').filter({ has: page.getByText('未推送', { exact: true }) }).first();
  await third.getByRole('checkbox').check();
  await page.getByRole('button', { name: '推送所选' }).click();
  await page.getByText('百度推送准入密钥无效').first().waitFor();
  await page.getByRole('tab', { name: '推送记录' }).click();
  await page.getByText('共 1 条').waitFor();
  await context.close();
});
