// Spider analysis in Chromium against the real server (issue 12 §8): a log uploaded from the page
// is parsed by its task and followed to the numbers — 今日 and the chart's total grow by the spider
// lines, the imports list counts its valid, spider and rejected lines; the same file again is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { dayOf, dayText } from '../../shared/domain/spider';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
let dir: string;
beforeAll(async () => {
  stack = await startStack();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spider-e2e-'));
});
afterAll(async () => {
  await stack.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function line(agent: string, p: string, status = 200): string {
  const [y, m, d] = dayText(dayOf(Date.now())).split('-');
  return `66.249.66.1 - - [${d}/${MONTHS[Number(m) - 1]}/${y}:00:05:00 +0800] "GET ${p} HTTP/1.1" ${status} 100 "-" "${agent}"`;
}
const BAIDU = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';
const GOOGLE = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HUMAN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

const number = (text: string) => Number(text.replace(/[^\d]/g, ''));
async function card(page: Page, id: string): Promise<number> {
  return number(await page.getByTestId(id).locator('.ant-statistic-content-value').innerText());
}
/** Reads a value until it is the one wanted (or 30 s pass), and answers the last read. */
async function until<T>(read: () => Promise<T>, wanted: (v: T) => boolean): Promise<T> {
  const end = Date.now() + 30_000;
  let value = await read();
  while (!wanted(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  return value;
}
async function chartTotal(page: Page): Promise<number> {
  return number(await page.getByTestId('spider-total').innerText());
}

it('uploads a log and follows it to the cards, the chart total and the imports list', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/spider/spiderAnalysis`);
    await page.getByTestId('spider-card-today').waitFor();
    await page.getByTestId('spider-total').waitFor();
    const today = await card(page, 'spider-card-today');
    const total = await chartTotal(page);
    expect(await card(page, 'spider-card-avg30')).toBeGreaterThan(0);

    const file = path.join(dir, 'access.log');
    fs.writeFileSync(file, [
      ...Array.from({ length: 5 }, (_, i) => line(BAIDU, `/e2e/${i}.html`)), line(GOOGLE, '/e2e/g.html', 404), line(GOOGLE, '/e2e/g.html'),
      line(HUMAN, '/'), 'not a log line', '\u0001\u0002 binary',
    ].join('\n'));
    await page.getByTestId('spider-upload').locator('xpath=ancestor::span[contains(@class,"ant-upload")]').locator('input[type=file]').setInputFiles(file);

    // The task ends; the numbers on screen grow by the 7 spider lines.
    expect(await until(() => card(page, 'spider-card-today'), (n) => n === today + 7)).toBe(today + 7);
    expect(await until(() => chartTotal(page), (n) => n === total + 7)).toBe(total + 7);
    const row = page.getByTestId('spider-imports').locator('.ant-table-row').first();
    const pattern = /access\.log .*上传 已完成 8 7 2/;
    expect(await until(async () => (await row.innerText()).replace(/\s+/g, ' '), (text) => pattern.test(text))).toMatch(pattern);

    // The same file again, by its content.
    await page.getByTestId('spider-upload').locator('xpath=ancestor::span[contains(@class,"ant-upload")]').locator('input[type=file]').setInputFiles(file);
    await page.getByText('该日志文件已导入过').first().waitFor();
  } finally {
    await context.close();
  }
});
