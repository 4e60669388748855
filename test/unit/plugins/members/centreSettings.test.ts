// 会员中心设置's store through the container (the members plugin installed, a scripted server behind the
// real HttpService): each section loads and saves what the server reads; the shared rules refuse in the
// browser before anything is sent; the server's refusal comes back with its field; the SMS switches.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import members from '../../../../plugins/members';
import { CENTRE_SETTINGS } from '../../../../plugins/members/centre/tokens';
import enUS from '../../../../plugins/members/centre/i18n.en-US';
import zhCN from '../../../../plugins/members/centre/i18n.zh-CN';
import type { RegisterConfigAnswer, SmsEquityAnswer } from '../../../../shared/domain/members/centreApi';
import { CENTRE_MSG } from '../../../../shared/domain/members/centreRules';
import { DEFAULT_MEMBER_SETTINGS } from '../../../../shared/domain/members/settings';

const REGISTER = 'admin/ucenterConfig/registerConfig';
const LOGIN = 'admin/ucenterConfig/loginConfig';
const PRIVACY = 'admin/ucenterConfig/privacyConfig';
const SMS = 'admin/ucenterConfig/smsEquity';

const registerAnswer = (over: Partial<RegisterConfigAnswer> = {}): RegisterConfigAnswer => ({
  siteId: 1001, config: JSON.parse(JSON.stringify(DEFAULT_MEMBER_SETTINGS.register)), ranks: [{ id: 7, name: '普通会员', level: 1, is_default: 1 }], smsRegisterOn: false, ...over,
});
const smsAnswer = (over: Partial<SmsEquityAnswer> = {}): SmsEquityAnswer => ({
  configured: true, message: null, quotaLeft: 500, usedThisMonth: 3, switches: { register: false, login: false, recover: false }, ...over,
});

async function setup() {
  const kernel = createTestKernel();
  await kernel.install([members]);
  expect(kernel.get(TOKENS.plugins).status('members')?.state).toBe('ready');
  return { kernel, store: kernel.get(CENTRE_SETTINGS) };
}

describe('会员中心设置 store', () => {
  it('loads 注册设置 and saves it as the server reads it', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', REGISTER, registerAnswer());
    await store.open('register');
    expect(store.register.data?.ranks.map((r) => r.name)).toEqual(['普通会员']);

    const saved = registerAnswer({ config: { ...registerAnswer().config, methods: ['account', 'email'], defaultRankId: 7 } });
    kernel.transport.reply('POST', REGISTER, saved);
    const result = await store.saveRegister(saved.config);
    expect(result).toEqual({ ok: true });
    expect(kernel.transport.last(REGISTER)?.data).toEqual(saved.config);
    expect(store.register.data?.config.methods).toEqual(['account', 'email']);
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '保存成功' });
  });

  it('refuses in the browser by the shared rules: nothing is sent', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', REGISTER, registerAnswer());
    await store.open('register');
    const sent = kernel.transport.requests.length;
    expect(await store.saveRegister({ ...registerAnswer().config, methods: [] })).toEqual({ ok: false, field: 'methods', message: CENTRE_MSG.methodRequired });
    expect(await store.saveRegister({ ...registerAnswer().config, defaultRankId: 99 })).toMatchObject({ ok: false, field: 'defaultRankId' });
    // Phone verification while SMS's 注册验证码 is off.
    expect(await store.saveRegister({ ...registerAnswer().config, phoneVerify: true, methods: ['phone'] })).toMatchObject({ message: CENTRE_MSG.phoneVerifyNeedsSms });
    expect(await store.saveLogin({ ...DEFAULT_MEMBER_SETTINGS.login, maxFailures: 11 })).toMatchObject({ field: 'maxFailures', message: CENTRE_MSG.maxFailuresRange });
    expect(kernel.transport.requests.length).toBe(sent);
    expect(kernel.notifier.errors()).toEqual([CENTRE_MSG.methodRequired, CENTRE_MSG.defaultRankMissing, CENTRE_MSG.phoneVerifyNeedsSms, CENTRE_MSG.maxFailuresRange]);
  });

  it('shows the server’s refusal with its field', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', LOGIN, { config: DEFAULT_MEMBER_SETTINGS.login, smsLoginOn: true });
    await store.open('login');
    kernel.transport.on('POST', LOGIN, () => ({ status: 400, data: { code: 400, message: '登录失败锁定次数为3-10次', data: { field: 'maxFailures' } } }));
    expect(await store.saveLogin({ ...DEFAULT_MEMBER_SETTINGS.login, bySms: true })).toEqual({ ok: false, field: 'maxFailures', message: '登录失败锁定次数为3-10次' });
    expect(store.login.saving).toBe(false);
    expect(kernel.notifier.errors()).toEqual(['登录失败锁定次数为3-10次']);
  });

  it('saves the privacy documents and reads their versions', async () => {
    const { kernel, store } = await setup();
    const answer = { config: { agreement: '<p>协议</p>', privacy: '', mustAgree: true, version: 3 }, versions: [{ version: 3, operator: 'admin', created_at: 1 }] };
    kernel.transport.reply('POST', PRIVACY, answer);
    expect(await store.savePrivacy({ agreement: '<p>协议</p>', privacy: '', mustAgree: true })).toEqual({ ok: true });
    expect(kernel.transport.last(PRIVACY)?.data).toEqual({ agreement: '<p>协议</p>', privacy: '', mustAgree: true });
    expect(store.privacy.data?.config.version).toBe(3);
  });

  it('短信权益: reads with an empty body, switches one at a time, refuses turning on when SMS is unconfigured', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', SMS, smsAnswer());
    await store.open('sms');
    expect(kernel.transport.last(SMS)?.data).toEqual({});
    kernel.transport.reply('POST', SMS, smsAnswer({ switches: { register: true, login: false, recover: false } }));
    expect(await store.setSmsSwitch('register', true)).toEqual({ ok: true });
    expect(kernel.transport.last(SMS)?.data).toEqual({ register: true });
    expect(store.sms.data?.switches.register).toBe(true);

    kernel.transport.reply('POST', SMS, smsAnswer({ configured: false, message: CENTRE_MSG.smsUnconfigured }));
    await store.open('sms');
    const sent = kernel.transport.requests.length;
    expect(await store.setSmsSwitch('login', true)).toMatchObject({ ok: false, message: CENTRE_MSG.smsUnconfigured });
    expect(kernel.transport.requests.length).toBe(sent);
  });

  it('offers a retry when a section fails to load', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', PRIVACY, null, 500, '系统错误');
    await store.open('privacy');
    expect(store.privacy.failed).toBe(true);
    expect(store.privacy.loading).toBe(false);
  });
});

describe('the centre’s strings', () => {
  const keys = (o: object, prefix = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
  it('has the same keys in zh-CN and en-US', () => {
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});
