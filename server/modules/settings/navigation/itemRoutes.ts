// 导航设置's items (admin/navigation list, detail, create, update, remove, setShow; nav_setting):
// one tree at a time with its links resolved; an item added under a parent at most three levels
// deep, its fields checked by the shared rule book and its inside link's record looked up on the
// caller's site; an item with children is not removed (请先删除子导航). Every write bumps the tree's
// version first (records.ts lockTree) and notes its before/after for the operation log.
import type { ListData } from '../../../../shared/domain/api/envelope';
import {
  checkNavFields, NAV_LIMITS, NAV_MSG, NAV_POSITION_LABELS, navTreeProblem, normalizeNavFields,
  type NavCreateRequest, type NavFields, type NavItem, type NavPosition, type NavUpdateRequest,
} from '../../../../shared/domain/settings/navigation';
import { diffChanges } from '../../../core/http/auditChanges';
import { ApiError } from '../../../core/http/envelope';
import { route, type AnyRoute } from '../../../core/http/routeDef';
import { EMPTY, id, obj, oneOf } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { fieldsOf, linkInfo, lockTree, navLabel, navOf, navTree, requireLinkTarget, toNavItem, treeRows, treeVersion, type Db } from './records';
import { FIELD_NAMES, FIELDS, NAV_KEY, PARENT, POSITION } from './schemas';

/** The fields by the rule book (400 naming the field), as they are stored. */
function checked(fields: NavFields): NavFields {
  const problem = checkNavFields(fields);
  if (problem) throw new ApiError(400, problem.message, { field: problem.field });
  return normalizeNavFields(fields);
}

function pickFields(body: NavFields): NavFields {
  const { name, icon, show, link_type, link_kind, link_section, link_id, link_url, jump_type } = body;
  return { name, icon, show, link_type, link_kind, link_section, link_id, link_url, jump_type };
}

async function itemAnswer(db: Db, siteId: number, id: number): Promise<NavItem> {
  const row = await navOf(db, siteId, id);
  return toNavItem(row, (await linkInfo(db, siteId, [row])).get(row.id));
}

export interface NavListData extends ListData<NavItem> {
  /** The tree's version: saveNav sends it back (a tree changed since is refused). */
  version: number;
}

