// 营销中心 in Chromium against the real server (issue 13 §2): the administrator reads a card per
// feature — 会员管理, 信息搜索, 商机雷达 — with its state and today's figure; a member added in the
// console is counted at once; 进入 opens the feature; an operator holding only 信息搜索 sees only its
// card. Photographed at 1280, 1366 and 1440 px with E2E_SHOTS.
import fs from 'node:fs';
import { SITE } from '../../server/core/db/seedData';
import { hashPassword } from '../../server/core/services/passwords';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const CARD = '/marketInteract/card';
const SHOTS = process.env.E2E_SHOTS;

it('shows each feature’s state and today’s figure, counts a member added just now, and 进入 opens the feature', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${CARD}`);
    const members = page.getByTestId('market-feature-member');
    await members.waitFor();
    for (const [feature, name, figure] of [['member', '会员管理', '今日新增会员'], ['information', '信息搜索', '今日查询次数'], ['radar', '商机雷达', '今日新商机']]) {
      const card = page.getByTestId(`market-feature-${feature}`);
      await card.getByRole('heading', { name }).waitFor();
      const text = await card.innerText();
      expect([feature, text.includes(figure), text.includes('在用')]).toEqual([feature, true, true]);
    }
    expect(await members.innerText()).toMatch(/共 \d+ 名会员/);
    expect(await page.getByTestId('market-feature-information').innerText()).toMatch(/个查询已开放/);
    const before = Number(await page.getByTestId('market-figure-member').innerText());

    // A member added now (as the console's add page would) is on the card at the next visit.
    const rank = await stack.built.db.selectFrom('member_ranks').select('id').where('site_id', '=', SITE.corporate).orderBy('id').executeTakeFirstOrThrow();
    const now = Date.now();
    await stack.built.db.insertInto('members').values({
      site_id: SITE.corporate, account: 'cardvisitor1', account_key: 'cardvisitor1', password_hash: await hashPassword('Qz7kLm29vx', { N: 2 ** 10, r: 8, p: 1 }),
      phone: '', email: '', nickname: '', real_name: '', company: '', rank_id: rank.id, status: 1, source: 1, remark: '', session_version: 1,
      registered_at: now, last_login_at: null, last_login_ip: '', created_at: now, updated_at: now,
    }).execute();
    await page.reload();
    await page.getByTestId('market-figure-member').waitFor();
    expect(Number(await page.getByTestId('market-figure-member').innerText())).toBe(before + 1);

    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      for (const width of [1280, 1366, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await page.screenshot({ path: `${SHOTS}/card-${width}.png`, fullPage: true });
      }
    }

    await members.getByRole('button', { name: /进入/ }).click();
    await page.waitForURL(/\/marketInteract\/vipManagement/);
    await page.getByRole('tab', { name: '会员列表' }).waitFor();
  } finally {
    await context.close();
  }
});

it('shows an operator holding only 信息搜索 that card alone', async () => {
  const account = await stack.built.db.insertInto('accounts').values({
    company_id: 1, login_name: 'lookup_clerk', password_hash: await hashPassword('Clerk@2026', { N: 2 ** 10, r: 8, p: 1 }), nick_name: '查询专员', avatar_url: '',
    login_biz_type: 'customer', is_competition: 0, is_demo: 0, is_dcl: 0, sequence: '', permissions: JSON.stringify(['information_search']),
    last_login_at: null, last_site_id: null, created_at: Date.now(),
  }).returning('id').executeTakeFirstOrThrow();
  expect(account.id).toBeGreaterThan(0);
  const context = await stack.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${stack.baseUrl}/login`);
    await page.getByLabel('账号').fill('lookup_clerk');
    await page.getByLabel('密码').fill('Clerk@2026');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/\w+Home\/index/);
    await page.goto(`${stack.baseUrl}${CARD}`);
    await page.getByTestId('market-feature-information').waitFor();
    expect(await page.getByTestId('market-feature-member').count()).toBe(0);
    expect(await page.getByTestId('market-feature-radar').count()).toBe(0);
  } finally {
    await context.close();
  }
});
