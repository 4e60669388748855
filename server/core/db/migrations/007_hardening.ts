// Hardening (issue 8): what a probe of the server found missing in the schema.
//  - login_throttle: login attempts counted in the database, one row per throttled key, so the count
//    is atomic under concurrency and shared by every server process (services/loginThrottle.ts);
//  - op_logs.count / agg_key: refused anonymous calls folded into one row per address per minute;
//    op_logs_created_idx for the retention cleanup;
//  - data_forms.published: data forms follow their published state on the public page, as lead
//    forms do (existing ones stay published, as they behaved so far);
//  - image_folders: a folder name is unique among its siblings in the database, not only by a check;
//  - console_fold(text): the one case folding both back ends use in searches (db/fold.ts): on
//    PostgreSQL a SQL function over ICU's root-locale lower(), on SQLite a function the connection
//    registers (JavaScript's toLowerCase, which ICU matches); the article title index is rebuilt for
//    titles whose folding changes (non-ASCII capitals).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';
import { bigrams, legacyBigrams } from '../fold';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('login_throttle')
    // 'pair:<account>|<address>', 'account:<account>' or 'ip:<address>'.
    .addColumn('key', 'text', (c) => c.primaryKey())
    // Attempts counted in the current window, the ones still being verified included.
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('blocked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    // Lock-outs in a row (each doubles the next one's length); a success forgets them.
    .addColumn('lockouts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_throttle_updated_idx').on('login_throttle').column('updated_at').execute();

  await db.schema.alterTable('op_logs').addColumn('count', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('op_logs').addColumn('agg_key', 'text').execute();
  await db.schema.createIndex('op_logs_agg_idx').on('op_logs').column('agg_key').unique().where(sql.ref('agg_key'), 'is not', null).execute();
  await db.schema.createIndex('op_logs_created_idx').on('op_logs').column('created_at').execute();

  await db.schema.alterTable('data_forms').addColumn('published', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  // Same-named siblings made before the index existed keep their files: the later ones are renamed.
  const folders = await db.selectFrom('image_folders').select(['id', 'site_id', 'parent_id', 'name']).orderBy('id').execute();
  const seen = new Set<string>();
  for (const f of folders as { id: number; site_id: number; parent_id: number; name: string }[]) {
    const key = `${f.site_id}|${f.parent_id}|${f.name}`;
    if (seen.has(key)) await db.updateTable('image_folders').set({ name: `${f.name}（${f.id}）` }).where('id', '=', f.id).execute();
    else seen.add(key);
  }
  await db.schema.dropIndex('image_folders_site_parent_idx').execute();
  await db.schema.createIndex('image_folders_site_parent_idx').on('image_folders').columns(['site_id', 'parent_id', 'name']).unique().execute();

  if (isPostgres(db)) await createPgFold(db);
  await rebuildFoldedTerms(db);
}

/** console_fold on PostgreSQL: ICU's root-locale lower() when the server has ICU, else lower(). */
async function createPgFold(db: Kysely<any>): Promise<void> {
  const icu = await sql<{ n: number }>`select count(*)::int as n from pg_collation where collname = 'und-x-icu'`.execute(db);
  const body = icu.rows[0]?.n ? `select lower(t collate "und-x-icu")` : 'select lower(t)';
  await sql.raw(`create or replace function console_fold(t text) returns text language sql immutable strict parallel safe as $$ ${body} $$`).execute(db);
}

/** Titles whose bigrams change with full case folding get their search terms written again. */
async function rebuildFoldedTerms(db: Kysely<any>): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('articles').select(['id', 'site_id', 'title']).where('id', '>', after).orderBy('id').limit(5_000).execute() as
      { id: number; site_id: number; title: string }[];
    if (!rows.length) return;
    after = rows[rows.length - 1].id;
    for (const r of rows) {
      const old = legacyBigrams(r.title);
      const now = bigrams(r.title);
      if (old.length === now.length && old.every((t, i) => t === now[i])) continue;
      await db.deleteFrom('article_terms').where('article_id', '=', r.id).execute();
      if (now.length) await db.insertInto('article_terms').values(now.map((term) => ({ site_id: r.site_id, term, article_id: r.id }))).execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_throttle').ifExists().execute();
  await db.schema.dropIndex('op_logs_agg_idx').ifExists().execute();
  await db.schema.dropIndex('op_logs_created_idx').ifExists().execute();
}
