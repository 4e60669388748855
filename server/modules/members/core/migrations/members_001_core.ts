// The members module's shared tables (core/tables.ts). Uniqueness is the database's: rank name and
// level per site, account per site, phone and e-mail per site when set (partial indexes, on both
// SQLite and PostgreSQL). Members list newest first by (site_id, id).
import { sql, type Kysely } from 'kysely';
import { autoId } from '../../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);

  await db.schema.createTable('member_ranks')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('#1677ff'))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_download', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_ranks_name_idx').on('member_ranks').columns(['site_id', 'name']).unique().execute();
  await db.schema.createIndex('member_ranks_level_idx').on('member_ranks').columns(['site_id', 'level']).unique().execute();

  await db.schema.createTable('members')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('real_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rank_id', 'integer', (c) => c.notNull().references('member_ranks.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('source', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('registered_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .addColumn('last_login_ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('members_account_idx').on('members').columns(['site_id', 'account_key']).unique().execute();
  await db.schema.createIndex('members_phone_idx').on('members').columns(['site_id', 'phone']).unique().where(sql.ref('phone'), '<>', '').execute();
  await db.schema.createIndex('members_email_idx').on('members').columns(['site_id', 'email']).unique().where(sql.ref('email'), '<>', '').execute();
  await db.schema.createIndex('members_site_idx').on('members').columns(['site_id', 'id']).execute();
  await db.schema.createIndex('members_rank_idx').on('members').columns(['rank_id', 'id']).execute();

  await db.schema.createTable('member_changes')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('actor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('before_value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('after_value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_changes_member_idx').on('member_changes').columns(['member_id', 'id']).execute();

  await db.schema.createTable('member_logins')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_logins_member_idx').on('member_logins').columns(['member_id', 'id']).execute();

  await db.schema.createTable('member_consents')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_consents_member_idx').on('member_consents').columns(['member_id', 'id']).execute();

  // A member's sign-in on the site: only the token's SHA-256 is stored (core/memberSession.ts).
  await db.schema.createTable('member_sessions')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('session_version', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_sessions_token_idx').on('member_sessions').column('token_hash').unique().execute();
  await db.schema.createIndex('member_sessions_member_idx').on('member_sessions').columns(['member_id', 'id']).execute();

  await db.schema.createTable('member_settings')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('register_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('login_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('privacy_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sms_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
