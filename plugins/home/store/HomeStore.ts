// HomeStore: every section of the home page, in one call (admin/home/summary) where the back end
// offers it, else one call each; either way one failing section leaves the others on screen (each
// shows its own error).
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import dayjs from 'dayjs';
import { TOKENS, type HttpService, type SiteService } from '../../../kernel';
import type { ContentStatistics, DomainRemain, GuideStep, TaskItem, TopPageRow, TrafficByDateRow, TrafficByHourRow, TrafficCount } from '../../../shared/domain';
import { HomeApi, type HomeSections } from '../api';

export interface Section<T> {
  loading: boolean;
  error: string | null;
  data: T | null;
}

const empty = <T,>(): Section<T> => ({ loading: true, error: null, data: null });

export type TrafficRange = 7 | 30 | 90;

const SECTION_KEYS = ['count', 'byDate', 'byHour', 'topPages', 'content', 'guide', 'tasks', 'domains'] as const;
type SectionKey = (typeof SECTION_KEYS)[number];

/** Rows of the top pages table. */
const TOP_PAGES = 10;

@injectable()
export class HomeStore {
  count = empty<TrafficCount>();
  byDate = empty<TrafficByDateRow[]>();
  byHour = empty<TrafficByHourRow[]>();
  topPages = empty<TopPageRow[]>();
  content = empty<ContentStatistics>();
  guide = empty<GuideStep[]>();
  tasks = empty<TaskItem[]>();
  domains = empty<DomainRemain>();
  range: TrafficRange = 30;
  private readonly api: HomeApi;
  /** A load started before the page rendered (prefetch), for the page's first opening. */
  private prefetched: Promise<void> | null = null;

  constructor(
    @inject(TOKENS.http) http: HttpService,
    @inject(TOKENS.site) private readonly site: SiteService,
  ) {
    this.api = new HomeApi(http);
    makeAutoObservable<HomeStore, 'api' | 'site' | 'sections' | 'prefetched'>(this, { api: false, site: false, sections: false, prefetched: false });
  }

  /** Starts loading before the page renders (the kernel knows it is coming). */
  prefetch(): void {
    this.prefetched = this.loadAll();
  }

  /** The page opens: it takes the prefetched load if there is one (once), else loads afresh. */
  open(): Promise<void> {
    const prefetched = this.prefetched;
    this.prefetched = null;
    return prefetched ?? this.loadAll();
  }

  /** Every section: in one call where the back end offers the summary, else each from its own. */
  async loadAll(): Promise<void> {
    const today = dayjs().format('YYYY-MM-DD');
    runInAction(() => {
      // Sections already showing their skeleton stay as they are (no re-render for nothing).
      for (const key of SECTION_KEYS) if (!this.sections[key].loading || this.sections[key].error) this.sections[key] = { ...this.sections[key], loading: true, error: null };
    });
    let summary: HomeSections;
    try {
      summary = await this.api.summary({ ...this.datesOf(this.range), date: today, n: TOP_PAGES });
    } catch {
      return this.loadEach(today);
    }
    runInAction(() => {
      for (const key of SECTION_KEYS) {
        const section = summary[key];
        this.sections[key] = 'data' in section ? { loading: false, error: null, data: section.data } : { loading: false, error: section.error, data: null };
      }
    });
  }

  /** One call per section, each failing on its own (a back end without the summary). */
  private loadEach(today: string): Promise<void> {
    return Promise.all([
      this.fill('count', () => this.api.trafficCount()),
      this.loadRange(this.range),
      this.fill('byHour', () => this.api.trafficByHour(today)),
      this.fill('topPages', () => this.api.topPages(TOP_PAGES)),
      this.fill('content', () => this.api.contentStatistics()),
      this.fill('guide', () => this.api.guide()),
      this.fill('tasks', () => this.api.tasks()),
      this.fill('domains', () => this.api.domainRemain()),
    ]).then(() => undefined);
  }

  loadRange(range: TrafficRange): Promise<void> {
    this.range = range;
    const { startDate, endDate } = this.datesOf(range);
    return this.fill('byDate', () => this.api.trafficByDate(startDate, endDate));
  }

  /** The trend's days: `range` days ending today. */
  private datesOf(range: TrafficRange) {
    const end = dayjs();
    return { startDate: end.subtract(range - 1, 'day').format('YYYY-MM-DD'), endDate: end.format('YYYY-MM-DD') };
  }

  /** The sections by key (the fields above). */
  private get sections(): Record<SectionKey, Section<unknown>> {
    return this as unknown as Record<SectionKey, Section<unknown>>;
  }

  /** Takes the active site online (1) or offline (0), then refreshes the home data. */
  async setInline(inline: 0 | 1): Promise<void> {
    const home = this.site.home;
    if (!home) return;
    await this.api.setInline(home.twebId, inline);
    await Promise.all([this.site.loadHome(), this.fill('guide', () => this.api.guide())]);
  }

  private async fill<K extends SectionKey>(key: K, load: () => Promise<NonNullable<HomeStore[K]['data']>>): Promise<void> {
    runInAction(() => {
      this.sections[key] = { ...this.sections[key], loading: true, error: null };
    });
    try {
      const data = await load();
      runInAction(() => {
        this.sections[key] = { loading: false, error: null, data };
      });
    } catch (error) {
      runInAction(() => {
        this.sections[key] = { loading: false, error: error instanceof Error ? error.message : String(error), data: null };
      });
    }
  }
}
