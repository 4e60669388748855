// The site score (issue 12 §6): a site's on/off state, its runs (the history), each run's check
// results and the records the latest run found affected, paged by check.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('seo_score_sites')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().unique().references('sites.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('seo_score_runs')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('level', 'text')
    .addColumn('record_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('seo_score_runs_site_idx').on('seo_score_runs').columns(['site_id', 'id']).execute();
  await db.schema.createIndex('seo_score_runs_task_idx').on('seo_score_runs').columns(['site_id', 'task_id']).execute();

  await db.schema.createTable('seo_score_checks')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('run_id', 'integer', (c) => c.notNull().references('seo_score_runs.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('check_id', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('affected', 'integer', (c) => c.notNull())
    .addColumn('applicable', 'integer', (c) => c.notNull())
    .addColumn('deduction', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seo_score_checks_run_idx').on('seo_score_checks').columns(['run_id', 'check_id']).unique().execute();

  await db.schema.createTable('seo_score_records')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('run_id', 'integer', (c) => c.notNull().references('seo_score_runs.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('check_id', 'text', (c) => c.notNull())
    .addColumn('record_kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('record_type', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seo_score_records_run_idx').on('seo_score_records').columns(['run_id', 'check_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seo_score_records').ifExists().execute();
  await db.schema.dropTable('seo_score_checks').ifExists().execute();
  await db.schema.dropTable('seo_score_runs').ifExists().execute();
  await db.schema.dropTable('seo_score_sites').ifExists().execute();
}
