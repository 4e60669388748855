// Migrating and seeding under one lock, so servers started together on an empty PostgreSQL database
// do not both seed (the second used to exit on the seed's duplicate key): a session-level advisory
// lock held on one pooled connection while the work runs on the others; the second server waits,
// then finds the schema current and the data seeded. SQLite has one process per file: no lock.
import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import type { DialectName } from './connect';

/** An arbitrary constant naming this application's start-up lock. */
const STARTUP_LOCK = 73_100_801;

export async function underStartupLock<T>(db: Kysely<Database>, dialect: DialectName, work: () => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return work();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(conn);
    }
  });
}
