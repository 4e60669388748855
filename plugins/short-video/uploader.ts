// Uploads a video file (admin_cms/smallVideo/upload, multipart, field `file`) with progress and
// cancel, through the kernel's HttpService.upload (same headers and §8 catalogue as every call).
// Bound behind VIDEO_UPLOADER so tests replace it in one place.
import { inject, injectable } from 'inversify';
import { HttpError, TOKENS, type HttpService } from '../../kernel';
import { API, TIMEOUTS } from '../../shared/domain';
import { VIDEO_MSG, type VideoFileInfo } from '../../shared/domain/product';

export interface VideoUploadOptions {
  /** 0–100 as the bytes leave the browser. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

export interface VideoUploader {
  /** Answers the stored file (its file_id goes into the save) or throws HttpError with the server's message. */
  upload(file: File, options?: VideoUploadOptions): Promise<VideoFileInfo>;
}

/** What a cancelled upload rejects with: the page treats it as "nothing happened", not an error. */
export const UPLOAD_CANCELLED = -2;

@injectable()
export class XhrVideoUploader implements VideoUploader {
  constructor(@inject(TOKENS.http) private readonly http: HttpService) {}

  async upload(file: File, options: VideoUploadOptions = {}): Promise<VideoFileInfo> {
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      // Up to 200 MB on a slow line: the long timeout of the other clients. Quiet: the page shows why.
      return await this.http.upload<VideoFileInfo>(API.smallVideoUpload, form, { ...options, timeout: TIMEOUTS.otherLong, silent: true, tooLargeMessage: VIDEO_MSG.fileTooLarge });
    } catch (error) {
      if (options.signal?.aborted) throw new HttpError('已取消上传', UPLOAD_CANCELLED);
      throw error;
    }
  }
}
