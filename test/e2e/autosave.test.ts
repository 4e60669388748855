// Editor autosave as an operator lives it: what is typed in a new article survives a reload and is
// offered back (发现未保存的草稿，是否恢复？); once saved, nothing is offered. A draft of an existing
// article restored after someone else saved it does not overwrite their save: saving it brings up
// the version-conflict prompt and the server keeps the other session's text.
import type { BrowserContext, Page } from 'playwright-core';
import { CONTENT_MSG } from '../../shared/domain';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const CMS = '/api/app/site-admin-api/admin_cms';
const BANNER = '发现未保存的草稿，是否恢复？';

async function tokenOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((c) => c.name === 'X-Token')?.value as string;
}

async function api<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stack.baseUrl}${CMS}/${path}`, {
    method,
    headers: { 'X-Token': token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.message}`);
  return json.data;
}

/** Waits until the page's autosave has stored a draft holding `text` (in this browser's storage). */
async function draftHolding(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (needle) => Object.keys(localStorage).some((key) => key.startsWith('console.draft:') && (localStorage.getItem(key) ?? '').includes(needle)),
    text,
  );
}

it('keeps what is typed in a new article across a reload and offers it back until it is saved', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhContent/add?type=1`);
    const title = `自动保存的标题 ${Date.now()}`;
    await page.getByLabel('标题', { exact: true }).fill(title);
    const body = page.locator('[data-slate-editor]');
    await body.waitFor();
    await body.click();
    await page.keyboard.type('崩溃前写下的正文。');
    // The page says when the draft was kept, and the draft holds title and body.
    await page.getByText(/草稿已自动保存 \d\d:\d\d:\d\d/).waitFor();
    await draftHolding(page, title);
    await draftHolding(page, '崩溃前写下的正文。');

    await page.reload();
    const banner = page.getByTestId('draft-banner');
    await banner.getByText(BANNER).waitFor();
    expect(await banner.innerText()).toMatch(/草稿保存于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    // The form came back empty; 恢复 brings back title and body.
    expect(await page.getByLabel('标题', { exact: true }).inputValue()).toBe('');
    await banner.getByRole('button', { name: '恢复' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.getByLabel('标题', { exact: true }).inputValue()).toBe(title);
    await body.getByText('崩溃前写下的正文。').waitFor();

    // Saved: the draft is gone, a reload offers nothing.
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('已保存').first().waitFor();
    await page.waitForURL(/\/zhContent\/add\?type=1&id=\d+$/);
    await page.reload();
    await body.getByText('崩溃前写下的正文。').waitFor();
    expect(await page.getByLabel('标题', { exact: true }).inputValue()).toBe(title);
    expect(await page.getByText(BANNER).count()).toBe(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('console.draft:')))).toEqual([]);
  } finally {
    await context.close();
  }
});

it('does not let a restored draft overwrite a newer save: saving it brings up the version conflict', async () => {
  const { page, context } = await stack.newPage();
  const other = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    const token = await tokenOf(context);
    const created = await api<{ id: number; version: number }>(token, 'POST', 'article/save', { type: 1, title: `共同编辑的文章 ${Date.now()}`, content: '<p>原来的正文</p>' });

    await page.goto(`${stack.baseUrl}/zhContent/add?type=1&id=${created.id}`);
    await page.getByText('编辑新闻').first().waitFor();
    const titleInput = page.getByLabel('标题', { exact: true });
    await page.waitForFunction(() => (document.querySelector('input#title') as HTMLInputElement | null)?.value.startsWith('共同编辑的文章'));
    await titleInput.fill('我在草稿里改的标题');
    await draftHolding(page, '我在草稿里改的标题');

    // Meanwhile another session saves the article (a new version).
    await loginAs(other.page, stack.baseUrl, 'admin');
    const otherToken = await tokenOf(other.context);
    const { info } = await api<{ info: Record<string, unknown> & { version: number } }>(otherToken, 'GET', `article/edit?id=${created.id}`);
    const fields = ['id', 'version', 'type', 'category_id', 'title', 'summary', 'content', 'img', 'author', 'sort', 'status', 'seo_title', 'seo_keywords', 'seo_description', 'tag_ids', 'attachment_url', 'attachment_name', 'video_url'];
    const request = Object.fromEntries(fields.map((f) => [f, info[f]]));
    await api(otherToken, 'POST', 'article/save', { ...request, title: '另一位同事保存的标题' });

    // Reload: the newer version loads, the older draft is offered with a word that it is older.
    await page.reload();
    const banner = page.getByTestId('draft-banner');
    await banner.getByText(BANNER).waitFor();
    expect(await banner.innerText()).toContain('草稿保存之后，这条内容已被修改过。');
    expect(await titleInput.inputValue()).toBe('另一位同事保存的标题');
    await banner.getByRole('button', { name: '恢复' }).click();
    expect(await titleInput.inputValue()).toBe('我在草稿里改的标题');

    // Saving the restored draft: the conflict prompt, and the other session's save stands.
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const conflict = page.locator('.ant-modal').filter({ hasText: '内容已被修改' });
    await conflict.getByText(CONTENT_MSG.lockConflict).waitFor();
    const stored = await api<{ info: { title: string; version: number } }>(otherToken, 'GET', `article/edit?id=${created.id}`);
    expect(stored.info.title).toBe('另一位同事保存的标题');
    expect(stored.info.version).toBe(info.version + 1);
  } finally {
    await other.context.close();
    await context.close();
  }
});
