// 操作日志: the active site's log, filtered (user, action, date range, IP, result) and paged; the
// shared rule checks a filter before it is sent (开始日期不能晚于结束日期 shows without a call); a
// row's detail in a drawer with each changed field's before and after; the .xlsx export as a task
// followed on the page (picked up again after a reload) whose file downloads when it ends.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier, type TaskService } from '../../../../kernel';
import { isTaskFinished, type TaskView } from '../../../../shared/domain';
import {
  checkOplogFilter, cleanOplogFilter, type OplogAccount, type OplogDetail, type OplogFilter, type OplogRow,
} from '../../../../shared/domain/settings/oplog';
import { ListState } from '../../../../shared/ui/list/ListState';
import type { OplogApi } from '../api';
import { OPLOG_API } from '../tokens';

export const OPLOG_EXPORT_KIND = 'settings.oplogExport';

@injectable()
export class OplogStore {
  readonly list: ListState<OplogRow, OplogFilter>;
  /** More matches than the server counts (the total is then a floor). */
  capped = false;
  /** A filter the shared rule refused (shown under the filters; nothing was sent). */
  filterError: string | null = null;
  accounts: OplogAccount[] = [];
  exportTaskId: number | null = null;
  exporting = false;
  detailId: number | null = null;
  detail: OplogDetail | null = null;
  detailLoading = false;
  detailError: string | null = null;

  constructor(
    @inject(OPLOG_API) private readonly api: OplogApi,
    @inject(TOKENS.tasks) private readonly tasks: TaskService,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.list = new ListState<OplogRow, OplogFilter>(async ({ keyword: _keyword, ...query }) => {
      const data = await this.api.list(query as OplogFilter & { page: number; rows: number });
      runInAction(() => {
        this.capped = data.capped;
      });
      return data;
    });
    makeAutoObservable<OplogStore, 'api' | 'tasks' | 'notifier' | 'i18n'>(this, { api: false, tasks: false, notifier: false, i18n: false, list: false });
  }

  get filtered(): boolean {
    return Object.keys(this.list.filters).length > 0;
  }

  /** Loads the first page and the 操作人 choices; an export still running is shown again. */
  async open(): Promise<void> {
    this.resumeExport();
    await Promise.all([this.list.load(), this.loadAccounts()]);
  }

  private async loadAccounts(): Promise<void> {
    try {
      const accounts = await this.api.accounts();
      runInAction(() => {
        this.accounts = accounts;
      });
    } catch {
      // The list still works; the HttpService told why.
    }
  }

  /** Applies a change of the filters, unless the shared rule refuses the result. */
  filter(patch: Partial<OplogFilter>): boolean {
    const next = cleanOplogFilter({ ...this.list.filters, ...patch });
    const problem = checkOplogFilter(next);
    this.filterError = problem;
    if (problem) return false;
    this.list.setFilters(next);
    return true;
  }

  clearFilters() {
    this.filterError = null;
    this.list.setFilters({});
  }

  resumeExport() {
    if (this.exportTaskId !== null) return;
    const running = this.tasks.tasks.find((t) => t.kind === OPLOG_EXPORT_KIND && !isTaskFinished(t));
    if (running) this.exportTaskId = running.id;
  }

  /** 导出: the filters as they are now, as a task followed on the page. */
  async startExport(): Promise<void> {
    if (this.exporting || this.exportTaskId !== null) return;
    this.exporting = true;
    try {
      const { taskId } = await this.api.exportTask(this.list.filters);
      runInAction(() => {
        this.exportTaskId = taskId;
      });
      await this.tasks.follow(taskId);
    } catch {
      // HttpService showed why.
    } finally {
      runInAction(() => {
        this.exporting = false;
      });
    }
  }

  /** The export ended while the page showed it: its file is handed over, and the line goes. */
  async exportFinished(task: TaskView): Promise<void> {
    if (task.id !== this.exportTaskId) return;
    if (task.state === 'succeeded') {
      await this.tasks.download(task.id);
      this.notifier.success(this.i18n.t('settings.oplog.exported'));
    }
    runInAction(() => {
      this.exportTaskId = null;
    });
  }

  openDetail(id: number) {
    this.detailId = id;
    this.detail = null;
    void this.loadDetail();
  }

  closeDetail() {
    this.detailId = null;
  }

  /** After the drawer's closing animation: the row it showed is let go. */
  releaseDetail() {
    if (this.detailId === null) this.detail = null;
  }

  async loadDetail(): Promise<void> {
    const id = this.detailId;
    if (id === null) return;
    this.detailLoading = true;
    this.detailError = null;
    try {
      const detail = await this.api.detail(id);
      runInAction(() => {
        if (this.detailId === id) this.detail = detail;
      });
    } catch (error) {
      runInAction(() => {
        if (this.detailId === id) this.detailError = error instanceof Error ? error.message : String(error);
      });
    } finally {
      runInAction(() => {
        this.detailLoading = false;
      });
    }
  }
}
