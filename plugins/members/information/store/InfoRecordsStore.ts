// A lookup's records (the 管理记录 drawer of 信息搜索): the records in pages, searched; a record added
// or edited in a dialog built from the fields (checked by the rule book, then by the server);
// selected records removed after a confirmation; the Excel import — the template, an .xlsx picked
// (≤ 20 MB, its bytes checked by the server), the import task followed through the kernel's
// TaskService (its id kept in session storage per lookup, so a reload shows the running import
// again), its error file and the lookup's import history.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type FileSaver, type I18nService, type KeyValueStore, type Notifier, type TaskService } from '../../../../kernel';
import { isTaskFinished, type TaskView } from '../../../../shared/domain';
import {
  checkInfoRecord,
  INFO_LIMITS,
  INFO_MSG,
  type InfoField,
  type InfoImportRow,
  type InfoQueryDetail,
  type InfoRecordRow,
  type InfoValues,
} from '../../../../shared/domain/members';
import { ListState } from '../../../../shared/ui/list/ListState';
import type { InformationApi } from '../api';
import { INFO_API } from '../tokens';

export const IMPORT_KIND = 'members.infoImport';
const importKey = (queryId: number) => `members.info.import.${queryId}`;

export interface RecordSaveOutcome {
  ok: boolean;
  message?: string;
  field?: string;
}

@injectable()
export class InfoRecordsStore {
  query: InfoQueryDetail | null = null;
  loadError: string | null = null;
  readonly records: ListState<InfoRecordRow>;
  readonly history: ListState<InfoImportRow>;
  selected: number[] = [];
  saving = false;
  removing = false;
  file: File | null = null;
  fileError: string | null = null;
  starting = false;
  /** The import this drawer shows (running, or finished and not yet closed). */
  importTaskId: number | null = null;
  private settled = new Set<number>();

  constructor(
    @inject(INFO_API) private readonly api: InformationApi,
    @inject(TOKENS.tasks) private readonly tasks: TaskService,
    @inject(TOKENS.fileSaver) private readonly files: FileSaver,
    @inject(TOKENS.sessionStorage) private readonly storage: KeyValueStore,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.records = new ListState<InfoRecordRow>((q) => (this.query ? this.api.records(this.query.id, q) : Promise.resolve({ rows: [], total: 0 })));
    this.history = new ListState<InfoImportRow>((q) => (this.query ? this.api.imports(this.query.id, q) : Promise.resolve({ rows: [], total: 0 })));
    this.history.rowsPerPage = 5;
    makeAutoObservable<InfoRecordsStore, 'api' | 'tasks' | 'files' | 'storage' | 'notifier' | 'i18n' | 'settled'>(this, {
      api: false, tasks: false, files: false, storage: false, notifier: false, i18n: false, settled: false, records: false, history: false,
    });
  }

  private t(key: string, params?: Record<string, string | number>) {
    return this.i18n.t(`members.info.records.${key}`, params);
  }

  get fields(): InfoField[] {
    return this.query?.fields ?? [];
  }

  /** Opens a lookup's records: its fields, the first page, its history and its running import. */
  async open(queryId: number): Promise<void> {
    this.query = null;
    this.loadError = null;
    this.selected = [];
    this.importTaskId = null;
    this.file = null;
    this.fileError = null;
    try {
      const detail = await this.api.detail(queryId);
      runInAction(() => {
        this.query = detail;
        this.records.keyword = '';
        this.records.page = 1;
      });
      await Promise.all([this.records.load(), this.history.setQuery({ page: 1, rowsPerPage: 5, keyword: '', filters: {} })]);
      await this.restoreImport();
    } catch (error) {
      runInAction(() => {
        this.loadError = error instanceof Error ? error.message : String(error);
      });
    }
  }

  close() {
    this.query = null;
    this.selected = [];
  }

  select(ids: number[]) {
    this.selected = ids;
  }

