// Product tags (admin_cms/goodsTag: getList, save, sort, remove, goodsList), apart from the
// articles' tags: a name of at most 30 characters, unique per site (标签已存在, decided by the
// database's index); removing a tag detaches it from its products. The tag page needs product_tags;
// the list is also open to product_list (the edit page's tag picker). Another site's tag answers 404.
import type { ListData } from '../../../shared/domain/api/envelope';
import { CONTENT_MSG } from '../../../shared/domain/content';
import { PRODUCT_LIMITS as L, type ProductRow, type ProductTag, type ProductTagSaveRequest } from '../../../shared/domain/product';
import { isUniqueViolation } from '../../core/db/dbErrors';
import { foldedContains } from '../../core/db/fold';
import { ApiError } from '../../core/http/envelope';
import { PAGE_QUERY, paging } from '../../core/http/paging';
import { route, type AnyRoute } from '../../core/http/routeDef';
import { arr, EMPTY, id, int, obj, str } from '../../core/http/schemas';
import { activeSite } from '../../core/services/siteScope';
import { PRODUCT_KEY, productPage, siteNotFound, TAG_KEY } from './products';

export const TAG_ERR = {
  nameRequired: '请输入标签名称',
  nameTooLong: `标签名称不能超过${L.tagName}个字符`,
} as const;

function cleanName(raw: string): string {
  const name = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (!name) throw new ApiError(400, TAG_ERR.nameRequired, { field: 'name' });
  if ([...name].length > L.tagName) throw new ApiError(400, TAG_ERR.nameTooLong, { field: 'name' });
  return name;
}

const tagExists = () => new ApiError(400, CONTENT_MSG.tagExists, { field: 'name' });

export const tagRoutes: AnyRoute[] = [
  route<{ page?: number; rows?: number; keyword?: string }, undefined, ListData<ProductTag>>('goodsTagList', {
    access: { permission: [TAG_KEY, PRODUCT_KEY] },
    mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY, keyword: str(100) }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      let q = db.selectFrom('product_tags').where('site_id', '=', site.id);
      const keyword = ctx.query.keyword?.trim();
      if (keyword) q = q.where(foldedContains('name', keyword));
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging(ctx.query);
      const rows = await q.selectAll().orderBy('sort').orderBy('id').limit(limit).offset(offset).execute();
      const counts = new Map<number, number>();
      if (rows.length) {
        // Live products carrying each tag (what the tag's product list shows).
        const counted = await db.selectFrom('product_tag_links').innerJoin('products', 'products.id', 'product_tag_links.product_id')
          .select(['product_tag_links.tag_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('product_tag_links.tag_id', 'in', rows.map((r) => r.id)).where('products.disabled', '=', 0)
          .groupBy('product_tag_links.tag_id').execute();
        for (const c of counted) counts.set(c.tag_id, Number(c.n));
      }
      return {
        rows: rows.map((r) => ({ id: r.id, name: r.name, sort: r.sort, product_count: counts.get(r.id) ?? 0, created_at: Number(r.created_at) })),
        total,
      };
    },
  }),

  route<Record<string, never>, ProductTagSaveRequest, { id: number }>('goodsTagSave', {
    access: { permission: TAG_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), name: str(200), sort: int(0, L.sortMax) }, ['name']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const body = ctx.body;
      const name = cleanName(body.name);
      try {
        return await db.transaction().execute(async (trx) => {
          const current = body.id === undefined ? undefined
            : await trx.selectFrom('product_tags').selectAll().where('id', '=', body.id).where('site_id', '=', site.id).executeTakeFirst();
          if (body.id !== undefined && !current) throw siteNotFound();
          const same = await trx.selectFrom('product_tags').select('id').where('site_id', '=', site.id).where('name', '=', name).executeTakeFirst();
          if (same && same.id !== current?.id) throw tagExists();
          const at = now();
          if (!current) {
            const { id: created } = await trx.insertInto('product_tags').values({ site_id: site.id, name, sort: body.sort ?? 0, created_at: at, updated_at: at })
              .returning('id').executeTakeFirstOrThrow();
            ctx.note({ detail: `新增产品标签「${name}」（${created}）` });
            return { id: created };
          }
          await trx.updateTable('product_tags').set({ name, sort: body.sort ?? current.sort, updated_at: at }).where('id', '=', current.id).where('site_id', '=', site.id).execute();
          ctx.note({ detail: `修改产品标签「${name}」（${current.id}）` });
          return { id: current.id };
        });
      } catch (err) {
        // Two saves of one name at once: the index lets one through; the other hears the check's answer.
        if (isUniqueViolation(err)) throw tagExists();
        throw err;
      }
    },
  }),

  route<Record<string, never>, { ids: number[] }, { updated: number }>('goodsTagSort', {
    access: { permission: TAG_KEY },
    mutates: true,
    // Each tag once, in its new place (the whole list of a large site may exceed a batch).
    schema: { querystring: EMPTY, body: obj({ ids: { ...arr(id(), 1, 1000), uniqueItems: true } }, ['ids']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { ids } = ctx.body;
      return db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('product_tags').select(['id', 'sort']).where('site_id', '=', site.id).where('id', 'in', ids).execute();
        if (rows.length !== ids.length) throw siteNotFound();
        // The tags in the order given: 1, 2, 3 … (the list shows smaller first).
        const before = new Map(rows.map((r) => [r.id, r.sort]));
        let updated = 0;
        for (const [i, tagId] of ids.entries()) {
          if (before.get(tagId) === i + 1) continue;
          await trx.updateTable('product_tags').set({ sort: i + 1, updated_at: now() }).where('id', '=', tagId).where('site_id', '=', site.id).execute();
          updated += 1;
        }
        ctx.note({ detail: `调整产品标签顺序：${ids.length} 个标签` });
        return { updated };
      });
    },
  }),

  route<{ id: number }, undefined, { unlinked: number }>('goodsTagRemove', {
    access: { permission: TAG_KEY },
    mutates: true,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return ctx.deps.db.transaction().execute(async (trx) => {
        const tag = await trx.selectFrom('product_tags').selectAll().where('id', '=', ctx.query.id).where('site_id', '=', site.id).executeTakeFirst();
        if (!tag) throw siteNotFound();
        const links = await trx.deleteFrom('product_tag_links').where('tag_id', '=', tag.id).executeTakeFirst();
        await trx.deleteFrom('product_tags').where('id', '=', tag.id).where('site_id', '=', site.id).execute();
        const unlinked = Number(links.numDeletedRows);
        ctx.note({ detail: `删除产品标签「${tag.name}」（${tag.id}），解除 ${unlinked} 个产品的关联` });
        return { unlinked };
      });
    },
  }),

  route<{ id: number; page?: number; rows?: number }, undefined, ListData<ProductRow>>('goodsTagProducts', {
    access: { permission: [TAG_KEY, PRODUCT_KEY] },
    mutates: false,
    schema: { querystring: obj({ id: id(), ...PAGE_QUERY }, ['id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const tag = await db.selectFrom('product_tags').select('id').where('id', '=', ctx.query.id).where('site_id', '=', site.id).executeTakeFirst();
      if (!tag) throw siteNotFound();
      return productPage(db, { siteId: site.id, disabled: 0, tagId: tag.id }, ctx.query);
    },
  }),
];
