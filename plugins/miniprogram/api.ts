// The mini-program console's calls (admin/xcx/…, key xys_xcx; server/modules/miniprogram).
import type { HttpService } from '../../kernel';
import { API } from '../../shared/domain';
import type { MpBinding, MpBindRequest, MpInfo, MpPageInput, MpPagesAnswer, MpPlatform } from '../../shared/domain/miniprogram';

export class MiniProgramApi {
  constructor(private readonly http: HttpService) {}

  info(): Promise<MpInfo> {
    return this.http.call<MpInfo>(API.xcxInfo);
  }

  /** Refusals are answered to the form (field marked), not toasted. */
  bind(body: MpBindRequest): Promise<MpBinding> {
    return this.http.call<MpBinding>(API.xcxBind, { body: { ...body } }, { silent: true });
  }

  unbind(platform: MpPlatform): Promise<MpBinding> {
    return this.http.call<MpBinding>(API.xcxUnbind, { body: { platform } });
  }

  submit(platform: MpPlatform): Promise<MpBinding> {
    return this.http.call<MpBinding>(API.xcxSubmitAudit, { body: { platform } });
  }

  refresh(platform: MpPlatform): Promise<MpBinding> {
    return this.http.call<MpBinding>(API.xcxAuditStatus, { body: { platform } });
  }

  release(platform: MpPlatform): Promise<MpBinding> {
    return this.http.call<MpBinding>(API.xcxRelease, { body: { platform } });
  }

  /** The QR code's PNG as the server draws it. */
  qrCode(platform: MpPlatform) {
    return this.http.download(API.xcxQrCode, { query: { platform } }, { anyFileType: true });
  }

  pages(): Promise<MpPagesAnswer> {
    return this.http.call<MpPagesAnswer>(API.xcxPages);
  }

  savePage(page: MpPageInput & { id: number }): Promise<MpPagesAnswer> {
    return this.http.call<MpPagesAnswer>(API.xcxPageSave, { body: { ...page } }, { silent: true });
  }

  deletePage(id: number): Promise<MpPagesAnswer> {
    return this.http.call<MpPagesAnswer>(API.xcxPageDelete, { body: { id } });
  }

  order(ids: number[]): Promise<MpPagesAnswer> {
    return this.http.call<MpPagesAnswer>(API.xcxPageOrder, { body: { ids } });
  }
}
