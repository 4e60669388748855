// Strings of the list and tags pages (product.list.* of the plugin's bundle) and their formats.
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../kernel';

export type ListT = (key: string, params?: Record<string, string | number>) => string;

export function useListT(section?: 'tree' | 'tags' | 'batch' | 'filters'): ListT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(section ? `product.list.${section}.${key}` : `product.list.${key}`, params);
}

/** Times of the contract are epoch milliseconds. */
export function formatTime(ms: number): string {
  return ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '';
}
