// What the service needs of a queue: in-process over the tasks table on SQLite (localQueue.ts),
// pg-boss on PostgreSQL (bossQueue.ts).
import type { Db } from './store';

export interface TaskQueue {
  /** At start: recover what a previous process left, begin taking work. */
  begin(): Promise<void>;
  /** Before a task is created: whatever enqueue needs is up (pg-boss, started lazily). */
  ready(): Promise<void>;
  /** Inside the write that made a task queued (new, or resumable again): make sure it will run. */
  enqueue(db: Db, id: number): Promise<void>;
  /** Look for work now. */
  wake(): void;
  /** A pass for work is under way. */
  readonly busy: boolean;
  /** Take no more work (runs under way go on). */
  stop(): Promise<void>;
  /** After the runs have stopped: release what the queue holds. */
  shutdown(): Promise<void>;
}
