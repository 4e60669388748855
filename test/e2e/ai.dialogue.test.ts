// AI对话 as an operator uses it (issue 16 §6), in Chromium against the real server and a model
// double that writes slowly, a piece every 120 ms: the seeded history shown, the token estimate
// under the input, the answer seen growing on screen, 停止 keeping what came (已停止), the same after
// a reload, and 插入到文章 making a draft that opens in content's editor and is in the news list.
import { answer, chatChunk, startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { loginAs, startStack, type Stack } from './support/stack';

let model: HttpDouble;
let stack: Stack;

beforeAll(async () => {
  model = await startHttpDouble();
  model.always(answer.sse(Array.from({ length: 300 }, (_, i) => chatChunk(`第${i + 1}句话。`)), { gapMs: 120, hold: true }));
  stack = await startStack({ AI_BASE_URL: `${model.url}/v1`, AI_API_KEY: 'sk-e2e', AI_MODEL: 'e2e-model' });
});
afterAll(async () => {
  await stack?.close();
  await model?.close();
});

it('watches an answer grow, stops it, finds it after a reload as 已停止, and inserts it into a draft', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/aiAssistant/dialogue`);
    const history = page.getByTestId('aid-history');
    await history.getByText('网站首页标题怎么写利于SEO').waitFor();
    await history.getByText('帮我写一段公司简介').waitFor();
    await page.getByTestId('ai-quota').waitFor();

    await page.getByTestId('aid-new').click();
    await page.getByTestId('aid-empty').waitFor();
    const question = `写一篇关于智能工厂的新闻稿 ${Date.now()}`;
    const input = page.getByTestId('aid-input');
    await input.fill(question);
    await page.getByTestId('aid-counter').getByText(`${[...question].length} / 4000`).waitFor();
    await page.getByTestId('aid-estimate').getByText(/^本次约消耗 \d+ tokens，剩余 [\d,]+$/).waitFor();
    await input.press('Enter');

    // The answer grows on screen, token by token.
    const live = page.getByTestId('aid-live-answer');
    await live.getByText(/第2句话。/).waitFor();
    const first = (await live.textContent())!.trim();
    // Whatever had arrived by then, more follows on the same screen.
    const seen = Math.max(...[...first.matchAll(/第(\d+)句话。/g)].map((m) => Number(m[1])));
    await live.getByText(new RegExp(`第${seen + 3}句话。`)).waitFor();
    const second = (await live.textContent())!.trim();
    expect(second.length).toBeGreaterThan(first.length);
    expect(second.startsWith(first)).toBe(true);

    await page.getByTestId('aid-stop').click();
    const stopped = page.locator('[data-testid="aid-answer"][data-status="stopped"]');
    await stopped.getByText('已停止').waitFor();
    const kept = (await stopped.locator('.aid-markdown').textContent())!.trim();
    expect(kept.startsWith(second)).toBe(true);
    expect(kept).not.toContain('第300句话。');

    // After a reload the dialogue is in the history and the answer reads the same, 已停止.
    await page.reload();
    await page.getByTestId('aid-history').getByText(question).click();
    const again = page.locator('[data-testid="aid-answer"][data-status="stopped"]');
    await again.getByText('已停止').waitFor();
    expect((await again.locator('.aid-markdown').textContent())!.trim()).toBe(kept);

    // 插入到文章: a news draft, opened in the editor, and listed among the news.
    await again.getByRole('button', { name: '插入到文章' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('文章类型').waitFor();
    await dialog.getByRole('button', { name: '生成草稿并打开' }).click();
    await page.waitForURL(/\/zhContent\/add\?type=1&id=\d+$/);
    const titleBox = page.getByLabel('标题', { exact: true });
    await titleBox.waitFor();
    // The editor fills the title once the draft has loaded.
    for (let i = 0; i < 50 && (await titleBox.inputValue()) !== question; i++) await page.waitForTimeout(100);
    expect(await titleBox.inputValue()).toBe(question);

    await page.goto(`${stack.baseUrl}/zhContent/news`);
    await page.locator('.ant-table-row', { hasText: question }).waitFor();
  } finally {
    await context.close();
  }
});
