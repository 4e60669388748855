// 邮件与短信设置 on the server (issue 14 §4): the routes behind email_setting / sms_setting, validated
// by the shared rules and scoped to the active site; 发送测试邮件 against an SMTP sink this test starts
// (发送成功, 认证失败，请检查账号和授权码, 无法连接邮件服务器); the password sealed and never answered;
// a new lead mailed to the sink by a task, and a dead mail server never failing the submission;
// SMS against an HTTP double (sent, the 60 s refusal, unconfigured → nothing stored or sent).
import net, { type AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import type { ApiName } from '../../shared/domain/api/endpoints';
import { MAIL_MSG, SMS_MSG, type MailConfigSave } from '../../shared/domain/settings';
import { LEAD_FORM, SITE } from '../../server/core/db/seedData';
import { secretBoxOf } from '../../server/core/services/secretBox';
import { answer, startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { startSmtpSink, type SmtpSink } from '../support/doubles/smtpSink';
import { tokenWith } from './support/content';
import { onlineMessageValues, submit } from './support/forms';
import { CHINESE, snapshot, startServer, type CallOptions, type Harness } from './support/harness';

const PASS = 'Smtp-Auth-C0de!';
const AUTH = { user: 'notice@example.com', pass: PASS };

let h: Harness;
let sink: SmtpSink;
let sms: HttpDouble;
let admin: string;
let clock = Date.now();
/** Every answer of the messaging routes: none may carry the password. */
const answers: string[] = [];

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  sink = await startSmtpSink({ auth: AUTH });
  sms = await startHttpDouble();
  sms.always(answer.json({ id: 'sms-1' }));
  // The sink is on loopback: this server lets a site's SMTP be a private address (the bare one below does not).
  h = await startServer({
    SMS_API_URL: `${sms.url}/send`, SMS_API_KEY: 'sms-key', SUBMIT_RATE_LIMIT_PER_MINUTE: '0', PROVIDER_TIMEOUT_MS: '3000', SITE_SMTP_ALLOW_PRIVATE: '1',
  }, { now: () => clock });
  admin = await h.login('admin');
});
afterAll(async () => {
  await h.close();
  await sink.close();
  await sms.close();
});

async function call(name: ApiName, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const res = await h.call(name, { token: admin, ...options });
  answers.push(res.body);
  return res;
}

const smtpConfig = (over: Partial<MailConfigSave> = {}): MailConfigSave => ({
  notifyLead: false, mode: 'smtp', host: '127.0.0.1', port: sink.port, ssl: false, account: AUTH.user, password: PASS,
  senderName: '示范企业官网', senderAddress: 'notice@example.com', recipients: ['sales@example.com'], ...over,
});

/** A test mail may go once every 30 s per site: each test moves the clock past it. */
function later(ms = 31_000): void {
  clock += ms;
}

async function settled(): Promise<void> {
  await h.built.deps.events.idle();
  await h.built.deps.tasks.settled();
}

async function refusedWithoutChange(name: ApiName, options: CallOptions, status: number, message: string | RegExp): Promise<void> {
  const before = await snapshot(h);
  const res = await call(name, options);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.json().code).toBe(status);
  expect(res.json().message).toMatch(typeof message === 'string' ? new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : message);
  expect(res.json().message).toMatch(CHINESE);
  expect(await snapshot(h)).toEqual(before);
}

describe('access', () => {
  const MAIL_ROUTES: [ApiName, CallOptions][] = [
    ['mailConfigGet', {}], ['mailConfigSave', { body: {} }], ['mailTest', { body: {} }], ['mailTemplateList', {}],
    ['mailTemplateGet', { query: { code: 'lead' } }], ['mailTemplateSave', { body: {} }], ['mailLogList', {}],
  ];
  const SMS_ROUTES: [ApiName, CallOptions][] = [
    ['smsConfigGet', {}], ['smsConfigSave', { body: {} }], ['smsTest', { body: {} }], ['smsTemplateList', {}], ['smsTemplateSave', { body: {} }], ['smsLogList', {}],
  ];

  it('refuses each route without a token (401) and without its key (403)', async () => {
    const onlyMail = await tokenWith(h, ['email_setting']);
    const onlySms = await tokenWith(h, ['sms_setting']);
    for (const [name, options] of MAIL_ROUTES) {
      expect([name, (await h.call(name, options)).json().code]).toEqual([name, 401]);
      expect([name, (await h.call(name, { ...options, token: onlySms })).json().code]).toEqual([name, 403]);
    }
    for (const [name, options] of SMS_ROUTES) {
      expect([name, (await h.call(name, options)).json().code]).toEqual([name, 401]);
      expect([name, (await h.call(name, { ...options, token: onlyMail })).json().code]).toEqual([name, 403]);
    }
  });
});

