// /previewBox's one call: may these addresses be framed for the active site (decoration/previewBoxCheck)?
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type { PreviewBoxCheckAnswer, PreviewBoxCheckRequest } from '../../../shared/domain/design/previewBox';

export class PreviewBoxApi {
  constructor(private readonly http: HttpService) {}

  /** Silent: a refusal is the page's own 预览地址无效, not a toast over it. */
  check(request: PreviewBoxCheckRequest, signal?: AbortSignal) {
    return this.http.call<PreviewBoxCheckAnswer>(API.previewBoxCheck, { body: { ...request } }, { silent: true, signal });
  }
}
