// The product catalogue (issue 11): products, their three-level categories, tags and links, a
// keyword index, the sites' custom fields and one revision per save. Schema builder only, so it runs
// unchanged on SQLite and PostgreSQL.
//
// Sized for 100,000 products on one site, as the articles are (content's migration 004): every list
// order has an index that holds the live/bin flag, then the order's columns and the id, then the
// status, category and recommend filters, so a page is a walk of one index that never reads the
// table for the rows it skips; a category's list and count walk an index that leads with the
// category. A keyword's products are one range of product_terms (the suffixes of the words of name,
// model and brand, search.ts): a rare keyword's lead the page; a common keyword is tested on the
// case-folded search text, which the default order's and the category's indexes hold, so that too
// is done without reading the table. On PostgreSQL the terms compare byte by byte (collate "C"), as
// SQLite's do, so "starts with" is a range of the index.
//
// Custom field values live in 36 columns p_5 … p_40 rather than one JSON column: removing a field
// clears its values with one portable UPDATE (JSON would need json_remove on SQLite and jsonb's
// `-` on PostgreSQL, or a rewrite of every row in JS), the import/export and the wire speak p_N
// already, and an empty text column costs a byte or less on both back ends.
import { sql, type Kysely } from 'kysely';
import { CUSTOM_FIELD_SLOTS } from '../../../../shared/domain/product';
import { autoId, isPostgres } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);

  await db.schema.createTable('product_categories')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_categories_site_idx').on('product_categories').columns(['site_id', 'parent_id', 'sort', 'id']).execute();

  await db.schema.createTable('product_tags')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // 标签已存在 is this index's answer (a race past the route's own check meets it too).
  await db.schema.createIndex('product_tags_site_name_idx').on('product_tags').columns(['site_id', 'name']).unique().execute();
  await db.schema.createIndex('product_tags_site_sort_idx').on('product_tags').columns(['site_id', 'sort', 'id']).execute();

  let products = db.schema.createTable('products')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('type_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('img', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('specs', 'text', (c) => c.notNull().defaultTo('[]'))
    // Whole fen up to 9,999,999,999: past 32 bits.
    .addColumn('price_sell', 'bigint')
    .addColumn('price_market', 'bigint')
    .addColumn('price_negotiable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pack', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('minimum', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('related_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('seo_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seo_keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seo_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull());
  for (const slot of CUSTOM_FIELD_SLOTS) products = products.addColumn(slot, 'text', (c) => c.notNull().defaultTo(''));
  await products.execute();

  // The list orders (live list or bin), each holding the filters a page tests without the table;
  // the default order's also the search text, so a common keyword is tested in the index.
  const filters = ['status', 'type_id', 'recommend'];
  await db.schema.createIndex('products_list_sort_idx').on('products').columns(['site_id', 'disabled', 'sort', 'id desc', ...filters, 'search_text']).execute();
  await db.schema.createIndex('products_list_updated_idx').on('products').columns(['site_id', 'disabled', 'updated_at desc', 'id desc', ...filters]).execute();
  await db.schema.createIndex('products_list_created_idx').on('products').columns(['site_id', 'disabled', 'created_at desc', 'id desc', ...filters]).execute();
  // A category's list (its subtree: a few ranges of these) in the default and the change order,
  // its count, and the category tree's product counts and "is it empty".
  await db.schema.createIndex('products_category_sort_idx').on('products').columns(['site_id', 'disabled', 'type_id', 'sort', 'id desc', 'search_text']).execute();
  await db.schema.createIndex('products_category_updated_idx').on('products').columns(['site_id', 'disabled', 'type_id', 'updated_at desc', 'id desc']).execute();
  // 产品名称已存在: names are unique among a site's live products (those in the bin step aside),
  // decided by the database whatever races past the route's check; also checkName's lookup.
  await db.schema.createIndex('products_site_name_idx').on('products').columns(['site_id', 'name']).unique()
    .where(sql.ref('disabled'), '=', sql.lit(0)).execute();

  await db.schema.createTable('product_tag_links')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('product_tags.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('product_tag_links_product_idx').on('product_tag_links').columns(['product_id', 'tag_id']).unique().execute();
  // The tag filter, a tag's products and the tag list's counts.
  await db.schema.createIndex('product_tag_links_tag_idx').on('product_tag_links').columns(['tag_id', 'product_id']).execute();

  // Kept by the code that writes names (search.ts), in the same transaction; no foreign key.
  await db.schema.createTable('product_terms')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('term', 'text', (c) => (isPostgres(db) ? c.notNull().modifyFront(sql`collate "C"`) : c.notNull()))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_terms_term_idx').on('product_terms').columns(['site_id', 'term', 'product_id']).unique().execute();
  await db.schema.createIndex('product_terms_product_idx').on('product_terms').columns(['product_id']).execute();

  await db.schema.createTable('product_fields')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Two fields adding at once cannot take one slot, nor two fields one name.
  await db.schema.createIndex('product_fields_site_slot_idx').on('product_fields').columns(['site_id', 'slot']).unique().execute();
  await db.schema.createIndex('product_fields_site_name_idx').on('product_fields').columns(['site_id', 'name']).unique().execute();

  await db.schema.createTable('product_revisions')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('editor_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_revisions_product_idx').on('product_revisions').columns(['product_id', 'id desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['product_revisions', 'product_fields', 'product_terms', 'product_tag_links', 'products', 'product_tags', 'product_categories']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