describe('mail settings', () => {
  it('reads the seeded settings of the demo site, with no password', async () => {
    const data = (await call('mailConfigGet')).json().data;
    expect(data.config).toMatchObject({ mode: 'smtp', host: 'smtp.exmail.qq.com', port: 465, ssl: true, recipients: ['sales@demo-tech.cn', 'manager@demo-tech.cn'] });
    expect(data.passwordSet).toBe(false);
    // No SMTP_URL in this server: the platform's service says so.
    expect(data.platform).toEqual({ configured: false, message: '邮件服务未配置，请联系管理员' });
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    await refusedWithoutChange('mailConfigSave', { body: { ...smtpConfig(), extra: 1 } }, 400, /未知|不支持|extra/);
    await refusedWithoutChange('mailConfigSave', { body: smtpConfig({ recipients: ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com', 'f@example.com'] }) }, 400, MAIL_MSG.recipientsMax);
    await refusedWithoutChange('mailConfigSave', { body: smtpConfig({ recipients: ['sales@example.com', 'not an address'] }) }, 400, '收件人邮箱格式不正确');
    await refusedWithoutChange('mailConfigSave', { body: { ...smtpConfig(), mode: 'pop3' } }, 400, /mode/);
    await refusedWithoutChange('mailConfigSave', { body: smtpConfig({ port: 70000 }) }, 400, MAIL_MSG.portRange);
    await refusedWithoutChange('mailConfigSave', { body: smtpConfig({ password: '' }) }, 400, MAIL_MSG.passwordRequired);
    await refusedWithoutChange('mailConfigSave', { body: smtpConfig({ notifyLead: true, recipients: [] }) }, 400, MAIL_MSG.recipientsNeeded);
    await refusedWithoutChange('mailConfigSave', { body: smtpConfig({ senderAddress: 'notice' }) }, 400, MAIL_MSG.senderFormat);
  });

  it('seals the password at rest, answers only that one is set, and keeps it when none is typed', async () => {
    const saved = await call('mailConfigSave', { body: smtpConfig() });
    expect(saved.json()).toMatchObject({ code: 200, data: { passwordSet: true, config: { host: '127.0.0.1', port: sink.port, account: AUTH.user } } });
    const row = await h.built.db.selectFrom('settings_mail').selectAll().where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow();
    expect(row.password_sealed).not.toContain(PASS);
    expect(secretBoxOf(h.config).open(row.password_sealed)).toBe(PASS);

    // The operation log shows what changed, the password only as changed, masked.
    const logged = await h.built.db.selectFrom('op_logs').select(['changes', 'result']).where('action', '=', 'mailConfigSave').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(logged.result).toBe('ok');
    const changes = JSON.parse(logged.changes!) as { field: string; before: unknown; after: unknown }[];
    expect(changes).toEqual(expect.arrayContaining([
      { field: 'host', before: 'smtp.exmail.qq.com', after: '127.0.0.1' },
      { field: 'password', before: '', after: '******' },
    ]));

    const again = await call('mailConfigSave', { body: smtpConfig({ password: '', senderName: '官网通知' }) });
    expect(again.json().data).toMatchObject({ passwordSet: true, config: { senderName: '官网通知' } });
    const kept = await h.built.db.selectFrom('settings_mail').select('password_sealed').where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow();
    expect(secretBoxOf(h.config).open(kept.password_sealed)).toBe(PASS);
  });

  it('keeps each site’s settings apart', async () => {
    const other = await tokenWith(h, ['email_setting', 'sms_setting'], '外文站编辑');
    expect((await h.call('siteActive', { token: other, query: { twebId: SITE.global } })).statusCode).toBe(200);
    const data = (await h.call('mailConfigGet', { token: other })).json().data;
    expect(data).toMatchObject({ passwordSet: false, config: { host: '', recipients: [] } });
    await h.call('mailConfigSave', { token: other, body: smtpConfig({ host: 'smtp.global.example.com', password: 'Other-Pa55' }) });
    expect((await call('mailConfigGet')).json().data.config.host).toBe('127.0.0.1');
    expect((await h.call('mailLogList', { token: other })).json().data.total).toBe(0);
  });
});

describe('发送测试邮件', () => {
  it('sends through the site’s SMTP server and answers 发送成功, then refuses a second within 30 s', async () => {
    later();
    const before = sink.received.length;
    const res = await call('mailTest', { body: { ...smtpConfig({ password: '' }), to: 'owner@example.com' } });
    expect(res.json()).toMatchObject({ code: 200, data: { message: '发送成功' } });
    const mail = sink.received.at(-1)!;
    expect(sink.received.length).toBe(before + 1);
    expect(mail.envelope.to).toEqual(['owner@example.com']);
    expect(mail.user).toBe(AUTH.user);
    expect(mail.subject).toBe('【示范企业官网】测试邮件');
    expect(mail.text).toContain('收到此邮件说明邮件设置正确');

    await refusedWithoutChange('mailTest', { body: { ...smtpConfig(), to: 'owner@example.com' } }, 429, MAIL_MSG.tooFrequent);
    const log = (await call('mailLogList', { query: { page: 1, rows: 5 } })).json().data;
    expect(log.rows[0]).toMatchObject({ kind: 'test', recipients: 'owner@example.com', result: 'ok', subject: '【示范企业官网】测试邮件' });
  });

  it('reaches a server given by name (connecting to the address it checked)', async () => {
    later();
    const before = sink.received.length;
    const res = await call('mailTest', { body: { ...smtpConfig({ host: 'localhost', password: '' }), to: 'owner@example.com' } });
    expect(res.json()).toMatchObject({ code: 200, data: { message: '发送成功' } });
    expect(sink.received.length).toBe(before + 1);
    // An unknown name cannot be reached.
    later();
    const unknown = await call('mailTest', { body: { ...smtpConfig({ host: 'no-such-host.invalid' }), to: 'owner@example.com' } });
    expect(unknown.json()).toMatchObject({ code: 424, message: '无法连接邮件服务器' });
  });

  it('says 认证失败，请检查账号和授权码 when the server refuses the login', async () => {
    later();
    const res = await call('mailTest', { body: { ...smtpConfig({ password: 'Wrong-Code-1' }), to: 'owner@example.com' } });
    expect(res.json()).toMatchObject({ code: 424, message: '认证失败，请检查账号和授权码' });
    expect((await call('mailLogList', { query: { result: 'failed' } })).json().data.rows[0]).toMatchObject({ result: 'failed', error: '认证失败，请检查账号和授权码' });
  });

  it('says 无法连接邮件服务器 when nothing listens on the port', async () => {
    later();
    const res = await call('mailTest', { body: { ...smtpConfig({ port: await closedPort() }), to: 'owner@example.com' } });
    expect(res.json()).toMatchObject({ code: 424, message: '无法连接邮件服务器' });
  });

  it('answers the platform service’s 未配置 message in 平台邮件服务 mode and counts nothing', async () => {
    later();
    await refusedWithoutChange('mailTest', { body: { ...smtpConfig({ mode: 'platform' }), to: 'owner@example.com' } }, 409, '邮件服务未配置，请联系管理员');
  });

  it('refuses a bad recipient before sending anything', async () => {
    later();
    const before = sink.received.length;
    await refusedWithoutChange('mailTest', { body: { ...smtpConfig(), to: 'owner' } }, 400, MAIL_MSG.testToFormat);
    expect(sink.received.length).toBe(before);
  });
});

describe('templates', () => {
  it('lists both templates, refuses an unknown placeholder, saves and previews what is sent', async () => {
    const list = (await call('mailTemplateList')).json().data.rows;
    expect(list.map((t: { code: string; name: string }) => [t.code, t.name])).toEqual([['lead', '新留言通知'], ['test', '测试消息']]);
    await refusedWithoutChange('mailTemplateSave', { body: { code: 'lead', subject: '新留言 {客户名}', body: '{留言内容}' } }, 400, '模板包含不支持的变量：{客户名}');
    await refusedWithoutChange('mailTemplateSave', { body: { code: 'other', subject: 'x', body: 'y' } }, 400, /code/);
    const saved = await call('mailTemplateSave', { body: { code: 'lead', subject: '新留言：{表单名称}', body: '表单 {表单名称} 收到：\n{留言内容}' } });
    expect(saved.json().data).toMatchObject({ code: 'lead', subject: '新留言：{表单名称}' });
    expect((await call('mailTemplateGet', { query: { code: 'lead' } })).json().data.body).toBe('表单 {表单名称} 收到：\n{留言内容}');
  });
});

describe('a new lead message', () => {
  it('is mailed to the recipients by a task', async () => {
    await call('mailConfigSave', { body: smtpConfig({ password: '', notifyLead: true, recipients: ['sales@example.com', 'boss@example.com'] }) });
    const before = sink.received.length;
    const res = await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ username: '李四', field0: '想要一份报价单' }));
    expect(res.json().code).toBe(200);
    await settled();
    expect(sink.received.length).toBe(before + 1);
    const mail = sink.received.at(-1)!;
    expect(mail.envelope.to.sort()).toEqual(['boss@example.com', 'sales@example.com']);
    expect(mail.subject).toBe('新留言：在线留言');
    expect(mail.text).toContain('李四');
    expect(mail.text).toContain('想要一份报价单');
    expect(mail.text).toContain('13812345678');
    const log = (await call('mailLogList')).json().data.rows[0];
    expect(log).toMatchObject({ kind: 'lead', result: 'ok', subject: '新留言：在线留言' });
  });

  it('still succeeds with the mail server down, and the log says failed', async () => {
    await call('mailConfigSave', { body: smtpConfig({ password: '', notifyLead: true, port: await closedPort() }) });
    const messages = await h.built.db.selectFrom('form_messages').select('id').where('form_id', '=', LEAD_FORM.onlineMessage).execute();
    const res = await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ username: '王五' }));
    expect(res.json()).toMatchObject({ code: 200 });
    await settled();
    const after = await h.built.db.selectFrom('form_messages').select('id').where('form_id', '=', LEAD_FORM.onlineMessage).execute();
    expect(after.length).toBe(messages.length + 1);
    expect((await call('mailLogList')).json().data.rows[0]).toMatchObject({ kind: 'lead', result: 'failed', error: '无法连接邮件服务器' });
    const task = await h.built.db.selectFrom('tasks').selectAll().where('kind', '=', 'settings.leadNotify').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(task).toMatchObject({ state: 'failed', error: '无法连接邮件服务器' });
  });

  it('starts nothing when the notification is off', async () => {
    await call('mailConfigSave', { body: smtpConfig({ password: '', notifyLead: false }) });
    const tasks = await h.built.db.selectFrom('tasks').select('id').where('kind', '=', 'settings.leadNotify').execute();
    await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues());
    await settled();
    expect(await h.built.db.selectFrom('tasks').select('id').where('kind', '=', 'settings.leadNotify').execute()).toHaveLength(tasks.length);
  });
});

