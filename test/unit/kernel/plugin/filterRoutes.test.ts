// The one route filter of §3/§6 (menu and route guard): every rule.
import { filterRoutes } from '../../../../kernel/plugin/filterRoutes';
import type { CompiledRoute } from '../../../../kernel/plugin/types';
import type { SiteType } from '../../../../shared/domain';

type Spec = Partial<Omit<CompiledRoute, 'children'>> & { fullPath: string; children?: Spec[] };

function route(spec: Spec, parentPath?: string): CompiledRoute {
  const { children = [], ...rest } = spec;
  const built = {
    pluginId: 'test',
    public: false,
    hidden: false,
    breadcrumb: true,
    productHostOnly: false,
    order: 100,
    parentPath,
    ...rest,
    children: [] as CompiledRoute[],
  } as CompiledRoute;
  built.children = children.map((c) => route(c, spec.fullPath));
  return built;
}

const ctx = (roles: string[], siteType: SiteType = 'zh') => ({ roles: new Set(roles), siteType });
const paths = (routes: CompiledRoute[]) => routes.map((r) => r.fullPath);

const home = () =>
  route({
    fullPath: '/zhHome',
    permission: 'home',
    title: '首页',
    redirect: '/zhHome/index',
    children: [
      { fullPath: '/zhHome/index', permission: 'home' },
      { fullPath: '/zhHome/zhXcx', permission: 'xys_xcx', hidden: true },
    ],
  });

const content = (redirect?: string) =>
  route({
    fullPath: '/zhContent',
    permission: 'content_manage',
    redirect,
    children: [
      { fullPath: '/zhContent/add', permission: 'article_list', hidden: true },
      { fullPath: '/zhContent/news', permission: 'article_list' },
      { fullPath: '/zhContent/case', permission: 'case_list' },
      { fullPath: '/zhContent/help', permission: 'help_list' },
    ],
  });

