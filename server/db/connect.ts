// Opens the database: SQLite (better-sqlite3) under DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Both behind the same Kysely<Database>, so no query knows which it runs on.
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool, types as pgTypes } from 'pg';
import { sqliteFileOf, type ServerConfig } from '../config';
import type { Database } from './database';

export type DialectName = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The SQLite handle under db (null on PostgreSQL), for PRAGMA data_version (ChangeTracker). */
  sqlite: SQLite.Database | null;
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

export function connectDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Connection {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10, types: pgTypeParsers });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', sqlite: null };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(sqliteFileOf(config));
  // WAL for concurrent readers; FULL so a committed write survives power loss (WAL defaults to
  // NORMAL); foreign keys are off by default in SQLite; busy_timeout waits out another writer.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite', sqlite };
}
