// One writing task (?id=): its progress and stage, and every article with its state, title, tokens
// and error; read again while it is queued or running (so a reload shows it still moving).
import { makeAutoObservable, runInAction } from 'mobx';
import type { TaskService } from '../../../../kernel';
import type { AiTaskDetail } from '../../../../shared/domain/ai/tasks';
import type { TaskApi } from '../api';
import { isActive, Poller } from './poller';

export class TaskDetailStore {
  id: number | null = null;
  detail: AiTaskDetail | null = null;
  error: string | null = null;
  busy = false;
  private readonly poller: Poller;
  private followed = 0;

  /** `quotaChanged`: the page's quota line reads again (articles were written). */
  constructor(private readonly api: TaskApi, private readonly tasks: TaskService, private readonly quotaChanged: () => void = () => undefined) {
    this.poller = new Poller(() => this.read(true));
    makeAutoObservable<TaskDetailStore, 'api' | 'tasks' | 'poller' | 'followed' | 'quotaChanged'>(this, { api: false, tasks: false, poller: false, followed: false, quotaChanged: false });
  }

  async show(id: number): Promise<void> {
    this.id = id;
    this.detail = null;
    this.error = null;
    this.poller.next(await this.read(false));
  }

  private async read(silent: boolean): Promise<boolean> {
    if (this.id === null) return false;
    const id = this.id;
    try {
      const detail = await this.api.detail(id, silent);
      if (id !== this.id) return false;
      if (this.detail && this.detail.id === detail.id && this.detail.done !== detail.done) this.quotaChanged();
      runInAction(() => {
        this.detail = detail;
        this.error = null;
      });
      if (detail.status === 'running' && detail.coreTaskId > 0 && detail.coreTaskId !== this.followed) {
        this.followed = detail.coreTaskId;
        void this.tasks.follow(detail.coreTaskId).catch(() => undefined);
      }
      return isActive(detail.status);
    } catch (err) {
      runInAction(() => {
        if (!silent) this.error = err instanceof Error ? err.message : String(err);
      });
      return silent;
    }
  }

  async cancel(): Promise<void> {
    await this.act(() => this.api.cancel(this.id!));
  }

  async retry(): Promise<void> {
    await this.act(() => this.api.retry(this.id!));
    void this.tasks.refresh();
  }

  private async act(run: () => Promise<unknown>): Promise<void> {
    if (this.id === null || this.busy) return;
    this.busy = true;
    try {
      await run();
    } catch {
      // The kernel has shown the refusal.
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
    this.poller.next(await this.read(false));
  }

  dispose(): void {
    this.poller.stop();
  }
}
