// The home page and visitor statistics (daily and hourly figures, top pages).
import { defineServerModule } from '../../core/modules/defineServerModule';
import { homeRoutes } from './homeRoutes';
import { insertSeedTraffic } from './seed';
import { statisticsRoutes } from './statisticsRoutes';
import { summaryRoute } from './summaryRoute';
import { HOME_TABLES } from './tables';

export default defineServerModule({
  id: 'home',
  // The home page counts unread messages and articles.
  dependsOn: ['messages', 'content'],
  // Created by core's baseline migration 001 (written before modules).
  tables: HOME_TABLES,
  routes: [...homeRoutes, ...statisticsRoutes, summaryRoute],
  seed: { insert: (trx, ctx) => insertSeedTraffic(trx, ctx.now) },
});
