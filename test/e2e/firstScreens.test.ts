// The first screens as a visitor on a slow line would feel them, asserted by what is on screen and
// what the browser had to wait for (never by timings): the login form needs no API answer, signing
// in lands on the home with its figures from one call, and the chart's library arrives only after
// the figures are on screen.
import type { Page, Request } from 'playwright-core';
import { startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

/** API calls and script files the page asks for, in order. */
function watch(page: Page) {
  const asked: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/app/')) asked.push(pathname.slice('/api/app/'.length));
    else if (pathname.endsWith('.js')) asked.push(pathname.replace(/^\/assets\//, '').replace(/\.[0-9a-f]{8}\.js$/, '.js'));
  });
  return asked;
}

/** Marks, in the page, the first moment the traffic figures are in the document. */
async function markFigures(page: Page) {
  await page.addInitScript(() => {
    const log = ((window as unknown as { __seen: string[] }).__seen = [] as string[]);
    new MutationObserver(() => {
      if (!log.includes('figures') && document.querySelector('[data-testid="home-traffic"] .home-traffic-figures td')) log.push('figures');
    }).observe(document, { childList: true, subtree: true });
    // Script elements the page adds (webpack's chunk loading), in the same log: what came after what.
    const append = Element.prototype.appendChild;
    Element.prototype.appendChild = function <T extends Node>(this: Element, node: T): T {
      if (node instanceof HTMLScriptElement && node.src) log.push(new URL(node.src).pathname.replace(/^\/assets\//, '').replace(/\.[0-9a-f]{8}\.js$/, '.js'));
      return append.call(this, node) as T;
    };
  });
}

it('shows a visitor the login form at once, asking the server for nothing first', async () => {
  const { page, context } = await stack.newPage();
  const asked = watch(page);
  await page.goto(`${stack.baseUrl}/`);
  await page.getByRole('heading', { name: '登录建站管理控制台' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  // The login address of this host came with the page: no platformInfo round trip before the form.
  expect(asked.filter((a) => !a.endsWith('.js'))).toEqual([]);
  expect(asked.slice(0, 2).sort()).toEqual(['main.js', 'page-login.js']);
  await context.close();
});

it('signs in with Enter to the home, its figures from one call, the chart only after them', async () => {
  const { page, context } = await stack.newPage();
  await markFigures(page);
  const asked = watch(page);
  await page.goto(`${stack.baseUrl}/login`);
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('Admin@2026');
  await page.getByLabel('密码').press('Enter');
  await page.waitForURL(/\/zhHome\/index$/);
  const figures = page.getByTestId('home-traffic').locator('.home-traffic-figures');
  await figures.getByRole('rowheader', { name: '今日' }).waitFor();
  await page.getByTestId('line-chart').locator('canvas').waitFor();
  expect(asked.filter((a) => a.includes('/home/summary'))).toHaveLength(1);
  expect(asked.filter((a) => a.includes('statistic/'))).toEqual([]);
  // The chart's library was asked for after the figures were in the page.
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  expect(seen.indexOf('figures')).toBeGreaterThan(-1);
  expect(seen.indexOf('vendor-echarts.js')).toBeGreaterThan(seen.indexOf('figures'));
  await context.close();
});
