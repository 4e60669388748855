// 邮件与短信设置's tables (tables.ts). The send log is read per site and channel newest first, or of
// one result: an index for each.
import type { Kysely } from 'kysely';
import { autoId } from '../../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const site = (c: any) => c.notNull().references('sites.id').onDelete('cascade');

  await db.schema.createTable('settings_mail')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('notify_lead', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('smtp'))
    .addColumn('host', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('port', 'integer', (c) => c.notNull().defaultTo(465))
    .addColumn('ssl', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('account', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_sealed', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recipients', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('settings_sms')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('notify_lead', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signature', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phones', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('settings_message_templates')
    .addColumn('site_id', 'integer', site)
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('settings_message_templates_pk', ['site_id', 'channel', 'code'])
    .execute();

  await db.schema.createTable('settings_send_slots')
    .addColumn('site_id', 'integer', site)
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('day', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_today', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('settings_send_slots_pk', ['site_id', 'channel'])
    .execute();

  await db.schema.createTable('settings_send_log')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('site_id', 'integer', site)
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('settings_send_log_site_idx').on('settings_send_log').columns(['site_id', 'channel', 'id']).execute();
  await db.schema.createIndex('settings_send_log_result_idx').on('settings_send_log').columns(['site_id', 'channel', 'result', 'id']).execute();
}
