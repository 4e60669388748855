// The AI module's gather area (issue 16): 公众号采集: a WeChat article and its pictures into a draft, its record and history. See ../index.ts.
import type { ModulePart } from '../../../core/modules/modulePart';

export const gatherPart: ModulePart = {
  tables: [],
  routes: [],
};
