// A site's rows of every backed-up table (core/backup/scopes.ts): read from one consistent snapshot
// in batches, and replaced inside one write transaction. Generic over the plan, so no module's
// tables are named here. On SQLite the snapshot is a read transaction of a second, read-only
// connection (WAL: the server's own connection goes on writing meanwhile); on PostgreSQL a
// REPEATABLE READ, READ ONLY transaction.
import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect, type RawBuilder, type Transaction } from 'kysely';
import { sqliteFileOf, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { plannedOf, type BackupPlan, type PlannedTable } from './scopes';

type AnyDb = Kysely<any>;

/** Rows a batch reads and inserts at most. */
export const ROW_BATCH = 500;

/** The condition choosing the site's rows of a planned table (parents by a subquery). */
export function siteCondition(plan: BackupPlan, t: PlannedTable, siteId: number): RawBuilder<boolean> {
  if (t.mode !== 'parent') return sql<boolean>`${sql.ref(t.column)} = ${siteId}`;
  const parent = plannedOf(plan, t.parent);
  if (!parent) throw new Error(`上级数据表 ${t.parent} 不在备份计划中`);
  return sql<boolean>`${sql.ref(t.key)} in (select ${sql.ref(t.parentKey)} from ${sql.table(t.parent)} where ${siteCondition(plan, parent, siteId)})`;
}

/** Runs fn over one consistent read-only snapshot of the database. */
export async function withSnapshot<T>(db: Kysely<Database>, config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>, fn: (db: AnyDb) => Promise<T>): Promise<T> {
  if (config.databaseUrl) {
    return db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      return fn(trx);
    });
  }
  const conn = new SQLite(sqliteFileOf(config), { readonly: true, fileMustExist: true });
  conn.pragma('busy_timeout = 5000');
  const reader = new Kysely<any>({ dialect: new SqliteDialect({ database: conn }) });
  try {
    return await reader.transaction().execute(fn);
  } finally {
    await reader.destroy();
  }
}

/** A value as stored in a backup line (bytes as { $b: base64 }). */
function encodeValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return { $b: Buffer.from(value).toString('base64') };
  if (typeof value === 'bigint') return Number(value);
  return value;
}

export function decodeValue(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { $b?: unknown }).$b === 'string') return Buffer.from((value as { $b: string }).$b, 'base64');
  return value;
}

export interface TableReader {
  /** Called before a table's rows with its row count. */
  begin(t: PlannedTable, count: number): Promise<void>;
  /** A batch of rows, each an array in t.columns order. */
  rows(t: PlannedTable, rows: unknown[][]): Promise<void>;
  end(t: PlannedTable): Promise<void>;
}

/** Counts of the site's rows of each saved table, in plan order. */
export async function countSiteRows(db: AnyDb, plan: BackupPlan, siteId: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const t of plan.tables) {
    if (t.mode === 'reset') continue;
    const row = await db.selectFrom(t.table).select(sql<number>`count(*)`.as('n')).where(siteCondition(plan, t, siteId)).executeTakeFirstOrThrow();
    counts.set(t.table, Number(row.n));
  }
  return counts;
}

/** Reads the site's rows of every saved table in batches (inside the caller's snapshot). */
export async function readSiteRows(db: AnyDb, plan: BackupPlan, siteId: number, counts: ReadonlyMap<string, number>, reader: TableReader, signal: AbortSignal): Promise<void> {
  for (const t of plan.tables) {
    if (t.mode === 'reset') continue;
    await reader.begin(t, counts.get(t.table) ?? 0);
    const select = () => db.selectFrom(t.table).select(t.columns.map((c) => sql.ref(c).as(c))).where(siteCondition(plan, t, siteId));
    const asArrays = (rows: Record<string, unknown>[]) => rows.map((r) => t.columns.map((c) => encodeValue(r[c])));
    if (t.columns.includes('id')) {
      // Keyset by id: every batch a short indexed read.
      let last: number | null = null;
      for (;;) {
        signal.throwIfAborted();
        let q = select();
        if (last !== null) q = q.where(sql.ref('id'), '>', last);
        const rows = (await q.orderBy(sql.ref('id')).limit(ROW_BATCH).execute()) as Record<string, unknown>[];
        if (rows.length) await reader.rows(t, asArrays(rows));
        if (rows.length < ROW_BATCH) break;
        last = Number(rows[rows.length - 1].id);
      }
    } else {
      // No id: one row per site or a small link table — read at once, in a stable order.
      let q = select();
      for (const c of t.columns) q = q.orderBy(sql.ref(c));
      const rows = (await q.execute()) as Record<string, unknown>[];
      if (rows.length) await reader.rows(t, asArrays(rows));
    }
    await reader.end(t);
  }
}

/** Deletes the site's rows of every planned table, children first (inside the restore's transaction). */
export async function deleteSiteRows(trx: Transaction<any>, plan: BackupPlan, siteId: number): Promise<void> {
  for (const t of [...plan.tables].reverse()) {
    await trx.deleteFrom(t.table).where(siteCondition(plan, t, siteId)).execute();
  }
}

/** Inserts rows (arrays in `columns` order) into a table, in batches within the parameter limits. */
export async function insertRows(trx: Transaction<any>, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
  // SQLite allows 32,766 parameters a statement, PostgreSQL 65,535.
  const per = Math.max(1, Math.min(ROW_BATCH, Math.floor(30_000 / Math.max(1, columns.length))));
  for (let i = 0; i < rows.length; i += per) {
    const values = rows.slice(i, i + per).map((r) => Object.fromEntries(columns.map((c, j) => [c, decodeValue(r[j])])));
    await trx.insertInto(table).values(values).execute();
  }
}

/**
 * PostgreSQL: rows put back with their own ids must never be numbered again, so each identity
 * sequence is moved past the largest id — never back (ids once given are not given twice).
 */
export async function sequencesAhead(trx: Transaction<any>, dialect: 'sqlite' | 'postgres', tables: readonly string[]): Promise<void> {
  if (dialect !== 'postgres' || tables.length === 0) return;
  const { rows } = await sql<{ table_name: string; seq: string | null }>`
    select table_name, pg_get_serial_sequence(table_name, 'id') as seq from information_schema.columns
    where table_schema = current_schema() and column_name = 'id' and table_name in (${sql.join(tables)})
      and (is_identity = 'YES' or column_default like 'nextval(%')`.execute(trx);
  for (const { table_name: table, seq } of rows) {
    if (!seq) continue;
    const top = await sql<{ max_id: number | null }>`select max(id) as max_id from ${sql.table(table)}`.execute(trx);
    const state = await sql<{ last_value: number; is_called: boolean }>`select last_value, is_called from ${sql.raw(seq)}`.execute(trx);
    const maxId = Number(top.rows[0]?.max_id ?? 0);
    const used = state.rows[0] ? Number(state.rows[0].last_value) - (state.rows[0].is_called ? 0 : 1) : 0;
    if (maxId > used) await sql`select setval(${seq}::regclass, ${maxId}, true)`.execute(trx);
  }
}
