// 导航设置 (issue 14 §2): each site's 顶部导航, 手机导航 and 底部导航 trees. See ../part.ts.
import type { ModulePart } from '../part';
import { itemRoutes } from './itemRoutes';
import { linkOptionRoutes } from './linkOptions';
import * as m030 from './migrations/settings_030_navigation';
import { insertNavigationSeed } from './seed';
import { NAVIGATION_TABLES } from './tables';
import { treeRoutes } from './treeRoutes';

export const navigationPart: ModulePart = {
  tables: NAVIGATION_TABLES,
  migrations: { settings_030_navigation: m030 },
  routes: [...itemRoutes, ...treeRoutes, ...linkOptionRoutes],
  seed: (trx, ctx) => insertNavigationSeed(trx, ctx),
  // A database seeded before the settings module: its demonstration navigations once.
  seedUpgrade: { settings_030_navigation: (db, ctx) => insertNavigationSeed(db, ctx) },
};
