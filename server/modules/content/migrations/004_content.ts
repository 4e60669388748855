// Content (§1, §7 Content, api-facts): the article columns the editor needs, categories, tags and
// their links, a title search index, revisions, albums, jobs and resumes. Schema builder only, so it
// runs unchanged on SQLite and PostgreSQL.
//
// Sized for 100,000 articles on one site: every list the console asks for is served by an index
// that holds its filter columns followed by its sort columns (and the id as tie-break), so a page is
// a range walk of one index and never a scan plus sort of the site's rows; the row count of a list
// is a walk of the same index range without reading the table. Keyword search goes through
// article_terms (the title's character bigrams), so a search reads the postings of its terms, not
// every title.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);

  // --- articles: new columns (001 is never edited) ----------------------------------------------
  await db.schema.alterTable('articles').addColumn('attachment_url', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('articles').addColumn('attachment_name', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('articles').addColumn('video_url', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('articles').addColumn('nodownload', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // The account that saved last (the lock conflict names it). No foreign key: an account removed
  // later leaves the name blank, never the article.
  await db.schema.alterTable('articles').addColumn('updated_by', 'integer').execute();

  // One index per list order of articleList (type, live or recycle bin), each ending in id and then
  // holding the status and category filters: a filtered page (any order, any depth) is a walk of
  // one index that never reads the table for the rows it skips.
  await db.schema.createIndex('articles_list_updated_idx').on('articles')
    .columns(['site_id', 'type', 'disabled', 'updated_at desc', 'id desc', 'status', 'category_id']).execute();
  await db.schema.createIndex('articles_list_created_idx').on('articles')
    .columns(['site_id', 'type', 'disabled', 'created_at desc', 'id desc', 'status', 'category_id']).execute();
  await db.schema.createIndex('articles_list_sort_idx').on('articles')
    .columns(['site_id', 'type', 'disabled', 'sort', 'id desc', 'status', 'category_id']).execute();
  // Holds the title: title order, and the keyword test reads titles from it.
  await db.schema.createIndex('articles_list_title_idx').on('articles')
    .columns(['site_id', 'type', 'disabled', 'title', 'id', 'status', 'category_id']).execute();
  // The status filter and the category filter in the default order, and their counts (and the
  // category tree's article counts).
  await db.schema.createIndex('articles_list_status_idx').on('articles')
    .columns(['site_id', 'type', 'disabled', 'status', 'updated_at desc', 'id desc']).execute();
  await db.schema.createIndex('articles_list_category_idx').on('articles')
    .columns(['site_id', 'type', 'disabled', 'category_id', 'updated_at desc', 'id desc']).execute();
  // The recycle bin across types (type last: filtered inside the index).
  await db.schema.createIndex('articles_recycle_idx').on('articles')
    .columns(['site_id', 'disabled', 'updated_at desc', 'id desc', 'type']).execute();

  // --- categories: a tree per site and article type ----------------------------------------------
  await db.schema.createTable('categories')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_site_type_idx').on('categories').columns(['site_id', 'type', 'parent_id', 'sort', 'id']).execute();

  // --- tags ---------------------------------------------------------------------------------------
  await db.schema.createTable('tags')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tags_site_name_idx').on('tags').columns(['site_id', 'name']).unique().execute();
  await db.schema.createIndex('tags_site_sort_idx').on('tags').columns(['site_id', 'sort', 'id']).execute();

  await db.schema.createTable('article_tags')
    .addColumn('id', 'integer', id)
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('article_tags_article_idx').on('article_tags').columns(['article_id', 'tag_id']).unique().execute();
  // The tag filter of articleList, tagArticles and the tag list's counts.
  await db.schema.createIndex('article_tags_tag_idx').on('article_tags').columns(['tag_id', 'article_id']).execute();

  // --- title search: one row per distinct character bigram of a title -----------------------------
  // Kept by the code that writes titles (services/content.ts), in the same transaction. No foreign
  // key on article_id: its rows are deleted by (site, term, article), the one index it needs.
  await db.schema.createTable('article_terms')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('article_terms_term_idx').on('article_terms').columns(['site_id', 'term', 'article_id']).unique().execute();

  // --- revisions: every save keeps one ------------------------------------------------------------
  await db.schema.createTable('article_revisions')
    .addColumn('id', 'integer', id)
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('editor_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('article_revisions_article_idx').on('article_revisions').columns(['article_id', 'id desc']).execute();
  // articleLastAuthor: the caller's last save on the site.
  await db.schema.createIndex('article_revisions_editor_idx').on('article_revisions').columns(['site_id', 'editor_id', 'id desc']).execute();

  // --- albums -------------------------------------------------------------------------------------
  await db.schema.createTable('albums')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('photo_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('albums_list_idx').on('albums').columns(['site_id', 'disabled', 'updated_at desc', 'id desc']).execute();
  await db.schema.createIndex('albums_category_idx').on('albums').columns(['site_id', 'category_id', 'disabled', 'updated_at desc']).execute();

  // --- recruitment --------------------------------------------------------------------------------
  await db.schema.createTable('jobs')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('number', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('salary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('education', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('experience', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('end_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_list_idx').on('jobs').columns(['site_id', 'disabled', 'created_at desc', 'id desc']).execute();

  await db.schema.createTable('resumes')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('dealt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('resumes_site_idx').on('resumes').columns(['site_id', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('resumes_dealt_idx').on('resumes').columns(['site_id', 'dealt', 'created_at desc', 'id desc']).execute();
  // A job's resumes (the job filter, resume counts, and the cascade when a job is destroyed).
  await db.schema.createIndex('resumes_job_idx').on('resumes').columns(['job_id', 'created_at desc', 'id desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['resumes', 'jobs', 'albums', 'article_revisions', 'article_terms', 'article_tags', 'tags', 'categories']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const index of ['articles_list_updated_idx', 'articles_list_created_idx', 'articles_list_sort_idx', 'articles_list_title_idx',
    'articles_list_status_idx', 'articles_list_category_idx', 'articles_recycle_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of ['attachment_url', 'attachment_name', 'video_url', 'nodownload', 'updated_by']) {
    await db.schema.alterTable('articles').dropColumn(column).execute();
  }
}
