// The information area's tables (issue 13 §8): a site's lookups, the ranks a lookup is limited to,
// its records, its imports' history and the count of visitors' lookups (the 营销中心's 查询次数).
// Row types merged into core's Database.
import type { Generated } from 'kysely';

/** A lookup (证书查询, 物流查询 …) of a site. */
export interface InfoQueriesTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  /** JSON InfoField[] (shared/domain/members/informationRules.ts). */
  fields: string;
  /** INFO_DEGREES: exact | fuzzy. */
  degree: string;
  /** INFO_PERMISSIONS: all | member | rank. */
  permission: string;
  no_result: string;
  /** Larger first in the list. */
  weight: number;
  /** 1 开放: visitors may look up. */
  if_open: number;
  created_at: number;
  updated_at: number;
}

/** The ranks a lookup of permission rank answers (removed with the lookup or the rank). */
export interface InfoQueryRanksTable {
  query_id: number;
  rank_id: number;
  site_id: number;
}

/** A record of a lookup: its values by field key, and what lookups and searches compare. */
export interface InfoRecordsTable {
  id: Generated<number>;
  site_id: number;
  query_id: number;
  /** JSON { f1: "…", … } of plain text. */
  vals: string;
  /** The condition values normalised and joined (matchKeyOf): 精确匹配 compares it whole, 模糊匹配 by LIKE. */
  match_key: string;
  /** SHA-256 (hex, 32 characters) of match_key: the index an exact lookup walks (keys may be long). */
  match_hash: string;
  /** Every value normalised (searchTextOf): the operator's record search. */
  search_text: string;
  created_at: number;
  updated_at: number;
}

/** One import of a lookup (导入记录): the file, who, when, and what it stored. */
export interface InfoImportsTable {
  id: Generated<number>;
  site_id: number;
  query_id: number;
  task_id: number;
  file_name: string;
  account_id: number;
  /** The operator's name as it was then. */
  operator: string;
  rows: number;
  added: number;
  failed: number;
  created_at: number;
  finished_at: number | null;
}

/** Visitors' lookups per lookup and minute (a counter, not a log: one row a minute at most). */
export interface InfoLookupCountsTable {
  site_id: number;
  query_id: number;
  /** Epoch ms of the minute's start. */
  minute: number;
  count: number;
}

declare module '../../../core/db/database' {
  interface Database {
    info_queries: InfoQueriesTable;
    info_query_ranks: InfoQueryRanksTable;
    info_records: InfoRecordsTable;
    info_imports: InfoImportsTable;
    info_lookup_counts: InfoLookupCountsTable;
  }
}

export const INFORMATION_TABLES = ['info_queries', 'info_query_ranks', 'info_records', 'info_imports', 'info_lookup_counts'] as const;
