// The member centre's rule book (shared/domain/members/centreRules.ts): the settings' checks, SMS code
// timing on a fake clock, the login lock, the registration form's fields and canDownload.
import {
  afterFailure,
  canDownload,
  CENTRE_MSG,
  checkCodeUsable,
  checkLoginConfig,
  checkPrivacyConfig,
  checkRegisterConfig,
  checkRegisterFields,
  checkSendCode,
  checkSmsSwitches,
  DOCUMENT_MAX_LENGTH,
  generatedAccount,
  lockedMessage,
  lockMinutesLeft,
  newSmsCode,
  registerFieldMode,
  resendWaitSeconds,
  SMS_CODE,
  smsDay,
  smsMonth,
  type RegisterValues,
} from '../../../shared/domain/members/centreRules';
import { checkAccount } from '../../../shared/domain/members/memberRules';
import { DEFAULT_MEMBER_SETTINGS, type LoginConfig, type RegisterConfig } from '../../../shared/domain/members/settings';

const reg = (over: Partial<RegisterConfig> = {}): RegisterConfig => ({ ...JSON.parse(JSON.stringify(DEFAULT_MEMBER_SETTINGS.register)), ...over });
const login = (over: Partial<LoginConfig> = {}): LoginConfig => ({ ...DEFAULT_MEMBER_SETTINGS.login, ...over });
const site = { rankIds: [11, 12], smsRegisterOn: true };

describe('注册 settings', () => {
  it('accepts the defaults and a rank of the site', () => {
    expect(checkRegisterConfig(reg(), site)).toBeNull();
    expect(checkRegisterConfig(reg({ defaultRankId: 12 }), site)).toBeNull();
  });

  it('needs at least one known method, each once', () => {
    expect(checkRegisterConfig(reg({ methods: [] }), site)).toEqual({ field: 'methods', message: '请至少选择一种注册方式' });
    expect(checkRegisterConfig(reg({ methods: ['account', 'account'] }), site)?.field).toBe('methods');
    expect(checkRegisterConfig(reg({ methods: ['fax' as never] }), site)?.field).toBe('methods');
  });

  it('refuses a default rank that is not the site’s', () => {
    expect(checkRegisterConfig(reg({ defaultRankId: 99 }), site)).toEqual({ field: 'defaultRankId', message: CENTRE_MSG.defaultRankMissing });
  });

  it('keeps the password minimum within 6–20', () => {
    for (const minLength of [6, 8, 20]) expect(checkRegisterConfig(reg({ password: { minLength, lettersAndDigits: true } }), site)).toBeNull();
    for (const minLength of [5, 21, 7.5]) expect(checkRegisterConfig(reg({ password: { minLength, lettersAndDigits: true } }), site)?.message).toBe(CENTRE_MSG.passwordMinRange);
  });

  it('bounds reserved names (1–20 characters, ≤ 100)', () => {
    expect(checkRegisterConfig(reg({ reservedNames: [''] }), site)?.field).toBe('reservedNames');
    expect(checkRegisterConfig(reg({ reservedNames: ['x'.repeat(21)] }), site)?.field).toBe('reservedNames');
    expect(checkRegisterConfig(reg({ reservedNames: Array.from({ length: 101 }, (_, i) => `n${i}`) }), site)?.field).toBe('reservedNames');
    expect(checkRegisterConfig(reg({ reservedNames: Array.from({ length: 100 }, (_, i) => `n${i}`) }), site)).toBeNull();
  });

  it('verifies phones only with a phone on the form and SMS’s 注册验证码 on', () => {
    const fields = { ...DEFAULT_MEMBER_SETTINGS.register.fields, phone: 'hidden' as const };
    expect(checkRegisterConfig(reg({ phoneVerify: true, fields }), site)?.message).toBe(CENTRE_MSG.phoneVerifyNeedsPhone);
    expect(checkRegisterConfig(reg({ phoneVerify: true, fields, methods: ['phone'] }), site)).toBeNull();
    expect(checkRegisterConfig(reg({ phoneVerify: true }), { ...site, smsRegisterOn: false })?.message).toBe(CENTRE_MSG.phoneVerifyNeedsSms);
  });
});

