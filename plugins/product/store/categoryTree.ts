// The product category tree as the list page handles it: where a node sits, how deep its
// subtree goes, product counts with the subcategories' included (what filtering by a category
// shows), and a drag turned into the new tree — refused in the browser when it would nest deeper
// than PRODUCT_LIMITS.categoryDepth or into itself, as goodsType/saveAll refuses it too.
import { PRODUCT_LIMITS, PRODUCT_MSG, type ProductCategory, type ProductCategoryTreeRequest } from '../../../shared/domain/product';

/** Where a dragged node lands relative to the target: before it, inside it (last child), after it. */
export type DropPlace = 'before' | 'inside' | 'after';

export type MoveResult = { ok: true; tree: ProductCategory[] } | { ok: false; message: string };

export function findCategory(tree: readonly ProductCategory[], id: number): ProductCategory | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The names from the top down to the category ([] when it is not in the tree). */
export function categoryPath(tree: readonly ProductCategory[], id: number): string[] {
  for (const node of tree) {
    if (node.id === id) return [node.name];
    const below = categoryPath(node.children, id);
    if (below.length) return [node.name, ...below];
  }
  return [];
}

/** 1 for a top-level category, 0 when the id is not in the tree. */
export function depthOf(tree: readonly ProductCategory[], id: number, depth = 1): number {
  for (const node of tree) {
    if (node.id === id) return depth;
    const below = depthOf(node.children, id, depth + 1);
    if (below) return below;
  }
  return 0;
}

/** Levels a node and its descendants occupy: 1 for a leaf. */
export function heightOf(node: ProductCategory): number {
  return 1 + Math.max(0, ...node.children.map(heightOf));
}

/** Each category's live products including those of every category below it. */
export function subtreeCounts(tree: readonly ProductCategory[]): Map<number, number> {
  const counts = new Map<number, number>();
  const walk = (node: ProductCategory): number => {
    const total = node.children.reduce((n, child) => n + walk(child), node.product_count);
    counts.set(node.id, total);
    return total;
  };
  tree.forEach(walk);
  return counts;
}

/** Every category with its parent and its place among its siblings (1, 2, 3 …): saveAll's body. */
export function treeItems(tree: readonly ProductCategory[], parentId = 0): ProductCategoryTreeRequest['items'] {
  return tree.flatMap((node, index) => [{ id: node.id, parent_id: parentId, sort: index + 1 }, ...treeItems(node.children, node.id)]);
}

/** Whether the drop is allowed (the tree's drag shows only allowed places). */
export function canDrop(tree: readonly ProductCategory[], dragId: number, targetId: number, place: DropPlace): boolean {
  return moveCategory(tree, dragId, targetId, place).ok;
}

/** The tree after moving `dragId` before, inside or after `targetId`; siblings renumbered. */
export function moveCategory(tree: readonly ProductCategory[], dragId: number, targetId: number, place: DropPlace): MoveResult {
  const dragged = findCategory(tree, dragId);
  const target = findCategory(tree, targetId);
  if (!dragged || !target) return { ok: false, message: PRODUCT_MSG.categoryCycle };
  if (dragId === targetId || findCategory(dragged.children, targetId)) return { ok: false, message: PRODUCT_MSG.categoryCycle };
  const parentDepth = place === 'inside' ? depthOf(tree, targetId) : depthOf(tree, targetId) - 1;
  if (parentDepth + heightOf(dragged) > PRODUCT_LIMITS.categoryDepth) return { ok: false, message: PRODUCT_MSG.categoryDepth };

  const without = (nodes: readonly ProductCategory[]): ProductCategory[] =>
    nodes.filter((n) => n.id !== dragId).map((n) => ({ ...n, children: without(n.children) }));
  const insert = (nodes: ProductCategory[], parentId: number): ProductCategory[] => {
    const out: ProductCategory[] = [];
    for (const node of nodes) {
      if (node.id === targetId && place === 'before') out.push({ ...dragged, parent_id: parentId });
      if (node.id === targetId && place === 'inside') out.push({ ...node, children: [...node.children, { ...dragged, parent_id: node.id }] });
      else out.push({ ...node, children: insert(node.children, node.id) });
      if (node.id === targetId && place === 'after') out.push({ ...dragged, parent_id: parentId });
    }
    return out;
  };
  const renumber = (nodes: ProductCategory[]): ProductCategory[] => nodes.map((n, i) => ({ ...n, sort: i + 1, children: renumber(n.children) }));
  return { ok: true, tree: renumber(insert(without(tree), 0)) };
}

/** The sibling before (-1) or after (+1) a category, for the tree's 上移/下移 (keyboard friendly). */
export function siblingOf(tree: readonly ProductCategory[], id: number, step: -1 | 1): ProductCategory | undefined {
  const search = (nodes: readonly ProductCategory[]): ProductCategory | undefined | null => {
    const index = nodes.findIndex((n) => n.id === id);
    if (index >= 0) return nodes[index + step] ?? null;
    for (const node of nodes) {
      const found = search(node.children);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return search(tree) ?? undefined;
}
