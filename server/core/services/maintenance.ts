// The daily cleanup: operation-log rows past their retention (OPLOG_RETENTION_DAYS, default 180),
// sessions that ended a week ago, login-throttle rows nobody has touched for a day, and finished
// background tasks past TASK_RETENTION_DAYS with their result files, and each module's own
// leftovers (ServerModule.cleanup). It runs a
// minute after start and then once a day, in batches (a batch is one short transaction, so requests
// keep being served between them). Every server process runs it; the deletes are idempotent.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { TaskService } from '../tasks/service';
import type { LoginThrottle } from './loginThrottle';
import type { SessionStore } from './sessions';

export const DAY_MS = 24 * 3600 * 1000;
const FIRST_RUN_MS = 60_000;
const BATCH = 5_000;

export interface CleanupResult {
  opLogs: number;
  throttle: number;
  tasks: number;
  /** Module id → what its own cleanup removed. */
  modules: Record<string, number>;
}

/** A module's part of the cleanup (ServerModule.cleanup, bound to the app's database and DATA_DIR). */
export interface ModuleCleanup {
  id: string;
  run(now: number): Promise<number>;
}

export class Maintenance {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: { retentionDays: number; sessions: SessionStore; throttle: LoginThrottle; tasks: Pick<TaskService, 'prune'>; now: () => number; modules?: readonly ModuleCleanup[] },
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  /** Schedules the daily run (timers never keep the process alive). */
  start(): void {
    const schedule = (delay: number) => {
      this.timer = setTimeout(() => {
        this.running = this.run().catch(this.onError).finally(() => schedule(DAY_MS));
      }, delay);
      this.timer.unref();
    };
    schedule(FIRST_RUN_MS);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  async run(): Promise<CleanupResult> {
    const opLogs = await this.pruneOpLogs();
    await this.deps.sessions.prune();
    const throttle = await this.deps.throttle.prune();
    const tasks = await this.deps.tasks.prune();
    const modules: Record<string, number> = {};
    // One module's failure does not stop the others' cleanup (it is logged by the caller's handler).
    for (const cleanup of this.deps.modules ?? []) {
      try {
        modules[cleanup.id] = await cleanup.run(this.deps.now());
      } catch (err) {
        this.onError(err);
      }
    }
    return { opLogs, throttle, tasks, modules };
  }

  /** Deletes operation-log rows older than the retention, oldest first, BATCH rows a statement. */
  async pruneOpLogs(): Promise<number> {
    if (this.deps.retentionDays <= 0) return 0;
    const cutoff = this.deps.now() - this.deps.retentionDays * DAY_MS;
    let deleted = 0;
    for (;;) {
      const ids = (await this.db.selectFrom('op_logs').select('id').where('created_at', '<', cutoff).orderBy('created_at').limit(BATCH).execute()).map((r) => r.id);
      if (!ids.length) return deleted;
      const result = await this.db.deleteFrom('op_logs').where('id', 'in', ids).executeTakeFirst();
      deleted += Number(result.numDeletedRows);
      if (ids.length < BATCH) return deleted;
      // Let requests in between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