describe('登录 settings', () => {
  const on = { smsLoginOn: true };
  it('needs a method; SMS only when switched on', () => {
    expect(checkLoginConfig(login({ byPassword: false, bySms: false }), on)?.message).toBe(CENTRE_MSG.loginMethodRequired);
    expect(checkLoginConfig(login({ byPassword: false, bySms: true }), on)).toBeNull();
    expect(checkLoginConfig(login({ bySms: true }), { smsLoginOn: false })?.message).toBe(CENTRE_MSG.loginSmsNeedsSms);
  });

  it('locks after 3–10 failures for 5–1,440 minutes; 记住我 1–30 days', () => {
    expect(checkLoginConfig(login({ maxFailures: 3, lockMinutes: 5, rememberDays: 1 }), on)).toBeNull();
    expect(checkLoginConfig(login({ maxFailures: 10, lockMinutes: 1440, rememberDays: 30 }), on)).toBeNull();
    expect(checkLoginConfig(login({ maxFailures: 2 }), on)?.message).toBe(CENTRE_MSG.maxFailuresRange);
    expect(checkLoginConfig(login({ maxFailures: 11 }), on)?.message).toBe(CENTRE_MSG.maxFailuresRange);
    expect(checkLoginConfig(login({ lockMinutes: 4 }), on)?.message).toBe(CENTRE_MSG.lockMinutesRange);
    expect(checkLoginConfig(login({ lockMinutes: 1441 }), on)?.message).toBe(CENTRE_MSG.lockMinutesRange);
    expect(checkLoginConfig(login({ rememberDays: 0 }), on)?.message).toBe(CENTRE_MSG.rememberDaysRange);
    expect(checkLoginConfig(login({ rememberDays: 31 }), on)?.message).toBe(CENTRE_MSG.rememberDaysRange);
  });
});

describe('隐私 and 短信权益', () => {
  it('bounds the documents', () => {
    expect(checkPrivacyConfig({ agreement: 'x'.repeat(DOCUMENT_MAX_LENGTH), privacy: '' })).toBeNull();
    expect(checkPrivacyConfig({ agreement: '', privacy: 'x'.repeat(DOCUMENT_MAX_LENGTH + 1) })?.field).toBe('privacy');
  });

  it('switches on only when SMS is configured, and off only when nothing relies on it', () => {
    const base = { configured: true, register: reg(), login: login() };
    expect(checkSmsSwitches({ register: true, login: false, recover: false }, { ...base, configured: false })?.message).toBe('短信服务未配置，请联系管理员');
    expect(checkSmsSwitches({ register: false, login: false, recover: false }, { ...base, configured: false })).toBeNull();
    expect(checkSmsSwitches({ register: false, login: true, recover: true }, { ...base, register: reg({ phoneVerify: true }) })?.field).toBe('register');
    expect(checkSmsSwitches({ register: true, login: false, recover: true }, { ...base, login: login({ bySms: true }) })?.field).toBe('login');
    expect(checkSmsSwitches({ register: true, login: true, recover: false }, base)).toBeNull();
  });
});

describe('SMS code timing (a fake clock)', () => {
  const t0 = Date.UTC(2026, 10, 28, 3, 0, 0);

  it('one code per 60 s per phone', () => {
    expect(checkSendCode({ lastSentAt: null, sentToday: 0 }, t0)).toBeNull();
    expect(checkSendCode({ lastSentAt: t0, sentToday: 1 }, t0 + 59_999)).toBe('发送过于频繁，请60秒后再试');
    expect(checkSendCode({ lastSentAt: t0, sentToday: 1 }, t0 + 60_000)).toBeNull();
    expect(resendWaitSeconds(t0, t0 + 1)).toBe(60);
    expect(resendWaitSeconds(t0, t0 + 59_001)).toBe(1);
    expect(resendWaitSeconds(t0, t0 + 60_000)).toBe(0);
    expect(resendWaitSeconds(null, t0)).toBe(0);
  });

  it('10 a day, the day being Beijing’s', () => {
    expect(checkSendCode({ lastSentAt: t0 - 3_600_000, sentToday: 9 }, t0)).toBeNull();
    expect(checkSendCode({ lastSentAt: t0 - 3_600_000, sentToday: 10 }, t0)).toBe(CENTRE_MSG.smsDailyCap);
    // 15:59:59 UTC and 16:00:00 UTC are different Beijing days (00:00 +08:00).
    const lastMinute = Date.UTC(2026, 10, 28, 15, 59, 59);
    expect(smsDay(lastMinute + 1_000)).toBe(smsDay(lastMinute) + 1);
    expect(smsDay(Date.UTC(2026, 10, 28, 0, 0, 0))).toBe(smsDay(Date.UTC(2026, 10, 28, 15, 0, 0)));
    expect(smsMonth(Date.UTC(2026, 10, 30, 16, 0, 0))).toBe('2026-12');
    expect(smsMonth(Date.UTC(2026, 10, 30, 15, 59, 59))).toBe('2026-11');
  });

  it('valid 5 minutes, once, and void after 5 wrong tries', () => {
    const code = { sentAt: t0, tries: 0, used: false };
    expect(checkCodeUsable(code, t0 + SMS_CODE.ttlMs - 1)).toBeNull();
    expect(checkCodeUsable(code, t0 + SMS_CODE.ttlMs)).toBe(CENTRE_MSG.codeExpired);
    expect(checkCodeUsable({ ...code, used: true }, t0)).toBe(CENTRE_MSG.codeExpired);
    expect(checkCodeUsable({ ...code, tries: 4 }, t0)).toBeNull();
    expect(checkCodeUsable({ ...code, tries: 5 }, t0)).toBe(CENTRE_MSG.codeExpired);
    expect(checkCodeUsable(null, t0)).toBe(CENTRE_MSG.codeExpired);
  });

  it('makes 6-digit codes from the random source, leading zeros kept, the skewed top refused', () => {
    const values = [4_294_967_295, 42, 999_999];
    let i = 0;
    const fill = (a: Uint32Array) => { a[0] = values[i++]; return a; };
    expect(newSmsCode(fill)).toBe('000042');
    expect(newSmsCode(fill)).toBe('999999');
  });
});

