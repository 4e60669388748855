// The pieces under the caches, on their own: which queries count as writes to which tables, when a
// cached value stops being served, and the pre-serialised envelope.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { ChangeTracker, EXTERNAL_CHECK_MS } from '../../server/core/db/changeTracker';
import type { Database } from '../../server/core/db/database';
import { csOk, encodeJson, ok } from '../../server/core/http/envelope';
import { CHECKPOINT_MAX_AGE_MS, MAX_AGE_MS, ReadCache } from '../../server/core/services/readCache';

let dir: string;
let sqlite: SQLite.Database;
let tracker: ChangeTracker;
let db: Kysely<Database>;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-cache-'));
  sqlite = new SQLite(path.join(dir, 'test.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('CREATE TABLE accounts (id INTEGER PRIMARY KEY, permissions TEXT); CREATE TABLE op_logs (id INTEGER PRIMARY KEY, detail TEXT); CREATE TABLE sites (id INTEGER PRIMARY KEY, site_name TEXT)');
  tracker = new ChangeTracker(sqlite);
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [tracker] });
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('ChangeTracker', () => {
  it('moves the stamp of exactly the tables a query writes, and not for reads or the audit log', async () => {
    const accounts = () => tracker.stamp(['accounts']);
    const sites = () => tracker.stamp(['sites']);
    let [a, s] = [accounts(), sites()];

    await db.selectFrom('accounts').selectAll().execute();
    await db.insertInto('op_logs' as never).values({ detail: 'x' } as never).execute();
    expect([accounts(), sites()]).toEqual([a, s]);

    await db.insertInto('accounts' as never).values({ id: 1, permissions: '[]' } as never).execute();
    expect(accounts()).not.toBe(a);
    expect(sites()).toBe(s);
    [a, s] = [accounts(), sites()];

    await db.updateTable('sites').set({ site_name: 'x' }).where('id', '=', 1).execute();
    expect(accounts()).toBe(a);
    expect(sites()).not.toBe(s);
    [a, s] = [accounts(), sites()];

    await db.deleteFrom('accounts').where('id', '=', 1).execute();
    expect(accounts()).not.toBe(a);
    [a, s] = [accounts(), sites()];

    // Raw SQL could write anything.
    await sql`UPDATE sites SET site_name = 'y'`.execute(db);
    expect(accounts()).toBeGreaterThan(a);
    expect(sites()).toBeGreaterThan(s);
  });

  it('sees a commit by another connection within EXTERNAL_CHECK_MS', async () => {
    const before = tracker.stamp(['accounts']);
    const other = new SQLite(path.join(dir, 'test.sqlite'));
    try {
      other.prepare('INSERT INTO sites (site_name) VALUES (?)').run('elsewhere');
    } finally {
      other.close();
    }
    await new Promise((resolve) => setTimeout(resolve, EXTERNAL_CHECK_MS + 5));
    expect(tracker.stamp(['accounts'])).not.toBe(before);
  });

  it('on PostgreSQL is cacheable only while its change feed is ready, and a notification bumps its table', () => {
    const tracker = new ChangeTracker(null);
    expect(tracker.cacheable).toBe(false);
    const feed = { isReady: false };
    tracker.attachFeed(feed);
    expect(tracker.cacheable).toBe(false);
    feed.isReady = true;
    expect(tracker.cacheable).toBe(true);
    const sites = tracker.stamp(['sites']);
    const tags = tracker.stamp(['tags']);
    tracker.changed('sites');
    expect(tracker.stamp(['sites'])).not.toBe(sites);
    expect(tracker.stamp(['tags'])).toBe(tags);
    tracker.changed(null);
    expect(tracker.stamp(['tags'])).not.toBe(tags);
  });
});