describe('SMS', () => {
  const smsBody = { signature: '【示范企业】', phones: ['13800138000', '13900139000'], notifyLead: false };

  it('validates and saves the signature and phones', async () => {
    await refusedWithoutChange('smsConfigSave', { body: { ...smsBody, signature: '示' } }, 400, SMS_MSG.signatureFormat);
    await refusedWithoutChange('smsConfigSave', { body: { ...smsBody, phones: ['1380013800'] } }, 400, '手机号格式不正确');
    await refusedWithoutChange('smsConfigSave', { body: { ...smsBody, phones: ['13800000001', '13800000002', '13800000003', '13800000004', '13800000005', '13800000006'] } }, 400, SMS_MSG.phonesMax);
    await refusedWithoutChange('smsConfigSave', { body: { ...smsBody, extra: true } }, 400, /extra/);
    const res = await call('smsConfigSave', { body: smsBody });
    expect(res.json().data).toMatchObject({ config: { signature: '示范企业', phones: smsBody.phones }, provider: { configured: true, message: null } });
  });

  it('sends a test SMS through the gateway, then refuses another within 60 s (发送过于频繁，请60秒后再试)', async () => {
    later(61_000);
    const before = sms.received.length;
    const res = await call('smsTest', { body: { phone: '13800138000' } });
    expect(res.json()).toMatchObject({ code: 200, data: { message: '发送成功' } });
    expect(sms.received.length).toBe(before + 1);
    const sent = JSON.parse(sms.received.at(-1)!.body);
    expect(sent.phone).toBe('13800138000');
    expect(sent.text).toMatch(/^【示范企业】这是一条测试短信/);
    expect(sms.received.at(-1)!.headers.authorization).toBe('Bearer sms-key');

    later(30_000);
    await refusedWithoutChange('smsTest', { body: { phone: '13800138000' } }, 429, '发送过于频繁，请60秒后再试');
    expect(sms.received.length).toBe(before + 1);
    later(31_000);
    expect((await call('smsTest', { body: { phone: '13800138000' } })).json().code).toBe(200);
  });

  it('lets one of many parallel test SMS through', async () => {
    later(61_000);
    const before = sms.received.length;
    const results = await Promise.all(Array.from({ length: 8 }, () => call('smsTest', { body: { phone: '13900139000' } })));
    const codes = results.map((r) => r.json().code).sort();
    expect(codes).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    expect(sms.received.length).toBe(before + 1);
  });

  it('lists the sends, paged and filtered by result', async () => {
    later(61_000);
    sms.next(answer.status(500, { error: 'down' }));
    expect((await call('smsTest', { body: { phone: '13800138000' } })).json()).toMatchObject({ code: 424, message: expect.stringContaining('短信发送失败') });
    const failed = (await call('smsLogList', { query: { result: 'failed' } })).json().data;
    expect(failed.rows.every((r: { result: string }) => r.result === 'failed')).toBe(true);
    expect(failed.rows[0]).toMatchObject({ kind: 'test', recipients: '13800138000' });
    const page = (await call('smsLogList', { query: { page: 1, rows: 2 } })).json().data;
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThan(4);
  });

  it('texts the notification phones about a new lead', async () => {
    await call('smsConfigSave', { body: { ...smsBody, notifyLead: true } });
    const before = sms.received.length;
    await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ username: '赵六' }));
    await settled();
    const texts = sms.received.slice(before).map((r) => JSON.parse(r.body));
    expect(texts.map((t) => t.phone).sort()).toEqual(smsBody.phones);
    expect(texts[0].text).toMatch(/^【示范企业】/);
    expect(texts[0].text).toContain('赵六');
    await call('smsConfigSave', { body: smsBody });
  });
});

