// 网站装修 in Chromium against the real server (issue 15 item 5): the page opens without a breadcrumb,
// the operator picks 关于我们, uploads a picture in the gallery picker (chosen at once), tiles it
// across the top (scale_tiling, img_top) and reads repeat-x / center top from the preview section's
// computed style; the phone frame is 375 px wide; 全屏预览 shows the unsaved draft at full size; a
// save survives a reload, and the server's signed preview framed in /previewBox draws the same style. Photographed at 1280, 1366 and 1440 px with E2E_SHOTS.
import fs from 'node:fs';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { loginAs, startStack, type Stack } from './support/stack';


/**
 * Clicks a confirmation's button until the confirmation is gone: on a loaded machine a click that
 * lands while the dialog is still zooming in can be lost (the box moves under the pointer).
 */
async function closeWith(dialog: Locator, name: RegExp) {
  for (let attempt = 0; ; attempt++) {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name }).click({ timeout: 5_000 }).catch(() => undefined);
    try {
      await dialog.waitFor({ state: 'hidden', timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const SHOTS = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await page.screenshot({ path: `${SHOTS}/decoration-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The background a visitor's browser computes for a preview section. */
function backgroundOf(page: Page, section: string) {
  return page.getByTestId(`preview-section-${section}`).first().evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      image: style.backgroundImage,
      repeat: style.backgroundRepeat,
      position: `${style.backgroundPositionX} ${style.backgroundPositionY}`,
      size: style.backgroundSize,
      declared: (el as HTMLElement).style.backgroundPosition,
      align: style.textAlign,
    };
  });
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

it('tiles a gallery picture across the top of 关于我们, sees it in both frames and at full size, and keeps it after a save and a reload', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    // Other settings pages have a breadcrumb; 网站装修 has none (§2).
    await page.goto(`${stack.baseUrl}/zhSetting/site`);
    await page.locator('.console-breadcrumb').waitFor();
    await page.goto(`${stack.baseUrl}/zhSetting/zhDecoration`);
    await page.getByTestId('decoration-page').waitFor();
    await page.getByTestId('decoration-preview-pc').waitFor();
    expect(await page.locator('.console-breadcrumb').count()).toBe(0);
    // The site's current template is named, with the way to change it.
    expect(await page.getByTestId('decoration-template').innerText()).toMatch(/^当前模板：/);
    expect(await page.getByRole('link', { name: '更换模板' }).getAttribute('href')).toBe('/zhHome/template');

    await page.locator('.dc-sections').getByText('关于我们', { exact: true }).click();
    // The desktop frame scrolls the section being edited into view.
    await page.waitForFunction(() => {
      const frame = document.querySelector('.dc-pc-screen')!.getBoundingClientRect();
      const section = document.querySelector('[data-testid="preview-section-about_us"]')!.getBoundingClientRect();
      return section.top >= frame.top - 1 && section.top < frame.bottom - 40;
    });
    await page.getByRole('button', { name: '选择图片' }).click();
    const picker = page.getByTestId('gallery-picker');
    const picture = await sharp({ create: { width: 120, height: 40, channels: 3, background: { r: 220, g: 80, b: 40 } } }).png().toBuffer();
    await picker.locator('.res-toolbar input[type="file"]').first().setInputFiles({ name: '装修横条.png', mimeType: 'image/png', buffer: picture });
    // A file uploaded in the picker is chosen at once.
    await picker.locator('[data-testid="file-card"][data-name="装修横条.png"] button[aria-pressed="true"]').waitFor();
    await page.locator('.res-picker').getByRole('button', { name: '确定' }).click();
    await picker.waitFor({ state: 'detached' });
    const src = await page.getByTestId('decoration-image-thumb').getAttribute('src');
    expect(src).toMatch(/^\/uploads\/\d+\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);

    // The tile effect is offered only once tiling is chosen.
    expect(await page.getByLabel('平铺效果', { exact: true }).count()).toBe(0);
    await choose(page, '缩放方式', '平铺');
    await choose(page, '平铺效果', '顶部横向平铺');
    let bg = await backgroundOf(page, 'about_us');
    expect(bg.image).toContain(src!);
    expect([bg.repeat, bg.declared, bg.position, bg.size]).toEqual(['repeat-x', 'center top', '50% 0%', 'auto']);
    // The other sections are untouched.
    expect((await backgroundOf(page, 'index')).image).not.toContain(src!);
    await shoot(page, 'pc');

    // The phone: a 375 px screen drawing the same style.
    await page.getByTestId('decoration-device').getByText('手机版', { exact: true }).click();
    const screen = page.getByTestId('preview-phone-screen');
    await screen.waitFor();
    const box = await screen.boundingBox();
    expect([box?.width, box?.height]).toEqual([375, 667]);
    bg = await backgroundOf(page, 'about_us');
    expect([bg.repeat, bg.declared]).toEqual(['repeat-x', 'center top']);
    await shoot(page, 'mobile');

    // An unsaved change reaches the full-size preview, which highlights 网站装修 in the menu.
    await page.getByRole('tab', { name: '文字' }).click();
    await page.locator('.ant-radio-button-wrapper:visible').filter({ hasText: /^居中$/ }).click();
    expect((await backgroundOf(page, 'about_us')).align).toBe('center');
    // A change is on the section before the next frame is drawn (no debounce): tick 上 with a 3 px width.
    await page.getByRole('tab', { name: '边框' }).click();
    await page.getByLabel('边框宽度（px）').fill('3');
    await page.getByLabel('边框宽度（px）').press('Enter');
    const change = await page.evaluate(() => new Promise<{ ms: number; sync: string; frame: string }>((resolve) => {
      const section = document.querySelector<HTMLElement>('.dc-device [data-testid="preview-section-about_us"]')!;
      const top = [...document.querySelectorAll<HTMLElement>('.ant-checkbox-wrapper')].find((l) => l.textContent?.trim() === '上' && l.offsetParent)!;
      const started = performance.now();
      top.querySelector('input')!.click();
      const sync = section.style.borderTop;
      const ms = performance.now() - started;
      requestAnimationFrame(() => resolve({ ms, sync, frame: section.style.borderTop }));
    }));
    // On the element in the same task as the click, so the next frame drawn shows it whatever the
    // machine's load (the time is printed beside the 16 ms budget, not asserted: a loaded CI machine varies).
    expect([change.sync, change.frame].map((v) => /^3px solid /.test(v))).toEqual([true, true]);
    console.log(`style change → preview: ${change.ms.toFixed(2)} ms in the click's task (budget: one frame, 16 ms)`);
    await page.getByRole('button', { name: '全屏预览' }).click();
    await page.waitForURL(/\/zhSetting\/zhDecoration\/preview$/);
    await page.getByTestId('decoration-full-mobile').waitFor();
    expect(await page.getByTestId('decoration-full-mobile').getByTestId('preview-section-about_us').evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(375);
    bg = await backgroundOf(page, 'about_us');
    expect([bg.repeat, bg.declared, bg.align]).toEqual(['repeat-x', 'center top', 'center']);
    expect(await page.locator('.console-menu .ant-menu-item-selected').innerText()).toContain('网站装修');
    await page.getByText('电脑版', { exact: true }).click();
    await page.getByTestId('decoration-full-pc').waitFor();
    expect(await page.getByTestId('preview-section-about_us').evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(1200);
    await shoot(page, 'full');
    await page.getByRole('button', { name: '返回装修' }).click();
    await page.waitForURL(/\/zhSetting\/zhDecoration$/);

    // Saved, then read back after a reload.
    await page.getByText('未保存', { exact: true }).waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.getByText('未保存', { exact: true }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('decoration-preview-pc').waitFor();
    bg = await backgroundOf(page, 'about_us');
    expect(bg.image).toContain(src!);
    expect([bg.repeat, bg.declared, bg.align]).toEqual(['repeat-x', 'center top', 'center']);
    await page.locator('.dc-sections').getByText('关于我们', { exact: true }).click();
    expect(await page.getByTestId('decoration-image-thumb').getAttribute('src')).toBe(src);

    // The server's signed preview of the draft, framed by /previewBox: the same CSS reaches visitors.
    await page.getByRole('button', { name: '生成预览链接' }).click();
    const boxPath = await page.getByTestId('decoration-box-pc').getAttribute('href');
    expect(boxPath).toMatch(/^\/previewBox\/pcPreview\//);
    await page.goto(`${stack.baseUrl}${boxPath}`);
    const framed = page.frameLocator('iframe').locator('[data-section="about_us"]');
    await framed.waitFor();
    const served = await framed.evaluate((el) => {
      const style = getComputedStyle(el);
      return { image: style.backgroundImage, repeat: style.backgroundRepeat, position: `${style.backgroundPositionX} ${style.backgroundPositionY}`, align: style.textAlign };
    });
    expect(served.image).toContain(src!);
    expect([served.repeat, served.position, served.align]).toEqual(['repeat-x', '50% 0%', 'center']);
    await shoot(page, 'box');
  } finally {
    await context.close();
  }
});

it('keeps the operator’s draft when someone else saved meanwhile; 刷新 takes theirs, 恢复默认 asks first', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhSetting/zhDecoration`);
    await page.getByTestId('decoration-preview-pc').waitFor();
    const token = (await context.cookies()).find((c) => c.name === 'X-Token')?.value as string;
    const api = `${stack.baseUrl}/api/app/site-admin-api/admin/decoration`;
    const read = async () => (await (await fetch(`${api}/get`, { headers: { 'X-Token': token } })).json()).data;
    const fontSize = (section: string) => page.getByTestId(`preview-section-${section}`).evaluate((el) => getComputedStyle(el).fontSize);

    // The operator sets 联系我们 in 24 px …
    await page.locator('.dc-sections').getByText('联系我们', { exact: true }).click();
    await page.getByRole('tab', { name: '文字' }).click();
    await choose(page, '字号', '24px');
    expect(await fontSize('contact_us')).toBe('24px');

    // … while someone else saves 网站首页 in 30 px from the same version.
    const theirs = await read();
    theirs.sections.index.text.size = 30;
    const saved = await (await fetch(`${api}/save`, { method: 'POST', headers: { 'X-Token': token, 'content-type': 'application/json' }, body: JSON.stringify({ sections: theirs.sections, version: theirs.version }) })).json();
    expect(saved.code).toBe(200);

    await page.getByRole('button', { name: '保存' }).click();
    const conflict = page.getByTestId('decoration-conflict');
    await conflict.getByText('装修已被他人修改，请刷新后重试').waitFor();
    // Nothing overwritten on the server, nothing lost on the page.
    const stored = await read();
    expect([stored.sections.index.text.size, stored.sections.contact_us.text.size === 24]).toEqual([30, false]);
    expect(await fontSize('contact_us')).toBe('24px');
    expect(await page.getByText('未保存', { exact: true }).count()).toBe(1);
    await shoot(page, 'conflict');

    // 刷新 asks, then shows their decoration.
    await conflict.getByRole('button', { name: /刷\s*新/ }).click();
    await page.locator('.ant-modal-confirm:visible').getByRole('button', { name: /刷\s*新/ }).click();
    await conflict.waitFor({ state: 'detached' });
    expect(await fontSize('index')).toBe('30px');
    expect(await fontSize('contact_us')).not.toBe('24px');

    // 恢复默认 asks first; cancelled nothing changes, confirmed the section is back to its default.
    await page.locator('.dc-sections').getByText('网站首页', { exact: true }).click();
    await page.getByRole('button', { name: '恢复默认' }).click();
    const dialog = page.locator('.ant-modal-confirm:visible');
    await dialog.locator('.ant-modal-confirm-title').getByText('恢复「网站首页」的默认样式？').waitFor();
    await closeWith(dialog, /取\s*消/);
    expect(await fontSize('index')).toBe('30px');
    await page.getByRole('button', { name: '恢复默认' }).click();
    await dialog.getByRole('button', { name: '恢复默认' }).click();
    await page.getByText('未保存', { exact: true }).waitFor();
    expect(await fontSize('index')).toBe('14px');
    expect(await page.getByTestId('preview-section-index').evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
    // 撤销修改 goes back to what is saved.
    await page.getByRole('button', { name: '撤销修改' }).click();
    expect(await fontSize('index')).toBe('30px');
  } finally {
    await context.close();
  }
});
