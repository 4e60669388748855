// Forms (§3): lead forms, data forms and what visitors submit to them (lead messages and data
// records share one table, told apart by kind). Schema builder only, so it runs unchanged on SQLite
// and PostgreSQL. Every scoped list has an index that serves its filter and its newest-first order.
import type { Kysely } from 'kysely';
import { autoId } from '../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);

  await db.schema.createTable('forms')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // formList: the site's forms, newest first.
  await db.schema.createIndex('forms_site_created_idx').on('forms').columns(['site_id', 'created_at desc', 'id desc']).execute();

  await db.schema.createTable('data_forms')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('data_forms_site_created_idx').on('data_forms').columns(['site_id', 'created_at desc', 'id desc']).execute();

  await db.schema.createTable('form_messages')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    // forms.id or data_forms.id depending on kind: no foreign key; removing a form removes its
    // messages in the same transaction.
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('values', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('read_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One form's messages newest first (msglist2, records, per-form counts, removal with the form).
  await db.schema.createIndex('form_messages_form_idx').on('form_messages')
    .columns(['site_id', 'kind', 'form_id', 'created_at desc', 'id desc']).execute();
  // All the site's messages newest first, date ranges, this/last month counts (msglist, msgCount).
  await db.schema.createIndex('form_messages_site_created_idx').on('form_messages')
    .columns(['site_id', 'kind', 'created_at desc', 'id desc']).execute();
  // Unread counts and the read-status filter.
  await db.schema.createIndex('form_messages_site_read_idx').on('form_messages')
    .columns(['site_id', 'kind', 'read_status', 'created_at desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['form_messages', 'data_forms', 'forms']) await db.schema.dropTable(table).ifExists().execute();
}
