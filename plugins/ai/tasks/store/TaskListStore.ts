// AI写作任务's list: a page of the site's tasks (newest first, by status), read again while any
// is queued or running. A running task's core task is followed by the kernel's TaskService, so the
// header's task indicator shows the same progress and stage.
import { makeAutoObservable, runInAction } from 'mobx';
import type { TaskService } from '../../../../kernel';
import type { AiTaskRow, AiTaskStatus } from '../../../../shared/domain/ai/tasks';
import type { TaskApi } from '../api';
import { isActive, Poller } from './poller';
import { TaskFormStore } from './TaskFormStore';

export const PAGE_SIZE = 10;

export class TaskListStore {
  rows: AiTaskRow[] = [];
  total = 0;
  page = 1;
  status: AiTaskStatus | undefined = undefined;
  loading = false;
  loaded = false;
  error: string | null = null;
  formOpen = false;
  readonly form: TaskFormStore;
  private readonly poller: Poller;
  private readonly followed = new Set<number>();
  /** Items finished per task at the last read: more means tokens were spent. */
  private readonly progressOf = new Map<number, number>();

  /** `quotaChanged`: the page's quota line reads again (articles were written). */
  constructor(private readonly api: TaskApi, private readonly tasks: TaskService, private readonly quotaChanged: () => void = () => undefined) {
    this.form = new TaskFormStore(api);
    this.poller = new Poller(() => this.read(true));
    makeAutoObservable<TaskListStore, 'api' | 'tasks' | 'poller' | 'followed' | 'quotaChanged' | 'progressOf'>(this, { api: false, tasks: false, poller: false, followed: false, form: false, quotaChanged: false, progressOf: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.poller.next(await this.read(false));
  }

  /** Reads the page; answers whether a task on it is still moving. */
  private async read(silent: boolean): Promise<boolean> {
    try {
      const data = await this.api.list({ page: this.page, rows: PAGE_SIZE, ...(this.status ? { status: this.status } : {}) }, silent);
      runInAction(() => {
        this.rows = data.rows;
        this.total = data.total;
        this.error = null;
        this.loaded = true;
      });
      let moved = false;
      for (const row of data.rows) {
        const before = this.progressOf.get(row.id);
        if (before !== undefined && before !== row.done) moved = true;
        this.progressOf.set(row.id, row.done);
        if (row.status === 'running' && row.coreTaskId > 0 && !this.followed.has(row.coreTaskId)) {
          this.followed.add(row.coreTaskId);
          void this.tasks.follow(row.coreTaskId).catch(() => undefined);
        }
      }
      if (moved) this.quotaChanged();
      return data.rows.some((r) => isActive(r.status));
    } catch (err) {
      runInAction(() => {
        if (!silent) this.error = err instanceof Error ? err.message : String(err);
      });
      return silent;
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  setPage(page: number): void {
    this.page = page;
    void this.load();
  }

  setStatus(status: AiTaskStatus | undefined): void {
    this.status = status;
    this.page = 1;
    void this.load();
  }

  openForm(): void {
    this.form.open();
    this.formOpen = true;
  }

  /** 修改 a task still 排队中: the form as it was saved. */
  async openEdit(id: number): Promise<void> {
    const detail = await this.api.detail(id);
    runInAction(() => {
      this.form.open({ ...detail.form, id });
      this.formOpen = true;
    });
  }

  closeForm(): void {
    this.formOpen = false;
  }

  /** 开始生成: saved, the list from its first page, the header told of the new task. */
  async submit(): Promise<boolean> {
    const id = await this.form.save();
    if (id === null) return false;
    runInAction(() => {
      this.formOpen = false;
      this.page = 1;
      this.status = undefined;
    });
    await this.load();
    void this.tasks.refresh();
    return true;
  }

  async cancel(id: number): Promise<void> {
    await this.api.cancel(id);
    await this.load();
  }

  async retry(id: number): Promise<void> {
    await this.api.retry(id);
    await this.load();
    void this.tasks.refresh();
  }

  dispose(): void {
    this.poller.stop();
  }
}