describe('the login lock', () => {
  const cfg = { maxFailures: 3, lockMinutes: 15 };
  const t0 = 1_000_000_000_000;

  it('locks at the set failure for the set minutes, then counts afresh', () => {
    let s = { failures: 0, lockedUntil: 0 };
    s = afterFailure(s, t0, cfg);
    s = afterFailure(s, t0 + 1_000, cfg);
    expect(s).toEqual({ failures: 2, lockedUntil: 0 });
    expect(lockMinutesLeft(s, t0)).toBe(0);
    s = afterFailure(s, t0 + 2_000, cfg);
    expect(s).toEqual({ failures: 0, lockedUntil: t0 + 2_000 + 15 * 60_000 });
    expect(lockMinutesLeft(s, t0 + 2_000)).toBe(15);
    expect(lockMinutesLeft(s, t0 + 2_000 + 10 * 60_000 + 1)).toBe(5);
    expect(lockMinutesLeft(s, t0 + 2_000 + 15 * 60_000)).toBe(0);
    expect(lockedMessage(15)).toBe('登录失败次数过多，请15分钟后再试');
    // After the lock a failure starts a new count.
    expect(afterFailure(s, t0 + 20 * 60_000, cfg)).toEqual({ failures: 1, lockedUntil: 0 });
  });
});

describe('the registration form', () => {
  const values = (over: Partial<RegisterValues> = {}): RegisterValues => ({
    method: 'account', account: 'visitor1', password: 'Passw0rd1', nickname: '', real_name: '', company: '', email: '', phone: '', ...over,
  });

  it('requires a method’s own field and what the settings require', () => {
    const c = reg({ methods: ['account', 'phone', 'email'], fields: { ...DEFAULT_MEMBER_SETTINGS.register.fields, company: 'required' } });
    expect(registerFieldMode(c, 'phone', 'phone')).toBe('required');
    expect(registerFieldMode(c, 'phone', 'account')).toBe('optional');
    expect(registerFieldMode(c, 'email', 'email')).toBe('required');
    expect(registerFieldMode(reg({ phoneVerify: true }), 'phone')).toBe('optional');
    expect(checkRegisterFields(c, values())).toEqual({ field: 'company', message: '请填写公司名称' });
    expect(checkRegisterFields(c, values({ company: 'x', method: 'phone' }))).toEqual({ field: 'phone', message: '请填写手机号' });
    expect(checkRegisterFields(c, values({ company: 'x', method: 'email' }))).toEqual({ field: 'email', message: '请填写邮箱' });
    expect(checkRegisterFields(c, values({ company: 'x', email: 'a@b.cn', phone: '13800138000' }))).toBeNull();
    expect(checkRegisterFields(reg(), values({ method: 'email' }))?.message).toBe(CENTRE_MSG.methodUnknown);
    expect(checkRegisterFields(reg(), values({ nickname: 'x'.repeat(31) }))?.field).toBe('nickname');
  });

  it('makes accounts for phone and e-mail members that pass the account rule', () => {
    const account = generatedAccount((b) => b.fill(7));
    expect(account).toMatch(/^m_[a-z2-9]{10}$/);
    expect(checkAccount(account)).toBeNull();
  });
});

describe('canDownload (§3 download power: all, member)', () => {
  it('lets anyone download 所有人 files', () => {
    expect(canDownload('all', 5, null)).toBeNull();
  });

  it('asks visitors to sign in for 仅会员 files', () => {
    expect(canDownload('member', 0, null)).toBe('请登录会员后下载');
  });

  it('needs a rank at least the lowest one set, and one that allows downloads', () => {
    expect(canDownload('member', 0, { rankLevel: 1, allowDownload: true })).toBeNull();
    expect(canDownload('member', 3, { rankLevel: 3, allowDownload: true })).toBeNull();
    expect(canDownload('member', 3, { rankLevel: 2, allowDownload: true })).toBe('您的会员等级不足，无法下载');
    expect(canDownload('member', 0, { rankLevel: 9, allowDownload: false })).toBe('您的会员等级不足，无法下载');
  });
});
