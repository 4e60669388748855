// The writing-task tables (../tables.ts).
import { sql, type Kysely } from 'kysely';
import { autoId } from '../../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('ai_tasks')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('core_task_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('ai_tasks_site_idx').on('ai_tasks').columns(['site_id', 'id']).execute();
  // One running task per site: the database refuses a second.
  await sql`create unique index ai_tasks_one_running on ai_tasks (site_id) where status = 'running'`.execute(db);
  await db.schema.createTable('ai_task_items')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('ai_task_id', 'integer', (c) => c.notNull().references('ai_tasks.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('ai_task_items_task_idx').on('ai_task_items').columns(['ai_task_id', 'seq']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ai_task_items').ifExists().execute();
  await db.schema.dropTable('ai_tasks').ifExists().execute();
}
