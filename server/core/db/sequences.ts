// Rows seeded with explicit ids do not advance PostgreSQL identity sequences: this moves each
// table's sequence past its largest id, so the next insert does not collide. SQLite needs nothing.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './connect';
import type { Database } from './database';

export async function advanceSequences(db: Kysely<Database>, dialect: DialectName, tables: readonly string[]): Promise<void> {
  if (dialect !== 'postgres' || tables.length === 0) return;
  // Only tables with a generated id (sessions, site_seo, watermarks … are keyed otherwise).
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'id' and table_name in (${sql.join(tables)})
      and (is_identity = 'YES' or column_default like 'nextval(%')`.execute(db);
  for (const { table_name: table } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}
