// SQLite (one server process over the file): the queue is the tasks table itself. Queued rows are
// claimed oldest first, as many as free slots (TASK_CONCURRENCY, and each kind's own limit), so a
// task started before a restart simply runs after it.
import type { TaskKind } from './kind';
import { TASK_MSG } from './messages';
import type { TaskQueue } from './queue';
import type { Runner } from './runner';
import { claim, orphan, queuedTasks, runningTasks, type Db, type Writer } from './store';
import { Pump } from './pump';

export interface QueueOptions {
  db: Db;
  write: Writer;
  runner: Runner;
  kinds: ReadonlyMap<string, TaskKind>;
  concurrency: number;
  now: () => number;
  onError: (err: unknown) => void;
}

/** Kinds that may not start another run in this process now. */
export function blockedKinds(kinds: ReadonlyMap<string, TaskKind>, runner: Runner): string[] {
  return [...kinds.values()].filter((k) => k.concurrency !== undefined && runner.countOf(k.kind) >= k.concurrency).map((k) => k.kind);
}

export class LocalQueue implements TaskQueue {
  private readonly pumper = new Pump(() => this.pump(), (err) => this.o.onError(err));
  private closed = false;

  constructor(private readonly o: QueueOptions) {
    o.runner.onFreed(() => this.wake());
  }

  /** Whether a pass is under way or asked for (tests wait for the queue to go quiet). */
  get busy(): boolean {
    return this.pumper.busy;
  }

  /**
   * Tasks still running belong to the process before this one (SQLite has one process): failed as
   * interrupted, or queued again when their kind is resumable (cancelled when that was asked); then
   * the queue starts.
   */
  async begin(): Promise<void> {
    for (const row of await runningTasks(this.o.db)) {
      const resumable = this.o.kinds.get(row.kind)?.resumable === true;
      await this.o.write((db) => orphan(db, row.id, row.attempts, resumable, TASK_MSG.interrupted, TASK_MSG.cancelledByUser, this.o.now()));
    }
    this.wake();
  }

  /** The row is the queue: nothing to prepare or to add. */
  async ready(): Promise<void> {}

  async enqueue(): Promise<void> {}

  async shutdown(): Promise<void> {}

  /** Looks for work now (a task was queued, a slot came free); passes never overlap. */
  wake(): void {
    if (!this.closed) this.pumper.wake();
  }

  async stop(): Promise<void> {
    this.closed = true;
    await this.pumper.idle();
  }

  private async pump(): Promise<void> {
    const { runner, kinds } = this.o;
    for (;;) {
      const free = this.o.concurrency - runner.size;
      if (free <= 0 || this.closed) return;
      const blocked = blockedKinds(kinds, runner);
      const candidates = await queuedTasks(this.o.db, free, blocked);
      if (candidates.length === 0 || this.closed) return;
      // Within the free slots, each kind's own limit.
      const room = new Map<string, number>();
      const ids: number[] = [];
      for (const c of candidates) {
        const limit = kinds.get(c.kind)?.concurrency;
        const used = room.get(c.kind) ?? runner.countOf(c.kind);
        if (limit !== undefined && used >= limit) continue;
        room.set(c.kind, used + 1);
        ids.push(c.id);
      }
      const claimed = await this.o.write((db) => claim(db, ids, this.o.now()));
      for (const row of claimed) void runner.execute(row, kinds.get(row.kind));
      if (claimed.length < candidates.length) return;
    }
  }
}
