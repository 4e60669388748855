// 公众号采集 as an operator uses it (issue 16 §4), in Chromium against the real server, which may
// fetch from a local server on 127.0.0.1 here only (the stack's safeFetch allowance and a resolver
// that points mp.weixin.qq.com and mmbiz.qpic.cn at it): the latest gather shown on arrival, a
// foreign link refused as typed, the fixture article gathered with AI 摘要与SEO (a model double
// answers), the draft opened in the editor, its pictures found in the library's 公众号采集 folder,
// and the same article again answered 该文章已采集过 with a link to the draft.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { AI_MSG } from '../../shared/domain/ai/messages';
import { GATHER_FOLDER } from '../../shared/domain/ai/gather';
import { SEED_GATHERS } from '../../server/modules/ai/gather/seed';
import { answer, startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { FIXTURE_TITLE, weixinArticlePage } from '../support/weixinArticle';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
let wechat: http.Server;
let model: HttpDouble;
let port: number;

beforeAll(async () => {
  const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
  const jpeg = await sharp({ create: { width: 160, height: 90, channels: 3, background: { r: 200, g: 120, b: 20 } } }).jpeg().toBuffer();
  wechat = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/mmbiz/')) {
      // WeChat declares every picture image/png; the bytes decide.
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(url.includes('b.jpg') ? jpeg : png);
    }
    if (url.startsWith('/s/E2eGather')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(weixinArticlePage({ pictures: [`http://mmbiz.qpic.cn:${port}/mmbiz/a.png`, `http://mmbiz.qpic.cn:${port}/mmbiz/b.jpg`] }));
    }
    response.writeHead(404, { 'content-type': 'text/html' });
    return response.end('<h1>404</h1>');
  });
  await new Promise<void>((resolve) => wechat.listen(0, '127.0.0.1', resolve));
  port = (wechat.address() as AddressInfo).port;
  model = await startHttpDouble();
  model.always(answer.json({
    choices: [{ message: { role: 'assistant', content: '摘要：新一代智能温控系统节能三成。\nSEO标题：智能温控系统发布\nSEO关键词：温控,节能\nSEO描述：示范科技发布新一代智能温控系统。' } }],
    usage: { prompt_tokens: 420, completion_tokens: 80 },
  }));
  stack = await startStack({ AI_BASE_URL: `${model.url}/v1`, AI_API_KEY: 'sk-e2e', AI_MODEL: 'e2e-model' }, {
    safeFetch: {
      resolve: async (host) => {
        if (host !== 'mp.weixin.qq.com' && host !== 'mmbiz.qpic.cn') throw new Error('ENOTFOUND');
        return [{ address: '127.0.0.1', family: 4 }];
      },
      allowAddresses: ['127.0.0.1'],
    },
  });
});
afterAll(async () => {
  await stack?.close();
  await model?.close();
  await new Promise<void>((resolve) => wechat.close(() => resolve()));
});

const articleUrl = () => `http://mp.weixin.qq.com:${port}/s/E2eGather01`;

async function openGather(page: Page) {
  await page.goto(`${stack.baseUrl}/aiAssistant/gather`);
  await page.getByTestId('gather-page').waitFor();
}

it('gathers the fixture article into a draft, its pictures into 公众号采集, and refuses it a second time', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await openGather(page);
    // The seeded latest gather, and the history.
    await page.getByTestId('gather-last').getByText(SEED_GATHERS[1].title).waitFor();
    await page.getByTestId('gather-history').getByText(SEED_GATHERS[0].title).waitFor();

    // A foreign link is refused as typed; the button stays off.
    const input = page.getByTestId('gather-url');
    await input.fill('https://example.com/s/abc');
    await page.getByText(AI_MSG.notWeixinUrl).waitFor();
    expect(await page.getByRole('button', { name: '开始采集' }).isDisabled()).toBe(true);

    await input.fill(`${articleUrl()}?scene=1#rd`);
    await page.getByRole('switch', { name: 'AI 摘要与SEO' }).click();
    const started = Date.now();
    await page.getByRole('button', { name: '开始采集' }).click();
    const result = page.getByTestId('gather-result');
    await result.getByText('采集完成，已保存为草稿').waitFor();
    // eslint-disable-next-line no-console
    console.log(`gather in the browser (click → result): ${Date.now() - started} ms`);
    await result.getByText(FIXTURE_TITLE).waitFor();
    await result.getByText('成功 2 张，失败 0 张').waitFor();
    await page.getByTestId('gather-last').getByText(FIXTURE_TITLE).waitFor();

    // The draft: summary and SEO from the model, opened in the content editor.
    const draft = await stack.built.db.selectFrom('articles').select(['id', 'status', 'summary', 'seo_title', 'content']).where('title', '=', FIXTURE_TITLE).executeTakeFirstOrThrow();
    expect(draft).toMatchObject({ status: 0, summary: '新一代智能温控系统节能三成。', seo_title: '智能温控系统发布' });
    await result.getByRole('button', { name: '编辑草稿' }).click();
    await page.waitForURL(new RegExp(`/zhContent/add\\?type=1&id=${draft.id}$`));
    await page.getByText('今天，我们正式发布新一代智能温控系统。').first().waitFor();

    // Its pictures in the library's 公众号采集 folder, shown and loading.
    await page.goto(`${stack.baseUrl}/zhResource/index`);
    await page.getByTestId('folder-tree').getByText(GATHER_FOLDER).click();
    for (const name of [`${FIXTURE_TITLE}-1.png`, `${FIXTURE_TITLE}-2.jpg`]) {
      const card = page.locator(`[data-testid="file-card"][data-name="${name}"]`);
      await card.waitFor();
      await page.waitForFunction((el) => !!el && (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await card.locator('img').elementHandle());
    }

    // The same article again: 该文章已采集过, with a link to the draft.
    await openGather(page);
    await page.getByTestId('gather-url').fill(`${articleUrl()}?chksm=abc`);
    await page.getByRole('button', { name: '开始采集' }).click();
    await page.getByText(AI_MSG.alreadyGathered).waitFor();
    await page.getByRole('link', { name: '查看已有草稿' }).click();
    await page.waitForURL(new RegExp(`/zhContent/add\\?type=1&id=${draft.id}$`));
  } finally {
    await context.close();
  }
});
