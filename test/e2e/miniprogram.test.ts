// The mini-program console in the browser (issue 17 §8): a mini-program site's home is the console —
// four platforms 未绑定, its pages, no 网站下线, domains or TOP10 pages; the platform service is not
// configured here, which the page says. Binding with a malformed AppID shows the reason on the
// field and binds nothing; a well-formed one turns 未绑定 into 已绑定 and shows AppSecret 已设置.
// A Chinese site's home offers the 响应式小程序 card (key xys_xcx) leading to /zhHome/zhXcx.
import type { Page } from 'playwright-core';
import { loginAs, type Stack, startStack, switchSite } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

async function switchTo(page: Page, siteName: string, landing: RegExp) {
  await switchSite(page, new RegExp(siteName), landing);
}

it('an xcx home is the mini-program console; binding refuses a bad AppID and binds a good one', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await switchTo(page, '小程序商城', /\/xcxHome\/index$/);

  const consolePage = page.getByTestId('miniprogram-console');
  await consolePage.waitFor();
  const weixin = page.getByTestId('mp-card-weixin');
  await weixin.waitFor();
  for (const p of ['weixin', 'baidu', 'alipay', 'douyin']) expect(await page.getByTestId(`mp-status-${p}`).innerText()).toBe('未绑定');
  await page.getByTestId('mp-pages').getByText('pages/index/index').waitFor();
  const text = await page.locator('.console-main').innerText();
  expect(text).toContain('小程序平台服务未配置，请联系管理员');
  for (const absent of ['网站下线', '域名', 'TOP10']) expect(text).not.toContain(absent);

  // A malformed AppID: the reason on the field, nothing bound.
  await weixin.getByRole('button', { name: '绑定' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('AppID').fill('wx123');
  await dialog.getByLabel('AppSecret').fill('f1e2d3c4b5a6978801234567890abcde');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.getByRole('alert').filter({ hasText: 'AppID 格式不正确' }).waitFor();
  expect(await page.getByTestId('mp-status-weixin').innerText()).toBe('未绑定');

  // A good one, saved with Enter: 已绑定, the secret only as 已设置.
  await dialog.getByLabel('AppID').fill('wx0123456789abcdef');
  await dialog.getByLabel('AppID').press('Enter');
  await page.getByTestId('mp-status-weixin').filter({ hasText: '已绑定' }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  const card = await weixin.innerText();
  expect(card).toContain('wx0123456789abcdef');
  expect(card).toContain('已设置');
  expect(card).not.toContain('f1e2d3c4b5a6978801234567890abcde');
  // 提交审核 waits for the platform service the page said is missing.
  expect(await weixin.getByRole('button', { name: '提交审核' }).isDisabled()).toBe(true);

  // It stays bound after a reload (the server kept it).
  await page.reload();
  await page.getByTestId('mp-status-weixin').filter({ hasText: '已绑定' }).waitFor();
  await context.close();
});

it('on a Chinese site (/zhXcx/index) a page takes its content from the site’s own article category', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  // The first test left admin on the mini-program site: back to the corporate (Chinese) one.
  await switchTo(page, '示范企业官网', /\/zhHome\/index$/);
  await page.goto(`${stack.baseUrl}/zhXcx/index`);
  await page.getByTestId('mp-card-weixin').waitFor();
  expect(await page.getByTestId('mp-status-weixin').innerText()).toBe('未绑定');
  // The corporate site has no pages yet.
  await page.getByTestId('mp-pages').getByText('还没有页面').waitFor();

  await page.getByRole('button', { name: '添加页面' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('页面名称').fill('公司动态');
  await dialog.getByLabel('页面路径').fill('pages/news/index');
  await dialog.getByLabel('内容来源', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByText('文章分类', { exact: true }).click();
  // Without a record of the kind the shared rule refuses before anything is sent.
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.getByRole('alert').filter({ hasText: '请选择内容来源' }).waitFor();
  await dialog.getByLabel('来源', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByText('新闻 / 公司新闻', { exact: true }).click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = page.getByTestId('mp-pages').locator('tr', { hasText: '公司动态' });
  expect(await row.innerText()).toContain('文章分类：公司新闻');

  // Hidden with its switch; still hidden after a reload.
  await row.getByRole('switch').click();
  await page.getByTestId('mp-pages').locator('tr', { hasText: '公司动态' }).getByRole('switch', { checked: false }).waitFor();
  await page.reload();
  await page.getByTestId('mp-pages').locator('tr', { hasText: '公司动态' }).getByRole('switch', { checked: false }).waitFor();
  await context.close();
});

it('a Chinese home shows 响应式小程序 to a holder of xys_xcx, and 进入小程序管理 opens /zhHome/zhXcx; not to an account without it', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await switchTo(page, '示范企业官网', /\/zhHome\/index$/);
  const card = page.getByTestId('mp-home-card');
  await card.getByText('响应式小程序').waitFor();
  // The earlier tests left the corporate site's platforms unbound.
  expect(await card.getByTestId('mp-home-summary').innerText()).toBe('尚未绑定小程序，绑定后即可提交审核和发布');
  expect(await card.getByTestId('mp-home-weixin').innerText()).toContain('未绑定');
  await card.getByRole('button', { name: '进入小程序管理' }).click();
  await page.waitForURL(/\/zhHome\/zhXcx$/);
  await page.getByTestId('mp-card-weixin').waitFor();
  await context.close();

  // Every seeded account holds xys_xcx: admin is signed in again without it (this file's last test).
  const admin = await stack.built.db.selectFrom('accounts').select('permissions').where('login_name', '=', 'admin').executeTakeFirstOrThrow();
  const without = (JSON.parse(admin.permissions) as string[]).filter((k) => k !== 'xys_xcx');
  await stack.built.db.updateTable('accounts').set({ permissions: JSON.stringify(without) }).where('login_name', '=', 'admin').execute();
  try {
    const other = await stack.newPage();
    await loginAs(other.page, stack.baseUrl, 'admin');
    await other.page.waitForURL(/\/zhHome\/index$/);
    // The home's cards arrive together (after paint and idle): 网站模板 is there, 响应式小程序 is not.
    await other.page.getByTestId('home-card-siteTemplate').waitFor();
    expect(await other.page.getByTestId('home-card-miniprogram').count()).toBe(0);
    expect(await other.page.getByTestId('mp-home-card').count()).toBe(0);
    await other.context.close();
  } finally {
    await stack.built.db.updateTable('accounts').set({ permissions: admin.permissions }).where('login_name', '=', 'admin').execute();
  }
});
