// The e2e stack: the real server (migrated, seeded, serving the built console from dist/) on a
// free loopback port, and a headless Chromium driven by playwright-core. Each test file gets its
// own database, so tests never see each other's changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { buildApp, type BuiltApp } from '../../../server/app';
import type { BuildOptions } from '../../../server/core/app';
import { loadConfig } from '../../../server/core/config';
import { SEED_ACCOUNTS, type SeedAccountKey } from '../../../server/core/db/seedData';
import { createScratchDatabase } from '../../support/scratchDatabase';
import { seededCopy } from '../../support/seededTemplate';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// E2E_DIST: a build elsewhere (e.g. `webpack --output-path /tmp/dist-x`), so parallel work does not share dist/.
const DIST = process.env.E2E_DIST ? path.resolve(process.env.E2E_DIST) : path.resolve(__dirname, '../../../dist');

/**
 * Passwords hashed at scrypt 2^14, as in the server tests: OWASP's 2^17 (the product's default, checked
 * by auth.passwords.test.ts) costs ~0.4 s of a core per sign-in, and the e2e tests sign in hundreds of times.
 */
const E2E_HASH_COST = '14';

export interface Stack {
  baseUrl: string;
  built: BuiltApp;
  browser: Browser;
  /** A fresh browser context (own cookies and storage) with one page. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** `options`: the app's build options (e.g. a capture test allowing its local shop through safeFetch). */
export async function startStack(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<Stack> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` before the e2e tests (npm test does it).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  // TEST_PG_URL (an admin connection string): the same tests on a PostgreSQL database of their own.
  const admin = process.env.TEST_PG_URL;
  const name = `console_e2e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  // The seeded template's copy (test/support/seededTemplate) unless the start's own modules change the seed.
  const cost = env.PASSWORD_HASH_COST ?? E2E_HASH_COST;
  const scratch = !options.extraModules && !options.now ? await seededCopy(dataDir, cost, admin, name) : admin ? await createScratchDatabase(admin, name) : null;
  const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: DIST, PORT: '0', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: E2E_HASH_COST, ...(scratch ? { DATABASE_URL: scratch.url } : {}), ...env });
  const built = await buildApp(config, options);
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
      // Reduced motion: the console then opens dialogs and menus without animation (see the theme),
      // so a click never aims at a popup that is still moving on a loaded machine.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', reducedMotion: 'reduce' });
      const page = await context.newPage();
      page.setDefaultTimeout(15000);
      return { context, page };
    },
    async close() {
      await browser.close();
      await built.close();
      await scratch?.drop();
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

/**
 * Waits until a popup (dropdown, popover) has finished opening: no motion class on it or its
 * popup container, and the same position on two frames in a row. On a loaded machine the popup
 * can still be moving when an item is aimed at, and a click that lands beside it picks nothing.
 */
export async function waitUntilSettled(popup: Locator): Promise<void> {
  await popup.waitFor();
  await popup.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const container = el.closest('.ant-dropdown, .ant-popover') ?? el;
        let last = '';
        const tick = () => {
          const r = el.getBoundingClientRect();
          const now = `${r.x},${r.y},${r.width},${r.height}`;
          const moving = /-(enter|appear|leave)/.test(`${container.className} ${el.className}`);
          if (!moving && now === last) resolve();
          else {
            last = now;
            requestAnimationFrame(tick);
          }
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Switches the console to a site through the header's site switcher and waits for its home. */
export async function switchSite(page: Page, name: RegExp, landing: RegExp): Promise<void> {
  await page.locator('.site-switcher-trigger').click();
  const switcher = page.getByTestId('site-switcher');
  await waitUntilSettled(switcher);
  await switcher.getByRole('button', { name }).first().click();
  await page.waitForURL(landing);
}

/** Opens a dropdown and picks one of its items once the popup has settled. */
export async function chooseFromDropdown(page: Page, trigger: Locator, item: string): Promise<void> {
  await trigger.click();
  const popup = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').filter({ has: page.getByRole('menuitem', { name: item }) });
  await waitUntilSettled(popup);
  await popup.getByRole('menuitem', { name: item }).click();
}

/** Texts of the side menu's entries, as the user sees them. */
export async function menuTexts(page: Page): Promise<string[]> {
  await page.locator('.console-menu').waitFor();
  return (await page.locator('.console-menu .ant-menu-title-content').allInnerTexts()).map((t) => t.trim());
}
