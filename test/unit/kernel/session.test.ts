// SessionService through the container (§4): signing in and out, the 3 s token-change check and
// the 10 min refresh (fake timers), site switching through /login/checklogin.
import { createTestKernel, type TestKernel } from '../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../kernel/tokens';
import { TransportError } from '../../../kernel/ports/transport';
import { API, LOGOUT_COOKIES, type AccountInfo } from '../../../shared/domain';

const ACCOUNT: AccountInfo = {
  id: 1,
  loginName: 'demo',
  nickName: '演示用户',
  avatarUrl: '/avatar/1.png',
  loginBizType: 'operation',
  isCompetition: false,
  demonstrationTag: false,
  sequence: 'A001',
  agentType: 1,
  isDcl: false,
  companyName: '示例公司',
  accountType: { id: 2, name: '企业版', isAgent: false },
};

function checks(kernel: TestKernel) {
  return kernel.transport.requests.filter((r) => r.url.endsWith('login/checkUserToken'));
}
function refreshes(kernel: TestKernel) {
  return kernel.transport.requests.filter((r) => r.url.endsWith('login/refreshToken'));
}

describe('SessionService.login', () => {
  it('sets the X-Token and login_name cookies and answers the LoginResult', async () => {
    const kernel = createTestKernel();
    const result = { token: 'fresh-token', loginName: 'demo', domainId: 3, siteType: 'zh' };
    kernel.transport.reply('POST', 'admin/login', result);
    const session = kernel.get(TOKENS.session);

    await expect(session.login('  demo ', 'secret')).resolves.toEqual(result);
    expect(kernel.transport.last('admin/login')?.data).toEqual({ account: 'demo', password: 'secret' });
    expect(kernel.cookies.get('X-Token')).toBe('fresh-token');
    expect(kernel.cookies.get('login_name')).toBe('demo');
    expect(session.token).toBe('fresh-token');
    expect(session.hasSession()).toBe(true);
  });

  it('records the sign-in (home/setLoginTime) with the new token; a failing record neither fails the login nor toasts', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('POST', 'admin/login', { token: 'fresh-token', loginName: 'demo', domainId: 3, siteType: 'zh' });
    kernel.transport.reply('POST', 'home/setLoginTime', null, 500, '系统错误');
    const session = kernel.get(TOKENS.session);
    await session.login('demo', 'secret');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const recorded = kernel.transport.last('home/setLoginTime');
    expect(recorded?.headers['X-Token']).toBe('fresh-token');
    expect(session.hasSession()).toBe(true);
    expect(kernel.notifier.toasts).toEqual([]);
  });

  it('asks the auth info of its own account id (the dcl variant for a dcl account)', async () => {
    const kernel = createTestKernel();
    const realName = { state: 'verified', type: 'enterprise', subject: '某公司', verifiedAt: 1 };
    kernel.transport.reply('GET', 'account/getAccountInfo', { ...ACCOUNT, isDcl: false });
    kernel.transport.reply('POST', 'account/queryAccountAndAuthInfoById', { account: ACCOUNT, roles: [], entitlements: [], realName });
    const session = kernel.get(TOKENS.session);
    expect((await session.loadAuthInfo()).realName).toEqual(realName);
    expect(kernel.transport.last('account/queryAccountAndAuthInfoById')?.data).toEqual({ id: ACCOUNT.id });

    const dcl = createTestKernel();
    dcl.transport.reply('GET', 'account/getAccountInfo', { ...ACCOUNT, isDcl: true });
    dcl.transport.reply('GET', 'accountSetting/getAccountInfoDcl', { ...ACCOUNT, isDcl: true });
    dcl.transport.reply('POST', 'accountSetting/queryAccountAndAuthInfoById', { account: ACCOUNT, roles: [], entitlements: [], realName });
    await dcl.get(TOKENS.session).loadAuthInfo();
    expect(dcl.transport.last('dcl-account/accountSetting/queryAccountAndAuthInfoById')?.data).toEqual({ id: ACCOUNT.id });
    expect(dcl.transport.last('tcloud-account/account/queryAccountAndAuthInfoById')).toBeUndefined();
  });

  it('a refused login sets no cookie and leaves the message to the login page (no toast)', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('POST', 'admin/login', null, 400, '账号或密码错误');
    const session = kernel.get(TOKENS.session);
    await expect(session.login('demo', 'wrong')).rejects.toThrow('账号或密码错误');
    expect(kernel.cookies.get('X-Token')).toBeUndefined();
    expect(session.hasSession()).toBe(false);
    expect(kernel.notifier.toasts).toEqual([]);
  });
});

