// Real-name verification (实名认证) of each company, as the account service reports it (issue 17
// item 10): state, subject type, subject and when it was verified. A company of an upgraded database
// starts 'none' (未实名认证) until the account service says otherwise.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('real_name_state', 'text', (c) => c.notNull().defaultTo('none')).execute();
  await db.schema.alterTable('companies').addColumn('real_name_type', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('companies').addColumn('real_name_subject', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('companies').addColumn('real_name_at', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['real_name_at', 'real_name_subject', 'real_name_type', 'real_name_state']) {
    await db.schema.alterTable('companies').dropColumn(column).execute();
  }
}
