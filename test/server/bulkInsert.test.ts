// core/db/bulkInsert.ts on the back end the run uses (SQLite, or PostgreSQL with TEST_PG_URL): rows
// stored exactly (awkward text, nulls, more rows than one statement takes), rollup upserts adding or
// keeping the larger value, and — on SQLite, where it runs on the connection itself — never inside
// another request's open transaction.
import { sql } from 'kysely';
import type { BulkTable } from '../../server/core/db/bulkInsert';
import { SITE } from '../../server/core/db/seedData';
import { startServer, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

const VISITS: BulkTable<'spider_visits'> = {
  table: 'spider_visits',
  columns: [
    ['site_id', 'int4'], ['domain', 'text'], ['at', 'int8'], ['day', 'int4'], ['spider', 'text'], ['ip', 'text'], ['method', 'text'],
    ['path', 'text'], ['status', 'int4'], ['bytes', 'int8'], ['agent', 'text'], ['suspicious', 'int4'], ['import_id', 'int4'],
  ],
};
const DOMAIN = 'bulk.example.cn';
const visit = (n: number, path: string, agent = 'Baiduspider') => [SITE.corporate, DOMAIN, 1_790_000_000_000 + n, 20260101, 'baidu', '10.0.0.1', 'GET', path, 200, 2 ** 40 + n, agent, 0, null];
const stored = () => h.built.db.selectFrom('spider_visits').select(['path', 'agent', 'bytes', 'import_id', 'at']).where('domain', '=', DOMAIN).orderBy('at').execute();

it('stores rows exactly, however many, whatever their text holds', async () => {
  const awkward = ['/a\tb', '/quote"and\'apostrophe', '/back\\slash\\', '/{braces},[brackets]', '/换行\n和\r回车', '/NULL', '/ 空格 ', '/emoji😀'];
  const rows = [...awkward.map((p, i) => visit(i, p, `UA,${p}`)), ...Array.from({ length: 5_321 }, (_, i) => visit(1_000 + i, `/p/${i}`))];
  await h.built.db.transaction().execute((trx) => h.built.deps.bulk.insert(trx, VISITS, rows));
  const back = await stored();
  expect(back).toHaveLength(rows.length);
  expect(back.slice(0, awkward.length).map((r) => [r.path, r.agent, r.import_id])).toEqual(awkward.map((p) => [p, `UA,${p}`, null]));
  expect(Number(back[back.length - 1].bytes)).toBe(2 ** 40 + 1_000 + 5_320);
});

it('adds to a rollup row or keeps the larger value when the key is there', async () => {
  const daily: BulkTable<'spider_daily'> = {
    table: 'spider_daily',
    columns: [['site_id', 'int4'], ['domain', 'text'], ['day', 'int4'], ['spider', 'text'], ['status', 'int4'], ['visits', 'int8']],
    onConflict: { key: ['site_id', 'domain', 'day', 'spider', 'status'], column: 'visits', rule: 'add' },
  };
  const last: BulkTable<'spider_baidu_last'> = {
    table: 'spider_baidu_last',
    columns: [['site_id', 'int4'], ['domain', 'text'], ['path', 'text'], ['last_at', 'int8']],
    onConflict: { key: ['site_id', 'domain', 'path'], column: 'last_at', rule: 'max' },
  };
  const { bulk } = h.built.deps;
  const db = h.built.db;
  await bulk.insert(db, daily, [[SITE.corporate, DOMAIN, 20260101, 'baidu', 200, 3], [SITE.corporate, DOMAIN, 20260101, 'baidu', 404, 1]]);
  await bulk.insert(db, daily, [[SITE.corporate, DOMAIN, 20260101, 'baidu', 200, 4]]);
  await bulk.insert(db, last, [[SITE.corporate, DOMAIN, '/x', 500], [SITE.corporate, DOMAIN, '/y', 900]]);
  await bulk.insert(db, last, [[SITE.corporate, DOMAIN, '/x', 700], [SITE.corporate, DOMAIN, '/y', 100]]);
  const days = await db.selectFrom('spider_daily').select(['status', 'visits']).where('domain', '=', DOMAIN).orderBy('status').execute();
  expect(days.map((d) => [d.status, Number(d.visits)])).toEqual([[200, 7], [404, 1]]);
  const lasts = await db.selectFrom('spider_baidu_last').select(['path', 'last_at']).where('domain', '=', DOMAIN).orderBy('path').execute();
  expect(lasts.map((l) => [l.path, Number(l.last_at)])).toEqual([['/x', 700], ['/y', 900]]);
});

it('outside a transaction, never writes into another request’s open transaction', async () => {
  const db = h.built.db;
  const before = (await stored()).length;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let opened!: () => void;
  const isOpen = new Promise<void>((resolve) => (opened = resolve));
  // Another request's transaction: it writes, waits between two statements, then rolls back.
  const other = db.transaction().execute(async (trx) => {
    await sql`select 1`.execute(trx);
    opened();
    await held;
    throw new Error('rolled back');
  }).catch(() => 'rolled back');
  await isOpen;
  const ours = h.built.deps.bulk.insert(db, VISITS, [visit(9_999_999, '/ours')]);
  // Give ours every chance to run while the other transaction is open, then let that one end.
  await new Promise((resolve) => setTimeout(resolve, 50));
  release();
  await Promise.all([other, ours]);
  const after = await stored();
  expect(after).toHaveLength(before + 1);
  expect(after.some((r) => r.path === '/ours')).toBe(true);
});
