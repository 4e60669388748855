// The product list's spreadsheets (issue 11 §9): the import dialog's form (file checked in the
// browser by the rule book's limits, 仅新增 or 按名称更新, 跳过错误行), the import task it starts and
// what it ended with, and the export task of the list's filters or selection. Both are server
// tasks followed through the kernel's TaskService; the import's id is kept in session storage, so a
// reload of the list page shows the running import again and, once it ends, its result.
import { makeAutoObservable, runInAction } from 'mobx';
import type { FileSaver, HttpService, I18nService, KeyValueStore, Notifier, TaskService } from '../../../../kernel';
import { API, isTaskFinished, TIMEOUTS, type TaskStarted, type TaskView } from '../../../../shared/domain';
import {
  IMPORT_MSG,
  PRODUCT_LIMITS,
  type ImportMode,
  type ProductExportRequest,
  type ProductImportResult,
} from '../../../../shared/domain/product';

/** Session storage: the import this tab follows (a reload shows it again). */
export const IMPORT_TASK_KEY = 'product.importTask';
export const IMPORT_KIND = 'product.import';

/** What the export is of, for its confirmation: the selection, the list's filters, or everything. */
export type ExportScope = 'selection' | 'filtered' | 'all';

export class ProductExcelStore {
  /** Whether the import dialog is open (the page's panel shows the import while it is not). */
  importOpen = false;
  /** The import dialog's form. */
  file: File | null = null;
  fileError: string | null = null;
  mode: ImportMode = 'add';
  skipErrors = false;
  starting = false;
  /** The import this page shows (running, or finished and not yet closed). */
  importTaskId: number | null = null;
  /** The export started from this page. */
  exportTaskId: number | null = null;
  exporting = false;
  /** Imports whose end this page has acted on (the list reloaded once each). */
  private settled = new Set<number>();
  private downloaded = new Set<number>();

  constructor(
    private readonly http: HttpService,
    private readonly tasks: TaskService,
    private readonly files: FileSaver,
    private readonly storage: KeyValueStore,
    private readonly notifier: Notifier,
    private readonly i18n: I18nService,
  ) {
    makeAutoObservable<ProductExcelStore, 'http' | 'tasks' | 'files' | 'storage' | 'notifier' | 'i18n' | 'settled' | 'downloaded'>(this, {
      http: false, tasks: false, files: false, storage: false, notifier: false, i18n: false, settled: false, downloaded: false,
    });
  }

  private t(key: string, params?: Record<string, string | number>) {
    return this.i18n.t(`product.excel.${key}`, params);
  }

  get importTask(): TaskView | undefined {
    return this.importTaskId === null ? undefined : this.tasks.watch(this.importTaskId);
  }

  /** The finished import's counts and first errors (null while it runs, or when it failed). */
  get importResult(): ProductImportResult | null {
    const task = this.importTask;
    return task?.state === 'succeeded' && task.result ? (task.result as ProductImportResult) : null;
  }

  get exportTask(): TaskView | undefined {
    return this.exportTaskId === null ? undefined : this.tasks.watch(this.exportTaskId);
  }

  /**
   * On opening the list page: the import this tab started (kept across a reload), else the newest
   * import of the site still running (started in another tab).
   */
  async restore(): Promise<void> {
    const kept = Number(this.storage.getItem(IMPORT_TASK_KEY));
    if (Number.isSafeInteger(kept) && kept > 0) {
      try {
        // Quietly first: a kept import the site no longer has (another site now, or cleaned up) is
        // simply forgotten, not announced as an error.
        await this.http.call<TaskView>(API.taskGet, { query: { id: kept } }, { silent: true });
        await this.tasks.follow(kept);
        runInAction(() => {
          this.importTaskId = kept;
        });
        return;
      } catch {
        // Gone (another site now, or removed by the cleanup): forget it.
        this.storage.removeItem(IMPORT_TASK_KEY);
      }
    }
    await this.tasks.refresh();
    const running = this.tasks.tasks.find((t) => t.kind === IMPORT_KIND && !isTaskFinished(t));
    if (running) this.follow(running.id);
  }

  private follow(id: number) {
    this.importTaskId = id;
    this.storage.setItem(IMPORT_TASK_KEY, String(id));
  }

