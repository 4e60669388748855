// One area of the members module (members and ranks, the member centre, information search, the
// business radar, the 营销中心 card): its tables, migrations, routes, task kinds, seed and cleanup.
// index.ts joins the parts into the one `members` module; areas never import each other's files
// (what two areas share lives in core/).
import type { Kysely, Migration, Transaction } from 'kysely';
import type { Database, TableName } from '../../core/db/database';
import type { CleanupContext, SeedContext, ServerModule } from '../../core/modules/defineServerModule';
import type { AnyRoute } from '../../core/http/routeDef';
import type { RootRoute } from '../../core/http/rootRoutes';
import type { MarketFeatureState } from '../../../shared/domain/members/card';
import type { TaskKind } from '../../core/tasks/kind';

/** One of the 营销中心 card's today figures (新增会员, 查询次数, 新商机), counted by the area that owns it. */
export interface MarketFigure {
  /** 'newMembers' | 'lookups' | 'newLeads'. */
  key: string;
  /** The §6 key whose holder sees it. */
  permission: string;
  count(db: Kysely<Database>, siteId: number, since: number): Promise<number>;
  /** The feature's state on the card (在用 / 未开启 / 未开通) and a short detail; 在用 when absent. */
  state?(db: Kysely<Database>, site: { id: number; companyId: number }): Promise<MarketFeatureState>;
}

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
  /** The area's figure on the 营销中心 card (the card part is given them by index.ts). */
  figure?: MarketFigure;
}

/** Joins the parts, in order, into the fields of one server module. */
export function joinParts(parts: readonly ModulePart[]): Pick<ServerModule, 'tables' | 'migrations' | 'routes' | 'rootRoutes' | 'tasks' | 'cleanup' | 'seed'> {
  return {
    tables: parts.flatMap((p) => p.tables),
    migrations: Object.assign({}, ...parts.map((p) => p.migrations ?? {})),
    routes: parts.flatMap((p) => p.routes ?? []),
    rootRoutes: parts.flatMap((p) => p.rootRoutes ?? []),
    tasks: parts.flatMap((p) => p.tasks ?? []),
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
