// The AI module's tasks area (issue 16): writing tasks: a task per form, one running per site, an article per item, progress that survives a restart. See ../index.ts.
import type { ModulePart } from '../../../core/modules/modulePart';

export const taskPart: ModulePart = {
  tables: [],
  routes: [],
};
