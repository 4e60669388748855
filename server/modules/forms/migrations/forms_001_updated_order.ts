// Lead forms in the order of their last save (issue 17 §5: the sync page lists a site's forms most
// recently updated first, a page at a time), so the walk stops at its page instead of sorting every
// form of the site. Schema builder only (SQLite and PostgreSQL).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('forms_site_updated_idx').on('forms').columns(['site_id', 'updated_at desc', 'id desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('forms_site_updated_idx').ifExists().execute();
}
