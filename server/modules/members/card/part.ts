// The 营销中心 card of the members module (issue 13 §2). See ../part.ts.
import type { ModulePart } from '../part';

export const cardPart: ModulePart = {
  tables: [],
  routes: [],
};
