// Anchor text: a site's anchors (one per folded word, held by a unique index) and its settings.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('seo_anchors')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('word_key', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seo_anchors_site_key_idx').on('seo_anchors').columns(['site_id', 'word_key']).unique().execute();

  await db.schema.createTable('seo_anchor_settings')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('articles', 'integer', (c) => c.notNull())
    .addColumn('products', 'integer', (c) => c.notNull())
    .addColumn('max_per_record', 'integer', (c) => c.notNull())
    .addColumn('once_per_word', 'integer', (c) => c.notNull())
    .addColumn('new_window', 'integer', (c) => c.notNull())
    .addColumn('nofollow_external', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seo_anchor_settings').execute();
  await db.schema.dropTable('seo_anchors').execute();
}
