// The write batcher (group commit) on its own, over a real SQLite file in WAL mode with
// synchronous = FULL: jobs of one window share a transaction; every promise settles after the
// commit (another connection already sees the row); a failing job is answered with its own error
// while the others of its batch still commit; close() commits what is queued.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Database } from '../../server/core/db/database';
import { WriteBatcher } from '../../server/core/services/writeBatcher';

let dir: string;
let file: string;
let db: Kysely<Database>;
let outside: SQLite.Database;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'batcher-'));
  file = path.join(dir, 'b.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await sql`create table t (id integer primary key, v text not null unique)`.execute(db);
  outside = new SQLite(file, { readonly: true });
});
afterEach(async () => {
  outside.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insert = (v: string) => async (trx: Kysely<Database>) => {
  await sql`insert into t (v) values (${v})`.execute(trx);
  return v;
};
const visible = (v: string) => outside.prepare('select count(*) from t where v = ?').pluck().get(v) as number;
const rows = () => outside.prepare('select v from t order by id').pluck().all() as string[];

it('runs the jobs of one window in one transaction and answers each after the commit', async () => {
  const batcher = new WriteBatcher(db, { enabled: true, windowMs: 5, maxBatch: 100 });
  const seen: number[] = [];
  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => batcher.run(insert(`v${i}`)).then((v) => {
    seen.push(visible(v));
    return v;
  })));
  expect(results).toEqual(Array.from({ length: 20 }, (_, i) => `v${i}`));
  expect(seen).toEqual(new Array(20).fill(1));
  expect(batcher.stats).toEqual({ batches: 1, jobs: 20, retried: 0 });
});

it('answers a failing job with its own error; the others of its batch still commit, nothing of the failed one is kept', async () => {
  const batcher = new WriteBatcher(db, { enabled: true, windowMs: 5, maxBatch: 100 });
  const failing = async (trx: Kysely<Database>) => {
    await sql`insert into t (v) values ('half-done')`.execute(trx);
    throw new Error('这一条失败');
  };
  const outcomes = await Promise.allSettled([batcher.run(insert('a')), batcher.run(failing), batcher.run(insert('b')), batcher.run(insert('a'))]);
  expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
  expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('这一条失败');
  // The duplicate 'a' fails on the unique index: its own error, after 'a' itself committed.
  expect(String((outcomes[3] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
  expect(rows()).toEqual(['a', 'b']);
  expect(batcher.stats.retried).toBe(1);
});

it('commits a full batch at once and splits larger bursts', async () => {
  const batcher = new WriteBatcher(db, { enabled: true, windowMs: 60_000, maxBatch: 50 });
  // The window is a minute: only the batch size can make these commit.
  await Promise.all(Array.from({ length: 120 }, (_, i) => batcher.run(insert(`x${i}`))).slice(0, 100));
  expect(rows()).toHaveLength(100);
  await batcher.close();
  expect(rows()).toHaveLength(120);
  expect(batcher.stats.batches).toBe(3);
});

it('commits what is queued on close, then refuses new jobs', async () => {
  const batcher = new WriteBatcher(db, { enabled: true, windowMs: 60_000, maxBatch: 1000 });
  const pending = [batcher.run(insert('p1')), batcher.run(insert('p2'))];
  await batcher.close();
  await expect(Promise.all(pending)).resolves.toEqual(['p1', 'p2']);
  expect(rows()).toEqual(['p1', 'p2']);
  await expect(batcher.run(insert('late'))).rejects.toThrow('写入队列已关闭');
});

it('runs each job in its own transaction when disabled (PostgreSQL)', async () => {
  const batcher = new WriteBatcher(db, { enabled: false, windowMs: 5, maxBatch: 100 });
  await Promise.all([batcher.run(insert('s1')), batcher.run(insert('s2'))]);
  expect(rows()).toEqual(['s1', 's2']);
  expect(batcher.stats.batches).toBe(0);
});
