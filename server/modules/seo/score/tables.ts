// The site score's tables (issue 12 §6, migration seo_005_score): each site's on/off state, its
// runs (a finished run is a history row), each run's per-check results and the records a run found
// affected (kept for the latest finished run only), merged into core's Database.
import type { Generated } from 'kysely';

/** A site's scoring switch (a row once evaluated or closed; before that: off). */
export interface SeoScoreSitesTable {
  id: Generated<number>;
  site_id: number;
  enabled: number;
  updated_at: number;
}

/** One evaluation: started by a task; score, level and finished_at are set when it completes. */
export interface SeoScoreRunsTable {
  id: Generated<number>;
  site_id: number;
  task_id: number;
  /** The account that started it. */
  account_id: number;
  score: number | null;
  /** ScoreLevel. */
  level: string | null;
  /** Records read (articles, products, categories). */
  record_count: number;
  started_at: number;
  finished_at: number | null;
}

/** A check's result in a run. */
export interface SeoScoreChecksTable {
  id: Generated<number>;
  run_id: number;
  site_id: number;
  /** ScoreCheckId. */
  check_id: string;
  weight: number;
  affected: number;
  applicable: number;
  /** Points lost, in tenths. */
  deduction: number;
}

/** A record a run found affected by a check, and why (detail: JSON of ScoreDetails[check]). */
export interface SeoScoreRecordsTable {
  id: Generated<number>;
  run_id: number;
  site_id: number;
  check_id: string;
  /** ScoreRecordKind. */
  record_kind: string;
  record_id: number;
  /** An article's type (its editor's address); 0 otherwise. */
  record_type: number;
  title: string;
  detail: string;
}

declare module '../../../core/db/database' {
  interface Database {
    seo_score_sites: SeoScoreSitesTable;
    seo_score_runs: SeoScoreRunsTable;
    seo_score_checks: SeoScoreChecksTable;
    seo_score_records: SeoScoreRecordsTable;
  }
}

/** Parents before children (the order of seeding and snapshots). */
export const SCORE_TABLES = ['seo_score_sites', 'seo_score_runs', 'seo_score_checks', 'seo_score_records'] as const;
