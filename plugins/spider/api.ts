// The spider plugin's calls (server/modules/spider).
import type { HttpService } from '../../kernel';
import { API, TIMEOUTS, type TaskStarted } from '../../shared/domain';
import type {
  SpiderCharts, SpiderDomainSummary, SpiderImportRow, SpiderKey, SpiderKeywordWeek, SpiderOverview, SpiderTopPage, SpiderVisitRow,
} from '../../shared/domain/spider';

export interface Range {
  domain?: string;
  from: string;
  to: string;
}

export interface VisitFilters {
  spider?: SpiderKey;
  status?: number;
  suspicious?: boolean;
}

const clean = <T extends object>(q: T) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number | boolean>;

export class SpiderApi {
  constructor(private readonly http: HttpService) {}

  overview(domain?: string) {
    return this.http.call<SpiderOverview>(API.spiderOverview, { query: clean({ domain }) });
  }
  charts(range: Range) {
    return this.http.call<SpiderCharts>(API.spiderCharts, { query: clean(range) });
  }
  topPages(range: Range) {
    return this.http.call<SpiderTopPage[]>(API.spiderTopPages, { query: clean(range) });
  }
  visits(range: Range, filters: VisitFilters, page: number, rows: number) {
    return this.http.call<{ rows: SpiderVisitRow[]; total: number }>(API.spiderVisits, { query: clean({ ...range, ...filters, page, rows }) });
  }
  imports(page = 1, rows = 10) {
    return this.http.call<{ rows: SpiderImportRow[]; total: number }>(API.spiderImports, { query: { page, rows } });
  }
  upload(file: File, domain: string, onProgress: (percent: number) => void) {
    const form = new FormData();
    form.append('domain', domain);
    form.append('file', file);
    return this.http.upload<TaskStarted & { importId: number }>(API.spiderUpload, form, { timeout: TIMEOUTS.otherLong, onProgress, tooLargeMessage: '日志文件过大' });
  }
  resetToken() {
    return this.http.call<{ token: string }>(API.spiderTokenReset, { body: {} });
  }
  saveSettings(reverseDns: boolean) {
    return this.http.call<{ reverseDns: boolean }>(API.spiderSettings, { body: { reverseDns } });
  }
  domainsInsight() {
    return this.http.call<SpiderDomainSummary[]>(API.spiderDomainsInsight, { body: {} });
  }
  domainsAggregate() {
    return this.http.call<SpiderDomainSummary[]>(API.spiderDomainsAggregate, { body: {} });
  }
  keywordWeeks() {
    return this.http.call<SpiderKeywordWeek[]>(API.spiderKeywordWeek, { body: {} });
  }
}
