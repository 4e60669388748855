// The task service (DESIGN §4 Tasks), deps.tasks: a route starts a task of a declared kind for the
// caller's site and answers its id at once; the task runs outside the request, in this process or
// (PostgreSQL) in any process sharing the database. Every read is scoped to a site and filtered by
// the caller's grants: a task of another site, or of a kind whose key the caller lacks, is
// answered exactly like one that does not exist.
import fs from 'node:fs';
import type { ListData } from '../../../shared/domain/api/envelope';
import { isTaskFinished, type TaskListQuery, type TaskView } from '../../../shared/domain/api/tasks';
import { DEFAULT_PAGE_SIZE } from '../../../shared/domain/constants';
import { MSG } from '../../../shared/domain/messages';
import type { DialectName } from '../db/connect';
import { ApiError } from '../http/envelope';
import type { AppDeps } from '../http/routeDef';
import type { WriteBatcher } from '../services/writeBatcher';
import { BossQueue } from './bossQueue';
import type { TasksConfig } from './config';
import { mayUse, TaskKindError, type TaskKind } from './kind';
import { LocalQueue } from './localQueue';
import { TASK_MSG } from './messages';
import type { TaskQueue } from './queue';
import { asciiNameOf, contentTypeOf, removeLeftovers, removeResult, resultPathOf } from './resultFiles';
import { HEARTBEAT_MS, Runner, type TaskLog } from './runner';
import {
  cancelQueued, deleteTasks, finishedBefore, insertTask, requestCancel, taskOfSite, tasksOfSite,
  type Db, type TaskRow, type Writer,
} from './store';
import { taskView } from './view';

/** Who starts a task: the site it belongs to and the account. */
export interface TaskCaller {
  siteId: number;
  accountId: number;
}

/** Who asks about tasks: the active site and the caller's grants. */
export interface TaskScope {
  siteId: number;
  grants: ReadonlySet<string>;
}

export interface TaskDownload {
  path: string;
  name: string;
  asciiName: string;
  contentType: string;
}

export interface TaskServiceOptions {
  db: Db;
  dialect: DialectName;
  databaseUrl: string | null;
  batcher: WriteBatcher;
  config: TasksConfig;
  dataDir: string;
  now: () => number;
  kinds: readonly TaskKind[];
  deps: () => AppDeps;
  log: TaskLog;
}

/** How long a shutdown waits for runs to stop before recording them as interrupted anyway (ms). */
const CLOSE_GRACE_MS = 2_000;
const DAY_MS = 24 * 3600 * 1000;
const PRUNE_BATCH = 500;
const MAX_TITLE_CHARS = 200;

const notFound = () => new ApiError(404, TASK_MSG.notFound);

export class TaskService {
  private readonly kinds = new Map<string, TaskKind>();
  private readonly runner: Runner;
  private readonly queue: TaskQueue;
  private readonly write: Writer;
  private closed = false;

  constructor(private readonly o: TaskServiceOptions) {
    for (const kind of o.kinds) {
      if (this.kinds.has(kind.kind)) throw new TaskKindError(`任务类型 ${kind.kind}：重复注册`);
      this.kinds.set(kind.kind, kind);
    }
    const sqlite = o.dialect === 'sqlite';
    this.write = sqlite ? (job) => o.batcher.run(job) : (job) => o.db.transaction().execute(job);
    this.runner = new Runner({
      db: o.db, write: this.write, dataDir: o.dataDir, now: o.now, deps: o.deps, log: o.log,
      heartbeatMs: sqlite ? null : HEARTBEAT_MS,
      requeued: (db, id) => this.queue.enqueue(db, id),
    });
    const queueOptions = {
      db: o.db, write: this.write, runner: this.runner, kinds: this.kinds, concurrency: o.config.concurrency, now: o.now,
      onError: (err: unknown) => o.log({ err }, '领取任务失败'),
    };
    this.queue = sqlite || !o.databaseUrl
      ? new LocalQueue(queueOptions)
      : new BossQueue({ ...queueOptions, databaseUrl: o.databaseUrl, staleMs: o.config.staleMs, log: o.log });
  }

  /** The kinds this server runs. */
  kindsList(): TaskKind[] {
    return [...this.kinds.values()];
  }

  /** Whether the queue of PostgreSQL (pg-boss) has started in this process; false on SQLite. */
  get queueStarted(): boolean {
    return this.queue instanceof BossQueue && this.queue.started;
  }

  /** At app start: recover what a previous process left and begin taking work. */
  async boot(): Promise<void> {
    await removeLeftovers(this.o.dataDir, this.o.now());
    await this.queue.begin();
  }

  /** Starts what taking work needs now instead of on first use (pg-boss; nothing on SQLite). */
  async prepare(): Promise<void> {
    await this.queue.ready();
  }

