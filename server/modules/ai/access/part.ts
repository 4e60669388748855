// The AI module's access area (issue 16): the company's AI service, the token quota (reserve, settle) and the model calls every area makes through it. See ../index.ts.
import type { ModulePart } from '../../../core/modules/modulePart';
import * as m001 from './migrations/ai_001_access';
import { accessRoutes } from './routes';
import { grantAiKeys, seedAccess } from './seed';
import { AI_ACCESS_TABLES } from './tables';

export const accessPart: ModulePart = {
  tables: AI_ACCESS_TABLES,
  migrations: { ai_001_access: m001 },
  routes: accessRoutes,
  // The company's service and quota are not one site's data: a site's backup neither saves nor
  // restores them (a restore must not give back tokens already spent).
  backup: { tables: { ai_services: 'skip', ai_quotas: 'skip', ai_reservations: 'skip' } },
  seed: (trx, ctx) => seedAccess(trx, ctx.now),
  seedUpgrade: {
    ai_001_access: async (db, ctx) => {
      await grantAiKeys(db);
      await seedAccess(db, ctx.now);
    },
  },
};
