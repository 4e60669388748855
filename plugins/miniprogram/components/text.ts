// Short helpers for the console's strings.
import type { MpPlatform, MpStatus } from '../../../shared/domain/miniprogram';

export const K = 'miniprogram.console';
export const P = 'miniprogram.pages';

/** A status's tag colour (the console's cards and the home card alike). */
export const STATUS_COLOR: Readonly<Record<MpStatus, string>> = {
  unbound: 'default', bound: 'blue', reviewing: 'processing', approved: 'cyan', rejected: 'error', published: 'success',
};

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function platformLabel(t: Translate, platform: MpPlatform): string {
  return t(`${K}.platforms.${platform}`);
}

/** A time of the server (ms) as the operator reads it: 2026-11-28 10:00. */
export function when(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
