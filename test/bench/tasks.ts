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
  if (!PG_URL) {
    console.log(`  ${pad('PostgreSQL (pg-boss)', 40)}skipped (set BENCH_PG_URL)`);
    return;
  }
  const pg = await withDatabase(PG_URL, (url) => measure({ DATABASE_URL: url }));
  console.log(`  ${pad('PostgreSQL (pg-boss)', 40)}${(pg.totalMs / 1000).toFixed(2)} s, ${pg.succeeded} succeeded; the first start (pg-boss installs and starts) ${pg.firstStartMs.toFixed(0)} ms`);
}
