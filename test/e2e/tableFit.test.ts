// Tables that fit (issue 10): every list page at 1280, 1366, 1440 and 1920 px. No column is
// narrower than the minimum its page declares, no row runs off its card, the page never scrolls
// sideways, and text that is cut ends in "…" with the whole text on hover.
import type { Page } from 'playwright-core';
import { SEED_KEYWORD } from '../../server/modules/content/seedKeywords';
import { SEED_TAG } from '../../server/modules/content/seedLibrary';
import { loginAs, startStack, type Stack } from './support/stack';
import { tableFitProblems } from './support/tableFit';

const WIDTHS = [1280, 1366, 1440, 1920];
const LONG_TITLE = '关于二〇二六年度全国智能制造产业链上下游企业协同创新发展论坛暨新产品发布会的参会报名须知与日程安排';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

interface ListPage {
  name: string;
  url: string;
  /** From the list page, how to reach a page that needs a record (the first row's link). */
  then?: (page: Page) => Promise<void>;
}

const PAGES: ListPage[] = [
  { name: '新闻', url: '/zhContent/news' },
  { name: '下载', url: '/zhContent/download' },
  { name: '相册', url: '/zhContent/album' },
  { name: '招聘', url: '/zhContent/recruitlist' },
  { name: '简历', url: '/zhContent/recruitlist', then: (page) => page.getByRole('tab', { name: /简历/ }).click() },
  { name: '历史版本', url: '/zhContent/news', then: (page) => page.locator('.ant-table-row').first().getByRole('button', { name: '历史' }).click() },
  { name: '回收站', url: '/zhRecycle/index' },
  { name: '草稿箱', url: '/zhContent/drafts' },
  { name: '标签', url: '/zhTags/tags' },
  { name: '标签内容', url: `/zhTags/tagsdetail?id=${SEED_TAG.smartManufacturing}` },
  { name: '关键词', url: '/keywords/manage' },
  { name: '关键词内容', url: `/keywords/associateContent?id=${SEED_KEYWORD.expo}` },
  { name: '在线表单', url: '/zhEnquiry/form' },
  { name: '表单留言', url: '/zhEnquiry/form', then: (page) => page.locator('.ant-table-row').first().getByRole('button', { name: '查看留言' }).click() },
  { name: '留言管理', url: '/zhEnquiry/messageManagement' },
  { name: '数据表单', url: '/zhEnquiry/formList4' },
  { name: '数据记录', url: '/zhEnquiry/messageManagement4' },
  { name: '站内消息', url: '/message/allMessage' },
  { name: '短视频', url: '/zhSmallVideo/samll_video_list' },
  { name: '短视频回收站', url: '/zhSmallVideo/samll_video_list', then: (page) => page.getByRole('tab', { name: '回收站' }).click() },
  { name: '短视频账号', url: '/zhSmallVideo/account' },
  { name: '产品', url: '/zhProduct/list' },
  { name: '产品回收站', url: '/zhProduct/list?tab=bin' },
  { name: '产品标签', url: '/zhProduct/tag' },
  { name: '会员列表', url: '/marketInteract/vipManagement' },
  { name: '会员等级', url: '/marketInteract/vipManagement?tab=ranks' },
  { name: '信息搜索', url: '/marketInteract/infoSearch' },
  { name: '商机雷达', url: '/marketInteract/radar' },
  { name: '邮件发送记录', url: '/zhSetting/email' },
  { name: '短信发送记录', url: '/zhSetting/shortMessage' },
  { name: '操作日志', url: '/zhSetting/zhOperationLog' },
  { name: '域名管理', url: '/zhSetting/site2' },
  { name: '清除缓存', url: '/zhSetting/clearCache' },
  { name: '网站备份', url: '/zhSetting/websiteBackup', then: async (page) => { await page.getByTestId('backup-start').click(); await page.getByText('备份完成').waitFor({ timeout: 60_000 }); } },
  { name: '产品历史版本', url: '/zhProduct/list', then: (page) => page.locator('.ant-table-row').first().getByRole('button', { name: '历史版本' }).click() },
  // The AI pages' records stay readable without a model (this stack configures none).
  { name: 'AI写作任务', url: '/aiAssistant/taskList' },
  { name: 'AI写作任务详情', url: '/aiAssistant/taskList', then: (page) => page.locator('.ant-table-row').first().getByRole('button', { name: '查看' }).click() },
  { name: '公众号采集记录', url: '/aiAssistant/gather' },
  // Sites and languages, the mini-program console (issue 17).
  { name: '语言版本', url: '/siteLanguage/index' },
  { name: '同步翻译', url: '/siteLanguage/sync' },
  { name: '更换模板', url: '/zhHome/template', then: (page) => page.getByText('我的服务').click() },
  { name: '小程序页面', url: '/zhXcx/index' },
];

