// Members and ranks: the list's keyword search and one default rank per site.
//  - The keyword matches the start of 账号, 手机 or 邮箱 as a range over (site_id, column). SQLite
//    compares text bytewise and uses the unique indexes of members_001; PostgreSQL's indexes follow
//    the database's collation, where a byte range is not a prefix, so it gets indexes in "C".
//  - A keyword within a rank is a range over (rank_id, column), so a broad keyword in one rank is
//    counted from an index instead of reading every match of the site.
//  - At most one default rank per site, decided by a partial unique index (two saves racing to make
//    different ranks the default cannot both win).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create index members_account_prefix_idx on members (site_id, account_key collate "C")`.execute(db);
    await sql`create index members_phone_prefix_idx on members (site_id, phone collate "C") where phone <> ''`.execute(db);
    await sql`create index members_email_prefix_idx on members (site_id, email collate "C") where email <> ''`.execute(db);
    await sql`create index members_rank_account_idx on members (rank_id, account_key collate "C")`.execute(db);
    await sql`create index members_rank_phone_idx on members (rank_id, phone collate "C") where phone <> ''`.execute(db);
    await sql`create index members_rank_email_idx on members (rank_id, email collate "C") where email <> ''`.execute(db);
  } else {
    await sql`create index members_rank_account_idx on members (rank_id, account_key)`.execute(db);
    await sql`create index members_rank_phone_idx on members (rank_id, phone) where phone <> ''`.execute(db);
    await sql`create index members_rank_email_idx on members (rank_id, email) where email <> ''`.execute(db);
  }
  await db.schema.createIndex('member_ranks_default_idx').on('member_ranks').column('site_id').unique().where(sql.ref('is_default'), '=', 1).execute();
}
