// Signing in and out, as an operator would: deep links come back after login, / lands on the
// Chinese-site home, sign-out clears the §4 cookies and kills the token on the server.
import { COOKIE, LOGOUT_COOKIES } from '../../shared/domain';
import { SEED_ACCOUNTS } from '../../server/core/db/seedData';
import { chooseFromDropdown, loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

it('sends an unauthenticated deep link to login and comes back to it after signing in', async () => {
  const { page, context } = await stack.newPage();
  await page.goto(`${stack.baseUrl}/message/allMessage`);
  await page.waitForURL(/\/login\?redirect=%2Fmessage%2FallMessage$/);
  await page.getByRole('heading', { name: '登录建站管理控制台' }).waitFor();
  await loginAs(page, stack.baseUrl, 'admin', /\/message\/allMessage$/);
  await page.getByText('全部消息', { exact: true }).first().waitFor();
  await context.close();
});

it('redirects / to /zhHome/index for a Chinese site', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/`);
  await page.waitForURL(/\/zhHome\/index$/);
  expect(await page.getByTestId('console-title').innerText()).toBe('中文网站管理');
  // Home pages show no breadcrumb (§2).
  expect(await page.locator('.console-breadcrumb').count()).toBe(0);
  await context.close();
});

it('shows the server’s message for a wrong password and stays on the login page', async () => {
  const { page, context } = await stack.newPage();
  await page.goto(`${stack.baseUrl}/login`);
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('wrong-password');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert').innerText()).resolves.toBe('账号或密码错误');
  expect(new URL(page.url()).pathname).toBe('/login');
  await context.close();
});

it('asks for both fields before calling the server', async () => {
  const { page, context } = await stack.newPage();
  await page.goto(`${stack.baseUrl}/login`);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByText('请输入账号').waitFor();
  await page.getByText('请输入密码').waitFor();
  await context.close();
});

it('never follows a redirect parameter off the site', async () => {
  const { page, context } = await stack.newPage();
  await page.goto(`${stack.baseUrl}/login?redirect=${encodeURIComponent('//evil.example.com/x')}`);
  await loginAs(page, stack.baseUrl, 'admin');
  expect(new URL(page.url()).origin).toBe(stack.baseUrl);
  await context.close();
});

it('signs out: confirms, clears the §4 cookies, reloads to login, and the old token is dead', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  const url = new URL(stack.baseUrl);
  // Cookies other parts of the platform set (§4 logout list).
  await context.addCookies(
    [COOKIE.adminToken, COOKIE.token, COOKIE.ticket, COOKIE.miniProgramToken, COOKIE.ipCheck].map((name) => ({ name, value: 'x', domain: url.hostname, path: '/' })),
  );
  const token = (await context.cookies()).find((c) => c.name === 'X-Token')?.value;
  expect(token).toBeTruthy();
  expect((await context.cookies()).some((c) => c.name === COOKIE.loginName)).toBe(true);

  await chooseFromDropdown(page, page.getByTestId('user-menu'), '退出登录');
  await page.getByText('确定要退出登录吗？').waitFor();
  await page.getByRole('button', { name: '确定' }).click();
  // The login page itself: no ?redirect= back to the page the signed-out user was on.
  await page.waitForURL(/\/login$/);

  const left = (await context.cookies()).map((c) => c.name);
  for (const cookie of LOGOUT_COOKIES) expect(left).not.toContain(cookie.name);
  const res = await fetch(`${stack.baseUrl}/api/app/site-admin-api/admin/home`, { headers: { 'X-Token': token as string } });
  expect(res.status).toBe(401);
  expect((await res.json()).message).toBe('登录已失效，请重新登录');
  // And the account can sign in again.
  await loginAs(page, stack.baseUrl, 'admin');
  await page.getByTestId('user-menu').getByText(SEED_ACCOUNTS.admin.nickName).waitFor();
  await context.close();
});
