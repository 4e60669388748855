// The image library (api-facts admin/image): folders, the uploaded files (images and documents)
// and each site's watermark settings. Schema builder only, so it runs unchanged on SQLite and
// PostgreSQL. The files themselves live under DATA_DIR/uploads (server/services/uploads.ts).
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);

  await db.schema.createTable('image_folders')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    // 0: a top-level folder. No foreign key (0 is not a row); removal refuses non-empty folders.
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // dirTree (the site's folders) and the "has subfolders" / sibling-name checks.
  await db.schema.createIndex('image_folders_site_parent_idx').on('image_folders').columns(['site_id', 'parent_id', 'name']).execute();

  await db.schema.createTable('images')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    // 0: the library's root.
    .addColumn('dir_id', 'integer', (c) => c.notNull().defaultTo(0))
    // What the operator sees and renames; never part of a path.
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower-cased display name: what the keyword filter matches (same on SQLite and PostgreSQL).
    .addColumn('name_search', 'text', (c) => c.notNull())
    // "<site>/<yyyy-mm>/<32 hex>.<ext>" under DATA_DIR/uploads, chosen by the server.
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('thumb_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One folder's files newest first (list?dir_id=), also "is the folder empty".
  await db.schema.createIndex('images_site_dir_created_idx').on('images').columns(['site_id', 'dir_id', 'created_at desc', 'id desc']).execute();
  // The whole library newest first, images only (the picker's file type 1), and keyword searches:
  // a contains-match cannot use a b-tree, so the keyword is a filter over the site's rows read in
  // this order (bounded by the site), and the page stops at `rows` matches.
  await db.schema.createIndex('images_site_kind_created_idx').on('images').columns(['site_id', 'kind', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('images_site_created_idx').on('images').columns(['site_id', 'created_at desc', 'id desc']).execute();
  // Serving /uploads/...: the file's row by its address (content type, disposition).
  await db.schema.createIndex('images_url_idx').on('images').column('url').unique().execute();
  await db.schema.createIndex('images_thumb_url_idx').on('images').column('thumb_url').execute();

  await db.schema.createTable('watermarks')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    // JSON text of WatermarkSettings, as the server validated it.
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['watermarks', 'images', 'image_folders']) await db.schema.dropTable(table).ifExists().execute();
}
