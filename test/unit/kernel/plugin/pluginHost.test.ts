// PluginHost through the container: refused manifests, isolation of a failing plugin's services,
// and what a manifest contributes (routes, i18n bundles, global dialogs).
import { ContainerModule } from 'inversify';
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { createToken, id } from '../../../../kernel/di/token';
import { TOKENS } from '../../../../kernel/tokens';
import { flattenRoutes } from '../../../../kernel/plugin/registry';
import type { PluginManifest, RouteDescriptor } from '../../../../kernel/plugin/types';

const page = async () => ({ default: () => null });
const manifest = (pluginId: string, routes: RouteDescriptor[], extra: Partial<PluginManifest> = {}): PluginManifest => ({ id: pluginId, title: `${pluginId}.title`, routes, ...extra });

interface Greeter {
  greet(): string;
}
const GREETER = createToken<Greeter>('test.greeter');

function setup() {
  const kernel = createTestKernel();
  const host = kernel.get(TOKENS.plugins);
  return { kernel, host, paths: () => flattenRoutes(host.routes).map((r) => r.fullPath) };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('manifests fetched later (the login page draws its form without them)', () => {
  it('fetches nothing until asked, registers them once fetched, and fetches again after a failure', async () => {
    const { host, paths } = setup();
    const load = jest.fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue([manifest('home', [{ path: '/zhHome', permission: 'home', children: [{ path: 'index', permission: 'home', page }] }])]);
    host.installFrom(load);
    expect([load.mock.calls.length, host.installed, paths()]).toEqual([0, false, []]);

    await expect(host.whenInstalled()).rejects.toThrow('ChunkLoadError');
    expect([host.installed, paths()]).toEqual([false, []]);
    // Asked again (the shell's retry, the next sign-in): fetched again, once for both callers.
    await Promise.all([host.whenInstalled(), host.whenInstalled()]);
    expect([load.mock.calls.length, host.installed, paths()]).toEqual([2, true, ['/zhHome', '/zhHome/index']]);
  });
});

describe('PluginHost.install', () => {
  it('registers valid plugins and marks them ready', async () => {
    const { kernel, host, paths } = setup();
    await kernel.install([
      manifest('home', [{ path: '/zhHome', permission: 'home', children: [{ path: 'index', permission: 'home', page }] }]),
      manifest('spider', [{ path: '/spider/spiderAnalysis', permission: 'spider', page }]),
    ]);
    expect(paths()).toEqual(['/zhHome', '/zhHome/index', '/spider/spiderAnalysis']);
    expect(host.status('home')?.state).toBe('ready');
    expect(host.status('spider')?.state).toBe('ready');
  });

  it('adds a plugin\'s `parent` routes to another plugin\'s group, whichever installs first, and leaves them out while the group is absent', async () => {
    const apps = manifest('apps', [{ path: '/applicationCenter', permission: 'app_center', redirect: 'noredirect', children: [{ path: 'index', permission: 'app_center', page }] }]);
    const settings = manifest('settings', [
      { path: '/zhSetting', permission: 'sys_setting', children: [{ path: 'jrttyzm', permission: 'app_ttyz', page }] },
      { parent: '/applicationCenter', path: 'jrttyzm', permission: 'app_center', hidden: true, page },
    ]);
    for (const order of [[settings, apps], [apps, settings]]) {
      const { kernel, host, paths } = setup();
      await kernel.install(order);
      expect(paths()).toEqual(expect.arrayContaining(['/zhSetting/jrttyzm', '/applicationCenter/index', '/applicationCenter/jrttyzm']));
      const graft = flattenRoutes(host.routes).find((r) => r.fullPath === '/applicationCenter/jrttyzm');
      // Its page is the contributing plugin's (activating settings), under the group's menu entry.
      expect(graft).toMatchObject({ pluginId: 'settings', parentPath: '/applicationCenter', hidden: true });
    }
    const alone = setup();
    await alone.kernel.install([settings]);
    expect(alone.paths()).toEqual(['/zhSetting', '/zhSetting/jrttyzm']);
    expect(alone.host.status('settings')?.state).not.toBe('refused');
  });

  it('refuses a `parent` route whose path is absolute, and a group child whose path another plugin added', async () => {
    const { kernel, host } = setup();
    await kernel.install([
      manifest('bad', [{ parent: '/applicationCenter', path: '/applicationCenter/x', permission: 'app_center', page }]),
      manifest('first', [{ parent: '/applicationCenter', path: 'x', permission: 'app_center', page }]),
      manifest('apps', [{ path: '/applicationCenter', permission: 'app_center', children: [{ path: 'x', permission: 'app_center', page }] }]),
    ]);
    expect(host.status('bad')?.state).toBe('refused');
    expect(host.status('apps')?.error).toContain('/applicationCenter/x');
  });

  it('denies by default: a route with neither permission nor public is refused with an error naming plugin and path', async () => {
    const { kernel, host, paths } = setup();
    await kernel.install([
      manifest('leaky', [{ path: '/leaky', permission: 'spider', children: [{ path: 'open', page }] }]),
      manifest('fine', [{ path: '/fine', public: true, page }]),
    ]);
    const status = host.status('leaky');
    expect(status?.state).toBe('refused');
    expect(status?.error).toContain('leaky');
    expect(status?.error).toContain('/leaky/open');
    expect(paths()).toEqual(['/fine']);
    expect(host.status('fine')?.state).toBe('ready');
  });

  it('refuses an unknown permission key', async () => {
    const { kernel, host, paths } = setup();
    await kernel.install([manifest('seo', [{ path: '/seoSetting', permission: 'seo_all', page }])]);
    expect(host.status('seo')).toMatchObject({ state: 'refused' });
    expect(host.status('seo')?.error).toContain('seo_all');
    expect(paths()).toEqual([]);
  });

  it('refuses a duplicate plugin id: the first plugin stays', async () => {
    const { kernel, host, paths } = setup();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await kernel.install([
      manifest('tags', [{ path: '/zhTags', permission: 'tag_list', page }], { title: 'first' }),
      manifest('tags', [{ path: '/zhTags2', permission: 'tag_list', page }], { title: 'second' }),
    ]);
    expect(paths()).toEqual(['/zhTags']);
    expect(host.statuses.filter((s) => s.id === 'tags')).toHaveLength(1);
    // The first keeps working; the refusal of the second is reported.
    expect(host.status('tags')).toMatchObject({ state: 'ready', title: 'first' });
    expect(errors.mock.calls.flat().join(' ')).toContain('id "tags" 已被其他插件使用');
  });

  it('refuses a duplicate path across installs: the first plugin keeps its route and its status', async () => {
    const { kernel, host, paths } = setup();
    await kernel.install([manifest('keywords', [{ path: '/keywords/manage', permission: 'recommend_keyword', page }])]);
    await kernel.install([manifest('keywords-copy', [{ path: '/keywords/manage', permission: 'recommend_keyword', page }])]);
    expect(paths()).toEqual(['/keywords/manage']);
    expect(host.routes[0].pluginId).toBe('keywords');
    expect(host.status('keywords')?.state).toBe('ready');
    expect(host.status('keywords-copy')?.state).toBe('refused');
    expect(host.status('keywords-copy')?.error).toContain('/keywords/manage');
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('chunk load failed'))],
    [
      'throws',
      () => {
        throw new Error('boom');
      },
    ],
    ['binds badly', async () => ({ default: new ContainerModule(() => { throw new Error('bad module'); }) })],
  ])('a plugin whose services module %s is marked failed; the others load and all routes stay', async (_label, failing) => {
    const { kernel, host, paths } = setup();
    await kernel.install([
      manifest('broken', [{ path: '/broken', public: true, page }], { services: failing as PluginManifest['services'] }),
      manifest('greeter', [{ path: '/greeter', public: true, page }], {
        services: async () => ({
          default: new ContainerModule(({ bind }) => {
            bind(id(GREETER)).toConstantValue({ greet: () => '你好' });
          }),
        }),
      }),
    ]);
    expect(host.status('broken')?.state).toBe('failed');
    expect(host.status('broken')?.error).toBeTruthy();
    expect(host.status('greeter')?.state).toBe('ready');
    expect(kernel.get(GREETER).greet()).toBe('你好');
    expect(paths()).toEqual(['/broken', '/greeter']);
  });

  it('a plugin\'s services can use kernel services', async () => {
    const { kernel } = setup();
    const LABEL = createToken<() => string>('test.label');
    await kernel.install([
      manifest('label', [{ path: '/label', public: true, page }], {
        services: async () => ({
          default: new ContainerModule(({ bind }) => {
            bind(id(LABEL)).toDynamicValue((ctx) => {
              const i18n = ctx.get(id(TOKENS.i18n));
              return () => i18n.t('kernel.header.signOut');
            });
          }),
        }),
      }),
    ]);
    expect(kernel.get(LABEL)()).toBe('退出登录');
  });

  it('registers the i18n bundles of a manifest under its id', async () => {
    const { kernel } = setup();
    const i18n = kernel.get(TOKENS.i18n);
    await kernel.install([
      manifest('product', [{ path: '/zhProduct', permission: 'product_list', page }], {
        i18n: { 'zh-CN': { menu: { list: '产品列表' } }, 'en-US': async () => ({ default: { menu: { list: 'Products' } } }) },
      }),
    ]);
    expect(i18n.t('product.menu.list')).toBe('产品列表');
    await i18n.setLocale('en-US');
    expect(i18n.t('product.menu.list')).toBe('Products');
  });

  it('registers the dialogs of a manifest', async () => {
    const { kernel } = setup();
    const load = async () => ({ default: () => null });
    await kernel.install([manifest('resources', [{ path: '/zhResource', permission: 'image_list', page }], { dialogs: [{ id: 'galleryPicker', load }] })]);
    const dialogs = kernel.get(TOKENS.dialogs);
    expect(dialogs.contribution('galleryPicker')?.load).toBe(load);
  });

  it('a plugin whose dialog id is taken is refused as a whole: nothing of it is registered', async () => {
    const { kernel, host, paths } = setup();
    const first = async () => ({ default: () => null });
    await kernel.install([
      manifest('resources', [{ path: '/zhResource', permission: 'image_list', page }], { dialogs: [{ id: 'galleryPicker', load: first }] }),
      manifest('copycat', [{ path: '/copycat', public: true, page }], {
        dialogs: [{ id: 'galleryPicker', load: async () => ({ default: () => null }) }],
        i18n: { 'zh-CN': { name: '山寨' } },
      }),
    ]);
    expect(host.status('copycat')?.state).toBe('refused');
    expect(host.status('copycat')?.error).toContain('galleryPicker');
    expect(kernel.get(TOKENS.dialogs).contribution('galleryPicker')?.load).toBe(first);
    expect(paths()).toEqual(['/zhResource']);
    expect(kernel.get(TOKENS.i18n).t('copycat.name')).toBe('copycat.name');
    // Its id and paths were not reserved: a corrected manifest can be installed.
    await kernel.install([manifest('copycat', [{ path: '/copycat', public: true, page }])]);
    expect(host.status('copycat')?.state).toBe('ready');
    expect(paths()).toEqual(['/zhResource', '/copycat']);
  });

  it('refuses the id "kernel", which would shadow the kernel\'s own strings', async () => {
    const { kernel, host } = setup();
    await kernel.install([manifest('kernel', [{ path: '/k', public: true, page }], { i18n: { 'zh-CN': { header: { signOut: '被替换' } } } })]);
    expect(host.status('kernel')?.state).toBe('refused');
    expect(kernel.get(TOKENS.i18n).t('kernel.header.signOut')).toBe('退出登录');
  });
});

