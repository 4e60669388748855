// The keyword library's tables (issue 12 §4): the site's words, the hits of its detection runs and
// the state of the last run, merged into core's Database so every query is typed.
import type { Generated } from 'kysely';

/** A word of a site's library: a keyword of one of four kinds or a forbidden word, switchable. */
export interface SeoWordsTable {
  id: Generated<number>;
  site_id: number;
  word: string;
  /** wordKey(word): unique per site (a unique index), what makes two words the same. */
  word_key: string;
  /** WordKind. */
  kind: string;
  enabled: number;
  /** Live records holding it, as the last detection counted; null before any. */
  usage_count: number | null;
  created_at: number;
  updated_at: number;
}

/** One occurrence found by a detection run (task_id): the record, field, word and where. */
export interface SeoWordHitsTable {
  id: Generated<number>;
  site_id: number;
  task_id: number;
  record_kind: string;
  record_id: number;
  /** An article's type (its editor's address); 0 for products. */
  record_type: number;
  record_title: string;
  /** The record's version the hit was found in. */
  record_version: number;
  field: string;
  word_id: number;
  word: string;
  word_kind: string;
  /** UTF-16 offset in the field's text ("offset" is an SQL keyword). */
  position: number;
  length: number;
  snippet_before: string;
  snippet_word: string;
  snippet_after: string;
}

/** The site's last finished detection (its hits are the ones shown). */
export interface SeoWordRunsTable {
  id: Generated<number>;
  site_id: number;
  task_id: number;
  finished_at: number;
  hit_count: number;
  record_count: number;
}

declare module '../../../core/db/database' {
  interface Database {
    seo_words: SeoWordsTable;
    seo_word_hits: SeoWordHitsTable;
    seo_word_runs: SeoWordRunsTable;
  }
}

export const WORD_TABLES = ['seo_words', 'seo_word_hits', 'seo_word_runs'] as const;
