// The home of one site type (§2: /{type}Home redirects to /{type}Home/index, no breadcrumb), as the
// home plugin declares it for websites and the miniprogram plugin for mini-program and shop sites.
import { HOME_PERMISSION, type SiteType } from '../../shared/domain';
import type { PageLoader, RouteDescriptor } from './types';

export function siteHomeRoute(type: SiteType, childName: string, title: string, page: PageLoader): RouteDescriptor {
  return {
    path: `/${type}Home`,
    redirect: `/${type}Home/index`,
    permission: HOME_PERMISSION,
    siteTypes: [type],
    order: 0,
    children: [{ path: 'index', name: childName, title, icon: 'home', permission: HOME_PERMISSION, breadcrumb: false, page }],
  };
}
