// TaskService: the site's latest tasks from task/list, polled while one is unfinished (so progress
// the server records shows within TASK_POLL_MS), a task started through its feature's endpoint
// followed until it ends, cancel and download through task/cancel and task/download.
import { inject, injectable } from 'inversify';
import { makeObservable, observable, computed, runInAction, observableRef } from 'mobx';
import { SHELL_API, isTaskFinished as isFinished, TASK_POLL_MS, type Endpoint, type ListData, type TaskView } from '../../../shared/domain';
import { TOKENS } from '../../tokens';
import type { FileSaver } from '../../ports/files';
import type { CallInput, HttpService } from '../http/types';
import type { TaskService } from './types';

/** How often unfinished tasks are read again (shared/domain: the bench follows tasks the same way). */
export { TASK_POLL_MS };
/** Tasks shown in the header list. */
export const TASK_LIST_SIZE = 8;

@injectable()
export class TaskServiceImpl implements TaskService {
  tasks: TaskView[] = [];
  /** Tasks followed outside the list (older than its first page). */
  private followed = new Map<number, TaskView>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private polling: Promise<void> | null = null;

  constructor(
    @inject(TOKENS.http) private readonly http: HttpService,
    @inject(TOKENS.fileSaver) private readonly files: FileSaver,
  ) {
    makeObservable<TaskServiceImpl, 'followed'>(this, { tasks: observableRef, followed: observable, unfinished: computed });
  }

  get unfinished(): number {
    return this.tasks.filter((t) => !isFinished(t)).length + [...this.followed.values()].filter((t) => !isFinished(t) && !this.tasks.some((l) => l.id === t.id)).length;
  }

  async start(endpoint: Endpoint, input?: CallInput): Promise<TaskView> {
    const { taskId } = await this.http.call<{ taskId: number }>(endpoint, input);
    return this.follow(taskId);
  }

  watch(id: number): TaskView | undefined {
    return this.tasks.find((t) => t.id === id) ?? this.followed.get(id);
  }

  async follow(id: number): Promise<TaskView> {
    const task = await this.http.call<TaskView>(SHELL_API.taskGet, { query: { id } });
    runInAction(() => this.followed.set(id, task));
    await this.refresh();
    return this.watch(id) ?? task;
  }

  refresh(): Promise<void> {
    // One read at a time: a refresh asked for during a poll joins it.
    this.polling ??= this.read().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  async cancel(id: number): Promise<void> {
    await this.http.call<TaskView>(SHELL_API.taskCancel, { body: { id } });
    await this.refresh();
  }

  async download(id: number): Promise<void> {
    const { blob, fileName } = await this.http.download(SHELL_API.taskDownload, { query: { id } }, { anyFileType: true });
    this.files.save(blob, fileName ?? this.watch(id)?.resultName ?? `task-${id}`);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async read(): Promise<void> {
    this.stop();
    let list: TaskView[];
    try {
      list = (await this.http.call<ListData<TaskView>>(SHELL_API.taskList, { query: { rows: TASK_LIST_SIZE } }, { silent: true })).rows;
    } catch {
      // Signed out, or the server is away: stop; the next refresh (reload, a new task) tries again.
      return;
    }
    const outside = [...this.followed.values()].filter((t) => !isFinished(t) && !list.some((l) => l.id === t.id));
    const updated = await Promise.all(outside.map((t) => this.http.call<TaskView>(SHELL_API.taskGet, { query: { id: t.id } }, { silent: true }).catch(() => t)));
    runInAction(() => {
      this.tasks = list;
      for (const t of list) if (this.followed.has(t.id)) this.followed.set(t.id, t);
      for (const t of updated) this.followed.set(t.id, t);
    });
    if (this.unfinished > 0) this.timer = setTimeout(() => void this.refresh(), TASK_POLL_MS);
  }
}
