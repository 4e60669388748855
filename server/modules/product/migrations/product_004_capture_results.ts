// Product capture (issue 11 §6): each address of a capture task and its outcome (capture/tables.ts).
// A task pruned or a site removed takes its rows with it (foreign-key cascades). Schema builder
// only, so it runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('product_capture_results')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('images_skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // A task's addresses in order; each once.
  await db.schema.createIndex('product_capture_results_task_idx').on('product_capture_results').columns(['task_id', 'position']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_capture_results').ifExists().execute();
}
