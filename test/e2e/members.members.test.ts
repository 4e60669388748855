// Members as an operator works with them (issue 13 §3–4, §7), in Chromium against the real server:
// a member's rank changed from the list's batch bar and read back in the drawer's 变更记录, then the
// member disabled from its edit page (opened from the drawer); a member
// added with 生成随机密码 (checked as typed, refused while the account is taken) and found in the
// list; a rank added on the rank page and shown in the 会员等级 tab. Screenshots of each page at
// 1280, 1366 and 1440 px go to $MEMBERS_SHOTS when it is set.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { MEMBER_MSG } from '../../shared/domain/members';
import { SEED_MEMBER } from '../../server/modules/members/members/seed';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const LIST = '/marketInteract/vipManagement';
const SHOTS = process.env.MEMBERS_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Waits until a check on the page holds (a re-render after an answer). */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await check()).toBe(true);
}

const rowOf = (page: Page, text: string) => page.locator('[data-testid="member-table"] .ant-table-row').filter({ has: page.getByText(text, { exact: true }) });

async function pickOption(page: Page, option: string) {
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

it('changes a member’s rank from the batch bar and reads the change in the drawer’s 变更记录', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${LIST}`);
    await page.locator('[data-testid="member-table"] .ant-table-row').first().waitFor();
    await shoot(page, 'list');
    await page.getByPlaceholder('账号、手机号或邮箱开头').fill(SEED_MEMBER.account);
    await page.keyboard.press('Enter');
    const row = rowOf(page, SEED_MEMBER.account);
    await row.waitFor();
    await page.locator('[data-testid="member-table"] .ant-table-row').nth(1).waitFor({ state: 'detached' });
    await row.getByRole('checkbox').check();
    await page.getByText('已选 1 项').waitFor();
    await page.getByRole('button', { name: '修改等级' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '修改会员等级' });
    await dialog.locator('.ant-select').click();
    await pickOption(page, '钻石会员');
    await dialog.locator('.ant-btn-primary').click();
    await page.getByText('已修改 1 位会员的等级').waitFor();
    await row.getByText('钻石会员').waitFor();

    await row.getByText(SEED_MEMBER.account, { exact: true }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '会员详情' });
    const changes = page.locator('[data-testid="member-changes"]');
    const change = changes.locator('.ant-table-row').filter({ hasText: '会员等级' }).first();
    await change.waitFor().catch(async (err) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/failed-drawer.png` });
      throw err;
    });
    expect(await change.innerText()).toMatch(/金卡会员\s*→\s*钻石会员/);
    expect(await change.innerText()).toContain('admin');
    await drawer.getByText('最近登录（最多20次）').waitFor();
    await shoot(page, 'drawer');

    // 编辑资料 from the drawer: the member's values in the form; disabling it shows in the list.
    await drawer.getByRole('button', { name: '编辑资料' }).click();
    await page.waitForURL(/\/marketInteract\/addManagement\?id=\d+$/);
    const form = page.locator('[data-testid="member-form"]');
    await until(async () => (await form.getByLabel('账号').inputValue()) === SEED_MEMBER.account);
    expect(await form.getByLabel('手机号').inputValue()).toBe(SEED_MEMBER.phone);
    await form.getByText('禁用', { exact: true }).click();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(new RegExp(`${LIST}$`));
    await page.getByText('会员已保存').waitFor();
    await page.getByPlaceholder('账号、手机号或邮箱开头').fill(SEED_MEMBER.account);
    await page.keyboard.press('Enter');
    await rowOf(page, SEED_MEMBER.account).getByText('禁用', { exact: true }).waitFor();
  } finally {
    await context.close();
  }
});

it('adds a member with a generated password, refusing a taken account first, and finds it in the list', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${LIST}`);
    await page.getByRole('button', { name: '添加会员' }).first().click();
    await page.waitForURL(/\/marketInteract\/addManagement$/);
    // 会员管理 stays highlighted, and the page has no breadcrumb (§2).
    await page.locator('.ant-menu-item-selected', { hasText: '会员管理' }).waitFor();
    const form = page.locator('[data-testid="member-form"]');
    await form.waitFor();
    expect(await page.locator('.console-breadcrumb').count()).toBe(0);
    // Checked as typed by the shared rule book.
    await form.getByLabel('账号').fill('1bad');
    await page.getByText(MEMBER_MSG.accountFormat).waitFor();
    await form.getByLabel('账号').fill(SEED_MEMBER.account);
    await page.getByText(MEMBER_MSG.accountFormat).waitFor({ state: 'detached' });
    await form.getByLabel('密码').fill('password1');
    await page.getByText(MEMBER_MSG.passwordSimple).waitFor();
    await page.getByRole('button', { name: '生成随机密码' }).click();
    const generated = await page.locator('[data-testid="generated-password"]').innerText();
    expect(generated).toMatch(/^[A-Za-z0-9]{12,20}$/);
    expect(await form.getByLabel('密码').inputValue()).toBe(generated);
    await shoot(page, 'add');
    // The server refuses the taken account on its field.
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await form.getByText(MEMBER_MSG.accountTaken).waitFor();

    const account = `e2e${Date.now().toString(36)}`;
    await form.getByLabel('账号').fill(account);
    await form.getByLabel('手机号').fill('13912345678');
    await form.getByLabel('昵称').fill('<b>端到端</b>');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(new RegExp(`${LIST}$`));
    await page.getByPlaceholder('账号、手机号或邮箱开头').fill(account);
    await page.keyboard.press('Enter');
    const row = rowOf(page, account);
    await row.waitFor();
    // Markup in a name is text on the page.
    await row.getByText('<b>端到端</b>').waitFor();
    expect(await row.innerText()).toContain('后台添加');
  } finally {
    await context.close();
  }
});

it('adds a rank on the rank page and shows it in 会员等级', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${LIST}?tab=ranks`);
    await page.locator('[data-testid="rank-table"] .ant-table-row').first().waitFor();
    await shoot(page, 'ranks');
    await page.getByRole('button', { name: '添加等级' }).click();
    await page.waitForURL(/\/marketInteract\/editManagementRank$/);
    const form = page.locator('[data-testid="rank-form"]');
    await form.getByLabel('等级名称').fill('铂金会员');
    await form.getByLabel('等级数值').fill('1');
    await shoot(page, 'rank-edit');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await form.getByText(MEMBER_MSG.rankLevelTaken).waitFor();
    await form.getByLabel('等级数值').fill('6');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(/tab=ranks/);
    await page.locator('[data-testid="rank-table"] .ant-table-row').filter({ hasText: '铂金会员' }).waitFor();
  } finally {
    await context.close();
  }
});
