// Writing a new article, shared by the features that make articles: the content module's own save
// and capture, and the product module's 导入到文章 (issue 11 §8), which may not import the content
// module. One insert keeps everything the article lists and the history rely on in step: the row,
// its tags, its title's search terms (article_terms: bigrams of the folded title, db/fold.ts) and
// its first revision, inside the caller's transaction. The tables are the content module's; a
// module that calls this must declare 'content' among its dependencies.
import type { Kysely } from 'kysely';
import type { ArticleSaveRequest, RevisionDetail } from '../../../shared/domain/api/content';
import type { ArticleType } from '../../../shared/domain/content';
import type { Database } from '../db/database';
import { bigrams } from '../db/fold';
import { ApiError } from '../http/envelope';

type Db = Kysely<Database>;

/** An article's fields, checked and sanitised (content's prepareArticleFields, or a feature's own): a save request without its lock. */
export type ArticleFields = Omit<ArticleSaveRequest, 'id' | 'version'>;

export type RevisionSnapshot = RevisionDetail['article'];

export const ARTICLE_REF_MSG = {
  categoryInvalid: '所选分类不存在或不属于该内容类型',
} as const;

/** 0, or a category of the site and that type; anything else is refused. */
export async function checkCategory(db: Db, siteId: number, type: number, categoryId: number): Promise<void> {
  if (categoryId === 0) return;
  const row = await db.selectFrom('categories').select('id')
    .where('id', '=', categoryId).where('site_id', '=', siteId).where('type', '=', type).executeTakeFirst();
  if (!row) throw new ApiError(400, ARTICLE_REF_MSG.categoryInvalid);
}

/** Replaces an article's search terms (old title → new title) inside the caller's transaction. */
export async function writeTerms(trx: Db, siteId: number, articleId: number, oldTitle: string | null, newTitle: string | null): Promise<void> {
  if (oldTitle !== null && newTitle !== null && oldTitle === newTitle) return;
  const before = oldTitle === null ? [] : bigrams(oldTitle);
  const after = new Set(newTitle === null ? [] : bigrams(newTitle));
  const gone = before.filter((t) => !after.has(t));
  const kept = new Set(before);
  const added = [...after].filter((t) => !kept.has(t));
  for (let i = 0; i < gone.length; i += 200) {
    await trx.deleteFrom('article_terms')
      .where('site_id', '=', siteId).where('term', 'in', gone.slice(i, i + 200)).where('article_id', '=', articleId).execute();
  }
  for (let i = 0; i < added.length; i += 200) {
    await trx.insertInto('article_terms').values(added.slice(i, i + 200).map((term) => ({ site_id: siteId, term, article_id: articleId }))).execute();
  }
}

export function snapshotOf(f: ArticleFields): RevisionSnapshot {
  return {
    type: f.type, title: f.title, category_id: f.category_id, status: f.status, sort: f.sort, author: f.author, img: f.img,
    tag_ids: f.tag_ids, summary: f.summary, content: f.content, seo_title: f.seo_title, seo_keywords: f.seo_keywords,
    seo_description: f.seo_description, attachment_url: f.attachment_url, attachment_name: f.attachment_name, video_url: f.video_url,
  };
}

export async function writeTags(trx: Db, articleId: number, tagIds: number[]): Promise<void> {
  await trx.deleteFrom('article_tags').where('article_id', '=', articleId).execute();
  if (tagIds.length) await trx.insertInto('article_tags').values(tagIds.map((tag_id) => ({ article_id: articleId, tag_id }))).execute();
}

export async function writeRevision(trx: Db, siteId: number, articleId: number, version: number, f: ArticleFields, editorId: number, at: number): Promise<void> {
  await trx.insertInto('article_revisions').values({
    article_id: articleId, site_id: siteId, version, title: f.title, snapshot: JSON.stringify(snapshotOf(f)), editor_id: editorId, created_at: at,
  }).execute();
}

/** The articles row's columns of checked fields (tag_ids lives in article_tags). */
export const storedArticle = (f: ArticleFields) => ({
  category_id: f.category_id, title: f.title, summary: f.summary, content: f.content, img: f.img, author: f.author, type: f.type,
  sort: f.sort, status: f.status, seo_title: f.seo_title, seo_keywords: f.seo_keywords, seo_description: f.seo_description,
  tag_ids: '', attachment_url: f.attachment_url, attachment_name: f.attachment_name, video_url: f.video_url,
});

/** A new article at version 1, with its tags, search terms and first revision (inside the caller's transaction). */
export async function insertArticle(trx: Db, siteId: number, f: ArticleFields, editorId: number, at: number): Promise<{ id: number; version: number }> {
  const { id } = await trx.insertInto('articles').values({
    site_id: siteId, ...storedArticle(f), disabled: 0, version: 1, updated_by: editorId, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  await writeTags(trx, id, f.tag_ids);
  await writeTerms(trx, siteId, id, null, f.title);
  await writeRevision(trx, siteId, id, 1, f, editorId, at);
  return { id, version: 1 };
}
