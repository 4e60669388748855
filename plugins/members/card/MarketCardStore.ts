// The 营销中心 card: loads each held feature's state and today's figure; a failed load keeps the
// message so the page can offer 重试 instead of spinning.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { MarketFeatureSummary } from '../../../shared/domain/members/card';
import type { MarketCardApi } from './api';
import { MARKET_CARD_API } from './tokens';

@injectable()
export class MarketCardStore {
  features: MarketFeatureSummary[] = [];
  loading = false;
  loaded = false;
  error: string | null = null;

  constructor(@inject(MARKET_CARD_API) private readonly api: MarketCardApi) {
    makeAutoObservable<MarketCardStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const summary = await this.api.summary();
      runInAction(() => {
        this.features = Array.isArray(summary?.features) ? summary.features : [];
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof Error ? error.message : String(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }
}
