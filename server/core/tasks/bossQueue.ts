// PostgreSQL: several server processes share the work through pg-boss. The tasks table stays the
// truth the console reads; a pg-boss job only says "run task N", and is written in the same
// transaction as the row that needs it (a new task, a resumable one queued again), so neither
// exists without the other. Any process fetches jobs (SKIP LOCKED: each job goes to one), claims
// the row (only a queued row can be claimed: a stale or duplicate job does nothing) and runs it.
//
// pg-boss 10 (the last release for Node 20) has no heartbeat: its expiry would have to outlast the
// longest export to tell a dead worker from a slow one. Liveness is therefore the row's own
// heartbeat, judged by the Reaper; pg-boss's expiry and retries only cover the instant between a
// job's fetch and its row's claim (a process dying there leaves a job that expires and is retried).
//
// Started lazily: on the first task this process starts, or once it sees unfinished tasks (checked
// at start and every few seconds), so a server that runs no task never pays pg-boss's start.
import { CompiledQuery } from 'kysely';
import type PgBoss from 'pg-boss';
import type { TaskKind } from './kind';
import type { QueueOptions } from './localQueue';
import { Reaper } from './reaper';
import type { TaskLog } from './runner';
import { claim, hasUnfinished, taskById, type Db } from './store';
import type { TaskQueue } from './queue';
import { Pump } from './pump';

export const BOSS_QUEUE = 'console-tasks';
/** How often this process fetches jobs queued elsewhere and looks for orphaned tasks (ms). */
export const POLL_MS = 1_000;
/** Without pg-boss: look for unfinished tasks every this many polls. */
const WAKE_CHECK_POLLS = 5;
/** A job fetched by a process that died before claiming its row comes back after this long (s). */
const JOB_EXPIRE_SECONDS = 15 * 60;

interface JobData {
  taskId: number;
}

export interface BossQueueOptions extends QueueOptions {
  databaseUrl: string;
  staleMs: number;
  log: TaskLog;
}

/** pg-boss statements run on a Kysely connection (the caller's transaction). */
function onConnection(db: Db): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: (await db.executeQuery(CompiledQuery.raw(text, values ?? []))).rows as any[] }),
  };
}

export class BossQueue implements TaskQueue {
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polls = 0;
  private closed = false;
  private readonly pumper = new Pump(() => (this.boss ? this.pump(this.boss) : Promise.resolve()), (err) => this.o.log({ err }, '领取任务失败'));
  private sweeping: Promise<unknown> | null = null;
  private readonly reaper: Reaper;

  constructor(private readonly o: BossQueueOptions) {
    o.runner.onFreed(() => this.wake());
    this.reaper = new Reaper({ ...o, requeued: (db, id) => this.enqueue(db, id) });
  }

  get busy(): boolean {
    return this.pumper.busy || (this.starting !== null && this.boss === null);
  }

  /** Whether pg-boss runs in this process (tests and the bench report it). */
  get started(): boolean {
    return this.boss !== null;
  }

  async begin(): Promise<void> {
    this.timer = setInterval(() => this.poll(), POLL_MS);
    this.timer.unref();
    // Work left by a process that stopped: start at once (in the background: the server is not slowed).
    if (await hasUnfinished(this.o.db)) void this.ready().catch((err: unknown) => this.o.log({ err }, '任务队列启动失败'));
  }

  /** pg-boss, started on first use. */
  async ready(): Promise<void> {
    await this.bossOrStart();
  }

