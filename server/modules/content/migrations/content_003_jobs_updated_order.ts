// Jobs in the order of their last save (issue 17 §5: the sync page lists a site's live jobs most
// recently updated first, a page at a time): the list's walk stops at its page on this index
// instead of sorting every job of the site. Schema builder only (SQLite and PostgreSQL).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('jobs_updated_idx').on('jobs').columns(['site_id', 'disabled', 'updated_at desc', 'id desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_updated_idx').ifExists().execute();
}
