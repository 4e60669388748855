// Strings of the information pages (members.info.* of the plugin's bundle).
import { TOKENS, useService } from '../../../../kernel';

export type InfoT = (key: string, params?: Record<string, string | number>) => string;

export function useInfoT(section?: 'list' | 'edit' | 'records' | 'lookup'): InfoT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(section ? `members.info.${section}.${key}` : `members.info.${key}`, params);
}

/** Epoch ms as the console shows times (2026-01-05 09:30). */
export function timeText(ms: number | null): string {
  if (!ms) return '—';
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
