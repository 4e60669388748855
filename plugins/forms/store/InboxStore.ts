// The message inbox (§2 /zhEnquiry: messageManagement, inquiryMessage_en, messageList, details):
// filters, server paging, selection, the counts row, removal with confirmation, and export.
// The rules live here; the pages only render them.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { BrowserFileSaver, HttpError, TOKENS, type I18nService, type Notifier, type SiteService, type TaskService } from '../../../kernel';
import { CODE, type TaskView, type LeadFormSummary, type MessageColumn, type MessageCount, type MessageDetail, type MessageListQuery, type MessageRow } from '../../../shared/domain';
import type { SubmittedValue } from '../../../shared/domain/forms';
import type { FormsApi } from '../api';
import { FORMS_API } from '../tokens';
import { ListState } from '../../../shared/ui/list/ListState';

/** The read-status filter as the operator sees it (Segmented): all, unread only, read only. */
export type ReadFilter = 'all' | 'unread' | 'read';

/** Filters of a message list besides the keyword (ListState keeps the keyword and the page). */
export interface MessageFilters {
  formId?: number;
  readStatus?: boolean;
  /** YYYY-MM-DD, inclusive. */
  startDate?: string;
  endDate?: string;
}

/** What the list and export calls need: the kernel services and the plugin's API. */
export interface InboxDeps {
  api: FormsApi;
  notifier: Notifier;
  i18n: I18nService;
  tasks: TaskService;
}

/** How many submitted values the inbox summary shows. */
export const SUMMARY_VALUES = 3;

/** A submitted value as plain text (several choices or a date range are joined). */
export function valueText(value: SubmittedValue | null | undefined): string {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.filter((v) => v !== '').join(', ') : String(value);
}

/** The inbox summary: the first three non-empty submitted values as text, joined " / ". */
export function summaryOf(row: Pick<MessageRow, 'values'>): string {
  return Object.values(row.values ?? {})
    .map((v) => valueText(v).trim())
    .filter((v) => v !== '')
    .slice(0, SUMMARY_VALUES)
    .join(' / ');
}

/** Saves a downloaded file through the browser (the kernel's file port). */
export function saveDownload(blob: Blob, fileName: string): void {
  new BrowserFileSaver().save(blob, fileName);
}

export type SaveFile = (blob: Blob, fileName: string) => void;

/**
 * §8: codes 201 and 502 reject without a toast from the HTTP service (the caller decides); every
 * other refusal has already been shown. This shows the silent ones so no refusal goes unnoticed.
 */
export function reportRefusal(notifier: Notifier, error: unknown): void {
  if (error instanceof HttpError && (error.code === 201 || error.code === CODE.rejected)) notifier.error(error.message);
}

/** Asks for confirmation, removes, and tells how many went. Answers whether anything was removed. */
export async function removeMessages(deps: InboxDeps, ids: number[], content: string): Promise<boolean> {
  const { api, notifier, i18n } = deps;
  if (ids.length === 0) return false;
  const confirmed = await notifier.confirm({
    title: i18n.t('forms.inbox.confirmTitle'),
    content,
    okText: i18n.t('forms.inbox.remove'),
    cancelText: i18n.t('forms.inbox.cancel'),
    danger: true,
  });
  if (!confirmed) return false;
  try {
    const answer = await api.removeMessages(ids);
    notifier.success(i18n.t('forms.inbox.removed', { count: typeof answer?.removed === 'number' ? answer.removed : ids.length }));
    return true;
  } catch (error) {
    reportRefusal(notifier, error);
    return false;
  }
}

/**
 * One message list: the inbox (every lead form of the site) or one form's messages (formId fixed,
 * api.formMessages, which also answers the form's displayed columns).
 */
export class MessageTable {
  readonly list: ListState<MessageRow, MessageFilters>;
  /** Displayed columns of the form (one form's list only). */
  columns: MessageColumn[] = [];
  selected: number[] = [];
  removing = false;
  exporting = false;
  /** The export task this list started (shown under its toolbar until another starts). */
  exportTaskId: number | null = null;
  private exportHandled = false;

  constructor(
    private readonly deps: InboxDeps,
    /** Set for one form's list: every call is scoped to it. */
    readonly formId?: number,
    /** Called after a removal (the inbox refreshes its counts). */
    private readonly afterChange?: () => unknown,
  ) {
    this.list = new ListState<MessageRow, MessageFilters>((query) => this.fetch(query));
    makeAutoObservable<MessageTable, 'deps' | 'afterChange' | 'fetch' | 'exportHandled'>(this, { exportHandled: false, deps: false, afterChange: false, fetch: false, list: false, formId: false });
    // The selection only ever holds rows on screen: a new page, filter or removal drops the rest.
    reaction(
      () => this.list.rows,
      (rows) => {
        const visible = new Set(rows.map((r) => r.id));
        const kept = this.selected.filter((id) => visible.has(id));
        if (kept.length !== this.selected.length) this.setSelected(kept);
      },
    );
  }