  /** Queues a task of `kind` for the caller's site; answers its id at once. */
  async start<I>(caller: TaskCaller, kind: TaskKind<I> | string, input: I): Promise<number> {
    const name = typeof kind === 'string' ? kind : kind.kind;
    const k = this.kinds.get(name);
    // A route naming a kind nobody registered is a bug of the server, not of the caller.
    if (!k) throw new Error(`未注册的任务类型：${name}`);
    const refused = k.check(input);
    if (refused) throw new ApiError(400, refused);
    if (this.closed) throw new ApiError(503, MSG.systemBusy);
    const title = String(k.title(input)).slice(0, MAX_TITLE_CHARS);
    await this.queue.ready();
    const id = await this.write(async (db) => {
      const created = await insertTask(db, { siteId: caller.siteId, accountId: caller.accountId, kind: k.kind, title, input: JSON.stringify(input), now: this.o.now() });
      await this.queue.enqueue(db, created);
      return created;
    });
    this.queue.wake();
    return id;
  }

  async get(scope: TaskScope, id: number): Promise<TaskView> {
    return this.view(await this.visible(scope, id));
  }

  private view(row: Parameters<typeof taskView>[0]): TaskView {
    return taskView(row, this.kinds.get(row.kind)?.keepsDoneWork === true);
  }

  /** The site's tasks the caller may see, newest first; `active`: only queued and running ones. */
  async list(scope: TaskScope, query: TaskListQuery): Promise<ListData<TaskView>> {
    const kinds = this.kindsList().filter((k) => mayUse(k, scope.grants)).map((k) => k.kind);
    const rows = query.rows ?? DEFAULT_PAGE_SIZE;
    const page = await tasksOfSite(this.o.db, scope.siteId, kinds, query.active === true, rows, ((query.page ?? 1) - 1) * rows);
    return { rows: page.rows.map((row) => this.view(row)), total: page.total };
  }

  /**
   * A queued task is cancelled at once; a running one is asked to stop (at once when it runs in
   * this process, within a second elsewhere) and ends cancelled. A finished task is refused.
   */
  async cancel(scope: TaskScope, id: number): Promise<TaskView> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await this.visible(scope, id);
      if (isTaskFinished(row)) throw new ApiError(400, TASK_MSG.alreadyFinished);
      const done = row.state === 'queued'
        ? await this.write((db) => cancelQueued(db, id, TASK_MSG.cancelledByUser, this.o.now()))
        : await this.write((db) => requestCancel(db, id));
      if (done) {
        this.runner.abort(id, 'cancel');
        return this.get(scope, id);
      }
      // It moved meanwhile (claimed, finished, queued again): look again.
    }
    return this.get(scope, id);
  }

  /** The result file of a succeeded task, for download. */
  async resultFile(scope: TaskScope, id: number): Promise<TaskDownload> {
    const row = await this.visible(scope, id);
    const full = row.state === 'succeeded' && row.result_path ? resultPathOf(this.o.dataDir, row.result_path) : null;
    if (!full || !row.result_name || !fs.existsSync(full)) throw new ApiError(400, TASK_MSG.noResult);
    return { path: full, name: row.result_name, asciiName: asciiNameOf(row.result_name, row.id), contentType: contentTypeOf(row.result_name) };
  }

  /**
   * Resolves once this process runs nothing and has nothing queued it could start (tests take
   * their "nothing changed" snapshots then). Waits as long as a run takes.
   */
  async settled(): Promise<void> {
    for (;;) {
      // A process that runs no tasks (TASK_CONCURRENCY=0) has nothing to wait for.
      if (this.closed || this.o.config.concurrency === 0) return;
      if (this.runner.size === 0 && !this.queue.busy) {
        const queued = await this.o.db.selectFrom('tasks').select('id').where('state', '=', 'queued').limit(1).executeTakeFirst();
        if (!queued) return;
        this.queue.wake();
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Deletes finished tasks past TASK_RETENTION_DAYS and their files (the daily cleanup). */
  async prune(): Promise<number> {
    if (this.o.config.retentionDays <= 0) return 0;
    const cutoff = this.o.now() - this.o.config.retentionDays * DAY_MS;
    let deleted = 0;
    for (;;) {
      const rows = await finishedBefore(this.o.db, cutoff, PRUNE_BATCH);
      if (!rows.length) return deleted;
      // Rows first: a row never points at a removed file.
      await deleteTasks(this.o.db, rows.map((r) => r.id));
      for (const r of rows) await removeResult(this.o.dataDir, r.result_path);
      deleted += rows.length;
      if (rows.length < PRUNE_BATCH) return deleted;
    }
  }

  /** App close: take no more work, stop the runs (recorded as interrupted, or queued again), release the queue. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue.stop();
    await this.runner.stopAll(CLOSE_GRACE_MS);
    await this.queue.shutdown();
  }

  /** The task, when it is of this site and of a kind the caller may use; else 404. */
  private async visible(scope: TaskScope, id: number): Promise<TaskRow> {
    const row = await taskOfSite(this.o.db, scope.siteId, id);
    const kind = row ? this.kinds.get(row.kind) : undefined;
    if (!row || !kind || !mayUse(kind, scope.grants)) throw notFound();
    return row;
  }
}
