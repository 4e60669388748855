// Uploads a video file (admin_cms/smallVideo/upload, multipart, field `file`) with progress and
// cancel. The kernel's HttpService has no multipart call yet (see plugins/resources/uploader.ts,
// which does the same for the image library): this sends what the kernel sends for a main-client
// call — its address (http.urlOf), X-Token from the cookie store, X-Server-Name, admin-token and
// language for sysVersion 3 — over XMLHttpRequest, the one browser API with upload progress.
// Bound behind VIDEO_UPLOADER so tests replace it in one place.
import { inject, injectable } from 'inversify';
import { HttpError, TOKENS, type HttpService, type PreferencesService, type Token } from '../../kernel';
import { API, CODE, COOKIE, MSG, TIMEOUTS, TOKEN_COOKIE, type Envelope } from '../../shared/domain';
import { VIDEO_MSG, type VideoFileInfo } from '../../shared/domain/product';

type Resolved<T> = T extends Token<infer R> ? R : never;
type CookieStore = Resolved<typeof TOKENS.cookies>;
type KernelConfig = Resolved<typeof TOKENS.config>;

export interface VideoUploadOptions {
  /** 0–100 as the bytes leave the browser. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

export interface VideoUploader {
  /** Answers the stored file (its file_id goes into the save) or throws HttpError with the server's message. */
  upload(file: File, options?: VideoUploadOptions): Promise<VideoFileInfo>;
}

/** What an aborted upload rejects with: the page treats it as "nothing happened", not an error. */
export const UPLOAD_CANCELLED = -2;

@injectable()
export class XhrVideoUploader implements VideoUploader {
  constructor(
    @inject(TOKENS.http) private readonly http: HttpService,
    @inject(TOKENS.cookies) private readonly cookies: CookieStore,
    @inject(TOKENS.config) private readonly config: KernelConfig,
    @inject(TOKENS.preferences) private readonly preferences: PreferencesService,
  ) {}

  private headers(): Record<string, string> {
    const headers: Record<string, string> = { 'X-Server-Name': this.config.serverName };
    const token = this.cookies.get(TOKEN_COOKIE);
    if (token) headers['X-Token'] = token;
    const prefs = this.preferences.values;
    if (Number(prefs.sysVersion) === 3) {
      const adminToken = this.cookies.get(COOKIE.adminToken);
      if (adminToken) headers['admin-token'] = adminToken;
      if (prefs.languageType) headers.language = prefs.languageType;
    }
    return headers;
  }

  upload(file: File, options: VideoUploadOptions = {}): Promise<VideoFileInfo> {
    return new Promise<VideoFileInfo>((resolve, reject) => {
      if (options.signal?.aborted) {
        reject(new HttpError('已取消上传', UPLOAD_CANCELLED));
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open('POST', this.http.urlOf(API.smallVideoUpload));
      xhr.withCredentials = true;
      // Up to 200 MB on a slow line: the long timeout of the other clients.
      xhr.timeout = TIMEOUTS.otherLong;
      for (const [name, value] of Object.entries(this.headers())) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      };
      xhr.onload = () => {
        let envelope: Partial<Envelope<VideoFileInfo>> | null = null;
        try {
          envelope = JSON.parse(xhr.responseText) as Envelope<VideoFileInfo>;
        } catch {
          envelope = null;
        }
        const code = typeof envelope?.code === 'number' ? envelope.code : xhr.status;
        if ((code === CODE.ok || code === CODE.okWithMessage) && envelope?.data) {
          resolve(envelope.data);
          return;
        }
        if (code === CODE.unauthorized || code === CODE.forbidden) {
          // Let the kernel's catalogue carry out sign-out / the 403 page.
          void this.http.call(API.smallVideoAccountList, { query: { page: 1, rows: 1 } }).catch(() => undefined);
        }
        const message = envelope?.message || envelope?.msg || (xhr.status === 413 ? VIDEO_MSG.fileTooLarge : MSG.interfaceError);
        reject(new HttpError(message, code));
      };
      xhr.onerror = () => reject(new HttpError(MSG.interfaceError, -1));
      xhr.ontimeout = () => reject(new HttpError(MSG.systemBusy, -1));
      xhr.onabort = () => reject(new HttpError('已取消上传', UPLOAD_CANCELLED));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      const form = new FormData();
      form.append('file', file, file.name);
      xhr.send(form);
    });
  }
}
