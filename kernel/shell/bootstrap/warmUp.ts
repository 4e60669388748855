// On a slow line every step that waits for the previous one costs a round trip. The steps to a
// page are known in advance — the shell's chunks, its first data, the page's plugin and chunk — so
// these functions ask for them all at once instead of as each screen discovers it needs them.
// Nothing here renders anything or imports antd: a failure shows where the step is really taken.
import type { Container } from 'inversify';
import { matchPath } from 'react-router-dom';
import { HOME_PERMISSION, homePathOf } from '../../../shared/domain';
import { id } from '../../di/token';
import { TOKENS } from '../../tokens';
import { flattenRoutes } from '../../plugin/registry';
import type { CompiledRoute } from '../../plugin/types';
import { preloadShellData } from './shellData';
import { loadModule } from '../routing/lazyLoad';

/** The shell's chunk (antd, layout, header); the router loads it with this same loader. */
export const loadShell = () => import(/* webpackChunkName: "shell" */ '../Shell');

const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);

/** The plugin route whose page shows `path` ("/" is the active site's home). */
export function routeFor(container: Container, path: string): CompiledRoute | undefined {
  const pathname = path.split(/[?#]/)[0] || '/';
  const target = pathname === '/' ? homePathOf(container.get(id(TOKENS.site)).siteType) : pathname;
  return flattenRoutes(container.get(id(TOKENS.plugins)).routes).find((route) => route.page && matchPath({ path: route.fullPath, end: true }, target));
}

/** Loads (and runs) the code of the page at `path`: the shell, the plugin's module and strings, the page. */
async function loadCode(container: Container, path: string) {
  quietly(loadModule(loadShell));
  // Started on the login page, the manifests come after its form (no wait once they are in).
  const host = container.get(id(TOKENS.plugins));
  if (!host.installed) await host.whenInstalled();
  const route = routeFor(container, path);
  if (!route?.page) return null;
  const plugins = container.get(id(TOKENS.plugins));
  const [, page] = await Promise.all([plugins.activate(route.pluginId), loadModule(route.page)]);
  // A plugin that failed shows its error page; nothing of it runs.
  return plugins.status(route.pluginId)?.state === 'ready' ? { route, page } : null;
}

/** Without a session (the login page): the code only. */
export function loadCodeFor(container: Container, path: string): void {
  quietly(loadCode(container, path));
}

/** With a session: everything the page at `path` will ask for — the page's own first calls too — asked for now. */
export function warmUp(container: Container, path: string): void {
  const shellData = preloadShellData(container);
  const prefetch = async () => {
    const found = await loadCode(container, path);
    if (!found?.page.prefetch) return;
    const { route, page } = found;
    // Only what the user may open (the home always): no call the page itself would not make.
    if (!route.public && route.permission !== HOME_PERMISSION) {
      await shellData;
      if (!route.permission || !container.get(id(TOKENS.permission)).has(route.permission)) return;
    }
    page.prefetch?.((token) => container.get(id(token)));
  };
  quietly(prefetch());
}