export const itemRoutes: AnyRoute[] = [
  route<{ position: NavPosition }, undefined, NavListData>('navList', {
    access: { permission: NAV_KEY },
    mutates: false,
    schema: { querystring: obj({ position: POSITION }, ['position']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const [rows, version] = await Promise.all([navTree(ctx.deps.db, site.id, ctx.query.position), treeVersion(ctx.deps.db, site.id, ctx.query.position)]);
      const count = (items: NavItem[]): number => items.reduce((n, i) => n + 1 + count(i.children), 0);
      return { rows, total: count(rows), version };
    },
  }),

  route<{ id: number }, undefined, NavItem>('navDetail', {
    access: { permission: NAV_KEY },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return itemAnswer(ctx.deps.db, site.id, ctx.query.id);
    },
  }),

  route<Record<string, never>, NavCreateRequest, NavItem>('navCreate', {
    access: { permission: NAV_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ position: POSITION, parent_id: PARENT, ...FIELDS }, ['position', 'parent_id', ...FIELD_NAMES]) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { position, parent_id } = ctx.body;
      const fields = checked(pickFields(ctx.body));
      const newId = await db.transaction().execute(async (trx) => {
        const at = now();
        await lockTree(trx, site.id, position, at);
        const rows = await treeRows(trx, site.id, position);
        if (parent_id !== 0 && !rows.some((r) => r.id === parent_id)) throw new ApiError(404, NAV_MSG.parentNotFound, { field: 'parent_id' });
        if (rows.length >= NAV_LIMITS.perPosition) throw new ApiError(400, NAV_MSG.tooMany);
        // The new item as a place in the tree: too deep is refused by the same rule as a drag.
        const problem = navTreeProblem([...rows, { id: -1, parent_id }]);
        if (problem) throw new ApiError(400, problem, { field: 'parent_id' });
        await requireLinkTarget(trx, site.id, fields);
        const sort = 1 + Math.max(0, ...rows.filter((r) => r.parent_id === parent_id).map((r) => r.sort));
        const row = await trx.insertInto('nav_items').values({ site_id: site.id, position, parent_id, sort, ...fields, created_at: at, updated_at: at })
          .returning('id').executeTakeFirstOrThrow();
        ctx.note({ detail: `新增${NAV_POSITION_LABELS[position]}${navLabel({ name: fields.name, id: row.id })}`, changes: diffChanges(null, { ...fields }) });
        return row.id;
      });
      return itemAnswer(db, site.id, newId);
    },
  }),

  route<Record<string, never>, NavUpdateRequest, NavItem>('navUpdate', {
    access: { permission: NAV_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), ...FIELDS }, ['id', ...FIELD_NAMES]) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const fields = checked(pickFields(ctx.body));
      await db.transaction().execute(async (trx) => {
        const at = now();
        const current = await navOf(trx, site.id, ctx.body.id);
        await lockTree(trx, site.id, current.position as NavPosition, at);
        await requireLinkTarget(trx, site.id, fields);
        const updated = await trx.updateTable('nav_items').set({ ...fields, updated_at: at }).where('id', '=', current.id).where('site_id', '=', site.id).executeTakeFirst();
        // Removed meanwhile (the lock was taken after the first read).
        if (Number(updated.numUpdatedRows) === 0) throw new ApiError(404, NAV_MSG.notFound);
        ctx.note({ detail: `修改${NAV_POSITION_LABELS[current.position as NavPosition]}${navLabel({ name: fields.name, id: current.id })}`, changes: diffChanges({ ...fieldsOf(current) }, { ...fields }) });
      });
      return itemAnswer(db, site.id, ctx.body.id);
    },
  }),

  route<Record<string, never>, { id: number; show: 0 | 1 }, { id: number; show: 0 | 1 }>('navSetShow', {
    access: { permission: NAV_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), show: oneOf([0, 1]) }, ['id', 'show']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { show } = ctx.body;
      await db.transaction().execute(async (trx) => {
        const current = await navOf(trx, site.id, ctx.body.id);
        await lockTree(trx, site.id, current.position as NavPosition, now());
        await trx.updateTable('nav_items').set({ show, updated_at: now() }).where('id', '=', current.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `${show ? '显示' : '隐藏'}${NAV_POSITION_LABELS[current.position as NavPosition]}${navLabel(current)}`, changes: diffChanges({ show: current.show }, { show }) });
      });
      return { id: ctx.body.id, show };
    },
  }),

  route<Record<string, never>, { id: number }, { removed: number }>('navRemove', {
    access: { permission: NAV_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      return db.transaction().execute(async (trx) => {
        const current = await navOf(trx, site.id, ctx.body.id);
        const position = current.position as NavPosition;
        await lockTree(trx, site.id, position, now());
        // Read after the lock: a child added by a write that held it is seen here.
        const child = await trx.selectFrom('nav_items').select('id').where('site_id', '=', site.id).where('parent_id', '=', current.id).executeTakeFirst();
        if (child) throw new ApiError(400, NAV_MSG.hasChildren);
        const gone = await trx.deleteFrom('nav_items').where('id', '=', current.id).where('site_id', '=', site.id).executeTakeFirst();
        if (Number(gone.numDeletedRows) === 0) throw new ApiError(404, NAV_MSG.notFound);
        const before = fieldsOf(current);
        ctx.note({ detail: `删除${NAV_POSITION_LABELS[position]}${navLabel(current)}`, changes: diffChanges({ ...before }, Object.fromEntries(Object.keys(before).map((k) => [k, null]))) });
        return { removed: 1 };
      });
    },
  }),
];
