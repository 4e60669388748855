// /siteLanguage/sync: whether sync is open (closed → why), where to (the bound foreign site and its
// languages), 未同步 / 已同步 / 已修改 per type, and a page of items filtered by type, state and
// keyword. 同步翻译 of the selected (or one) item after the page's confirmation; 批量同步翻译 starts a
// task the header's task list follows, and the page reads again when it ends.
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { TaskService } from '../../../../kernel';
import { API } from '../../../../shared/domain';
import { isTaskFinished, type TaskView } from '../../../../shared/domain/api/tasks';
import type {
  SiteBinding, SyncListRow, SyncOpenStatus, SyncState, SyncTotalRow, SyncType,
} from '../../../../shared/domain/sites/languages';
import type { LanguagesApi } from '../api';
import { trackLoad } from '../../../../shared/ui/load/trackLoad';

export const SYNC_PAGE_SIZE = 20;

export class SyncStore {
  loading = false;
  loaded = false;
  error: string | null = null;
  status: SyncOpenStatus | null = null;
  binding: SiteBinding | null = null;
  languages: { code: string; name: string }[] = [];
  totals: SyncTotalRow[] = [];
  rows: SyncListRow[] = [];
  total = 0;
  listLoading = false;
  type: SyncType = 'article';
  state: SyncState | undefined = undefined;
  keyword = '';
  page = 1;
  selected: number[] = [];
  translating = false;
  batchTaskId: number | null = null;
  private stopWatch: IReactionDisposer | null = null;

  constructor(private readonly api: LanguagesApi, private readonly tasks: TaskService) {
    makeAutoObservable<SyncStore, 'api' | 'tasks' | 'stopWatch'>(this, { api: false, tasks: false, stopWatch: false });
  }

  get batchTask(): TaskView | undefined {
    return this.batchTaskId === null ? undefined : this.tasks.watch(this.batchTaskId);
  }

  get batchRunning(): boolean {
    const task = this.batchTask;
    return this.batchTaskId !== null && (task === undefined || !isTaskFinished(task));
  }

  async load(): Promise<void> {
    await trackLoad(this, async () => {
      const [status, languages] = await Promise.all([this.api.openStatus(), this.api.syncLanguages()]);
      runInAction(() => {
        this.status = status;
        this.binding = languages.binding;
        this.languages = languages.languages;
      });
      // With a binding the items are shown even when the service is off (what is synced stays readable).
      if (languages.binding) await Promise.all([this.readTotals(), this.readList()]);
    });
  }

  private async readTotals(): Promise<void> {
    const { rows } = await this.api.totals();
    runInAction(() => {
      this.totals = rows;
    });
  }

  async readList(): Promise<void> {
    this.listLoading = true;
    try {
      const data = await this.api.list({
        type: this.type, page: this.page, rows: SYNC_PAGE_SIZE,
        ...(this.state ? { state: this.state } : {}), ...(this.keyword.trim() ? { keyword: this.keyword.trim() } : {}),
      });
      runInAction(() => {
        this.rows = data.rows;
        this.total = data.total;
        this.selected = this.selected.filter((id) => data.rows.some((r) => r.id === id));
      });
    } finally {
      runInAction(() => {
        this.listLoading = false;
      });
    }
  }

  private reread(): void {
    this.page = 1;
    this.selected = [];
    void this.readList().catch(() => undefined);
  }

  setType(type: SyncType): void {
    this.type = type;
    this.reread();
  }

  setState(state: SyncState | undefined): void {
    this.state = state;
    this.reread();
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword;
  }

  search(): void {
    this.reread();
  }

  setPage(page: number): void {
    this.page = page;
    void this.readList().catch(() => undefined);
  }

  setSelected(ids: number[]): void {
    this.selected = ids;
  }

  /** 同步翻译 (after the page's confirmation): answers whether it succeeded; the list and totals read again. */
  async translate(ids: number[]): Promise<boolean> {
    if (ids.length === 0) return false;
    this.translating = true;
    try {
      await this.api.translate(this.type, ids);
      runInAction(() => {
        this.selected = [];
      });
      await Promise.all([this.readTotals(), this.readList()]).catch(() => undefined);
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.translating = false;
      });
    }
  }

  /** 批量同步翻译 of the current type: a task; the page reads again when it has ended. */
  async batch(): Promise<boolean> {
    try {
      const view = await this.tasks.start(API.syncBatchTranslate, { body: { type: this.type } });
      runInAction(() => {
        this.batchTaskId = view.id;
      });
      this.stopWatch?.();
      this.stopWatch = reaction(() => this.batchTask?.state, (state) => {
        if (state && isTaskFinished({ state })) {
          this.stopWatch?.();
          this.stopWatch = null;
          void Promise.all([this.readTotals(), this.readList()]).catch(() => undefined);
        }
      }, { fireImmediately: true });
      return true;
    } catch {
      return false;
    }
  }

  dispose(): void {
    this.stopWatch?.();
    this.stopWatch = null;
  }
}
