// Registration rules (DESIGN §3): deny by default, no duplicate ids or paths. A manifest that breaks
// a rule is refused as a whole with an error that names the plugin and the route.
import { isKnownPermission, joinPath } from '../../shared/domain';
import type { CompiledPublicPage, CompiledRoute, PluginManifest, RouteDescriptor } from './types';

export class PluginRegistrationError extends Error {
  constructor(
    readonly pluginId: string,
    message: string,
  ) {
    super(`插件 "${pluginId}" 注册被拒绝：${message}`);
    this.name = 'PluginRegistrationError';
  }
}

/** Ids a plugin may not take (they are namespaces of the kernel itself). */
const RESERVED_IDS = new Set(['kernel']);

/** Compiles a manifest's routes, checking them against the routes already registered. */
export function compileManifest(manifest: PluginManifest, taken: { ids: Set<string>; paths: Set<string> }): CompiledRoute[] {
  const id = manifest.id;
  if (!id || !/^[a-z][a-z0-9-]*$/.test(id)) throw new PluginRegistrationError(String(id), 'id 必须由小写字母、数字和连字符组成');
  // A plugin's id is its i18n namespace: "kernel" would overwrite the kernel's own strings.
  if (RESERVED_IDS.has(id)) throw new PluginRegistrationError(id, `id "${id}" 为控制台保留`);
  if (taken.ids.has(id)) throw new PluginRegistrationError(id, `id "${id}" 已被其他插件使用`);
  if (!Array.isArray(manifest.routes)) throw new PluginRegistrationError(id, 'routes 必须是数组');

  const seen = new Set<string>();
  const compile = (descriptor: RouteDescriptor, parent: CompiledRoute | undefined): CompiledRoute => {
    if (!descriptor.path) throw new PluginRegistrationError(id, '路由缺少 path');
    if (!parent && !descriptor.path.startsWith('/')) throw new PluginRegistrationError(id, `顶级路由 "${descriptor.path}" 必须以 / 开头`);
    const fullPath = parent ? joinPath(parent.fullPath, descriptor.path) : joinPath('/', descriptor.path);
    if (!descriptor.permission && descriptor.public !== true) {
      throw new PluginRegistrationError(id, `路由 "${fullPath}" 既没有声明权限键（permission），也没有标记为公开（public: true）`);
    }
    if (descriptor.permission && !isKnownPermission(descriptor.permission)) {
      throw new PluginRegistrationError(id, `路由 "${fullPath}" 的权限键 "${descriptor.permission}" 不存在`);
    }
    if (taken.paths.has(fullPath) || seen.has(fullPath)) throw new PluginRegistrationError(id, `路径 "${fullPath}" 已被注册`);
    seen.add(fullPath);
    const route: CompiledRoute = {
      fullPath,
      pluginId: id,
      name: descriptor.name,
      title: descriptor.title,
      icon: descriptor.icon,
      permission: descriptor.permission,
      public: descriptor.public === true,
      hidden: descriptor.hidden === true,
      breadcrumb: descriptor.breadcrumb !== false,
      activeMenu: descriptor.activeMenu,
      productHostOnly: descriptor.productHostOnly === true,
      redirect: descriptor.redirect,
      order: descriptor.order ?? 100,
      siteTypes: descriptor.siteTypes ?? parent?.siteTypes ?? manifest.siteTypes,
      page: descriptor.page,
      children: [],
      parentPath: parent?.fullPath,
    };
    route.children = (descriptor.children ?? []).map((child) => compile(child, route));
    if (!route.page && route.children.length === 0 && !route.redirect) {
      throw new PluginRegistrationError(id, `路由 "${fullPath}" 没有页面、子路由或重定向`);
    }
    return route;
  };

  const compiled = manifest.routes.map((r) => {
    if (r.parent === undefined) return compile(r, undefined);
    // A child of another plugin's group: compiled under a stand-in for the group (full path only);
    // the plugin host attaches it when the group is registered (attachGrafts).
    if (!r.parent.startsWith('/') || r.path.startsWith('/')) throw new PluginRegistrationError(id, `路由 "${r.path}" 的 parent 必须以 / 开头，path 必须是相对路径`);
    return compile(r, { fullPath: joinPath('/', r.parent) } as CompiledRoute);
  });
  taken.ids.add(id);
  for (const p of seen) taken.paths.add(p);
  return compiled;
}

/**
 * The route trees with the grafts (top-level routes declared with `parent`) placed among their
 * group's children, by order; a graft whose group is not registered is left out.
 */
export function attachGrafts(trees: readonly CompiledRoute[], grafts: readonly CompiledRoute[]): CompiledRoute[] {
  if (grafts.length === 0) return [...trees];
  return trees.map((tree) => {
    const mine = grafts.filter((g) => g.parentPath === tree.fullPath);
    if (mine.length === 0) return tree;
    // Stable: the group's own children keep their order among equals.
    return { ...tree, children: [...tree.children, ...mine].sort((a, b) => a.order - b.order) };
  });
}

/** Every route in a tree, parents before children. */
export function flattenRoutes(routes: readonly CompiledRoute[]): CompiledRoute[] {
  const out: CompiledRoute[] = [];
  const walk = (list: readonly CompiledRoute[]) => {
    for (const r of list) {
      out.push(r);
      walk(r.children);
    }
  };
  walk(routes);
  return out;
}

/** Public pages of a manifest: absolute, unique, never shadowing a console route. */
export function compilePublicPages(manifest: PluginManifest, taken: { paths: Set<string> }): CompiledPublicPage[] {
  const pages = manifest.publicPages ?? [];
  const seen = new Set<string>();
  for (const page of pages) {
    // Never "/" itself: a visitor opening "/" goes to the login before the manifests are fetched.
    if (!page.path?.startsWith('/') || page.path === '/' || typeof page.page !== 'function') {
      throw new PluginRegistrationError(manifest.id, `公开页面 "${String(page.path)}" 必须有以 / 开头的路径（不能是 /）和页面`);
    }
    if (taken.paths.has(page.path) || seen.has(page.path)) throw new PluginRegistrationError(manifest.id, `路径 "${page.path}" 已被注册`);
    seen.add(page.path);
  }
  return pages.map((page) => ({ ...page, pluginId: manifest.id }));
}
