// TOKENS.uploads as bound in the kernel: the upload code (auth → put → finish) loads on the first
// upload, so it weighs nothing on the console's first load.
import { inject, injectable } from 'inversify';
import type { UploadRecord } from '../../../shared/domain/uploads';
import { TOKENS } from '../../tokens';
import type { Notifier } from '../../ports/notifier';
import type { HttpTransport } from '../../ports/transport';
import type { I18nService } from '../i18n/types';
import type { HttpService } from '../http/types';
import type { DirectUploadOptions, UploadService } from './types';

@injectable()
export class LazyUploadService implements UploadService {
  private loaded?: Promise<UploadService>;

  constructor(
    @inject(TOKENS.http) private readonly http: HttpService,
    @inject(TOKENS.transport) private readonly transport: HttpTransport,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {}

  async upload(file: File, options: DirectUploadOptions): Promise<UploadRecord> {
    this.loaded ??= import(/* webpackChunkName: "kernel-uploads" */ './UploadServiceImpl')
      .then(({ UploadServiceImpl }) => new UploadServiceImpl(this.http, this.transport, this.notifier, this.i18n));
    return (await this.loaded).upload(file, options);
  }
}
