// 商机雷达 in Chromium against the real server (issue 13 §9): the operator closes the radar (confirmed)
// and a visitor's browsing is not recorded; opens it again; a visitor arriving from Baidu browses two
// pages of a site template on another origin that loads /radar.js with the snippet the radar page
// shows; the operator finds that visit in the list (搜索引擎, 百度, 未知地区 for a loopback address)
// and its timeline in the drawer. The page is photographed at 1280, 1366 and 1440 px (E2E_SHOTS).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { SITE } from '../../server/core/db/seedData';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
let site: http.Server;
let siteUrl = '';

/** A company's own website (another origin than the console) whose template carries the snippet. */
function template(title: string, next: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1><a id="next" href="${next}">下一页</a>
<script src="${stack.baseUrl}/radar.js" data-site="${SITE.corporate}" async></script></body></html>`;
}

beforeAll(async () => {
  stack = await startStack();
  site = http.createServer((request, response) => {
    const pages: Record<string, string> = {
      '/contact.html': template('联系我们 - 示范企业', '/product.html'),
      '/product.html': template('产品中心 - 示范企业', '/contact.html'),
    };
    const body = pages[(request.url ?? '').split('?')[0]];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => site.listen(0, 'localhost', resolve));
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await stack.close();
});

const RADAR = '/marketInteract/radar';
const SHOTS = process.env.E2E_SHOTS;

async function visitorCount(): Promise<number> {
  const row = await stack.built.db.selectFrom('radar_visitors').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!(await check())) throw new Error(`timed out waiting for ${what}`);
}

/** A visitor from Baidu reads the contact page, then the product page (leaving the first sends its dwell). */
async function browse(): Promise<void> {
  const { page, context } = await stack.newPage();
  try {
    await page.goto(`${siteUrl}/contact.html`, { referer: 'http://www.baidu.com/s?wd=%E6%95%B0%E6%8E%A7%E6%8A%98%E5%BC%AF%E6%9C%BA' });
    await page.waitForFunction(() => document.cookie.includes('_rdr_v='));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await page.click('#next');
    await page.waitForURL(/product\.html$/);
    await page.waitForFunction(() => (window as unknown as { __radarSite?: string }).__radarSite === '1001');
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    await context.close();
  }
}

async function switchRadar(page: Page, to: '已开启' | '已关闭') {
  await page.getByTestId('radar-switch').click();
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByTestId('radar-state').filter({ hasText: to }).waitFor();
}

it('records nothing while closed; records a visit from Baidu to a site template once open, and shows it with its timeline', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${RADAR}`);
    await page.getByTestId('radar-state').filter({ hasText: '已开启' }).waitFor();
    await page.locator('[data-testid="radar-table"] .ant-table-row').first().waitFor();
    // The snippet to copy names this console's script and the site.
    expect(await page.getByTestId('radar-snippet').textContent()).toContain(`${stack.baseUrl}/radar.js" data-site="${SITE.corporate}"`);

    // Closed (asked first): a visitor's browsing leaves nothing.
    await switchRadar(page, '已关闭');
    await page.getByTestId('radar-closed').waitFor();
    const before = await visitorCount();
    await browse();
    expect(await visitorCount()).toBe(before);

    await switchRadar(page, '已开启');
    await browse();
    await until(async () => (await visitorCount()) === before + 1, 'the visit to be stored');

    // Found in the list: 搜索引擎 only, newest first.
    await page.reload();
    await page.getByLabel('来源', { exact: true }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '搜索引擎' }).click();
    const row = page.locator('[data-testid="radar-table"] .ant-table-row').first();
    await row.filter({ hasText: '未知地区' }).waitFor();
    expect(await row.textContent()).toContain('百度');
    await row.getByRole('button', { name: '查看轨迹' }).click();
    const drawer = page.getByTestId('radar-visitor-drawer');
    await drawer.getByText('产品中心 - 示范企业').waitFor();
    await drawer.getByText('联系我们 - 示范企业').waitFor();
    await drawer.getByText('新访问').waitFor();
    await page.getByRole('button', { name: '关闭' }).last().click();

    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.getByLabel('来源', { exact: true }).click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '全部来源' }).click();
      for (const width of [1280, 1366, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await new Promise((resolve) => setTimeout(resolve, 400));
        await page.screenshot({ path: `${SHOTS}/radar-${width}.png`, fullPage: true });
      }
      await row.getByRole('button', { name: '查看轨迹' }).click();
      await drawer.getByText('联系我们 - 示范企业').first().waitFor();
      await page.screenshot({ path: `${SHOTS}/radar-drawer.png` });
    }
  } finally {
    await context.close();
  }
});

it('tells a company without the service 未开通商机雷达服务，请联系客服开通', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'contest');
    await page.goto(`${stack.baseUrl}${RADAR}`);
    await page.getByTestId('radar-not-entitled').getByText('未开通商机雷达服务，请联系客服开通').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/radar-not-entitled.png` });
  } finally {
    await context.close();
  }
});
