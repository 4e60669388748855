// The capture page's state: the addresses as typed (checked as typed by the shared rule: at most 20,
// each http(s), none twice — the same rule the server applies), the category, and once started the
// capture task (kernel TaskService: its progress survives a reload, the page finds it again by the
// ?task= in its address) with every address's outcome, read again each time the task moves.
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { TaskService } from '../../../../kernel';
import { API, isTaskFinished, type TaskView } from '../../../../shared/domain';
import { parseCaptureUrls, PRODUCT_LIMITS, type CaptureUrls, type ProductCaptureItem, type ProductCaptureResult, type ProductCategory } from '../../../../shared/domain/product';
import type { ProductApi } from '../../api';

/** What a row shows: the server's state, or where the run is (the one being captured, one never reached). */
export type CaptureRowState = 'waiting' | 'running' | 'ok' | 'failed' | 'notReached';

export interface CaptureRow extends ProductCaptureItem {
  index: number;
  display: CaptureRowState;
}

export const CAPTURE_MAX = PRODUCT_LIMITS.captureUrls;

export class CaptureStore {
  text = '';
  typeId = 0;
  categories: ProductCategory[] = [];
  /** The tree could not be read (no product_list, or the server refused): products go uncategorised. */
  categoriesUnavailable = false;
  taskId: number | null = null;
  result: ProductCaptureResult | null = null;
  resultError: string | null = null;
  starting = false;
  private follow: IReactionDisposer | null = null;

  constructor(
    private readonly api: ProductApi,
    private readonly tasks: TaskService,
  ) {
    makeAutoObservable<CaptureStore, 'api' | 'tasks' | 'follow'>(this, { api: false, tasks: false, follow: false });
  }

  get parsed(): CaptureUrls {
    return parseCaptureUrls(this.text);
  }

  get count(): number {
    return this.parsed.urls.length;
  }

  /** Whether 开始采集 may be pressed: something to capture and nothing the rule refuses. */
  get ready(): boolean {
    return !this.starting && this.parsed.problem === null && this.parsed.issues.length === 0;
  }

  get task(): TaskView | undefined {
    return this.taskId === null ? undefined : this.tasks.watch(this.taskId);
  }

  get finished(): boolean {
    return !!this.task && isTaskFinished(this.task);
  }

  /** Every address in order with where it stands. */
  get rows(): CaptureRow[] {
    const items = this.result?.items ?? [];
    const firstWaiting = items.findIndex((i) => i.state === 'waiting');
    const running = this.task?.state === 'running';
    return items.map((item, index) => ({
      ...item,
      index,
      display: item.state !== 'waiting' ? item.state : this.finished ? 'notReached' : running && index === firstWaiting ? 'running' : 'waiting',
    }));
  }

  get counts(): { ok: number; failed: number } {
    const items = this.result?.items ?? [];
    return { ok: items.filter((i) => i.state === 'ok').length, failed: items.filter((i) => i.state === 'failed').length };
  }

  setText(text: string): void {
    this.text = text;
  }

  setType(typeId: number): void {
    this.typeId = typeId;
  }

  async loadCategories(): Promise<void> {
    try {
      const tree = await this.api.categories();
      runInAction(() => {
        this.categories = tree;
        this.categoriesUnavailable = false;
      });
    } catch {
      runInAction(() => {
        this.categories = [];
        this.categoriesUnavailable = true;
        this.typeId = 0;
      });
    }
  }

  /** Starts the capture task; answers its id (the page puts it in its address), or null when refused. */
  async start(): Promise<number | null> {
    if (!this.ready) return null;
    this.starting = true;
    try {
      const view = await this.tasks.start(API.goodsCapture, { body: { urls: this.parsed.urls, type_id: this.typeId } });
      await this.show(view.id);
      return view.id;
    } catch {
      // The server's refusal was shown by the HTTP service.
      return null;
    } finally {
      runInAction(() => {
        this.starting = false;
      });
    }
  }

  /** Shows a capture task (just started, or found again after a reload) and follows it to its end. */
  async show(taskId: number): Promise<void> {
    if (this.taskId === taskId && this.result) return;
    this.stopFollowing();
    this.taskId = taskId;
    this.result = null;
    this.resultError = null;
    // Each step of the task (one address done, its end) means new outcomes to read.
    this.follow = reaction(
      () => (this.task ? `${this.task.done}|${this.task.state}` : ''),
      (key) => key && void this.refresh(),
    );
    void this.tasks.follow(taskId).catch(() => undefined);
    await this.refresh();
  }

  async refresh(): Promise<void> {
    const taskId = this.taskId;
    if (taskId === null) return;
    try {
      const result = await this.api.captureResult(taskId);
      runInAction(() => {
        if (this.taskId !== taskId) return;
        this.result = result;
        this.resultError = null;
      });
    } catch (error) {
      runInAction(() => {
        if (this.taskId === taskId) this.resultError = error instanceof Error ? error.message : String(error);
      });
    }
  }

  /** Back to the form for other addresses (the finished task stays in the header's task list). */
  reset(): void {
    this.stopFollowing();
    this.taskId = null;
    this.result = null;
    this.resultError = null;
    this.text = '';
  }

  dispose(): void {
    this.stopFollowing();
  }

  private stopFollowing(): void {
    this.follow?.();
    this.follow = null;
  }
}