describe('ReadCache', () => {
  let clock = 1_000_000;
  const now = () => clock;

  it('keeps a value its cache allows longer (a list’s checkpoints) past MAX_AGE_MS, never past a write', async () => {
    const cache = new ReadCache<string>(tracker, ['accounts'], now, 10, CHECKPOINT_MAX_AGE_MS);
    let loads = 0;
    const load = async () => ({ value: `v${++loads}` });
    expect(await cache.get('k', load)).toBe('v1');
    clock += MAX_AGE_MS * 2;
    expect(cache.peek('k')).toBe('v1');
    tracker.bump(['accounts']);
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', load)).toBe('v2');
    clock += CHECKPOINT_MAX_AGE_MS;
    expect(cache.peek('k')).toBeUndefined();
  });

  it('serves a value until its tables change, it ages out, or its validity window ends', async () => {
    const cache = new ReadCache<string>(tracker, ['accounts'], now);
    let loads = 0;
    const load = async () => ({ value: `v${++loads}`, validUntil: clock + 10 * MAX_AGE_MS });
    expect(await cache.get('k', load)).toBe('v1');
    expect(cache.get('k', load)).toBe('v1');

    tracker.bump(['sites']);
    expect(cache.peek('k')).toBe('v1');
    tracker.bump(['accounts']);
    expect(cache.peek('k')).toBeUndefined();

    expect(await cache.get('k', load)).toBe('v2');
    clock += MAX_AGE_MS;
    expect(cache.peek('k')).toBeUndefined();

    const until = clock + 100;
    expect(await cache.get('w', async () => ({ value: 'w', validUntil: until }))).toBe('w');
    clock = until;
    expect(cache.peek('w')).toBe('w');
    clock = until + 1;
    expect(cache.peek('w')).toBeUndefined();
    // A clock that goes back does not reuse a value read "later".
    expect(await cache.get('w', async () => ({ value: 'w2' }))).toBe('w2');
    clock -= 1;
    expect(cache.peek('w')).toBeUndefined();
  });

  it('does not keep a value whose tables changed while it was read, nor one already outdated', async () => {
    const cache = new ReadCache<string>(tracker, ['accounts'], now);
    expect(await cache.get('k', async () => {
      tracker.bump(['accounts']);
      return { value: 'raced' };
    })).toBe('raced');
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', async () => ({ value: 'refused', validUntil: -Infinity }))).toBe('refused');
    expect(cache.size).toBe(0);
  });

  it('shares one load among concurrent misses for a key, but not with a request that came after a write', async () => {
    const cache = new ReadCache<string>(tracker, ['accounts'], now);
    let loads = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      const n = ++loads;
      await gate;
      return { value: `v${n}` };
    };
    const burst = Array.from({ length: 50 }, () => cache.get('k', load));
    tracker.bump(['accounts']);
    const afterWrite = cache.get('k', load);
    const otherKey = cache.get('other', load);
    release();
    expect(await Promise.all(burst)).toEqual(Array(50).fill('v1'));
    expect(await afterWrite).toBe('v2');
    expect(await otherKey).toBe('v3');
    expect(loads).toBe(3);
    // A failed load is not shared with the next request.
    await expect(cache.get('x', async () => { throw new Error('down'); })).rejects.toThrow('down');
    expect(await cache.get('x', async () => ({ value: 'up' }))).toBe('up');
  });

  it('keeps nothing when the tracker is not cacheable', async () => {
    const cache = new ReadCache<string>(new ChangeTracker(null), ['accounts'], now);
    expect(await cache.get('k', async () => ({ value: 'a' }))).toBe('a');
    expect(await cache.get('k', async () => ({ value: 'b' }))).toBe('b');
    expect(cache.size).toBe(0);
  });

  it('holds at most its number of entries', async () => {
    const cache = new ReadCache<number>(tracker, ['accounts'], now, 3);
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => ({ value: i }));
    expect(cache.size).toBe(3);
    expect(cache.peek('k9')).toBe(9);
    expect(cache.peek('k0')).toBeUndefined();
  });

  it('lets go of entries past MAX_AGE_MS when it stores the next one', async () => {
    const cache = new ReadCache<number>(tracker, ['accounts'], now);
    await cache.get('old1', async () => ({ value: 1 }));
    await cache.get('old2', async () => ({ value: 2 }));
    clock += MAX_AGE_MS;
    await cache.get('new', async () => ({ value: 3 }));
    expect(cache.size).toBe(1);
  });
});

describe('EncodedJson', () => {
  it('is byte for byte the envelope JSON.stringify would give, for both protocols', () => {
    const value = { rows: [{ id: 1, name: '示范「站点」\u2028', none: null, yes: true }], total: 1, text: 'a"b\\c' };
    const encoded = encodeJson(value);
    expect(encoded.body('envelope').toString('utf8')).toBe(JSON.stringify(ok(value)));
    expect(encoded.body('clientService').toString('utf8')).toBe(JSON.stringify(csOk(value)));
    expect(encoded.body('envelope')).toBe(encoded.body('envelope'));
  });
});
