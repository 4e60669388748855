// The member centre on the server (issue 13 §5–6): the 会员中心设置 routes behind member_manage,
// validated by centreRules and scoped to the active site; SMS codes against a local HTTP double (the
// code arrives, 60 s apart, 10 a day, 5 wrong tries, quota 0) and unconfigured; the visitors' register,
// login (password and SMS, lock, disabled, pending, another site), 找回密码, 我的资料 and logout; and no
// answer carrying a password, hash or code.
import type { LightMyRequestResponse } from 'fastify';
import type { ApiName } from '../../shared/domain/api/endpoints';
import { API } from '../../shared/domain/api/endpoints';
import { CENTRE_MSG, SMS_CODE, smsDay } from '../../shared/domain/members/centreRules';
import { MEMBER_MSG } from '../../shared/domain/members/memberRules';
import { DEFAULT_MEMBER_SETTINGS, MEMBER_STATUS, type RegisterConfig } from '../../shared/domain/members/settings';
import { SITE } from '../../server/core/db/seedData';
import { urlOf } from '../../server/core/http/register';
import { answer, startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { tokenWith } from './support/content';
import { CHINESE, snapshot, startServer, type CallOptions, type Harness } from './support/harness';

let h: Harness;
let sms: HttpDouble;
let admin: string;
let clock = Date.now();
/** Every answer the visitors' routes gave: none may carry a code, a hash or a password. */
const answers: string[] = [];

beforeAll(async () => {
  sms = await startHttpDouble();
  sms.always(answer.json({ id: 'sms-1' }));
  h = await startServer({ SMS_API_URL: `${sms.url}/sms`, SMS_API_KEY: 'sms-test-key' }, { now: () => clock });
  admin = await h.login('admin');
  await ensureRank(SITE.corporate);
  await ensureRank(SITE.global);
});
afterAll(async () => {
  await h.close();
  await sms.close();
});

const call = (name: ApiName, options: CallOptions = {}) => h.call(name, { token: admin, ...options });

async function ensureRank(siteId: number): Promise<number> {
  const found = await h.built.db.selectFrom('member_ranks').select('id').where('site_id', '=', siteId).orderBy('is_default', 'desc').executeTakeFirst();
  if (found) return found.id;
  const at = Date.now();
  const row = await h.built.db.insertInto('member_ranks').values({ site_id: siteId, name: '普通会员', level: 1, color: '#1677ff', is_default: 1, allow_download: 1, created_at: at, updated_at: at })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

let ipSeq = 0;
/** A visitor: its own address (the per-address limit) and cookie jar. */
function visitor() {
  ipSeq += 1;
  const ip = `203.0.113.${ipSeq % 250}`;
  const jar: Record<string, string> = {};
  async function send(name: ApiName, o: { body?: unknown; query?: Record<string, string | number> } = {}): Promise<LightMyRequestResponse> {
    const endpoint = API[name];
    const res = await h.built.app.inject({
      method: endpoint.method, url: urlOf({ endpoint }), remoteAddress: ip, cookies: jar,
      ...(o.query ? { query: Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, String(v)])) } : {}),
      ...(o.body !== undefined ? { payload: JSON.stringify(o.body), headers: { 'content-type': 'application/json' } } : {}),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.value === '' || c.maxAge === 0) delete jar[c.name];
      else jar[c.name] = c.value;
    }
    answers.push(res.body);
    return res;
  }
  return { send, jar, ip };
}

let phoneSeq = 0;
const newPhone = () => `1990000${String(++phoneSeq).padStart(4, '0')}`;
let accountSeq = 0;
const newAccount = () => `visitor${++accountSeq}x`;

/** The newest code the double received for this phone. */
function codeSentTo(phone: string): string {
  const req = [...sms.received].reverse().find((r) => JSON.parse(r.body).phone === phone);
  if (!req) throw new Error(`no SMS to ${phone}`);
  return /(\d{6})/.exec(JSON.parse(req.body).text)![1];
}

async function saveRegister(over: Partial<RegisterConfig> = {}) {
  const current = (await call('memberRegisterConfigGet')).json().data.config as RegisterConfig;
  return call('memberRegisterConfigSave', { body: { ...current, ...over } });
}

