// Product categories (§7 admin_cms/goodsType: getlist, edit, save, saveAll, remove) of the active
// site: one tree of at most three levels. Moving a category under itself or one of its own, or so
// deep that it or its children would sit below the third level, is refused; a category with
// subcategories or products (in the bin too) cannot be removed. Another site's category answers 404.
import { CONTENT_MSG } from '../../../shared/domain/content';
import {
  PRODUCT_LIMITS as L,
  PRODUCT_MSG,
  type ProductCategory,
  type ProductCategorySaveRequest,
  type ProductCategoryTreeRequest,
} from '../../../shared/domain/product';
import { ApiError } from '../../core/http/envelope';
import { route, type AnyRoute } from '../../core/http/routeDef';
import { arr, EMPTY, id, int, MAX_ID, obj, str } from '../../core/http/schemas';
import { activeSite } from '../../core/services/siteScope';
import { categoriesOf, PRODUCT_KEY, siteNotFound, subtreeOf, type CategoryNode } from './products';

export const CATEGORY_ERR = {
  parentInvalid: '上级分类不存在',
  treeStale: '分类已被他人修改，请刷新后再调整',
} as const;

const OPTIONAL_ID = int(0, MAX_ID);

function cleanName(raw: string): string {
  const name = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (!name) throw new ApiError(400, PRODUCT_MSG.categoryNameRequired, { field: 'name' });
  if ([...name].length > L.categoryName) throw new ApiError(400, PRODUCT_MSG.categoryNameTooLong, { field: 'name' });
  return name;
}

/**
 * The problem of a tree (every node with its parent), or null: a parent that is not in the tree, a
 * cycle, or a node below the deepest level allowed.
 */
export function treeProblem(nodes: readonly CategoryNode[]): string | null {
  const parentOf = new Map(nodes.map((n) => [n.id, n.parent_id]));
  for (const n of nodes) {
    if (n.parent_id !== 0 && !parentOf.has(n.parent_id)) return CATEGORY_ERR.parentInvalid;
  }
  for (const n of nodes) {
    let depth = 1;
    for (let at = n.parent_id; at !== 0; at = parentOf.get(at) as number) {
      if (at === n.id || depth > nodes.length) return PRODUCT_MSG.categoryCycle;
      depth += 1;
    }
    if (depth > L.categoryDepth) return PRODUCT_MSG.categoryDepth;
  }
  return null;
}

/** Rows → tree, children in sort order. */
function treeOf(rows: { id: number; name: string; parent_id: number; sort: number }[], counts: Map<number, number>): ProductCategory[] {
  const nodes = new Map<number, ProductCategory>(rows.map((r) => [r.id, { id: r.id, name: r.name, parent_id: r.parent_id, sort: r.sort, product_count: counts.get(r.id) ?? 0, children: [] }]));
  const roots: ProductCategory[] = [];
  const reachable = new Set(subtreeOf(rows.map((r) => ({ id: r.id, parent_id: nodes.has(r.parent_id) ? r.parent_id : 0 })), 0));
  for (const r of rows) {
    const node = nodes.get(r.id) as ProductCategory;
    const parent = nodes.get(r.parent_id);
    // A parent link that would loop (only possible in hand-edited data) is cut at the top.
    if (parent && reachable.has(r.id)) parent.children.push(node);
    else roots.push(node);
  }
  const sortAll = (list: ProductCategory[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const c of list) sortAll(c.children);
  };
  sortAll(roots);
  return roots;
}

