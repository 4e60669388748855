// The first screens without needless round trips: the platform info the server wrote into the
// page answers loadPlatform without a call, and what the shell and the next page need is asked
// for once, all at once (warmUp), before the router discovers it step by step.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import { readPageData } from '../../../../kernel/boot/pageData';
import { preloadShellData, takeShellData } from '../../../../kernel/shell/bootstrap/shellData';
import { loadCodeFor, routeFor, warmUp } from '../../../../kernel/shell/bootstrap/warmUp';
import { startFirstScreen } from '../../../../kernel/boot/firstScreen';
import { ContainerModule } from 'inversify';
import type { PluginManifest } from '../../../../kernel/plugin/types';
import type { PlatformInfo } from '../../../../shared/domain';

// The shell chunk (antd, layout) is not what these tests are about.
jest.mock('../../../../kernel/shell/Shell', () => ({ __esModule: true, default: () => null }));

const PLATFORM: PlatformInfo = { platformName: '云建站管理平台', logoUrl: '/favicon.svg', loginUrl: 'https://sso.example.com/login', helpUrlNew: '', helpUrlOld: '', productDomains: ['console.example.com'] };
const HOME = { twebId: 1001, siteType: 'zh', site_name: '示范企业官网', status: 2, sysVersion: 3, language: 'zh-cn' };

function pageWith(block: string): Document {
  const doc = document.implementation.createHTMLDocument('console');
  doc.head.innerHTML = block;
  return doc;
}

describe('page data', () => {
  it('reads the platform info the server wrote into the page', () => {
    const doc = pageWith(`<script type="application/json" id="console-page-data">${JSON.stringify({ platform: PLATFORM })}</script>`);
    expect(readPageData(doc)).toEqual({ platform: PLATFORM });
  });

  it('ignores a missing, malformed or foreign block (the console then asks, as before)', () => {
    expect(readPageData(pageWith(''))).toEqual({});
    expect(readPageData(pageWith('<script type="application/json" id="console-page-data">{"platform":</script>'))).toEqual({});
    expect(readPageData(pageWith('<script type="application/json" id="console-page-data">{"platform":{"loginUrl":1}}</script>'))).toEqual({});
  });

  it('answers loadPlatform from the page without a call, and signs out to that login address', async () => {
    const kernel = createTestKernel({ config: { platform: PLATFORM } });
    const platform = await kernel.get(TOKENS.session).loadPlatform();
    expect(platform).toEqual(PLATFORM);
    expect(kernel.get(TOKENS.session).platform).toEqual(PLATFORM);
    expect(kernel.transport.requests).toHaveLength(0);
    await kernel.get(TOKENS.session).logout();
    expect(kernel.navigator.assigned).toEqual([expect.stringMatching(/^https:\/\/sso\.example\.com\/login/)]);
  });
});

