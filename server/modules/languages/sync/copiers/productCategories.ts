// Product categories: the name. A copy keeps its parent mapped to the parent's copy (parents first
// within a call; the tree's depth, at most three, is the source's) and its sort.
import type { Selectable } from 'kysely';
import { PRODUCT_LIMITS } from '../../../../../shared/domain/product';
import type { Database } from '../../../../core/db/database';
import { clip, copyOf, orSource, parentsFirst, storedLength } from './common';
import type { Copier } from './types';

type ProductCategory = Selectable<Database['product_categories']>;

export const productCategoryCopier: Copier<ProductCategory> = {
  load: async (db, siteId, ids) => parentsFirst(await db.selectFrom('product_categories').selectAll().where('site_id', '=', siteId).where('id', 'in', [...ids]).execute()),
  version: (c) => Number(c.updated_at),
  texts: (c) => ({ plain: [c.name], html: [] }),
  async write({ trx, ctx, row: c, texts, copyId, at }) {
    const foreignId = ctx.target.binding.foreignSiteId;
    const name = clip(orSource(texts.plain[0], c.name), PRODUCT_LIMITS.categoryName);
    const parentId = await copyOf(trx, ctx, 'productCategory', 'product_categories', c.parent_id);
    if (copyId !== undefined) {
      await trx.updateTable('product_categories').set({ name, parent_id: parentId, sort: c.sort, updated_at: at }).where('id', '=', copyId).where('site_id', '=', foreignId).execute();
      return copyId;
    }
    return (await trx.insertInto('product_categories').values({ site_id: foreignId, parent_id: parentId, name, sort: c.sort, created_at: at, updated_at: at })
      .returning('id').executeTakeFirstOrThrow()).id;
  },
  charCount: (db, siteId) => storedLength(db, 'product_categories', ['name'], siteId, false),
};