describe('public pages', () => {
  const page = async () => ({ default: () => null });
  const base = { title: 'x.plugin', routes: [{ path: '/xx', permission: 'home', page }] };

  it('registers a plugin’s visitor pages and refuses a path another plugin already holds', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { createTestKernel } = await import('../../../../kernel/testing/createTestKernel');
    const { TOKENS } = await import('../../../../kernel/tokens');
    const kernel = createTestKernel();
    await kernel.install([
      { id: 'pub-a', ...base, publicPages: [{ path: '/form/:id', page }] },
      { id: 'pub-b', ...base, routes: [{ path: '/yy', permission: 'home', page }], publicPages: [{ path: '/form/:id', page }] },
      { id: 'pub-c', ...base, routes: [{ path: '/zz', permission: 'home', page }], publicPages: [{ path: 'relative', page }] },
    ]);
    const host = kernel.get(TOKENS.plugins);
    expect(host.publicPages.map((p) => [p.pluginId, p.path])).toEqual([['pub-a', '/form/:id']]);
    expect(host.status('pub-b')).toMatchObject({ state: 'refused' });
    expect(host.status('pub-b')?.error).toContain('"/form/:id" 已被注册');
    expect(host.status('pub-c')).toMatchObject({ state: 'refused' });
    // A refused plugin leaves nothing behind: its console route is free again.
    expect(host.routes.map((r) => r.fullPath)).toEqual(['/xx']);
  });
});

