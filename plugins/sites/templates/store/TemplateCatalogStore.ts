// One template grid with its filters (行业, 颜色, 功能 (several), 设备, keyword): the options read
// once, the list paged on the server; any filter change goes back to page 1. 高级 templates are
// offered only when getPlusRole allows (the server leaves them out; a card that comes anyway is
// not shown). Used by 选择模板 and by 更换模板 (with the mobile or foreign list as its source).
import { makeAutoObservable, runInAction } from 'mobx';
import { TEMPLATE_KEYWORD_MAX, TEMPLATE_PAGE_DEFAULT, type TemplateCard, type TemplateDevice, type TemplateFilterOption } from '../../../../shared/domain/sites/templates';
import type { CatalogSource, TemplatesApi } from '../api';

export const CATALOG_PAGE_SIZE = TEMPLATE_PAGE_DEFAULT;

export interface CatalogFilters {
  industryId?: number;
  colorId?: number;
  funcTagIds: number[];
  device?: TemplateDevice;
  keyword: string;
}

export class TemplateCatalogStore {
  industries: TemplateFilterOption[] = [];
  colors: TemplateFilterOption[] = [];
  funcTags: TemplateFilterOption[] = [];
  plusAllowed = false;
  filters: CatalogFilters = { funcTagIds: [], keyword: '' };
  /** What the keyword box holds; searched on Enter. */
  keywordInput = '';
  page = 1;
  rows: TemplateCard[] = [];
  total = 0;
  loading = false;
  loaded = false;
  error: string | null = null;
  private optionsRead = false;
  private seq = 0;

  constructor(private readonly api: TemplatesApi, readonly source: CatalogSource) {
    makeAutoObservable<TemplateCatalogStore, 'api' | 'seq' | 'optionsRead'>(this, { api: false, seq: false, optionsRead: false, source: false });
  }

  /** The cards shown: 高级 ones only with the role. */
  get cards(): TemplateCard[] {
    return this.plusAllowed ? this.rows : this.rows.filter((r) => !r.plus);
  }

  async load(): Promise<void> {
    if (!this.optionsRead) await this.readOptions();
    await this.read();
  }

  private async readOptions(): Promise<void> {
    const [industries, colors, funcTags, plus] = await Promise.all([
      this.api.industries().catch(() => [] as TemplateFilterOption[]),
      this.api.colors().catch(() => [] as TemplateFilterOption[]),
      this.api.funcTags().catch(() => [] as TemplateFilterOption[]),
      this.api.plusRole().catch(() => ({ allowed: false })),
    ]);
    runInAction(() => {
      this.industries = industries;
      this.colors = colors;
      this.funcTags = funcTags;
      this.plusAllowed = plus.allowed === true;
      this.optionsRead = true;
    });
  }

  private async read(): Promise<void> {
    const seq = ++this.seq;
    this.loading = true;
    const f = this.filters;
    try {
      const data = await this.api.list(this.source, {
        page: this.page,
        rows: CATALOG_PAGE_SIZE,
        industryId: f.industryId,
        colorId: f.colorId,
        funcTagIds: f.funcTagIds.length > 0 ? f.funcTagIds.join(',') : undefined,
        device: f.device,
        keyword: f.keyword || undefined,
      });
      if (seq !== this.seq) return;
      runInAction(() => {
        this.rows = data.rows;
        this.total = data.total;
        this.error = null;
        this.loaded = true;
      });
    } catch (err) {
      if (seq !== this.seq) return;
      runInAction(() => {
        this.error = err instanceof Error ? err.message : String(err);
      });
    } finally {
      if (seq === this.seq)
        runInAction(() => {
          this.loading = false;
        });
    }
  }

  private refilter(change: Partial<CatalogFilters>): Promise<void> {
    this.filters = { ...this.filters, ...change };
    this.page = 1;
    return this.read();
  }

  setIndustry(id: number | undefined): Promise<void> {
    return this.refilter({ industryId: id });
  }

  setColor(id: number | undefined): Promise<void> {
    return this.refilter({ colorId: id });
  }

  setFuncTags(ids: number[]): Promise<void> {
    return this.refilter({ funcTagIds: [...ids].sort((a, b) => a - b) });
  }

  setDevice(device: TemplateDevice | undefined): Promise<void> {
    return this.refilter({ device });
  }

  setKeywordInput(value: string): void {
    this.keywordInput = value.slice(0, TEMPLATE_KEYWORD_MAX);
  }

  /** Enter in the keyword box (or 搜索). */
  search(): Promise<void> {
    return this.refilter({ keyword: this.keywordInput.trim() });
  }

  /** 重置: every filter cleared. */
  reset(): Promise<void> {
    this.keywordInput = '';
    this.filters = { funcTagIds: [], keyword: '' };
    this.page = 1;
    return this.read();
  }

  get filtered(): boolean {
    const f = this.filters;
    return f.industryId !== undefined || f.colorId !== undefined || f.funcTagIds.length > 0 || f.device !== undefined || f.keyword !== '';
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.read();
  }
}