describe('the daily cleanup', () => {
  it('removes send-log rows older than 180 days and keeps the rest', async () => {
    const old = clock - 181 * 86_400_000;
    await h.built.db.insertInto('settings_send_log').values({ site_id: SITE.corporate, channel: 'mail', kind: 'test', recipients: 'old@example.com', subject: '旧记录', result: 'ok', error: '', created_at: old }).execute();
    const kept = (await call('mailLogList', { query: { rows: 100 } })).json().data.total;
    const settings = h.built.composed.modules.find((m) => m.id === 'settings')!;
    await settings.cleanup!({ db: h.built.db, dataDir: h.dir, now: clock, log: { error: () => undefined } });
    const after = (await call('mailLogList', { query: { rows: 100 } })).json().data;
    expect(after.total).toBe(kept - 1);
    expect(after.rows.some((r: { recipients: string }) => r.recipients === 'old@example.com')).toBe(false);
  });
});

describe('a server without SMS and with the default SMTP rule', () => {
  let bare: Harness;
  beforeAll(async () => {
    bare = await startServer();
  });
  afterAll(() => bare.close());

  it('says 短信服务未配置，请联系管理员, stores nothing and sends nothing', async () => {
    const token = await bare.login('admin');
    expect((await bare.call('smsConfigGet', { token })).json().data.provider).toEqual({ configured: false, message: '短信服务未配置，请联系管理员' });
    const before = await snapshot(bare);
    for (const [name, body] of [
      ['smsConfigSave', { signature: '示范企业', phones: [], notifyLead: false }], ['smsTest', { phone: '13800138000' }],
      ['smsTemplateSave', { code: 'lead', content: '新留言：{留言摘要}', templateId: '' }],
    ] as const) {
      const res = await bare.call(name, { token, body });
      expect(res.json()).toMatchObject({ code: 409, message: '短信服务未配置，请联系管理员' });
    }
    expect(await snapshot(bare)).toEqual(before);
  });

  it('refuses a site SMTP server on a loopback or private address, saving and sending nothing', async () => {
    const token = await bare.login('admin');
    const before = await snapshot(bare);
    const received = sink.received.length;
    for (const host of ['127.0.0.1', 'localhost', '10.1.2.3', '192.168.1.20']) {
      for (const [name, body] of [['mailConfigSave', smtpConfig({ host })], ['mailTest', { ...smtpConfig({ host }), to: 'owner@example.com' }]] as const) {
        const res = await bare.call(name, { token, body });
        expect([host, name, res.json()]).toEqual([host, name, { code: 400, message: 'SMTP服务器不能是本机或内网地址', data: { field: 'host' } }]);
      }
    }
    expect(await snapshot(bare)).toEqual(before);
    expect(sink.received.length).toBe(received);
  });
});

describe('the password', () => {
  it('is in no answer and nowhere in the operation log', async () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const body of answers) expect(body).not.toContain(PASS);
    const rows = await h.built.db.selectFrom('op_logs').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(PASS);
  });
});
