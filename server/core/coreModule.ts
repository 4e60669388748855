// Core as a module: the tables every feature shares (tenancy, sessions, the op-log, login throttle,
// tasks), the baseline migrations that predate modules, the tenancy seed, and the routes of the
// shared services (tasks, provider status). The app always installs it first (app.ts).
import * as m001 from './db/migrations/001_initial';
import * as m007 from './db/migrations/007_hardening';
import * as m008 from './db/migrations/008_tasks';
import * as m009 from './db/migrations/009_oplog_changes';
import * as m010 from './db/migrations/010_real_name';
import { CORE_TABLES } from './db/database';
import { insertSeedTenancy } from './db/seedTenancy';
import { defineServerModule } from './modules/defineServerModule';
import { providerRoutes } from './providers/routes';
import { taskRoutes } from './tasks/routes';

export const coreModule = defineServerModule({
  id: 'core',
  tables: CORE_TABLES,
  // 001 and 007 were written before the split into modules and also create or alter tables that
  // modules now own (messages, statistics, articles, forms); their names are recorded in existing
  // databases, so they stay whole here. Every later migration lives in its module.
  migrations: { '001_initial': m001, '007_hardening': m007, '008_tasks': m008, '009_oplog_changes': m009, '010_real_name': m010 },
  routes: [...providerRoutes, ...taskRoutes],
  // 网站备份 (core/backup): the tenancy (the site's row, languages, bound domains, entitlements),
  // accounts, sessions, the operation log and tasks are not a site's content: never saved or
  // replaced. The image library's files are (DATA_DIR/uploads/<site>/).
  backup: {
    tables: Object.fromEntries(CORE_TABLES.map((table) => [table, 'skip'])),
    siteFolders: ['uploads'],
  },
  seed: { insert: (trx, ctx) => insertSeedTenancy(trx, ctx.now, ctx.hashing) },
});
