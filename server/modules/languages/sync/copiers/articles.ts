// Articles (every article type): title, summary and the three SEO texts plain, the body as HTML
// (its text only). The copy keeps its category mapped to the category's copy (0 when that category
// has none), its own tags empty (tags are per site), and gets search terms and a revision as any save.
import type { Selectable } from 'kysely';
import { CONTENT_LIMITS, type ArticleType } from '../../../../../shared/domain/content';
import { insertArticle, writeRevision, writeTerms, type ArticleFields } from '../../../../core/content/articleWrites';
import type { Database } from '../../../../core/db/database';
import { clip, copyOf, orSource, storedLength } from './common';
import type { Copier } from './types';

// Content's table, through core's Database (declaration-merged by content): no import of another module.
type Article = Selectable<Database['articles']>;

const PLAIN = ['title', 'summary', 'seo_title', 'seo_keywords', 'seo_description'] as const;

export const articleCopier: Copier<Article> = {
  load: (db, siteId, ids) => db.selectFrom('articles').selectAll().where('site_id', '=', siteId).where('id', 'in', [...ids]).orderBy('id').execute(),
  version: (a) => a.version,
  texts: (a) => ({ plain: PLAIN.map((k) => a[k]), html: [a.content] }),
  async write({ trx, ctx, row: a, texts, copyId, at }) {
    const foreignId = ctx.target.binding.foreignSiteId;
    const [title, summary, seoTitle, seoKeywords, seoDescription] = texts.plain;
    const fields: ArticleFields = {
      type: a.type as ArticleType, category_id: await copyOf(trx, ctx, 'category', 'categories', a.category_id),
      title: clip(orSource(title, a.title), CONTENT_LIMITS.title), summary: clip(summary, CONTENT_LIMITS.summary), content: clip(texts.html[0], CONTENT_LIMITS.content),
      img: a.img, author: a.author, sort: a.sort, status: a.status as 0 | 1,
      seo_title: clip(seoTitle, CONTENT_LIMITS.seoTitle), seo_keywords: clip(seoKeywords, CONTENT_LIMITS.seoKeywords),
      seo_description: clip(seoDescription, CONTENT_LIMITS.seoDescription),
      tag_ids: [], attachment_url: a.attachment_url, attachment_name: a.attachment_name, video_url: a.video_url,
    };
    const old = copyId === undefined ? undefined
      : await trx.selectFrom('articles').select(['id', 'title', 'version']).where('id', '=', copyId).where('site_id', '=', foreignId).executeTakeFirst();
    if (!old) return (await insertArticle(trx, foreignId, fields, ctx.accountId, at)).id;
    const version = old.version + 1;
    await trx.updateTable('articles').set({
      category_id: fields.category_id, title: fields.title, summary: fields.summary, content: fields.content, img: fields.img,
      author: fields.author, sort: fields.sort, status: fields.status, seo_title: fields.seo_title, seo_keywords: fields.seo_keywords,
      seo_description: fields.seo_description, version, updated_at: at, updated_by: ctx.accountId,
    }).where('id', '=', old.id).where('site_id', '=', foreignId).execute();
    await writeTerms(trx, foreignId, old.id, old.title, fields.title);
    await writeRevision(trx, foreignId, old.id, version, fields, ctx.accountId, at);
    return old.id;
  },
  charCount: (db, siteId) => storedLength(db, 'articles', [...PLAIN, 'content'], siteId, true),
};
