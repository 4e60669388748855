// Background tasks from the environment (README, Configuration). A malformed number stops the start
// with a message naming the variable.

type Env = Record<string, string | undefined>;

export interface TasksConfig {
  /**
   * Tasks one server process runs at once (TASK_CONCURRENCY). 0 (PostgreSQL only): this process
   * serves requests and runs none; the other processes sharing the database do.
   */
  concurrency: number;
  /**
   * PostgreSQL: a running task whose row has not been touched for this long (ms) is taken for
   * orphaned — its process died — and is failed as interrupted, or queued again when resumable.
   * Runners touch it every second; the margin covers a busy event loop.
   */
  staleMs: number;
  /** Finished tasks (and their result files) older than this many days are removed by the daily cleanup; 0 keeps them. */
  retentionDays: number;
}

export const TASK_DEFAULTS = { concurrency: 2, staleSeconds: 30, retentionDays: 7 } as const;

function intFrom(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`配置 ${name} 必须是 ${min}–${max} 之间的整数，当前值：${raw}`);
  return value;
}

export function loadTasksConfig(env: Env): TasksConfig {
  const concurrency = intFrom(env, 'TASK_CONCURRENCY', TASK_DEFAULTS.concurrency, 0, 64);
  // On SQLite this is the only process: with 0 no task would ever run.
  if (concurrency === 0 && !env.DATABASE_URL?.trim()) throw new Error('配置 TASK_CONCURRENCY 为 0 时须设置 DATABASE_URL（由共用数据库的其他进程执行任务）');
  return {
    concurrency,
    staleMs: intFrom(env, 'TASK_STALE_SECONDS', TASK_DEFAULTS.staleSeconds, 2, 3600) * 1000,
    retentionDays: intFrom(env, 'TASK_RETENTION_DAYS', TASK_DEFAULTS.retentionDays, 0, 36_500),
  };
}
