// The dialogue tables (../tables.ts).
import { sql, type Kysely } from 'kysely';
import { autoId } from '../../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('ai_dialogues')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The history list: one operator's dialogues on a site, newest first.
  await db.schema.createIndex('ai_dialogues_owner_idx').on('ai_dialogues').columns(['site_id', 'account_id', 'updated_at', 'id']).execute();

  await db.schema.createTable('ai_messages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('dialogue_id', 'integer', (c) => c.notNull().references('ai_dialogues.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_messages_dialogue_idx').on('ai_messages').columns(['dialogue_id', 'id']).execute();
  // One answer streaming per dialogue, whichever server process writes it (上一个回答尚未结束).
  await db.schema.createIndex('ai_messages_streaming_idx').on('ai_messages').column('dialogue_id').unique()
    .where(sql.ref('status'), '=', sql.lit('streaming')).execute();
}
