// The messages module's tables: their Kysely row types, merged into core's Database so every query is typed.
import type { Generated } from 'kysely';

export interface MessagesTable {
  id: Generated<number>;
  account_id: number;
  title: string;
  content: string;
  add_date: number;
  read_status: number;
}

declare module '../../core/db/database' {
  interface Database {
    messages: MessagesTable;
  }
}

/** This module's tables, parents before children (the order of seeding and snapshots). */
export const MESSAGES_TABLES = ['messages'] as const;
