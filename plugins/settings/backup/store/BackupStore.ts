// 网站备份: the active site's backups, the one backup or restore task that may run (the list answers
// it, so a reload follows it again), starting a backup, restoring (after 恢复将覆盖当前网站的全部数据，
// 是否继续？), removing (after its own confirmation) and downloading an archive.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type FileSaver, type I18nService, type Notifier } from '../../../../kernel';
import type { TaskView } from '../../../../shared/domain';
import { BACKUP_MSG, type BackupRow } from '../../../../shared/domain/settings/backup';
import type { BackupApi } from '../api';
import { BACKUP_API } from '../tokens';

export interface ActiveTask {
  id: number;
  kind: 'backup' | 'restore';
}

@injectable()
export class BackupStore {
  rows: BackupRow[] = [];
  total = 0;
  keep = 5;
  page = 1;
  rowsPerPage = 20;
  loading = false;
  loaded = false;
  error: string | null = null;
  /** The site's backup or restore task while it runs (from the list after a reload). */
  active: ActiveTask | null = null;
  starting = false;
  /** Percent of an archive being uploaded, or null. */
  uploading: number | null = null;
  /** The backup whose archive is downloading, or being removed. */
  downloading: number | null = null;
  removing: number | null = null;

  constructor(
    @inject(BACKUP_API) private readonly api: BackupApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
    @inject(TOKENS.fileSaver) private readonly files: FileSaver,
  ) {
    makeAutoObservable<BackupStore, 'api' | 'notifier' | 'i18n' | 'files'>(this, { api: false, notifier: false, i18n: false, files: false });
  }

  private t(key: string, params?: Record<string, string | number>): string {
    return this.i18n.t(`settings.backup.${key}`, params);
  }

  /** Reads the list (and the running task, if any). */
  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const data = await this.api.list(this.page, this.rowsPerPage);
      runInAction(() => {
        this.rows = data.rows;
        this.total = data.total;
        this.keep = data.keep;
        this.loaded = true;
        // A task started here is kept until it ends (the list may answer before the task is claimed).
        if (data.activeTask) this.active = data.activeTask;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof Error ? error.message : String(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  setPage(page: number, rows: number): void {
    this.page = rows === this.rowsPerPage ? page : 1;
    this.rowsPerPage = rows;
    void this.load();
  }

  get busy(): boolean {
    return this.active !== null || this.starting;
  }

  /** 立即备份: starts the task and shows it until it ends. */
  async startBackup(): Promise<void> {
    if (this.busy) return;
    this.starting = true;
    try {
      const { taskId } = await this.api.add();
      runInAction(() => {
        this.active = { id: taskId, kind: 'backup' };
      });
      await this.load();
    } catch {
      // HttpService showed why (已有备份任务正在进行 …); the list may show another task now.
      await this.load();
    } finally {
      runInAction(() => {
        this.starting = false;
      });
    }
  }

  /** 恢复: after the confirmation, the restore task (which backs the current state up first). */
  async restore(row: BackupRow): Promise<boolean> {
    if (this.busy) return false;
    const ok = await this.notifier.confirm({ title: this.t('restoreTitle'), content: BACKUP_MSG.restoreConfirm, okText: this.t('restoreOk'), danger: true });
    if (!ok) return false;
    this.starting = true;
    try {
      const { taskId } = await this.api.restore(row.id);
      runInAction(() => {
        this.active = { id: taskId, kind: 'restore' };
      });
      return true;
    } catch {
      await this.load();
      return false;
    } finally {
      runInAction(() => {
        this.starting = false;
      });
    }
  }

  /** The running task ended: the list shows the outcome; a finished restore says so. */
  async taskFinished(task: TaskView): Promise<void> {
    const kind = this.active?.kind;
    if (this.active?.id !== task.id) return;
    this.active = null;
    if (task.state === 'succeeded') this.notifier.success(this.t(kind === 'restore' ? 'restored' : 'backedUp'));
    else if (task.state === 'failed') this.notifier.error(task.error ?? this.t('failed'));
    await this.load();
  }

  /** 上传备份: an archive (.zip) from this or another server; listed once the server has checked it. */
  async upload(file: Blob, fileName: string): Promise<boolean> {
    if (this.uploading !== null) return false;
    if (!/\.zip$/i.test(fileName)) {
      this.notifier.error(BACKUP_MSG.notZip);
      return false;
    }
    this.uploading = 0;
    try {
      await this.api.upload(file, fileName, (percent) => runInAction(() => {
        this.uploading = percent;
      }));
      this.notifier.success(this.t('uploaded'));
      this.page = 1;
      await this.load();
      return true;
    } catch {
      // HttpService showed why (该备份属于其他网站 …).
      return false;
    } finally {
      runInAction(() => {
        this.uploading = null;
      });
    }
  }

  async remove(row: BackupRow): Promise<boolean> {
    const ok = await this.notifier.confirm({ title: this.t('removeTitle'), content: BACKUP_MSG.removeConfirm, okText: this.t('remove'), danger: true });
    if (!ok) return false;
    this.removing = row.id;
    try {
      await this.api.remove(row.id);
      this.notifier.success(this.t('removed'));
      if (this.rows.length === 1 && this.page > 1) this.page -= 1;
      await this.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.removing = null;
      });
    }
  }

  async download(row: BackupRow): Promise<void> {
    this.downloading = row.id;
    try {
      const { blob, fileName } = await this.api.download(row.id);
      this.files.save(blob, fileName ?? `${row.name}.zip`);
    } catch {
      // HttpService showed why.
    } finally {
      runInAction(() => {
        this.downloading = null;
      });
    }
  }
}
