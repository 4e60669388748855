import type { UploadPurpose, UploadRecord } from '../../../shared/domain/uploads';

export interface DirectUploadOptions {
  purpose: UploadPurpose;
  /** 0–100 as the bytes leave the browser (the put step; auth and finish are short). */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
  /** Errors are not toasted (the caller shows them inline). */
  silent?: boolean;
}

/**
 * Direct uploads through the upload host (issue 17 item 10): file/cos/auth for a ticket, the bytes
 * to where the ticket says (our own file/upload, or a presigned PUT into an S3-compatible bucket)
 * with progress, then file/cos/finish. Answers the registered file; rejects with HttpError.
 */
export interface UploadService {
  upload(file: File, options: DirectUploadOptions): Promise<UploadRecord>;
}
