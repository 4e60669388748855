// Strings and formats shared by the recruitment pages (content.recruit.* of the plugin's bundle).
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../../kernel';

export function useRecruitT(): (key: string, params?: Record<string, string | number>) => string {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`content.recruit.${key}`, params);
}

/** Times of the contract are epoch milliseconds. */
export function formatTime(ms: number): string {
  return ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '';
}
