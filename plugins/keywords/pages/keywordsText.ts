// Strings of the keywords plugin (keywords.* of its bundle) and the contract's time format.
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../kernel';

export type KeywordsSection = 'list' | 'edit' | 'rules' | 'associate' | 'picker';

export function useKeywordsT(section: KeywordsSection): (key: string, params?: Record<string, string | number>) => string {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`keywords.${section}.${key}`, params);
}

/** Times of the contract are epoch milliseconds. */
export function formatTime(ms: number): string {
  return ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '';
}

export const MANAGE_PATH = '/keywords/manage';
export const associatePath = (id: number) => `/keywords/associateContent?id=${id}`;

/** The strings of one link kind's tab (keywords.kinds.<kind>.*). */
export function useKindText(kind: string): (key: string, params?: Record<string, string | number>) => string {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`keywords.kinds.${kind}.${key}`, params);
}
