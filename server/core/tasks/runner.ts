// Runs claimed tasks in this process: builds each run's context, writes its progress a few times a
// second (on PostgreSQL at least every second, the heartbeat other processes watch and the moment a
// cancel made elsewhere is noticed), and records how the run ended. Whatever a kind does — throw,
// hang past a cancel, write half a file — the task ends in one of its final states and the process
// keeps going.
import type { AppDeps } from '../http/routeDef';
import { isApiError } from '../http/envelope';
import { failureOf } from '../http/errors';
import type { TaskKind, TaskRunContext } from './kind';
import { TASK_MSG, TASK_SERVER_MSG } from './messages';
import { removeResult, ResultFile } from './resultFiles';
import { finish, orphan, pulse, type Db, type Ending, type Progress, type TaskRow, type Writer } from './store';

/** Progress is written at most this often (ms). */
export const PROGRESS_MS = 250;
/** PostgreSQL: a running task's row is touched at least this often (ms). */
export const HEARTBEAT_MS = 1_000;
/** Largest small result (JSON text) a run may return. */
const MAX_RESULT_CHARS = 64 * 1024;
const MAX_STAGE_CHARS = 100;

export type StopReason = 'cancel' | 'shutdown' | 'lost';

/** The abort reason a run's signal carries: a kind that rethrows it needs nothing else. */
export class TaskStopped extends Error {
  constructor(readonly reason: StopReason) {
    super(reason === 'cancel' ? TASK_MSG.cancelledByUser : TASK_MSG.interrupted);
    this.name = 'TaskStopped';
  }
}

export type TaskLog = (entry: Record<string, unknown>, msg: string) => void;

export interface RunnerOptions {
  db: Db;
  write: Writer;
  dataDir: string;
  now: () => number;
  deps: () => AppDeps;
  log: TaskLog;
  /** PostgreSQL: HEARTBEAT_MS; SQLite (one process, cancels arrive in-process): null. */
  heartbeatMs: number | null;
  /** Inside the write that queued a resumable task again: make it run (PostgreSQL: its job). */
  requeued(db: Db, id: number): Promise<void>;
}

interface Running {
  row: TaskRow;
  kind: TaskKind | undefined;
  controller: AbortController;
  progress: Progress;
  dirty: boolean;
  lastWrite: number;
  pulsing: Promise<void> | null;
  timer: NodeJS.Timeout | null;
  ended: Promise<void>;
}

function stopReasonOf(signal: AbortSignal): StopReason | null {
  if (!signal.aborted) return null;
  return signal.reason instanceof TaskStopped ? signal.reason.reason : 'cancel';
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(Math.floor(value), Number.MAX_SAFE_INTEGER) : 0);

export class Runner {
  private readonly running = new Map<number, Running>();
  private readonly perKind = new Map<string, number>();
  private readonly freed = new Set<() => void>();

  constructor(private readonly o: RunnerOptions) {}

  get size(): number {
    return this.running.size;
  }

  countOf(kind: string): number {
    return this.perKind.get(kind) ?? 0;
  }

  has(id: number): boolean {
    return this.running.has(id);
  }

  /** Called after each run ends (a slot is free). */
  onFreed(listener: () => void): void {
    this.freed.add(listener);
  }

  /** Stops a run of this process; false when it runs elsewhere (or not at all). */
  abort(id: number, reason: StopReason): boolean {
    const entry = this.running.get(id);
    if (!entry) return false;
    if (!entry.controller.signal.aborted) entry.controller.abort(new TaskStopped(reason));
    return true;
  }

  /** Runs a task this process claimed; settles when its final state is written (never rejects). */
  execute(row: TaskRow, kind: TaskKind | undefined): Promise<void> {
    const entry: Running = {
      row, kind, controller: new AbortController(),
      progress: { done: Number(row.done), total: Number(row.total), stage: row.stage },
      dirty: false, lastWrite: this.o.now(), pulsing: null, timer: null, ended: Promise.resolve(),
    };
    this.running.set(row.id, entry);
    this.perKind.set(row.kind, this.countOf(row.kind) + 1);
    entry.ended = this.runToEnd(entry)
      .catch((err: unknown) => this.o.log({ err, taskId: row.id, kind: row.kind }, '任务收尾失败'))
      .finally(() => {
        if (entry.timer) clearInterval(entry.timer);
        this.running.delete(row.id);
        this.perKind.set(row.kind, this.countOf(row.kind) - 1);
        for (const listener of this.freed) listener();
      });
    return entry.ended;
  }