async function setSms(switches: Partial<{ register: boolean; login: boolean; recover: boolean }>) {
  const res = await call('memberSmsEquity', { body: switches });
  expect(res.json()).toMatchObject({ code: 200 });
  return res.json().data;
}

async function register(v: ReturnType<typeof visitor>, body: Record<string, unknown>) {
  return v.send('memberPublicRegister', { body: { siteId: SITE.corporate, method: 'account', password: 'Visit0rPass', agree: true, ...body } });
}

const memberRow = (siteId: number, account: string) =>
  h.built.db.selectFrom('members').selectAll().where('site_id', '=', siteId).where('account', '=', account).executeTakeFirstOrThrow();

describe('the settings routes', () => {
  const ADMIN_ROUTES: [ApiName, CallOptions][] = [
    ['memberRegisterConfigGet', {}],
    ['memberRegisterConfigSave', { body: DEFAULT_MEMBER_SETTINGS.register }],
    ['memberLoginConfigGet', {}],
    ['memberLoginConfigSave', { body: DEFAULT_MEMBER_SETTINGS.login }],
    ['memberPrivacyConfigGet', {}],
    ['memberPrivacyConfigSave', { body: { agreement: '', privacy: '', mustAgree: true } }],
    ['memberSmsEquity', { body: {} }],
  ];

  it('refuses each without member_manage (403) and without a token (401)', async () => {
    const without = await tokenWith(h, ['article_list', 'information_search']);
    for (const [name, options] of ADMIN_ROUTES) {
      expect([name, (await h.call(name, { ...options, token: without })).json().code]).toEqual([name, 403]);
      expect([name, (await h.call(name, options)).json().code]).toEqual([name, 401]);
    }
  });

  it('answers the defaults, with the site’s ranks and whether SMS can verify phones', async () => {
    const data = (await call('memberRegisterConfigGet')).json().data;
    expect(data.config).toEqual(DEFAULT_MEMBER_SETTINGS.register);
    expect(data.ranks.length).toBeGreaterThan(0);
    expect(data.smsRegisterOn).toBe(false);
    expect((await call('memberLoginConfigGet')).json().data).toEqual({ config: DEFAULT_MEMBER_SETTINGS.login, smsLoginOn: false });
  });

  it('refuses bad 注册 settings with the rule’s message and stores nothing', async () => {
    const before = await snapshot(h);
    const foreignRank = await ensureRank(SITE.global);
    const cases: [Partial<RegisterConfig>, string][] = [
      [{ methods: [] }, CENTRE_MSG.methodRequired],
      [{ defaultRankId: foreignRank }, CENTRE_MSG.defaultRankMissing],
      [{ defaultRankId: 999_999 }, CENTRE_MSG.defaultRankMissing],
      [{ password: { minLength: 5, lettersAndDigits: true } }, CENTRE_MSG.passwordMinRange],
      [{ password: { minLength: 21, lettersAndDigits: true } }, CENTRE_MSG.passwordMinRange],
      [{ reservedNames: ['  '] }, CENTRE_MSG.reservedNameFormat],
      [{ phoneVerify: true, methods: ['phone'] }, CENTRE_MSG.phoneVerifyNeedsSms],
    ];
    for (const [over, message] of cases) {
      const res = await saveRegister(over);
      expect([over, res.json().code, res.json().message]).toEqual([over, 400, message]);
    }
    // Schema: unknown fields, a wrong mode, a duplicated method.
    const current = (await call('memberRegisterConfigGet')).json().data.config;
    for (const body of [{ ...current, extra: 1 }, { ...current, fields: { ...current.fields, nickname: 'shown' } }, { ...current, methods: ['account', 'account'] }]) {
      const res = await call('memberRegisterConfigSave', { body });
      expect(res.json().code).toBe(400);
      expect(res.json().message).toMatch(CHINESE);
    }
    expect(await snapshot(h)).toEqual(before);
  });

  it('saves 注册 settings for the active site only', async () => {
    const rank = await ensureRank(SITE.corporate);
    const res = await saveRegister({ methods: ['account', 'email'], defaultRankId: rank, reservedNames: ['boss', ' boss ', 'Owner'], password: { minLength: 10, lettersAndDigits: true } });
    expect(res.json().code).toBe(200);
    expect(res.json().data.config).toMatchObject({ methods: ['account', 'email'], defaultRankId: rank, reservedNames: ['boss', 'Owner'], password: { minLength: 10 } });
    const rows = await h.built.db.selectFrom('member_settings').select('site_id').execute();
    expect(rows.map((r) => r.site_id)).toEqual([SITE.corporate]);
    await saveRegister({ methods: ['account'], reservedNames: ['admin', 'boss'], password: { minLength: 8, lettersAndDigits: true } });
  });

  it('checks 登录 settings: a method, 3–10 failures, 5–1,440 minutes, 1–30 days, SMS only when switched on', async () => {
    const base = DEFAULT_MEMBER_SETTINGS.login;
    const cases: [object, string][] = [
      [{ byPassword: false, bySms: false }, CENTRE_MSG.loginMethodRequired],
      [{ bySms: true }, CENTRE_MSG.loginSmsNeedsSms],
      [{ maxFailures: 2 }, CENTRE_MSG.maxFailuresRange],
      [{ maxFailures: 11 }, CENTRE_MSG.maxFailuresRange],
      [{ lockMinutes: 4 }, CENTRE_MSG.lockMinutesRange],
      [{ lockMinutes: 1441 }, CENTRE_MSG.lockMinutesRange],
      [{ rememberDays: 0 }, CENTRE_MSG.rememberDaysRange],
      [{ rememberDays: 31 }, CENTRE_MSG.rememberDaysRange],
    ];
    for (const [over, message] of cases) {
      const res = await call('memberLoginConfigSave', { body: { ...base, ...over } });
      expect([over, res.json().message]).toEqual([over, message]);
    }
    const ok = await call('memberLoginConfigSave', { body: { ...base, maxFailures: 3, lockMinutes: 15, rememberDays: 30 } });
    expect(ok.json().data.config).toEqual({ ...base, maxFailures: 3, lockMinutes: 15, rememberDays: 30 });
  });

  it('sanitises 用户协议 and 隐私政策, keeping each change as a new version', async () => {
    const first = await call('memberPrivacyConfigSave', { body: { agreement: '<p>协议一</p><script>alert(1)</script><img src=x onerror=alert(1)>', privacy: '<p onclick="x()">隐私一</p>', mustAgree: true } });
    expect(first.json().code).toBe(200);
    const config = first.json().data.config;
    expect(config.version).toBe(1);
    expect(config.agreement).toContain('协议一');
    expect(config.agreement).not.toMatch(/script|onerror/);
    expect(config.privacy).not.toContain('onclick');
    // mustAgree alone: no new version; a text change: version 2.
    expect((await call('memberPrivacyConfigSave', { body: { agreement: config.agreement, privacy: config.privacy, mustAgree: false } })).json().data.config.version).toBe(1);
    const second = await call('memberPrivacyConfigSave', { body: { agreement: '<p>协议二</p>', privacy: config.privacy, mustAgree: true } });
    expect(second.json().data.config).toMatchObject({ version: 2, mustAgree: true, agreement: '<p>协议二</p>' });
    expect(second.json().data.versions.map((v: { version: number; operator: string }) => [v.version, v.operator])).toEqual([[2, 'admin'], [1, 'admin']]);
    const stored = await h.built.db.selectFrom('member_privacy_versions').select(['site_id', 'version', 'agreement']).orderBy('id').execute();
    expect(stored).toEqual([
      { site_id: SITE.corporate, version: 1, agreement: config.agreement },
      { site_id: SITE.corporate, version: 2, agreement: '<p>协议二</p>' },
    ]);
    const huge = await call('memberPrivacyConfigSave', { body: { agreement: 'x'.repeat(1024 * 1024), privacy: '', mustAgree: true } });
    expect(huge.json().code).toBeGreaterThanOrEqual(400);
    expect(huge.json().code).toBeLessThan(500);
  });

  it('短信权益: configured, 500 left, switches saved; a switch a setting relies on cannot be turned off', async () => {
    const read = (await call('memberSmsEquity', { body: {} })).json().data;
    expect(read).toEqual({ configured: true, message: null, quotaLeft: 500, usedThisMonth: 0, switches: { register: false, login: false, recover: false } });
    expect(await setSms({ register: true, login: true, recover: true })).toMatchObject({ switches: { register: true, login: true, recover: true } });
    expect((await saveRegister({ phoneVerify: true, methods: ['account', 'phone'] })).json().code).toBe(200);
    const refused = await call('memberSmsEquity', { body: { register: false } });
    expect(refused.json()).toMatchObject({ code: 400, message: CENTRE_MSG.smsRegisterInUse });
    expect((await saveRegister({ phoneVerify: false, methods: ['account'] })).json().code).toBe(200);
  });
});

