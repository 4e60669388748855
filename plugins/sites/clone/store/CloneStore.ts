// 翻译克隆 (§4): the card's state (may a clone start, the bound foreign site, the latest clone task —
// read from the server, so a reload finds a running clone again) and the dialog's three steps:
// step 1 the content (后台数据 / 可视化界面) and 确定 counting it; then, by the shared rule, the
// start at once, step 2 (the character count, 强制翻译) or step 3 (the overwrite warning naming the
// foreign site); the start disables the button and shows 站点克隆中，预计1~3分钟，请耐心等待!.
import { makeAutoObservable, runInAction } from 'mobx';
import type { TaskService } from '../../../../kernel';
import { isTaskFinished, type TaskView } from '../../../../shared/domain/api/tasks';
import { checkCloneChoice, cloneAfterCount, cloneAfterStep, type CloneContent, type CloneNext, type TranslationInfo } from '../../../../shared/domain/sites/clone';
import type { CloneApi, CloneStatus } from '../api';

export type CloneStep = 1 | 2 | 3;

export class CloneStore {
  status: CloneStatus | null = null;
  loadError: string | null = null;
  open = false;
  step: CloneStep = 1;
  choice: CloneContent[] = ['admin', 'visual'];
  info: TranslationInfo | null = null;
  /** A call of the dialog is on its way (确定 / 强制翻译 / the start). */
  busy = false;
  /** Set once the start was accepted: the button stays disabled and the cloning notice shows. */
  started = false;
  /** Whether step 2 was passed (the start then says force). */
  forced = false;
  error: string | null = null;

  constructor(private readonly api: CloneApi, private readonly tasks: TaskService) {
    makeAutoObservable<CloneStore, 'api' | 'tasks'>(this, { api: false, tasks: false });
  }

  get task(): TaskView | undefined {
    const id = this.status?.taskId;
    return id ? this.tasks.watch(id) : undefined;
  }

  get running(): boolean {
    const task = this.task;
    return task !== undefined && !isTaskFinished(task);
  }

  /** The button: only when the site's clone is free and none is on its way. */
  get canStart(): boolean {
    return this.status !== null && this.status.transRole && !this.started && !this.running;
  }

  async load(): Promise<void> {
    try {
      const status = await this.api.status();
      runInAction(() => {
        this.status = status;
        this.loadError = null;
      });
      if (status.taskId) void this.tasks.follow(status.taskId).catch(() => undefined);
    } catch (err) {
      runInAction(() => {
        this.loadError = err instanceof Error ? err.message : String(err);
      });
    }
  }

  openDialog(): void {
    this.open = true;
    this.step = 1;
    this.info = null;
    this.error = null;
    this.forced = false;
  }

  close(): void {
    if (!this.busy) this.open = false;
  }

  setChoice(choice: CloneContent[]): void {
    this.choice = choice;
    this.error = null;
  }

  /** Step 1's 确定: the choice checked, then counted; the shared rule says where to go. */
  async confirmChoice(): Promise<void> {
    const refused = checkCloneChoice(this.choice);
    if (refused) {
      this.error = refused;
      return;
    }
    this.busy = true;
    this.error = null;
    try {
      const info = await this.api.info(this.choice);
      runInAction(() => {
        this.info = info;
      });
      await this.go(cloneAfterCount(info));
    } catch (err) {
      runInAction(() => {
        this.error = err instanceof Error ? err.message : String(err);
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Step 2's 强制翻译 or step 3's confirmation. */
  async confirmStep(): Promise<void> {
    if (this.step === 1) return;
    if (this.step === 2) this.forced = true;
    this.busy = true;
    try {
      await this.go(cloneAfterStep(this.step));
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private async go(next: CloneNext): Promise<void> {
    if (next.kind === 'step') {
      runInAction(() => {
        this.step = next.step;
      });
      return;
    }
    await this.start();
  }

  private async start(): Promise<void> {
    this.error = null;
    try {
      const { taskId } = await this.api.start(this.choice, this.forced);
      runInAction(() => {
        this.started = true;
        this.status = { ...(this.status ?? { foreignSiteName: '', foreignUrl: '' }), taskId, transRole: false };
      });
      void this.tasks.follow(taskId).catch(() => undefined);
    } catch (err) {
      runInAction(() => {
        this.error = err instanceof Error ? err.message : String(err);
      });
    }
  }
}
