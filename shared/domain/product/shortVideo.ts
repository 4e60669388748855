// Short videos (issue 11 §11). §9's cutoff, 2022-04-28 20:00:00 Beijing time, ended the old video
// service: a video published before it is 旧版 — playable, may be unpublished or removed, never edited.
import { SHORT_VIDEO_CUTOFF } from '../constants';
import { VIDEO_MSG } from './messages';

/** "YYYY-MM-DD HH:mm:ss" in Beijing time (UTC+8, no daylight saving) → epoch ms; NaN if malformed. */
export function beijingTimeToEpoch(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return NaN;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const ms = Date.UTC(y, mo - 1, d, h - 8, mi, s);
  const check = new Date(ms + 8 * 3600_000);
  return check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d && h < 24 && mi < 60 && s < 60 ? ms : NaN;
}

/** Epoch ms of the cutoff: 2022-04-28 12:00:00 UTC. */
export const SHORT_VIDEO_CUTOFF_MS = beijingTimeToEpoch(SHORT_VIDEO_CUTOFF);

/** Epoch ms → "YYYY-MM-DD HH:mm:ss" in Beijing time (what the list shows and the form sends back). */
export function epochToBeijingTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Published before the cutoff: the old service's video (旧版). */
export function isLegacyVideo(publishedAtMs: number | null | undefined): boolean {
  return typeof publishedAtMs === 'number' && publishedAtMs < SHORT_VIDEO_CUTOFF_MS;
}

export const VIDEO_PLATFORMS = [
  { value: 'douyin', label: '抖音' },
  { value: 'kuaishou', label: '快手' },
  { value: 'channels', label: '视频号' },
  { value: 'xiaohongshu', label: '小红书' },
  { value: 'bilibili', label: '哔哩哔哩' },
] as const;
export type VideoPlatform = (typeof VIDEO_PLATFORMS)[number]['value'];

export const VIDEO_LIMITS = {
  title: 100,
  description: 500,
  fileBytes: 200 * 1024 * 1024,
  fileTypes: ['video/mp4', 'video/webm'],
  url: 500,
  related: 6,
  tags: 20,
  accountName: 30,
  accountHandle: 50,
} as const;

export interface VideoInput {
  id?: number;
  title: string;
  /** A library file of the video (uploaded mp4/webm), or */
  file_id?: number | null;
  /** an https share link. */
  link?: string;
  cover?: string;
  description?: string;
  account_id?: number | null;
  tag_ids?: number[];
  related_ids?: number[];
  sort?: number;
  /** "YYYY-MM-DD HH:mm:ss", Beijing time. */
  published_at?: string;
}

const isHttps = (text: string) => /^https:\/\/[^\s"'<>]+$/i.test(text) && text.length <= VIDEO_LIMITS.url;

/** The first problem of a video form, or null. */
export function checkVideo(input: VideoInput): string | null {
  const title = (input.title ?? '').trim();
  if (!title) return VIDEO_MSG.titleRequired;
  if ([...title].length > VIDEO_LIMITS.title) return VIDEO_MSG.titleTooLong;
  const link = (input.link ?? '').trim();
  if (!input.file_id && !link) return VIDEO_MSG.sourceRequired;
  if (link && !isHttps(link)) return VIDEO_MSG.linkInvalid;
  if ([...(input.description ?? '')].length > VIDEO_LIMITS.description) return VIDEO_MSG.descriptionTooLong;
  if ((input.related_ids ?? []).length > VIDEO_LIMITS.related) return VIDEO_MSG.tooManyRelated;
  if ((input.tag_ids ?? []).length > VIDEO_LIMITS.tags) return VIDEO_MSG.tooManyTags;
  if (input.published_at) {
    const at = beijingTimeToEpoch(input.published_at);
    if (Number.isNaN(at)) return VIDEO_MSG.publishTimeInvalid;
    // A video dated before the cutoff would be 旧版 — never editable again — the moment it is saved.
    if (isLegacyVideo(at)) return VIDEO_MSG.publishBeforeCutoff;
  }
  return null;
}

export interface VideoAccountInput {
  platform: string;
  name: string;
  handle?: string;
  url?: string;
  avatar?: string;
  qr?: string;
  shown?: 0 | 1;
}

/** The first problem of an account form, or null. */
export function checkVideoAccount(input: VideoAccountInput): string | null {
  if (!VIDEO_PLATFORMS.some((p) => p.value === input.platform)) return VIDEO_MSG.platformInvalid;
  const name = (input.name ?? '').trim();
  if (!name) return VIDEO_MSG.accountNameRequired;
  if ([...name].length > VIDEO_LIMITS.accountName) return VIDEO_MSG.accountNameTooLong;
  if ([...(input.handle ?? '').trim()].length > VIDEO_LIMITS.accountHandle) return VIDEO_MSG.accountHandleTooLong;
  if (input.url && !isHttps(input.url.trim())) return VIDEO_MSG.accountUrlInvalid;
  return null;
}

// --- the wire (admin_cms/smallVideo, server/modules/short-video) ------------------------------------

/** A video of the list and of getRow. */
export interface VideoRow {
  id: number;
  title: string;
  /** The uploaded file (0: none) and its playback address, or the share link. */
  file_id: number;
  file_url: string;
  link: string;
  /** Of the uploaded file ('' and 0 for a share link; duration 0 when the file does not say). */
  mime: string;
  bytes: number;
  duration_seconds: number;
  cover: string;
  description: string;
  /** 0: none. */
  account_id: number;
  /** The account's name and platform ('' when none). */
  account_name: string;
  platform: string;
  tag_ids: number[];
  related_ids: number[];
  sort: number;
  /** 1 上架, 0 下架. */
  status: 0 | 1;
  /** 1: in the recycle bin. */
  disabled: 0 | 1;
  published_at: number;
  /** published_at as "YYYY-MM-DD HH:mm:ss", Beijing time. */
  published_text: string;
  /** Published before the cutoff: shown 旧版, never editable. */
  legacy: boolean;
  version: number;
  updated_at: number;
}

export interface VideoListQuery {
  page?: number;
  rows?: number;
  keyword?: string;
  account_id?: number;
  status?: 0 | 1;
  /** true: only 旧版; false: only editable ones; absent: both. */
  legacy?: boolean;
  /** true: the recycle bin. */
  disabled?: boolean;
}

export interface VideoSaveRequest extends VideoInput {
  /** Required with id (the optimistic lock). */
  version?: number;
  status?: 0 | 1;
}

/** What an upload answers: the file to name in VideoInput.file_id. */
export interface VideoFileInfo {
  file_id: number;
  name: string;
  url: string;
  mime: string;
  bytes: number;
  duration_seconds: number;
}

export interface VideoAccountRow {
  id: number;
  platform: VideoPlatform;
  name: string;
  handle: string;
  url: string;
  avatar: string;
  qr: string;
  /** 1: 前台显示. */
  shown: 0 | 1;
  sort: number;
  /** Videos not in the recycle bin. */
  video_count: number;
  created_at: number;
  updated_at: number;
}

export interface VideoAccountSaveRequest extends VideoAccountInput {
  id?: number;
  sort?: number;
}
