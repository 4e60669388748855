// Rules of the rich-text editor's dialogs (§5, §9), shared by the dialogs and their tests.
import { EDITOR_IMAGE_DIALOG, MEDIA_DEFAULT_SIZE, MEDIA_SIZE_CAP, SIZE_INPUT_MAX_CHARS, TEXT_MAX_LENGTH } from './constants';

/** The video dialog's URL field starts with this prefix; leaving only it is not a URL (§5). */
export const DEFAULT_URL_PREFIX = 'http://';

export const EDITOR_MSG = {
  invalidUrl: '请输入正确的链接地址',
  invalidVideoUrl: '请输入正确的视频地址',
  invalidWidth: '宽度只能输入数字',
  invalidHeight: '高度只能输入数字',
  titleTooLong: '标题不能超过100个字符',
} as const;

/** An absolute http(s) address (or a site-relative path for images and files already uploaded). */
export function isValidUrl(value: string, { allowRelative = false } = {}): boolean {
  const text = value.trim();
  // Backslashes too: browsers read "/\\evil.com" as the protocol-relative "//evil.com".
  if (!text || /[\s<>"'`\\]/.test(text)) return false;
  if (allowRelative && /^\/(?!\/)[^\s]*$/.test(text)) return true;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (url.hostname.includes('.') || url.hostname === 'localhost');
  } catch {
    return false;
  }
}

export function isValidMediaUrl(value: string): boolean {
  return value.trim() !== DEFAULT_URL_PREFIX && isValidUrl(value);
}

/** Size inputs: digits only, at most 4 characters (§9). Answers null for anything else. */
export function parseSize(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed) || trimmed.length > SIZE_INPUT_MAX_CHARS) return null;
  return Number(trimmed);
}

/** Width/height capped at 2000; empty becomes 0 (§5). */
export function capSize(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(Math.round(value), MEDIA_SIZE_CAP);
}

/**
 * The link toggle keeps the aspect ratio: changing one dimension recomputes the other from the
 * original image's ratio, also capped at 2000.
 */
export function linkedSize(changed: 'width' | 'height', value: number, ratio: { width: number; height: number }): { width: number; height: number } {
  const capped = capSize(value);
  if (!ratio.width || !ratio.height) return changed === 'width' ? { width: capped, height: 0 } : { width: 0, height: capped };
  if (changed === 'width') return { width: capped, height: capSize((capped * ratio.height) / ratio.width) };
  return { width: capSize((capped * ratio.width) / ratio.height), height: capped };
}

export const MEDIA_DEFAULTS = { ...MEDIA_DEFAULT_SIZE, url: DEFAULT_URL_PREFIX } as const;

export type ImageAlign = '' | 'left' | 'right';
export const IMAGE_ALIGNS: readonly ImageAlign[] = ['', 'left', 'right'];


/** The insert-file dialog's title, like every title input (§5): at most 100 characters. */
export const EDITOR_TITLE_MAX = TEXT_MAX_LENGTH;

/** The image and image-properties dialogs: 450 px wide, a body about 250 px high (§2, §9). */
export const EDITOR_IMAGE_DIALOG_SIZE = EDITOR_IMAGE_DIALOG;

export type SizeError = 'invalidWidth' | 'invalidHeight';

/**
 * Reads a dialog's width and height inputs: digits only, at most 4 characters (else the matching
 * EDITOR_MSG key, width checked first), empty becomes 0, each capped at 2000.
 */
export function readSizes(widthText: string, heightText: string): { width: number; height: number } | { error: SizeError } {
  const width = parseSize(widthText);
  if (width === null) return { error: 'invalidWidth' };
  const height = parseSize(heightText);
  if (height === null) return { error: 'invalidHeight' };
  return { width: capSize(width), height: capSize(height) };
}

/** A CSS pixel length ("300px", "300", "300.5px") as whole pixels; anything else (%, auto, "") is 0. */
export function pixelsOf(value: string | number | null | undefined): number {
  if (typeof value === 'number') return capSize(value);
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(value ?? '');
  return match ? capSize(Number(match[1])) : 0;
}

/** The alignment an image's style float (or a legacy align attribute) means. */
export function alignOf(float: string | null | undefined): ImageAlign {
  const value = (float ?? '').trim().toLowerCase();
  return value === 'left' || value === 'right' ? value : '';
}

/** The last path segment of a URL, decoded, without its query: a file link's default title. */
export function fileNameOf(url: string): string {
  const path = url.trim().split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * Player address for page URLs of well-known video sites, embedded as an iframe; null for anything
 * else (a direct file, played by a <video> element).
 */
export function videoEmbedUrl(value: string, autoplay = false): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '').toLowerCase();
  const on = autoplay ? 1 : 0;
  if (host === 'youtube.com' || host === 'm.youtube.com') {
    const id = url.searchParams.get('v');
    if (id && /^[\w-]+$/.test(id)) return `https://www.youtube.com/embed/${id}${autoplay ? '?autoplay=1&mute=1' : ''}`;
  }
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    if (/^[\w-]+$/.test(id)) return `https://www.youtube.com/embed/${id}${autoplay ? '?autoplay=1&mute=1' : ''}`;
  }
  if (host === 'bilibili.com' || host === 'm.bilibili.com') {
    const match = /^\/video\/(BV[\w]+)/i.exec(url.pathname);
    if (match) return `https://player.bilibili.com/player.html?bvid=${match[1]}&autoplay=${on}`;
  }
  if (host === 'v.youku.com') {
    const match = /^\/v_show\/id_([\w=]+)\.html/.exec(url.pathname);
    if (match) return `https://player.youku.com/embed/${match[1]}${autoplay ? '?autoplay=true' : ''}`;
  }
  if (host === 'v.qq.com') {
    const match = /\/([\w]+)\.html$/.exec(url.pathname);
    if (match && /^\/x\/(page|cover)\//.test(url.pathname)) return `https://v.qq.com/txp/iframe/player.html?vid=${match[1]}${autoplay ? '&autoplay=true' : ''}`;
  }
  return null;
}
