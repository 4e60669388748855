// Writing and removing a run's affected records in bulk, each back end the way it does it fast: a
// run over 100,000 articles writes some 270,000 rows and a new report removes the last one's.
// Written through core's bulk insert when the caller has it (a task: deps.bulk; arrays per column
// on PostgreSQL, prepared statements on SQLite), a statement's worth at a time. SQLite (one
// synchronous connection: whatever runs holds every other request) gets a turn of the event loop
// between statements, inserts and deletes alike; PostgreSQL removes a report in one delete, which
// blocks no reader.
import { SqliteAdapter, type Insertable, type Kysely } from 'kysely';
import type { BulkInserter, BulkTable } from '../../../core/db/bulkInsert';
import type { Database } from '../../../core/db/database';
import type { SeoScoreRecordsTable } from './tables';

type Db = Kysely<Database>;
export type RecordRow = Insertable<SeoScoreRecordsTable>;

const SQLITE_INSERT = 500;
const POSTGRES_INSERT = 5_000;
const SQLITE_DELETE = 1_000;

const RECORDS: BulkTable<'seo_score_records'> = {
  table: 'seo_score_records',
  columns: [['run_id', 'int4'], ['site_id', 'int4'], ['check_id', 'text'], ['record_kind', 'text'], ['record_id', 'int4'], ['record_type', 'int4'], ['title', 'text'], ['detail', 'text']],
};

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Rows a single insert takes on this back end (the caller flushes once it holds that many). */
export function insertChunk(db: Db): number {
  return isSqlite(db) ? SQLITE_INSERT : POSTGRES_INSERT;
}

export async function insertRecordRows(db: Db, rows: readonly RecordRow[], bulk?: BulkInserter | null): Promise<void> {
  const sqlite = isSqlite(db);
  // Without the bulk insert (evaluateSite called directly, as tests do) Kysely's statements of 500.
  const chunk = bulk && !sqlite ? POSTGRES_INSERT : SQLITE_INSERT;
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    if (bulk) await bulk.insert(db, RECORDS, part.map((r) => RECORDS.columns.map(([c]) => r[c])));
    else await db.insertInto('seo_score_records').values(part).execute();
    if (sqlite) await yieldTurn();
  }
}

/** Removes every record of the runs (of the site). */
export async function deleteRecordRows(db: Db, siteId: number, runIds: readonly number[]): Promise<void> {
  if (!runIds.length) return;
  if (!isSqlite(db)) {
    await db.deleteFrom('seo_score_records').where('site_id', '=', siteId).where('run_id', 'in', runIds).execute();
    return;
  }
  for (;;) {
    const ids = (await db.selectFrom('seo_score_records').select('id').where('run_id', 'in', runIds).limit(SQLITE_DELETE).execute()).map((r) => r.id);
    if (!ids.length) return;
    await db.deleteFrom('seo_score_records').where('site_id', '=', siteId).where('id', 'in', ids).execute();
    await yieldTurn();
  }
}
