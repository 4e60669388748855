// The drafts preview pages show (decoration_drafts): stored by decorationPreview, read by the page
// its signed token names, purged once expired by the module's daily cleanup. A site keeps its
// latest few only, so repeated previews cannot grow the table without bound.
import type { Kysely } from 'kysely';
import type { DecorationSections } from '../../../shared/domain/design/style';
import type { Database } from '../../core/db/database';

export const DRAFTS_PER_SITE = 20;

export async function saveDraft(db: Kysely<Database>, siteId: number, sections: DecorationSections, now: number, expiresAt: number): Promise<number> {
  const row = await db.insertInto('decoration_drafts').values({ site_id: siteId, sections: JSON.stringify(sections), created_at: now, expires_at: expiresAt })
    .returning('id').executeTakeFirstOrThrow();
  // The oldest beyond the latest DRAFTS_PER_SITE: their pages answer 404 from now on.
  const keep = await db.selectFrom('decoration_drafts').select('id').where('site_id', '=', siteId)
    .orderBy('id', 'desc').offset(DRAFTS_PER_SITE - 1).limit(1).executeTakeFirst();
  if (keep) await db.deleteFrom('decoration_drafts').where('site_id', '=', siteId).where('id', '<', keep.id).execute();
  return row.id;
}

/** The draft a token names, only if it is of that site and not expired. */
export async function draftOf(db: Kysely<Database>, siteId: number, draftId: number, now: number) {
  return db.selectFrom('decoration_drafts').select(['sections', 'expires_at']).where('id', '=', draftId).where('site_id', '=', siteId)
    .where('expires_at', '>', now).executeTakeFirst();
}

/** The daily cleanup's part: expired drafts, in batches. */
export async function purgeExpiredDrafts(db: Kysely<Database>, now: number): Promise<number> {
  let removed = 0;
  for (;;) {
    const ids = (await db.selectFrom('decoration_drafts').select('id').where('expires_at', '<=', now).limit(500).execute()).map((r) => r.id);
    if (!ids.length) return removed;
    const gone = await db.deleteFrom('decoration_drafts').where('id', 'in', ids).executeTakeFirst();
    removed += Number(gone.numDeletedRows);
  }
}
