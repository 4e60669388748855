// The home plugin's calls (§7 site builder statistics and site administration home).
import type { HttpService } from '../../kernel';
import {
  SHELL_API,
  type ContentStatistics,
  type DomainRemain,
  type GuideStep,
  type ListData,
  type SiteEntry,
  type TaskItem,
  type TopPageRow,
  type TrafficByDateRow,
  type TrafficByHourRow,
  type TrafficCount,
} from '../../shared/domain';
import type { HomeSummary, HomeSummaryQuery, SummarySection } from '../../shared/domain/api/homeSummary';

type Rows<T> = ListData<T> | T[];
const rowsOf = <T,>(value: Rows<T>): T[] => (Array.isArray(value) ? value : Array.isArray(value?.rows) ? value.rows : []);

/** The home's sections as the store holds them (lists as plain rows). */
export interface HomeSections {
  count: SummarySection<TrafficCount>;
  byDate: SummarySection<TrafficByDateRow[]>;
  byHour: SummarySection<TrafficByHourRow[]>;
  topPages: SummarySection<TopPageRow[]>;
  content: SummarySection<ContentStatistics>;
  guide: SummarySection<GuideStep[]>;
  tasks: SummarySection<TaskItem[]>;
  domains: SummarySection<DomainRemain>;
}

const listSection = <T,>(section: SummarySection<Rows<T>>): SummarySection<T[]> => ('data' in section ? { data: rowsOf(section.data) } : section);

export class HomeApi {
  constructor(private readonly http: HttpService) {}

  /** Every section in one call (a back end without it refuses; the store then asks section by section). */
  async summary(query: HomeSummaryQuery): Promise<HomeSections> {
    const s = await this.http.call<HomeSummary>(SHELL_API.homeSummary, { query: { ...query } });
    return { ...s, byDate: listSection(s.byDate), byHour: listSection(s.byHour), topPages: listSection(s.topPages), guide: listSection(s.guide), tasks: listSection(s.tasks) };
  }
  trafficCount() {
    return this.http.call<TrafficCount>(SHELL_API.statCount, { body: {} });
  }
  async trafficByDate(startDate: string, endDate: string) {
    return rowsOf(await this.http.call<Rows<TrafficByDateRow>>(SHELL_API.statByDate, { query: { startDate, endDate } }));
  }
  async trafficByHour(date: string) {
    return rowsOf(await this.http.call<Rows<TrafficByHourRow>>(SHELL_API.statByHour, { query: { date } }));
  }
  async topPages(n: number) {
    return rowsOf(await this.http.call<Rows<TopPageRow>>(SHELL_API.statTopPages, { query: { n } }));
  }
  contentStatistics() {
    return this.http.call<ContentStatistics>(SHELL_API.homeArticles);
  }
  async guide() {
    return rowsOf(await this.http.call<Rows<GuideStep>>(SHELL_API.homeGuide));
  }
  async tasks() {
    return rowsOf(await this.http.call<Rows<TaskItem>>(SHELL_API.homeTasks));
  }
  domainRemain() {
    return this.http.call<DomainRemain>(SHELL_API.domainRemain, { body: {} });
  }
  setInline(twebId: number, inline: 0 | 1) {
    return this.http.call<SiteEntry>(SHELL_API.siteInline, { body: { twebId, inline } });
  }
}
