// A module built of several areas (members, settings): each area a part with its tables,
// migrations, routes, task kinds, seed and cleanup, joined into the one module by joinParts. Areas
// never import each other's files; what two share lives in a folder of the module both import.
import type { Migration, Transaction } from 'kysely';
import type { Database, TableName } from '../db/database';
import type { CleanupContext, SeedContext, ServerModule } from './defineServerModule';
import type { AnyRoute } from '../http/routeDef';
import type { RootRoute } from '../http/rootRoutes';
import type { TaskKind } from '../tasks/kind';
import type { ModuleBackup } from '../backup/scopes';

export interface ModulePart {
  /** The area's tables, parents before children. */
  tables: readonly TableName[];
  migrations?: Readonly<Record<string, Migration>>;
  routes?: readonly AnyRoute[];
  rootRoutes?: readonly RootRoute[];
  tasks?: readonly TaskKind[];
  /** Rows for a fresh database (inside the seeding transaction, after the earlier parts'). */
  seed?(trx: Transaction<Database>, ctx: SeedContext): Promise<void>;
  /** Migration name → what to seed when it is applied to a database seeded before it. */
  seedUpgrade?: NonNullable<ServerModule['seed']>['upgrade'];
  cleanup?(ctx: CleanupContext): Promise<number>;
  /** The area's per-site caches (清除缓存). */
  siteCaches?: ServerModule['siteCaches'];
  /** How the area's tables belong to a site for backups (ServerModule.backup). */
  backup?: ModuleBackup;
}

/** Joins the parts, in order, into the fields of one server module. */
export function joinParts(parts: readonly ModulePart[]): Pick<ServerModule, 'tables' | 'migrations' | 'routes' | 'rootRoutes' | 'tasks' | 'cleanup' | 'seed' | 'siteCaches' | 'backup'> {
  return {
    tables: parts.flatMap((p) => p.tables),
    migrations: Object.assign({}, ...parts.map((p) => p.migrations ?? {})),
    routes: parts.flatMap((p) => p.routes ?? []),
    rootRoutes: parts.flatMap((p) => p.rootRoutes ?? []),
    tasks: parts.flatMap((p) => p.tasks ?? []),
    backup: {
      tables: Object.assign({}, ...parts.map((p) => p.backup?.tables ?? {})),
      siteFolders: parts.flatMap((p) => p.backup?.siteFolders ?? []),
    },
    siteCaches: parts.flatMap((p) => p.siteCaches ?? []),
    async cleanup(ctx) {
      let removed = 0;
      for (const part of parts) if (part.cleanup) removed += await part.cleanup(ctx);
      return removed;
    },
    seed: {
      async insert(trx, ctx) {
        for (const part of parts) if (part.seed) await part.seed(trx, ctx);
      },
      upgrade: Object.assign({}, ...parts.map((p) => p.seedUpgrade ?? {})),
    },
  };
}
