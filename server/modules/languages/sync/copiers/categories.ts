// Article categories (of every article type, albums' included): the name. A copy keeps its parent
// mapped to the parent's copy (parents are written first within a call), its type and its sort.
import type { Selectable } from 'kysely';
import { CONTENT_LIMITS } from '../../../../../shared/domain/content';
import type { Database } from '../../../../core/db/database';
import { clip, copyOf, orSource, parentsFirst, storedLength } from './common';
import type { Copier } from './types';

type Category = Selectable<Database['categories']>;

export const categoryCopier: Copier<Category> = {
  load: async (db, siteId, ids) => parentsFirst(await db.selectFrom('categories').selectAll().where('site_id', '=', siteId).where('id', 'in', [...ids]).execute()),
  version: (c) => Number(c.updated_at),
  texts: (c) => ({ plain: [c.name], html: [] }),
  async write({ trx, ctx, row: c, texts, copyId, at }) {
    const foreignId = ctx.target.binding.foreignSiteId;
    const name = clip(orSource(texts.plain[0], c.name), CONTENT_LIMITS.categoryName);
    const parentId = await copyOf(trx, ctx, 'category', 'categories', c.parent_id);
    if (copyId !== undefined) {
      await trx.updateTable('categories').set({ name, parent_id: parentId, sort: c.sort, updated_at: at }).where('id', '=', copyId).where('site_id', '=', foreignId).execute();
      return copyId;
    }
    return (await trx.insertInto('categories').values({ site_id: foreignId, type: c.type, parent_id: parentId, name, sort: c.sort, created_at: at, updated_at: at })
      .returning('id').executeTakeFirstOrThrow()).id;
  },
  charCount: (db, siteId) => storedLength(db, 'categories', ['name'], siteId, false),
};
