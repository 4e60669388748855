// 邮件设置 and 短信设置 in Chromium against the real server (issue 14 §4), with an SMTP sink and an SMS
// gateway double this test starts: the operator points 自定义SMTP at the sink, clicks 发送测试邮件 and
// reads 发送成功 (the sink holds the mail); saves, and after a reload the password reads 已设置 and is
// never in the page; a bad test recipient is refused on its field; 短信设置 saves a signature, sends a
// test SMS (发送成功, the double holds it) and then shows the minute’s wait; without a gateway the page
// says 短信服务未配置，请联系管理员. MESSAGING_SHOTS=<dir>
// saves screenshots at 1280 and 1440 px.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { answer, startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { startSmtpSink, type SmtpSink } from '../support/doubles/smtpSink';
import { loginAs, startStack, type Stack } from './support/stack';

const PASS = 'Sink-Auth-C0de';
let stack: Stack;
let sink: SmtpSink;
let sms: HttpDouble;
beforeAll(async () => {
  sink = await startSmtpSink({ auth: { user: 'notice@example.com', pass: PASS } });
  sms = await startHttpDouble();
  sms.always(answer.json({ id: 'sms-e2e' }));
  // The sink listens on loopback, which a site's SMTP may only be with SITE_SMTP_ALLOW_PRIVATE.
  stack = await startStack({ SMS_API_URL: `${sms.url}/sms`, SMS_API_KEY: 'sms-e2e-key', SITE_SMTP_ALLOW_PRIVATE: '1' });
});
afterAll(async () => {
  await stack.close();
  await sms.close();
  await sink.close();
});

const SHOTS = process.env.MESSAGING_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function fill(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Tab');
}

it('sends a test mail through the sink and reads 发送成功, then keeps the password as 已设置', async () => {
  const { page, context } = await stack.newPage();
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhSetting/email`);
    // The seeded settings and the seeded send log.
    await page.getByLabel('SMTP服务器', { exact: true }).waitFor();
    expect(await page.getByLabel('SMTP服务器', { exact: true }).inputValue()).toBe('smtp.exmail.qq.com');
    await page.getByText('【示范企业官网】测试邮件').first().waitFor();

    await fill(page, 'SMTP服务器', '127.0.0.1');
    await page.getByRole('switch', { name: 'SSL/TLS加密' }).click();
    await fill(page, '端口', String(sink.port));
    await fill(page, '邮箱账号', 'notice@example.com');
    await fill(page, '密码/授权码', PASS);
    await fill(page, '发件人邮箱', 'notice@example.com');

    // A bad recipient is refused on its field before anything is sent.
    await fill(page, '测试收件人', 'owner');
    await page.getByRole('button', { name: '发送测试邮件' }).click();
    await page.getByText('测试收件人邮箱格式不正确').waitFor();
    expect(sink.received).toHaveLength(0);

    await page.waitForTimeout(3100); // the button's click guard
    await fill(page, '测试收件人', 'owner@example.com');
    await page.getByRole('button', { name: '发送测试邮件' }).click();
    await page.getByTestId('messaging-test-outcome').getByText('发送成功').waitFor();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toMatchObject({ envelope: { to: ['owner@example.com'] }, subject: '【示范企业官网】测试邮件' });
    // The log shows it, newest first.
    await page.locator('.ant-table-row').filter({ hasText: 'owner@example.com' }).getByText('成功').waitFor();
    await shoot(page, 'email-sent');

    await page.getByRole('button', { name: /保\s?存/ }).first().click();
    await page.getByText('保存成功').first().waitFor();
    await page.reload();
    const password = page.getByLabel('密码/授权码', { exact: true });
    await password.waitFor();
    expect(await password.getAttribute('placeholder')).toBe('已设置（不修改请留空）');
    expect(await password.inputValue()).toBe('');
    expect(await page.getByLabel('SMTP服务器', { exact: true }).inputValue()).toBe('127.0.0.1');
    expect(await page.content()).not.toContain(PASS);
  } finally {
    await context.close();
  }
});

it('edits the lead mail template with its preview', async () => {
  const { page, context } = await stack.newPage();
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhSetting/email`);
    await page.getByRole('button', { name: '编辑 新留言通知' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('编辑新留言通知模板').waitFor();
    // The preview fills the sample lead into the seeded template.
    await dialog.getByText('想了解贵公司的数控折弯机报价，请尽快联系。', { exact: false }).waitFor();
    await dialog.getByLabel('邮件主题').fill('新询盘 {表单名称}');
    await dialog.getByText('新询盘 在线留言').waitFor();
    await shoot(page, 'email-template');
    await dialog.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.locator('.ant-table-row').filter({ hasText: '新询盘 {表单名称}' }).waitFor();
  } finally {
    await context.close();
  }
});

it('sends a test SMS through the gateway double, then shows the minute’s wait', async () => {
  const { page, context } = await stack.newPage();
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhSetting/shortMessage`);
    await page.getByText('已配置').waitFor();
    await fill(page, '短信签名', '示范科技');
    await page.getByRole('button', { name: /保\s?存/ }).first().click();
    await page.getByText('保存成功').first().waitFor();

    await fill(page, '接收手机号', '13912345678');
    await page.getByRole('button', { name: '发送测试短信' }).click();
    await page.getByTestId('messaging-test-outcome').getByText('发送成功').waitFor();
    expect(sms.received).toHaveLength(1);
    expect(JSON.parse(sms.received[0].body)).toMatchObject({ phone: '13912345678', text: expect.stringMatching(/^【示范科技】这是一条测试短信/) });
    await page.getByText(/\d+秒后可再次发送/).waitFor();
    expect(await page.getByRole('button', { name: '发送测试短信' }).isDisabled()).toBe(true);
    await shoot(page, 'sms-sent');
  } finally {
    await context.close();
  }
});

it('says 短信服务未配置，请联系管理员 on a server without an SMS gateway, with nothing to press', async () => {
  const bare = await startStack();
  try {
    const { page, context } = await bare.newPage();
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginAs(page, bare.baseUrl, 'admin');
      await page.goto(`${bare.baseUrl}/zhSetting/shortMessage`);
      await page.getByRole('alert').getByText('短信服务未配置，请联系管理员').waitFor();
      await page.getByText('未配置', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: '发送测试短信' }).isDisabled()).toBe(true);
      expect(await page.getByLabel('短信签名', { exact: true }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: '编辑 新留言通知' }).isDisabled()).toBe(true);
      await shoot(page, 'sms-unconfigured');
    } finally {
      await context.close();
    }
  } finally {
    await bare.close();
  }
});
