// Uploads into the image library: multipart/form-data (field `file`, plus `dir_id`) to
// API.imageUpload, with upload progress.
//
// INTERIM: the kernel's HttpService has no multipart call. Requested from the kernel owner:
// `HttpService.upload(endpoint, formData, { onProgress, signal })` answering the envelope's data
// with the §8 catalogue applied. Until it exists, this class does the same thing the kernel does
// for a main-client call — same address (http.urlOf), X-Token read from the cookie store (the
// kernel's TOKENS.cookies), X-Server-Name, admin-token and language for sysVersion 3 — over
// XMLHttpRequest (fetch has no upload progress). It reads the envelope itself; for 401/403 it asks
// the HttpService once more (a cheap read) so the kernel's own §8 effects (sign-out, 403 page) run.
// Bound behind UPLOADER so tests (and the future HttpService.upload) replace it in one place.
import { inject, injectable } from 'inversify';
import { HttpError, TOKENS, type HttpService, type PreferencesService, type Token } from '../../kernel';
import { API, CODE, COOKIE, MSG, TIMEOUTS, TOKEN_COOKIE, type Envelope, type ImageRow } from '../../shared/domain';

/** The type a kernel token resolves to (the ports' types are not part of the kernel's public entry). */
type Resolved<T> = T extends Token<infer R> ? R : never;
type CookieStore = Resolved<typeof TOKENS.cookies>;
type KernelConfig = Resolved<typeof TOKENS.config>;

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

  upload(file: File, dirId: number, options: UploadOptions = {}): Promise<ImageRow> {
    return new Promise<ImageRow>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', this.http.urlOf(API.imageUpload));
      xhr.withCredentials = true;
      xhr.timeout = TIMEOUTS.other;
      for (const [name, value] of Object.entries(this.headers())) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      };
      xhr.onload = () => {
        let envelope: Partial<Envelope<ImageRow>> | null = null;
        try {
          envelope = JSON.parse(xhr.responseText) as Envelope<ImageRow>;
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
          void this.http.call(API.imageFolders).catch(() => undefined);
        }
        const message = envelope?.message || envelope?.msg || (xhr.status === 413 ? '文件过大' : MSG.interfaceError);
        reject(new HttpError(message, code));
      };
      xhr.onerror = () => reject(new HttpError(MSG.interfaceError, -1));
      xhr.ontimeout = () => reject(new HttpError(MSG.systemBusy, -1));
      xhr.onabort = () => reject(new HttpError('已取消上传', -1));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      const form = new FormData();
      form.append('dir_id', String(dirId));
      form.append('file', file, file.name);
      xhr.send(form);
    });
  }
}
