// Information search's wire shapes (admin/information/…, sitePlugin/information/…): what the console
// and the visitors' lookup page send and get back.
import type { InfoDegree, InfoField, InfoFieldType, InfoPermission, InfoValues } from './informationRules';

/** A row of information/list. */
export interface InfoQueryRow {
  id: number;
  title: string;
  degree: InfoDegree;
  permission: InfoPermission;
  /** Names of the ranks allowed (permission rank). */
  rank_names: string[];
  weight: number;
  if_open: 0 | 1;
  record_count: number;
  field_count: number;
  updated_at: number;
  /** The visitors' lookup page on the console's address: /lookup/<site>/<id>. */
  public_path: string;
}

/** information/detail: everything the edit page shows. */
export interface InfoQueryDetail {
  id: number;
  title: string;
  fields: InfoField[];
  degree: InfoDegree;
  permission: InfoPermission;
  rank_ids: number[];
  no_result: string;
  weight: number;
  if_open: 0 | 1;
  record_count: number;
}

/** information/userRankLink: the site's ranks a lookup may be limited to. */
export interface InfoRankOption {
  id: number;
  name: string;
  level: number;
  color: string;
}

export interface InfoRecordRow {
  id: number;
  values: InfoValues;
  created_at: number;
  updated_at: number;
}

/** One import of a lookup's history (information/importHistory). */
export interface InfoImportRow {
  id: number;
  task_id: number;
  file_name: string;
  operator: string;
  /** The task's state (queued, running, succeeded, failed, cancelled). */
  state: string;
  rows: number;
  added: number;
  failed: number;
  /** An error file can be downloaded through the task. */
  has_errors: boolean;
  created_at: number;
  finished_at: number | null;
}

/** What an import task answers as its result. */
export type InfoImportResult = {
  rows: number;
  added: number;
  failed: number;
  /** The first errors (the error file, the task's download, has them all). */
  errors: { row: number; reason: string }[];
};

/** sitePlugin/information/form: what a visitor's page needs to ask. */
export interface PublicLookupForm {
  id: number;
  title: string;
  siteName: string;
  degree: InfoDegree;
  conditions: { key: string; name: string; type: InfoFieldType }[];
  /** The 结果显示 fields, in order. */
  columns: { key: string; name: string; type: InfoFieldType }[];
  /** Who may look up, for the page's hint (the server decides). */
  permission: InfoPermission;
}

/** sitePlugin/information/search: ≤ 20 results of the shown fields, or the 无结果提示. */
export interface PublicLookupResult {
  rows: InfoValues[];
  /** More matched than were answered. */
  more: boolean;
  /** The lookup's 无结果提示 when rows is empty. */
  noResult: string;
}
