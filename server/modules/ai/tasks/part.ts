// The AI module's tasks area (issue 16): writing tasks: a task per form, one running per site, an article per item, progress that survives a restart. See ../index.ts.
import type { ModulePart } from '../../../core/modules/modulePart';
import * as m003 from './migrations/ai_003_tasks';
import { seedTasks } from './seed';
import { AI_TASK_TABLES } from './tables';
import { taskRoutes } from './taskRoutes';
import { writeTaskKind } from './writeKind';

export const taskPart: ModulePart = {
  tables: AI_TASK_TABLES,
  migrations: { ai_003_tasks: m003 },
  routes: taskRoutes,
  tasks: [writeTaskKind],
  seed: (trx, ctx) => seedTasks(trx, ctx),
  seedUpgrade: { ai_003_tasks: (trx, ctx) => seedTasks(trx, ctx) },
};