  /**
   * Shutdown: every run is asked to stop; those that do within graceMs record themselves (queued
   * again when resumable, else failed as interrupted); the rows of those that do not are recorded
   * the same way here, and whatever they write later is fenced out.
   */
  async stopAll(graceMs: number): Promise<void> {
    const entries = [...this.running.values()];
    for (const entry of entries) this.abort(entry.row.id, 'shutdown');
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.allSettled(entries.map((e) => e.ended)), grace]);
    clearTimeout(timer);
    for (const entry of this.running.values()) await this.orphaned(entry).catch(() => undefined);
  }

  private async runToEnd(e: Running): Promise<void> {
    const { row, kind } = e;
    if (!kind) {
      await this.end(e, { state: 'failed', error: TASK_SERVER_MSG.unknownKind });
      return;
    }
    let input: unknown;
    try {
      input = JSON.parse(row.input);
    } catch {
      input = undefined;
    }
    const refused = kind.check(input);
    if (refused) {
      await this.end(e, { state: 'failed', error: `${TASK_SERVER_MSG.badInput}：${refused}` });
      return;
    }
    const file = new ResultFile(this.o.dataDir, row.id);
    let committed = false;
    const ctx: TaskRunContext<unknown> = {
      taskId: row.id,
      siteId: row.site_id,
      accountId: row.account_id,
      input,
      attempt: row.attempts,
      resumeFrom: row.attempts > 1 ? { ...e.progress } : null,
      signal: e.controller.signal,
      db: this.o.db,
      deps: this.o.deps(),
      progress: (done, total, stage) => {
        e.progress = { done: count(done), total: count(total), stage: typeof stage === 'string' ? stage.slice(0, MAX_STAGE_CHARS) : e.progress.stage };
        e.dirty = true;
      },
      resultFile: (fileName) => file.open(fileName),
      committed: () => {
        committed = true;
      },
    };
    e.timer = setInterval(() => this.tick(e), PROGRESS_MS);
    e.timer.unref();

    let result: unknown;
    let failure: { err: unknown } | null = null;
    try {
      result = await kind.run(ctx);
    } catch (err) {
      failure = { err };
    }
    clearInterval(e.timer);
    e.timer = null;
    await e.pulsing;

    // A run whose signal was aborted never succeeds: what it returned may be half done — unless
    // it had committed its work before the stop arrived (then saying cancelled would be untrue).
    const stop = committed && !failure ? null : stopReasonOf(e.controller.signal);
    if (stop !== null || failure) await file.discard();
    if (stop === 'lost') return;
    if (stop === 'cancel') {
      await this.end(e, { state: 'cancelled', stage: TASK_MSG.cancelledByUser });
      return;
    }
    if (stop === 'shutdown') {
      await this.orphaned(e);
      return;
    }
    if (failure) {
      await this.end(e, { state: 'failed', error: this.messageOf(failure.err, e) });
      return;
    }

    let resultText: string | null = null;
    if (result !== undefined && result !== null) {
      resultText = typeof result === 'object' && !Array.isArray(result) ? JSON.stringify(result) : null;
      if (resultText === null || resultText.length > MAX_RESULT_CHARS) {
        await file.discard();
        await this.end(e, { state: 'failed', error: this.messageOf(new Error('任务结果不是对象或过大'), e) });
        return;
      }
    }
    let saved: { name: string; relative: string } | null = null;
    if (file.opened) {
      try {
        saved = await file.commit();
      } catch (err) {
        await file.discard();
        await this.end(e, { state: 'failed', error: this.messageOf(err, e) });
        return;
      }
    }
    const written = await this.end(e, { state: 'succeeded', result: resultText, resultName: saved?.name ?? null, resultPath: saved?.relative ?? null });
    // The task was taken from this run meanwhile: its file belongs to nobody.
    if (!written && saved) await removeResult(this.o.dataDir, saved.relative);
  }

  /** The Chinese reason a run failed: the ApiError's own, or a generic one (the detail is logged). */
  private messageOf(err: unknown, e: Running): string {
    if (isApiError(err)) return err.message;
    const f = failureOf(err);
    // Known refusals (a unique rule, 系统繁忙 while the database is away) keep their wording.
    if (f.code < 500 || f.code === 503) return f.message;
    this.o.log({ err, taskId: e.row.id, kind: e.row.kind }, '任务执行失败');
    return TASK_SERVER_MSG.failed;
  }

  private async end(e: Running, ending: Omit<Ending, keyof Progress> & Partial<Progress>): Promise<boolean> {
    const full: Ending = { ...e.progress, ...ending };
    try {
      return await this.o.write((db) => finish(db, e.row.id, e.row.attempts, full, this.o.now()));
    } catch (err) {
      this.o.log({ err, taskId: e.row.id }, '记录任务结果失败');
      return false;
    }
  }

  /** The run stopped with its process: queued again when resumable, else failed as interrupted. */
  private async orphaned(e: Running): Promise<void> {
    const resumable = e.kind?.resumable === true;
    const { id, attempts } = e.row;
    await this.o.write(async (db) => {
      // The progress so far is kept first, for the next run to resume from.
      await pulse(db, id, attempts, e.progress, this.o.now());
      if (await orphan(db, id, attempts, resumable, TASK_MSG.interrupted, TASK_MSG.cancelledByUser, this.o.now()) === 'queued') await this.o.requeued(db, id);
    });
  }

  /** Writes progress when it changed (and the heartbeat when due); notices cancels and lost runs. */
  private tick(e: Running): void {
    if (e.pulsing) return;
    const now = this.o.now();
    const heartbeat = this.o.heartbeatMs !== null && now - e.lastWrite >= this.o.heartbeatMs;
    if (!e.dirty && !heartbeat) return;
    e.dirty = false;
    const progress = { ...e.progress };
    e.pulsing = this.o.write((db) => pulse(db, e.row.id, e.row.attempts, progress, now))
      .then((answer) => {
        e.lastWrite = now;
        if (answer === null) this.abort(e.row.id, 'lost');
        else if (answer.cancelRequested) this.abort(e.row.id, 'cancel');
      })
      .catch((err: unknown) => {
        // Tried again at the next tick.
        e.dirty = true;
        this.o.log({ err, taskId: e.row.id }, '写入任务进度失败');
      })
      .finally(() => {
        e.pulsing = null;
      });
  }
}
