// The image library as an operator meets it: upload a picture through the page, find it in the
// grid, rename it, move it into a folder, delete it; switch a text watermark on (and try the
// gallery picker on the way) and see the next upload carry it; a web page disguised as .png is
// refused with the server's Chinese message on screen.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { CONTENT_MSG } from '../../shared/domain/content';
import { SITE } from '../../server/core/db/seedData';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const card = (page: Page, name: string) => page.locator(`[data-testid="file-card"][data-name="${name}"]`);

async function rowNamed(name: string) {
  return stack.built.db.selectFrom('images').selectAll().where('site_id', '=', SITE.corporate).where('name', '=', name).executeTakeFirst();
}

async function uploadThroughPage(page: Page, name: string, buffer: Buffer, mimeType = 'image/png') {
  await page.locator('.res-toolbar input[type="file"]').first().setInputFiles({ name, mimeType, buffer });
}

it('uploads, renames, moves and deletes a picture; refuses a disguised file with the server’s message', async () => {
  const { page } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/zhResource/index`);
  // The seeded library and its folders.
  await card(page, '首页横幅.png').waitFor();
  await page.getByTestId('folder-tree').getByText('产品图片').waitFor();

  // Upload a real PNG.
  const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 160, b: 90 } } }).png().toBuffer();
  await uploadThroughPage(page, 'e2e-绿色.png', picture);
  await page.getByTestId('upload-item').filter({ hasText: 'e2e-绿色.png' }).getByText('上传成功').waitFor();
  const uploaded = card(page, 'e2e-绿色.png');
  await uploaded.waitFor();
  await uploaded.getByText('320×200').waitFor();
  const stored = await rowNamed('e2e-绿色.png');
  expect(stored).toMatchObject({ kind: 'image', mime: 'image/png', width: 320, height: 200, dir_id: 0 });
  // The thumbnail is the server's (and it loads).
  const thumbSrc = await uploaded.locator('img').getAttribute('src');
  expect(thumbSrc).toBe(stored!.thumb_url);
  expect(await uploaded.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Rename (display name only).
  await page.getByRole('button', { name: '重命名 e2e-绿色.png' }).click();
  await page.getByLabel('文件名称').fill('e2e-改名.png');
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await page.getByText('已重命名').waitFor();
  await card(page, 'e2e-改名.png').waitFor();
  expect((await rowNamed('e2e-改名.png'))?.url).toBe(stored!.url);

  // Move into a folder, then find it there.
  await page.getByRole('button', { name: '移动 e2e-改名.png' }).click();
  const moveDialog = page.locator('.ant-modal').filter({ hasText: '移动 1 个文件到' });
  await moveDialog.locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^产品图片$/ }).click();
  await moveDialog.getByRole('button', { name: '确定', exact: true }).click();
  await page.getByText('已移动 1 个文件').waitFor();
  const folder = await stack.built.db.selectFrom('image_folders').select('id').where('site_id', '=', SITE.corporate).where('name', '=', '产品图片').executeTakeFirstOrThrow();
  expect((await rowNamed('e2e-改名.png'))?.dir_id).toBe(folder.id);
  await page.getByTestId('folder-tree').getByText('产品图片').click();
  await card(page, 'e2e-改名.png').waitFor();
  await card(page, '首页横幅.png').waitFor({ state: 'detached' });

  // Delete with confirmation: the row and the file go.
  await page.getByRole('button', { name: '删除 e2e-改名.png' }).click();
  await page.getByText('确定删除“e2e-改名.png”吗？', { exact: false }).waitFor();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click();
  await page.getByText('已删除 1 个文件').waitFor();
  await card(page, 'e2e-改名.png').waitFor({ state: 'detached' });
  expect(await rowNamed('e2e-改名.png')).toBeUndefined();
  expect(fs.existsSync(path.join(stack.built.deps.config.dataDir, 'uploads', stored!.stored_name))).toBe(false);

  // A web page named .png and declared image/png: refused, the server's words on screen, nothing stored.
  await uploadThroughPage(page, 'fake.png', Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'));
  const refused = page.getByTestId('upload-item').filter({ hasText: 'fake.png' });
  await refused.getByText(CONTENT_MSG.fileTypeRefused, { exact: false }).waitFor();
  expect(await refused.getByRole('alert').innerText()).toContain(`上传失败：${CONTENT_MSG.fileTypeRefused}`);
  expect(await rowNamed('fake.png')).toBeUndefined();
});

it('saves a text watermark (trying the gallery picker first) and the next upload carries it', async () => {
  const { page } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/zhResource/watermarkManage`);
  await page.getByRole('switch', { name: '启用水印' }).waitFor();

  // The gallery picker, opened through the DialogService: choose an image, see it in the preview.
  await page.getByText('图片水印').click();
  await page.getByRole('button', { name: '从图片库选择' }).click();
  const picker = page.getByTestId('gallery-picker');
  await picker.waitFor();
  await picker.locator('[data-testid="file-card"][data-name="首页横幅.png"] .res-card-picture').click();
  await page.getByTestId('picker-count').getByText('已选 1 / 1').waitFor();
  await page.locator('.res-picker').getByRole('button', { name: '确定' }).click();
  await picker.waitFor({ state: 'detached' });
  await page.locator('[data-testid="watermark-preview"] img').waitFor({ state: 'attached' });

  // Back to a text watermark at the top left, fully opaque red.
  await page.getByText('文字水印').click();
  await page.getByRole('switch', { name: '启用水印' }).click();
  await page.getByLabel('水印文字').fill('端到端水印');
  await page.getByLabel('字号').fill('40');
  await page.getByLabel('字号').press('Enter');
  await page.getByRole('button', { name: '左上' }).click();
  await page.getByTestId('watermark-overlay').getByText('端到端水印').waitFor();
  const slider = page.getByRole('slider', { name: '不透明度' });
  await slider.focus();
  for (let i = 0; i < 60; i++) await slider.press('ArrowRight');
  await page.getByText('100%').waitFor();
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('水印设置已保存').waitFor();
  const row = await stack.built.db.selectFrom('watermarks').select('settings').where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow();
  expect(JSON.parse(row.settings)).toMatchObject({ enabled: true, type: 'text', text: '端到端水印', font_size: 40, position: 'top-left', opacity: 100 });

  // Upload a black picture: the (default white) text now sits in its top-left corner.
  await page.goto(`${stack.baseUrl}/zhResource/index`);
  await card(page, '首页横幅.png').waitFor();
  const dark = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 0, g: 0, b: 0 } } }).png().toBuffer();
  await uploadThroughPage(page, 'e2e-水印.png', dark);
  await card(page, 'e2e-水印.png').waitFor();
  const marked = await rowNamed('e2e-水印.png');
  const file = await fs.promises.readFile(path.join(stack.built.deps.config.dataDir, 'uploads', marked!.stored_name));
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const light = (x0: number, y0: number, x1: number, y1: number) => {
    let n = 0;
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (data[(y * info.width + x) * 3] > 128) n++;
    return n;
  };
  // White text in the top-left region of the black picture, none in the bottom-right.
  expect(light(0, 0, 300, 80)).toBeGreaterThan(100);
  expect(light(300, 200, 600, 400)).toBe(0);
});
