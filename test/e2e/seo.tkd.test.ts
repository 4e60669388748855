// SEO variables and 全站TKD as an operator uses them: define a custom variable, then edit the
// 文章详情 description template and read the preview rendered on a real article of the site; an
// unknown variable shows 未知变量：名称 under its field and blocks the save; the saved template is
// the server's.
import { SITE } from '../../server/core/db/seedData';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

it('defines a variable, edits a template, reads the preview on a real article and saves', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');

  await page.goto(`${stack.baseUrl}/seoSetting/variable`);
  await page.getByRole('heading', { name: '自定义变量' }).waitFor();
  await page.getByRole('button', { name: '添加变量' }).click();
  await page.getByLabel('变量名称 1').fill('站点名称');
  await page.getByText('变量名称“站点名称”与系统变量重名').waitFor();
  await page.getByLabel('变量名称 1').fill('服务热线');
  await page.getByLabel('变量值 1').fill('400-800-1234');
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('SEO参数已保存').waitFor();
  const variable = await stack.built.db.selectFrom('seo_variables').select(['name', 'value']).where('site_id', '=', SITE.corporate).execute();
  expect(variable).toEqual([{ name: '服务热线', value: '400-800-1234' }]);

  await page.goto(`${stack.baseUrl}/seoSetting/total`);
  await page.getByRole('tab', { name: '文章详情' }).click();
  const article = await stack.built.db.selectFrom('articles').select('title').where('site_id', '=', SITE.corporate).where('disabled', '=', 0)
    .orderBy('updated_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const preview = page.locator('[data-preview="description"]');
  await page.getByLabel('描述模板').fill('{文章标题}，咨询{服务热线}，{公司地址}');
  await page.getByText('未知变量：公司地址').waitFor();
  expect(await page.getByRole('button', { name: '保存' }).isDisabled()).toBe(true);
  await page.getByLabel('描述模板').fill('{文章标题}，咨询{服务热线}');
  await page.waitForFunction(([el, text]) => document.querySelector(el)?.textContent === text, ['[data-preview="description"]', `${article.title}，咨询400-800-1234`] as const);
  expect(await preview.innerText()).toBe(`${article.title}，咨询400-800-1234`);
  expect(await page.locator('[data-preview="title"]').innerText()).toBe(`${article.title}-示范企业官网`);
  expect(await page.getByText('未知变量：公司地址').count()).toBe(0);

  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('全站TKD已保存').waitFor();
  const row = await stack.built.db.selectFrom('seo_tkd').select('description').where('site_id', '=', SITE.corporate).where('page_kind', '=', 'articleDetail').executeTakeFirst();
  expect(row?.description).toBe('{文章标题}，咨询{服务热线}');
  await context.close();
});
