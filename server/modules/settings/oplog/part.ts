// 操作日志 (issue 14). See ../part.ts.
import type { ModulePart } from '../part';

export const oplogPart: ModulePart = {
  tables: [],
  routes: [],
};
