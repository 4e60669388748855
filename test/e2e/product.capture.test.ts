// Product capture as an operator uses it (issue 11 §6), in Chromium against the real server, which
// may fetch from a local shop on 127.0.0.1 here only (the stack's safeFetch allowance, an injected
// resolver): 采集产品 from the list's toolbar, more than 20 lines refused as typed, a bad line named,
// three addresses captured into a category as a task — its progress and each address's outcome on
// the page, also after a reload — and the new product opened from its row (saved 下架, priced).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { CONTENT_MSG } from '../../shared/domain';
import { CAPTURE_MSG, type ProductDetail } from '../../shared/domain/product';
import { loginAs, startStack, type Stack } from './support/stack';

const PRODUCT_PAGE = `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"E2E 采集伺服折弯机","brand":{"@type":"Brand","name":"华锐"},"model":"E2E-100","image":"/front.png","offers":{"@type":"Offer","price":"12800","priceCurrency":"CNY"},"description":"采集演示用的折弯机。"}</script></head>
<body><h1>E2E 采集伺服折弯机</h1><article><p>这是一台用于演示采集的伺服折弯机，正文足够长，可以作为产品详情保存下来。</p></article></body></html>`;
const OG_PAGE = `<html><head><meta property="og:title" content="E2E 采集剪板机"><meta property="product:price:amount" content="面议"><title>剪板机</title></head>
<body><div><p>剪板机的介绍文字，足够长，作为产品详情保存下来，便于运营人员检查。</p></div></body></html>`;

let stack: Stack;
let shop: http.Server;
let port: number;

beforeAll(async () => {
  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
  shop = http.createServer((request, response) => {
    if (request.url === '/front.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(png);
    }
    const page = request.url === '/p/1' ? PRODUCT_PAGE : request.url === '/p/2' ? OG_PAGE : null;
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(page ?? '<h1>404</h1>');
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  port = (shop.address() as AddressInfo).port;
  stack = await startStack({}, {
    safeFetch: {
      resolve: async (host) => {
        if (host !== 'shop.test') throw new Error('ENOTFOUND');
        return [{ address: '127.0.0.1', family: 4 }];
      },
      allowAddresses: ['127.0.0.1'],
    },
  });
});
afterAll(async () => {
  await stack.close();
  await new Promise<void>((resolve) => shop.close(() => resolve()));
});

const url = (path: string) => `http://shop.test:${port}${path}`;

it('captures pages from the list’s toolbar into a category, shows each outcome after a reload, and opens the new product', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhProduct/list`);
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: '采集产品' }).click();
    await page.waitForURL(/\/zhProduct\/capture$/);
    await page.locator('.ant-menu-item-selected', { hasText: '产品列表' }).waitFor();
    expect(await page.locator('.console-breadcrumb').count()).toBe(0);

    const box = page.getByLabel('产品网址');
    const start = page.getByRole('button', { name: '开始采集' });
    // 21 lines: counted, refused as typed, nothing can be started.
    await box.fill(Array.from({ length: 21 }, (_, i) => url(`/p/${i + 10}`)).join('\n'));
    await page.getByTestId('capture-count').getByText('21/20 个网址').waitFor();
    await page.getByTestId('capture-issues').getByText(CAPTURE_MSG.tooManyUrls).waitFor();
    expect(await start.isDisabled()).toBe(true);
    // A line that is no address is named by its number.
    await box.fill([url('/p/1'), 'www.example.com/no-scheme'].join('\n'));
    await page.getByTestId('capture-issues').getByText(CAPTURE_MSG.lineInvalid(2)).waitFor();
    expect(await start.isDisabled()).toBe(true);

    await box.fill([url('/p/1'), 'http://192.168.1.10/product', url('/p/2')].join('\n'));
    await page.getByTestId('capture-count').getByText('3/20 个网址').waitFor();
    await page.getByLabel('保存到分类').click();
    await page.locator('.ant-select-tree-title', { hasText: /^折弯机$/ }).click();
    await start.click();
    await page.waitForURL(/\/zhProduct\/capture\?task=\d+$/);
    await page.getByTestId('capture-summary').getByText('成功 2 个，失败 1 个').waitFor({ timeout: 60_000 });

    // After a reload the same capture is shown, each address with its outcome.
    await page.reload();
    await page.getByTestId('capture-summary').getByText('成功 2 个，失败 1 个').waitFor();
    const rows = page.getByTestId('capture-results').locator('.ant-table-row');
    await rows.nth(2).waitFor();
    await rows.nth(1).getByText(CONTENT_MSG.urlRefused).waitFor();
    await rows.nth(0).getByText('成功').waitFor();

    await rows.nth(0).getByRole('link', { name: 'E2E 采集伺服折弯机' }).click();
    await page.waitForURL(/\/zhProduct\/add\?id=\d+$/);
    await page.getByLabel('产品名称').waitFor();
    for (let i = 0; i < 100 && (await page.getByLabel('产品名称').inputValue()) !== 'E2E 采集伺服折弯机'; i++) await page.waitForTimeout(100);
    expect(await page.getByLabel('销售价').inputValue()).toBe('12800.00');

    const id = Number(new URL(page.url()).searchParams.get('id'));
    const token = (await context.cookies()).find((c) => c.name === 'X-Token')?.value as string;
    const response = await fetch(`${stack.baseUrl}/api/app/site-admin-api/admin_cms/goods/edit?id=${id}`, { headers: { 'X-Token': token } });
    const info = ((await response.json()) as { data: { info: ProductDetail } }).data.info;
    expect(info).toMatchObject({ name: 'E2E 采集伺服折弯机', status: 0, type_name: '折弯机', brand: '华锐', model: 'E2E-100' });
    expect(info.images).toHaveLength(1);
    expect(info.images[0].url).toMatch(/^\/uploads\//);
  } finally {
    await context.close();
  }
});
