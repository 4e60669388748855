// A bulk load refreshes PostgreSQL's statistics itself (core/db/analyzeLoaded.ts): right after one,
// the planner must know the table holds the rows just loaded, not the handful it held before (with
// autovacuum off here, as in the minute before it runs). SQLite: the same calls, nothing else done.
import { sql } from 'kysely';
import { BulkInserter, type BulkTable } from '../../server/core/db/bulkInsert';
import { BULK_ROWS } from '../../server/core/db/analyzeLoaded';
import { insertChunked } from '../../server/core/db/seed';
import { SITE } from '../../server/core/db/seedData';
import { isPostgres } from '../../server/core/db/migrations/helpers';
import { startServer, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
  if (isPostgres(h.built.db)) await sql`alter table language_syncs set (autovacuum_enabled = false)`.execute(h.built.db);
});
afterAll(() => h?.close());

const SYNCS: BulkTable<'language_syncs'> = {
  table: 'language_syncs',
  columns: [['site_id', 'int4'], ['target_site_id', 'int4'], ['item_type', 'text'], ['source_id', 'int4'], ['target_id', 'int4'], ['source_version', 'int8'], ['source_hash', 'text'], ['synced_at', 'int8']],
};
const row = (i: number) => ({ site_id: SITE.corporate, target_site_id: SITE.global, item_type: 'bench', source_id: i, target_id: i, source_version: 1, source_hash: 'h', synced_at: 0 });

/** What PostgreSQL's planner believes the table holds. */
async function plannedRows(): Promise<number> {
  const db = h.built.db;
  return Number((await sql<{ n: number }>`select reltuples::bigint as n from pg_class where oid = 'language_syncs'::regclass`.execute(db)).rows[0].n);
}

const stored = async () => Number((await h.built.db.selectFrom('language_syncs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

it('insertChunked of a bulk load: the planner knows the new rows at once (inside the transaction too)', async () => {
  const rows = Array.from({ length: BULK_ROWS }, (_, i) => row(1_000_000 + i));
  await h.built.db.transaction().execute((trx) => insertChunked(trx, 'language_syncs', rows));
  const total = await stored();
  expect(total).toBeGreaterThanOrEqual(BULK_ROWS);
  if (isPostgres(h.built.db)) expect(await plannedRows()).toBeGreaterThanOrEqual(total * 0.9);
});

it('a bulk insert in chunks: analysed once the table grew by BULK_ROWS (PostgreSQL)', async () => {
  const bulk = new BulkInserter(null, { bump: () => undefined });
  const db = h.built.db;
  if (!isPostgres(db)) return;
  const chunk = BULK_ROWS / 4;
  let next = 2_000_000;
  const load = async () => bulk.insert(db, SYNCS, Array.from({ length: chunk }, () => { const r: Record<string, unknown> = row(next++); return SYNCS.columns.map(([c]) => r[c]); }));
  const before = await plannedRows();
  for (let i = 0; i < 3; i++) await load();
  // 7,500 rows in: not yet.
  expect(await plannedRows()).toBe(before);
  await load();
  // BULK_ROWS in: analysed.
  expect(await plannedRows()).toBeGreaterThanOrEqual((await stored()) * 0.9);
});
