// Add pages are titled as add pages (issue 10): the browser tab, the breadcrumb's last crumb and the
// page's heading say the same — 添加新闻 without an id, 编辑新闻 with one (by type), 添加职位 /
// 编辑职位 for jobs. §2 hides the breadcrumb on /zhContent/add, so there only tab and heading speak.
import type { Page } from 'playwright-core';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const APP = '建站管理控制台';

async function post<T>(page: Page, path: string, body: unknown): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'X-Token')?.value as string;
  const res = await fetch(`${stack.baseUrl}/api/app/site-admin-api/${path}`, { method: 'POST', headers: { 'X-Token': token, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.message}`);
  return json.data;
}

/** Opens a page and reads what names it once its heading shows: tab title, last crumb (or null), heading. */
async function namesOf(page: Page, path: string, heading: string): Promise<{ tab: string; crumb: string | null; heading: string }> {
  await page.goto(`${stack.baseUrl}${path}`);
  const card = page.locator('.ant-card-head-title', { hasText: heading });
  await card.waitFor();
  await page.waitForFunction((expected) => document.title.startsWith(expected), heading).catch(() => undefined);
  const crumbs = page.locator('.console-breadcrumb .ant-breadcrumb-link');
  const crumb = (await page.locator('.console-breadcrumb').count()) === 0 ? null : ((await crumbs.last().innerText()).trim());
  return { tab: await page.title(), crumb, heading: (await card.innerText()).trim() };
}

it('names add and edit pages of articles and jobs alike in tab, breadcrumb and heading', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    const article = await post<{ id: number }>(page, 'admin_cms/article/save', { type: 1, title: `标题测试 ${Date.now()}` });
    const help = await post<{ id: number }>(page, 'admin_cms/article/save', { type: 2, title: `帮助测试 ${Date.now()}` });

    expect(await namesOf(page, '/zhContent/add?type=1', '添加新闻')).toEqual({ tab: `添加新闻 - ${APP}`, crumb: null, heading: '添加新闻' });
    expect(await namesOf(page, `/zhContent/add?type=1&id=${article.id}`, '编辑新闻')).toEqual({ tab: `编辑新闻 - ${APP}`, crumb: null, heading: '编辑新闻' });
    expect(await namesOf(page, '/zhContent/add?type=2', '添加帮助')).toEqual({ tab: `添加帮助 - ${APP}`, crumb: null, heading: '添加帮助' });
    expect(await namesOf(page, `/zhContent/add?type=2&id=${help.id}`, '编辑帮助')).toEqual({ tab: `编辑帮助 - ${APP}`, crumb: null, heading: '编辑帮助' });
    expect(await namesOf(page, '/zhContent/add?type=11', '添加视频')).toEqual({ tab: `添加视频 - ${APP}`, crumb: null, heading: '添加视频' });

    // Jobs: the breadcrumb shows, and its last crumb is the page's own name.
    expect(await namesOf(page, '/zhContent/addrecruit', '添加职位')).toEqual({ tab: `添加职位 - ${APP}`, crumb: '添加职位', heading: '添加职位' });
    await page.getByLabel('职位名称').fill(`前端工程师 ${Date.now()}`);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL(/\/zhContent\/recruitlist/);
    const firstJob = page.locator('.ant-table-row').first();
    await firstJob.waitFor();
    await firstJob.getByRole('button', { name: '编辑' }).click();
    await page.waitForURL(/\/zhContent\/addrecruit\?id=\d+/);
    const editPath = new URL(page.url()).pathname + new URL(page.url()).search;
    expect(await namesOf(page, editPath, '编辑职位')).toEqual({ tab: `编辑职位 - ${APP}`, crumb: '编辑职位', heading: '编辑职位' });

    // Leaving for a list: the tab follows the list again, not the page before.
    await page.goto(`${stack.baseUrl}/zhContent/news`);
    await page.waitForFunction(() => document.title.startsWith('新闻资讯'));
    expect(await page.title()).toBe(`新闻资讯 - ${APP}`);
  } finally {
    await context.close();
  }
});
