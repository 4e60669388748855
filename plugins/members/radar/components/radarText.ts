// Strings of the radar page (members.radar.* of the plugin's bundle) and the formats it shares.
import { TOKENS, useService } from '../../../../kernel';

export type RadarT = (key: string, params?: Record<string, string | number>) => string;

export function useRadarT(): RadarT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`members.radar.${key}`, params);
}

/** Time on the site as an operator reads it: 45 秒, 3 分 20 秒, 1 小时 5 分. */
export function formatDwell(ms: number, t: RadarT): string {
  const total = Math.max(0, Math.round(ms / 1000));
  if (total < 60) return t('dwell.seconds', { s: total });
  if (total < 3600) return t('dwell.minutes', { m: Math.floor(total / 60), s: total % 60 });
  return t('dwell.hours', { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60) });
}

export const INTENT_COLOR: Record<number, string> = { 3: 'red', 2: 'orange', 1: 'default' };
