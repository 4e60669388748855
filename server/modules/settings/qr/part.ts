// 网站二维码 (issue 14 §6): the site's saved generator options, their save and the PNG the server
// draws of them (cached per site; 清除缓存 lists it). See ../part.ts.
import type { ModulePart } from '../part';
import { qrSiteCache } from './cache';
import * as m070 from './migrations/settings_070_qr_configs';
import { qrRoutes } from './routes';
import { insertQrSeed } from './seed';
import './tables';

export const qrPart: ModulePart = {
  tables: ['qr_configs'],
  migrations: { settings_070_qr_configs: m070 },
  routes: qrRoutes,
  siteCaches: [qrSiteCache],
  seed: (trx, ctx) => insertQrSeed(trx, ctx.now),
  // A database seeded before the table existed gets the demo site's config when it arrives.
  seedUpgrade: { settings_070_qr_configs: (trx, ctx) => insertQrSeed(trx, ctx.now) },
};