describe('SessionService.logout', () => {
  function signedIn() {
    const kernel = createTestKernel();
    for (const c of LOGOUT_COOKIES) {
      kernel.cookies.set(c.name, 'v');
      if (c.parentDomain) kernel.cookies.set(c.name, 'v', { domain: '.example.com' });
    }
    kernel.sessionStorage.setItem('staffInfo', JSON.stringify({ staff: { loginName: 'demo' }, activeSiteId: 1 }));
    kernel.sessionStorage.setItem('activeSite', '1');
    kernel.get(TOKENS.preferences).update({ sysVersion: 3, isCompetition: true, menuCollapsed: true });
    return kernel;
  }

  function expectSignedOut(kernel: TestKernel) {
    for (const c of LOGOUT_COOKIES) {
      expect(kernel.cookies.jar.has(`|${c.name}`)).toBe(false);
      if (c.parentDomain) {
        expect(kernel.cookies.jar.has(`.example.com|${c.name}`)).toBe(false);
        expect(kernel.cookies.removed).toContainEqual({ name: c.name, domain: '.example.com' });
      }
    }
    expect(kernel.sessionStorage.getItem('staffInfo')).toBeNull();
    expect(kernel.sessionStorage.getItem('activeSite')).toBeNull();
    const prefs = kernel.get(TOKENS.preferences).values;
    expect(prefs.sysVersion).toBe(0);
    expect(prefs.isCompetition).toBe(false);
    expect(prefs.menuCollapsed).toBe(true);
    const session = kernel.get(TOKENS.session);
    expect(session.token).toBeUndefined();
    expect(session.staff).toBeNull();
    expect(session.hasSession()).toBe(false);
    // A full load of the login page, with no way back to the previous user's page.
    expect(kernel.navigator.assigned).toEqual(['/login']);
    expect(kernel.navigator.reloads).toBe(0);
  }

  it('calls the logout endpoint, clears every logout cookie (and the parent domain where marked), session storage, and loads the login page without a redirect', async () => {
    const kernel = signedIn();
    kernel.transport.reply('GET', 'login/loginOut', null);
    await kernel.get(TOKENS.session).logout();
    expect(kernel.transport.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/app/site-admin-api/admin/login/loginOut']);
    expectSignedOut(kernel);
  });

  it('still signs out locally when the server call fails', async () => {
    const kernel = signedIn();
    kernel.transport.on('GET', 'login/loginOut', () => {
      throw new TransportError('Network Error', 'network');
    });
    await expect(kernel.get(TOKENS.session).logout()).resolves.toBeUndefined();
    expectSignedOut(kernel);
    expect(kernel.notifier.toasts).toEqual([]);
  });

  it('still signs out locally when the server answers an error', async () => {
    const kernel = signedIn();
    kernel.transport.reply('GET', 'login/loginOut', null, 500, '系统错误');
    await kernel.get(TOKENS.session).logout();
    expectSignedOut(kernel);
  });
});

describe('SessionService.startWatching (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function watching(token = 'tok-1') {
    const kernel = createTestKernel();
    kernel.cookies.set('X-Token', token);
    const session = kernel.get(TOKENS.session);
    const stop = session.startWatching();
    return { kernel, session, stop };
  }

  it('does nothing while the cookie token is unchanged', async () => {
    const { kernel, stop } = watching();
    await jest.advanceTimersByTimeAsync(3000 * 10);
    expect(checks(kernel)).toHaveLength(0);
    expect(kernel.navigator.reloads).toBe(0);
    stop();
  });

  it('checks the new token within 3000 ms of a change; data false reloads', async () => {
    const { kernel, stop } = watching();
    kernel.transport.reply('GET', 'login/checkUserToken', false);
    await jest.advanceTimersByTimeAsync(1000);
    kernel.cookies.set('X-Token', 'tok-2');
    await jest.advanceTimersByTimeAsync(2000);
    expect(checks(kernel)).toHaveLength(1);
    expect(checks(kernel)[0].params).toEqual({ token: 'tok-2' });
    expect(kernel.navigator.reloads).toBe(1);
    stop();
  });

  it('data true adopts the token: no reload and no second check', async () => {
    const { kernel, session, stop } = watching();
    kernel.transport.reply('GET', 'login/checkUserToken', true);
    kernel.cookies.set('X-Token', 'tok-2');
    await jest.advanceTimersByTimeAsync(3000);
    expect(checks(kernel)).toHaveLength(1);
    expect(session.token).toBe('tok-2');
    await jest.advanceTimersByTimeAsync(3000 * 5);
    expect(checks(kernel)).toHaveLength(1);
    expect(kernel.navigator.reloads).toBe(0);
    stop();
  });

  it('a removed cookie reloads without asking the server', async () => {
    const { kernel, stop } = watching();
    kernel.cookies.remove('X-Token');
    await jest.advanceTimersByTimeAsync(3000);
    expect(checks(kernel)).toHaveLength(0);
    expect(kernel.navigator.reloads).toBe(1);
    stop();
  });

  it('a failed check is retried on the next tick', async () => {
    const { kernel, session, stop } = watching();
    let calls = 0;
    kernel.transport.on('GET', 'login/checkUserToken', () => {
      calls += 1;
      if (calls === 1) throw new TransportError('Network Error', 'network');
      return { data: { code: 200, message: '', data: true } };
    });
    kernel.cookies.set('X-Token', 'tok-2');
    await jest.advanceTimersByTimeAsync(3000);
    expect(session.token).toBe('tok-1');
    expect(kernel.notifier.toasts).toEqual([]);
    await jest.advanceTimersByTimeAsync(3000);
    expect(checks(kernel)).toHaveLength(2);
    expect(session.token).toBe('tok-2');
    expect(kernel.navigator.reloads).toBe(0);
    stop();
  });

  it('posts refreshToken with {token} every 600000 ms', async () => {
    const { kernel, stop } = watching('tok-r');
    kernel.transport.reply('POST', 'login/refreshToken', { token: 'tok-r', expiresAt: 0 });
    await jest.advanceTimersByTimeAsync(599999);
    expect(refreshes(kernel)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(refreshes(kernel)).toHaveLength(1);
    expect(refreshes(kernel)[0]).toMatchObject({ method: 'POST', data: { token: 'tok-r' } });
    await jest.advanceTimersByTimeAsync(600000);
    expect(refreshes(kernel)).toHaveLength(2);
    stop();
  });

  it('the stop function ends both timers', async () => {
    const { kernel, stop } = watching();
    kernel.transport.reply('GET', 'login/checkUserToken', false);
    stop();
    kernel.cookies.set('X-Token', 'tok-2');
    await jest.advanceTimersByTimeAsync(600000);
    expect(checks(kernel)).toHaveLength(0);
    expect(refreshes(kernel)).toHaveLength(0);
    expect(kernel.navigator.reloads).toBe(0);
  });
});

