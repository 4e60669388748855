// Recommended keywords (§2 /keywords, §7 admin/keyword): a site's keywords (word, optional link,
// sort value) and the articles each is associated with. Schema builder only, so it runs unchanged
// on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);

  await db.schema.createTable('keywords')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    // As the operator typed it (trimmed).
    .addColumn('word', 'text', (c) => c.notNull())
    // keywordKey(word) (shared/domain): case-folded and normalised in code, so the same on SQLite
    // and PostgreSQL. What makes two keywords the same, and what the list search matches.
    .addColumn('word_key', 'text', (c) => c.notNull())
    // '' (no link), an http(s) address or a site-relative path.
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // One keyword per word (case-insensitive) per site; also the duplicate check on save.
  await db.schema.createIndex('keywords_site_key_idx').on('keywords').columns(['site_id', 'word_key']).unique().execute();
  // The list's order: sort ascending, newest first among equals.
  await db.schema.createIndex('keywords_site_sort_idx').on('keywords').columns(['site_id', 'sort', 'id desc']).execute();

  await db.schema.createTable('keyword_articles')
    .addColumn('id', 'integer', id)
    .addColumn('keyword_id', 'integer', (c) => c.notNull().references('keywords.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // An article is associated with a keyword once; the keyword's counts and "already associated".
  await db.schema.createIndex('keyword_articles_pair_idx').on('keyword_articles').columns(['keyword_id', 'article_id']).unique().execute();
  // A keyword's associated articles, newest association first.
  await db.schema.createIndex('keyword_articles_keyword_idx').on('keyword_articles').columns(['keyword_id', 'created_at desc', 'id desc']).execute();
  // An article's links (removed when the article is destroyed).
  await db.schema.createIndex('keyword_articles_article_idx').on('keyword_articles').column('article_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['keyword_articles', 'keywords']) await db.schema.dropTable(table).ifExists().execute();
}
