// HomeStore: every section of the home page loads on its own, so one failing call leaves the
// others on screen (each section shows its own error).
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import dayjs from 'dayjs';
import { TOKENS, type HttpService, type SiteService } from '../../../kernel';
import type { ContentStatistics, DomainRemain, GuideStep, TaskItem, TopPageRow, TrafficByDateRow, TrafficByHourRow, TrafficCount } from '../../../shared/domain';
import { HomeApi } from '../api';

export interface Section<T> {
  loading: boolean;
  error: string | null;
  data: T | null;
}

const empty = <T,>(): Section<T> => ({ loading: true, error: null, data: null });

export type TrafficRange = 7 | 30 | 90;

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

  constructor(
    @inject(TOKENS.http) http: HttpService,
    @inject(TOKENS.site) private readonly site: SiteService,
  ) {
    this.api = new HomeApi(http);
    makeAutoObservable<HomeStore, 'api' | 'site'>(this, { api: false, site: false });
  }

  loadAll(): Promise<void> {
    const today = dayjs().format('YYYY-MM-DD');
    return Promise.all([
      this.fill('count', () => this.api.trafficCount()),
      this.loadRange(this.range),
      this.fill('byHour', () => this.api.trafficByHour(today)),
      this.fill('topPages', () => this.api.topPages(10)),
      this.fill('content', () => this.api.contentStatistics()),
      this.fill('guide', () => this.api.guide()),
      this.fill('tasks', () => this.api.tasks()),
      this.fill('domains', () => this.api.domainRemain()),
    ]).then(() => undefined);
  }

  loadRange(range: TrafficRange): Promise<void> {
    this.range = range;
    const end = dayjs();
    const start = end.subtract(range - 1, 'day');
    return this.fill('byDate', () => this.api.trafficByDate(start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD')));
  }

  /** Takes the active site online (1) or offline (0), then refreshes the home data. */
  async setInline(inline: 0 | 1): Promise<void> {
    const home = this.site.home;
    if (!home) return;
    await this.api.setInline(home.twebId, inline);
    await Promise.all([this.site.loadHome(), this.fill('guide', () => this.api.guide())]);
  }

  private async fill<K extends 'count' | 'byDate' | 'byHour' | 'topPages' | 'content' | 'guide' | 'tasks' | 'domains'>(
    key: K,
    load: () => Promise<NonNullable<HomeStore[K]['data']>>,
  ): Promise<void> {
    const sections = this as unknown as Record<K, Section<unknown>>;
    runInAction(() => {
      sections[key] = { ...sections[key], loading: true, error: null };
    });
    try {
      const data = await load();
      runInAction(() => {
        sections[key] = { loading: false, error: null, data };
      });
    } catch (error) {
      runInAction(() => {
        sections[key] = { loading: false, error: error instanceof Error ? error.message : String(error), data: null };
      });
    }
  }
}