  /** Checks the dialog's values by the rule book, then adds or edits; the refusal names its field. */
  async saveRecord(values: InfoValues, editing: InfoRecordRow | null): Promise<RecordSaveOutcome> {
    const query = this.query;
    if (!query || this.saving) return { ok: false };
    const check = checkInfoRecord(query.fields, values);
    if (!check.ok) return { ok: false, message: check.message, field: check.field };
    this.saving = true;
    try {
      if (editing) await this.api.editRecord(query.id, editing.id, check.values);
      else await this.api.addRecord(query.id, check.values);
      this.notifier.success(this.t(editing ? 'edited' : 'added'));
      await this.records.load();
      return { ok: true };
    } catch (error) {
      const data = (error as { data?: { field?: string } }).data;
      return { ok: false, message: error instanceof Error ? error.message : String(error), field: data?.field };
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  async removeSelected(): Promise<boolean> {
    const query = this.query;
    const ids = [...this.selected];
    if (!query || ids.length === 0 || this.removing) return false;
    const sure = await this.notifier.confirm({ title: this.t('removeTitle'), content: this.t('removeConfirm', { count: ids.length }), danger: true });
    if (!sure) return false;
    this.removing = true;
    try {
      for (let at = 0; at < ids.length; at += INFO_LIMITS.removeBatch) await this.api.removeRecords(query.id, ids.slice(at, at + INFO_LIMITS.removeBatch));
      this.notifier.success(this.t('removed', { count: ids.length }));
      runInAction(() => {
        this.selected = [];
      });
      await this.records.load();
      return true;
    } catch {
      await this.records.load();
      return false;
    } finally {
      runInAction(() => {
        this.removing = false;
      });
    }
  }

  // ---- the import ---------------------------------------------------------------------------------

  get importTask(): TaskView | undefined {
    return this.importTaskId === null ? undefined : this.tasks.watch(this.importTaskId);
  }

  /** The import this tab started for this lookup (kept across a reload), else its newest still running. */
  private async restoreImport(): Promise<void> {
    const query = this.query;
    if (!query) return;
    const kept = Number(this.storage.getItem(importKey(query.id)));
    const running = this.history.rows.find((r) => r.state === 'queued' || r.state === 'running');
    const id = Number.isSafeInteger(kept) && kept > 0 && this.history.rows.some((r) => r.task_id === kept) ? kept : running?.task_id;
    if (!id) {
      this.storage.removeItem(importKey(query.id));
      return;
    }
    try {
      await this.tasks.follow(id);
      runInAction(() => {
        this.importTaskId = id;
      });
    } catch {
      this.storage.removeItem(importKey(query.id));
    }
  }

  /** A file picked for import: an .xlsx of at most 20 MB (the server checks its bytes again). */
  pickFile(file: File | null): boolean {
    this.file = null;
    this.fileError = null;
    if (!file) return false;
    if (!/\.xlsx$/i.test(file.name)) this.fileError = INFO_MSG.importNotXlsx;
    else if (file.size > INFO_LIMITS.importBytes) this.fileError = INFO_MSG.importTooLarge;
    else if (file.size === 0) this.fileError = INFO_MSG.importNoRows;
    else this.file = file;
    return this.file !== null;
  }

  async downloadTemplate(): Promise<void> {
    if (!this.query) return;
    try {
      const { blob, fileName } = await this.api.template(this.query.id);
      this.files.save(blob, fileName ?? `${this.query.title}_导入模板.xlsx`);
    } catch {
      // HttpService showed why.
    }
  }

  async startImport(): Promise<boolean> {
    const query = this.query;
    if (!query || this.starting) return false;
    if (!this.file) {
      this.fileError = INFO_MSG.importNoFile;
      return false;
    }
    this.starting = true;
    try {
      const { taskId } = await this.api.startImport(query.id, this.file);
      await this.tasks.follow(taskId).catch(() => undefined);
      runInAction(() => {
        this.importTaskId = taskId;
        this.file = null;
      });
      this.storage.setItem(importKey(query.id), String(taskId));
      await this.history.load();
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

  /** Called whenever the import's state is seen: the first time it is seen finished, the records and history are read again. */
  importEnded(task: TaskView): boolean {
    if (task.id !== this.importTaskId || !isTaskFinished(task) || this.settled.has(task.id)) return false;
    this.settled.add(task.id);
    void this.records.load();
    void this.history.load();
    return true;
  }

  dismissImport() {
    if (this.query) this.storage.removeItem(importKey(this.query.id));
    this.importTaskId = null;
  }

  /** An import's error file (the task's result). */
  downloadErrors(taskId: number): Promise<void> {
    return this.tasks.download(taskId);
  }
}