describe('filterRoutes', () => {
  it('keeps the home route with no grants at all', () => {
    const out = filterRoutes([home()], ctx([]));
    expect(paths(out)).toEqual(['/zhHome']);
    expect(paths(out[0].children)).toEqual(['/zhHome/index']);
    expect(out[0].redirect).toBe('/zhHome/index');
  });

  it('drops a route whose permission key is not granted', () => {
    const spider = route({ fullPath: '/spider/spiderAnalysis', permission: 'spider' });
    expect(paths(filterRoutes([home(), spider], ctx([])))).toEqual(['/zhHome']);
    expect(paths(filterRoutes([home(), spider], ctx(['spider'])))).toEqual(['/zhHome', '/spider/spiderAnalysis']);
  });

  it('drops a child whose key is not granted, and keeps the granted ones', () => {
    const out = filterRoutes([content()], ctx(['content_manage', 'article_list', 'help_list']));
    expect(paths(out[0].children)).toEqual(['/zhContent/add', '/zhContent/news', '/zhContent/help']);
  });

  it('drops a parent whose children were all dropped (even when the parent key is granted)', () => {
    expect(filterRoutes([content()], ctx(['content_manage']))).toEqual([]);
  });

  it('drops the whole branch when the parent key is not granted', () => {
    expect(filterRoutes([content()], ctx(['article_list', 'case_list']))).toEqual([]);
  });

  it('a \'noredirect\' parent redirects to its first non-hidden granted child', () => {
    const out = filterRoutes([content('noredirect')], ctx(['content_manage', 'article_list', 'case_list']));
    expect(out[0].redirect).toBe('/zhContent/news');
    const onlyCase = filterRoutes([content('noredirect')], ctx(['content_manage', 'case_list', 'help_list']));
    expect(onlyCase[0].redirect).toBe('/zhContent/case');
  });

  it('a parent without a redirect gets its first non-hidden granted child', () => {
    const out = filterRoutes([content()], ctx(['content_manage', 'help_list']));
    expect(out[0].redirect).toBe('/zhContent/help');
  });

  it('keeps a fixed redirect to a granted child', () => {
    const out = filterRoutes([content('/zhContent/case')], ctx(['content_manage', 'article_list', 'case_list']));
    expect(out[0].redirect).toBe('/zhContent/case');
  });

  it('a fixed redirect to a dropped child falls back to the first non-hidden granted child', () => {
    const out = filterRoutes([content('/zhContent/news')], ctx(['content_manage', 'case_list', 'help_list']));
    expect(out[0].redirect).toBe('/zhContent/case');
  });

  it('nested levels: a grandparent whose grandchildren are all dropped is dropped too', () => {
    const tree = route({
      fullPath: '/zhSetting',
      permission: 'sys_setting',
      children: [{ fullPath: '/zhSetting/zhDecoration', permission: 'site_decorate', children: [{ fullPath: '/zhSetting/zhDecoration/preview', permission: 'site_decorate_preview' }] }],
    });
    expect(filterRoutes([tree], ctx(['sys_setting', 'site_decorate']))).toEqual([]);
    expect(paths(filterRoutes([tree], ctx(['sys_setting', 'site_decorate', 'site_decorate_preview'])))).toEqual(['/zhSetting']);
  });

  it('drops routes of another site type (own site type and untyped routes stay)', () => {
    const routes = [
      route({ fullPath: '/enHome', permission: 'home', siteTypes: ['en'], page: async () => ({ default: () => null }) }),
      route({ fullPath: '/zhProduct', permission: 'product_list', siteTypes: ['zh'], page: async () => ({ default: () => null }) }),
      route({ fullPath: '/message/allMessage', public: true }),
    ];
    expect(paths(filterRoutes(routes, ctx(['product_list'], 'zh')))).toEqual(['/zhProduct', '/message/allMessage']);
    expect(paths(filterRoutes(routes, ctx(['product_list'], 'en')))).toEqual(['/enHome', '/message/allMessage']);
  });

  it('a child of another site type is dropped while its siblings stay', () => {
    const routes = [
      route({
        fullPath: '/zhEnquiry',
        permission: 'form_message',
        children: [
          { fullPath: '/zhEnquiry/formList_en', permission: 'form_list_en', siteTypes: ['en'] },
          { fullPath: '/zhEnquiry/form', permission: 'form_list' },
        ],
      }),
    ];
    const out = filterRoutes(routes, ctx(['form_message', 'form_list', 'form_list_en'], 'zh'));
    expect(paths(out[0].children)).toEqual(['/zhEnquiry/form']);
  });

  it('keeps public routes without any grant', () => {
    const routes = [route({ fullPath: '/404', public: true }), route({ fullPath: '/createZh', public: true, hidden: true })];
    expect(paths(filterRoutes(routes, ctx([])))).toEqual(['/404', '/createZh']);
  });

  it('a route with neither key nor public flag is never kept', () => {
    expect(filterRoutes([route({ fullPath: '/odd' })], ctx(['home', 'spider']))).toEqual([]);
  });

  it('sorts by order (ties keep their registration order)', () => {
    const routes = [
      route({ fullPath: '/c', public: true, order: 30 }),
      route({ fullPath: '/a', public: true, order: 10 }),
      route({ fullPath: '/b1', public: true, order: 20 }),
      route({ fullPath: '/b2', public: true, order: 20 }),
      route({ fullPath: '/z', public: true }),
    ];
    expect(paths(filterRoutes(routes, ctx([])))).toEqual(['/a', '/b1', '/b2', '/c', '/z']);
  });

  it('does not change the routes it was given', () => {
    const input = [content('noredirect')];
    const snapshot = JSON.stringify(input);
    filterRoutes(input, ctx(['content_manage', 'case_list']));
    expect(JSON.stringify(input)).toBe(snapshot);
    expect(paths(filterRoutes(input, ctx(['content_manage', 'article_list', 'case_list', 'help_list']))[0].children)).toHaveLength(4);
  });
});