export const categoryRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, ProductCategory[]>('goodsTypeList', {
    // The capture page files what it captures into a category: capturing needs only product_capture.
    access: { permission: [PRODUCT_KEY, 'product_capture'] },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const rows = await categoriesOf(db, site.id);
      // Live products per category (the category index, read without the table).
      const counted = await db.selectFrom('products').select(['type_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('site_id', '=', site.id).where('disabled', '=', 0).groupBy('type_id').execute();
      return treeOf(rows, new Map(counted.map((c) => [c.type_id, Number(c.n)])));
    },
  }),

  route<{ id: number }, undefined, { info: Omit<ProductCategory, 'children' | 'product_count'> }>('goodsTypeEdit', {
    access: { permission: PRODUCT_KEY },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const row = await ctx.deps.db.selectFrom('product_categories').select(['id', 'name', 'parent_id', 'sort'])
        .where('id', '=', ctx.query.id).where('site_id', '=', site.id).executeTakeFirst();
      if (!row) throw siteNotFound();
      return { info: row };
    },
  }),

  route<Record<string, never>, ProductCategorySaveRequest, { id: number }>('goodsTypeSave', {
    access: { permission: PRODUCT_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), name: str(200), parent_id: OPTIONAL_ID, sort: int(0, L.sortMax) }, ['name']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const body = ctx.body;
      const name = cleanName(body.name);
      const parentId = body.parent_id ?? 0;
      return db.transaction().execute(async (trx) => {
        const all = await categoriesOf(trx, site.id);
        const current = body.id === undefined ? undefined : all.find((c) => c.id === body.id);
        if (body.id !== undefined && !current) throw siteNotFound();
        if (parentId !== 0 && !all.some((c) => c.id === parentId)) throw new ApiError(400, CATEGORY_ERR.parentInvalid, { field: 'parent_id' });
        // The tree as it would be: checked whole (a move carries its subtree along).
        const newId = -1;
        const nodes = [...all.filter((c) => c.id !== body.id).map((c) => ({ id: c.id, parent_id: c.parent_id })), { id: current?.id ?? newId, parent_id: parentId }];
        const problem = treeProblem(nodes);
        if (problem) throw new ApiError(400, problem, { field: 'parent_id' });
        const at = now();
        if (!current) {
          const { id: created } = await trx.insertInto('product_categories').values({
            site_id: site.id, parent_id: parentId, name, sort: body.sort ?? 0, created_at: at, updated_at: at,
          }).returning('id').executeTakeFirstOrThrow();
          ctx.note({ detail: `新增产品分类「${name}」（${created}）` });
          return { id: created };
        }
        await trx.updateTable('product_categories').set({ name, parent_id: parentId, sort: body.sort ?? current.sort, updated_at: at })
          .where('id', '=', current.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `修改产品分类「${name}」（${current.id}）` });
        return { id: current.id };
      });
    },
  }),

  route<Record<string, never>, ProductCategoryTreeRequest, { updated: number }>('goodsTypeSaveAll', {
    access: { permission: PRODUCT_KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({ items: arr(obj({ id: id(), parent_id: OPTIONAL_ID, sort: int(0, L.sortMax) }, ['id', 'parent_id', 'sort']), 0, 2000) }, ['items']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const items = ctx.body.items;
      return db.transaction().execute(async (trx) => {
        const all = await categoriesOf(trx, site.id);
        const mine = new Map(all.map((c) => [c.id, c]));
        // Another site's category anywhere in the tree: nothing changes.
        if (items.some((i) => !mine.has(i.id) || (i.parent_id !== 0 && !mine.has(i.parent_id)))) throw siteNotFound();
        // The whole tree, each category once: a tree drawn before someone else changed it is refused.
        if (new Set(items.map((i) => i.id)).size !== items.length || items.length !== all.length) throw new ApiError(409, CATEGORY_ERR.treeStale);
        const problem = treeProblem(items);
        if (problem) throw new ApiError(400, problem);
        const at = now();
        let updated = 0;
        for (const item of items) {
          const before = mine.get(item.id)!;
          if (before.parent_id === item.parent_id && before.sort === item.sort) continue;
          await trx.updateTable('product_categories').set({ parent_id: item.parent_id, sort: item.sort, updated_at: at })
            .where('id', '=', item.id).where('site_id', '=', site.id).execute();
          updated += 1;
        }
        ctx.note({ detail: `调整产品分类排序与层级：${updated} 个分类` });
        return { updated };
      });
    },
  }),

  route<{ id: number }, undefined, null>('goodsTypeRemove', {
    access: { permission: PRODUCT_KEY },
    mutates: true,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return ctx.deps.db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('product_categories').selectAll().where('id', '=', ctx.query.id).where('site_id', '=', site.id).executeTakeFirst();
        if (!current) throw siteNotFound();
        const child = await trx.selectFrom('product_categories').select('id').where('site_id', '=', site.id).where('parent_id', '=', current.id).limit(1).executeTakeFirst();
        // Products in the recycle bin count too: restoring one must not find its category gone.
        const product = await trx.selectFrom('products').select('id').where('site_id', '=', site.id).where('disabled', 'in', [0, 1])
          .where('type_id', '=', current.id).limit(1).executeTakeFirst();
        if (child || product) throw new ApiError(400, CONTENT_MSG.categoryNotEmpty);
        await trx.deleteFrom('product_categories').where('id', '=', current.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `删除产品分类「${current.name}」（${current.id}）` });
        return null;
      });
    },
  }),
];
