// The template tables (../tables.ts). The catalogue is listed by (site_kind, plus, sort, id) with
// optional industry/colour/device filters; each filter has an index that leads with it, and the tag
// filter reads template_tag_links by (tag_id, template_id).
import type { Kysely } from 'kysely';
import { autoId } from '../../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['template_industries', 'template_func_tags']) {
    await db.schema.createTable(table)
      .addColumn('id', 'integer', autoId(db))
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.createTable('template_colors')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('hex', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createTable('templates')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('industry_id', 'integer', (c) => c.notNull().references('template_industries.id'))
    .addColumn('color_id', 'integer', (c) => c.notNull().references('template_colors.id'))
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('site_kind', 'text', (c) => c.notNull())
    .addColumn('plus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accent', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('templates_list_idx').on('templates').columns(['site_kind', 'plus', 'sort', 'id']).execute();
  await db.schema.createIndex('templates_industry_idx').on('templates').columns(['industry_id', 'site_kind', 'sort', 'id']).execute();
  await db.schema.createIndex('templates_color_idx').on('templates').columns(['color_id', 'site_kind', 'sort', 'id']).execute();
  await db.schema.createIndex('templates_device_idx').on('templates').columns(['device', 'site_kind', 'sort', 'id']).execute();
  await db.schema.createTable('template_tag_links')
    .addColumn('template_id', 'integer', (c) => c.notNull().references('templates.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('template_func_tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('template_tag_links_pk', ['template_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('template_tag_links_tag_idx').on('template_tag_links').columns(['tag_id', 'template_id']).execute();
  await db.schema.createTable('template_plus_companies')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('granted_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createTable('site_themes')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (c) => c.notNull().references('templates.id'))
    .addColumn('mobile_template_id', 'integer', (c) => c.references('templates.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('build_task_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('preview_token', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createTable('site_theme_history')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (c) => c.notNull().references('templates.id'))
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_theme_history_site_idx').on('site_theme_history').columns(['site_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['site_theme_history', 'site_themes', 'template_plus_companies', 'template_tag_links', 'templates', 'template_colors', 'template_func_tags', 'template_industries']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
