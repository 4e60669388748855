// Uploads into the image library: multipart/form-data (field `file`, plus `dir_id`) to
// API.imageUpload with progress, through the kernel's HttpService.upload (same headers and §8
// catalogue as every call). Bound behind UPLOADER so tests replace it in one place.
import { inject, injectable } from 'inversify';
import { TOKENS, type HttpService } from '../../kernel';
import { API, TIMEOUTS, type ImageRow } from '../../shared/domain';

export interface UploadOptions {
  /** 0–100 as the bytes leave the browser. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

export interface Uploader {
  /** Uploads one file into a folder (0: the root); answers the stored row or throws HttpError with the server's message. */
  upload(file: File, dirId: number, options?: UploadOptions): Promise<ImageRow>;
}

@injectable()
export class XhrUploader implements Uploader {
  constructor(@inject(TOKENS.http) private readonly http: HttpService) {}

  upload(file: File, dirId: number, options: UploadOptions = {}): Promise<ImageRow> {
    const form = new FormData();
    form.append('dir_id', String(dirId));
    form.append('file', file, file.name);
    // Quiet: the upload panel shows each file's own error beside it.
    return this.http.upload<ImageRow>(API.imageUpload, form, { ...options, timeout: TIMEOUTS.other, silent: true, tooLargeMessage: '文件过大' });
  }
}