describe('the visitors’ pages', () => {
  it('answers the site’s settings as they take effect; a closed, expired or unknown site is 404', async () => {
    const v = visitor();
    const config = (await v.send('memberPublicConfig', { query: { siteId: SITE.corporate } })).json().data;
    expect(config).toMatchObject({ siteId: SITE.corporate, register: { open: true, methods: ['account'] }, login: { byPassword: true, bySms: false }, recover: true, member: null });
    expect(config.privacy.version).toBe(2);
    for (const siteId of [SITE.marketingFree, SITE.expired, 987_654]) {
      const res = await v.send('memberPublicConfig', { query: { siteId } });
      expect([siteId, res.json().code, res.json().message]).toEqual([siteId, 404, CENTRE_MSG.siteClosed]);
    }
  });

  it('registers a member: policy, reserved names, required fields and the consent with its version and IP', async () => {
    const v = visitor();
    const refusals: [Record<string, unknown>, string][] = [
      [{ account: 'ab' }, MEMBER_MSG.accountFormat],
      [{ account: 'Boss' }, MEMBER_MSG.accountReserved],
      [{ account: newAccount(), password: 'short1' }, '密码长度为8-20位'],
      [{ account: newAccount(), password: 'onlyletters' }, MEMBER_MSG.passwordMix],
      [{ account: newAccount(), agree: false }, CENTRE_MSG.mustAgree],
      [{ account: newAccount(), method: 'email' }, CENTRE_MSG.methodUnknown],
      [{ account: newAccount(), email: 'not-mail' }, MEMBER_MSG.emailFormat],
    ];
    const before = await h.built.db.selectFrom('members').select('id').execute();
    for (const [body, message] of refusals) {
      const res = await register(v, body);
      expect([body, res.json().code, res.json().message]).toEqual([body, 400, message]);
    }
    expect(await h.built.db.selectFrom('members').select('id').execute()).toEqual(before);

    const account = newAccount();
    const res = await register(v, { account, nickname: '<b>小明</b>' });
    expect(res.json()).toMatchObject({ code: 200, message: CENTRE_MSG.registered, data: { pending: false, member: { account } } });
    const row = await memberRow(SITE.corporate, account);
    expect(row).toMatchObject({ status: MEMBER_STATUS.active, source: 1, nickname: '<b>小明</b>' });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    const consents = await h.built.db.selectFrom('member_consents').selectAll().where('member_id', '=', row.id).execute();
    expect(consents).toEqual([expect.objectContaining({ site_id: SITE.corporate, version: 2, ip: v.ip })]);
    // Signed in at once: the cookie names the member.
    expect(v.jar[`member_${SITE.corporate}`]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await v.send('memberPublicConfig', { query: { siteId: SITE.corporate } })).json().data.member).toMatchObject({ account });
    // The same account again, in any case: 该账号已存在.
    expect((await register(visitor(), { account: account.toUpperCase() })).json().message).toBe(MEMBER_MSG.accountTaken);
  });

  it('refuses registration when closed; 注册审核 makes new members 待审核 who cannot sign in yet', async () => {
    await saveRegister({ open: false });
    expect((await register(visitor(), { account: newAccount() })).json()).toMatchObject({ code: 400, message: CENTRE_MSG.registerClosed });
    await saveRegister({ open: true, review: true });
    const v = visitor();
    const account = newAccount();
    const res = await register(v, { account });
    expect(res.json()).toMatchObject({ code: 200, message: CENTRE_MSG.registeredPending, data: { pending: true, member: null } });
    expect(v.jar[`member_${SITE.corporate}`]).toBeUndefined();
    expect((await memberRow(SITE.corporate, account)).status).toBe(MEMBER_STATUS.pending);
    const login = await v.send('memberPublicLogin', { body: { siteId: SITE.corporate, method: 'password', identifier: account, password: 'Visit0rPass' } });
    expect(login.json()).toMatchObject({ code: 400, message: MEMBER_MSG.pending });
    await saveRegister({ review: false });
  });

  it('signs in by password (account, case-insensitive); a disabled member is told so; a member of site A is unknown on site B', async () => {
    const v = visitor();
    const account = newAccount();
    await register(v, { account });
    await v.send('memberPublicLogout', { body: { siteId: SITE.corporate } });
    expect(v.jar[`member_${SITE.corporate}`]).toBeUndefined();

    const login = await v.send('memberPublicLogin', { body: { siteId: SITE.corporate, method: 'password', identifier: account.toUpperCase(), password: 'Visit0rPass', remember: true } });
    expect(login.json()).toMatchObject({ code: 200, message: CENTRE_MSG.loggedIn, data: { account } });
    const cookie = (login.cookies as { name: string; maxAge?: number; httpOnly?: boolean }[]).find((c) => c.name === `member_${SITE.corporate}`)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.maxAge).toBe(30 * 86400); // 记住我 30 days (saved above)
    const row = await memberRow(SITE.corporate, account);
    const logins = await h.built.db.selectFrom('member_logins').selectAll().where('member_id', '=', row.id).execute();
    expect(logins).toEqual([expect.objectContaining({ ip: v.ip, region: expect.any(String) })]);
    expect(logins[0].region.length).toBeGreaterThan(0);

    // Site B does not know this member (same account, same password).
    const elsewhere = await visitor().send('memberPublicLogin', { body: { siteId: SITE.global, method: 'password', identifier: account, password: 'Visit0rPass' } });
    expect(elsewhere.json()).toMatchObject({ code: 400, message: CENTRE_MSG.loginWrong });
    expect(elsewhere.cookies).toEqual([]);

    await h.built.db.updateTable('members').set({ status: MEMBER_STATUS.disabled }).where('id', '=', row.id).execute();
    const disabled = await visitor().send('memberPublicLogin', { body: { siteId: SITE.corporate, method: 'password', identifier: account, password: 'Visit0rPass' } });
    expect(disabled.json()).toMatchObject({ code: 400, message: MEMBER_MSG.disabled });
    // Its session stops counting too (core: only 正常 members are signed in).
    expect((await v.send('memberPublicProfile', { query: { siteId: SITE.corporate } })).json()).toMatchObject({ code: 400, message: CENTRE_MSG.notSignedIn });
  });

  it('locks after the set number of failures for the set minutes (登录失败次数过多，请{n}分钟后再试)', async () => {
    const v = visitor();
    const account = newAccount();
    await register(v, { account });
    const attempt = (password: string) => visitor().send('memberPublicLogin', { body: { siteId: SITE.corporate, method: 'password', identifier: account, password } });
    expect((await attempt('Wrong1pass')).json().message).toBe(CENTRE_MSG.loginWrong);
    expect((await attempt('Wrong2pass')).json().message).toBe(CENTRE_MSG.loginWrong);
    // maxFailures 3, lockMinutes 15 (saved above).
    expect((await attempt('Wrong3pass')).json()).toMatchObject({ code: 429, message: '登录失败次数过多，请15分钟后再试' });
    expect((await attempt('Visit0rPass')).json().message).toBe('登录失败次数过多，请15分钟后再试');
    clock += 10 * 60_000;
    expect((await attempt('Visit0rPass')).json().message).toBe('登录失败次数过多，请5分钟后再试');
    clock += 5 * 60_000 + 1;
    expect((await attempt('Visit0rPass')).json().code).toBe(200);
  });

  it('找回密码 and 我的资料: a new password by the SMS code signs the member out; edits are written to 变更记录 as the member', async () => {
    const v = visitor();
    const account = newAccount();
    const phone = newPhone();
    clock += 61_000;
    await saveRegister({ fields: { ...DEFAULT_MEMBER_SETTINGS.register.fields, company: 'required' } });
    expect((await register(v, { account, phone })).json().message).toBe('请填写公司名称');
    expect((await register(v, { account, phone, company: '示范科技' })).json().code).toBe(200);

    const profile = (await v.send('memberPublicProfile', { query: { siteId: SITE.corporate } })).json().data;
    expect(profile).toMatchObject({ account, phone, company: '示范科技' });
    expect((await v.send('memberPublicProfileSave', { body: { siteId: SITE.corporate, company: '' } })).json().message).toBe('请填写公司名称');
    const saved = await v.send('memberPublicProfileSave', { body: { siteId: SITE.corporate, nickname: '新昵称', company: '新公司', email: 'New@Example.com' } });
    expect(saved.json()).toMatchObject({ code: 200, message: CENTRE_MSG.profileSaved, data: { nickname: '新昵称', email: 'new@example.com' } });
    const row = await memberRow(SITE.corporate, account);
    const changes = await h.built.db.selectFrom('member_changes').selectAll().where('member_id', '=', row.id).orderBy('id').execute();
    expect(changes.map((c) => [c.actor_kind, c.actor_name, c.field, c.before_value, c.after_value, c.ip])).toEqual([
      ['member', account, 'nickname', '', '新昵称', v.ip],
      ['member', account, 'company', '示范科技', '新公司', v.ip],
      ['member', account, 'email', '', 'new@example.com', v.ip],
    ]);

    // 找回密码 by the double's code.
    const other = visitor();
    expect((await other.send('memberPublicSmsSend', { body: { siteId: SITE.corporate, phone: newPhone(), purpose: 'recover' } })).json().message).toBe(CENTRE_MSG.phoneUnknown);
    const sent = await other.send('memberPublicSmsSend', { body: { siteId: SITE.corporate, phone, purpose: 'recover' } });
    expect(sent.json()).toMatchObject({ code: 200, message: CENTRE_MSG.smsSent, data: { waitSeconds: 60 } });
    const code = codeSentTo(phone);
    expect((await other.send('memberPublicRecover', { body: { siteId: SITE.corporate, phone, code, password: 'short' } })).json().message).toBe('密码长度为8-20位');
    const recovered = await other.send('memberPublicRecover', { body: { siteId: SITE.corporate, phone, code, password: 'Brand2NewPass' } });
    expect(recovered.json()).toMatchObject({ code: 200, message: CENTRE_MSG.recovered });
    // The old session is void; the code cannot be used twice; the new password works.
    expect((await v.send('memberPublicProfile', { query: { siteId: SITE.corporate } })).json().code).toBe(400);
    expect((await other.send('memberPublicRecover', { body: { siteId: SITE.corporate, phone, code, password: 'Another2Pass' } })).json().message).toBe(CENTRE_MSG.codeExpired);
    expect((await other.send('memberPublicLogin', { body: { siteId: SITE.corporate, method: 'password', identifier: phone, password: 'Brand2NewPass' } })).json().code).toBe(200);
    const passwordChange = await h.built.db.selectFrom('member_changes').selectAll().where('member_id', '=', row.id).where('field', '=', 'password').executeTakeFirstOrThrow();
    expect([passwordChange.before_value, passwordChange.after_value, passwordChange.actor_kind]).toEqual(['******', '******', 'member']);
    // Logout ends the session server-side.
    const token = other.jar[`member_${SITE.corporate}`];
    await other.send('memberPublicLogout', { body: { siteId: SITE.corporate } });
    const replay = await h.built.app.inject({ method: 'GET', url: urlOf({ endpoint: API.memberPublicProfile }), query: { siteId: String(SITE.corporate) }, cookies: { [`member_${SITE.corporate}`]: token } });
    expect(replay.json().code).toBe(400);
    await saveRegister({ fields: DEFAULT_MEMBER_SETTINGS.register.fields });
  });
});