describe('SessionService site switching (§2 route behaviour 6)', () => {
  it('switchSite assigns /login/checklogin?token=…&login_name=…&domain_id=…', () => {
    const kernel = createTestKernel();
    kernel.cookies.set('X-Token', 'tok+/=');
    kernel.cookies.set('login_name', 'demo');
    kernel.get(TOKENS.session).switchSite(42);
    expect(kernel.navigator.assigned).toHaveLength(1);
    const url = new URL(kernel.navigator.assigned[0], 'http://console.example.com');
    expect(url.pathname).toBe('/login/checklogin');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: 'tok+/=', login_name: 'demo', domain_id: '42' });
  });

  it('completeCheckLogin validates the token, activates the site, stores staff info and answers the site type\'s home', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('GET', 'login/checkUserToken', true);
    kernel.transport.reply('GET', 'site/active', { id: 7, siteType: 'en' });
    kernel.transport.reply('GET', 'account/getAccountInfo', ACCOUNT);
    const session = kernel.get(TOKENS.session);

    const next = await session.completeCheckLogin({ token: 'tok-7', login_name: 'demo', domain_id: '7' });

    expect(next).toBe('/enHome/index');
    expect(kernel.transport.last('login/checkUserToken')?.params).toEqual({ token: 'tok-7' });
    expect(kernel.transport.last('site/active')?.params).toEqual({ twebId: 7 });
    expect(kernel.transport.last('site/active')?.headers.token).toBe('tok-7');
    expect(kernel.cookies.get('X-Token')).toBe('tok-7');
    expect(kernel.cookies.get('login_name')).toBe('demo');
    expect(JSON.parse(kernel.sessionStorage.getItem('staffInfo') as string)).toEqual({
      staff: {
        nickName: '演示用户',
        loginName: 'demo',
        avatarUrl: '/avatar/1.png',
        loginBizType: 'operation',
        accountType: { id: 2, name: '企业版', isAgent: false },
      },
      activeSiteId: 7,
    });
    expect(session.staff?.nickName).toBe('演示用户');
  });

  it('completeCheckLogin without domain_id keeps the session\'s current site (home data)', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('GET', 'login/checkUserToken', true);
    kernel.transport.reply('GET', 'admin/home', { twebId: 3, siteType: 'xcx' });
    kernel.transport.reply('GET', 'account/getAccountInfo', ACCOUNT);
    const next = await kernel.get(TOKENS.session).completeCheckLogin({ token: 'tok-3' });
    expect(next).toBe('/xcxHome/index');
    expect(kernel.transport.last('site/active')).toBeUndefined();
    expect(JSON.parse(kernel.sessionStorage.getItem('staffInfo') as string).activeSiteId).toBe(3);
  });

  it('an invalid token throws and changes nothing', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('GET', 'login/checkUserToken', false);
    await expect(kernel.get(TOKENS.session).completeCheckLogin({ token: 'bad', login_name: 'demo', domain_id: '7' })).rejects.toThrow();
    expect(kernel.cookies.get('X-Token')).toBeUndefined();
    expect(kernel.transport.last('site/active')).toBeUndefined();
    expect(kernel.sessionStorage.getItem('staffInfo')).toBeNull();
  });

  it('a missing token throws without calling the server', async () => {
    const kernel = createTestKernel();
    await expect(kernel.get(TOKENS.session).completeCheckLogin({ token: '' })).rejects.toThrow();
    expect(kernel.transport.requests).toHaveLength(0);
  });
});

