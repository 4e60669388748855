// One video file on its way to the server, for the edit page: the browser's own check first (the
// rule of shared/domain/product: mp4 or webm, ≤ 200 MB — the server checks again, by content),
// then the upload with its progress, cancel, and the server's answer or refusal.
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError } from '../../../kernel';
import { VIDEO_LIMITS, VIDEO_MSG, type VideoFileInfo } from '../../../shared/domain/product';
import { UPLOAD_CANCELLED, type VideoUploader } from '../uploader';

const EXTENSION_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm' };

/** The type the browser names, else the one its extension says (some systems name none). */
function typeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type.toLowerCase();
  return EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** The browser's check of a chosen file, or null when it may go up. */
export function checkVideoFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(VIDEO_LIMITS.fileTypes as readonly string[]).includes(typeOf(file))) return VIDEO_MSG.fileTypeRefused;
  if (file.size > VIDEO_LIMITS.fileBytes) return VIDEO_MSG.fileTooLarge;
  return null;
}

export type UploadStatus = 'idle' | 'uploading' | 'done' | 'failed';

export class VideoUpload {
  status: UploadStatus = 'idle';
  percent = 0;
  fileName = '';
  error: string | null = null;
  result: VideoFileInfo | null = null;
  private controller: AbortController | null = null;

  constructor(private readonly uploader: VideoUploader) {
    makeAutoObservable<VideoUpload, 'uploader' | 'controller'>(this, { uploader: false, controller: false });
  }

  /** Checks and uploads a file; answers the stored file, or null (refused, failed or cancelled). */
  async start(file: File): Promise<VideoFileInfo | null> {
    this.cancel();
    this.fileName = file.name;
    this.result = null;
    const problem = checkVideoFile(file);
    if (problem) {
      this.status = 'failed';
      this.error = problem;
      return null;
    }
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'uploading';
    this.percent = 0;
    this.error = null;
    try {
      const info = await this.uploader.upload(file, {
        signal: controller.signal,
        onProgress: (percent) => runInAction(() => {
          if (this.controller === controller) this.percent = percent;
        }),
      });
      if (this.controller !== controller) return null;
      runInAction(() => {
        this.status = 'done';
        this.percent = 100;
        this.result = info;
        this.controller = null;
      });
      return info;
    } catch (error) {
      if (this.controller !== controller) return null;
      runInAction(() => {
        this.controller = null;
        const cancelled = error instanceof HttpError && error.code === UPLOAD_CANCELLED;
        this.status = cancelled ? 'idle' : 'failed';
        this.error = cancelled ? null : error instanceof Error ? error.message : String(error);
      });
      return null;
    }
  }

  /** Stops an upload on its way; the form keeps the file it had before. */
  cancel() {
    const controller = this.controller;
    this.controller = null;
    if (this.status === 'uploading') this.status = 'idle';
    controller?.abort();
  }

  /** Forgets a refusal or a finished upload (the form shows its own file again). */
  reset() {
    this.cancel();
    this.status = 'idle';
    this.error = null;
    this.result = null;
    this.percent = 0;
  }
}
