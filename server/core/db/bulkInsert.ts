// Many rows into one table, fast, for imports that store hundreds of thousands of rows (a spider
// log's visits). Kysely builds and the driver prepares a new multi-row statement per call, which
// costs more than the database's own work at that scale, so:
//   - SQLite: prepared statements kept per table and column list, 100 rows a statement, run on the
//     connection itself while holding it as Kysely does (inside the caller's transaction, or having
//     taken the connection). The change tracker is told, as Kysely's plugin would have told it.
//   - PostgreSQL: one INSERT … SELECT FROM unnest(arrays) per 5,000 rows: a short statement with a
//     parameter per column, whatever the number of rows (built through Kysely, so the tracker sees
//     the table as for any insert). A table that grew by a bulk load is analysed (analyzeLoaded.ts).
import type SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { LoadedRows } from './analyzeLoaded';
import type { Database, TableName } from './database';

/** A column's type, for PostgreSQL's arrays (SQLite needs none). */
export type BulkColumnType = 'int4' | 'int8' | 'text';

/** Any table's spec, as the private methods take it (the public one checks the columns). */
interface AnyBulkTable {
  table: TableName;
  columns: readonly (readonly [column: string, type: BulkColumnType])[];
  onConflict?: { key: readonly string[]; column: string; rule: 'add' | 'max' };
}

/** The new value of the column when the key is there: the sum, or the larger of the two. */
function mergedValue(table: string, column: string, rule: 'add' | 'max'): string {
  const stored = `"${table}"."${column}"`;
  const incoming = `excluded."${column}"`;
  return rule === 'add' ? `${stored} + ${incoming}` : `case when ${incoming} > ${stored} then ${incoming} else ${stored} end`;
}

/** The statement's tail that turns an insert into a rollup's upsert. */
function conflictClause(spec: AnyBulkTable): string {
  const c = spec.onConflict;
  if (!c) return '';
  return ` on conflict (${c.key.map((k) => `"${k}"`).join(',')}) do update set "${c.column}" = ${mergedValue(spec.table, c.column, c.rule)}`;
}

export interface BulkTable<T extends TableName> {
  table: T;
  /** The columns in the order each row gives its values. */
  columns: readonly (readonly [column: Extract<keyof Database[T], string>, type: BulkColumnType])[];
  /**
   * A rollup's rows: a row whose key (a unique index's columns) is already there is not inserted;
   * its `column` is added to the stored one ('add') or kept if larger ('max').
   */
  onConflict?: { key: readonly Extract<keyof Database[T], string>[]; column: Extract<keyof Database[T], string>; rule: 'add' | 'max' };
}

/** Rows per SQLite statement (× columns bound values: well under its limit of 32,766). */
const SQLITE_ROWS = 100;
/** Rows per PostgreSQL statement (arrays: no parameter limit, but a bounded message). */
const PG_ROWS = 5_000;

export class BulkInserter {
  private readonly statements = new Map<string, SQLite.Statement>();
  private readonly loaded = new LoadedRows();

  constructor(
    /** The SQLite connection, or null on PostgreSQL. */
    private readonly sqlite: SQLite.Database | null,
    private readonly tracker: { bump(tables: readonly string[] | null): void },
  ) {}

  /**
   * Inserts `rows` (each its values in the spec's column order) through `db` — on SQLite, call it
   * inside the transaction the rows belong to (as one connection, it is that transaction).
   */
  async insert<T extends TableName>(db: Kysely<Database>, spec: BulkTable<T>, rows: readonly (readonly unknown[])[]): Promise<void> {
    if (rows.length === 0) return;
    if (!this.sqlite) {
      await this.insertPostgres(db, spec, rows);
      return this.loaded.add(db, spec.table, rows.length);
    }
    // The statements run on the connection itself, so they must hold it as Kysely's queries do:
    // inside the caller's transaction they do; outside one they take the connection first, or they
    // could land in another request's transaction that is open between two of its statements.
    if (db.isTransaction) this.insertSqlite(spec, rows);
    else await db.connection().execute(async () => this.insertSqlite(spec, rows));
  }

  private statement(spec: AnyBulkTable, count: number): SQLite.Statement {
    const key = `${spec.table}|${spec.columns.map(([c]) => c).join(',')}|${count}`;
    let found = this.statements.get(key);
    if (!found) {
      const one = `(${spec.columns.map(() => '?').join(',')})`;
      const text = `insert into "${spec.table}" (${spec.columns.map(([c]) => `"${c}"`).join(',')}) values ${Array.from({ length: count }, () => one).join(',')}${conflictClause(spec)}`;
      found = this.sqlite!.prepare(text);
      this.statements.set(key, found);
    }
    return found;
  }

  private insertSqlite(spec: AnyBulkTable, rows: readonly (readonly unknown[])[]): void {
    const width = spec.columns.length;
    const many = this.statement(spec, SQLITE_ROWS);
    const values = new Array<unknown>(SQLITE_ROWS * width);
    let i = 0;
    for (; i + SQLITE_ROWS <= rows.length; i += SQLITE_ROWS) {
      for (let r = 0; r < SQLITE_ROWS; r++) {
        const row = rows[i + r];
        for (let c = 0; c < width; c++) values[r * width + c] = row[c];
      }
      many.run(values);
    }
    if (i < rows.length) {
      const one = this.statement(spec, 1);
      for (; i < rows.length; i++) one.run(rows[i] as unknown[]);
    }
    this.tracker.bump([spec.table]);
  }

  private async insertPostgres(db: Kysely<Database>, spec: AnyBulkTable, rows: readonly (readonly unknown[])[]): Promise<void> {
    for (let start = 0; start < rows.length; start += PG_ROWS) {
      const chunk = rows.slice(start, start + PG_ROWS);
      const arrays = spec.columns.map(([, type], c) => sql`${chunk.map((row) => row[c])}::${sql.raw(type)}[]`);
      let q = db.insertInto(spec.table)
        .columns(spec.columns.map(([c]) => c) as never)
        .expression(sql`select * from unnest(${sql.join(arrays)})` as never);
      const c = spec.onConflict;
      if (c) q = q.onConflict((oc) => oc.columns(c.key as never).doUpdateSet({ [c.column]: sql.raw(mergedValue(spec.table, c.column, c.rule)) } as never));
      await q.execute();
    }
  }
}
