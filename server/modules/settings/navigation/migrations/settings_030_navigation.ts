// 导航设置's tables (../tables.ts). A tree is read whole by (site_id, position), its levels in
// order (parent_id, sort), so one index serves the list, the copy and every write's checks.
import type { Kysely } from 'kysely';
import { autoId } from '../../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('nav_trees')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('nav_trees_pk', ['site_id', 'position'])
    .execute();

  await db.schema.createTable('nav_items')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('link_type', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('link_kind', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link_section', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('link_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('jump_type', 'text', (c) => c.notNull().defaultTo('cur_page'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nav_items_tree_idx').on('nav_items').columns(['site_id', 'position', 'parent_id', 'sort']).execute();
}
