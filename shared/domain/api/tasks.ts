// Background tasks (issue 9): long work that runs outside the request — an export, a sitemap of a
// large site — with its progress, outcome and result kept in the database, so a reload or a
// restart shows the truth. The console follows them through the kernel's TaskService.

export const TASK_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** States a task never leaves. */
export const FINISHED_TASK_STATES: readonly TaskState[] = ['succeeded', 'failed', 'cancelled'];

/** How often the console asks for its unfinished tasks: progress shows within this of being recorded. */
export const TASK_POLL_MS = 500;

export const isTaskFinished = (task: { state: TaskState }): boolean => FINISHED_TASK_STATES.includes(task.state);

export const TASK_STATE_LABELS: Record<TaskState, string> = {
  queued: '排队中',
  running: '进行中',
  succeeded: '已完成',
  failed: '失败',
  cancelled: '已取消',
};

/** Messages both sides show (the server answers them; the console may show them before asking). */
export const TASK_MSG = {
  notFound: '任务不存在或已被删除',
  alreadyFinished: '任务已结束，无法取消',
  interrupted: '服务重启，任务已中断',
  cancelledByUser: '任务已取消',
  noResult: '该任务没有可下载的结果',
} as const;

export interface TaskView {
  id: number;
  /** The kind a module declared, e.g. 'forms.messageExport'. */
  kind: string;
  /** Chinese title of this run, e.g. 导出留言（在线留言）. */
  title: string;
  state: TaskState;
  /** Units done and in total; total 0 while unknown. */
  done: number;
  total: number;
  /** Chinese label of the current stage, e.g. 正在写入表格. */
  stage: string;
  /** Why it failed (Chinese), when state is failed. */
  error: string | null;
  /** A downloadable result (file name shown to the user), when it succeeded with one. */
  resultName: string | null;
  /** A small result the console can show (counts, a URL), when the kind gives one. */
  result: Record<string, unknown> | null;
  cancelRequested: boolean;
  /** Whether what the run has done stays when it is cancelled (else nothing is kept). */
  keepsDoneWork?: boolean;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
}

export interface TaskListQuery {
  /** Only unfinished tasks (the header's running list). */
  active?: boolean;
  page?: number;
  rows?: number;
}

/** What a route that starts a task answers (e.g. form/msgExportTask). */
export interface TaskStarted {
  taskId: number;
}
