// 建站完成 (/zhHome/finish?twebId&taskId): the build task's progress through the kernel's task
// service (the ids ride in the URL, so a reload follows the same task), then the built site: its
// addresses (the site entry), its PC and mobile pictures, and the editor's address — asked only on
// the product's own hosts, where 编辑网站 is offered. A failed or cancelled build says why.
import { makeAutoObservable, runInAction, when, type IReactionDisposer } from 'mobx';
import type { SiteService, TaskService } from '../../../../kernel';
import type { SiteEntry, TaskView } from '../../../../shared/domain';
import type { SitePreviewPictures } from '../../../../shared/domain/sites/templates';
import type { TemplatesApi } from '../api';

export type FinishPhase = 'following' | 'building' | 'failed' | 'done' | 'lost';

export class FinishStore {
  twebId = 0;
  taskId: number | null = null;
  entry: SiteEntry | null = null;
  pictures: SitePreviewPictures | null = null;
  desktopUrl: string | null = null;
  resultRead = false;
  /** The task could not be read (another site's, or gone). */
  lost: string | null = null;
  private waiting: IReactionDisposer | null = null;

  constructor(
    private readonly api: TemplatesApi,
    private readonly site: SiteService,
    private readonly tasks: TaskService,
    private readonly onProductHost: () => boolean,
  ) {
    makeAutoObservable<FinishStore, 'api' | 'site' | 'tasks' | 'waiting' | 'onProductHost'>(this, { api: false, site: false, tasks: false, waiting: false, onProductHost: false });
  }

  get task(): TaskView | undefined {
    return this.taskId === null ? undefined : this.tasks.watch(this.taskId);
  }

  get phase(): FinishPhase {
    if (this.lost !== null) return 'lost';
    if (this.taskId !== null) {
      const task = this.task;
      if (!task) return 'following';
      if (task.state === 'failed' || task.state === 'cancelled') return 'failed';
      if (task.state !== 'succeeded') return 'building';
    }
    return this.resultRead ? 'done' : 'building';
  }

  /** Why the build did not finish: the task's reason, or that it was cancelled. */
  get failure(): string | null {
    const task = this.task;
    if (!task) return null;
    if (task.state === 'failed') return task.error || task.stage || null;
    return null;
  }

  /** twebId: the site from the URL (else the active one); taskId: the build, when there is one. */
  async show(twebId: number | null, taskId: number | null): Promise<void> {
    this.dispose();
    const home = this.site.home ?? (await this.site.loadHome().catch(() => null));
    runInAction(() => {
      this.twebId = twebId ?? home?.twebId ?? 0;
      this.taskId = taskId;
      this.lost = null;
      this.resultRead = false;
    });
    if (taskId !== null) {
      try {
        await this.tasks.follow(taskId);
      } catch (err) {
        runInAction(() => {
          this.lost = err instanceof Error ? err.message : String(err);
        });
        return;
      }
      this.waiting = when(() => this.task?.state === 'succeeded', () => void this.readResult());
      return;
    }
    await this.readResult();
  }

  /** The built site: its entry (addresses), pictures and, on the product's hosts, the editor. */
  async readResult(): Promise<void> {
    const [sites, pictures, desktop] = await Promise.all([
      this.site.loadSites().catch(() => this.site.sites),
      this.api.previewPictures(this.twebId).catch(() => null),
      this.onProductHost() ? this.api.desktopUrl().catch(() => null) : Promise.resolve(null),
    ]);
    runInAction(() => {
      this.entry = sites.find((s) => s.id === this.twebId) ?? null;
      this.pictures = pictures;
      this.desktopUrl = desktop?.url || null;
      this.resultRead = true;
    });
  }

  dispose(): void {
    this.waiting?.();
    this.waiting = null;
  }
}
