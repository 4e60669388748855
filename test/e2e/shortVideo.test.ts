// Short videos as an operator works with them (issue 11 §11), in Chromium against the real server:
// a video added by its share link and read back in the list; a 旧版 video (published before
// 2022-04-28 20:00:00) opened where one would edit it, showing the refusal instead of a form; an
// mp4 built here byte by byte — a wrong type refused in the browser, an .exe named .mp4 refused by
// the server, the real one uploaded with its length read from its header and shown in the list;
// what was typed kept as a local draft across a reload; and an account with videos whose removal
// the server refuses.
import type { Page } from 'playwright-core';
import { SEED_VIDEOS } from '../../server/modules/short-video/seed';
import { VIDEO_MSG } from '../../shared/domain/product';
import { loginAs, startStack, type Stack } from './support/stack';
import { mp4 as mp4File } from '../support/mp4Files';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const LIST = '/zhSmallVideo/samll_video_list';
const LEGACY_TITLE = SEED_VIDEOS[1].title; // 2021-11-03: 旧版
/** Waits until a check on the page holds (a re-render after an answer). */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await check()).toBe(true);
}

const rowOf = (page: Page, title: string) => page.locator('.ant-table-row').filter({ has: page.getByText(title, { exact: true }) });

/** Picks an option of the antd select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** An MP4 of `seconds` (built box by box). */
const mp4 = (seconds: number) => mp4File({ seconds, media: 8000 });

it('adds a video by its share link, checked as typed, and finds it in the list', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${LIST}`);
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: '添加短视频' }).first().click();
    await page.waitForURL(/\/zhSmallVideo\/samll_video_add$/);
    await page.getByLabel('视频标题').waitFor();
    // The list stays highlighted (§2), and the page has no breadcrumb.
    await page.locator('.ant-menu-item-selected', { hasText: '短视频列表' }).waitFor();
    expect(await page.locator('.console-breadcrumb').count()).toBe(0);

    const title = `展会现场速览 ${Date.now()}`;
    await page.getByLabel('视频标题').fill(title);
    await page.getByText('分享链接', { exact: true }).click();
    // Checked as typed, by the rule the server applies too.
    await page.getByLabel('视频分享链接').fill('http://v.douyin.com/abc');
    await page.getByText(VIDEO_MSG.linkInvalid).waitFor();
    await page.getByLabel('视频分享链接').fill('https://v.douyin.com/iRNBho6u/');
    await page.getByText(VIDEO_MSG.linkInvalid).waitFor({ state: 'detached' });
    await page.getByLabel('视频简介').fill('展位 A-108 的现场速览。');
    await choose(page, '所属账号', '示范科技工厂直击');
    await page.getByRole('button', { name: '保存并返回' }).click();

    await page.waitForURL(new RegExp(`${LIST}$`));
    const row = rowOf(page, title);
    await row.waitFor();
    expect(await row.innerText()).toMatch(/快手\s*示范科技工厂直击/);
    expect(await row.innerText()).toContain('上架');
    expect(await row.getByText('旧版').count()).toBe(0);
    // Its title opens the editor with what was saved.
    await row.getByRole('link', { name: title }).click();
    await page.waitForURL(/samll_video_edit\?id=\d+/);
    await until(async () => (await page.getByLabel('视频分享链接').inputValue()) === 'https://v.douyin.com/iRNBho6u/');
  } finally {
    await context.close();
  }
});

it('shows a 旧版 video read-only, with the refusal where it would be edited', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${LIST}`);
    await page.getByLabel('旧版', { exact: true }).waitFor();
    await choose(page, '旧版', '旧版');
    const row = rowOf(page, LEGACY_TITLE);
    await row.waitFor();
    // The four seeded videos published before the cutoff.
    await until(async () => (await page.locator('.ant-table-row').count()) === 4);
    expect(await row.getByText('旧版', { exact: true }).count()).toBe(1);
    // The row offers 查看, not 编辑; the title opens the view with the reason.
    expect(await row.getByRole('button', { name: '编辑' }).count()).toBe(0);
    await row.getByRole('button', { name: LEGACY_TITLE }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: LEGACY_TITLE });
    await dialog.getByText(VIDEO_MSG.legacyNotEditable).waitFor();
    expect(VIDEO_MSG.legacyNotEditable).toBe('2022-04-28 20:00:00前发布的旧版视频不支持编辑');
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();

    // The edit address of a 旧版 video shows it, the refusal and no form.
    const id = SEED_VIDEOS.findIndex((v) => v.title === LEGACY_TITLE) + 1;
    await page.goto(`${stack.baseUrl}/zhSmallVideo/samll_video_edit?id=${id}`);
    await page.getByText(VIDEO_MSG.legacyNotEditable).waitFor();
    await page.getByText(LEGACY_TITLE).first().waitFor();
    expect(await page.getByRole('button', { name: '保存' }).count()).toBe(0);
    expect(await page.getByLabel('视频标题').count()).toBe(0);
  } finally {
    await context.close();
  }
});