  /** A file picked for import: an .xlsx of at most 10 MB (the server checks its bytes again). */
  pickFile(file: File | null): boolean {
    this.file = null;
    this.fileError = null;
    if (!file) return false;
    if (!/\.xlsx$/i.test(file.name)) {
      this.fileError = IMPORT_MSG.notXlsx;
      return false;
    }
    if (file.size > PRODUCT_LIMITS.importBytes) {
      this.fileError = IMPORT_MSG.fileTooLarge;
      return false;
    }
    if (file.size === 0) {
      this.fileError = IMPORT_MSG.noRows;
      return false;
    }
    this.file = file;
    return true;
  }

  openImport() {
    this.importOpen = true;
  }

  closeImport() {
    this.importOpen = false;
    this.file = null;
    this.fileError = null;
  }

  setMode(mode: ImportMode) {
    this.mode = mode;
  }

  setSkipErrors(skip: boolean) {
    this.skipErrors = skip;
  }

  /** The import template (the site's columns, an example, the guide), saved as 产品导入模板.xlsx. */
  async downloadTemplate(): Promise<void> {
    try {
      const { blob, fileName } = await this.http.download(API.goodsImportTemplate);
      this.files.save(blob, fileName ?? '产品导入模板.xlsx');
    } catch {
      // HttpService showed why.
    }
  }

  /** Uploads the picked file and starts the import; the form is cleared for the next one. */
  async startImport(): Promise<boolean> {
    if (this.starting) return false;
    if (!this.file) {
      this.fileError = IMPORT_MSG.noFile;
      return false;
    }
    this.starting = true;
    const form = new FormData();
    form.append('mode', this.mode);
    form.append('skip_errors', this.skipErrors ? '1' : '0');
    form.append('file', this.file, this.file.name);
    try {
      const { taskId } = await this.http.upload<TaskStarted>(API.goodsImport, form, { timeout: TIMEOUTS.other, tooLargeMessage: IMPORT_MSG.fileTooLarge });
      await this.tasks.follow(taskId).catch(() => undefined);
      runInAction(() => {
        this.follow(taskId);
        this.file = null;
        this.skipErrors = false;
      });
      return true;
    } catch {
      // HttpService showed the server's words (该文件不是有效的 Excel 工作簿, …).
      return false;
    } finally {
      runInAction(() => {
        this.starting = false;
      });
    }
  }

  /**
   * Called whenever the import's state is seen: true once, the first time it is seen finished
   * (the page then reloads its list, tree and tags). A failed import's reason is shown.
   */
  importEnded(task: TaskView): boolean {
    if (task.id !== this.importTaskId || !isTaskFinished(task) || this.settled.has(task.id)) return false;
    this.settled.add(task.id);
    if (task.state === 'succeeded') {
      const r = task.result as ProductImportResult | null;
      if (r?.stored && r.failed === 0) this.notifier.success(this.t('importDone', { added: r.added, updated: r.updated }));
    }
    return true;
  }

  /** Closes the finished import's result (the next reload shows nothing). */
  dismissImport() {
    this.importTaskId = null;
    this.storage.removeItem(IMPORT_TASK_KEY);
  }

  /** The error report of the import shown. */
  async downloadReport(): Promise<void> {
    if (this.importTaskId !== null) await this.tasks.download(this.importTaskId).catch(() => undefined);
  }

  /** Starts an export of the selection (ids) or of the list's filters. */
  async startExport(request: ProductExportRequest): Promise<boolean> {
    if (this.exporting) return false;
    this.exporting = true;
    try {
      const view = await this.tasks.start(API.goodsExport, { body: compact(request) });
      runInAction(() => {
        this.exportTaskId = view.id;
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.exporting = false;
      });
    }
  }

  /** The export ended while its dialog showed it: its file is handed over at once (once). */
  async exportEnded(task: TaskView): Promise<void> {
    if (task.id !== this.exportTaskId || task.state !== 'succeeded' || this.downloaded.has(task.id)) return;
    this.downloaded.add(task.id);
    await this.tasks.download(task.id).catch(() => undefined);
  }

  /** Closes the export dialog's task (a new export may be started). */
  clearExport() {
    this.exportTaskId = null;
  }
}

/** Leaves out what the list does not set, so the server's defaults apply. */
function compact(request: ProductExportRequest): Record<string, unknown> {
  return Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined && v !== ''));
}
