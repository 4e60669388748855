// The composition root: core's server factory with the installed modules. main.ts, the tests, the
// e2e stack and the bench all build the server through this, so they run what production runs.
import { createServer, type BuildOptions, type BuiltApp } from './core/app';
import type { ServerConfig } from './core/config';
import { INSTALLED_MODULES } from './modules/installed';
import { coreModule } from './core/coreModule';
import { composeModules, type ComposedModules } from './core/modules/compose';

export { BODY_LIMIT, type BuildOptions, type BuiltApp } from './core/app';

export function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  return createServer(config, INSTALLED_MODULES, options);
}

/** What the installed server runs — route table, migrations, task kinds, table order — for tests and tools. */
export const INSTALLED: ComposedModules = composeModules([coreModule, ...INSTALLED_MODULES]);