  private async fetch(query: { page: number; rows: number; keyword?: string } & Partial<MessageFilters>) {
    if (this.formId === undefined) return this.deps.api.messages(query);
    const data = await this.deps.api.formMessages({ ...query, formId: this.formId });
    runInAction(() => {
      this.columns = Array.isArray(data.columns) ? data.columns : [];
    });
    return data;
  }

  get filters(): Partial<MessageFilters> {
    return this.list.filters;
  }

  get readFilter(): ReadFilter {
    const status = this.list.filters.readStatus;
    return status === undefined ? 'all' : status ? 'read' : 'unread';
  }

  /** The displayed columns of one form's list (those the operator ticked). */
  get displayedColumns(): MessageColumn[] {
    return this.columns.filter((c) => c.display !== false);
  }

  /** Current filters as the list and export calls send them (without page). */
  get query(): MessageListQuery {
    const keyword = this.list.keyword.trim();
    return { ...this.list.filters, ...(this.formId !== undefined ? { formId: this.formId } : {}), keyword: keyword || undefined };
  }

  get hasFilters(): boolean {
    const f = this.list.filters;
    return f.formId !== undefined || f.readStatus !== undefined || Boolean(f.startDate) || Boolean(f.endDate) || this.list.keyword.trim() !== '';
  }

  load(): Promise<void> {
    return this.list.load();
  }

  private patch(filters: Partial<MessageFilters>) {
    const next: Partial<MessageFilters> = { ...this.list.filters, ...filters };
    for (const key of Object.keys(next) as (keyof MessageFilters)[]) if (next[key] === undefined || next[key] === '') delete next[key];
    this.selected = [];
    this.list.setFilters(next);
  }

  /** Only the inbox filters by form; one form's list is fixed to its form. */
  setForm(formId: number | undefined) {
    if (this.formId !== undefined) return;
    this.patch({ formId });
  }

  setReadFilter(filter: ReadFilter) {
    this.patch({ readStatus: filter === 'all' ? undefined : filter === 'read' });
  }

  /** Submitted between two days (YYYY-MM-DD, inclusive); undefined clears. */
  setDates(startDate: string | undefined, endDate: string | undefined) {
    this.patch({ startDate: startDate || undefined, endDate: endDate || undefined });
  }

  search(keyword: string) {
    this.selected = [];
    this.list.search(keyword.trim());
  }

  setPage(page: number, rows?: number) {
    this.list.setPage(page, rows);
  }

  setSelected(ids: number[]) {
    this.selected = ids;
  }

  removeSelected(): Promise<boolean> {
    return this.remove([...this.selected]);
  }

  /** Asks first (danger confirm), removes, toasts how many went, reloads the page of rows. */
  async remove(ids: number[]): Promise<boolean> {
    if (ids.length === 0 || this.removing) return false;
    const { i18n } = this.deps;
    const content = ids.length === 1 ? i18n.t('forms.inbox.removeOneConfirm') : i18n.t('forms.inbox.removeConfirm', { count: ids.length });
    runInAction(() => {
      this.removing = true;
    });
    try {
      const removed = await removeMessages(this.deps, ids, content);
      if (!removed) return false;
      runInAction(() => {
        this.selected = this.selected.filter((id) => !ids.includes(id));
      });
      await Promise.all([this.list.load(), this.afterChange?.()]);
      return true;
    } finally {
      runInAction(() => {
        this.removing = false;
      });
    }
  }

  /**
   * Exports what the filters select (every page) as a background task: the page shows its
   * progress (exportTaskId) and the header's task list follows it, so a large export neither
   * blocks the page nor is lost on a reload. Answers the task's id; null when it was refused.
   */
  async exportFile(): Promise<number | null> {
    if (this.exporting) return null;
    const { api, notifier, tasks } = this.deps;
    this.exporting = true;
    this.exportHandled = false;
    try {
      const { taskId } = await api.startMessageExport(this.query);
      runInAction(() => {
        this.exportTaskId = taskId;
      });
      await tasks.follow(taskId);
      return taskId;
    } catch (error) {
      reportRefusal(notifier, error);
      return null;
    } finally {
      runInAction(() => {
        this.exporting = false;
      });
    }
  }

  /** The export task ended while its page showed it: hand the file over, or say why not (once). */
  async exportFinished(task: TaskView): Promise<void> {
    if (task.id !== this.exportTaskId || this.exportHandled) return;
    this.exportHandled = true;
    const { notifier, i18n, tasks } = this.deps;
    if (task.state === 'failed') notifier.error(task.error ?? i18n.t('forms.inbox.exportFailed'));
    if (task.state !== 'succeeded') return;
    try {
      await tasks.download(task.id);
      notifier.success(i18n.t('forms.inbox.exported', { name: task.resultName ?? i18n.t('forms.inbox.exportFile') }));
    } catch (error) {
      reportRefusal(notifier, error);
    }
  }

