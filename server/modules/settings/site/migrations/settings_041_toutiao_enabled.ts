// 头条验证 as an app of the application centre (issue 14 §10): its switch. A file switched off is
// kept but not served.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings_toutiao_files').addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}
