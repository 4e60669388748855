// Starts the console: one container, the installed plugins (each in its own try), the router.
// Everything heavy (antd, the shell, every page) arrives in lazy chunks after this.
// inversify's own decorator metadata (no emitted design types are used): the lite polyfill it
// imports anyway, not the full one with its Map/Set shims.
import 'reflect-metadata/lite';
import { createRoot } from 'react-dom/client';
import { createKernel, type KernelOptions } from '../di/createKernel';
import { id } from '../di/token';
import { TOKENS } from '../tokens';
import type { PluginManifest } from '../plugin/types';
import { Root } from '../shell/Root';
import { bootConfigOf, readPageData } from './pageData';
import { startFirstScreen } from './firstScreen';

export interface StartOptions extends KernelOptions {
  /**
   * The installed plugins, or a loader of them (plugins/main.tsx: their own chunk). Loaded, the
   * login page starts without them and fetches them once its form is drawn.
   */
  plugins: readonly PluginManifest[] | (() => Promise<readonly PluginManifest[]>);
  element?: HTMLElement;
}

const isLoginPath = (path: string) => path === '/login' || path.startsWith('/login/');

export async function startConsole(options: StartOptions): Promise<void> {
  // The platform info and, on a switched host, the API base the server chose for it.
  const container = createKernel({ ...options, config: { ...bootConfigOf(readPageData(document)), ...options.config } });
  const i18n = container.get(id(TOKENS.i18n));
  const plugins = container.get(id(TOKENS.plugins));
  // Routes are registered as soon as the manifests are in; plugin services load in the background.
  // Every screen but the login form needs the manifests first.
  const given = options.plugins;
  plugins.installFrom(typeof given === 'function' ? given : async () => given);
  const strings = i18n.ready();
  // Without a session "/" is the login too (no plugin's visitor page is at "/": the registry refuses it).
  const path = window.location.pathname;
  const signedOutRoot = path === '/' && !container.get(id(TOKENS.session)).hasSession();
  if (!isLoginPath(path) && !signedOutRoot) await plugins.whenInstalled().catch(() => undefined);
  const firstScreen = startFirstScreen(container, window.location);
  await Promise.all([strings, firstScreen]);
  document.documentElement.lang = i18n.locale;
  const element = options.element ?? (document.getElementById('root') as HTMLElement);
  createRoot(element).render(<Root container={container} />);
}
