// 公众号采集's record: one row per WeChat article gathered into a site (issue 16 §4). Only gathers
// that succeeded are recorded — a failed one leaves nothing (no draft, no picture, no row), so a
// retry is never blocked. The normalised address (shared gatherKeyOf: https, no fragment, tracking
// parameters dropped) is unique per site: the same article twice is 该文章已采集过, decided by the
// index, not by a check that could race.
import type { Generated } from 'kysely';

export interface AiGathersTable {
  id: Generated<number>;
  site_id: number;
  /** Who gathered it. */
  account_id: number;
  /** gatherKeyOf(the link): what the draft's 原文链接 points to. */
  url: string;
  title: string;
  account_name: string;
  /** ms; null when the page did not say. */
  published_at: number | null;
  /** The draft made (articles.id; the article may later be deleted). */
  article_id: number;
  article_type: number;
  images_saved: number;
  images_failed: number;
  /** 1 when the AI option was used. */
  ai_summary: number;
  ai_rewrite: number;
  created_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    ai_gathers: AiGathersTable;
  }
}

export const AI_GATHER_TABLES = ['ai_gathers'] as const;

/** The unique index that makes a second gather of one article 该文章已采集过. */
export const GATHER_URL_INDEX = 'ai_gathers_site_url_idx';
