// The home page's first screen in one call (GET admin/home/summary): every section the page shows,
// each exactly what its own call answers (statistic/getCount, getDataBydate, getDataByHour,
// pagetopn, home/statisticalArticles, guide, taskList, domainRemain), each failing on its own.
// Not part of the original deployment's contract: a console pointed at a back end without it
// falls back to the separate calls.
import type { ListData } from './envelope';
import type { ContentStatistics, DomainRemain, GuideStep, TaskItem, TopPageRow, TrafficByDateRow, TrafficByHourRow, TrafficCount } from './types';

/** A section's answer, or the message of its refusal. */
export type SummarySection<T> = { data: T } | { error: string };

export interface HomeSummaryQuery {
  /** The trend's range (getDataBydate). */
  startDate: string;
  endDate: string;
  /** The day of the hourly figures (getDataByHour). */
  date: string;
  /** How many top pages (pagetopn). */
  n?: number;
}

export interface HomeSummary {
  count: SummarySection<TrafficCount>;
  byDate: SummarySection<ListData<TrafficByDateRow>>;
  byHour: SummarySection<ListData<TrafficByHourRow>>;
  topPages: SummarySection<ListData<TopPageRow>>;
  content: SummarySection<ContentStatistics>;
  guide: SummarySection<GuideStep[]>;
  tasks: SummarySection<TaskItem[]>;
  domains: SummarySection<DomainRemain>;
}
