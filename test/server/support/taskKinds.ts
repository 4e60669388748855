// Test-only task kinds, declared through the same defineTaskKind as a feature's: each run stops at
// a named gate until the test opens it, so a test sees a task mid-run (its progress, a cancel, a
// restart) without guessing at timing. Gates are in-process by default; a child server process
// (taskWorker.ts) swaps in gates opened over IPC.
import { defineTaskKind, type TaskKind } from '../../../server/core/tasks/kind';
import { ApiError } from '../../../server/core/http/envelope';
import { obj, oneOf, str } from '../../../server/core/http/schemas';

export interface Gates {
  /** Resolves when the test opens `name`; rejects with the signal's reason when the run is stopped. */
  wait(name: string, taskId: number, signal: AbortSignal): Promise<void>;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Gates in this process: the test awaits reached(name) and calls open(name). */
export class LocalGates implements Gates {
  private readonly opened = new Map<string, Deferred<void>>();
  private readonly arrivals = new Map<string, Deferred<number>>();

  private of<T>(map: Map<string, Deferred<T>>, name: string): Deferred<T> {
    let d = map.get(name);
    if (!d) {
      d = deferred<T>();
      map.set(name, d);
    }
    return d;
  }

  wait(name: string, taskId: number, signal: AbortSignal): Promise<void> {
    this.of(this.arrivals, name).resolve(taskId);
    signal.throwIfAborted();
    return new Promise<void>((resolve, reject) => {
      const stop = () => reject(signal.reason);
      signal.addEventListener('abort', stop, { once: true });
      this.of(this.opened, name).promise.then(() => {
        signal.removeEventListener('abort', stop);
        resolve();
      });
    });
  }

  /** The id of the task whose run reached the gate. */
  reached(name: string): Promise<number> {
    return this.of(this.arrivals, name).promise;
  }

  open(name: string): void {
    this.of(this.opened, name).resolve();
  }
}

let gates: Gates = new LocalGates();

export function useGates(g: Gates): void {
  gates = g;
}

export const STEP = { first: '第一步', second: '第二步' } as const;
export const TEST_FAILURE = '测试：数据不完整，无法继续';
export const TEST_SECRET = 'secret-detail-do-not-show';
export const TEST_FILE = { name: '测试结果.txt', text: '第一行\n第二行\n' } as const;

type Outcome = 'file' | 'json' | 'apiError' | 'crash';

/** Two steps around a gate, then the outcome asked for. Key: spider (the operator lacks it). */
export const stepsKind = defineTaskKind<{ name: string; outcome: Outcome }>({
  kind: 'test.steps',
  permission: 'spider',
  title: (input) => `测试任务（${input.name}）`,
  input: obj({ name: str(50), outcome: oneOf(['file', 'json', 'apiError', 'crash']) }, ['name', 'outcome']),
  async run(ctx) {
    ctx.progress(1, 3, STEP.first);
    await gates.wait(ctx.input.name, ctx.taskId, ctx.signal);
    ctx.progress(2, 3, STEP.second);
    switch (ctx.input.outcome) {
      case 'file': {
        const out = ctx.resultFile(TEST_FILE.name);
        out.end(TEST_FILE.text);
        ctx.progress(3, 3, STEP.second);
        return { lines: 2 };
      }
      case 'json':
        ctx.progress(3, 3, STEP.second);
        return { count: 42 };
      case 'apiError':
        throw new ApiError(409, TEST_FAILURE);
      default:
        throw new Error(`内部错误 ${TEST_SECRET}`);
    }
  },
});

/** Resumable: each run waits at gate "<name>#<attempt>" and reports where it resumed from. */
export const resumableKind = defineTaskKind<{ name: string }>({
  kind: 'test.resumable',
  permission: 'spider',
  resumable: true,
  title: (input) => `可续跑的测试任务（${input.name}）`,
  input: obj({ name: str(50) }, ['name']),
  async run(ctx) {
    const from = ctx.resumeFrom?.done ?? 0;
    ctx.progress(from + 1, 10, `第 ${ctx.attempt} 次执行`);
    await gates.wait(`${ctx.input.name}#${ctx.attempt}`, ctx.taskId, ctx.signal);
    return { attempt: ctx.attempt, resumedFrom: ctx.resumeFrom ? ctx.resumeFrom.done : null };
  },
});

/** One run at a time in a process, whatever TASK_CONCURRENCY allows. */
export const serialKind = defineTaskKind<{ name: string }>({
  kind: 'test.serial',
  permission: 'spider',
  concurrency: 1,
  title: (input) => `逐个执行的测试任务（${input.name}）`,
  input: obj({ name: str(50) }, ['name']),
  async run(ctx) {
    await gates.wait(ctx.input.name, ctx.taskId, ctx.signal);
  },
});

export const TEST_TASK_KINDS: readonly TaskKind[] = [stepsKind, resumableKind, serialKind];
