// The backup area's calls (admin/System, server/modules/settings/backup).
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type { BackupListData } from '../../../shared/domain/settings/backup';

export class BackupApi {
  constructor(private readonly http: HttpService) {}

  /** Silent: the page shows its own error with a retry. */
  list(page = 1, rows = 20) {
    return this.http.call<BackupListData>(API.backupList, { query: { page, rows } }, { silent: true });
  }
  add() {
    return this.http.call<{ taskId: number; backupId: number }>(API.backupAdd, { body: {} });
  }
  remove(id: number) {
    return this.http.call<{ removed: number }>(API.backupRemove, { body: { id } });
  }
  restore(id: number) {
    return this.http.call<{ taskId: number }>(API.backupRestore, { body: { id } });
  }
  /** An archive to restore from: multipart, field `file`, with the bytes' progress. */
  upload(file: Blob, fileName: string, onProgress: (percent: number) => void) {
    const form = new FormData();
    form.append('file', file, fileName);
    return this.http.upload<{ id: number }>(API.backupUpload, form, { onProgress, timeout: 300_000, tooLargeMessage: '备份文件过大' });
  }
  download(id: number) {
    // A large archive: allow it the longest of the client's timeouts.
    return this.http.download(API.backupDownload, { query: { id } }, { timeout: 300_000 });
  }
}
