// Who may use AI, as an operator sees it (issue 16 §2, §3), in Chromium against the real server: with
// no model configured an AI page reads AI服务未配置，请联系管理员 instead of its form; with one, the
// administrator reads the month's quota line, a company without the service reads
// 当前账号未开通AI服务，请联系客服开通 and a demonstration account 演示账号，该功能暂不可用！ — each
// instead of the page, never a 403 page.
import { answer, startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { loginAs, startStack, type Stack } from './support/stack';

let model: HttpDouble;
let stack: Stack;
let bare: Stack;

beforeAll(async () => {
  model = await startHttpDouble();
  model.always(answer.status(500));
  stack = await startStack({ AI_BASE_URL: `${model.url}/v1`, AI_API_KEY: 'sk-e2e', AI_MODEL: 'e2e-model' });
  bare = await startStack();
});
afterAll(async () => {
  await stack?.close();
  await bare?.close();
  await model?.close();
});

async function openDialogue(on: Stack, who: 'admin' | 'contest' | 'demo') {
  const { page, context } = await on.newPage();
  await loginAs(page, on.baseUrl, who);
  await page.goto(`${on.baseUrl}/aiAssistant/dialogue`);
  return { page, context };
}

it('no model configured: AI服务未配置，请联系管理员 before anyone types, and no form', async () => {
  const { page, context } = await openDialogue(bare, 'admin');
  try {
    await page.getByText('AI服务未配置，请联系管理员', { exact: true }).waitFor();
    expect(await page.getByTestId('ai-quota').count()).toBe(0);
    expect(await page.locator('textarea').count()).toBe(0);
  } finally {
    await context.close();
  }
});

it('configured: the administrator reads the month’s quota above the page', async () => {
  const { page, context } = await openDialogue(stack, 'admin');
  try {
    const quota = page.getByTestId('ai-quota');
    await quota.waitFor();
    expect(await quota.textContent()).toMatch(/^本月AI额度：剩余 1,987,320 \/ 共 2,000,000 tokens · 已用 12,680 · \d{4}-\d{2}-01 重置$/);
    await page.locator('textarea').first().waitFor();
    expect(model.received).toEqual([]);
  } finally {
    await context.close();
  }
});

it('a company without the service and a demonstration account read why, instead of the page', async () => {
  for (const [who, message] of [['contest', '当前账号未开通AI服务，请联系客服开通'], ['demo', '演示账号，该功能暂不可用！']] as const) {
    const { page, context } = await openDialogue(stack, who);
    try {
      await page.getByText(message, { exact: true }).waitFor();
      expect(page.url()).toContain('/aiAssistant/dialogue');
      expect(await page.locator('textarea').count()).toBe(0);
    } finally {
      await context.close();
    }
  }
});
