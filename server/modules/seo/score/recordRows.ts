// Writing and removing a run's affected records in bulk, each back end the way it does it fast: a
// run over 100,000 articles writes some 270,000 rows and a new report removes the last one's.
// SQLite (one synchronous connection: whatever runs holds every other request) in short statements
// with a turn of the event loop between them; PostgreSQL with the rows as one array per column
// (unnest: a few parameters instead of eight a row, which cost its parser more than the writing)
// and one delete, which blocks no reader.
import { sql, SqliteAdapter, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../../core/db/database';
import type { SeoScoreRecordsTable } from './tables';

type Db = Kysely<Database>;
export type RecordRow = Insertable<SeoScoreRecordsTable>;

const SQLITE_INSERT = 500;
const POSTGRES_INSERT = 5_000;
const SQLITE_DELETE = 1_000;

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Rows a single insert takes on this back end (the caller flushes once it holds that many). */
export function insertChunk(db: Db): number {
  return isSqlite(db) ? SQLITE_INSERT : POSTGRES_INSERT;
}

export async function insertRecordRows(db: Db, rows: readonly RecordRow[]): Promise<void> {
  if (!rows.length) return;
  if (isSqlite(db)) {
    for (let i = 0; i < rows.length; i += SQLITE_INSERT) await db.insertInto('seo_score_records').values(rows.slice(i, i + SQLITE_INSERT)).execute();
    return;
  }
  for (let i = 0; i < rows.length; i += POSTGRES_INSERT) {
    const part = rows.slice(i, i + POSTGRES_INSERT);
    const col = <K extends keyof RecordRow>(k: K) => part.map((r) => r[k]);
    // An insert of the table (not raw SQL), so the change tracker knows which table it wrote.
    await db.insertInto('seo_score_records')
      .columns(['run_id', 'site_id', 'check_id', 'record_kind', 'record_id', 'record_type', 'title', 'detail'])
      .expression(sql`select * from unnest(${col('run_id')}::int[], ${col('site_id')}::int[], ${col('check_id')}::text[], ${col('record_kind')}::text[],
        ${col('record_id')}::int[], ${col('record_type')}::int[], ${col('title')}::text[], ${col('detail')}::text[])`)
      .execute();
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
