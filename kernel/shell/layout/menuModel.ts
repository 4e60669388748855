// Route descriptors → menu items, the selected entry and the breadcrumb trail (one descriptor
// drives router, menu and breadcrumb).
import { activeMenuPath, isBreadcrumbHidden, normalisePath } from '../../../shared/domain';
import type { CompiledRoute } from '../../plugin/types';

export interface MenuEntry {
  key: string;
  title?: string;
  icon?: string;
  children?: MenuEntry[];
}

/** Non-hidden routes; a parent with a single visible child shows as that child (no submenu). */
export function menuEntries(tree: readonly CompiledRoute[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const route of tree) {
    if (route.hidden) continue;
    const visible = route.children.filter((c) => !c.hidden);
    if (route.children.length === 0) {
      if (route.page) entries.push({ key: route.fullPath, title: route.title, icon: route.icon });
    } else if (visible.length === 1) {
      const only = visible[0];
      entries.push({ key: only.fullPath, title: route.title ?? only.title, icon: route.icon ?? only.icon });
    } else if (visible.length > 1) {
      entries.push({ key: route.fullPath, title: route.title, icon: route.icon, children: visible.map((c) => ({ key: c.fullPath, title: c.title, icon: c.icon })) });
    }
  }
  return entries;
}

export function findRoute(routes: readonly CompiledRoute[], pathname: string): CompiledRoute | undefined {
  const path = normalisePath(pathname);
  return routes.find((r) => r.fullPath === path);
}

/** The menu key to highlight: the descriptor's activeMenu, else the §2 highlighting rules. */
export function selectedMenuKey(routes: readonly CompiledRoute[], pathname: string, search: string): string {
  const route = findRoute(routes, pathname);
  return route?.activeMenu ?? activeMenuPath(pathname, search);
}

export interface Crumb {
  title?: string;
  path?: string;
}

/** The breadcrumb trail, or null where §2 hides it (home pages, the listed pages, breadcrumb: false). */
export function breadcrumbTrail(routes: readonly CompiledRoute[], pathname: string, extra: readonly Pick<CompiledRoute, 'fullPath' | 'title' | 'breadcrumb'>[]): Crumb[] | null {
  const route = findRoute(routes, pathname) ?? extra.find((p) => p.fullPath === normalisePath(pathname));
  if (!route) return null;
  const name = 'name' in route ? (route as CompiledRoute).name : undefined;
  if (route.breadcrumb === false || isBreadcrumbHidden(pathname, name)) return null;
  const trail: Crumb[] = [];
  const parentPath = 'parentPath' in route ? (route as CompiledRoute).parentPath : undefined;
  const parent = parentPath ? routes.find((r) => r.fullPath === parentPath) : undefined;
  if (parent?.title && parent.title !== route.title) {
    // A 'noredirect' parent links to its first visible child (filterRoutes resolves it too).
    const link = parent.redirect && parent.redirect !== 'noredirect' ? parent.redirect : parent.children.find((c) => !c.hidden)?.fullPath;
    trail.push({ title: parent.title, path: link });
  }
  trail.push({ title: route.title });
  return trail;
}
