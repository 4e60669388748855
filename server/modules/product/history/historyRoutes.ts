// Product history (issue 11 §7), scoped to the caller's site: another site's product or revision, or
// a revision of another product, answers 404. goods/historyList pages a product's revisions
// (product_history_list); goods/historyInfo answers one beside the product as it is now, with the
// names either side refers to (product_history_list, or product_history_edit: the compare page reads
// it too); goods/historyRestore saves the revision as the product through the one save path — the
// lock first (该内容已被他人修改…), the category must still exist, then the rule book with the site's
// fields, the unique name and a new revision.
import type { ListData } from '../../../../shared/domain/api/envelope';
import {
  HISTORY_MSG,
  type ProductRevisionDetail,
  type ProductRevisionRestoreRequest,
  type ProductRevisionRow,
  type ProductSaveResult,
} from '../../../../shared/domain/product';
import { ApiError } from '../../../core/http/envelope';
import { PAGE_QUERY } from '../../../core/http/paging';
import { route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { EMPTY, id, int, MAX_ID, obj } from '../../../core/http/schemas';
import { revisionOf, revisionPage } from '../../../core/revisions/revisionPage';
import { activeSite } from '../../../core/services/siteScope';
import { fieldDefsOf, lockConflict, prepareProduct, productDetail, productOf, siteNotFound } from '../products';
import { saveProductAnnounced } from '../saveProduct';
import { namesOf, parseSnapshot, PRODUCT_REVISIONS, restoreRequest, snapshotOfDetail } from './productHistory';

const LIST_KEY = 'product_history_list';
const EDIT_KEY = 'product_history_edit';

export const historyRoutes: AnyRoute[] = [
  route<{ id: number; page?: number; rows?: number }, undefined, ListData<ProductRevisionRow>>('goodsHistory', {
    access: { permission: LIST_KEY },
    mutates: false,
    schema: { querystring: obj({ id: id(), ...PAGE_QUERY }, ['id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const product = await productOf(db, site.id, ctx.query.id);
      const page = await revisionPage(db, PRODUCT_REVISIONS, site.id, product.id, ctx.query);
      return { rows: page.rows.map((r) => ({ rid: r.rid, product_id: r.owner_id, version: r.version, name: r.title, editor: r.editor, created_at: r.created_at })), total: page.total };
    },
  }),

  route<{ id: number; rid: number }, undefined, ProductRevisionDetail>('goodsHistoryInfo', {
    access: { permission: [LIST_KEY, EDIT_KEY] },
    mutates: false,
    schema: { querystring: obj({ id: id(), rid: id() }, ['id', 'rid']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const product = await productOf(db, site.id, ctx.query.id);
      const rev = await revisionOf(db, PRODUCT_REVISIONS, site.id, ctx.query.rid, product.id);
      if (!rev) throw siteNotFound();
      const revision = parseSnapshot(rev.snapshot);
      const detail = await productDetail(db, product);
      const current = snapshotOfDetail(detail);
      const [names, defs] = await Promise.all([namesOf(db, site.id, [revision, current]), fieldDefsOf(db, site.id)]);
      return {
        rid: rev.rid, product_id: product.id, version: rev.version, name: rev.title, editor: rev.editor, created_at: rev.created_at,
        revision, current: { ...current, version: detail.version, disabled: detail.disabled }, ...names,
        fields: defs.map((d) => ({ slot: d.slot, name: d.name, kind: d.kind })),
      };
    },
  }),

  route<Record<string, never>, ProductRevisionRestoreRequest, ProductSaveResult>('goodsHistoryRestore', {
    access: { permission: EDIT_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), rid: id(), version: int(1, MAX_ID) }, ['id', 'rid', 'version']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { id: productId, rid, version } = ctx.body;
      const product = await productOf(db, site.id, productId);
      const rev = await revisionOf(db, PRODUCT_REVISIONS, site.id, rid, productId);
      if (!rev) throw siteNotFound();
      // Someone saved since the page was read: nothing is restored over their save.
      if (product.version !== version) throw await lockConflict(db, product);
      const snapshot = parseSnapshot(rev.snapshot);
      if (snapshot.type_id !== 0) {
        const category = await db.selectFrom('product_categories').select('id').where('id', '=', snapshot.type_id).where('site_id', '=', site.id).executeTakeFirst();
        if (!category) throw new ApiError(400, HISTORY_MSG.categoryGone, { field: 'type_id' });
      }
      // The rule book with the site's fields as they are now (a field made required since must be filled).
      const fields = prepareProduct(await restoreRequest(db, site.id, productId, snapshot), await fieldDefsOf(db, site.id));
      const saved = await saveProductAnnounced(ctx.deps, site.id, fields, { id: productId, version }, signedIn(ctx).account.id);
      ctx.note({ detail: `将产品「${fields.name}」（${productId}）恢复为版本 ${rev.version}，新版本 ${saved.version}` });
      return saved;
    },
  }),
];
