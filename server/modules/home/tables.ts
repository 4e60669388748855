// The home module's tables: their Kysely row types, merged into core's Database so every query is typed.
import type { Generated } from 'kysely';

export interface StatsDailyTable {
  id: Generated<number>;
  site_id: number;
  /** YYYY-MM-DD (server local time). */
  date: string;
  pv: number;
  uv: number;
  ip: number;
}

export interface StatsHourlyTable {
  id: Generated<number>;
  site_id: number;
  date: string;
  hour: number;
  pv: number;
  uv: number;
  ip: number;
}

export interface StatsPagesTable {
  id: Generated<number>;
  site_id: number;
  url: string;
  title: string;
  pv: number;
}

declare module '../../core/db/database' {
  interface Database {
    stats_daily: StatsDailyTable;
    stats_hourly: StatsHourlyTable;
    stats_pages: StatsPagesTable;
  }
}

/** This module's tables, parents before children (the order of seeding and snapshots). */
export const HOME_TABLES = ['stats_daily', 'stats_hourly', 'stats_pages'] as const;
