// 熊掌号's settings (tables.ts): one row per site, gone with its site.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('app_bearspaw')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('appid', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('token_sealed', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('json_ld', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('follow_bar', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('follow_position', 'text', (c) => c.notNull().defaultTo('bottom'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
