// The members area of the members module (issue 13). See ../part.ts.
import type { ModulePart } from '../part';

export const membersPart: ModulePart = {
  tables: [],
  routes: [],
};
