// 导航设置's tree as a whole (nav_setting): saveNav stores one navigation's order and nesting after a
// drag (every item of it exactly once, at most three levels, from the version the console read);
// setLevel moves one item under a parent at an index (the tree's 上移/下移/升级/降级 menu);
// copyNavigation replaces 手机导航 with a copy of 顶部导航.
import {
  NAV_LIMITS, NAV_MSG, NAV_POSITION_LABELS, navTreeOf, navTreeProblem, placeNav,
  type NavPlace, type NavPosition, type NavSaveRequest, type NavSetLevelRequest,
} from '../../../../shared/domain/settings/navigation';
import { diffChanges } from '../../../core/http/auditChanges';
import { ApiError } from '../../../core/http/envelope';
import { route, type AnyRoute } from '../../../core/http/routeDef';
import { arr, EMPTY, id, int, obj } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { lockTree, navNotFound, navOf, treeRows, type Db, type NavRow } from './records';
import { NAV_KEY, PARENT, POSITION } from './schemas';

/** "首页 › 第2位" — where an item sits, for the op log's before/after. */
function placesText(rows: readonly Pick<NavRow, 'id' | 'name'>[], places: readonly NavPlace[]): Record<string, string> {
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return Object.fromEntries(places.map((p) => [`${names.get(p.id) ?? p.id}（${p.id}）`, `${p.parent_id ? names.get(p.parent_id) ?? p.parent_id : '顶级'} › 第${p.sort}位`]));
}

/** Writes the places that changed; answers how many. */
async function writePlaces(trx: Db, siteId: number, rows: readonly NavRow[], places: readonly NavPlace[], at: number): Promise<number> {
  const before = new Map(rows.map((r) => [r.id, r]));
  let changed = 0;
  for (const place of places) {
    const was = before.get(place.id);
    if (was && was.parent_id === place.parent_id && was.sort === place.sort) continue;
    await trx.updateTable('nav_items').set({ parent_id: place.parent_id, sort: place.sort, updated_at: at }).where('id', '=', place.id).where('site_id', '=', siteId).execute();
    changed += 1;
  }
  return changed;
}

export const treeRoutes: AnyRoute[] = [
  route<Record<string, never>, NavSaveRequest & { version: number }, { changed: number; version: number }>('navSave', {
    access: { permission: NAV_KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({
        position: POSITION,
        version: int(0, 2_147_483_647),
        items: arr(obj({ id: id(), parent_id: PARENT, sort: int(1, NAV_LIMITS.perPosition) }, ['id', 'parent_id', 'sort']), 0, NAV_LIMITS.perPosition),
      }, ['position', 'version', 'items']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { position, items } = ctx.body;
      const ids = new Set(items.map((i) => i.id));
      if (ids.size !== items.length) throw new ApiError(400, NAV_MSG.treeChanged);
      return db.transaction().execute(async (trx) => {
        const at = now();
        const version = await lockTree(trx, site.id, position, at);
        const rows = await treeRows(trx, site.id, position);
        // An id of another site or navigation is one that does not exist here.
        if (items.some((i) => !rows.some((r) => r.id === i.id))) throw navNotFound();
        if (version !== ctx.body.version || rows.length !== items.length) throw new ApiError(409, NAV_MSG.treeChanged);
        const problem = navTreeProblem(items);
        if (problem) throw new ApiError(400, problem);
        const changed = await writePlaces(trx, site.id, rows, items, at);
        const before = rows.map((r) => ({ id: r.id, parent_id: r.parent_id, sort: r.sort }));
        ctx.note({ detail: `调整${NAV_POSITION_LABELS[position]}顺序（${changed} 项）`, changes: diffChanges(placesText(rows, before), placesText(rows, items)) });
        return { changed, version: version + 1 };
      });
    },
  }),

  route<Record<string, never>, NavSetLevelRequest, { changed: number }>('navSetLevel', {
    access: { permission: NAV_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), parent_id: PARENT, index: int(0, NAV_LIMITS.perPosition) }, ['id', 'parent_id', 'index']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      return db.transaction().execute(async (trx) => {
        const at = now();
        const current = await navOf(trx, site.id, ctx.body.id);
        const position = current.position as NavPosition;
        await lockTree(trx, site.id, position, at);
        const rows = await treeRows(trx, site.id, position);
        if (!rows.some((r) => r.id === current.id)) throw navNotFound();
        // A parent of another site or navigation does not exist here.
        if (ctx.body.parent_id !== 0 && !rows.some((r) => r.id === ctx.body.parent_id)) throw new ApiError(404, NAV_MSG.parentNotFound);
        const placed = placeNav(rows, current.id, ctx.body.parent_id, ctx.body.index);
        if (!placed.ok) throw new ApiError(400, placed.message);
        const changed = await writePlaces(trx, site.id, rows, placed.places, at);
        const mine = (places: readonly NavPlace[]) => placesText(rows, places.filter((p) => p.id === current.id));
        ctx.note({ detail: `移动${NAV_POSITION_LABELS[position]}「${current.name}」（${current.id}）`, changes: diffChanges(mine(rows), mine(placed.places)) });
        return { changed };
      });
    },
  }),

  route<Record<string, never>, Record<string, never>, { copied: number }>('navCopy', {
    access: { permission: NAV_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      return db.transaction().execute(async (trx) => {
        const at = now();
        // Both trees in the same order as every other write (top, then phone): no deadlock.
        await lockTree(trx, site.id, 'top', at);
        await lockTree(trx, site.id, 'phone', at);
        const [top, phone] = await Promise.all([treeRows(trx, site.id, 'top'), treeRows(trx, site.id, 'phone')]);
        await trx.deleteFrom('nav_items').where('site_id', '=', site.id).where('position', '=', 'phone').execute();
        // Parents first, so each child gets its copied parent's new id.
        type Node = NavRow & { children: Node[] };
        const copy = async (nodes: Node[], parentId: number): Promise<void> => {
          for (const node of nodes) {
            const { id: _id, children, created_at: _c, updated_at: _u, ...rest } = node;
            const row = await trx.insertInto('nav_items').values({ ...rest, position: 'phone', parent_id: parentId, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
            await copy(children, row.id);
          }
        };
        await copy(navTreeOf(top) as Node[], 0);
        ctx.note({
          detail: `复制顶部导航到手机导航（${top.length} 项，替换原有 ${phone.length} 项）`,
          changes: diffChanges({ 手机导航: phone.map((r) => r.name).join('、') }, { 手机导航: top.map((r) => r.name).join('、') }),
        });
        return { copied: top.length };
      });
    },
  }),
];
