// 操作日志 (issue 14 §9): the active site's op_logs rows (a core table; its `changes` column and
// the action index are core's migration 009), filtered, with a row's before/after and an .xlsx
// export task. See ../part.ts.
import type { ModulePart } from '../part';
import { oplogExportKind, oplogExportRoutes } from './exportTask';
import { oplogRoutes } from './routes';
import { insertOplogSeed } from './seed';

export const oplogPart: ModulePart = {
  tables: [],
  routes: [...oplogRoutes, ...oplogExportRoutes],
  tasks: [oplogExportKind],
  seed: (trx, ctx) => insertOplogSeed(trx, ctx.now),
};
