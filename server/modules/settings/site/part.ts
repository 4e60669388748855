// 网站信息、域名、异常页面、头条验证、清除缓存 (issue 14 §3, §8). See ../part.ts.
import type { ModulePart } from '../part';
import { cacheRoutes } from './cacheRoutes';
import { domainRoutes } from './domainRoutes';
import { faviconRootRoutes } from './faviconServe';
import { infoRoutes } from './infoRoutes';
import * as siteMigration from './migrations/settings_040_site';
import * as toutiaoEnabledMigration from './migrations/settings_041_toutiao_enabled';
import { pageRoutes } from './pageRoutes';
import { seedSiteArea } from './seed';
import { SITE_AREA_TABLES } from './tables';
import { toutiaoRootRoutes, toutiaoRoutes } from './toutiao';

export const sitePart: ModulePart = {
  tables: SITE_AREA_TABLES,
  migrations: { settings_040_site: siteMigration, settings_041_toutiao_enabled: toutiaoEnabledMigration },
  routes: [...infoRoutes, ...domainRoutes, ...pageRoutes, ...toutiaoRoutes, ...cacheRoutes],
  rootRoutes: [...toutiaoRootRoutes, ...faviconRootRoutes],
  seed: (trx, ctx) => seedSiteArea(trx, ctx.now),
  seedUpgrade: { settings_040_site: (db, ctx) => seedSiteArea(db, ctx.now) },
};
