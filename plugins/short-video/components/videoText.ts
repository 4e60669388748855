// Strings of the short-video pages (short-video.* of the plugin's bundle) and the formats they share.
import { TOKENS, useService } from '../../../kernel';

export type VideoT = (key: string, params?: Record<string, string | number>) => string;

export function useVideoT(section?: 'list' | 'view' | 'edit' | 'accounts'): VideoT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(section ? `short-video.${section}.${key}` : `short-video.${key}`, params);
}

/** Seconds as m:ss (75 → 1:15, 3725 → 62:05); '' when the file did not say. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Bytes as the operator reads a file's size (KB below 1 MB, MB with one decimal). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
