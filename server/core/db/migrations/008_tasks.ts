// Background tasks (issue 9, server/core/tasks): one row per task, the source of truth the console
// reads (progress, outcome, result) whichever process runs it. Schema builder only, so it runs
// unchanged on SQLite and PostgreSQL.
import { sql, type Kysely } from 'kysely';
import { autoId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('tasks')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    // Who started it (the op-log has the details); the task is the site's, visible to whoever holds the kind's key.
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // The kind a module declared, e.g. 'forms.messageExport'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    // JSON of the kind's input, as validated when it was started.
    .addColumn('input', 'text', (c) => c.notNull())
    // queued | running | succeeded | failed | cancelled (shared/domain/api/tasks.ts).
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('done', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text')
    // JSON of a small result the console can show.
    .addColumn('result', 'text')
    // The downloadable result: the name shown to the user, and the file relative to DATA_DIR.
    .addColumn('result_name', 'text')
    .addColumn('result_path', 'text')
    .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
    // Runs begun; also the fence of a run: its writes name the attempt they belong to.
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    // Last write by the task's runner: its progress and, on PostgreSQL, its heartbeat.
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // A site's tasks, newest first (ids grow with creation).
  await db.schema.createIndex('tasks_site_idx').on('tasks').columns(['site_id', 'id desc']).execute();
  // Unfinished tasks: what a runner picks up, what a restart recovers, what the header lists. Not a
  // partial index: SQLite cannot use one when the state is a bound parameter.
  await db.schema.createIndex('tasks_state_idx').on('tasks').columns(['state', 'id']).execute();
  // Finished tasks past their retention (the daily cleanup); SQLite infers IS NOT NULL from finished_at < ?.
  await db.schema.createIndex('tasks_finished_idx').on('tasks').column('finished_at')
    .where(sql.ref('finished_at'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tasks').ifExists().execute();
}
