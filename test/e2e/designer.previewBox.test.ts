// /previewBox and the site-editing item as an operator meets them (issue 15 §2, §7), in Chromium
// against the real server: pcPreview frames the demo site's address in a browser window showing
// it; a preview page of 网站装修's draft is framed and its own text read from inside the frame; the
// switch goes to the phone, whose QR code reads back as the mobile address; a foreign address
// (https://evil.example.com) and another site's {sn} show 预览地址无效 and frame nothing. 网站装修 is
// in 系统设置's menu on the product's host (127.0.0.1 here) and absent on another host (localhost,
// PRODUCT_DOMAINS=127.0.0.1). Screenshots at 1280, 1366 and 1440 px go to $E2E_SHOTS when set.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { API } from '../../shared/domain/api/endpoints';
import { urlOf } from '../../server/core/http/register';
import { siteBoxPath, xcxBoxPath } from '../../plugins/designer/previewBox/paths';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
// The demo site's own web server, on a domain bound to it (localhost): another origin than the console.
let site: http.Server;
let siteUrl: string;
beforeAll(async () => {
  // Only 127.0.0.1 is the product's own host: the same console opened as localhost is "elsewhere".
  stack = await startStack({ PRODUCT_DOMAINS: '127.0.0.1' });
  site = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>示范企业官网</title><h1 data-testid="site-home">示范企业官网首页</h1>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}/`;
  await stack.built.db.insertInto('site_domains').values({ site_id: 1001, domain: 'localhost', expire_at: Math.floor(Date.now() / 1000) + 86400 }).execute();
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await stack.close();
});

const SHOTS = process.env.E2E_SHOTS;
const PC = 'https://www.demo-site.cn/';
const MOBILE = 'https://m1001.preview.example.com/';

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/previewBox-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function decode(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** A preview page of the active site's saved decoration, through 网站装修's own calls (relative address). */
async function previewPage(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((c) => c.name === 'X-Token')!.value;
  const headers = { 'x-token': token };
  const got = await stack.built.app.inject({ method: 'GET', url: urlOf({ endpoint: API.decorationGet }), headers });
  const res = await stack.built.app.inject({ method: 'POST', url: urlOf({ endpoint: API.decorationPreview }), headers, payload: { sections: got.json().data.sections } });
  expect(res.json().code).toBe(200);
  return res.json().data.pcUrl as string;
}

it('frames the site in a browser window and a phone with its QR code, and a preview page read from inside', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    const params = { mUrl: MOBILE, pcUrl: PC, id: 0, sn: '1001' };
    await page.goto(`${stack.baseUrl}${siteBoxPath('pc', params)}`);
    const frame = page.getByTestId('preview-box-frame');
    await frame.waitFor({ state: 'attached' });
    expect(await page.getByTestId('preview-box-address').innerText()).toBe(PC);
    expect(await frame.getAttribute('src')).toBe(PC);
    expect(await frame.getAttribute('sandbox')).toBe('allow-same-origin allow-scripts allow-forms allow-popups');
    expect(await frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    // The 1200 px page scaled down to the window: the frame's drawn width fits the main area.
    const box = await page.getByTestId('preview-box-browser').boundingBox();
    const drawn = await frame.boundingBox();
    expect(drawn!.width).toBeLessThanOrEqual(box!.width + 1);
    expect(drawn!.width).toBeGreaterThan(box!.width - 4);
    // … and low enough that the console does not scroll (900 px high window).
    expect(box!.y + box!.height).toBeLessThanOrEqual(900);
    await shoot(page, 'pc');

    // The switch: the phone, 375 × 667, and a QR code reading back as the mobile address.
    await page.getByTestId('preview-box-switch').getByText('手机版').click();
    await page.waitForURL((url) => url.pathname === siteBoxPath('mobile', params));
    await page.getByTestId('preview-box-phone').waitFor();
    expect(await page.getByTestId('preview-box-frame').getAttribute('src')).toBe(MOBILE);
    expect(await page.getByTestId('preview-box-frame').getAttribute('width')).toBe('375');
    const qr = page.getByTestId('preview-box-qr');
    await qr.waitFor();
    expect(await decode(await qr.screenshot())).toBe(MOBILE);
    await page.getByText('手机扫码预览').waitFor();
    await shoot(page, 'mobile');
    // And back to the desktop by keyboard: the switch is a radio group (arrow keys move the choice).
    await page.getByTestId('preview-box-switch').locator('input:checked').focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL((url) => url.pathname === siteBoxPath('pc', params));
    await page.getByTestId('preview-box-browser').waitFor();

    // The site's own server (another origin, a domain bound to the site): its page is really drawn in the frame.
    await page.goto(`${stack.baseUrl}${siteBoxPath('pc', { mUrl: '', pcUrl: siteUrl, id: 0, sn: '1001' })}`);
    await page.frameLocator('[data-testid="preview-box-frame"]').getByTestId('site-home').waitFor();
    expect(await page.frameLocator('[data-testid="preview-box-frame"]').locator('h1').innerText()).toBe('示范企业官网首页');

    // A preview page of 网站装修's draft: the server's own page, framed, its text read inside the frame.
    const pcUrl = await previewPage(context);
    await page.goto(`${stack.baseUrl}${siteBoxPath('pc', { mUrl: '', pcUrl, id: 0, sn: '1001' })}`);
    await page.getByTestId('preview-box-frame').waitFor({ state: 'attached' });
    expect(await page.getByTestId('preview-box-address').innerText()).toBe(new URL(pcUrl, stack.baseUrl).href);
    const inside = page.frameLocator('[data-testid="preview-box-frame"]');
    await inside.locator('[data-section="index"]').first().waitFor();
    expect(await inside.locator('body').innerText()).toContain('示范企业官网');
    await shoot(page, 'draft');
  } finally {
    await context.close();
  }
});

it('xcxPreview: the page in a phone beside the site\'s own QR picture, 微信扫码预览', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    const picture = await stack.built.db.selectFrom('images').select('url').where('site_id', '=', 1001).where('kind', '=', 'image').orderBy('id').executeTakeFirstOrThrow();
    await page.goto(`${stack.baseUrl}${xcxBoxPath({ url: MOBILE, qrcode: picture.url, sn: '1001' })}`);
    const img = page.getByTestId('preview-box-xcx-qr');
    await img.waitFor();
    expect(await img.getAttribute('src')).toBe(picture.url);
    // The picture really loads (a library image served by this server).
    await page.waitForFunction(() => ((document.querySelector('[data-testid="preview-box-xcx-qr"]') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    await page.getByText('微信扫码预览').waitFor();
    expect(await page.getByTestId('preview-box-frame').getAttribute('src')).toBe(MOBILE);
    await shoot(page, 'xcx');
    // Another site's picture: refused.
    const foreign = '/uploads/1002/2026-01/0123456789abcdef0123456789abcdef.png';
    await stack.built.db.insertInto('images').values({
      site_id: 1002, dir_id: 0, name: 'qr.png', name_search: 'qr.png', stored_name: foreign.slice('/uploads/'.length), url: foreign, thumb_url: '',
      mime: 'image/png', kind: 'image', width: 10, height: 10, size: 100, created_at: Date.now(),
    }).execute();
    await page.goto(`${stack.baseUrl}${xcxBoxPath({ url: MOBILE, qrcode: foreign, sn: '1001' })}`);
    await page.getByText('预览地址无效').waitFor();
    await page.goto(`${stack.baseUrl}${xcxBoxPath({ url: MOBILE, qrcode: 'https://evil.example.com/qr.png', sn: '1001' })}`);
    await page.getByText('预览地址无效').waitFor();
    expect(await page.getByTestId('preview-box-frame').count()).toBe(0);
  } finally {
    await context.close();
  }
});

it('shows 预览地址无效 for a foreign address or another site, framing nothing', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    for (const params of [
      { mUrl: '', pcUrl: 'https://evil.example.com/', id: 0, sn: '1001' },
      { mUrl: MOBILE, pcUrl: 'javascript:alert(1)', id: 0, sn: '1001' },
      { mUrl: MOBILE, pcUrl: PC, id: 0, sn: '1002' },
    ]) {
      await page.goto(`${stack.baseUrl}${siteBoxPath('pc', params)}`);
      await page.getByText('预览地址无效').waitFor();
      expect(await page.getByTestId('preview-box-frame').count()).toBe(0);
    }
    await shoot(page, 'invalid');
    // 返回 on a box opened directly goes home.
    await page.getByRole('button', { name: /返\s*回/ }).click();
    await page.waitForURL(/\/zhHome\/index/);
  } finally {
    await context.close();
  }
});

it('lists 网站装修 under 系统设置 on the product\'s host only', async () => {
  const items = async (base: string) => {
    const { page, context } = await stack.newPage();
    try {
      await page.goto(`${base}/login`);
      await loginAs(page, base, 'admin');
      await page.getByRole('menuitem', { name: '系统设置' }).click();
      await page.getByRole('menuitem', { name: '网站信息' }).waitFor();
      return (await page.locator('.console-menu .ant-menu-title-content').allInnerTexts()).map((t) => t.trim());
    } finally {
      await context.close();
    }
  };
  expect(await items(stack.baseUrl)).toContain('网站装修');
  const elsewhere = await items(stack.baseUrl.replace('127.0.0.1', 'localhost'));
  expect(elsewhere).toContain('网站信息');
  expect(elsewhere).not.toContain('网站装修');
});