describe('SessionService.loadAccount and loadPlatform', () => {
  it('uses the dcl variant for dcl accounts and sets isCompetition', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('GET', 'account/getAccountInfo', { ...ACCOUNT, isDcl: true, nickName: '普通' });
    kernel.transport.reply('GET', 'accountSetting/getAccountInfoDcl', { ...ACCOUNT, isDcl: true, nickName: 'DCL 用户', isCompetition: true });
    const account = await kernel.get(TOKENS.session).loadAccount(5);
    expect(account.nickName).toBe('DCL 用户');
    expect(kernel.transport.last('accountSetting/getAccountInfoDcl')?.url).toBe('/api/app/dcl-account/accountSetting/getAccountInfoDcl');
    expect(kernel.get(TOKENS.preferences).values.isCompetition).toBe(true);
    expect(JSON.parse(kernel.sessionStorage.getItem('staffInfo') as string)).toMatchObject({ staff: { nickName: 'DCL 用户' }, activeSiteId: 5 });
  });

  it('uses the ordinary variant otherwise and clears isCompetition', async () => {
    const kernel = createTestKernel();
    kernel.get(TOKENS.preferences).update({ isCompetition: true });
    kernel.transport.reply('GET', 'account/getAccountInfo', ACCOUNT);
    await kernel.get(TOKENS.session).loadAccount();
    expect(kernel.transport.last('getAccountInfoDcl')).toBeUndefined();
    expect(kernel.get(TOKENS.preferences).values.isCompetition).toBe(false);
  });

  it('keeps the active site already stored when none is given', async () => {
    const kernel = createTestKernel();
    kernel.sessionStorage.setItem('staffInfo', JSON.stringify({ staff: {}, activeSiteId: 9 }));
    kernel.transport.reply('GET', 'account/getAccountInfo', ACCOUNT);
    await kernel.get(TOKENS.session).loadAccount();
    expect(JSON.parse(kernel.sessionStorage.getItem('staffInfo') as string).activeSiteId).toBe(9);
  });

  it('loadPlatform sets the login address used when the session ends', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('GET', 'admin/platformInfo', { platformName: 'X', loginUrl: '/sso/login', productDomains: [] });
    kernel.transport.reply('GET', 'account/getAccountInfo', null, 401, '登录已失效');
    const platform = await kernel.get(TOKENS.session).loadPlatform();
    expect(platform?.loginUrl).toBe('/sso/login');
    expect(kernel.get(TOKENS.session).platform?.platformName).toBe('X');
    await expect(kernel.get(TOKENS.http).call(API.accountInfo)).rejects.toThrow();
    expect(kernel.navigator.visits.map((v) => v.path)).toEqual([`/sso/login?redirect=${encodeURIComponent('/zhHome/index')}`]);
  });

  it('loadPlatform answers null (quietly) when the call fails', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('GET', 'admin/platformInfo', null, 500, '系统错误');
    await expect(kernel.get(TOKENS.session).loadPlatform()).resolves.toBeNull();
    expect(kernel.notifier.toasts).toEqual([]);
  });
});
