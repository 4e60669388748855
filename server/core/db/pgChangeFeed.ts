// What makes the read caches safe on PostgreSQL, where other server processes (and other pooled
// connections of this one) commit whenever they like: every watched table has a statement trigger
// that calls pg_notify(CHANNEL, table name) (ensureChangeTriggers, run at start-up), and each
// server process LISTENs on one connection of its own. PostgreSQL delivers a notification when the
// writing transaction commits, so a cached read is dropped within a notification's delivery time
// of any commit by anyone (the ChangeTracker's "outside writes" bound on PostgreSQL).
//
// While the listening connection is down nothing may be trusted: the feed reports itself not ready
// (caches store nothing), and when it is back everything is marked changed before caching resumes.
import { Client, type Notification } from 'pg';
import { sql, type Kysely } from 'kysely';
import type { Database } from './database';

export const CHANGE_CHANNEL = 'console_changes';
const SYNC_CHANNEL = 'console_changes_sync';
const RETRY_MS = [100, 500, 1_000, 2_000, 5_000];

export interface ChangeSink {
  /** A table changed (a name), or anything may have (null). */
  changed(table: string | null): void;
}

export class PgChangeFeed {
  private client: Client | null = null;
  private ready = false;
  private closed = false;
  private attempts = 0;
  private retry: NodeJS.Timeout | null = null;
  private readonly waiting = new Map<string, () => void>();
  /** Clients whose loss was already handled ('error' is often followed by 'end'). */
  private readonly gone = new WeakSet<Client>();

  constructor(
    private readonly connectionString: string,
    private readonly sink: ChangeSink,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  /** Whether notifications are flowing (caches may keep values). */
  get isReady(): boolean {
    return this.ready;
  }

  async start(): Promise<void> {
    await this.connect();
  }

  /**
   * Resolves once every notification committed before the call has been handled: a round trip of
   * our own NOTIFY through the server's queue, which delivers in commit order (tests use it).
   */
  async sync(): Promise<void> {
    const client = this.client;
    if (!client || !this.ready) return;
    const token = Math.random().toString(36).slice(2);
    const arrived = new Promise<void>((resolve) => this.waiting.set(token, resolve));
    await client.query('select pg_notify($1, $2)', [SYNC_CHANNEL, token]);
    await arrived;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.ready = false;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    for (const resolve of this.waiting.values()) resolve();
    this.waiting.clear();
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString });
    client.on('notification', (n) => this.receive(n));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
      await client.query(`listen ${SYNC_CHANNEL}`);
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempts = 0;
    // Writes made while nobody listened are unknown: everything is stale once.
    this.sink.changed(null);
    this.ready = true;
  }

  private receive(n: Notification): void {
    if (n.channel === SYNC_CHANNEL) {
      const resolve = this.waiting.get(n.payload ?? '');
      if (resolve) {
        this.waiting.delete(n.payload ?? '');
        resolve();
      }
      return;
    }
    this.sink.changed(n.payload || null);
  }

  private lost(client: Client, err: unknown): void {
    if (this.gone.has(client)) return;
    this.gone.add(client);
    const wasReady = this.ready && client === this.client;
    if (this.client !== null && client !== this.client) return;
    this.ready = false;
    this.client = null;
    this.sink.changed(null);
    for (const resolve of this.waiting.values()) resolve();
    this.waiting.clear();
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.closed) return;
    if (err && wasReady) this.onError(err);
    const delay = RETRY_MS[Math.min(this.attempts++, RETRY_MS.length - 1)];
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }
}

/** The statement trigger every watched table carries (idempotent: run at every start, under the start-up lock). */
export async function ensureChangeTriggers(db: Kysely<Database>, tables: readonly string[]): Promise<void> {
  await sql.raw(`create or replace function console_notify_change() returns trigger language plpgsql as $$
    begin perform pg_notify('${CHANGE_CHANNEL}', tg_table_name); return null; end $$`).execute(db);
  for (const table of tables) {
    const name = `${table}_notify_change`;
    const exists = await sql<{ n: number }>`select count(*)::int as n from pg_trigger where tgname = ${name}`.execute(db);
    if (exists.rows[0]?.n) continue;
    await sql.raw(`create trigger ${name} after insert or update or delete or truncate on ${table}
      for each statement execute function console_notify_change()`).execute(db);
  }
}
