// The short-video module's tables: their Kysely row types, merged into core's Database so every query is typed.
import type { Generated } from 'kysely';

/** A short video of a site: an uploaded file or a share link, shown with its account. */
export interface ShortVideosTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  /** short_video_files.id of the uploaded video, or 0. */
  file_id: number;
  /** An https share link ('' when the video is a file). */
  link: string;
  /** Copied from the file when it is chosen ('' / 0 for a link). */
  mime: string;
  bytes: number;
  duration_seconds: number;
  cover: string;
  description: string;
  /** short_video_accounts.id, or 0. */
  account_id: number;
  /** JSON arrays of ids: the site's (article) tags, and products (checked when the product module is there). */
  tag_ids: string;
  related_ids: string;
  sort: number;
  /** 1 上架, 0 下架. */
  status: number;
  /** 1 = in the recycle bin. */
  disabled: number;
  /** Epoch ms; before SHORT_VIDEO_CUTOFF_MS the video is 旧版. */
  published_at: number;
  /** Optimistic lock: every save and status change increments it. */
  version: number;
  /** accounts.id of the last change (no foreign key). */
  updated_by: number | null;
  created_at: number;
  updated_at: number;
}

/** An uploaded video file, checked by content; stored under DATA_DIR/short-video. */
export interface ShortVideoFilesTable {
  id: Generated<number>;
  site_id: number;
  /** The uploader's file name (display only). */
  name: string;
  /** "<32 hex>.<mp4|webm>": unique, what the playback address names. */
  file_name: string;
  /** "<site>/<yyyy-mm>/<file_name>", relative to DATA_DIR/short-video. */
  stored: string;
  mime: string;
  bytes: number;
  duration_seconds: number;
  created_at: number;
}

/** A site's account on a video platform (抖音, 快手 …), shown on the site when `shown`. */
export interface ShortVideoAccountsTable {
  id: Generated<number>;
  site_id: number;
  /** VIDEO_PLATFORMS value. */
  platform: string;
  name: string;
  handle: string;
  url: string;
  avatar: string;
  qr: string;
  shown: number;
  sort: number;
  created_at: number;
  updated_at: number;
}

declare module '../../core/db/database' {
  interface Database {
    short_video_accounts: ShortVideoAccountsTable;
    short_video_files: ShortVideoFilesTable;
    short_videos: ShortVideosTable;
  }
}

/** This module's tables, parents before children (the order of seeding and snapshots). */
export const SHORT_VIDEO_TABLES = ['short_video_accounts', 'short_video_files', 'short_videos'] as const;
