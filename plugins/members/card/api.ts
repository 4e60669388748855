// The 营销中心 card's one call: each held feature's state and today's figure.
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type { MarketSummary } from '../../../shared/domain/members/card';

export class MarketCardApi {
  constructor(private readonly http: HttpService) {}

  summary() {
    return this.http.call<MarketSummary>(API.marketSummary, {});
  }
}
