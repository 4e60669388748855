// 网站二维码's calls (admin/sysconfig qrCodeConfig GET/POST, qrCodeImage; server/modules/settings/qr).
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type { QrConfigData, QrOptions } from '../../../shared/domain/settings/qr';

export class QrApi {
  constructor(private readonly http: HttpService) {}

  config() {
    return this.http.call<QrConfigData>(API.qrConfigGet);
  }
  save(options: QrOptions) {
    return this.http.call<QrConfigData>(API.qrConfigSave, { body: { ...options } });
  }
  /** The saved code as the server draws it (PNG). */
  image() {
    return this.http.download(API.qrImage, undefined, { anyFileType: true });
  }
}
