// A paragraph added to a seeded article of the demo site by one of this module's seeds (the
// keyword detection's 最佳 / 第一, the site score's image without alt and dead link), keeping the
// revision of that version in step so the history shows no change that never happened. Existing
// articles rather than new ones: the other modules' tests count the demo site's articles per type.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../core/db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** Appends html to the site's article of that title unless it holds it already; answers whether it did. */
export async function appendToSeededArticle(db: Db, siteId: number, title: string, html: string): Promise<boolean> {
  const article = await db.selectFrom('articles').select(['id', 'content', 'version'])
    .where('site_id', '=', siteId).where('title', '=', title).executeTakeFirst();
  if (!article || article.content.includes(html)) return false;
  const content = article.content + html;
  await db.updateTable('articles').set({ content }).where('id', '=', article.id).execute();
  const revision = await db.selectFrom('article_revisions').select(['id', 'snapshot'])
    .where('article_id', '=', article.id).where('version', '=', article.version).executeTakeFirst();
  if (revision) {
    const snapshot = JSON.parse(revision.snapshot) as Record<string, unknown>;
    await db.updateTable('article_revisions').set({ snapshot: JSON.stringify({ ...snapshot, content }) }).where('id', '=', revision.id).execute();
  }
  return true;
}
