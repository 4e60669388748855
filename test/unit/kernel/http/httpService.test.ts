// HttpService through the container, against a scripted server (FakeTransport): the §7 clients'
// addresses, headers and timeouts, and the §8 catalogue as the user notices it.
import { ReadableStream } from 'node:stream/web';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import { HttpError } from '../../../../kernel/services/http/types';
import { TransportError } from '../../../../kernel/ports/transport';
import { API, LOGOUT_COOKIES, SERVICE_PREFIXES, endpoint } from '../../../../shared/domain';

/** Lets effects that run after a promise settles (confirm → reload) finish. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const kernel = createTestKernel();
  return { kernel, http: kernel.get(TOKENS.http) };
}

function rejectionOf(promise: Promise<unknown>): Promise<HttpError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(HttpError);
      return error as HttpError;
    },
  );
}

describe('HttpService: addresses and headers (§7)', () => {
  it('addresses calls as /api/app/ + service prefix + path', async () => {
    const { kernel, http } = setup();
    kernel.transport.reply('POST', 'menu/getlist', []);
    kernel.transport.reply('GET', 'account/getAccountInfo', {});
    kernel.transport.reply('GET', 'site/weblist', { rows: [] });
    await http.call(API.permissions, { body: { ver: 2 } });
    await http.call(API.accountInfo);
    await http.call(API.siteList);
    expect(kernel.transport.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/app/site-admin-api/admin/menu/getlist',
      'GET /api/app/tcloud-account/account/getAccountInfo',
      'GET /api/app/obor-nginx-php/tweb/site/weblist',
    ]);
    expect(http.urlOf(API.messageList)).toBe('/api/app/aggregateservice-web/api/message/listMessage');
  });

  it('follows a reconfigured prefix table', async () => {
    const kernel = createTestKernel({ config: { apiBase: '/gw/', prefixes: { ...SERVICE_PREFIXES, admin: 'v2/admin/' } } });
    kernel.transport.reply('POST', 'menu/getlist', []);
    await kernel.get(TOKENS.http).call(API.permissions, { body: { ver: 2 } });
    expect(kernel.transport.requests[0].url).toBe('/gw/v2/admin/menu/getlist');
  });

  it('sends GET input as query and POST input as a JSON body', async () => {
    const { kernel, http } = setup();
    kernel.transport.reply('GET', 'site/bindProductID', {});
    kernel.transport.reply('POST', 'menu/getlist', []);
    await http.call(API.bindProductId, { query: { twebId: 3, proId: 9, type: 'pc' } });
    await http.call(API.permissions, { body: { ver: 2 } });
    expect(kernel.transport.last('site/bindProductID')).toMatchObject({ params: { twebId: 3, proId: 9, type: 'pc' }, data: undefined });
    expect(kernel.transport.last('menu/getlist')?.data).toEqual({ ver: 2 });
  });

  it('main client: X-Token from the X-Token cookie, fixed X-Server-Name, with credentials', async () => {
    const { kernel, http } = setup();
    kernel.cookies.set('X-Token', 'tok-abc');
    kernel.transport.reply('GET', 'account/getAccountInfo', { loginName: 'demo' });
    await expect(http.call(API.accountInfo)).resolves.toEqual({ loginName: 'demo' });
    const req = kernel.transport.requests[0];
    expect(req.headers['X-Token']).toBe('tok-abc');
    expect(req.headers['X-Server-Name']).toBe(kernel.get(TOKENS.config).serverName);
    expect(req.headers['X-Server-Name']).toBeTruthy();
    expect(req.withCredentials).toBe(true);
    expect(req.responseType).toBe('json');
  });

  it('main client: no X-Token header without the cookie', async () => {
    const { kernel, http } = setup();
    kernel.transport.reply('GET', 'account/getAccountInfo', {});
    await http.call(API.accountInfo);
    expect(kernel.transport.requests[0].headers).not.toHaveProperty('X-Token');
  });

  it('site-admin calls add admin-token and language only when sysVersion is 3', async () => {
    const { kernel, http } = setup();
    kernel.cookies.set('X-Token', 'tok');
    kernel.cookies.set('admin_token', 'adm-1');
    kernel.transport.reply('GET', 'admin/home', {});
    kernel.transport.reply('GET', 'account/getAccountInfo', {});
    const prefs = kernel.get(TOKENS.preferences);

    prefs.update({ sysVersion: 2, languageType: 'en-us' });
    await http.call(API.homeData);
    expect(kernel.transport.requests[0].headers).not.toHaveProperty('admin-token');
    expect(kernel.transport.requests[0].headers).not.toHaveProperty('language');

    prefs.update({ sysVersion: 3 });
    await http.call(API.homeData);
    expect(kernel.transport.requests[1].headers).toMatchObject({ 'admin-token': 'adm-1', language: 'en-us', 'X-Token': 'tok' });

    // Not a site-admin service: no site-admin headers even on the new system.
    await http.call(API.accountInfo);
    expect(kernel.transport.requests[2].headers).not.toHaveProperty('admin-token');
    expect(kernel.transport.requests[2].headers).not.toHaveProperty('language');
  });

  it('web-host calls send a token header (not X-Token)', async () => {
    const { kernel, http } = setup();
    kernel.cookies.set('X-Token', 'tok-web');
    kernel.transport.reply('GET', 'site/weblist', { rows: [] });
    await http.call(API.siteList);
    const req = kernel.transport.requests[0];
    expect(req.headers.token).toBe('tok-web');
    expect(req.headers).not.toHaveProperty('X-Token');
    expect(req.withCredentials).toBe(true);
  });

  it('client-service calls are form-encoded with Ticket, Token, AppVersion 3.6.13 and ServerVersion', async () => {
    const { kernel, http } = setup();
    kernel.cookies.set('X-Token', 'tok-cs');
    kernel.cookies.set('ticket', 'tk-9');
    kernel.get(TOKENS.preferences).update({ sysVersion: 3 });
    kernel.transport.on('POST', 'company/getCompanyInfo', () => ({ data: { statuscode: 200, msg: '', data: { companyName: '示例公司' } } }));
    const info = await http.call(API.companyInfo, { body: { id: 5, name: '示例 公司', extra: { a: 1 }, none: undefined } });
    expect(info).toEqual({ companyName: '示例公司' });
    const req = kernel.transport.requests[0];
    expect(req.url).toBe('/api/app/client-service/company/getCompanyInfo');
    expect(req.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(req.headers).toMatchObject({ Ticket: 'tk-9', Token: 'tok-cs', AppVersion: '3.6.13', ServerVersion: '3' });
    expect(typeof req.data).toBe('string');
    const form = new URLSearchParams(req.data as string);
    expect(form.get('id')).toBe('5');
    expect(form.get('name')).toBe('示例 公司');
    expect(JSON.parse(form.get('extra') as string)).toEqual({ a: 1 });
    expect(form.has('none')).toBe(false);
  });

  it('client-service calls fall back to a default ticket without the ticket cookie', async () => {
    const { kernel, http } = setup();
    kernel.transport.on('POST', 'company/getCompanyInfo', () => ({ data: { statuscode: 200, msg: '', data: {} } }));
    await http.call(API.companyInfo, { body: {} });
    const ticket = kernel.transport.requests[0].headers.Ticket;
    expect(typeof ticket).toBe('string');
    expect(ticket.length).toBeGreaterThan(0);
  });

  it('image-read address takes fileId and the token', () => {
    const { kernel, http } = setup();
    kernel.cookies.set('X-Token', 't k');
    expect(http.imageReadUrl('f/1')).toBe('/api/app/client-service/file/readImage?fileId=f%2F1&token=t%20k');
  });
});

describe('HttpService: timeouts (§9)', () => {
  it.each([
    ['console variant', API.accountInfo, {}, 100000],
    ['site-admin calls (console timeout)', API.homeData, {}, 100000],
    ['app variant', API.accountInfo, { variant: 'app' as const }, 50000],
    ['web host', API.siteList, {}, 300000],
    ['client service', API.companyInfo, {}, 50000],
  ])('%s', async (_label, ep, options, timeout) => {
    const { kernel, http } = setup();
    kernel.transport.on(ep.method, ep.path, () => ({ data: { code: 200, statuscode: 200, message: '', data: null } }));
    await http.call(ep, {}, options);
    expect(kernel.transport.requests[0].timeout).toBe(timeout);
  });

  it('an explicit timeout wins', async () => {
    const { kernel, http } = setup();
    kernel.transport.reply('GET', 'account/getAccountInfo', {});
    await http.call(API.accountInfo, {}, { timeout: 1234 });
    expect(kernel.transport.requests[0].timeout).toBe(1234);
  });
});

describe('HttpService: 401 on the main client', () => {
  function seedSessionCookies(kernel: TestKernel) {
    for (const c of LOGOUT_COOKIES) {
      kernel.cookies.set(c.name, `v-${c.name}`);
      if (c.parentDomain) kernel.cookies.set(c.name, `p-${c.name}`, { domain: '.example.com' });
    }
    kernel.cookies.set('unrelated', 'keep');
  }

  it('toasts, clears the §4 logout cookies (host and .example.com) and goes to /login?redirect=<current path>', async () => {
    const { kernel, http } = setup();
    seedSessionCookies(kernel);
    kernel.navigator.path = '/zhContent/news?page=2';
    kernel.transport.reply('GET', 'account/getAccountInfo', null, 401, '登录已失效，请重新登录');

    const error = await rejectionOf(http.call(API.accountInfo));
    expect(error.code).toBe(401);
    expect(kernel.notifier.errors()).toEqual(['登录已失效，请重新登录']);

    for (const c of LOGOUT_COOKIES) {
      expect(kernel.cookies.jar.has(`|${c.name}`)).toBe(false);
      if (c.parentDomain) expect(kernel.cookies.jar.has(`.example.com|${c.name}`)).toBe(false);
    }
    expect(kernel.cookies.removed).toEqual(expect.arrayContaining([{ name: 'X-Token', domain: '.example.com' }, { name: 'admin_token', domain: '.example.com' }]));
    expect(kernel.cookies.get('unrelated')).toBe('keep');

    expect(kernel.navigator.visits).toEqual([{ path: `/login?redirect=${encodeURIComponent('/zhContent/news?page=2')}`, replace: true }]);
  });

  it('app variant: logs out without a toast', async () => {
    const { kernel, http } = setup();
    kernel.cookies.set('X-Token', 'tok');
    kernel.transport.reply('GET', 'account/getAccountInfo', null, 401, '登录已失效');
    await rejectionOf(http.call(API.accountInfo, {}, { variant: 'app' }));
    expect(kernel.notifier.toasts).toEqual([]);
    expect(kernel.cookies.get('X-Token')).toBeUndefined();
    expect(kernel.navigator.visits.map((v) => v.path)).toEqual([`/login?redirect=${encodeURIComponent('/zhHome/index')}`]);
  });

  it('does not stack a redirect when already on the login page', async () => {
    const { kernel, http } = setup();
    kernel.navigator.path = '/login';
    kernel.transport.reply('GET', 'account/getAccountInfo', null, 401, '登录已失效');
    await rejectionOf(http.call(API.accountInfo));
    expect(kernel.navigator.visits).toEqual([]);
  });

  it('uses the platform\'s login address (another host) with an absolute redirect back', async () => {
    const { kernel, http } = setup();
    kernel.get(TOKENS.config).loginPath = 'https://login.example.com/sso';
    kernel.navigator.path = '/zhProduct/list';
    kernel.transport.reply('GET', 'account/getAccountInfo', null, 401, '登录已失效');
    await rejectionOf(http.call(API.accountInfo));
    expect(kernel.navigator.assigned).toEqual([`https://login.example.com/sso?redirect=${encodeURIComponent(`${window.location.origin}/zhProduct/list`)}`]);
    expect(kernel.navigator.visits).toEqual([]);
  });

  it('403 goes to the 403 page without a toast', async () => {
    const { kernel, http } = setup();
    kernel.transport.reply('GET', 'account/getAccountInfo', null, 403, '没有权限访问该功能');
    const error = await rejectionOf(http.call(API.accountInfo));
    expect(error.code).toBe(403);
    expect(kernel.navigator.visits).toEqual([{ path: '/403', replace: true }]);
    expect(kernel.notifier.toasts).toEqual([]);
  });

  it('510 toasts the first errorInfo and rejects with it', async () => {
    const { kernel, http } = setup();
    kernel.transport.reply('POST', 'menu/getlist', { errorList: [{ errorInfo: '参数 ver 不正确' }] }, 510, '请求参数错误');
    const error = await rejectionOf(http.call(API.permissions, { body: { ver: 9 } }));
    expect(error.message).toBe('参数 ver 不正确');
    expect(kernel.notifier.errors()).toEqual(['参数 ver 不正确']);
  });

  it('610 with a message answers the data without a toast', async () => {
    const { kernel, http } = setup();
    kernel.transport.reply('GET', 'account/getAccountInfo', { id: 1 }, 610, '部分成功');
    await expect(http.call(API.accountInfo)).resolves.toEqual({ id: 1 });
    expect(kernel.notifier.toasts).toEqual([]);
  });
});

describe('HttpService: site-admin login expiry (§8)', () => {
  it('shows the login-expired confirm ONCE for three simultaneous 401s, then removes the admin token and reloads', async () => {
    const { kernel, http } = setup();
    kernel.cookies.set('X-Token', 'tok');
    kernel.cookies.set('admin_token', 'adm');
    kernel.transport.reply('GET', 'admin/home', null, 401, '登录已失效');
    kernel.transport.reply('GET', 'home/guide', null, 401, '登录已失效');
    kernel.transport.reply('POST', 'menu/getlist', null, 401, '登录已失效');

    const results = await Promise.allSettled([http.call(API.homeData), http.call(API.homeGuide), http.call(API.permissions, { body: { ver: 2 } })]);
    await flush();

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(kernel.notifier.confirms).toHaveLength(1);
    expect(kernel.notifier.confirms[0]).toMatchObject({ title: '提示', content: '登录已过期，请重新登录', okText: '重新登录' });
    expect(kernel.notifier.toasts).toEqual([]);
    expect(kernel.navigator.reloads).toBe(1);
    expect(kernel.cookies.get('admin_token')).toBeUndefined();
    expect(kernel.cookies.get('X-Token')).toBeUndefined();
  });

  it('101 on a site-admin call also shows the confirm', async () => {
    const { kernel, http } = setup();
    kernel.transport.reply('GET', 'admin/home', null, 101, '未登录');
    await rejectionOf(http.call(API.homeData));
    await flush();
    expect(kernel.notifier.confirms.map((c) => c.title)).toEqual(['提示']);
    expect(kernel.navigator.reloads).toBe(1);
  });

  it('reloads only after the user acknowledged the confirm', async () => {
    const { kernel, http } = setup();
    let acknowledge: (v: boolean) => void = () => undefined;
    kernel.notifier.confirm = (options) => {
      kernel.notifier.confirms.push(options);
      return new Promise<boolean>((resolve) => {
        acknowledge = resolve;
      });
    };
    kernel.transport.reply('GET', 'admin/home', null, 401, '登录已失效');
    await rejectionOf(http.call(API.homeData));
    await flush();
    expect(kernel.notifier.confirms).toHaveLength(1);
    expect(kernel.navigator.reloads).toBe(0);
    acknowledge(true);
    await flush();
    expect(kernel.navigator.reloads).toBe(1);
  });
});

describe('HttpService: web host and client service answers', () => {
  it('web host 401 with a token clears the session and PHPSESSID and goes to login', async () => {
    const { kernel, http } = setup();
    kernel.cookies.set('X-Token', 'tok');
    kernel.cookies.set('PHPSESSID', 'php');
    kernel.transport.on('GET', 'site/weblist', () => ({ data: { code: 401, msg: '请先登录', data: null } }));
    await rejectionOf(http.call(API.siteList));
    expect(kernel.cookies.get('PHPSESSID')).toBeUndefined();
    expect(kernel.cookies.get('X-Token')).toBeUndefined();
    expect(kernel.navigator.visits.map((v) => v.path)).toEqual([`/login?redirect=${encodeURIComponent('/zhHome/index')}`]);
    expect(kernel.notifier.toasts).toEqual([]);
  });

  it('web host 403 goes to login clearing PHPSESSID but keeps the session token', async () => {
    const { kernel, http } = setup();
    kernel.cookies.set('X-Token', 'tok');
    kernel.cookies.set('PHPSESSID', 'php');
    kernel.transport.on('GET', 'site/weblist', () => ({ data: { code: 403, msg: '无权限', data: null } }));
    await rejectionOf(http.call(API.siteList));
    expect(kernel.cookies.get('PHPSESSID')).toBeUndefined();
    expect(kernel.cookies.get('X-Token')).toBe('tok');
    expect(kernel.navigator.visits).toHaveLength(1);
    expect(kernel.navigator.visits[0].path).toMatch(/^\/login/);
  });

  it('web host other codes toast msg', async () => {
    const { kernel, http } = setup();
    kernel.transport.on('GET', 'site/weblist', () => ({ data: { code: 500, msg: '站点不存在或无权访问', data: null } }));
    const error = await rejectionOf(http.call(API.siteList));
    expect(error.message).toBe('站点不存在或无权访问');
    expect(kernel.notifier.errors()).toEqual(['站点不存在或无权访问']);
  });

  it('client-service 101 shows a confirm titled 提示 with 你已被登出，请重新登录！, then signs out and reloads', async () => {
    const { kernel, http } = setup();
    kernel.cookies.set('X-Token', 'tok');
    kernel.transport.on('POST', 'company/getCompanyInfo', () => ({ data: { statuscode: 101, msg: 'logged out', data: null } }));
    const error = await rejectionOf(http.call(API.companyInfo, { body: {} }));
    await flush();
    expect(error.message).toBe('你已被登出，请重新登录！');
    expect(kernel.notifier.confirms).toHaveLength(1);
    expect(kernel.notifier.confirms[0]).toMatchObject({ title: '提示', content: '你已被登出，请重新登录！', okText: '重新登录' });
    expect(kernel.notifier.toasts).toEqual([]);
    expect(kernel.cookies.get('X-Token')).toBeUndefined();
    expect(kernel.navigator.reloads).toBe(1);
  });

  it('client-service 401 twice at once shows the dialog once', async () => {
    const { kernel, http } = setup();
    kernel.transport.on('POST', 'company/getCompanyInfo', () => ({ data: { statuscode: 401, msg: '', data: null } }));
    await Promise.allSettled([http.call(API.companyInfo), http.call(API.companyInfo)]);
    await flush();
    expect(kernel.notifier.confirms).toHaveLength(1);
    expect(kernel.navigator.reloads).toBe(1);
  });
});

describe('HttpService: silenced calls (§8)', () => {
  it('an endpoint marked silent never toasts, but still rejects', async () => {
    const { kernel, http } = setup();
    expect(API.statCount.silent).toBe(true);
    kernel.transport.on('POST', 'statistic/getCount', () => ({ data: { code: 500, msg: '流量统计尚未开通', data: null } }));
    const error = await rejectionOf(http.call(API.statCount, { body: {} }));
    expect(error.message).toBe('流量统计尚未开通');
    expect(kernel.notifier.toasts).toEqual([]);
  });

  it('options.silent silences an ordinary endpoint (and the same failure toasts without it)', async () => {
    const { kernel, http } = setup();
    kernel.transport.reply('GET', 'account/getAccountInfo', null, 500, '系统错误');
    await rejectionOf(http.call(API.accountInfo, {}, { silent: true }));
    expect(kernel.notifier.toasts).toEqual([]);
    await rejectionOf(http.call(API.accountInfo));
    expect(kernel.notifier.errors()).toEqual(['系统错误']);
  });

  it('a silenced 401 still signs out and goes to login, without a toast', async () => {
    const { kernel, http } = setup();
    kernel.cookies.set('X-Token', 'tok');
    kernel.transport.reply('GET', 'account/getAccountInfo', null, 401, '登录已失效');
    await rejectionOf(http.call(API.accountInfo, {}, { silent: true }));
    expect(kernel.notifier.toasts).toEqual([]);
    expect(kernel.cookies.get('X-Token')).toBeUndefined();
    expect(kernel.navigator.visits).toHaveLength(1);
  });

  it('a silenced call that times out does not toast', async () => {
    const { kernel, http } = setup();
    kernel.transport.on('GET', 'home/guide', () => {
      throw new TransportError('timeout', 'timeout');
    });
    const error = await rejectionOf(http.call(API.homeGuide));
    expect(error.code).toBe(-1);
    expect(kernel.notifier.toasts).toEqual([]);
  });
});

describe('HttpService: transport failures', () => {
  it('a timeout toasts 请求超时，请稍后再试 and rejects with code -1', async () => {
    const { kernel, http } = setup();
    kernel.transport.on('GET', 'account/getAccountInfo', () => {
      throw new TransportError('timeout of 100000ms exceeded', 'timeout');
    });
    const error = await rejectionOf(http.call(API.accountInfo));
    expect(error.code).toBe(-1);
    expect(kernel.notifier.errors()).toEqual(['请求超时，请稍后再试']);
  });

  it('a network error toasts 接口异常', async () => {
    const { kernel, http } = setup();
    kernel.transport.on('GET', 'account/getAccountInfo', () => {
      throw new TransportError('Network Error', 'network');
    });
    await rejectionOf(http.call(API.accountInfo));
    expect(kernel.notifier.errors()).toEqual(['接口异常']);
  });

  it('an aborted call rejects quietly', async () => {
    const { kernel, http } = setup();
    kernel.transport.on('GET', 'account/getAccountInfo', () => {
      throw new TransportError('aborted', 'aborted');
    });
    await rejectionOf(http.call(API.accountInfo));
    expect(kernel.notifier.toasts).toEqual([]);
  });
});

describe('HttpService.download (§8 blob responses)', () => {
  const exportEndpoint = endpoint('admin', 'GET', 'form/msgExport');

  it.each([
    ['application/vnd.ms-excel', 'attachment; filename="messages.xls"', 'messages.xls'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', `attachment; filename*=UTF-8''${encodeURIComponent('表单留言.xlsx')}`, '表单留言.xlsx'],
    ['application/pdf', 'attachment; filename=report.pdf', 'report.pdf'],
    ['application/zip', 'attachment; filename="backup.zip"', 'backup.zip'],
    ['application/x-pem-file', 'attachment; filename="cert.pem"', 'cert.pem'],
  ])('%s passes through with its file name', async (type, disposition, fileName) => {
    const { kernel, http } = setup();
    const blob = new Blob(['payload'], { type });
    kernel.transport.on('GET', 'form/msgExport', () => ({ headers: { 'content-type': type, 'content-disposition': disposition }, data: blob }));
    const download = await http.download(exportEndpoint, { query: { id: 1 } });
    expect(download.blob).toBe(blob);
    expect(download.fileName).toBe(fileName);
    expect(kernel.transport.requests[0].responseType).toBe('blob');
    expect(kernel.notifier.toasts).toEqual([]);
  });

  it('a file without Content-Disposition has no name', async () => {
    const { kernel, http } = setup();
    kernel.transport.on('GET', 'form/msgExport', () => ({ headers: { 'content-type': 'application/pdf' }, data: new Blob(['x']) }));
    await expect(http.download(exportEndpoint)).resolves.toMatchObject({ fileName: undefined });
  });

  it('a JSON blob is refused with 无权限或登录已过期', async () => {
    const { kernel, http } = setup();
    kernel.transport.on('GET', 'form/msgExport', () => ({
      headers: { 'content-type': 'application/json;charset=utf-8' },
      data: new Blob([JSON.stringify({ code: 401, message: '登录已失效', data: null })], { type: 'application/json' }),
    }));
    const error = await rejectionOf(http.download(exportEndpoint));
    expect(error.message).toBe('无权限或登录已过期');
    expect(kernel.notifier.errors()).toEqual(['无权限或登录已过期']);
  });

  it('an HTML error page is refused too, and silently when asked', async () => {
    const { kernel, http } = setup();
    kernel.transport.on('GET', 'form/msgExport', () => ({ status: 502, headers: { 'content-type': 'text/html' }, data: new Blob(['<html>']) }));
    const error = await rejectionOf(http.download(exportEndpoint, {}, { silent: true }));
    expect(error.code).toBe(502);
    expect(kernel.notifier.toasts).toEqual([]);
  });
});

describe('HttpService.stream (server-sent events)', () => {
  function streamOf(chunks: string[]) {
    const encoder = new TextEncoder();
    return new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(encoder.encode(c));
        controller.close();
      },
    });
  }

  function fakeResponse(chunks: string[], status = 200): Response {
    return { ok: status >= 200 && status < 300, status, body: streamOf(chunks) } as unknown as Response;
  }

  it('POSTs JSON with x-token and hands over every event, whatever the chunk boundaries', async () => {
    const { kernel, http } = setup();
    kernel.cookies.set('X-Token', 'tok-sse');
    const calls: { url: string; init: RequestInit }[] = [];
    kernel.transport.fetchImpl = async (url, init) => {
      calls.push({ url, init });
      return fakeResponse([
        ': keep-alive comment\n',
        'data: first\n\n',
        'event: answer\ndata: line one\nda',
        'ta: line two\n\n',
        'data:no-space\r\n\r\n',
        'event: done\ndata: {"end":true}\n',
        '\n',
      ]);
    };
    const messages: [string, string | undefined][] = [];
    const onDone = jest.fn();
    const onError = jest.fn();
    const handle = http.stream('tforce-client/client/dialogue/sendQuestionSseEmitter', { question: '你好' }, { onMessage: (d, e) => messages.push([d, e]), onDone, onError });
    await handle.done;

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/app/tforce-client/client/dialogue/sendQuestionSseEmitter');
    expect(calls[0].init.method).toBe('POST');
    expect((calls[0].init.headers as Record<string, string>)['x-token']).toBe('tok-sse');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ question: '你好' });

    expect(messages).toEqual([
      ['first', undefined],
      ['line one\nline two', 'answer'],
      ['no-space', undefined],
      ['{"end":true}', 'done'],
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('decodes multi-byte characters split across chunks', async () => {
    const { kernel, http } = setup();
    const bytes = new TextEncoder().encode('data: 中文回答\n\n');
    kernel.transport.fetchImpl = async () =>
      ({
        ok: true,
        status: 200,
        body: new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(bytes.slice(0, 8));
            c.enqueue(bytes.slice(8));
            c.close();
          },
        }),
      }) as unknown as Response;
    const messages: string[] = [];
    await http.stream('x/sse', {}, { onMessage: (d) => messages.push(d) }).done;
    expect(messages).toEqual(['中文回答']);
  });

  it('a failed response reports an error, not a message', async () => {
    const { kernel, http } = setup();
    kernel.transport.fetchImpl = async () => fakeResponse([], 500);
    const onMessage = jest.fn();
    const onError = jest.fn();
    const onDone = jest.fn();
    await http.stream('x/sse', {}, { onMessage, onError, onDone }).done;
    expect(onMessage).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toBeInstanceOf(HttpError);
    expect((onError.mock.calls[0][0] as HttpError).code).toBe(500);
  });

  it('the fake server without a scripted stream answers 404', async () => {
    const { http } = setup();
    const onError = jest.fn();
    await http.stream('x/sse', {}, { onMessage: jest.fn(), onError }).done;
    expect((onError.mock.calls[0][0] as HttpError).code).toBe(404);
  });

  it('abort stops quietly', async () => {
    const { kernel, http } = setup();
    kernel.transport.fetchImpl = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const onError = jest.fn();
    const onDone = jest.fn();
    const handle = http.stream('x/sse', {}, { onMessage: jest.fn(), onError, onDone });
    handle.abort();
    await handle.done;
    expect(onError).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('HttpService.upload', () => {
  const form = () => {
    const data = new FormData();
    data.append('file', new Blob(['abc']), 'a.mp4');
    return data;
  };

  it('sends the form with the main client’s headers, reports progress and answers the data', async () => {
    const { kernel, http } = setup();
    kernel.cookies.set('X-Token', 'tok');
    kernel.transport.on('POST', 'smallVideo/upload', (request) => {
      request.onUploadProgress?.(50, 200);
      request.onUploadProgress?.(200, 200);
      return { data: { code: 200, message: '', data: { file_id: 7 } } };
    });
    const seen: number[] = [];
    const data = await http.upload<{ file_id: number }>(API.smallVideoUpload, form(), { onProgress: (p) => seen.push(p), timeout: 1234 });
    expect(data).toEqual({ file_id: 7 });
    expect(seen).toEqual([25, 100]);
    const request = kernel.transport.last('smallVideo/upload')!;
    expect(request.data).toBeInstanceOf(FormData);
    expect(request).toMatchObject({ method: 'POST', timeout: 1234, withCredentials: true, headers: { 'X-Token': 'tok' } });
  });

  it('applies the §8 catalogue: the server’s message rejects (toasted unless silent), 401 asks to sign in again', async () => {
    const { kernel, http } = setup();
    kernel.transport.reply('POST', 'smallVideo/upload', null, 400, '仅支持 mp4、webm 格式的视频');
    expect((await rejectionOf(http.upload(API.smallVideoUpload, form(), { silent: true }))).message).toBe('仅支持 mp4、webm 格式的视频');
    expect(kernel.notifier.errors()).toEqual([]);
    await rejectionOf(http.upload(API.smallVideoUpload, form()));
    expect(kernel.notifier.errors()).toEqual(['仅支持 mp4、webm 格式的视频']);

    // A site-admin endpoint: the login-expired confirm, then a reload.
    kernel.transport.reply('POST', 'smallVideo/upload', null, 401, '登录已失效，请重新登录');
    expect((await rejectionOf(http.upload(API.smallVideoUpload, form(), { silent: true }))).code).toBe(401);
    await flush();
    expect(kernel.notifier.confirms.map((c) => c.title)).toEqual(['提示']);
    expect(kernel.navigator.reloads).toBe(1);
  });

  it('a proxy’s 413 page (no envelope) rejects with the caller’s too-large message', async () => {
    const { kernel, http } = setup();
    kernel.transport.on('POST', 'smallVideo/upload', () => ({ status: 413, headers: { 'content-type': 'text/html' }, data: '<html>413</html>' }));
    const error = await rejectionOf(http.upload(API.smallVideoUpload, form(), { tooLargeMessage: '视频文件不能超过200MB' }));
    expect(error).toMatchObject({ code: 413, message: '视频文件不能超过200MB' });
    expect(kernel.notifier.errors()).toEqual(['视频文件不能超过200MB']);
  });
});
