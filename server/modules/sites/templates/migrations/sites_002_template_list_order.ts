// The catalogue's list walks (site_kind, sort, id) in order and stops after the page: with the
// device index (three values, a poor filter) SQLite chose it and sorted thousands of rows per page.
// The plus flag and the device are checked on the rows walked.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('templates_device_idx').ifExists().execute();
  await db.schema.dropIndex('templates_list_idx').ifExists().execute();
  await db.schema.createIndex('templates_order_idx').on('templates').columns(['site_kind', 'sort', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('templates_order_idx').ifExists().execute();
  await db.schema.createIndex('templates_list_idx').on('templates').columns(['site_kind', 'plus', 'sort', 'id']).execute();
  await db.schema.createIndex('templates_device_idx').on('templates').columns(['device', 'site_kind', 'sort', 'id']).execute();
}
