// 网站备份 (issue 14). See ../part.ts.
import type { ModulePart } from '../part';

export const backupPart: ModulePart = {
  tables: [],
  routes: [],
};
