// SpiderStore: the spider analysis page's state — the chosen domain and date range (≤ 92 days, the
// shared rule the server applies too), the cards, charts, top pages, the visit table with its
// filters and paging, the imports with the running upload's progress, and the §7 statistics.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type HttpService, type Notifier } from '../../../kernel';
import {
  addDays, checkRange, dayOf, dayText, type SpiderCharts, type SpiderDomainSummary, type SpiderImportRow, type SpiderKeywordWeek,
  type SpiderOverview, type SpiderTopPage, type SpiderVisitRow,
} from '../../../shared/domain/spider';
import { SpiderApi, type Range, type VisitFilters } from '../api';

@injectable()
export class SpiderStore {
  overview: SpiderOverview | null = null;
  charts: SpiderCharts | null = null;
  topPages: SpiderTopPage[] = [];
  visits: SpiderVisitRow[] = [];
  visitTotal = 0;
  visitPage = 1;
  visitRows = 10;
  filters: VisitFilters = {};
  imports: SpiderImportRow[] = [];
  domainStats: { insight: SpiderDomainSummary[]; aggregate: SpiderDomainSummary[] } = { insight: [], aggregate: [] };
  keywordWeeks: SpiderKeywordWeek[] = [];
  domain = '';
  from = '';
  to = '';
  loading = false;
  error: string | null = null;
  rangeError: string | null = null;
  /** The running upload: its file name and percent sent; then its task. */
  uploading: { fileName: string; percent: number } | null = null;
  uploadTaskId: number | null = null;
  private readonly api: SpiderApi;

  constructor(
    @inject(TOKENS.http) http: HttpService,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
  ) {
    this.api = new SpiderApi(http);
    makeAutoObservable<SpiderStore, 'api' | 'notifier'>(this, { api: false, notifier: false });
    this.setDefaultRange(Date.now());
  }

  /** The last 30 days, today included. */
  setDefaultRange(now: number): void {
    this.to = dayText(dayOf(now));
    this.from = addDays(this.to, -29);
  }

  get range(): Range {
    return { domain: this.domain || undefined, from: this.from, to: this.to };
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const [overview, imports, insight, aggregate, keywords] = await Promise.all([
        this.api.overview(this.domain || undefined), this.api.imports(), this.api.domainsInsight(), this.api.domainsAggregate(), this.api.keywordWeeks(),
      ]);
      runInAction(() => {
        this.overview = overview;
        this.imports = imports.rows;
        this.domainStats = { insight, aggregate };
        this.keywordWeeks = keywords;
      });
      await this.loadRange();
    } catch (error) {
      runInAction(() => {
        this.error = (error as Error).message;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** The charts, top pages and first visit page of the chosen range. */
  async loadRange(): Promise<void> {
    const problem = checkRange(this.from, this.to);
    this.rangeError = problem;
    if (problem) return;
    this.visitPage = 1;
    const [charts, top] = await Promise.all([this.api.charts(this.range), this.api.topPages(this.range), this.loadVisits()]);
    runInAction(() => {
      this.charts = charts;
      this.topPages = top;
    });
  }

  async loadVisits(): Promise<void> {
    const page = await this.api.visits(this.range, this.filters, this.visitPage, this.visitRows);
    runInAction(() => {
      this.visits = page.rows;
      this.visitTotal = page.total;
    });
  }

  async setDomain(domain: string): Promise<void> {
    this.domain = domain;
    const overview = await this.api.overview(domain || undefined);
    runInAction(() => {
      this.overview = overview;
    });
    await this.loadRange();
  }

  async setRange(from: string, to: string): Promise<void> {
    this.from = from;
    this.to = to;
    await this.loadRange();
  }

  async setFilters(filters: VisitFilters): Promise<void> {
    this.filters = filters;
    this.visitPage = 1;
    await this.loadVisits();
  }

  async setVisitPage(page: number, rows: number): Promise<void> {
    this.visitPage = page;
    this.visitRows = rows;
    await this.loadVisits();
  }

  async refreshImports(): Promise<void> {
    const imports = await this.api.imports();
    runInAction(() => {
      this.imports = imports.rows;
    });
  }

  /** Sends a log with progress; its parsing is a task the page follows. */
  async upload(file: File): Promise<boolean> {
    const domain = this.domain || this.overview?.domains[0] || '';
    this.uploading = { fileName: file.name, percent: 0 };
    this.uploadTaskId = null;
    try {
      const started = await this.api.upload(file, domain, (percent) => runInAction(() => {
        if (this.uploading) this.uploading.percent = percent;
      }));
      runInAction(() => {
        this.uploadTaskId = started.taskId;
      });
      await this.refreshImports();
      return true;
    } catch {
      // The client has shown the server's message (该日志文件已导入过, …).
      return false;
    } finally {
      runInAction(() => {
        this.uploading = null;
      });
    }
  }

  /** The upload's task ended: the numbers change. */
  async uploadFinished(): Promise<void> {
    await Promise.all([this.refreshImports(), this.reloadFigures()]);
  }

  private async reloadFigures(): Promise<void> {
    const overview = await this.api.overview(this.domain || undefined);
    runInAction(() => {
      this.overview = overview;
    });
    await this.loadRange();
  }

  async resetToken(): Promise<void> {
    const { token } = await this.api.resetToken();
    runInAction(() => {
      if (this.overview) this.overview.token = token;
    });
  }

  async setReverseDns(on: boolean): Promise<void> {
    const saved = await this.api.saveSettings(on);
    runInAction(() => {
      if (this.overview) this.overview.reverseDns = saved.reverseDns;
    });
  }
}
