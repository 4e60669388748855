// Registration rules of the plugin contract (DESIGN §3): deny by default, known permission keys,
// no duplicate ids or paths; the compiled route carries everything the menu and router need.
import { compileManifest, flattenRoutes, PluginRegistrationError } from '../../../../kernel/plugin/registry';
import type { PluginManifest, RouteDescriptor } from '../../../../kernel/plugin/types';

const page = async () => ({ default: () => null });
const fresh = () => ({ ids: new Set<string>(), paths: new Set<string>() });
const manifest = (id: string, routes: RouteDescriptor[], extra: Partial<PluginManifest> = {}): PluginManifest => ({ id, title: `${id}.title`, routes, ...extra });

function refusal(fn: () => unknown): PluginRegistrationError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(PluginRegistrationError);
    return error as PluginRegistrationError;
  }
  throw new Error('expected the manifest to be refused');
}

describe('compileManifest', () => {
  it('refuses a route with neither permission nor public, naming the plugin and the path', () => {
    const error = refusal(() =>
      compileManifest(manifest('content', [{ path: '/zhContent', permission: 'content_manage', children: [{ path: 'news', page }] }]), fresh()),
    );
    expect(error.pluginId).toBe('content');
    expect(error.message).toContain('content');
    expect(error.message).toContain('/zhContent/news');
  });

  it('refuses a top-level route with neither permission nor public', () => {
    const error = refusal(() => compileManifest(manifest('spider', [{ path: '/spider/spiderAnalysis', page }]), fresh()));
    expect(error.message).toContain('spider');
    expect(error.message).toContain('/spider/spiderAnalysis');
  });

  it('accepts public routes and routes with a known key', () => {
    const routes = compileManifest(
      manifest('misc', [
        { path: '/createZh', public: true, page },
        { path: '/spider/spiderAnalysis', permission: 'spider', page },
        { path: '/zhHome', permission: 'home', redirect: '/zhHome/index', children: [{ path: 'index', permission: 'home', page }] },
      ]),
      fresh(),
    );
    expect(flattenRoutes(routes).map((r) => r.fullPath)).toEqual(['/createZh', '/spider/spiderAnalysis', '/zhHome', '/zhHome/index']);
  });

  it('refuses an unknown permission key', () => {
    const error = refusal(() => compileManifest(manifest('seo', [{ path: '/seoSetting', permission: 'seo_everything', page }]), fresh()));
    expect(error.message).toContain('seo_everything');
    expect(error.message).toContain('/seoSetting');
  });

  it('refuses a duplicate plugin id', () => {
    const taken = fresh();
    compileManifest(manifest('tags', [{ path: '/zhTags', permission: 'tag_manage', page }]), taken);
    const error = refusal(() => compileManifest(manifest('tags', [{ path: '/zhTags2', permission: 'tag_manage', page }]), taken));
    expect(error.message).toContain('tags');
    expect(taken.paths.has('/zhTags2')).toBe(false);
  });

  it('refuses a path another plugin registered', () => {
    const taken = fresh();
    compileManifest(manifest('tags', [{ path: '/zhTags', permission: 'tag_manage', children: [{ path: 'tags', permission: 'tag_list', page }] }]), taken);
    const error = refusal(() => compileManifest(manifest('tags-two', [{ path: '/zhTags/tags', permission: 'tag_list', page }]), taken));
    expect(error.pluginId).toBe('tags-two');
    expect(error.message).toContain('/zhTags/tags');
  });

  it('refuses a path declared twice in one manifest (trailing slashes do not make it new)', () => {
    const error = refusal(() =>
      compileManifest(
        manifest('x', [
          { path: '/keywords', permission: 'keyword', children: [{ path: 'manage', permission: 'recommend_keyword', page }] },
          { path: '/keywords/manage/', permission: 'recommend_keyword', page },
        ]),
        fresh(),
      ),
    );
    expect(error.message).toContain('/keywords/manage');
  });

  it('a refused manifest reserves nothing', () => {
    const taken = fresh();
    refusal(() => compileManifest(manifest('bad', [{ path: '/ok', public: true, page }, { path: '/bad', page }]), taken));
    expect(taken.ids.size).toBe(0);
    expect(taken.paths.size).toBe(0);
    expect(() => compileManifest(manifest('bad', [{ path: '/ok', public: true, page }]), taken)).not.toThrow();
  });

  it.each(['Content', '1abc', 'a_b', '', 'a.b', 'kernel'])('refuses the id %p', (id) => {
    refusal(() => compileManifest(manifest(id, [{ path: '/p', public: true, page }]), fresh()));
  });

  it('refuses a relative top-level path and a route with nothing to show', () => {
    refusal(() => compileManifest(manifest('a', [{ path: 'relative', public: true, page }]), fresh()));
    refusal(() => compileManifest(manifest('b', [{ path: '/empty', public: true }]), fresh()));
  });

  it('compiles full paths, inherited site types and defaults', () => {
    const [parent] = compileManifest(
      manifest(
        'product',
        [
          {
            path: '/zhProduct',
            permission: 'product_manage',
            redirect: 'noredirect',
            order: 20,
            children: [
              { path: 'list', name: 'productList', permission: 'product_list', title: 'product.menu.list', page },
              { path: 'add', permission: 'product_list', hidden: true, breadcrumb: false, activeMenu: '/zhProduct/list', page },
              { path: 'en', permission: 'product_list', siteTypes: ['en'], page },
            ],
          },
        ],
        { siteTypes: ['zh', 'ydyl'] },
      ),
      fresh(),
    );
    expect(parent).toMatchObject({ fullPath: '/zhProduct', pluginId: 'product', order: 20, redirect: 'noredirect', siteTypes: ['zh', 'ydyl'], hidden: false, breadcrumb: true, public: false });
    const [list, add, en] = parent.children;
    expect(list).toMatchObject({ fullPath: '/zhProduct/list', parentPath: '/zhProduct', name: 'productList', order: 100, siteTypes: ['zh', 'ydyl'], breadcrumb: true });
    expect(add).toMatchObject({ fullPath: '/zhProduct/add', hidden: true, breadcrumb: false, activeMenu: '/zhProduct/list' });
    expect(en.siteTypes).toEqual(['en']);
  });
});