it('uploads an mp4 — refusing a wrong type in the browser and a fake one on the server — and lists its length', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('smallVideo/upload')) uploads.push(request.url());
    });
    await page.goto(`${stack.baseUrl}/zhSmallVideo/samll_video_add`);
    const title = `上传的演示视频 ${Date.now()}`;
    await page.getByLabel('视频标题').fill(title);
    const input = page.locator('input[type="file"]');

    // A type the rule does not allow never leaves the browser.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a video') });
    await page.getByText(`上传失败：${VIDEO_MSG.fileTypeRefused}`).waitFor();
    expect(uploads).toEqual([]);

    // An .exe named .mp4 passes the browser's check; the server reads its content and refuses it.
    const answer = page.waitForResponse((response) => response.url().includes('smallVideo/upload'));
    await input.setInputFiles({ name: 'setup.mp4', mimeType: 'video/mp4', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 1)]) });
    expect((await (await answer).json()).message).toBe(VIDEO_MSG.fileTypeRefused);
    await page.getByText(`上传失败：${VIDEO_MSG.fileTypeRefused}`).waitFor();
    expect(uploads).toHaveLength(1);

    // A real one: its length comes from its header.
    await input.setInputFiles({ name: 'factory-tour.mp4', mimeType: 'video/mp4', buffer: mp4(75) });
    const file = page.getByTestId('video-file');
    await file.waitFor();
    await file.getByText(/时长 1:15/).waitFor();
    expect(await file.locator('video').getAttribute('src')).toMatch(/smallVideo\/play\?file=[0-9a-f]{32}\.mp4$/);
    await page.getByRole('button', { name: '保存并返回' }).click();

    await page.waitForURL(new RegExp(`${LIST}$`));
    const row = rowOf(page, title);
    await row.waitFor();
    expect(await row.locator('td').nth(4).innerText()).toBe('1:15');
    // 播放 opens the uploaded file in a player.
    await row.getByRole('button', { name: '播放' }).click();
    const player = page.locator('.ant-modal video');
    await player.waitFor();
    expect(await player.getAttribute('src')).toMatch(/smallVideo\/play\?file=/);
  } finally {
    await context.close();
  }
});

it('keeps what was typed as a local draft and offers it back after a reload', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhSmallVideo/samll_video_edit?id=6`);
    await until(async () => (await page.getByLabel('视频标题').inputValue()) === SEED_VIDEOS[5].title);
    await page.getByLabel('视频标题').fill('改过的标题');
    await page.getByLabel('视频简介').fill('还没保存的简介');
    await page.getByTestId('draft-status').waitFor();
    await page.reload();
    const banner = page.getByTestId('draft-banner');
    await banner.waitFor();
    expect(await page.getByLabel('视频标题').inputValue()).toBe(SEED_VIDEOS[5].title);
    await banner.getByRole('button', { name: '恢复' }).click();
    expect(await page.getByLabel('视频标题').inputValue()).toBe('改过的标题');
    expect(await page.getByLabel('视频简介').inputValue()).toBe('还没保存的简介');
  } finally {
    await context.close();
  }
});

it('refuses to remove an account that still has videos, and says why', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhSmallVideo/account`);
    const row = rowOf(page, '示范科技官方');
    await row.waitFor();
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByText('确定删除账号「示范科技官方」吗？').waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText(VIDEO_MSG.accountHasVideos).waitFor();
    expect(VIDEO_MSG.accountHasVideos).toBe('该账号下还有短视频，不能删除');
    await page.reload();
    await rowOf(page, '示范科技官方').waitFor();
  } finally {
    await context.close();
  }
});
