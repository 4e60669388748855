// The AI module's access area (issue 16): the company's AI service, the token quota (reserve, settle) and the model calls every area makes through it. See ../index.ts.
import type { ModulePart } from '../../../core/modules/modulePart';
import * as m001 from './migrations/ai_001_access';
import { AI_ACCESS_TABLES } from './tables';

export const accessPart: ModulePart = {
  tables: AI_ACCESS_TABLES,
  migrations: { ai_001_access: m001 },
  routes: [],
};
