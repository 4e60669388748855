// Short videos and their platform accounts (issue 11 §11–12): the videos, the uploaded video files
// and the accounts. Schema builder only, so it runs unchanged on SQLite and PostgreSQL. The list is
// one index walk: site, bin, then the list's order (sort, newest published first, id) holding the
// status and account filters.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);

  await db.schema.createTable('short_video_accounts')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('handle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('qr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shown', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('short_video_accounts_site_idx').on('short_video_accounts').columns(['site_id', 'sort', 'id']).execute();

  await db.schema.createTable('short_video_files')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('stored', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The playback address names the file: one lookup.
  await db.schema.createIndex('short_video_files_name_idx').on('short_video_files').column('file_name').unique().execute();
  await db.schema.createIndex('short_video_files_site_idx').on('short_video_files').columns(['site_id', 'id']).execute();

  await db.schema.createTable('short_videos')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mime', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('account_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tag_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('related_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list (live or bin) in its order, holding its filters (status, account, legacy = published_at).
  await db.schema.createIndex('short_videos_list_idx').on('short_videos')
    .columns(['site_id', 'disabled', 'sort', 'published_at desc', 'id desc', 'status', 'account_id']).execute();
  // An account's videos: its count in the account list and the removal check.
  await db.schema.createIndex('short_videos_account_idx').on('short_videos').columns(['site_id', 'account_id', 'disabled']).execute();
  // Whether a file is still used by a video (files no video uses are deleted with the last one).
  await db.schema.createIndex('short_videos_file_idx').on('short_videos').columns(['file_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['short_videos', 'short_video_files', 'short_video_accounts']) await db.schema.dropTable(table).ifExists().execute();
}
