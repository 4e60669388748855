// UploadService: auth → put → finish over the kernel's HttpService (envelopes, §8 catalogue, token)
// and, for a bucket's presigned PUT, the bare transport (another origin: no token, no cookies).
import { inject, injectable } from 'inversify';
import { UPLOADS_API } from '../../../shared/domain/api/uploadsEndpoints';
import type { UploadRecord, UploadTicket } from '../../../shared/domain/uploads';
import { TOKENS } from '../../tokens';
import type { Notifier } from '../../ports/notifier';
import { TransportError, type HttpTransport } from '../../ports/transport';
import type { I18nService } from '../i18n/types';
import { HttpError, type HttpService } from '../http/types';
import type { DirectUploadOptions, UploadService } from './types';

/** A 50 MB file on a slow line: the put may take minutes (auth and finish use the usual timeouts). */
const PUT_TIMEOUT_MS = 30 * 60_000;

@injectable()
export class UploadServiceImpl implements UploadService {
  constructor(
    @inject(TOKENS.http) private readonly http: HttpService,
    @inject(TOKENS.transport) private readonly transport: HttpTransport,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {}

  async upload(file: File, options: DirectUploadOptions): Promise<UploadRecord> {
    const quiet = { silent: options.silent, signal: options.signal };
    const ticket = await this.http.call<UploadTicket>(UPLOADS_API.uploadAuth, {
      body: { fileName: file.name, size: file.size, contentType: file.type, purpose: options.purpose },
    }, quiet);
    if (ticket.target.storage === 'local') {
      const form = new FormData();
      // The ticket first: the server reads it before the file's bytes.
      form.append('ticket', ticket.ticket);
      form.append(ticket.target.field, file, file.name);
      await this.http.upload(UPLOADS_API.uploadPut, form, { ...quiet, onProgress: options.onProgress });
    } else {
      await this.putToBucket(ticket.target.url, ticket.target.headers, file, options);
    }
    return this.http.call<UploadRecord>(UPLOADS_API.uploadFinish, { body: { ticket: ticket.ticket, key: ticket.key } }, quiet);
  }

  private async putToBucket(url: string, headers: Record<string, string>, file: File, options: DirectUploadOptions): Promise<void> {
    let status: number;
    try {
      status = (await this.transport.request({
        method: 'PUT', url, headers, data: file, timeout: PUT_TIMEOUT_MS, responseType: 'json', withCredentials: false, signal: options.signal,
        onUploadProgress: (loaded, total) => {
          if (total > 0) options.onProgress?.(Math.min(100, Math.round((loaded / total) * 100)));
        },
      })).status;
    } catch (error) {
      if (error instanceof TransportError && error.kind === 'aborted') throw new HttpError('aborted', -1);
      status = -1;
    }
    if (status >= 200 && status < 300) return;
    const message = this.i18n.t('kernel.http.uploadFailed');
    if (!options.silent) this.notifier.error(message);
    throw new HttpError(message, status);
  }
}
