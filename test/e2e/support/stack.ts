// The e2e stack: the real server (migrated, seeded, serving the built console from dist/) on a
// free loopback port, and a headless Chromium driven by playwright-core. Each test file gets its
// own database, so tests never see each other's changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp, type BuiltApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { SEED_ACCOUNTS, type SeedAccountKey } from '../../../server/db/seedData';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DIST = path.resolve(__dirname, '../../../dist');

export interface Stack {
  baseUrl: string;
  built: BuiltApp;
  browser: Browser;
  /** A fresh browser context (own cookies and storage) with one page. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` before the e2e tests (npm test does it).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: DIST, PORT: '0', LOG_LEVEL: 'silent', ...env });
  const built = await buildApp(config);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    built,
    browser,
    async newPage() {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      const page = await context.newPage();
      page.setDefaultTimeout(15000);
      return { context, page };
    },
    async close() {
      await browser.close();
      await built.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the login page as a seed account and waits for the console to load. */
export async function loginAs(page: Page, baseUrl: string, who: SeedAccountKey, landing = /\/\w+Home\/index/): Promise<void> {
  const account = SEED_ACCOUNTS[who];
  if (!page.url().includes('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('账号').fill(account.loginName);
  await page.getByLabel('密码').fill(account.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(landing);
}

/** Texts of the side menu's entries, as the user sees them. */
export async function menuTexts(page: Page): Promise<string[]> {
  await page.locator('.console-menu').waitFor();
  return (await page.locator('.console-menu .ant-menu-title-content').allInnerTexts()).map((t) => t.trim());
}
