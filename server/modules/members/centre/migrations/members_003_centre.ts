// The member centre's tables (centre/tables.ts). Privacy versions are unique per site and number;
// codes are found by (site, phone, purpose) newest first; a phone's sending record and a member's
// failures are one row each, claimed by compare-and-set updates so parallel requests cannot both pass.
import type { Kysely } from 'kysely';
import { autoId } from '../../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);

  await db.schema.createTable('member_privacy_versions')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('agreement', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('privacy', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('account_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('operator', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_privacy_versions_idx').on('member_privacy_versions').columns(['site_id', 'version']).unique().execute();

  await db.schema.createTable('member_sms_quota')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('quota_left', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('month', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('used_month', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('member_sms_codes')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('member_sms_codes_phone_idx').on('member_sms_codes').columns(['site_id', 'phone', 'purpose', 'id']).execute();

  await db.schema.createTable('member_sms_phones')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('last_sent_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('day', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_today', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.createTable('member_login_failures')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_login_failures_pk', ['site_id', 'key'])
    .execute();
}
