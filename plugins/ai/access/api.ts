// The AI access area's calls: whether the company may use AI (judgeAiProduct, which reports the
// refusal rather than refusing) and the month's token quota (getRemaining).
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type { AiProductAnswer, AiQuotaAnswer } from '../../../shared/domain/ai/access';

export class AiAccessApi {
  constructor(private readonly http: HttpService) {}

  product(): Promise<AiProductAnswer> {
    return this.http.call<AiProductAnswer>(API.aiProduct);
  }

  /** silent: a refresh after a model call, whose failure the page need not announce. */
  quota(options: { silent?: boolean } = {}): Promise<AiQuotaAnswer> {
    return this.http.call<AiQuotaAnswer>(API.aiQuota, {}, { silent: options.silent });
  }
}
