// The AI module's gather area (issue 16): 公众号采集: a WeChat article and its pictures into a draft, its record and history. See ../index.ts.
import type { ModulePart } from '../../../core/modules/modulePart';
import { gatherRoutes } from './gatherRoutes';
import * as m004 from './migrations/ai_004_gathers';
import { seedGathers } from './seed';
import { AI_GATHER_TABLES } from './tables';

export const gatherPart: ModulePart = {
  tables: AI_GATHER_TABLES,
  migrations: { ai_004_gathers: m004 },
  routes: gatherRoutes,
  seed: (trx, ctx) => seedGathers(trx, ctx.now),
  seedUpgrade: { ai_004_gathers: (db, ctx) => seedGathers(db, ctx.now) },
};
