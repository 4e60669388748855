// 会员列表: the filtered, paged list (keyword, rank, status, source, registration and login dates),
// the selection and its batches (启用, 禁用, 修改等级, 删除), the export task (followed on the page and
// picked up again after a reload from the task list), and the drawer of one member (profile,
// consents, last 20 sign-ins, 变更记录 paged). Kept while the console runs, so filters survive.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier, type TaskService } from '../../../../kernel';
import { isTaskFinished, type TaskView } from '../../../../shared/domain';
import type { MemberDetail, MemberListQuery, MemberRow } from '../../../../shared/domain/members/memberApi';
import { ListState } from '../../../../shared/ui/list/ListState';
import type { MembersApi } from '../api';
import { MEMBERS_API } from '../tokens';

export type MemberFilters = Omit<MemberListQuery, 'page' | 'rows' | 'keyword'>;
export type MemberAction = 'enable' | 'disable' | 'remove';
export const EXPORT_KIND = 'members.memberExport';
const CHANGES_PER_PAGE = 10;

@injectable()
export class MemberListStore {
  readonly list: ListState<MemberRow, MemberFilters>;
  selected: number[] = [];
  busy = false;
  fullPhone = false;
  exportTaskId: number | null = null;
  exporting = false;
  /** The drawer: the member shown, its details and the 变更记录 page. */
  detailId: number | null = null;
  detail: MemberDetail | null = null;
  detailLoading = false;
  detailError: string | null = null;
  changesPage = 1;

  constructor(
    @inject(MEMBERS_API) private readonly api: MembersApi,
    @inject(TOKENS.tasks) private readonly tasks: TaskService,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.list = new ListState<MemberRow, MemberFilters>((query) => this.api.members(query));
    makeAutoObservable<MemberListStore, 'api' | 'tasks' | 'notifier' | 'i18n'>(this, { api: false, tasks: false, notifier: false, i18n: false, list: false });
  }

  get filtered(): boolean {
    return Boolean(this.list.keyword.trim()) || Object.values(this.list.filters).some((v) => v !== undefined);
  }

  filter(patch: Partial<MemberFilters>) {
    this.selected = [];
    this.list.setFilters({ ...this.list.filters, ...patch });
  }

  clearFilters() {
    this.selected = [];
    this.list.keyword = '';
    this.list.setFilters({});
  }

  select(ids: number[]) {
    this.selected = ids;
  }

  /** 启用, 禁用 or 删除 of the given members (default: the selection), then the list again. */
  async run(action: MemberAction, ids: number[] = this.selected): Promise<boolean> {
    return this.batch(ids, async () => {
      if (action === 'remove') await this.api.remove(ids);
      else await this.api.setStatus(ids, action === 'enable' ? 1 : 0);
    }, `members.members.list.done.${action}`);
  }

  /** 修改等级 of the given members. */
  changeRank(rankId: number, ids: number[] = this.selected): Promise<boolean> {
    return this.batch(ids, () => this.api.updateRank(ids, rankId), 'members.members.list.done.rank');
  }

  private async batch(ids: number[], work: () => Promise<unknown>, done: string): Promise<boolean> {
    if (ids.length === 0 || this.busy) return false;
    this.busy = true;
    try {
      await work();
      runInAction(() => {
        this.selected = this.selected.filter((id) => !ids.includes(id));
      });
      this.notifier.success(this.i18n.t(done, { count: ids.length }));
      await this.list.load();
      if (this.detailId !== null && ids.includes(this.detailId)) await this.loadDetail();
      return true;
    } catch {
      // HttpService showed the server's message.
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  setFullPhone(value: boolean) {
    this.fullPhone = value;
  }

  /** An export of this list still running (a reload while it ran): shown again on the page. */
  resumeExport() {
    if (this.exportTaskId !== null) return;
    const running = this.tasks.tasks.find((t) => t.kind === EXPORT_KIND && !isTaskFinished(t));
    if (running) this.exportTaskId = running.id;
  }

  /** 导出: the list's filters as they are now, as a task followed on the page. */
  async startExport(): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    try {
      const { taskId } = await this.api.exportTask({ ...this.list.filters, keyword: this.list.keyword.trim() || undefined, fullPhone: this.fullPhone || undefined });
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
    if (task.state === 'succeeded') await this.tasks.download(task.id);
    runInAction(() => {
      this.exportTaskId = null;
    });
  }

  openDetail(id: number) {
    this.detailId = id;
    this.detail = null;
    this.changesPage = 1;
    void this.loadDetail();
  }

  closeDetail() {
    this.detailId = null;
    this.detail = null;
  }

  setChangesPage(page: number) {
    this.changesPage = page;
    void this.loadDetail();
  }

  async loadDetail(): Promise<void> {
    const id = this.detailId;
    if (id === null) return;
    this.detailLoading = true;
    this.detailError = null;
    try {
      const detail = await this.api.detail(id, this.changesPage, CHANGES_PER_PAGE);
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
