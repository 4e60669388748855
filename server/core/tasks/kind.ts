// A task kind: what a module declares for one sort of long work (an export, an import, a sitemap).
// The service runs it outside the request with a context that reports progress, carries the
// cancellation signal and takes the result; the kind never touches the tasks table itself.
import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { ValidateFunction } from 'ajv';
import { isKnownPermission } from '../../../shared/domain/permissions';
import type { Database } from '../db/database';
import { schemaProblem } from '../http/registry';
import type { AppDeps, JsonSchema } from '../http/routeDef';
import { compileValidator, describeAjvError } from '../http/validation';

export interface TaskProgress {
  done: number;
  total: number;
  stage: string;
}

export interface TaskRunContext<I> {
  taskId: number;
  siteId: number;
  /** The account that started it. */
  accountId: number;
  /** As validated against the kind's input schema when the task was started. */
  input: I;
  /** 1 for the first run; more when a resumable kind is run again after its process stopped. */
  attempt: number;
  /** A resumable kind run again: the last progress recorded by the run before (null on a first run). */
  resumeFrom: TaskProgress | null;
  /** Aborted when the user cancels or the server shuts down: check it between batches, pass it on. */
  signal: AbortSignal;
  db: Kysely<Database>;
  deps: AppDeps;
  /** Units done of total (0: unknown) and a Chinese stage label; written a few times a second at most. */
  progress(done: number, total: number, stage?: string): void;
  /**
   * The task's downloadable result, shown to the user as fileName. Write it and end it before run
   * returns; the service syncs it to disk and records it, or deletes it when the run does not succeed.
   */
  resultFile(fileName: string): Writable;
  /**
   * The run's work is now stored for good (its transaction committed): a cancel or shutdown that
   * arrives after this can no longer undo it, so the run ends as it returns, not as cancelled.
   */
  committed(): void;
}

/** A small JSON result the console may show (counts, an address), or nothing. */
export type TaskResult = Record<string, unknown> | void;

export interface TaskKindSpec<I> {
  /** 'module.name', e.g. 'forms.messageExport'. */
  kind: string;
  /** The §6 key(s) of the feature: a caller holding none of them cannot see, cancel or download the task. */
  permission: string | readonly string[];
  /** Chinese title of one run, e.g. 导出留言（在线留言）. */
  title(input: I): string;
  /** JSON schema of the input (closed and bounded, like a route's body). */
  input: JsonSchema;
  /**
   * What is done stays when the run is cancelled (a capture's saved products): the console's cancel
   * prompt says so. Unset: a cancelled run leaves nothing (an export's file, an import's transaction).
   */
  keepsDoneWork?: boolean;
  /** Run again after a restart (from ctx.resumeFrom) instead of failing as interrupted. */
  resumable?: boolean;
  /** Most runs of this kind one process runs at once (within TASK_CONCURRENCY). */
  concurrency?: number;
  /**
   * Throw an ApiError for a failure the user should read (its message becomes the task's error);
   * anything else fails the task with a generic message and is logged.
   */
  run(ctx: TaskRunContext<I>): Promise<TaskResult>;
}

export interface TaskKind<I = any> extends TaskKindSpec<I> {
  readonly keys: readonly string[];
  /** null, or the Chinese reason the input is refused. */
  check(input: unknown): string | null;
}

export class TaskKindError extends Error {}

const KIND_NAME = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/;

/** Checks a kind's declaration once, at load: a mistake stops the server at start, naming the kind. */
export function defineTaskKind<I>(spec: TaskKindSpec<I>): TaskKind<I> {
  const label = `任务类型 ${String(spec?.kind)}`;
  if (typeof spec.kind !== 'string' || spec.kind.length > 64 || !KIND_NAME.test(spec.kind)) {
    throw new TaskKindError(`${label}：名称须为 模块.名称（字母和数字，最长 64 个字符）`);
  }
  const keys: unknown[] = Array.isArray(spec.permission) ? spec.permission : [spec.permission];
  if (keys.length === 0) throw new TaskKindError(`${label}：权限标识不能为空`);
  for (const key of keys) {
    if (typeof key !== 'string' || !isKnownPermission(key)) throw new TaskKindError(`${label}：未知的权限标识：${String(key)}`);
  }
  if (typeof spec.run !== 'function' || typeof spec.title !== 'function') throw new TaskKindError(`${label}：缺少 run 或 title`);
  const problem = schemaProblem(spec.input, `${label} input`);
  if (problem) throw new TaskKindError(problem);
  if ((spec.input as JsonSchema).type !== 'object') throw new TaskKindError(`${label}：input 必须是对象 schema`);
  if (spec.concurrency !== undefined && (!Number.isInteger(spec.concurrency) || spec.concurrency < 1)) {
    throw new TaskKindError(`${label}：concurrency 必须是正整数`);
  }
  // Body rules: no type coercion, unknown fields refused.
  const validate: ValidateFunction = compileValidator({ schema: spec.input, httpPart: 'body' });
  return {
    ...spec,
    keys: keys as string[],
    check(input) {
      return validate(input) ? null : describeAjvError(validate.errors?.[0], 'body');
    },
  };
}

/** Whether a caller with these grants may see tasks of this kind. */
export function mayUse(kind: Pick<TaskKind, 'keys'>, grants: ReadonlySet<string>): boolean {
  return kind.keys.some((key) => grants.has(key));
}
