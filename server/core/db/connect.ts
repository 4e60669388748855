// Opens the database: SQLite (better-sqlite3) under DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Both behind the same Kysely<Database>, so no query knows which it runs on.
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool, types as pgTypes } from 'pg';
import { sqliteFileOf, type ServerConfig } from '../config';
import type { Database } from './database';
import { FOLD_FUNCTION, foldCase } from './fold';

export type DialectName = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The SQLite handle under db (null on PostgreSQL), for PRAGMA data_version (ChangeTracker). */
  sqlite: SQLite.Database | null;
  /** The PostgreSQL pool under db (absent on SQLite). */
  pool?: Pool;
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/** pg returns BIGINT (and COUNT/SUM) as strings; every value we store fits a double exactly. */
const pgTypeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => (value === null ? null : Number(value));
    return pgTypes.getTypeParser(oid, format as 'text');
  },
} as unknown as typeof pgTypes;

/**
 * pg's Pool re-emits the error of an idle client (PostgreSQL restarted, failed over, or the
 * connection was killed): without a listener that kills the process. The client is dropped by the
 * pool either way; the next request gets a new connection, or 系统繁忙 while none can be made.
 */
export type PoolErrorListener = (err: Error) => void;

export function connectDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>, onPoolError: PoolErrorListener = () => undefined): Connection {
  if (config.databaseUrl) {
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: 10,
      types: pgTypeParsers,
      // A request waits at most this long for a connection (pg's default is for ever).
      connectionTimeoutMillis: 5_000,
      // No statement may hold a connection longer than this.
      statement_timeout: 30_000,
    });
    pool.on('error', onPoolError);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', sqlite: null, pool };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(sqliteFileOf(config));
  // WAL for concurrent readers; FULL so a committed write survives power loss (WAL defaults to
  // NORMAL); foreign keys are off by default in SQLite; busy_timeout waits out another writer.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // The searches' case folding (db/fold.ts); PostgreSQL has it as a SQL function (migration 007).
  sqlite.function(FOLD_FUNCTION, { deterministic: true }, (text: unknown) => (typeof text === 'string' ? foldCase(text) : text));
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite', sqlite };
}
