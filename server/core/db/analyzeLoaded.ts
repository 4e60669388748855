// PostgreSQL plans every query from its statistics of each table, refreshed by autovacuum only a
// minute or more after a table changed. Right after a bulk load they still describe the small table
// it was: a list's state filter over 100,000 just-loaded articles was planned as a nested scan and
// hit the 30 s statement timeout (the sync list's counts and checkpoints), and its pages took 200 ms
// instead of 5. So every bulk load refreshes them itself, here (SQLite plans without statistics).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './migrations/helpers';

/** A load of at least this many rows into one table is a bulk load. */
export const BULK_ROWS = 10_000;

/** ANALYZE the tables on PostgreSQL (inside the caller's transaction too: it counts its own rows). */
export async function analyzeTables(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  if (!tables.length || !isPostgres(db)) return;
  await sql`analyze ${sql.join(tables.map((t) => sql.table(t)))}`.execute(db);
}

/**
 * For a stream of loads into the same tables (an import in chunks): counts each table's rows and
 * analyses one once it received BULK_ROWS and at least as many as it held at its last analysis,
 * so at most once each time it doubles.
 */
export class LoadedRows {
  private readonly since = new Map<string, { rows: number; held: number }>();

  async add(db: Kysely<any>, table: string, rows: number): Promise<void> {
    if (!isPostgres(db)) return;
    const seen = this.since.get(table) ?? { rows: 0, held: 0 };
    seen.rows += rows;
    this.since.set(table, seen);
    if (seen.rows < BULK_ROWS || seen.rows < seen.held) return;
    await analyzeTables(db, [table]);
    const counted = await sql<{ n: number }>`select reltuples::bigint as n from pg_class where oid = ${table}::regclass`.execute(db);
    this.since.set(table, { rows: 0, held: Number(counted.rows[0]?.n ?? 0) });
  }
}
