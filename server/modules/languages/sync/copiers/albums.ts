// Albums: the title, the summary and each photo's title. The copy keeps its pictures and cover, its
// category mapped to the category's copy (albums' categories are type-5 article categories).
import type { Selectable } from 'kysely';
import { albumPhotosOf, CONTENT_LIMITS } from '../../../../../shared/domain/content';
import type { Database } from '../../../../core/db/database';
import { clip, copyOf, lengthOf, orSource, reader } from './common';
import type { Copier } from './types';

type Album = Selectable<Database['albums']>;

/** Longest photo title (content's albumSave schema). */
const PHOTO_TITLE = 100;

const plainOf = (a: Pick<Album, 'title' | 'summary' | 'photos'>) => [a.title, a.summary, ...albumPhotosOf(a.photos).map((p) => p.title)];

export const albumCopier: Copier<Album> = {
  load: (db, siteId, ids) => db.selectFrom('albums').selectAll().where('site_id', '=', siteId).where('id', 'in', [...ids]).orderBy('id').execute(),
  version: (a) => a.version,
  texts: (a) => ({ plain: plainOf(a), html: [] }),
  async write({ trx, ctx, row: a, texts, copyId, at }) {
    const foreignId = ctx.target.binding.foreignSiteId;
    const next = reader(texts.plain);
    const title = clip(orSource(next(), a.title), CONTENT_LIMITS.title);
    const summary = clip(next(), CONTENT_LIMITS.summary);
    const photos = albumPhotosOf(a.photos).map((p) => ({ url: p.url, title: clip(next(), PHOTO_TITLE) }));
    const values = {
      title, summary, category_id: await copyOf(trx, ctx, 'category', 'categories', a.category_id), cover: a.cover,
      photos: JSON.stringify(photos), photo_count: photos.length, status: a.status, updated_by: ctx.accountId, updated_at: at,
    };
    const old = copyId === undefined ? undefined
      : await trx.selectFrom('albums').select(['id', 'version']).where('id', '=', copyId).where('site_id', '=', foreignId).executeTakeFirst();
    if (old) {
      await trx.updateTable('albums').set({ ...values, version: old.version + 1 }).where('id', '=', old.id).where('site_id', '=', foreignId).execute();
      return old.id;
    }
    return (await trx.insertInto('albums').values({ site_id: foreignId, ...values, disabled: 0, version: 1, created_at: at })
      .returning('id').executeTakeFirstOrThrow()).id;
  },
  async charCount(db, siteId) {
    const rows = await db.selectFrom('albums').select(['title', 'summary', 'photos']).where('site_id', '=', siteId).where('disabled', '=', 0).execute();
    return rows.reduce((n, a) => n + lengthOf(plainOf(a)), 0);
  },
};
