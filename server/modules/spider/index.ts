// Spider analysis (issue 12 §8): search-engine spiders' visits from uploaded access logs and a
// public ingest, their rollups and the page's statistics. Reads articles and products for titles.
import { defineServerModule } from '../../core/modules/defineServerModule';
import { removeOldVisits } from './cleanup';
import { logImportKind } from './importTask';
import * as m001 from './migrations/spider_001_tables';
import * as m002 from './migrations/spider_002_baidu_path';
import * as m003 from './migrations/spider_003_baidu_last';
import * as m004 from './migrations/spider_004_visits_time_index';
import * as m005 from './migrations/spider_005_hours';
import { spiderRoutes } from './routes';
import { insertSpiderSeed } from './seed';
import { SPIDER_TABLES } from './tables';

export default defineServerModule({
  id: 'spider',
  dependsOn: ['content', 'product'],
  tables: SPIDER_TABLES,
  migrations: { spider_001_tables: m001, spider_002_baidu_path: m002, spider_003_baidu_last: m003, spider_004_visits_time_index: m004, spider_005_hours: m005 },
  routes: spiderRoutes,
  tasks: [logImportKind],
  cleanup: removeOldVisits,
  seed: {
    insert: (trx, ctx) => insertSpiderSeed(trx, ctx.now),
    upgrade: { spider_001_tables: (db, ctx) => db.transaction().execute((trx) => insertSpiderSeed(trx, ctx.now)) },
  },
});