  async enqueue(db: Db, id: number, startAfterSeconds = 0): Promise<void> {
    const boss = await this.bossOrStart();
    const data: JobData = { taskId: id };
    await boss.send(BOSS_QUEUE, data, { db: onConnection(db), ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}) });
  }

  wake(): void {
    if (!this.closed && this.boss) this.pumper.wake();
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.pumper.idle();
    await this.sweeping;
    await this.starting?.catch(() => undefined);
  }

  async shutdown(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    // No workers of pg-boss's own run here: nothing to wait for but its connections.
    await boss?.stop({ graceful: false, close: true }).catch((err: unknown) => this.o.log({ err }, '任务队列关闭失败'));
  }

  private bossOrStart(): Promise<PgBoss> {
    if (this.boss) return Promise.resolve(this.boss);
    this.starting ??= this.startBoss().catch((err: unknown) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private async startBoss(): Promise<PgBoss> {
    const loaded = await import('pg-boss');
    // CommonJS: the class is the module under esbuild's interop, `default` under ts-jest's.
    const PgBossClass = ((loaded as unknown as { default?: typeof PgBoss }).default ?? loaded) as typeof PgBoss;
    const boss = new PgBossClass({
      connectionString: this.o.databaseUrl,
      max: 3,
      application_name: 'console-tasks',
      // No cron schedules here; maintenance (expiry, archiving) stays on.
      schedule: false,
    });
    boss.on('error', (err) => this.o.log({ err }, '任务队列（pg-boss）出错'));
    await boss.start();
    await boss.createQueue(BOSS_QUEUE, { name: BOSS_QUEUE, policy: 'standard', retryLimit: 5, retryDelay: 5, expireInSeconds: JOB_EXPIRE_SECONDS });
    if (this.closed) {
      await boss.stop({ graceful: false, close: true });
      throw new Error('任务队列已关闭');
    }
    this.boss = boss;
    this.starting = null;
    this.wake();
    return boss;
  }

  private poll(): void {
    if (this.closed) return;
    if (!this.boss) {
      if (++this.polls % WAKE_CHECK_POLLS !== 0 || this.starting) return;
      hasUnfinished(this.o.db)
        .then((yes) => (yes && !this.closed ? this.ready() : undefined))
        .catch((err: unknown) => this.o.log({ err }, '任务队列启动失败'));
      return;
    }
    this.wake();
    if (!this.sweeping) {
      this.sweeping = this.reaper.sweep()
        .then((ids) => (ids.length ? this.wake() : undefined))
        .catch((err: unknown) => this.o.log({ err }, '检查中断的任务失败'))
        .finally(() => {
          this.sweeping = null;
        });
    }
  }

  private async pump(boss: PgBoss): Promise<void> {
    for (;;) {
      const free = this.o.concurrency - this.o.runner.size;
      if (free <= 0 || this.closed) return;
      const jobs = await boss.fetch<JobData>(BOSS_QUEUE, { batchSize: free });
      for (const job of jobs) await this.take(boss, job);
      if (jobs.length < free) return;
    }
  }

  /** One fetched job: claim its task and run it, or let the job go when there is nothing to run. */
  private async take(boss: PgBoss, job: PgBoss.Job<JobData>): Promise<void> {
    const complete = () => boss.complete(BOSS_QUEUE, job.id).catch((err: unknown) => this.o.log({ err }, '完成任务队列作业失败'));
    try {
      const id = Number(job.data?.taskId);
      const row = Number.isSafeInteger(id) ? await taskById(this.o.db, id) : undefined;
      if (!row || row.state !== 'queued') {
        await complete();
        return;
      }
      const kind: TaskKind | undefined = this.o.kinds.get(row.kind);
      if (kind?.concurrency !== undefined && this.o.runner.countOf(kind.kind) >= kind.concurrency) {
        // This process runs as many of the kind as it may: back to the queue, for later or another process.
        await this.o.write((db) => this.enqueue(db, id, 1));
        await complete();
        return;
      }
      const [claimed] = await this.o.write((db) => claim(db, [id], this.o.now()));
      if (!claimed) {
        await complete();
        return;
      }
      void this.o.runner.execute(claimed, kind).finally(complete);
    } catch (err) {
      // The job comes back after pg-boss's retry delay.
      this.o.log({ err, jobId: job.id }, '领取任务失败');
      await boss.fail(BOSS_QUEUE, job.id).catch(() => undefined);
    }
  }
}
