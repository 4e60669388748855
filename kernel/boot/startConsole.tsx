// Starts the console: one container, the installed plugins (each in its own try), the router.
// Everything heavy (antd, the shell, every page) arrives in lazy chunks after this.
// inversify's own decorator metadata (no emitted design types are used): the lite polyfill it
// imports anyway, not the full one with its Map/Set shims.
import 'reflect-metadata/lite';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { createKernel, type KernelOptions } from '../di/createKernel';
import { id } from '../di/token';
import { TOKENS } from '../tokens';
import type { PluginManifest } from '../plugin/types';
import { Root } from '../shell/Root';
import { warmUp } from '../shell/bootstrap/warmUp';
import { readPageData } from './pageData';
import { isPublicPath } from '../../shared/domain';
import type { CompiledPublicPage } from '../plugin/types';

/** Pages the shell shows (not the login pages, not the visitors' pages). */
function isShellPath(path: string, publicPages: readonly CompiledPublicPage[]): boolean {
  if (path === '/login' || path.startsWith('/login/') || isPublicPath(path)) return false;
  return !publicPages.some((page) => matchPath({ path: page.path, end: true }, path));
}

export interface StartOptions extends KernelOptions {
  plugins: readonly PluginManifest[];
  element?: HTMLElement;
}

export async function startConsole(options: StartOptions): Promise<void> {
  const { platform } = readPageData(document);
  const container = createKernel({ ...options, config: { ...(platform ? { platform } : {}), ...options.config } });
  const i18n = container.get(id(TOKENS.i18n));
  const plugins = container.get(id(TOKENS.plugins));
  // Plugin services load in the background; their routes are registered synchronously first.
  const installing = plugins.install(options.plugins);
  // With a session, the shell's data and the page's code are asked for now, beside the strings,
  // instead of one after another as the router discovers them.
  const path = window.location.pathname;
  if (container.get(id(TOKENS.session)).hasSession() && isShellPath(path, plugins.publicPages)) warmUp(container, path + window.location.search);
  await i18n.ready();
  document.documentElement.lang = i18n.locale;
  const element = options.element ?? (document.getElementById('root') as HTMLElement);
  createRoot(element).render(<Root container={container} />);
  await installing;
}