describe('the shell data', () => {
  const scripted = () => {
    const kernel = createTestKernel();
    kernel.transport
      .reply('GET', 'admin/home', HOME)
      .reply('POST', 'admin/menu/getlist', [])
      .reply('GET', 'account/getAccountInfo', { nickName: '管理员', loginName: 'admin', isDcl: false, isCompetition: false });
    return kernel;
  };
  const asked = (kernel: ReturnType<typeof createTestKernel>) => kernel.transport.requests.map((r) => r.url.replace(/^.*\/api\/app\//, '')).sort();

  it('is asked for once when started early: the bootstrap takes that request', async () => {
    const kernel = scripted();
    preloadShellData(kernel.container);
    // All three are on their way at once, before anything renders.
    const all = ['site-admin-api/admin/home', 'site-admin-api/admin/menu/getlist', 'tcloud-account/account/getAccountInfo'];
    expect(asked(kernel)).toEqual(all);
    const home = await takeShellData(kernel.container);
    expect(home.twebId).toBe(1001);
    expect(asked(kernel)).toEqual(all);
    // Staff info still names the active site (§3), although the account was asked for before it was known.
    expect(JSON.parse(kernel.sessionStorage.getItem('staffInfo') as string).activeSiteId).toBe(1001);
    expect(kernel.get(TOKENS.permission).loaded).toBe(true);
    expect(kernel.get(TOKENS.session).staff?.nickName).toBe('管理员');
  });

  it('is asked for afresh by a later mount (another sign-in in the same page)', async () => {
    const kernel = scripted();
    await takeShellData(kernel.container);
    await takeShellData(kernel.container);
    expect(kernel.transport.requests.filter((r) => r.url.endsWith('admin/home'))).toHaveLength(2);
  });
});

describe('warmUp', () => {
  const prefetch = jest.fn();
  const page = jest.fn(async () => ({ default: () => null, prefetch }));
  const services = jest.fn(async () => ({ default: new ContainerModule(() => undefined) }));
  const homePlugin: PluginManifest = {
    id: 'dash',
    title: 'dash.title',
    routes: [
      { path: '/zhHome', redirect: '/zhHome/index', permission: 'home', siteTypes: ['zh'], children: [{ path: 'index', title: 'dash.home', permission: 'home', page }] },
      { path: '/zhContent', redirect: 'noredirect', permission: 'article_list', children: [{ path: 'news/:id', title: 'dash.news', permission: 'article_list', page }] },
    ],
    services,
  };
  beforeEach(() => jest.clearAllMocks());
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('finds the page of a path ("/" is the active site\'s home, a query is ignored)', async () => {
    const kernel = createTestKernel();
    await kernel.get(TOKENS.plugins).install([homePlugin]);
    expect(routeFor(kernel.container, '/')?.fullPath).toBe('/zhHome/index');
    expect(routeFor(kernel.container, '/zhContent/news/7?from=home')?.fullPath).toBe('/zhContent/news/:id');
    expect(routeFor(kernel.container, '/nowhere')).toBeUndefined();
  });

  it('starts the shell data, the plugin, the page and the page\'s own first call at once', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('GET', 'admin/home', HOME).reply('POST', 'admin/menu/getlist', []);
    await kernel.get(TOKENS.plugins).install([homePlugin]);
    expect(kernel.get(TOKENS.plugins).status('dash')?.state).toBe('inactive');
    warmUp(kernel.container, '/');
    expect(page).toHaveBeenCalledTimes(1);
    expect(services).toHaveBeenCalledTimes(1);
    expect(kernel.transport.requests.map((r) => r.url)).toEqual(expect.arrayContaining([expect.stringMatching(/admin\/home$/), expect.stringMatching(/menu\/getlist$/)]));
    await settle();
    expect(kernel.get(TOKENS.plugins).status('dash')?.state).toBe('ready');
    // The home needs no permission check: its call goes with the shell's, before anything renders.
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(typeof prefetch.mock.calls[0][0]).toBe('function');
  });

  it('makes a page\'s first call only for a user who may open it, and never before signing in', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('GET', 'admin/home', HOME).reply('POST', 'admin/menu/getlist', []).reply('GET', 'account/getAccountInfo', { nickName: '运营', loginName: 'op' });
    await kernel.get(TOKENS.plugins).install([homePlugin]);
    loadCodeFor(kernel.container, '/');
    await settle();
    expect(prefetch).not.toHaveBeenCalled();
    expect(kernel.transport.requests).toHaveLength(0);
    // No article_list in the permission tree: the news page's call is not made.
    warmUp(kernel.container, '/zhContent/news/7');
    await settle();
    await settle();
    expect(kernel.get(TOKENS.permission).loaded).toBe(true);
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('the first screen', () => {
  const at = (path: string) => {
    window.history.replaceState(null, '', path);
    return window.location;
  };

  it('sends a visitor on a console page to this host\'s own login page before the router starts', async () => {
    const kernel = createTestKernel({ config: { platform: { ...PLATFORM, loginUrl: '/login' } } });
    await startFirstScreen(kernel.container, at('/zhContent/news?page=2'));
    expect(window.location.pathname + window.location.search).toBe(`/login?redirect=${encodeURIComponent('/zhContent/news?page=2')}`);
    expect(kernel.transport.requests).toHaveLength(0);
  });

  it('leaves the address alone when the login is another host\'s (SSO) or not known yet', async () => {
    const sso = createTestKernel({ config: { platform: PLATFORM } });
    await startFirstScreen(sso.container, at('/zhHome/index'));
    expect(window.location.pathname).toBe('/zhHome/index');
    const unknown = createTestKernel();
    await startFirstScreen(unknown.container, at('/zhHome/index'));
    expect(window.location.pathname).toBe('/zhHome/index');
  });

  it('with a session, asks for the shell\'s data at once', async () => {
    const kernel = createTestKernel({ config: { platform: { ...PLATFORM, loginUrl: '/login' } } });
    kernel.cookies.set('X-Token', 'tok-1');
    kernel.transport.reply('GET', 'admin/home', HOME).reply('POST', 'admin/menu/getlist', []);
    void startFirstScreen(kernel.container, at('/zhHome/index'));
    expect(window.location.pathname).toBe('/zhHome/index');
    expect(kernel.transport.requests.map((r) => r.url)).toEqual(expect.arrayContaining([expect.stringMatching(/admin\/home$/), expect.stringMatching(/menu\/getlist$/)]));
  });
});
