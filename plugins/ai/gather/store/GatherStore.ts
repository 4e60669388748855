// 公众号采集's page state: the form (link checked as typed by the shared rule, type, category, the AI
// switches), the gather in flight (one at a time), its outcome (the draft made, or the refusal —
// 该文章已采集过 keeps the earlier draft to link to), the latest gather shown on arrival, the paged
// history and one record's detail.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError } from '../../../../kernel';
import { AI_MSG } from '../../../../shared/domain/ai/messages';
import { weixinUrlProblem, type AiGatherDuplicate, type AiGatherRecord, type GatherArticleType } from '../../../../shared/domain/ai/gather';
import type { Category } from '../../../../shared/domain/api/content';
import type { AiAccessStore } from '../../access/store/AiAccessStore';
import { AI_ACCESS_STORE } from '../../access/tokens';
import type { GatherApi } from '../api';
import { GATHER_API } from '../tokens';

export const HISTORY_ROWS = 10;

export interface CategoryOption {
  id: number;
  name: string;
  depth: number;
}

function flatten(nodes: readonly Category[], depth = 0, out: CategoryOption[] = []): CategoryOption[] {
  for (const node of nodes) {
    out.push({ id: node.id, name: node.name, depth });
    if (node.children?.length) flatten(node.children, depth + 1, out);
  }
  return out;
}

@injectable()
export class GatherStore {
  url = '';
  articleType: GatherArticleType = 1;
  categoryId = 0;
  aiSummary = false;
  aiRewrite = false;
  categories: CategoryOption[] = [];
  running = false;
  result: AiGatherRecord | null = null;
  /** The refusal of the last gather, with the earlier draft when it was 该文章已采集过. */
  refusal: { message: string; duplicate: AiGatherDuplicate | null } | null = null;
  last: AiGatherRecord | null = null;
  history: AiGatherRecord[] = [];
  historyTotal = 0;
  historyPage = 1;
  historyLoading = false;
  detail: AiGatherRecord | null = null;

  constructor(
    @inject(GATHER_API) private readonly api: GatherApi,
    @inject(AI_ACCESS_STORE) private readonly access: AiAccessStore,
  ) {
    makeAutoObservable<GatherStore, 'api' | 'access'>(this, { api: false, access: false });
  }

  /** Whether the model is configured, as the page's frame learnt it (null: not known yet). */
  get modelConfigured(): boolean | null {
    return this.access.product?.configured ?? null;
  }

  /** The link's problem as typed (nothing while it is empty). */
  get urlProblem(): string | null {
    return this.url.trim() === '' ? null : weixinUrlProblem(this.url);
  }

  get canGather(): boolean {
    return !this.running && this.url.trim() !== '' && this.urlProblem === null;
  }

  /** Why the AI switches are off, or null. */
  get aiOffReason(): string | null {
    return this.modelConfigured === false ? AI_MSG.unconfigured : null;
  }

  async load(): Promise<void> {
    await Promise.all([this.loadCategories(), this.loadLast(), this.loadHistory(1)]);
  }

  setUrl(url: string): void {
    this.url = url;
    this.refusal = null;
  }

  setType(type: GatherArticleType): void {
    if (type === this.articleType) return;
    this.articleType = type;
    this.categoryId = 0;
    void this.loadCategories();
  }

  setCategory(id: number): void {
    this.categoryId = id;
  }

  get aiSummaryOn(): boolean {
    return this.aiSummary && !this.aiOffReason;
  }

  get aiRewriteOn(): boolean {
    return this.aiRewrite && !this.aiOffReason;
  }

  setAiSummary(on: boolean): void {
    this.aiSummary = on && !this.aiOffReason;
  }

  setAiRewrite(on: boolean): void {
    this.aiRewrite = on && !this.aiOffReason;
  }

  async gather(): Promise<boolean> {
    if (!this.canGather) {
      if (this.urlProblem || this.url.trim() === '') this.refusal = { message: AI_MSG.notWeixinUrl, duplicate: null };
      return false;
    }
    this.running = true;
    this.refusal = null;
    this.result = null;
    try {
      const record = await this.api.gather({ url: this.url.trim(), articleType: this.articleType, categoryId: this.categoryId, aiSummary: this.aiSummaryOn, aiRewrite: this.aiRewriteOn });
      runInAction(() => {
        this.result = record;
        this.last = record;
        // Ready for the next article (this one would now be 该文章已采集过).
        this.url = '';
      });
      void this.loadHistory(1);
      // The model was paid for: the frame's quota line shows what is left.
      if (record.aiSummary || record.aiRewrite) void this.access.refreshQuota();
      return true;
    } catch (err) {
      runInAction(() => {
        const duplicate = err instanceof HttpError && err.message === AI_MSG.alreadyGathered ? (err.data as AiGatherDuplicate | null) ?? null : null;
        this.refusal = { message: err instanceof Error ? err.message : String(err), duplicate };
      });
      return false;
    } finally {
      runInAction(() => {
        this.running = false;
      });
    }
  }

  async loadHistory(page: number): Promise<void> {
    this.historyLoading = true;
    try {
      const answer = await this.api.list(page, HISTORY_ROWS);
      runInAction(() => {
        this.history = answer.rows;
        this.historyTotal = answer.total;
        this.historyPage = page;
      });
    } catch {
      // The page's frame shows why AI cannot be used; the table stays empty.
    } finally {
      runInAction(() => {
        this.historyLoading = false;
      });
    }
  }

  async openDetail(id: number): Promise<void> {
    try {
      const record = await this.api.detail(id);
      runInAction(() => {
        this.detail = record;
      });
    } catch {
      // The call's refusal is shown by the console (§8).
    }
  }

  closeDetail(): void {
    this.detail = null;
  }

  private async loadCategories(): Promise<void> {
    const type = this.articleType;
    try {
      const tree = await this.api.categories(type);
      runInAction(() => {
        if (this.articleType === type) this.categories = flatten(tree);
      });
    } catch {
      runInAction(() => {
        this.categories = [];
      });
    }
  }

  private async loadLast(): Promise<void> {
    try {
      const last = await this.api.last();
      runInAction(() => {
        this.last = last;
      });
    } catch {
      // As loadHistory.
    }
  }
}
