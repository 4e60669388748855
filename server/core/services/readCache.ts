// Memoised reads for the hot paths (the session behind a token, the lists the console polls).
// A value is kept with the stamp of the tables it was read from (ChangeTracker) and is served
// only while
//   - none of those tables has been written since (in-process writes: at once; commits by another
//     connection: within EXTERNAL_CHECK_MS),
//   - it is younger than MAX_AGE_MS (a backstop for a write that would bypass both; a cache of
//     values that are dear to read and only steer a query — a list's checkpoints — may keep them
//     longer),
//   - the clock is inside the window the value is correct for (validUntil: derived fields such as
//     a site's status change with time, not only with the data).
// A value is stored only when the stamp did not move while it was being read, so a write racing
// the read is never hidden. With a tracker that is not cacheable (PostgreSQL while its change feed
// is down) nothing is stored.
// Concurrent misses for one key share one load (single flight) when they see the same stamp: when a
// popular value expires, a burst of requests costs one query, not one each. A request that comes
// after a write sees a new stamp and starts its own load.
import type { TableName } from '../db/database';
import type { ChangeTracker } from '../db/changeTracker';

/** Upper bound on how long any cached value is used without being read again. */
export const MAX_AGE_MS = 2_000;
/**
 * How long a list's checkpoints may be kept: reading them walks the whole filtered list (tens of ms
 * at 100,000 rows), and a stale set, which only a write past the tracker could leave, would shift
 * deep pages, never show another site's rows.
 */
export const CHECKPOINT_MAX_AGE_MS = 30_000;
const DEFAULT_MAX_ENTRIES = 5_000;

interface Entry<V> {
  value: V;
  stamp: number;
  /** The clock (deps.now) when the value was read, and until when it is correct. */
  from: number;
  until: number;
}

export interface Loaded<V> {
  value: V;
  /**
   * The last moment (deps.now) the value is correct for; omitted: until the data changes. A value
   * already past it (a refusal, say) is returned but not kept.
   */
  validUntil?: number;
}

export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inFlight = new Map<string, { stamp: number; promise: Promise<V> }>();

  constructor(
    private readonly tracker: ChangeTracker,
    private readonly tables: readonly TableName[],
    private readonly now: () => number,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {}

  /** The cached value if it is still fresh, else undefined (never reads the database). */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.stamp !== this.tracker.stamp(this.tables) || now < entry.from || now > entry.until || now - entry.from >= this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The fresh cached value (directly, no promise), or a promise of load(now), which is stored when
   * nothing it read changed meanwhile.
   */
  get(key: string, load: (now: number) => Promise<Loaded<V>>): V | Promise<V> {
    const hit = this.peek(key);
    return hit !== undefined ? hit : this.load(key, load);
  }

  private load(key: string, load: (now: number) => Promise<Loaded<V>>): Promise<V> {
    if (!this.tracker.cacheable) return this.loadAndStore(key, load, false, 0);
    const stamp = this.tracker.stamp(this.tables);
    const flying = this.inFlight.get(key);
    if (flying && flying.stamp === stamp) return flying.promise;
    const promise = this.loadAndStore(key, load, true, stamp).finally(() => {
      if (this.inFlight.get(key)?.promise === promise) this.inFlight.delete(key);
    });
    this.inFlight.set(key, { stamp, promise });
    return promise;
  }

  private async loadAndStore(key: string, load: (now: number) => Promise<Loaded<V>>, cacheable: boolean, stamp: number): Promise<V> {
    const now = this.now();
    const loaded = await load(now);
    const until = loaded.validUntil ?? Infinity;
    if (cacheable && until >= now && this.tracker.stamp(this.tables) === stamp) this.store(key, { value: loaded.value, stamp, from: now, until });
    return loaded.value;
  }

  /** Drops one key at once (for writes this process knows about before the tracker does). */
  delete(key: string): void {
    this.entries.delete(key);
    this.inFlight.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Oldest first out (the Map keeps insertion order): bounds memory whatever keys (tokens,
    // pages) callers make up, and does not keep what can no longer be served (a token nobody
    // sends again) much beyond MAX_AGE_MS.
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && entry.from - old.from < this.maxAgeMs) break;
      this.entries.delete(oldKey);
    }
  }
}

/** One cache per name, per app (tests build many apps, each with its own database). */
export class ReadCaches {
  private readonly caches = new Map<string, ReadCache<unknown>>();

  constructor(readonly tracker: ChangeTracker, private readonly now: () => number) {}

  of<V>(name: string, tables: readonly TableName[], maxEntries?: number, maxAgeMs?: number): ReadCache<V> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new ReadCache<unknown>(this.tracker, tables, this.now, maxEntries, maxAgeMs);
      this.caches.set(name, cache);
    }
    return cache as ReadCache<V>;
  }
}