  /** Every item of the form with its display flag (the 列表字段 dialog). */
  async loadColumnChoices(): Promise<MessageColumn[] | null> {
    if (this.formId === undefined) return null;
    try {
      const { columns } = await this.deps.api.columns(this.formId);
      return Array.isArray(columns) ? columns : [];
    } catch (error) {
      reportRefusal(this.deps.notifier, error);
      return null;
    }
  }

  /** Saves which items show as columns, then reloads the list with them. */
  async saveColumns(display: string[]): Promise<boolean> {
    if (this.formId === undefined) return false;
    const { api, notifier, i18n } = this.deps;
    try {
      await api.setColumns(this.formId, display);
      notifier.success(i18n.t('forms.inbox.columnsSaved'));
      await this.list.load();
      return true;
    } catch (error) {
      reportRefusal(notifier, error);
      return false;
    }
  }
}

@injectable()
export class InboxStore {
  /** The inbox list: every lead form's messages on the active site. */
  readonly messages: MessageTable;
  counts: MessageCount | null = null;
  countsError: string | null = null;
  /** The site's lead forms, for the form filter. */
  forms: LeadFormSummary[] = [];
  private readonly deps: InboxDeps;
  /** One form's lists, kept so coming back from a message finds its page, filters and selection. */
  private readonly formTables = new Map<number, MessageTable>();

  constructor(
    @inject(FORMS_API) api: FormsApi,
    @inject(TOKENS.notifier) notifier: Notifier,
    @inject(TOKENS.i18n) i18n: I18nService,
    @inject(TOKENS.site) private readonly site: SiteService,
    @inject(TOKENS.tasks) tasks: TaskService,
  ) {
    this.deps = { api, notifier, i18n, tasks };
    this.messages = new MessageTable(this.deps, undefined, () => this.loadCounts());
    makeAutoObservable<InboxStore, 'deps' | 'site' | 'formTables'>(this, { deps: false, site: false, messages: false, formTables: false });
  }

  /** The inbox route of this site type (Chinese sites: 留言管理; foreign sites: 询盘管理). */
  get inboxPath(): string {
    return this.site.siteType === 'zh' ? '/zhEnquiry/messageManagement' : '/zhEnquiry/inquiryMessage_en';
  }

  /** The lead-form list of this site type (表单管理): where one form's messages go back to. */
  get formsPath(): string {
    return this.site.siteType === 'zh' ? '/zhEnquiry/form' : '/zhEnquiry/formList_en';
  }

  /** Opening the inbox: counts, the form filter's choices and the current page, side by side. */
  async open(): Promise<void> {
    await Promise.all([this.loadCounts(), this.loadForms(), this.messages.load()]);
  }

  async loadCounts(): Promise<void> {
    try {
      const counts = await this.deps.api.count();
      runInAction(() => {
        this.counts = counts;
        this.countsError = null;
      });
    } catch (error) {
      runInAction(() => {
        this.countsError = error instanceof Error ? error.message : String(error);
      });
    }
  }

  async loadForms(): Promise<void> {
    try {
      const data = await this.deps.api.list({ page: 1, rows: 100 });
      runInAction(() => {
        this.forms = data.rows ?? [];
      });
    } catch {
      // The filter simply offers 全部表单 only; the failure was already shown.
    }
  }

  /** One form's messages (the messageList page): its own filters, paging and columns, kept per form. */
  forForm(formId: number): MessageTable {
    let table = this.formTables.get(formId);
    if (!table) {
      table = new MessageTable(this.deps, formId);
      this.formTables.set(formId, table);
    }
    return table;
  }

  /** Opens a message (the server marks it read); the lists' rows show read without a reload. */
  async readMessage(id: number): Promise<MessageDetail> {
    const detail = await this.deps.api.readMessage(id);
    runInAction(() => {
      const row = this.messages.list.rows.find((r) => r.id === id);
      if (row && !row.readStatus && this.counts && this.counts.unread > 0) this.counts = { ...this.counts, unread: this.counts.unread - 1 };
      for (const table of [this.messages, ...this.formTables.values()]) {
        const shown = table.list.rows.find((r) => r.id === id);
        if (shown) shown.readStatus = true;
      }
    });
    return detail;
  }

  /** Removes one message from its detail page (after confirmation); answers whether it went. */
  async removeOne(id: number): Promise<boolean> {
    // The inbox reloads its page and counts when it opens again.
    return removeMessages(this.deps, [id], this.deps.i18n.t('forms.inbox.removeOneConfirm'));
  }
}
