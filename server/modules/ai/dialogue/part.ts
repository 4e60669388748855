// The AI module's dialogue area (issue 16): the dialogue assistant: history, the streamed answer (SSE), stop, token counts, 插入到文章. See ../index.ts.
import type { ModulePart } from '../../../core/modules/modulePart';
import { askRoute } from './ask';
import * as m002 from './migrations/ai_002_dialogues';
import { dialogueRoutes } from './routes';
import { seedDialogues } from './seed';
import { AI_DIALOGUE_TABLES } from './tables';

export const dialoguePart: ModulePart = {
  tables: AI_DIALOGUE_TABLES,
  migrations: { ai_002_dialogues: m002 },
  routes: [...dialogueRoutes, askRoute],
  seed: (trx, ctx) => seedDialogues(trx, ctx.now),
  seedUpgrade: { ai_002_dialogues: (db, ctx) => seedDialogues(db, ctx.now) },
};
