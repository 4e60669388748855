// 网站二维码 as an operator uses it (issue 14 §6), in Chromium against the real server: the code made
// at L and, with a logo from the gallery, at H — each PNG downloaded and read back with jsQR to its
// text; the logo hint at L; the saved code in the header's 网站二维码 (the server's PNG, read back
// too); and no such entry for an operator without qrcode_setting. Screenshots at 1280 and 1440 px
// go to $QR_SHOTS when it is set.
import fs from 'node:fs';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const PAGE = '/zhSetting/qrCodeSetting';
const SHOTS = process.env.QR_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function decode(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

async function downloadPng(page: Page): Promise<{ png: Buffer; name: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('qr-download-png').click()]);
  return { png: fs.readFileSync(await download.path()), name: download.suggestedFilename() };
}

async function setText(page: Page, text: string) {
  const box = page.getByTestId('qr-text');
  await box.fill(text);
  // The preview follows the text.
  await page.waitForFunction((t) => decodeURIComponent(document.querySelector<HTMLImageElement>('[data-testid="qr-preview"]')?.src ?? '').length > 0 && (document.querySelector('[data-testid="qr-text"]') as HTMLTextAreaElement).value === t, text);
}

it('makes a code at L and one at H with a logo from the gallery, each downloaded PNG reading back as its text', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${PAGE}`);
    await page.getByTestId('qr-preview').waitFor();
    // The demo site's saved code reads its address.
    expect(await page.getByTestId('qr-text').inputValue()).toBe('https://www.demo-site.cn/');

    // Level L, full size 300 × (300 + caption).
    await page.locator('.qr-form').getByText('L（7%）', { exact: true }).click();
    await setText(page, 'https://www.demo-site.cn/e2e-level-l');
    const atL = await downloadPng(page);
    expect(atL.name).toMatch(/\.png$/);
    expect((await sharp(atL.png).metadata()).width).toBe(300);
    expect(await decode(atL.png)).toBe('https://www.demo-site.cn/e2e-level-l');

    // A logo at L is not drawn, and the page says why.
    await page.getByTestId('qr-logo-switch').click();
    await page.getByTestId('qr-logo-pick').click();
    const picker = page.getByTestId('gallery-picker');
    const cards = picker.getByTestId('file-card');
    await cards.first().waitFor();
    await cards.first().locator('button').click();
    await page.locator('.res-picker').getByRole('button', { name: '确定' }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByText('容错级别为 L 时不显示图标，请选择 M、Q 或 H').waitFor();

    // Level H with the logo, wider: still reads.
    await page.locator('.qr-form').getByText('H（30%）', { exact: true }).click();
    await page.getByText('容错级别为 L 时不显示图标，请选择 M、Q 或 H').waitFor({ state: 'detached' });
    await page.getByLabel('宽度', { exact: true }).fill('400');
    await page.keyboard.press('Enter');
    await setText(page, 'https://www.demo-site.cn/e2e-level-h');
    // The preview stays at most 300 px wide while the download is 400.
    expect(Number(await page.getByTestId('qr-preview').getAttribute('width'))).toBe(300);
    // Wait until the logo is in the picture (it loads as a data: URL).
    await page.waitForFunction(() => decodeURIComponent(document.querySelector<HTMLImageElement>('[data-testid="qr-preview"]')?.src ?? '').includes('<image'));
    await shoot(page, 'qr-page');
    const atH = await downloadPng(page);
    expect((await sharp(atH.png).metadata()).width).toBe(400);
    expect(await decode(atH.png)).toBe('https://www.demo-site.cn/e2e-level-h');
    const svg = await Promise.all([page.waitForEvent('download'), page.getByTestId('qr-download-svg').click()]);
    expect(svg[0].suggestedFilename()).toMatch(/\.svg$/);
    expect(fs.readFileSync(await svg[0].path(), 'utf8')).toMatch(/^<svg[^>]+width="400"/);

    // Saved, the header's 网站二维码 shows the server's drawing of it.
    await page.getByTestId('qr-save').click();
    await page.getByText('网站二维码已保存').waitFor();
    await page.getByTestId('header-action-siteQr').click();
    const image = page.getByTestId('site-qr-image');
    await image.waitFor();
    await shoot(page, 'qr-header-dialog');
    // The picture as the browser got it, read back off a canvas (an object URL of the server's PNG).
    const served = await image.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')!.drawImage(img, 0, 0);
      return canvas.toDataURL('image/png').slice('data:image/png;base64,'.length);
    });
    expect(await decode(Buffer.from(served, 'base64'))).toBe('https://www.demo-site.cn/e2e-level-h');
    await page.keyboard.press('Escape');
    await image.waitFor({ state: 'detached' });
  } finally {
    await context.close();
  }
});

it('refuses to save an empty text, in Chinese, without a call', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${PAGE}`);
    await page.getByTestId('qr-preview').waitFor();
    await page.getByTestId('qr-text').fill('');
    let saves = 0;
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('sysconfig/qrCodeConfig')) saves++; });
    await page.getByTestId('qr-save').click();
    await page.getByText('二维码内容不能为空').waitFor();
    expect(saves).toBe(0);
  } finally {
    await context.close();
  }
});

it('shows no 网站二维码 in the header to an operator without qrcode_setting', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'operator');
    await page.locator('.console-header').waitFor();
    await page.getByRole('button', { name: /后台任务/ }).waitFor();
    expect(await page.getByTestId('header-action-siteQr').count()).toBe(0);
  } finally {
    await context.close();
  }
});
