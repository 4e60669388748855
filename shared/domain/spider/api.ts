// Wire shapes of the spider analysis calls.
import type { SpiderKey } from './agents';

export interface SpiderRangeQuery {
  domain?: string;
  from: string;
  to: string;
}

export interface SpiderOverview {
  domains: string[];
  token: string;
  reverseDns: boolean;
  yesterday: number;
  today: number;
  avg30: number;
}

export interface SpiderCharts {
  days: string[];
  /** Visits per day per spider (each list as long as days). */
  perDay: Record<SpiderKey, number[]>;
  /** Visits per hour (24) per spider, summed over the range. */
  perHour: Record<SpiderKey, number[]>;
  /** Visits per HTTP status over the range. */
  statuses: { status: number; visits: number }[];
  total: number;
}

export interface SpiderTopPage {
  path: string;
  title: string | null;
  visits: number;
  /** 收录 as the last index check answered (百度收录's 查询收录); null: never checked (未查询). */
  included: boolean | null;
}

export interface SpiderVisitRow {
  id: number;
  at: number;
  domain: string;
  spider: SpiderKey;
  ip: string;
  method: string;
  path: string;
  status: number;
  bytes: number;
  agent: string;
  suspicious: boolean;
}

export interface SpiderImportRow {
  id: number;
  fileName: string;
  domain: string;
  source: 'upload' | 'ingest';
  bytes: number;
  state: 'running' | 'done' | 'failed';
  accepted: number;
  spiders: number;
  rejected: number;
  taskId: number | null;
  createdAt: number;
}

export interface SpiderDomainSummary {
  domain: string;
  yesterday: number;
  avg30: number;
  topSpider: SpiderKey | null;
  lastCrawl: number | null;
}

export interface SpiderKeywordWeek {
  keyword: string;
  thisWeekReferrals: number;
  lastWeekReferrals: number;
  thisWeekSpiderVisits: number;
  lastWeekSpiderVisits: number;
}
