// 导航设置 (issue 14). See ../part.ts.
import type { ModulePart } from '../part';

export const navigationPart: ModulePart = {
  tables: [],
  routes: [],
};