describe('SMS codes against the gateway double', () => {
  beforeAll(async () => {
    await setSms({ register: true, login: true, recover: true });
    expect((await saveRegister({ phoneVerify: true, methods: ['account', 'phone'] })).json().code).toBe(200);
    expect((await call('memberLoginConfigSave', { body: { ...DEFAULT_MEMBER_SETTINGS.login, bySms: true, maxFailures: 10, lockMinutes: 15, rememberDays: 30 } })).json().code).toBe(200);
  });

  it('registers by phone with the code the gateway received (hashed in the table, never answered)', async () => {
    const v = visitor();
    const phone = newPhone();
    clock += 61_000;
    const sent = await v.send('memberPublicSmsSend', { body: { siteId: SITE.corporate, phone, purpose: 'register' } });
    expect(sent.json().code).toBe(200);
    const request = sms.received.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sms-test-key');
    const code = codeSentTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await h.built.db.selectFrom('member_sms_codes').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);

    expect((await v.send('memberPublicRegister', { body: { siteId: SITE.corporate, method: 'phone', phone, password: 'Visit0rPass', agree: true } })).json().message).toBe(CENTRE_MSG.codeRequired);
    const res = await v.send('memberPublicRegister', { body: { siteId: SITE.corporate, method: 'phone', phone, password: 'Visit0rPass', agree: true, code } });
    expect(res.json()).toMatchObject({ code: 200, data: { pending: false } });
    const member = await h.built.db.selectFrom('members').selectAll().where('site_id', '=', SITE.corporate).where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(member.account).toMatch(/^m_[a-z2-9]{10}$/);
    expect(JSON.stringify(res.json())).not.toContain(code);
    // The phone is now taken: no code is sent for registering it again.
    clock += 61_000;
    expect((await visitor().send('memberPublicSmsSend', { body: { siteId: SITE.corporate, phone, purpose: 'register' } })).json().message).toBe(MEMBER_MSG.phoneTaken);
  });

  it('one code per 60 s per phone, then 10 a day; the quota counts what was sent', async () => {
    const phone = newPhone();
    clock += 61_000;
    const before = (await call('memberSmsEquity', { body: {} })).json().data;
    const send = () => visitor().send('memberPublicSmsSend', { body: { siteId: SITE.corporate, phone, purpose: 'register' } });
    expect((await send()).json().code).toBe(200);
    const again = await send();
    expect(again.json()).toMatchObject({ code: 429, message: CENTRE_MSG.smsTooFrequent });
    clock += SMS_CODE.resendMs - 1_000;
    expect((await send()).json().message).toBe(CENTRE_MSG.smsTooFrequent);
    clock += 1_000;
    expect((await send()).json().code).toBe(200);
    const after = (await call('memberSmsEquity', { body: {} })).json().data;
    expect([after.quotaLeft, after.usedThisMonth]).toEqual([before.quotaLeft - 2, before.usedThisMonth + 2]);
    // 10 a day: eight more, then refused until the next Beijing day.
    for (let i = 0; i < 8; i++) {
      clock += 61_000;
      expect((await send()).json().code).toBe(200);
    }
    clock += 61_000;
    expect((await send()).json()).toMatchObject({ code: 429, message: CENTRE_MSG.smsDailyCap });
    const today = smsDay(clock);
    clock = (today + 1) * 86_400_000 - 8 * 3_600_000 + 1_000;
    expect((await send()).json().code).toBe(200);
    admin = await h.login('admin'); // the day's jump outlived the console session
  });

  it('voids a code after 5 wrong tries; signs in by SMS with a fresh one', async () => {
    const v = visitor();
    const phone = newPhone();
    clock += 61_000;
    await v.send('memberPublicSmsSend', { body: { siteId: SITE.corporate, phone, purpose: 'register' } });
    await v.send('memberPublicRegister', { body: { siteId: SITE.corporate, method: 'phone', phone, password: 'Visit0rPass', agree: true, code: codeSentTo(phone) } });
    await v.send('memberPublicLogout', { body: { siteId: SITE.corporate } });

    clock += 61_000;
    expect((await v.send('memberPublicSmsSend', { body: { siteId: SITE.corporate, phone, purpose: 'login' } })).json().code).toBe(200);
    const code = codeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const login = (c: string) => v.send('memberPublicLogin', { body: { siteId: SITE.corporate, method: 'sms', phone, code: c } });
    for (let i = 1; i <= 4; i++) expect((await login(wrong)).json().message).toBe(CENTRE_MSG.codeWrong);
    expect((await login(wrong)).json().message).toBe(CENTRE_MSG.codeExpired);
    expect((await login(code)).json().message).toBe(CENTRE_MSG.codeExpired);

    clock += 61_000;
    await v.send('memberPublicSmsSend', { body: { siteId: SITE.corporate, phone, purpose: 'login' } });
    const fresh = codeSentTo(phone);
    // 5 minutes later it has expired.
    clock += SMS_CODE.ttlMs;
    expect((await login(fresh)).json().message).toBe(CENTRE_MSG.codeExpired);
    clock += 1_000;
    await v.send('memberPublicSmsSend', { body: { siteId: SITE.corporate, phone, purpose: 'login' } });
    const ok = await login(codeSentTo(phone));
    expect(ok.json()).toMatchObject({ code: 200, data: { phone: expect.stringContaining('****') } });
  });

  it('quota 0 → 短信余额不足，请联系管理员, nothing sent; a failing gateway gives the message back', async () => {
    const quota = await h.built.db.selectFrom('member_sms_quota').selectAll().where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow();
    await h.built.db.updateTable('member_sms_quota').set({ quota_left: 0 }).where('site_id', '=', SITE.corporate).execute();
    const sentBefore = sms.received.length;
    clock += 61_000;
    const res = await visitor().send('memberPublicSmsSend', { body: { siteId: SITE.corporate, phone: newPhone(), purpose: 'register' } });
    expect(res.json()).toMatchObject({ code: 409, message: CENTRE_MSG.smsNoQuota });
    expect(sms.received.length).toBe(sentBefore);
    expect((await call('memberSmsEquity', { body: {} })).json().data.message).toBe(CENTRE_MSG.smsNoQuota);
    await h.built.db.updateTable('member_sms_quota').set({ quota_left: quota.quota_left }).where('site_id', '=', SITE.corporate).execute();

    sms.next(answer.status(500));
    const failed = await visitor().send('memberPublicSmsSend', { body: { siteId: SITE.corporate, phone: newPhone(), purpose: 'register' } });
    expect(failed.json()).toMatchObject({ code: 424, message: '短信发送失败：服务器返回错误 HTTP 500' });
    expect((await h.built.db.selectFrom('member_sms_quota').select('quota_left').where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow()).quota_left).toBe(quota.quota_left);
  });

  it('another site has its own balance (none seeded) and its own settings', async () => {
    clock += 61_000;
    const res = await visitor().send('memberPublicSmsSend', { body: { siteId: SITE.global, phone: newPhone(), purpose: 'register' } });
    // Site B never switched SMS on.
    expect(res.json()).toMatchObject({ code: 400, message: CENTRE_MSG.smsSwitchOff });
  });

  it('no answer carried a code, a hash or a password', () => {
    const codes = sms.received.map((r) => /(\d{6})/.exec(JSON.parse(r.body).text)![1]);
    const all = answers.join('\n');
    expect(all).not.toMatch(/scrypt\$|password_hash|code_hash/);
    expect(all).not.toMatch(/Visit0rPass|Brand2NewPass/);
    for (const code of codes) expect(all).not.toContain(`"${code}"`);
  });
});

describe('without an SMS gateway', () => {
  let bare: Harness;
  let token: string;
  beforeAll(async () => {
    bare = await startServer();
    token = await bare.login('admin');
  });
  afterAll(() => bare.close());

  it('says 短信服务未配置，请联系管理员, keeps the switches off and refuses to turn them on', async () => {
    const read = (await bare.call('memberSmsEquity', { token, body: {} })).json().data;
    expect(read).toMatchObject({ configured: false, message: CENTRE_MSG.smsUnconfigured, switches: { register: false, login: false, recover: false } });
    const before = await snapshot(bare);
    const on = await bare.call('memberSmsEquity', { token, body: { login: true } });
    expect(on.json()).toMatchObject({ code: 400, message: CENTRE_MSG.smsUnconfigured });
    expect(await snapshot(bare)).toEqual(before);
    const endpoint = API.memberPublicSmsSend;
    const send = await bare.built.app.inject({ method: 'POST', url: urlOf({ endpoint }), payload: { siteId: SITE.corporate, phone: '13900000000', purpose: 'register' } });
    expect(send.json()).toMatchObject({ code: 409, message: CENTRE_MSG.smsUnconfigured });
  });
});
