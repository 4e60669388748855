// The operation log's detail (issue 14 §9):
//  - op_logs.changes: JSON of each changed field's before and after (http/auditLog.ts caps it and
//    masks secrets), null for calls that changed no field;
//  - op_logs_site_action_idx: the log of a site filtered by action and date, newest first, read as
//    one index range (the list's p99 over a million rows, BENCH_ONLY=oplog).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('op_logs').addColumn('changes', 'text').execute();
  await db.schema.createIndex('op_logs_site_action_idx').on('op_logs').columns(['site_id', 'action', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('op_logs_site_action_idx').ifExists().execute();
  await db.schema.alterTable('op_logs').dropColumn('changes').execute();
}
