// Menu entries, highlighting and breadcrumbs come from the route descriptors (one descriptor
// drives router, menu and breadcrumb).
import { compileManifest, flattenRoutes } from '../../../../kernel/plugin/registry';
import { breadcrumbTrail, menuEntries, selectedMenuKey } from '../../../../kernel/shell/layout/menuModel';
import type { PluginManifest } from '../../../../kernel/plugin/types';

const page = async () => ({ default: () => null });
const manifest: PluginManifest = {
  id: 'demo',
  title: 'demo.plugin',
  routes: [
    { path: '/zhHome', permission: 'home', redirect: '/zhHome/index', children: [{ path: 'index', name: 'zhHome', title: 'home.menu.home', permission: 'home', breadcrumb: false, page }] },
    {
      path: '/zhContent',
      title: 'content.menu',
      permission: 'content_manage',
      redirect: 'noredirect',
      children: [
        { path: 'news', title: 'content.news', permission: 'article_list', page },
        { path: 'help', title: 'content.help', permission: 'help_list', page },
        { path: 'add', title: 'content.add', permission: 'article_list', hidden: true, page },
      ],
    },
  ],
};
const tree = compileManifest(manifest, { ids: new Set(), paths: new Set() });
const flat = flattenRoutes(tree);

it('shows a parent with one visible child as that child, and hides hidden routes', () => {
  expect(menuEntries(tree)).toEqual([
    { key: '/zhHome/index', title: 'home.menu.home', icon: undefined },
    {
      key: '/zhContent',
      title: 'content.menu',
      icon: undefined,
      children: [
        { key: '/zhContent/news', title: 'content.news', icon: undefined },
        { key: '/zhContent/help', title: 'content.help', icon: undefined },
      ],
    },
  ]);
});

it('highlights the list of the content type while adding content (§2)', () => {
  expect(selectedMenuKey(flat, '/zhContent/add', '?type=2')).toBe('/zhContent/help');
  expect(selectedMenuKey(flat, '/zhContent/news', '')).toBe('/zhContent/news');
});

it('builds the breadcrumb from parent and page, and hides it on home and listed pages', () => {
  expect(breadcrumbTrail(flat, '/zhContent/help', [])).toEqual([{ title: 'content.menu', path: '/zhContent/news' }, { title: 'content.help' }]);
  expect(breadcrumbTrail(flat, '/zhHome/index', [])).toBeNull();
  expect(breadcrumbTrail(flat, '/zhContent/add', [])).toBeNull();
  expect(breadcrumbTrail(flat, '/nowhere', [])).toBeNull();
});

it('drops product-host-only entries on other hosts (the site-editing item, §2)', () => {
  const { dropForeignHostOnly } = jest.requireActual('../../../../kernel/shell/routing/useAccessibleRoutes') as typeof import('../../../../kernel/shell/routing/useAccessibleRoutes');
  const withEditor = compileManifest(
    {
      id: 'editor',
      title: 'editor.plugin',
      routes: [{ path: '/zhSetting', title: 'setting', permission: 'sys_setting', children: [{ path: 'zhDecoration', title: 'decorate', permission: 'site_decorate', productHostOnly: true, page }, { path: 'site', title: 'site', permission: 'site_setting', page }] }],
    },
    { ids: new Set(), paths: new Set() },
  );
  expect(dropForeignHostOnly(withEditor[0], true)?.children.map((c) => c.fullPath)).toEqual(['/zhSetting/zhDecoration', '/zhSetting/site']);
  expect(dropForeignHostOnly(withEditor[0], false)?.children.map((c) => c.fullPath)).toEqual(['/zhSetting/site']);
});
