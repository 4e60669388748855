// The routes this user may open on the active site: the permission filter (§3/§6) over every
// plugin's routes, minus product-host-only entries on foreign hosts (§2). Menu, guard and
// breadcrumb all read this one answer.
import { isProductHost } from '../../../shared/domain';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { flattenRoutes } from '../../plugin/registry';
import type { CompiledRoute } from '../../plugin/types';

export function useAccessibleRoutes(): { tree: CompiledRoute[]; flat: CompiledRoute[] } {
  const plugins = useService(TOKENS.plugins);
  const permission = useService(TOKENS.permission);
  const site = useService(TOKENS.site);
  const session = useService(TOKENS.session);
  const config = useService(TOKENS.config);
  const onProductHost = isProductHost(config.host, { productDomains: session.platform?.productDomains ?? [config.host] });
  const tree = permission.filter(plugins.routes, site.siteType).map((r) => dropForeignHostOnly(r, onProductHost)).filter((r): r is CompiledRoute => r !== null);
  return { tree, flat: flattenRoutes(tree) };
}

export function dropForeignHostOnly(route: CompiledRoute, onProductHost: boolean): CompiledRoute | null {
  if (route.productHostOnly && !onProductHost) return null;
  if (route.children.length === 0) return route;
  const children = route.children.map((c) => dropForeignHostOnly(c, onProductHost)).filter((c): c is CompiledRoute => c !== null);
  return children.length === 0 ? null : { ...route, children };
}

/** Built-in pages of the shell, with the meta the breadcrumb and document title need. */
export const KERNEL_PAGES: Pick<CompiledRoute, 'fullPath' | 'title' | 'breadcrumb'>[] = [
  { fullPath: '/message/allMessage', title: 'kernel.messages.title', breadcrumb: true },
  { fullPath: '/createZh', title: 'kernel.header.createTitle', breadcrumb: true },
  { fullPath: '/403', title: 'kernel.errors.forbiddenTitle', breadcrumb: false },
  { fullPath: '/404', title: 'kernel.errors.notFoundTitle', breadcrumb: false },
];
