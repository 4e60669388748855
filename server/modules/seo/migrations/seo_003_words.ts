// The keyword library (seo_words, one word per folded key per site), the hits of its detection runs
// and the state of each site's last run.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('seo_words')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('word_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('usage_count', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seo_words_site_key').on('seo_words').columns(['site_id', 'word_key']).unique().execute();
  await db.schema.createIndex('seo_words_site_kind').on('seo_words').columns(['site_id', 'kind', 'id']).execute();

  await db.schema.createTable('seo_word_hits')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('record_kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('record_type', 'integer', (c) => c.notNull())
    .addColumn('record_title', 'text', (c) => c.notNull())
    .addColumn('record_version', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('word_kind', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('snippet_before', 'text', (c) => c.notNull())
    .addColumn('snippet_word', 'text', (c) => c.notNull())
    .addColumn('snippet_after', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seo_word_hits_run').on('seo_word_hits').columns(['site_id', 'task_id', 'id']).execute();
  await db.schema.createIndex('seo_word_hits_record').on('seo_word_hits').columns(['site_id', 'record_kind', 'record_id']).execute();
  await db.schema.createIndex('seo_word_hits_word').on('seo_word_hits').columns(['site_id', 'word_id']).execute();

  await db.schema.createTable('seo_word_runs')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().unique().references('sites.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('finished_at', 'bigint', (c) => c.notNull())
    .addColumn('hit_count', 'integer', (c) => c.notNull())
    .addColumn('record_count', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seo_word_runs').ifExists().execute();
  await db.schema.dropTable('seo_word_hits').ifExists().execute();
  await db.schema.dropTable('seo_words').ifExists().execute();
}
