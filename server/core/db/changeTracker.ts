// Knows when cached reads may have gone stale. Every table has a version number that only grows:
//
//  - writes made by this process: every query goes through the one Kysely instance of the app
//    (buildApp installs this object as a plugin on it, so the routes, the tests' built.db and every
//    transaction share it). An INSERT / UPDATE / DELETE / MERGE bumps the versions of the tables it
//    writes, once when it is compiled and once more after it has run, so a value read while the
//    write was queued is never kept. A query whose target cannot be read off its tree (raw SQL,
//    schema changes, a CTE) bumps every table.
//  - commits by any other connection to the SQLite file (another process, a maintenance script, the
//    sqlite3 shell): PRAGMA data_version changes; it is read at most every EXTERNAL_CHECK_MS and a
//    change bumps every table. So an outside write reaches requests that start EXTERNAL_CHECK_MS
//    after its commit.
//
// On SQLite this server is a single process over one SQLite connection, which is what makes this
// complete: every in-process write is seen here, and a cache miss is read through the same Kysely
// instance, which waits for an open transaction on that connection, so a value read around a
// transaction is either read after its commit or refused by the stamp check (ReadCache).
//
// On PostgreSQL other processes may share the database, and a reader on another pooled connection
// cannot tell when a transaction commits (the in-process bumps come before the commit). There every
// commit by any connection is announced by a statement trigger through LISTEN/NOTIFY
// (db/pgChangeFeed.ts), delivered after the commit: a value read before it is dropped when the
// notification arrives. While that feed is down `cacheable` is false and the caches store nothing.
import type SQLite from 'better-sqlite3';
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { TableName } from './database';

/** How often (at most) PRAGMA data_version is read: the staleness bound for outside writes. */
export const EXTERNAL_CHECK_MS = 10;

/** Tables whose writes concern no cached read: the audit log and the login throttle are written on every call of theirs; tasks write their progress several times a second and are never cached. */
export const UNWATCHED = new Set<string>(['op_logs', 'login_throttle', 'tasks']);

/** null: unknown (treated as "every table"); []: the query writes nothing. */
type Written = readonly string[] | null;

function tableOf(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node.kind === 'AliasNode') return tableOf((node as unknown as { node: OperationNode }).node);
  return null;
}

/** The tables a query writes, read off its root node. */
export function writtenTables(node: RootOperationNode): Written {
  const n = node as unknown as Record<string, any>;
  switch (node.kind) {
    case 'SelectQueryNode':
      // A plain SELECT writes nothing; one with a WITH clause might (data-modifying CTEs).
      return n.with ? null : [];
    case 'InsertQueryNode':
    case 'MergeQueryNode': {
      const table = tableOf(n.into);
      return table && !n.with ? [table] : null;
    }
    case 'UpdateQueryNode': {
      const table = tableOf(n.table);
      return table && !n.with ? [table] : null;
    }
    case 'DeleteQueryNode': {
      const froms: OperationNode[] = n.from?.froms ?? [];
      const tables = froms.map(tableOf);
      return tables.length > 0 && tables.every((t): t is string => t !== null) && !n.with ? tables : null;
    }
    default:
      // Raw SQL, schema changes: anything may have changed.
      return null;
  }
}

export class ChangeTracker implements KyselyPlugin {
  /** On PostgreSQL: the notifications of commits by any connection (db/pgChangeFeed.ts). */
  private feed: { readonly isReady: boolean } | null = null;
  private readonly versions = new Map<string, number>();
  /** Bumped by writes to unknown tables and by outside commits; part of every stamp. */
  private everything = 0;
  private readonly pending = new WeakMap<object, Written>();
  private readonly dataVersion: SQLite.Statement | null;
  private lastDataVersion: unknown = null;
  private lastCheck = -Infinity;

  constructor(private readonly sqlite: SQLite.Database | null) {
    this.dataVersion = sqlite ? sqlite.prepare('PRAGMA data_version').pluck() : null;
    if (this.dataVersion) this.lastDataVersion = this.dataVersion.get();
  }

  /**
   * Whether caches may keep values at all: on SQLite always; on PostgreSQL while the change feed
   * delivers notifications (without it a commit by another connection could not be seen).
   */
  get cacheable(): boolean {
    return this.sqlite !== null || this.feed?.isReady === true;
  }

  /** PostgreSQL: commits by every connection reach the tracker through the feed. */
  attachFeed(feed: { readonly isReady: boolean }): void {
    this.feed = feed;
  }

  /** The feed's sink: a table (or, null, anything) changed. */
  changed(table: string | null): void {
    this.bump(table === null ? null : [table]);
  }

  // --- KyselyPlugin -------------------------------------------------------------------------------

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const written = writtenTables(args.node);
    if (written === null || written.length > 0) {
      this.bump(written);
      this.pending.set(args.queryId, written);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.pending.has(args.queryId)) {
      this.bump(this.pending.get(args.queryId) ?? null);
      this.pending.delete(args.queryId);
    } else if (args.result.numAffectedRows !== undefined) {
      // A precompiled query (executeQuery) that changed rows: its tables are not known.
      this.bump(null);
    }
    return args.result;
  }

  // --- for caches ---------------------------------------------------------------------------------

  /** Marks tables (null: all of them) as changed. */
  bump(tables: Written): void {
    if (tables === null) {
      this.everything++;
      return;
    }
    for (const t of tables) {
      if (!UNWATCHED.has(t)) this.versions.set(t, (this.versions.get(t) ?? 0) + 1);
    }
  }

  /**
   * A number that changes whenever one of the tables may have changed. A cached value is fresh
   * while the stamp taken before it was read is still the current one.
   */
  stamp(tables: readonly TableName[]): number {
    this.checkOutside();
    let sum = this.everything;
    for (const t of tables) sum += this.versions.get(t) ?? 0;
    return sum;
  }

  /** Reads PRAGMA data_version (at most every EXTERNAL_CHECK_MS): another connection committed? */
  private checkOutside(): void {
    if (!this.dataVersion) return;
    const at = performance.now();
    if (at - this.lastCheck < EXTERNAL_CHECK_MS) return;
    this.lastCheck = at;
    const current = this.dataVersion.get();
    if (current !== this.lastDataVersion) {
      this.lastDataVersion = current;
      this.everything++;
    }
  }
}
