// AI写作任务 as an operator uses it (issue 16 §5), in Chromium against the real server and a model
// double that answers slowly: the form checked as typed (文章总数不能超过100篇), a 3-article task
// started, the page reloaded mid-run and still showing the task moving, followed to 已完成, its
// detail's three drafts, and one opened in content's editor.
import type { ServerResponse } from 'node:http';
import { answer, chatChunk, startHttpDouble, type HttpDouble, type ReceivedRequest } from '../support/doubles/httpDouble';
import { loginAs, startStack, type Stack } from './support/stack';

let model: HttpDouble;
let stack: Stack;
let n = 0;

function writer() {
  return async (res: ServerResponse, req: ReceivedRequest, d: Pick<HttpDouble, 'wait'>) => {
    await d.wait(1_500);
    n += 1;
    const keyword = /关键词「(.+?)」/.exec(req.body)?.[1] ?? '关键词';
    const content = `标题：${keyword}入门指南（E2E第${n}篇）\nSEO标题：${keyword}\nSEO关键词：${keyword}\nSEO描述：关于${keyword}\n正文：\n\`\`\`markdown\n## ${keyword}是什么\n\n这是一段正文。\n\`\`\``;
    await answer.sse([...content.match(/[\s\S]{1,20}/g)!.map(chatChunk), { id: 'c', choices: [], usage: { prompt_tokens: 120, completion_tokens: 380, total_tokens: 500 } }])(res, req, d);
  };
}

beforeAll(async () => {
  model = await startHttpDouble();
  model.always(writer());
  stack = await startStack({ AI_BASE_URL: `${model.url}/v1`, AI_API_KEY: 'sk-e2e', AI_MODEL: 'e2e-model' });
});
afterAll(async () => {
  await stack?.close();
  await model?.close();
});

it('starts a 3-article task, survives a reload mid-run, reaches 已完成 and opens a draft in the editor', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/aiAssistant/taskList`);
    const list = page.getByTestId('ai-task-list');
    // The AI frame's quota line above the page.
    await page.getByTestId('ai-quota').waitFor();
    // The seeded tasks: one finished, one stopped by 额度不足.
    await list.getByText('制造业行业资讯').waitFor();
    await list.locator('.ant-table-row', { hasText: '节能环保专题' }).getByText('额度不足').waitFor();

    await page.getByRole('button', { name: '新建任务' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('任务名称').fill('E2E 写作任务');
    const keywords = dialog.getByLabel('关键词', { exact: true });
    await keywords.fill(Array.from({ length: 11 }, (_, i) => `词${i + 1}`).join('\n'));
    await dialog.getByLabel('每个关键词生成').fill('10');
    await dialog.getByText('文章总数不能超过100篇').waitFor();
    await dialog.getByTestId('ai-task-count').getByText('11 个关键词，共 110 篇文章（最多100篇）').waitFor();
    await dialog.getByLabel('每个关键词生成').fill('1');
    await keywords.fill('网站建设\n品牌推广\n客户服务\n网站建设');
    await dialog.getByTestId('ai-task-count').getByText('3 个关键词，共 3 篇文章（最多100篇）').waitFor();
    expect(await dialog.getByText('文章总数不能超过100篇').count()).toBe(0);
    await dialog.getByRole('button', { name: '开始生成' }).click();

    const row = list.locator('.ant-table-row', { hasText: 'E2E 写作任务' });
    await row.getByTestId('ai-task-status').getByText('进行中').waitFor();
    await row.getByText('正在生成第 1/3 篇：网站建设').waitFor();

    // A reload mid-run: the task is still there, still moving.
    await page.reload();
    const again = page.getByTestId('ai-task-list').locator('.ant-table-row', { hasText: 'E2E 写作任务' });
    await again.getByTestId('ai-task-status').getByText('进行中').waitFor();
    await again.getByText(/正在生成第 [123]\/3 篇/).waitFor();
    // The header's task list follows the same run, with the same stage.
    await page.getByRole('button', { name: /后台任务/ }).click();
    const line = page.getByTestId('task-center').getByTestId('task-line').filter({ hasText: 'AI写作：E2E 写作任务' });
    await line.getByText(/正在生成第 [123]\/3 篇：/).waitFor();
    await page.keyboard.press('Escape');
    await again.getByTestId('ai-task-status').getByText('已完成').waitFor({ timeout: 30_000 });
    await again.getByText('3/3').waitFor();

    await again.getByRole('link', { name: 'E2E 写作任务' }).click();
    await page.waitForURL(/\/aiAssistant\/taskDetail\?id=\d+$/);
    await page.locator('.ant-menu-item-selected', { hasText: 'AI写作任务' }).waitFor();
    const items = page.getByTestId('ai-task-items').locator('.ant-table-row');
    await items.nth(2).waitFor();
    expect(await items.getByText('已生成').count()).toBe(3);
    const first = items.nth(0).getByRole('link');
    const title = (await first.textContent())!.trim();
    expect(title).toMatch(/^网站建设入门指南（E2E第\d篇）$/);
    await first.click();
    await page.waitForURL(/\/zhContent\/add\?type=1&id=\d+$/);
    const titleBox = page.getByLabel('标题', { exact: true });
    await titleBox.waitFor();
    for (let i = 0; i < 100 && (await titleBox.inputValue()) !== title; i++) await page.waitForTimeout(100);
    expect(await titleBox.inputValue()).toBe(title);
  } finally {
    await context.close();
  }
});
