// The AI module's dialogue area (issue 16): the dialogue assistant: history, the streamed answer (SSE), stop, token counts, 插入到文章. See ../index.ts.
import type { ModulePart } from '../../../core/modules/modulePart';

export const dialoguePart: ModulePart = {
  tables: [],
  routes: [],
};
