// Background tasks (BENCH_ONLY=tasks, and part of the full run): 1,000 no-op tasks started at once
// through the task service and run to the end, on SQLite (WAL, synchronous = FULL: every state
// change is durable) with the default TASK_CONCURRENCY. Target (issue 9): ≤ 5 s. With BENCH_PG_URL
// the same on PostgreSQL (pg-boss), next to what starting pg-boss costs the first task.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../support/scratchDatabase';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { defineTaskKind } from '../../server/core/tasks/kind';
import { obj } from '../../server/core/http/schemas';
import { API } from '../../shared/domain/api/endpoints';
import { TASK_POLL_MS, type TaskView } from '../../shared/domain/api/tasks';
import { SEED_ACCOUNTS } from '../../server/core/db/seedData';
import { urlOf } from '../../server/core/http/register';
import { pad } from './run';

const COUNT = Number(process.env.BENCH_TASKS || 1_000);
const PG_URL = process.env.BENCH_PG_URL;

const noopKind = defineTaskKind<Record<string, never>>({
  kind: 'bench.noop',
  permission: 'spider',
  title: () => '空任务',
  input: obj({}),
  async run() {},
});

interface Figure {
  totalMs: number;
  firstStartMs: number;
  succeeded: number;
}

async function measure(env: Record<string, string>): Promise<Figure> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-tasks-'));
  const built = await buildApp({ ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), ...env }), logLevel: 'silent' }, { extraTaskKinds: [noopKind] });
  try {
    const caller = { siteId: 1001, accountId: 1 };
    const started = performance.now();
    // The first start pays for what the queue starts lazily (pg-boss on PostgreSQL).
    await built.deps.tasks.start(caller, noopKind, {});
    const firstStartMs = performance.now() - started;
    await Promise.all(Array.from({ length: COUNT - 1 }, () => built.deps.tasks.start(caller, noopKind, {})));
    await built.deps.tasks.settled();
    const totalMs = performance.now() - started;
    const rows = await built.db.selectFrom('tasks').select((eb) => eb.fn.countAll<number>().as('n')).where('state', '=', 'succeeded').executeTakeFirstOrThrow();
    return { totalMs, firstStartMs, succeeded: Number(rows.n) };
  } finally {
    await built.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Progress steps of the latency figure, each recorded at an uneven moment. */
const STEPS = 24;
const recordedAt = new Map<number, number>();

const steppingKind = defineTaskKind<Record<string, never>>({
  kind: 'bench.steps',
  permission: 'spider',
  title: () => '分步任务',
  input: obj({}),
  async run(ctx) {
    for (let step = 1; step <= STEPS; step++) {
      await new Promise((resolve) => setTimeout(resolve, 150 + ((step * 97) % 230)));
      recordedAt.set(step, performance.now());
      ctx.progress(step, STEPS, '进行中');
    }
  },
});

/**
 * How long after a task records progress the console shows it: a client following the task over
 * HTTP exactly as the kernel's TaskService does (task/get every TASK_POLL_MS after the last answer)
 * notes when it first sees each step. Measured from the kind's progress call, so it includes the
 * service's write throttle as well as the poll.
 */
async function progressLatency(): Promise<number[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-progress-'));
  const built = await buildApp({ ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), PASSWORD_HASH_COST: '14' }), logLevel: 'silent' }, { extraTaskKinds: [steppingKind] });
  try {
    const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
    const call = async (name: 'login' | 'siteActive' | 'taskGet', init: { query?: Record<string, string>; body?: unknown; token?: string }) => {
      const url = new URL(`${address}${urlOf({ endpoint: API[name] })}`);
      for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
      const res = await fetch(url, {
        method: API[name].method,
        headers: { 'content-type': 'application/json', ...(init.token ? { 'x-token': init.token } : {}) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return (await res.json()) as { data: unknown };
    };
    const admin = SEED_ACCOUNTS.admin;
    const token = ((await call('login', { body: { account: admin.loginName, password: admin.password } })).data as { token: string }).token;
    await call('siteActive', { query: { twebId: '1001' }, token });
    recordedAt.clear();
    const taskId = await built.deps.tasks.start({ siteId: 1001, accountId: admin.id }, steppingKind, {});
    const seenAt = new Map<number, number>();
    for (;;) {
      const task = (await call('taskGet', { query: { id: String(taskId) }, token })).data as TaskView;
      const now = performance.now();
      for (let step = 1; step <= task.done; step++) if (!seenAt.has(step)) seenAt.set(step, now);
      if (task.state !== 'queued' && task.state !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, TASK_POLL_MS));
    }
    return [...seenAt].map(([step, seen]) => seen - (recordedAt.get(step) ?? seen)).sort((a, b) => a - b);
  } finally {
    await built.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function withDatabase<T>(admin: string, use: (url: string) => Promise<T>): Promise<T> {
  const database = await createScratchDatabase(admin, `console_bench_tasks_${process.pid}`);
  try {
    return await use(database.url);
  } finally {
    await database.drop();
  }
}

export async function reportTasks(): Promise<void> {
  console.log(`\nBackground tasks: ${COUNT} no-op tasks started at once and run to the end (TASK_CONCURRENCY 2)`);
  const sqlite = await measure({});
  console.log(`  ${pad('SQLite (synchronous = FULL)', 40)}${(sqlite.totalMs / 1000).toFixed(2)} s, ${sqlite.succeeded} succeeded   target ≤ 5 s`);
  const latency = await progressLatency();
  const at = (q: number) => latency[Math.min(latency.length - 1, Math.floor(q * latency.length))].toFixed(0);
  console.log(`  ${pad('progress seen by the console after', 40)}median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${latency[latency.length - 1].toFixed(0)} ms over ${latency.length} steps (polling every ${TASK_POLL_MS} ms)   target ≤ 1000 ms`);
  if (!PG_URL) {
    console.log(`  ${pad('PostgreSQL (pg-boss)', 40)}skipped (set BENCH_PG_URL)`);
    return;
  }
  const pg = await withDatabase(PG_URL, (url) => measure({ DATABASE_URL: url }));
  console.log(`  ${pad('PostgreSQL (pg-boss)', 40)}${(pg.totalMs / 1000).toFixed(2)} s, ${pg.succeeded} succeeded; the first start (pg-boss installs and starts) ${pg.firstStartMs.toFixed(0)} ms`);
}
