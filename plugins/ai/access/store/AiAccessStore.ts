// What every AI page shows first (issue 16 §2): whether the company may use AI — else the reason
// (演示账号… / 当前账号未开通AI服务… / AI服务未配置…) instead of the page — and the month's token
// quota, refreshed after each model call (an area's store calls refreshQuota()).
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AiProductAnswer, AiQuotaAnswer } from '../../../../shared/domain/ai/access';
import { AI_MSG } from '../../../../shared/domain/ai/messages';
import type { AiAccessApi } from '../api';
import { AI_ACCESS_API } from '../tokens';

@injectable()
export class AiAccessStore {
  product: AiProductAnswer | null = null;
  quota: AiQuotaAnswer | null = null;
  loading = false;
  /** The last load failed (the HttpService has said why); the frame offers a retry. */
  failed = false;
  /** Each load's number: an older load's answer, arriving late, is dropped. */
  private generation = 0;

  constructor(@inject(AI_ACCESS_API) private readonly api: AiAccessApi) {
    makeAutoObservable<AiAccessStore, 'api' | 'generation'>(this, { api: false, generation: false });
  }

  /** Why AI cannot be used now, or null (also null until loaded). */
  get refusal(): string | null {
    return this.product?.refusal ?? null;
  }

  /** Loaded, and AI may be used: the page's content shows. */
  get ready(): boolean {
    return this.product !== null && this.product.refusal === null;
  }

  /**
   * Why a page cannot be used: a page that works without the model (公众号采集 without its AI
   * options) is not refused for an unconfigured model, only for the account or the service.
   */
  refusalFor(needsModel: boolean): string | null {
    const refusal = this.refusal;
    return !needsModel && refusal === AI_MSG.unconfigured ? null : refusal;
  }

  readyFor(needsModel: boolean): boolean {
    return this.product !== null && this.refusalFor(needsModel) === null;
  }

  /** Asks both again (each AI page on opening): the service first; the quota only when AI may be used. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.loading = true;
    this.failed = false;
    this.product = null;
    this.quota = null;
    try {
      const product = await this.api.product();
      // A refused account's quota call would be refused as well (a demo account's with a 403 page).
      const quota = product.refusal === null || product.refusal === AI_MSG.unconfigured ? await this.api.quota() : null;
      runInAction(() => {
        if (generation !== this.generation) return;
        this.product = product;
        this.quota = quota;
      });
    } catch {
      runInAction(() => {
        if (generation === this.generation) this.failed = true;
      });
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false;
      });
    }
  }

  /** The quota again, after a model call spent some (quietly: a failure keeps the last figures). */
  async refreshQuota(): Promise<void> {
    if (!this.quota) return;
    const generation = this.generation;
    try {
      const quota = await this.api.quota({ silent: true });
      runInAction(() => {
        if (generation === this.generation) this.quota = quota;
      });
    } catch {
      // The figures shown stay until the next refresh.
    }
  }
}
