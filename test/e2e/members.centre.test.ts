// The member centre in Chromium against the real server (issue 13 §5–6), with the SMS gateway a local
// double this test starts: the operator requires SMS in 会员中心设置 (短信权益's 注册验证码, then 注册设置's
// 手机号注册 and 手机号短信验证); a visitor registers on the site's public page with the code the double
// received, agreeing to the documents; the member is disabled (the admin API) and the public login page says
// 该账号已被禁用，请联系网站管理员. CENTRE_SHOTS=<dir> saves screenshots at 1280, 1366 and 1440 px.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { MEMBER_MSG } from '../../shared/domain/members/memberRules';
import { MEMBER_STATUS } from '../../shared/domain/members/settings';
import { API } from '../../shared/domain/api/endpoints';
import { SEED_ACCOUNTS, SITE } from '../../server/core/db/seedData';
import { urlOf } from '../../server/core/http/register';
import { answer, startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
let sms: HttpDouble;
beforeAll(async () => {
  sms = await startHttpDouble();
  sms.always(answer.json({ id: 'sms-e2e' }));
  stack = await startStack({ SMS_API_URL: `${sms.url}/sms`, SMS_API_KEY: 'sms-e2e-key' });
  // The members area seeds the site's ranks; a rank of its own if it has not.
  const rank = await stack.built.db.selectFrom('member_ranks').select('id').where('site_id', '=', SITE.corporate).executeTakeFirst();
  if (!rank) {
    const at = Date.now();
    await stack.built.db.insertInto('member_ranks').values({ site_id: SITE.corporate, name: '普通会员', level: 1, color: '#1677ff', is_default: 1, allow_download: 1, created_at: at, updated_at: at }).execute();
  }
});
afterAll(async () => {
  await stack.close();
  await sms.close();
});

const SETTINGS = '/marketInteract/vipManagement?tab=centre';
const SHOTS = process.env.CENTRE_SHOTS;
const PHONE = '13912345678';
const PASSWORD = 'Member2026ok';

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function until(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await check()).toBe(true);
}

/** The code in the newest message the double received for the phone. */
function codeSentTo(phone: string): string | null {
  const req = [...sms.received].reverse().find((r) => JSON.parse(r.body).phone === phone);
  return req ? /(\d{6})/.exec(JSON.parse(req.body).text)![1] : null;
}

