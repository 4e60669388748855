// One failing plugin never takes the console down: its pages show an error naming it while the
// rest works; a page chunk that fails to load offers a retry that works.
import { loginAs, menuTexts, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

it('keeps the shell working when a plugin’s module throws', async () => {
  const { page, context } = await stack.newPage();
  await page.route(/\/assets\/plugin-seo-services\.[0-9a-f]+\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("SEO 插件模块抛出的错误");' }),
  );
  await loginAs(page, stack.baseUrl, 'admin');
  // The shell, the header and other plugins work.
  await page.getByTestId('home-site-info').waitFor();
  expect(await page.getByTestId('console-title').innerText()).toBe('中文网站管理');
  expect(await menuTexts(page)).toContain('SEO设置');

  await page.getByRole('menuitem', { name: 'SEO设置' }).click();
  await page.getByRole('menuitem', { name: '网站地图' }).click();
  await page.getByText('插件「SEO设置」加载失败').waitFor();
  await page.getByText('该插件的页面暂时无法使用，控制台的其他功能不受影响。').waitFor();

  await page.getByRole('menuitem', { name: '首页' }).click();
  await page.getByTestId('home-site-info').waitFor();
  await context.close();
});

it('offers a retry when a page chunk fails to load, and the retry loads it', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  const pattern = /\/assets\/page-seo-robots\.[0-9a-f]+\.js$/;
  await page.route(pattern, (route) => route.abort('connectionfailed'));
  await page.getByRole('menuitem', { name: 'SEO设置' }).click();
  await page.getByRole('menuitem', { name: 'Robots协议' }).click();
  await page.getByText('页面资源加载失败').waitFor();
  await page.unroute(pattern);
  await page.getByRole('button', { name: '重试' }).click();
  await page.getByText('Robots协议（robots.txt）').waitFor();
  await context.close();
});
