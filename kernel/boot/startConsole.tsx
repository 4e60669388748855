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
import { readPageData } from './pageData';
import { startFirstScreen } from './firstScreen';

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
  const firstScreen = startFirstScreen(container, window.location);
  await Promise.all([i18n.ready(), firstScreen]);
  document.documentElement.lang = i18n.locale;
  const element = options.element ?? (document.getElementById('root') as HTMLElement);
  createRoot(element).render(<Root container={container} />);
  await installing;
}
