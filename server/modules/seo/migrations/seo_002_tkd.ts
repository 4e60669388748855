// Variables and TKD (issue 12 §3): the site's SEO parameters, its custom variables (name unique per
// site, held by the index), the templates per page kind, and the own TKD of categories (the content
// and product modules' category tables have no seo columns and are not ours to alter).
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  // Each table has an id (the primary key every table snapshot orders by); the natural keys are unique indexes.
  await db.schema.createTable('seo_params')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('separator', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seo_params_site_idx').on('seo_params').column('site_id').unique().execute();
  await db.schema.createTable('seo_variables')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seo_variables_site_name_idx').on('seo_variables').columns(['site_id', 'name']).unique().execute();
  await db.schema.createTable('seo_tkd')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('page_kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seo_tkd_site_kind_idx').on('seo_tkd').columns(['site_id', 'page_kind']).unique().execute();
  await db.schema.createTable('seo_category_tkd')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seo_category_tkd_key_idx').on('seo_category_tkd').columns(['site_id', 'kind', 'category_id']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seo_category_tkd').execute();
  await db.schema.dropTable('seo_tkd').execute();
  await db.schema.dropTable('seo_variables').execute();
  await db.schema.dropTable('seo_params').execute();
}
