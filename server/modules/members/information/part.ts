// The information area of the members module (issue 13 §8): a site's lookups, their records and
// Excel imports, and the visitors' lookup. Its tables are information/tables.ts. See ../part.ts.
import type { ModulePart } from '../part';
import { importRoutes } from './importRoutes';
import { infoImportKind } from './importTask';
import { informationState, lookupsSince } from './lookup';
import * as m004 from './migrations/members_004_information';
import { publicRoutes } from './publicRoutes';
import { queryRoutes } from './queryRoutes';
import { recordRoutes } from './recordRoutes';
import { seedInformation } from './seed';
import { INFORMATION_TABLES } from './tables';
import { INFORMATION_KEY } from '../core/keys';

/** Lookup counts older than this go with the daily cleanup (the card shows today's). */
const COUNTS_KEPT_MS = 90 * 86_400_000;

export const informationPart: ModulePart = {
  tables: INFORMATION_TABLES,
  migrations: { members_004_information: m004 },
  routes: [...queryRoutes, ...recordRoutes, ...importRoutes, ...publicRoutes],
  tasks: [infoImportKind],
  seed: (trx, ctx) => seedInformation(trx, ctx.now),
  seedUpgrade: { members_004_information: (db, ctx) => seedInformation(db, ctx.now) },
  async cleanup(ctx) {
    const r = await ctx.db.deleteFrom('info_lookup_counts').where('minute', '<', ctx.now - COUNTS_KEPT_MS).executeTakeFirst();
    return Number(r.numDeletedRows);
  },
  figure: {
    key: 'lookups',
    permission: INFORMATION_KEY,
    count: (db, siteId, since) => lookupsSince(db, siteId, since),
    state: (db, site) => informationState(db, site.id),
  },
};