/** A news article whose title cannot fit anywhere, so the "…" and hover title are exercised. */
async function addLongTitledArticle(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'X-Token')?.value as string;
  const response = await fetch(`${stack.baseUrl}/api/app/site-admin-api/admin_cms/article/save`, {
    method: 'POST',
    headers: { 'X-Token': token, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 1, category_id: 0, title: LONG_TITLE, summary: '', content: '<p>正文</p>', img: '', author: '市场部', sort: 0, status: 1,
      seo_title: '', seo_keywords: '', seo_description: '', tag_ids: [], attachment_url: '', attachment_name: '', video_url: '',
    }),
  });
  expect((await response.json()).code).toBe(200);
}

/** A short video with the same title, in a list with a cover, an account and a 旧版 tag beside it. */
async function addLongTitledVideo(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'X-Token')?.value as string;
  const response = await fetch(`${stack.baseUrl}/api/app/site-admin-api/admin_cms/smallVideo/save`, {
    method: 'POST',
    headers: { 'X-Token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ title: LONG_TITLE, link: 'https://v.douyin.com/long-title/', account_id: 1 }),
  });
  expect((await response.json()).code).toBe(200);
}

/** A product with the same name, 推荐 (tagged beside it), in a category, priced. */
async function addLongNamedProduct(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'X-Token')?.value as string;
  const response = await fetch(`${stack.baseUrl}/api/app/site-admin-api/admin_cms/goods/save`, {
    method: 'POST',
    headers: { 'X-Token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ name: LONG_TITLE, type_id: 17, price_sell: '99999999.99', recommend: 1, sort: 0 }),
  });
  expect((await response.json()).code).toBe(200);
}

it('fits every list page at 1280, 1366, 1440 and 1920 px', async () => {
  const { page, context } = await stack.newPage();
  try {
    await page.setViewportSize({ width: WIDTHS[0], height: 860 });
    await loginAs(page, stack.baseUrl, 'admin');
    await addLongTitledArticle(page);
    await addLongTitledVideo(page);
    await addLongNamedProduct(page);
    const found: string[] = [];
    for (const target of PAGES) {
      await page.setViewportSize({ width: WIDTHS[0], height: 860 });
      await page.goto(`${stack.baseUrl}${target.url}`);
      await page.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
      if (target.then) {
        await target.then(page);
        await page.waitForTimeout(300);
        await page.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 860 });
        // Two frames: the resize observer measures, then the table lays out at the new widths.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        for (const problem of await tableFitProblems(page)) found.push(`${target.name} @${width}: ${problem.problem}`);
      }
    }
    expect(found).toEqual([]);
  } finally {
    await context.close();
  }
});

it('clips a long title with "…", shows it whole on hover, and gives the title the free space', async () => {
  const { page, context } = await stack.newPage();
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhContent/news`);
    const link = page.getByRole('link', { name: LONG_TITLE });
    await link.waitFor();
    const at1280 = await link.evaluate((el) => ({ clipped: el.scrollWidth > el.clientWidth, overflow: getComputedStyle(el).textOverflow, title: el.getAttribute('title'), width: el.getBoundingClientRect().width }));
    expect(at1280).toEqual({ clipped: true, overflow: 'ellipsis', title: LONG_TITLE, width: expect.any(Number) });
    // The title column is the one that shows most (issue: 20 px, "标", at 1280).
    expect(at1280.width).toBeGreaterThanOrEqual(200);

    await page.setViewportSize({ width: 1920, height: 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const at1920 = await link.evaluate((el) => el.getBoundingClientRect().width);
    expect(at1920).toBeGreaterThan(at1280.width + 400);

    // The link opens the article in the console.
    await link.click();
    await page.waitForURL(/\/zhContent\/add\?type=1&id=\d+/);
  } finally {
    await context.close();
  }
});
