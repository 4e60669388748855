// The languages module's one area: bindings and versions (versions/), synchronisation (sync/).
import type { ModulePart } from '../../core/modules/modulePart';
import * as m001 from './migrations/languages_001_sync';
import { seedLanguages } from './seed';
import { batchTranslateKind } from './sync/batchKind';
import { syncRoutes } from './sync/routes';
import { LANGUAGE_TABLES } from './tables';
import { versionRoutes } from './versions/routes';

export const languagesPart: ModulePart = {
  tables: LANGUAGE_TABLES,
  migrations: { languages_001_sync: m001 },
  routes: [...versionRoutes, ...syncRoutes],
  tasks: [batchTranslateKind],
  // The fresh database's copies are written after every module's pictures (index.ts, afterInsert).
  seedUpgrade: { languages_001_sync: (trx, ctx) => seedLanguages(trx, ctx) },
};
