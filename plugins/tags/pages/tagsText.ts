// Strings of the tags plugin (tags.* of its bundle) and the contract's time format.
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../kernel';

export function useTagsT(section: 'list' | 'edit' | 'detail'): (key: string, params?: Record<string, string | number>) => string {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`tags.${section}.${key}`, params);
}

/** Times of the contract are epoch milliseconds. */
export function formatTime(ms: number): string {
  return ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '';
}
