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
  if (input.published_at && Number.isNaN(beijingTimeToEpoch(input.published_at))) return VIDEO_MSG.publishTimeInvalid;
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
  if (input.url && !isHttps(input.url.trim())) return VIDEO_MSG.accountUrlInvalid;
  return null;
}
