// Strings of the history pages (product.history.* of the plugin's bundle).
import { TOKENS, useService } from '../../../../kernel';

export type HistoryT = (key: string, params?: Record<string, string | number>) => string;

export function useHistoryT(): HistoryT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`product.history.${key}`, params);
}

export const historyListPath = (productId: number) => `/zhProduct/historyList?id=${productId}`;
export const historyEditPath = (productId: number, rid: number) => `/zhProduct/historyEdit?id=${productId}&rid=${rid}`;
