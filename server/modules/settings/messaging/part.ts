// 邮件与短信设置 (issue 14). See ../part.ts.
import type { ModulePart } from '../part';

export const messagingPart: ModulePart = {
  tables: [],
  routes: [],
};
