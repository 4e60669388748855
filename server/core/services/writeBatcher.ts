// Group commit for the public form submission path.
//
// Why: SQLite in WAL mode with synchronous = FULL syncs the log on every COMMIT, and with one
// connection every commit also holds the writer. One transaction per submission (plus one more for
// its operation-log row) spends most of its time committing. Here the submissions that arrive
// within a few milliseconds of each other share one transaction and therefore one commit.
//
// How:
//  - run(job) queues the job and returns a promise. The first job of an empty queue starts a timer
//    of `windowMs`; when it fires (or as soon as `maxBatch` jobs are waiting) the queued jobs are
//    taken, in arrival order, and run one after the other inside ONE transaction, which is then
//    committed.
//  - Each job's promise settles only after that COMMIT has returned, i.e. after the data is
//    durable (better-sqlite3's COMMIT is synchronous and, with synchronous = FULL, includes the
//    sync). Nothing is acknowledged before it is on disk.
//  - Errors are per job: if any job of a batch throws (or the commit itself fails), the whole
//    transaction is rolled back, so nothing of the batch was stored, and every job of the batch is
//    then run again on its own, in its own transaction. The job that fails again is rejected with
//    its own error; the others commit and resolve as usual. Jobs must therefore touch only the
//    database (they may run twice, but only one run is ever committed).
//  - Only one batch runs at a time; jobs that arrive meanwhile wait for the next one.
//  - close() commits what is queued (the app's onClose calls it before the database closes).
//
// On PostgreSQL (`enabled: false`) each job simply runs in its own transaction at once: the pool's
// connections commit in parallel and the server does the group commit itself.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';

export type WriteJob<T> = (trx: Transaction<Database>) => Promise<T>;

export interface WriteBatcherOptions {
  /** false: no batching, one transaction per job (PostgreSQL). */
  enabled: boolean;
  /** How long the first job of a batch waits for company, in ms (0: the next turn of the event loop). */
  windowMs: number;
  /** Upper bound of one batch; a full batch is committed without waiting out the window. */
  maxBatch: number;
}

interface Queued {
  job: WriteJob<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export class WriteBatcher {
  /** Counters for tests and the bench: batches committed, jobs run, batches retried job by job. */
  readonly stats = { batches: 0, jobs: 0, retried: 0 };
  private queue: Queued[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly db: Kysely<Database>, private readonly options: WriteBatcherOptions) {}

  /** Runs the job in a (shared) transaction; resolves with its result once that has committed. */
  run<T>(job: WriteJob<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('写入队列已关闭'));
    if (!this.options.enabled) return this.db.transaction().execute(job);
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  /** Commits everything queued and refuses new jobs. */
  async close(): Promise<void> {
    this.closed = true;
    this.clearTimer();
    while (this.running || this.queue.length > 0) {
      if (this.running) await this.running;
      else await this.flush();
    }
  }

  private schedule(): void {
    // A batch is running: it looks at the queue again when it is done. Closing drains the queue itself.
    if (this.running || this.closed) return;
    if (this.queue.length >= this.options.maxBatch) {
      this.clearTimer();
      void this.flush();
      return;
    }
    if (!this.timer) {
      const fire = () => {
        this.timer = null;
        void this.flush();
      };
      this.timer = this.options.windowMs > 0 ? setTimeout(fire, this.options.windowMs) : (setImmediate(fire) as unknown as NodeJS.Timeout);
    }
  }

  private clearTimer(): void {
    if (!this.timer) return;
    if (this.options.windowMs > 0) clearTimeout(this.timer);
    else clearImmediate(this.timer as unknown as NodeJS.Immediate);
    this.timer = null;
  }

  private async flush(): Promise<void> {
    if (this.running || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.options.maxBatch);
    this.running = this.commit(batch);
    try {
      await this.running;
    } finally {
      this.running = null;
    }
    if (this.queue.length > 0) this.schedule();
  }

  /** One transaction for the whole batch; on any failure, each job again on its own. Never throws. */
  private async commit(batch: Queued[]): Promise<void> {
    this.stats.batches++;
    this.stats.jobs += batch.length;
    let results: unknown[];
    try {
      results = await this.db.transaction().execute(async (trx) => {
        const out: unknown[] = [];
        for (const queued of batch) out.push(await queued.job(trx));
        return out;
      });
    } catch (error) {
      // Rolled back: nothing of this batch is stored.
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      this.stats.retried++;
      for (const queued of batch) {
        try {
          queued.resolve(await this.db.transaction().execute(queued.job));
        } catch (own) {
          queued.reject(own);
        }
      }
      return;
    }
    // Committed: every job of the batch is durable.
    batch.forEach((queued, i) => queued.resolve(results[i]));
  }
}
