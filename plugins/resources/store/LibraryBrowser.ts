// What the library page and the gallery picker share: the folder tree, the current folder, a
// server-paged list of its files (search, file type), a selection, and uploads with progress and
// per-file errors (the server's Chinese message).
import { makeObservable, observable, action, computed, runInAction } from 'mobx';
import { CONTENT_MSG, FILE_TYPE, UPLOAD_LIMITS, type ImageListQuery, type ImageRow } from '../../../shared/domain';
import { ListState } from '../../../shared/ui/list/ListState';
import type { ResourcesApi } from '../api';
import type { Uploader } from '../uploader';
import { FolderStore } from './FolderStore';

/** The tree's top node: every file of the library (uploads there go to the root). */
export const ALL_FILES = 'all' as const;
export type FolderKey = typeof ALL_FILES | number;

export type UploadStatus = 'uploading' | 'done' | 'error';

export interface UploadItem {
  key: number;
  name: string;
  percent: number;
  status: UploadStatus;
  error?: string;
  row?: ImageRow;
}

/** How many files travel at once. */
const PARALLEL_UPLOADS = 2;

/** Image types a browser may declare (a hint for the size limit; the server judges by content). */
const IMAGE_MIMES: readonly string[] = UPLOAD_LIMITS.imageTypes;

/** The file input's accept list for a file type (1: images only). */
export function acceptOf(fileType: 1 | 9): string {
  const images = '.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp';
  return fileType === FILE_TYPE.image ? images : `${images},.pdf,.doc,.docx,.xls,.xlsx,.zip,.txt`;
}

/** "12.3 KB", "4.5 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A refusal the browser can tell before sending (the server checks again, by content). */
export function precheck(file: { size: number; type: string }): string | null {
  if (file.size === 0) return '上传的文件为空';
  if (file.size > UPLOAD_LIMITS.fileBytes) return CONTENT_MSG.fileTooLarge;
  if (IMAGE_MIMES.includes(file.type) && file.size > UPLOAD_LIMITS.imageBytes) return CONTENT_MSG.fileTooLarge;
  return null;
}

export class LibraryBrowser {
  readonly folders: FolderStore;
  readonly list: ListState<ImageRow, ImageListQuery>;
  current: FolderKey = ALL_FILES;
  /** Chosen files by id, in the order they were chosen. */
  readonly selected = observable.map<number, ImageRow>();
  uploads: UploadItem[] = [];
  private uploadKey = 0;

  constructor(
    protected readonly api: ResourcesApi,
    protected readonly uploader: Uploader,
    /** FILE_TYPE: 1 images only, 9 any file. */
    readonly fileType: 1 | 9 = FILE_TYPE.any,
  ) {
    this.folders = new FolderStore(api);
    this.list = new ListState<ImageRow, ImageListQuery>((query) =>
      this.api.list({ ...query, file_type: this.fileType === FILE_TYPE.image ? FILE_TYPE.image : undefined }));
    makeObservable<LibraryBrowser, 'uploadKey'>(this, {
      current: observable,
      uploads: observable,
      uploadKey: false,
      uploadDir: computed,
      selectedRows: computed,
      uploading: computed,
      selectFolder: action,
      toggle: action,
      clearSelection: action,
      dismissUpload: action,
      clearFinishedUploads: action,
    });
  }

  /** Where uploads go: the current folder, or the root while "all files" is shown. */
  get uploadDir(): number {
    return this.current === ALL_FILES ? 0 : this.current;
  }

  get selectedRows(): ImageRow[] {
    return [...this.selected.values()];
  }

  get uploading(): boolean {
    return this.uploads.some((u) => u.status === 'uploading');
  }

  isSelected(id: number): boolean {
    return this.selected.has(id);
  }

  /** Loads the tree and the first page. */
  async open(): Promise<void> {
    await Promise.all([this.folders.load(), this.list.load()]);
  }

  selectFolder(key: FolderKey): void {
    this.current = key;
    if (!this.keepsSelectionAcrossFolders) this.selected.clear();
    this.list.setFilters({ dir_id: key === ALL_FILES ? undefined : key });
  }

  /** The page acts on what it shows; the picker collects across folders. */
  protected get keepsSelectionAcrossFolders(): boolean {
    return false;
  }

  /** Adds or removes a file from the selection; answers false when it was refused. */
  toggle(row: ImageRow): boolean {
    if (this.selected.has(row.id)) {
      this.selected.delete(row.id);
      return true;
    }
    this.selected.set(row.id, row);
    return true;
  }

  clearSelection(): void {
    this.selected.clear();
  }

  dismissUpload(key: number): void {
    this.uploads = this.uploads.filter((u) => u.key !== key);
  }

  clearFinishedUploads(): void {
    this.uploads = this.uploads.filter((u) => u.status === 'uploading');
  }

  private patchUpload(key: number, patch: Partial<UploadItem>): void {
    runInAction(() => {
      this.uploads = this.uploads.map((u) => (u.key === key ? { ...u, ...patch } : u));
    });
  }

  /** Called with each file the server stored (the picker selects it). */
  protected onUploaded(_row: ImageRow): void {}

  /** Slots for parallel uploads: a file waits here while PARALLEL_UPLOADS others travel. */
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private reloadAfterUploads = false;

  private async acquire(): Promise<void> {
    if (this.active < PARALLEL_UPLOADS) {
      this.active += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }

  /**
   * Uploads files into the current folder (a few travel at once), each with its own progress and
   * error; once nothing is in flight the list reloads (page 1: newest first). Answers the rows
   * stored. `onProgress` also reports each file's progress (antd Upload's customRequest).
   */
  async upload(files: readonly File[], onProgress?: (file: File, percent: number) => void): Promise<ImageRow[]> {
    const dirId = this.uploadDir;
    const results = await Promise.all(files.map((file) => this.uploadOne(file, dirId, onProgress)));
    const stored = results.filter((r): r is ImageRow => r !== null);
    // antd's Upload hands files over one call each: the last call to finish reloads for all.
    if (stored.length) this.reloadAfterUploads = true;
    if (this.reloadAfterUploads && !this.uploading) {
      this.reloadAfterUploads = false;
      if (this.list.page !== 1) this.list.setPage(1);
      else await this.list.load();
    }
    return stored;
  }

  private async uploadOne(file: File, dirId: number, onProgress?: (file: File, percent: number) => void): Promise<ImageRow | null> {
    const key = runInAction(() => {
      const item: UploadItem = { key: ++this.uploadKey, name: file.name, percent: 0, status: 'uploading' };
      this.uploads = [item, ...this.uploads];
      return item.key;
    });
    const refused = precheck(file);
    if (refused) {
      this.patchUpload(key, { status: 'error', error: refused });
      return null;
    }
    await this.acquire();
    try {
      const row = await this.uploader.upload(file, dirId, {
        onProgress: (percent) => {
          this.patchUpload(key, { percent });
          onProgress?.(file, percent);
        },
      });
      this.patchUpload(key, { status: 'done', percent: 100, row });
      runInAction(() => this.onUploaded(row));
      return row;
    } catch (error) {
      this.patchUpload(key, { status: 'error', error: (error as Error).message });
      return null;
    } finally {
      this.release();
    }
  }
}