it('requires SMS in 会员中心设置 and a visitor registers on the public page with the double’s code', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${SETTINGS}`);
    await page.getByRole('tab', { name: '短信权益' }).click();
    await page.getByText('500', { exact: true }).waitFor();
    await page.getByRole('switch', { name: '注册验证码' }).click();
    await page.getByText('保存成功').first().waitFor();
    expect(await page.getByRole('switch', { name: '注册验证码' }).getAttribute('aria-checked')).toBe('true');
    await shoot(page, 'centre-sms');

    // 注册设置: phone verification is now offered; allow 手机号 registration and require the code.
    await page.getByRole('tab', { name: '注册设置' }).click();
    await page.getByRole('checkbox', { name: '手机号' }).check();
    await page.getByRole('switch', { name: '手机号短信验证' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await until(async () => (await page.getByText('保存成功').count()) > 0);
    const saved = await stack.built.db.selectFrom('member_settings').select('register_json').where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow();
    expect(JSON.parse(saved.register_json)).toMatchObject({ methods: ['account', 'phone'], phoneVerify: true });
    await page.getByText('会员页面地址').waitFor();
    await shoot(page, 'centre-register');

    // The documents (through the same admin API the 隐私协议 tab saves with).
    const token = (await context.cookies()).find((c) => c.name === 'X-Token')!.value;
    const res = await page.request.post(`${stack.baseUrl}/api/app/site-admin-api/admin/ucenterConfig/privacyConfig`, {
      headers: { 'x-token': token, 'content-type': 'application/json' },
      data: { agreement: '<p>欢迎注册示范企业会员。</p>', privacy: '<p>我们仅为提供服务使用您的手机号。</p>', mustAgree: true },
    });
    expect((await res.json()).code).toBe(200);
    await page.getByRole('tab', { name: '隐私协议' }).click();
    await page.getByText('v1', { exact: true }).waitFor();
    await shoot(page, 'centre-privacy');
    await page.getByRole('tab', { name: '登录设置' }).click();
    await page.getByText('锁定时长').waitFor();
    await shoot(page, 'centre-login');
  } finally {
    await context.close();
  }

  const { page: visitor, context: visitorContext } = await stack.newPage();
  try {
    await visitor.goto(`${stack.baseUrl}/member/${SITE.corporate}/register`);
    await visitor.getByRole('tab', { name: '手机号注册' }).click();
    await shoot(visitor, 'public-register');
    // Checked before anything is sent.
    await visitor.getByRole('button', { name: '获取验证码' }).click();
    await visitor.getByText('请输入手机号').waitFor();
    await visitor.getByLabel('手机号').fill(PHONE);
    await visitor.getByRole('button', { name: '获取验证码' }).click();
    await until(() => codeSentTo(PHONE) !== null);
    // The countdown.
    await visitor.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    expect(await visitor.getByRole('button', { name: /秒后重新获取/ }).isDisabled()).toBe(true);
    await visitor.getByLabel('短信验证码').fill(codeSentTo(PHONE)!);
    await visitor.locator('#mp-password').fill(PASSWORD);
    await visitor.getByLabel('确认密码').fill(PASSWORD);
    await visitor.getByRole('button', { name: '注册' }).last().click();
    await visitor.getByText('请阅读并同意用户协议和隐私政策').waitFor();
    await visitor.getByRole('button', { name: '《用户协议》' }).click();
    await visitor.getByText('欢迎注册示范企业会员。').waitFor();
    await visitor.getByRole('button', { name: '关闭' }).click();
    await visitor.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await visitor.getByRole('button', { name: '注册' }).last().click();
    await visitor.waitForURL(/\/member\/1001\/profile$/);
    await visitor.getByText(PHONE).waitFor();
    await shoot(visitor, 'public-profile');

    const member = await stack.built.db.selectFrom('members').selectAll().where('site_id', '=', SITE.corporate).where('phone', '=', PHONE).executeTakeFirstOrThrow();
    expect(member.status).toBe(MEMBER_STATUS.active);
    const consent = await stack.built.db.selectFrom('member_consents').selectAll().where('member_id', '=', member.id).executeTakeFirstOrThrow();
    expect(consent.version).toBe(1);
    // 退出, then the login page.
    await visitor.getByRole('button', { name: '退出' }).click();
    await visitor.waitForURL(/\/member\/1001\/login$/);
    await shoot(visitor, 'public-login');
  } finally {
    await visitorContext.close();
  }
});

it('tells a disabled member 该账号已被禁用，请联系网站管理员 on the public login page', async () => {
  // 禁用 through the admin API (会员列表's batch), as the operator's console does it.
  const member = await stack.built.db.selectFrom('members').select('id').where('site_id', '=', SITE.corporate).where('phone', '=', PHONE).executeTakeFirstOrThrow();
  const login = await stack.built.app.inject({ method: 'POST', url: urlOf({ endpoint: API.login }), payload: { account: 'admin', password: SEED_ACCOUNTS.admin.password } });
  const token = login.json().data.token as string;
  const disabled = await stack.built.app.inject({ method: 'POST', url: urlOf({ endpoint: API.memberSetStatus }), headers: { 'x-token': token }, payload: { ids: [member.id], status: MEMBER_STATUS.disabled } });
  expect(disabled.json().code).toBe(200);
  expect((await stack.built.db.selectFrom('members').select('status').where('id', '=', member.id).executeTakeFirstOrThrow()).status).toBe(MEMBER_STATUS.disabled);
  const { page, context } = await stack.newPage();
  try {
    await page.goto(`${stack.baseUrl}/member/${SITE.corporate}/login`);
    await page.getByLabel('账号 / 手机号 / 邮箱').fill(PHONE);
    await page.locator('#mp-password').fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).last().click();
    await page.getByRole('alert').filter({ hasText: MEMBER_MSG.disabled }).waitFor();
    expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: `member_${SITE.corporate}` }));
    await shoot(page, 'public-login-disabled');
  } finally {
    await context.close();
  }
});
