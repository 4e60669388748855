// The messaging stores through the container (the settings plugin installed, a scripted server
// behind the real HttpService): settings load and save as the server reads them, the shared rules
// refuse in the browser before anything is sent, a test mail's outcome is what the server said,
// and the send log pages and filters.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import settings from '../../../../plugins/settings';
import { MAIL_SETTINGS, SMS_SETTINGS } from '../../../../plugins/settings/messaging/tokens';
import { DEFAULT_MAIL_CONFIG, MAIL_MSG, SMS_MSG, type MailConfigAnswer, type MailConfigSave, type SmsConfigAnswer } from '../../../../shared/domain/settings';

const MAIL = 'admin/SysConfig/mailConfig';
const MAIL_TEST = 'admin/SysConfig/mailTest';
const MAIL_TEMPLATES = 'admin/SysConfig/mailTemplateList';
const MAIL_LOG = 'admin/SysConfig/mailLog';
const SMS = 'admin/SysConfig/smsConfig';
const SMS_TEST = 'admin/SysConfig/smsTest';
const SMS_TEMPLATES = 'admin/SysConfig/smsTemplateList';
const SMS_LOG = 'admin/SysConfig/smsLog';

const mailAnswer = (over: Partial<MailConfigAnswer> = {}): MailConfigAnswer => ({
  config: { ...DEFAULT_MAIL_CONFIG, host: 'smtp.demo.cn', account: 'n@demo.cn', senderAddress: 'n@demo.cn', recipients: ['a@demo.cn'] },
  passwordSet: true, platform: { configured: false, message: '邮件服务未配置，请联系管理员' }, ...over,
});
const typed = (over: Partial<MailConfigSave> = {}): MailConfigSave => ({ ...mailAnswer().config, password: '', ...over });
const smsAnswer = (over: Partial<SmsConfigAnswer> = {}): SmsConfigAnswer => ({
  config: { signature: '示范企业', phones: ['13800138000'], notifyLead: false }, provider: { configured: true, message: null }, nextTestAt: null, ...over,
});

async function setup() {
  const kernel = createTestKernel();
  await kernel.install([settings]);
  expect(kernel.get(TOKENS.plugins).status('settings')?.state).toBe('ready');
  kernel.transport.reply('GET', MAIL, mailAnswer());
  kernel.transport.reply('GET', MAIL_TEMPLATES, { rows: [] });
  kernel.transport.reply('GET', MAIL_LOG, { rows: [{ id: 1, kind: 'test', recipients: 'a@demo.cn', subject: '测试', result: 'ok', error: '', created_at: 1 }], total: 11 });
  kernel.transport.reply('GET', SMS, smsAnswer());
  kernel.transport.reply('GET', SMS_TEMPLATES, { rows: [] });
  kernel.transport.reply('GET', SMS_LOG, { rows: [], total: 0 });
  return { kernel, mail: kernel.get(MAIL_SETTINGS), sms: kernel.get(SMS_SETTINGS) };
}

describe('邮件设置 store', () => {
  it('loads the settings and the log, saves what the server reads, never sending a password it was not given', async () => {
    const { kernel, mail } = await setup();
    await mail.load();
    expect(mail.answer?.passwordSet).toBe(true);
    expect(mail.log.total).toBe(11);
    kernel.transport.reply('POST', MAIL, mailAnswer({ config: { ...mailAnswer().config, port: 587 } }));
    expect(await mail.save(typed({ port: 587 }))).toEqual({ ok: true, message: '' });
    expect(kernel.transport.last(MAIL)?.data).toMatchObject({ port: 587, password: '' });
    expect(mail.answer?.config.port).toBe(587);
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '保存成功' });
  });

  it('refuses in the browser by the shared rules: nothing is sent', async () => {
    const { kernel, mail } = await setup();
    await mail.load();
    const sent = kernel.transport.requests.length;
    expect(await mail.save(typed({ recipients: ['1@a.cn', '2@a.cn', '3@a.cn', '4@a.cn', '5@a.cn', '6@a.cn'] }))).toEqual({ ok: false, field: 'recipients', message: MAIL_MSG.recipientsMax });
    expect(await mail.test(typed(), 'owner')).toEqual({ ok: false, field: 'to', message: MAIL_MSG.testToFormat });
    expect(kernel.transport.requests.length).toBe(sent);
  });

  it('shows 发送成功, or the server’s reason, as the test’s outcome', async () => {
    const { kernel, mail } = await setup();
    await mail.load();
    kernel.transport.reply('POST', MAIL_TEST, { message: '发送成功' });
    expect(await mail.test(typed(), 'owner@demo.cn')).toEqual({ ok: true, message: '发送成功' });
    expect(kernel.transport.last(MAIL_TEST)?.data).toMatchObject({ to: 'owner@demo.cn', host: 'smtp.demo.cn' });
    expect(mail.testOutcome).toEqual({ ok: true, message: '发送成功' });

    kernel.transport.on('POST', MAIL_TEST, () => ({ status: 424, data: { code: 424, message: MAIL_MSG.authFailed, data: null } }));
    expect(await mail.test(typed(), 'owner@demo.cn')).toEqual({ ok: false, field: '', message: MAIL_MSG.authFailed });
    expect(mail.testOutcome).toEqual({ ok: false, field: '', message: MAIL_MSG.authFailed });
    expect(mail.testing).toBe(false);
  });

  it('pages and filters the send log', async () => {
    const { kernel, mail } = await setup();
    await mail.load();
    await mail.log.setPage(2);
    expect(kernel.transport.last(MAIL_LOG)?.params).toMatchObject({ page: 2, rows: 10 });
    await mail.log.setResult('failed');
    expect(kernel.transport.last(MAIL_LOG)?.params).toMatchObject({ page: 1, result: 'failed' });
  });
});

describe('短信设置 store', () => {
  it('refuses a bad test phone in the browser, and tells the 60 s refusal', async () => {
    const { kernel, sms } = await setup();
    await sms.load();
    const sent = kernel.transport.requests.length;
    expect(await sms.test('1380013800')).toEqual({ ok: false, field: 'phone', message: SMS_MSG.testPhoneFormat });
    expect(kernel.transport.requests.length).toBe(sent);
    kernel.transport.on('POST', SMS_TEST, () => ({ status: 429, data: { code: 429, message: SMS_MSG.tooFrequent, data: null } }));
    expect(await sms.test('13800138000')).toEqual({ ok: false, field: '', message: '发送过于频繁，请60秒后再试' });
  });

  it('says the service is unconfigured and shows the server’s refusal of a save as a toast', async () => {
    const { kernel, sms } = await setup();
    kernel.transport.reply('GET', SMS, smsAnswer({ provider: { configured: false, message: SMS_MSG.unconfigured } }));
    await sms.load();
    expect(sms.configured).toBe(false);
    kernel.transport.on('POST', SMS, () => ({ status: 409, data: { code: 409, message: SMS_MSG.unconfigured, data: null } }));
    expect(await sms.save({ signature: '示范企业', phones: [], notifyLead: false })).toEqual({ ok: false, field: '', message: SMS_MSG.unconfigured });
    expect(kernel.notifier.errors()).toContain(SMS_MSG.unconfigured);
  });
});
