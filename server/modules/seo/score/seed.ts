// The demo site's first evaluation finds each problem the report explains (issue 12 §9): the
// keyword seed (words/seed.ts) put 最佳 and 第一 into two articles; here one article gets a picture
// without alt text and another a link to an article in the recycle bin (a dead link). Its one-line
// articles and short product texts are thin already, no sitemap was generated yet, and its
// articles carry no keywords of their own: the first score is about 70 (一般). No report is seeded:
// the operator's first evaluation computes it. Runs after the content's pictures are attached (a
// fresh database) and once on a database seeded before migration seo_005_score.
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/database';
import { SITE } from '../../../core/db/seedData';
import { escapeHtmlAttr, escapeHtmlText } from '../../../../shared/domain/seo/anchors';
import { recordPath } from '../../../../shared/domain/seo/recordPaths';
import { appendToSeededArticle } from '../seedEdits';

/** The article that shows a photo of the booth without alt text, and the one that links to the withdrawn notice. */
export const SCORE_DEMO = {
  imageArticle: '我司参加国际工业博览会',
  linkArticle: '关于春节假期安排的通知',
  /** In the recycle bin: its address is a dead link. */
  removedArticle: '（已删除）旧版产品停产公告',
} as const;

export async function seedScoreDemo(db: Kysely<Database>): Promise<void> {
  const site = await db.selectFrom('sites').select('id').where('id', '=', SITE.corporate).executeTakeFirst();
  if (!site) return;
  // The booth photo the article's cover already shows (drawn by the content seed), else another article's cover.
  const covers = await db.selectFrom('articles').select(['title', 'img']).where('site_id', '=', site.id).where('img', '!=', '').orderBy('id').execute();
  const picture = (covers.find((c) => c.title === SCORE_DEMO.imageArticle) ?? covers[0])?.img;
  if (picture) await appendToSeededArticle(db, site.id, SCORE_DEMO.imageArticle, `<p><img src="${escapeHtmlAttr(picture)}"></p>`);
  const removed = await db.selectFrom('articles').select(['id', 'type']).where('site_id', '=', site.id).where('title', '=', SCORE_DEMO.removedArticle).where('disabled', '=', 1).executeTakeFirst();
  if (removed) {
    const link = `<a href="${recordPath('article', removed.id, removed.type)}" target="_blank">${escapeHtmlText('旧版产品停产公告')}</a>`;
    await appendToSeededArticle(db, site.id, SCORE_DEMO.linkArticle, `<p>停产机型的替代方案请见${link}。</p>`);
  }
}
