// Category trees (article and product categories): a category with every category below it, as
// the lists' "category with children" filter and the move checks need it, on both sides.

export interface CategoryNode {
  id: number;
  parent_id: number;
}

/** The category and every category below it (cycles, only possible in hand-edited data, cannot loop). */
export function subtreeOf(all: readonly CategoryNode[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const c of all) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
  const out: number[] = [];
  const seen = new Set<number>();
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop() as number;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}
