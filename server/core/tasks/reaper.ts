// PostgreSQL: finds running tasks whose process died. A live runner touches its task's row every
// second (runner.ts HEARTBEAT_MS); a row that has not changed for TASK_STALE_SECONDS, as timed by
// this process's own clock (so clocks of other machines do not matter), belongs to a dead process.
// It is failed as interrupted, or queued again when its kind is resumable (cancelled, when the user
// had asked) — by exactly one process: the update requires the row to be as it was seen.
import type { TaskKind } from './kind';
import { TASK_MSG } from './messages';
import type { Runner } from './runner';
import { orphan, runningTasks, type Db, type Writer } from './store';

export interface ReaperOptions {
  db: Db;
  write: Writer;
  runner: Runner;
  kinds: ReadonlyMap<string, TaskKind>;
  staleMs: number;
  now: () => number;
  requeued(db: Db, id: number): Promise<void>;
}

interface Seen {
  updatedAt: number;
  attempts: number;
  since: number;
}

export class Reaper {
  private readonly seen = new Map<number, Seen>();

  constructor(private readonly o: ReaperOptions) {}

  /** One look at the running tasks; answers the ids it took over. */
  async sweep(): Promise<number[]> {
    const { runner, kinds, staleMs } = this.o;
    const rows = await runningTasks(this.o.db);
    const now = this.o.now();
    const present = new Set(rows.map((r) => r.id));
    for (const id of this.seen.keys()) if (!present.has(id)) this.seen.delete(id);
    const reaped: number[] = [];
    for (const row of rows) {
      // Ours are alive by definition.
      if (runner.has(row.id)) {
        this.seen.delete(row.id);
        continue;
      }
      const updatedAt = Number(row.updated_at);
      const last = this.seen.get(row.id);
      if (!last || last.updatedAt !== updatedAt || last.attempts !== row.attempts) {
        this.seen.set(row.id, { updatedAt, attempts: row.attempts, since: now });
        continue;
      }
      if (now - last.since < staleMs) continue;
      this.seen.delete(row.id);
      const resumable = kinds.get(row.kind)?.resumable === true;
      const took = await this.o.write(async (db) => {
        const outcome = await orphan(db, row.id, row.attempts, resumable, TASK_MSG.interrupted, TASK_MSG.cancelledByUser, this.o.now(), updatedAt);
        if (outcome === 'queued') await this.o.requeued(db, row.id);
        return outcome !== null;
      });
      if (took) reaped.push(row.id);
    }
    return reaped;
  }
}
