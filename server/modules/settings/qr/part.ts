// 网站二维码 (issue 14). See ../part.ts.
import type { ModulePart } from '../part';

export const qrPart: ModulePart = {
  tables: [],
  routes: [],
};