describe('recycle-bin tabs', () => {
  const bin = (binId: string, permission: string, order?: number) => ({ id: binId, title: `x.${binId}`, permission, order, load: async () => ({ default: { list: async () => ({ total: 0, rows: [] }), restore: async () => null, destroy: async () => null } }) });

  it('collects every plugin’s tabs in their order, each owned by its plugin with its site types', async () => {
    const { kernel, host } = setup();
    await kernel.install([
      manifest('product', [], { siteTypes: ['zh', 'en'], recycleBins: [bin('products', 'product_list', 40)] }),
      manifest('content', [], { recycleBins: [bin('albums', 'album_list', 20), bin('articles', 'content_manage', 10)] }),
    ]);
    expect(host.recycleBins.map((b) => [b.id, b.pluginId, b.siteTypes])).toEqual([
      ['articles', 'content', undefined],
      ['albums', 'content', undefined],
      ['products', 'product', ['zh', 'en']],
    ]);
  });

  it('refuses a plugin whose tab id is taken or whose key is unknown, keeping the others', async () => {
    const { kernel, host } = setup();
    await kernel.install([
      manifest('content', [], { recycleBins: [bin('articles', 'content_manage')] }),
      manifest('copycat', [], { recycleBins: [bin('articles', 'product_list')] }),
      manifest('typo', [], { recycleBins: [bin('things', 'product_all')] }),
    ]);
    expect(host.status('copycat')?.error).toContain('回收站分类 "articles" 已被注册');
    expect(host.status('typo')?.error).toContain('product_all');
    expect(host.recycleBins.map((b) => b.pluginId)).toEqual(['content']);
  });
});
