// Migrating and seeding under one lock, so servers started together on an empty database do not
// both migrate and seed (the second used to exit on the seed's duplicate key). On PostgreSQL a
// session-level advisory lock held on one pooled connection while the work runs on the others; on
// SQLite a lock folder beside the database file (mkdir is atomic; a folder older than STALE_MS was
// left by a crash and is taken over). The second server waits, then finds the schema current and
// the data seeded.
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import type { DialectName } from './connect';

/** An arbitrary constant naming this application's start-up lock. */
const STARTUP_LOCK = 73_100_801;
const STALE_MS = 5 * 60 * 1000;
const WAIT_MS = 5 * 60 * 1000;

export async function underStartupLock<T>(db: Kysely<Database>, dialect: DialectName, dataDir: string, work: () => Promise<T>): Promise<T> {
  if (dialect === 'postgres') {
    return db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(conn);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(conn);
      }
    });
  }
  const lock = path.join(dataDir, '.startup.lock');
  await acquireFolderLock(lock);
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

async function acquireFolderLock(lock: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`等待启动锁超时：${lock}（另一个服务进程正在迁移数据库？）`);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
