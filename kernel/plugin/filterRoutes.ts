// The one pure filter of §3/§6 that drives both the menu and the route guard:
// - routes of other site types are dropped;
// - the home route (permission 'home', titled 首页) is always kept;
// - a route needing a role the user lacks is dropped (route behaviour 4 then answers /404);
// - a parent whose children were all dropped is dropped;
// - a parent with redirect 'noredirect' redirects to its first non-hidden remaining child.
import { HOME_PERMISSION, type SiteType } from '../../shared/domain';
import type { CompiledRoute } from './types';

export interface FilterContext {
  roles: ReadonlySet<string>;
  siteType: SiteType;
}

/** What the filter reads of a route — and of a palette command or record source. */
export interface Guarded {
  permission?: string;
  public?: boolean;
  siteTypes?: readonly SiteType[];
}

/** The one permission rule: menu, route guard and command palette all ask it. */
export function isAllowed(item: Guarded, ctx: FilterContext): boolean {
  if (item.siteTypes && !item.siteTypes.includes(ctx.siteType)) return false;
  if (item.permission === HOME_PERMISSION || item.public) return true;
  return item.permission !== undefined && ctx.roles.has(item.permission);
}

function filterOne(route: CompiledRoute, ctx: FilterContext): CompiledRoute | null {
  if (!isAllowed(route, ctx)) return null;
  if (route.children.length === 0) return route;
  const children = route.children.map((c) => filterOne(c, ctx)).filter((c): c is CompiledRoute => c !== null);
  if (children.length === 0) return null;
  let redirect = route.redirect;
  if (redirect === 'noredirect' || redirect === undefined) {
    const first = children.find((c) => !c.hidden) ?? children[0];
    redirect = first.fullPath;
  } else if (!children.some((c) => c.fullPath === redirect)) {
    // A fixed redirect to a child the user may not open falls back to the first visible one.
    const first = children.find((c) => !c.hidden) ?? children[0];
    redirect = first.fullPath;
  }
  return { ...route, children, redirect };
}

export function filterRoutes(routes: readonly CompiledRoute[], ctx: FilterContext): CompiledRoute[] {
  return routes
    .map((r) => filterOne(r, ctx))
    .filter((r): r is CompiledRoute => r !== null)
    .sort((a, b) => a.order - b.order);
}
